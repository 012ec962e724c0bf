"""1990 §2 (003 §2.14, 2.15, 2.23, 2.24, 2.31, 2.32): both sides of every number and date of the non-player
titles' checklists: which events count for an International Arbiter (2.14 a–e), the five- and six-year spans of
start dates (2.15, 2.24), the second FIDE Congress after the last event, and the Instructor's three years and
three seminars."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from regulations.non_player_titles import (
    ArbiterEvent,
    ArbiterEventKind,
    ArbiterRecord,
    CompetitionType,
    InstructorRecord,
    OrganisedEvent,
    OrganizerRecord,
    arbiter_checks,
    instructor_checks,
    organizer_checks,
)

from .builders import FIDE_CONGRESSES, arbiter_event

T = CompetitionType

K = ArbiterEventKind



THREE = (
    arbiter_event("Match", date(2019, 3, 1), K.FIDE_OFFICIAL),
    arbiter_event("RR", date(2020, 3, 1)),
    arbiter_event("Cup", date(2021, 3, 1), role="deputy"),
)


def _arbiter(**changes):
    record = ArbiterRecord(
        events=THREE,
        knows_laws_and_regulations=True,
        objectivity_shown=True,
        fide_language="English",
        applied_on=date(2022, 5, 1),
        congresses=FIDE_CONGRESSES,
    )
    return replace(record, **changes)


def _check(checks, rule):
    (found,) = [check for check in checks if check.rule == rule]
    return found


def _with_fourth(fourth, **changes):
    return _check(arbiter_checks(_arbiter(events=(fourth, *THREE), **changes)), "2.14")


@pytest.mark.parametrize(
    ("fourth", "counts"),
    [
        (arbiter_event("Final", date(2018, 3, 1), K.NATIONAL_FINAL), True),  # (a)
        (arbiter_event("Olympiad", date(2018, 3, 1), K.FIDE_OFFICIAL), True),  # (b)
        (arbiter_event("IM RR", date(2018, 3, 1), K.INTERNATIONAL_TITLE), True),  # (c)
        (arbiter_event("Festival", date(2018, 3, 1), K.FESTIVAL, participants=100), True),  # (d) at least 100
        (arbiter_event("Festival", date(2018, 3, 1), K.FESTIVAL, participants=99), False),  # (d) one short
        (arbiter_event("Club", date(2018, 3, 1), K.OTHER), False),  # none of (a)–(d)
        (arbiter_event("Deputy", date(2018, 3, 1), role="deputy"), True),  # "principal o adjunto"
        (arbiter_event("Player", date(2018, 3, 1), role="player"), False),
        (arbiter_event("Unrated", date(2018, 3, 1), rated=False), False),  # "clasificados por la FIDE"
    ],
)
def test_2_14_which_fourth_event_counts(fourth, counts):
    """2.14: four events as chief or deputy arbiter, FIDE-rated, of kinds (a)–(d), festivals of ≥ 100."""
    check = _with_fourth(fourth)
    assert check.ok is counts
    assert check.detail.startswith(f"{4 if counts else 3} event(s) as chief or deputy arbiter count")


@pytest.mark.parametrize(
    ("organises", "exam", "counts"), [(False, True, True), (True, True, False), (False, False, False)]
)
def test_2_14e_unrated_events_count_only_with_both_conditions(organises, exam, counts):
    """2.14e: unrated events count only for a federation organising none of (a)–(d) AND an exam passed."""
    unrated = arbiter_event("Unrated", date(2018, 3, 1), rated=False)
    check = _with_fourth(unrated, federation_organises_listed_events=organises, passed_arbiters_exam=exam)
    assert check.ok is counts
    assert ("2.14e" in check.detail) is counts


@pytest.mark.parametrize(
    "fourth",
    [
        arbiter_event("Club", date(2018, 3, 1), K.OTHER, rated=False),
        arbiter_event("Small festival", date(2018, 3, 1), K.FESTIVAL, rated=False, participants=40),
    ],
)
def test_2_14e_any_event_counts_for_a_federation_organising_none_of_a_to_d(fourth):
    """2.14e: such a federation organises none of (a)–(d), so its four events are of other kinds."""
    check = _with_fourth(fourth, federation_organises_listed_events=False, passed_arbiters_exam=True)
    assert check.ok and check.detail.startswith("4 event(s)")


def test_2_14e_still_needs_the_role_of_chief_or_deputy():
    player = arbiter_event("Club", date(2018, 3, 1), K.OTHER, role="player", rated=False)
    check = _with_fourth(player, federation_organises_listed_events=False, passed_arbiters_exam=True)
    assert not check.ok and check.detail.startswith("3 event(s)")


def test_2_14a_the_latest_two_national_finals_count():
    """2.14a "no mas de dos": of three finals the latest two are counted, so that the last event stays in and
    2.15's deadline runs from it: Final 2019, RR, Match and Final 2021 within five years, the last ending
    2021-03-09, and the second Congress after it 2022-10-01."""
    finals = [arbiter_event(f"Final {year}", date(year, 3, 1), K.NATIONAL_FINAL) for year in (2017, 2019, 2021)]
    events = (finals[0], finals[1], arbiter_event("RR", date(2019, 9, 1)), arbiter_event("Match", date(2020, 3, 1)), finals[2])
    checks = arbiter_checks(_arbiter(events=events, applied_on=date(2022, 5, 1)))
    assert _check(checks, "2.14").detail.endswith(
        ": Final 2019 (2019-03-01, chief); RR (2019-09-01, chief); Match (2020-03-01, chief); "
        "Final 2021 (2021-03-01, chief)"
    )
    deadline = _check(checks, "2.15")
    assert deadline.ok and "(2021-03-09) was on 2022-10-01" in deadline.detail


def test_2_14a_three_finals_and_one_other_event_are_three():
    finals = tuple(arbiter_event(f"Final {year}", date(year, 3, 1), K.NATIONAL_FINAL) for year in (2018, 2019, 2020))
    check = _check(arbiter_checks(_arbiter(events=(*finals, THREE[2]))), "2.14")
    assert not check.ok and check.detail.startswith("4 event(s)")  # four counted, but only three in any window


def test_2_14a_the_cap_is_on_finals_only():
    events = (arbiter_event("Final", date(2018, 3, 1), K.NATIONAL_FINAL), *THREE)
    check = _check(arbiter_checks(_arbiter(events=events)), "2.14")
    assert check.ok and check.detail.endswith(
        ": Final (2018-03-01, chief); Match (2019-03-01, chief); RR (2020-03-01, chief); Cup (2021-03-01, deputy)"
    )


def test_2_14_events_listed_by_start_date_whatever_the_order_given():
    events = (THREE[2], arbiter_event("Open", date(2018, 3, 1)), THREE[0], THREE[1])
    check = _check(arbiter_checks(_arbiter(events=events)), "2.14")
    assert check.detail.endswith(
        ": Open (2018-03-01, chief); Match (2019-03-01, chief); RR (2020-03-01, chief); Cup (2021-03-01, deputy)"
    )


@pytest.mark.parametrize(("first", "ok"), [(date(2016, 3, 1), True), (date(2016, 2, 29), False)])
def test_2_15_start_dates_within_five_years(first, ok):
    """2.15 "fechas de comienzo dentro de un periodo de cinco años": 2016-03-01 to 2021-03-01 is five years;
    a day earlier is not."""
    checks = arbiter_checks(_arbiter(events=(arbiter_event("Old", first), *THREE)))
    assert _check(checks, "2.14").ok is ok and _check(checks, "2.15").ok is ok


@pytest.mark.parametrize(("first", "ok"), [(date(2019, 3, 1), True), (date(2019, 2, 28), False)])
def test_2_15_five_years_before_a_29_february(first, ok):
    """2.15: the last event starts 2024-02-29; an event of 2019-03-01 is within five years (its fifth
    anniversary is 2024-03-01), one of 2019-02-28 is not (its fifth anniversary, 2024-02-28, is before the last
    start), as 10.7 measures the player titles' period."""
    events = (
        arbiter_event("First", first),
        arbiter_event("Match", date(2020, 3, 1)),
        arbiter_event("RR", date(2022, 3, 1)),
        arbiter_event("Cup", date(2024, 2, 29)),
    )
    check = _check(arbiter_checks(_arbiter(events=events, applied_on=date(2024, 5, 1))), "2.14")
    assert check.ok is ok


def test_2_15_the_latest_qualifying_span_is_judged():
    """2.15: five events, 2016–2020, every start within five years: all count, the last ends 2020-03-09 and
    the deadline is 2021-10-01, not the earlier one of a span ending 2019."""
    events = tuple(arbiter_event(f"E{year}", date(year, 3, 1)) for year in range(2016, 2021))
    checks = arbiter_checks(_arbiter(events=events, applied_on=date(2021, 10, 1)))
    assert _check(checks, "2.14").detail.startswith("5 event(s)")
    assert _check(checks, "2.14").detail.endswith("; E2020 (2020-03-01, chief)")
    assert "E2016 (2016-03-01, chief); E2017" in _check(checks, "2.14").detail
    deadline = _check(checks, "2.15")
    assert deadline.ok and deadline.detail == (
        "applied on 2021-10-01; the second FIDE Congress after the last event (2020-03-09) was on 2021-10-01"
    )


def test_2_15_a_later_span_is_judged_even_when_the_earliest_event_falls_out_of_it():
    """2.15: 2014, 2017, 2018, 2019, 2020: the span ending 2020 holds 2017–2020 (2014 is more than five years
    before), so the last event is 2020's."""
    events = tuple(arbiter_event(f"E{year}", date(year, 3, 1)) for year in (2014, 2017, 2018, 2019, 2020))
    checks = arbiter_checks(_arbiter(events=events, applied_on=date(2021, 10, 1)))
    assert _check(checks, "2.14").detail.endswith(
        ": E2017 (2017-03-01, chief); E2018 (2018-03-01, chief); E2019 (2019-03-01, chief); E2020 (2020-03-01, chief)"
    )
    assert _check(checks, "2.15").ok


def test_2_15_the_last_event_is_the_latest_end_date():
    """2.15 "después de la fecha del último torneo incluido": a long event ending last sets the date."""
    long_event = ArbiterEvent("Long", date(2019, 3, 1), date(2021, 11, 1), K.INTERNATIONAL_TITLE, "chief", True)
    checks = arbiter_checks(_arbiter(events=(arbiter_event("Open", date(2018, 3, 1)), long_event, *THREE[1:])))
    assert "after the last event (2021-11-01) was on 2023-10-01" in _check(checks, "2.15").detail


@pytest.mark.parametrize(("applied_on", "ok"), [(date(2022, 10, 1), True), (date(2022, 10, 2), False)])
def test_2_15_by_the_second_congress_with_exactly_two_known(applied_on, ok):
    """2.15 "no más tarde del segundo congreso de la FIDE": the last event ends 2021-03-09, the Congresses
    known after it are 2021-10-01 and 2022-10-01 (given out of order): the second is the deadline, that day
    included."""
    record = _arbiter(
        events=(arbiter_event("Open", date(2018, 3, 1)), *THREE),
        congresses=(date(2022, 10, 1), date(2020, 10, 1), date(2021, 10, 1)),
        applied_on=applied_on,
    )
    check = _check(arbiter_checks(record), "2.15")
    assert check.ok is ok
    assert check.detail == (
        f"applied on {applied_on}; the second FIDE Congress after the last event (2021-03-09) was on 2022-10-01"
    )


def test_2_15_a_congress_on_the_last_day_is_not_after_it():
    """2.15 "después de la fecha del último torneo": a Congress on the day the last event ends is not after it,
    so the second after it is the one after next."""
    record = _arbiter(
        events=(arbiter_event("Open", date(2018, 3, 1)), *THREE),
        congresses=(date(2021, 3, 9), date(2021, 10, 1), date(2022, 10, 1)),
        applied_on=date(2022, 10, 1),
    )
    check = _check(arbiter_checks(record), "2.15")
    assert check.ok and check.detail.endswith("(2021-03-09) was on 2022-10-01")


def test_2_15_a_congress_the_day_after_the_last_event_is_after_it():
    record = _arbiter(
        events=(arbiter_event("Open", date(2018, 3, 1)), *THREE),
        congresses=(date(2021, 3, 10), date(2021, 10, 1), date(2022, 10, 1)),
        applied_on=date(2022, 10, 1),
    )
    check = _check(arbiter_checks(record), "2.15")
    assert not check.ok and check.detail.endswith("(2021-03-09) was on 2021-10-01")


def _organised(name, start, kind=T.OPEN, registered=True, fide=False, days=9):
    return OrganisedEvent(name, start, start + timedelta(days=days), kind, registered, fide)


def _organizer(events, **changes):
    return replace(OrganizerRecord(events, True, "Spanish", date(2021, 6, 1), FIDE_CONGRESSES), **changes)


def _five(first, kinds=(T.ROUND_ROBIN, T.OPEN, T.ROUND_ROBIN, T.OPEN, T.ROUND_ROBIN)):
    starts = (first, date(2017, 5, 1), date(2018, 5, 1), date(2019, 5, 1), date(2020, 5, 1))
    return tuple(_organised(f"E{start.year}", start, kind) for start, kind in zip(starts, kinds, strict=True))


@pytest.mark.parametrize(("first", "ok"), [(date(2014, 5, 1), True), (date(2014, 4, 30), False)])
def test_2_24_start_dates_within_six_years(first, ok):
    """2.24 "fechas de comienzo dentro de un periodo de seis años": 2014-05-01 to 2020-05-01 is six years."""
    checks = organizer_checks(_organizer(_five(first)))
    assert _check(checks, "2.23").ok is ok and _check(checks, "2.24").ok is ok


@pytest.mark.parametrize(("first", "ok"), [(date(2018, 3, 1), True), (date(2018, 2, 28), False)])
def test_2_24_six_years_before_a_29_february(first, ok):
    """2.24: the last event starts 2024-02-29; one of 2018-03-01 is within six years, one of 2018-02-28 is not."""
    starts = (first, date(2020, 5, 1), date(2021, 5, 1), date(2022, 5, 1), date(2024, 2, 29))
    events = tuple(_organised(f"E{index}", start, (T.OPEN, T.KNOCKOUT)[index % 2]) for index, start in enumerate(starts))
    check = _check(organizer_checks(_organizer(events, applied_on=date(2024, 5, 1))), "2.23")
    assert check.ok is ok


@pytest.mark.parametrize(
    ("registered", "kinds", "ok"),
    [
        (5, (T.OPEN, T.ROUND_ROBIN), True),
        (4, (T.OPEN, T.ROUND_ROBIN), False),  # five needed
        (5, (T.OPEN,), False),  # two types needed
        (6, (T.OPEN, T.ROUND_ROBIN, T.TEAM), True),
    ],
)
def test_2_23_five_registered_events_of_two_types(registered, kinds, ok):
    events = tuple(
        _organised(f"E{index}", date(2015 + index, 5, 1), kinds[index % len(kinds)]) for index in range(registered)
    )
    check = _check(organizer_checks(_organizer(events, applied_on=date(2021, 5, 1))), "2.23")
    assert check.ok is ok


def test_2_23_unregistered_events_are_not_counted():
    """2.23 "registrados por la FIDE de acuerdo con B.03": a sixth, unregistered event of a second type does
    not make five registered events of one type two types."""
    events = (*_five(date(2016, 5, 1), (T.OPEN,) * 5), _organised("Blitz", date(2019, 6, 1), T.RAPID_BLITZ, registered=False))
    check = _check(organizer_checks(_organizer(events)), "2.23")
    assert not check.ok and check.detail.startswith("as organiser: 5 FIDE-registered events of 1 type(s)")


def test_2_23_registered_events_that_are_not_fide_competitions_do_not_count_as_such():
    """2.23, second alternative: two types of FIDE competitions; registered events are not FIDE competitions."""
    events = (_organised("A", date(2018, 5, 1), T.OPEN), _organised("B", date(2019, 5, 1), T.ROUND_ROBIN))
    check = _check(organizer_checks(_organizer(events)), "2.23")
    assert not check.ok and "FIDE competitions of 0 type(s)" in check.detail


def test_2_23_two_fide_competitions_of_one_type_are_not_enough():
    events = (
        _organised("Olympiad 2018", date(2018, 5, 1), T.OLYMPIAD, fide=True),
        _organised("Olympiad 2020", date(2020, 5, 1), T.OLYMPIAD, fide=True),
    )
    check = _check(organizer_checks(_organizer(events)), "2.23")
    assert not check.ok and "FIDE competitions of 1 type(s) (2 needed)" in check.detail


def test_2_23_the_latest_qualifying_span_is_judged():
    """2.23–2.24: seven registered events 2014–2020: the span ending 2020 (2014–2020, all seven) is judged, so the
    last event ends 2020-05-10 and its deadline is 2021-10-01."""
    events = tuple(_organised(f"E{year}", date(year, 5, 1), (T.OPEN, T.KNOCKOUT)[year % 2]) for year in range(2014, 2021))
    checks = organizer_checks(_organizer(events, applied_on=date(2021, 10, 1)))
    assert _check(checks, "2.23").detail.startswith("as organiser: 7 FIDE-registered events of 2 types")
    assert _check(checks, "2.24").ok
    assert _check(checks, "2.24").detail.endswith("(2020-05-10) was on 2021-10-01")


def test_2_23_a_failing_record_reports_its_latest_span():
    """2.23: no span qualifies; the sentence is that of the span ending with the latest event (2013 falls out
    of the six years before 2020, leaving four)."""
    events = tuple(_organised(f"E{year}", date(year, 5, 1), (T.OPEN, T.KNOCKOUT)[year % 2]) for year in (2013, 2017, 2018, 2019, 2020))
    check = _check(organizer_checks(_organizer(events)), "2.23")
    assert not check.ok and check.detail.startswith("as organiser: 4 FIDE-registered events of 2 type(s)")


def test_2_24_the_last_event_is_the_latest_end_date():
    events = (*_five(date(2016, 5, 1))[:4], _organised("Long", date(2020, 5, 1), T.OPEN, days=200))
    check = _check(organizer_checks(_organizer(events, applied_on=date(2022, 10, 1))), "2.24")
    assert check.ok and check.detail.endswith("(2020-11-17) was on 2022-10-01")


@pytest.mark.parametrize(("applied_on", "ok"), [(date(2021, 10, 1), True), (date(2021, 10, 2), False)])
def test_2_24_by_the_second_congress_after_the_last_event(applied_on, ok):
    """2.24: the last event ends 2020-05-10; the second Congress after it is 2021-10-01, that day included."""
    check = _check(organizer_checks(_organizer(_five(date(2016, 5, 1)), applied_on=applied_on)), "2.24")
    assert check.ok is ok and check.detail.endswith("(2020-05-10) was on 2021-10-01")


def _instructor(**changes):
    return replace(InstructorRecord(True, True, 3, False, False, 3), **changes)


@pytest.mark.parametrize(("years", "ok"), [(3, True), (2, False), (4, True)])
def test_2_31_three_years_of_current_activity(years, ok):
    """2.31 "un mínimo de tres años de trabajo"."""
    check = instructor_checks(_instructor(years_of_current_activity=years))[2]
    assert (check.rule, check.ok) == ("2.31", ok)


@pytest.mark.parametrize(("seminars", "ok"), [(3, True), (2, False)])
def test_2_32_no_fewer_than_three_seminars(seminars, ok):
    """2.32 "no menos de tres seminarios": with the international rating, the seminars make the second item."""
    check = instructor_checks(_instructor(international_rating=True, seminars_attended=seminars))[3]
    assert (check.rule, check.ok) == ("2.32", ok)


@pytest.mark.parametrize(("end", "counts"), [(date(2022, 4, 30), True), (date(2022, 5, 1), False)])
def test_2_14_only_events_ended_before_the_application_count(end, counts):
    """2.14 "Experiencia como arbitro" and 2.15 "Los informes que amparen una aplicación": the reports behind an
    application of 2022-05-01 are of events held before it; a fourth event ending that day or later does not
    turn the application green afterwards."""
    fourth = ArbiterEvent("Late", date(2022, 4, 20), end, K.INTERNATIONAL_TITLE, "chief", True)
    assert _with_fourth(fourth).ok is counts


@pytest.mark.parametrize(("end", "ok"), [(date(2021, 5, 31), True), (date(2021, 6, 1), False)])
def test_2_23_only_events_ended_before_the_application_count(end, ok):
    """2.23–2.24: the application of 2021-06-01 rests on four events of 2017–2020 and a fifth; held after the
    application (or ending on its day), the fifth is not counted."""
    events = (*_five(date(2016, 5, 1))[1:], OrganisedEvent("Fifth", date(2021, 5, 1), end, T.OPEN, True))
    assert _check(organizer_checks(_organizer(events)), "2.23").ok is ok


def test_2_24_the_deadline_runs_from_the_last_event_that_counts_under_2_23():
    """2.24 "después de la fecha del último torneo incluido": the five FIDE-registered events of 2016–2020 are
    what 2.23 includes; an unregistered event of 2021 counts for nothing, so the deadline runs from 2020-05-10
    (second Congress 2021-10-01) and an application of 2022-05-01 is late."""
    unregistered = _organised("Club open", date(2021, 3, 1), T.OPEN, registered=False)
    checks = organizer_checks(_organizer((*_five(date(2016, 5, 1)), unregistered), applied_on=date(2022, 5, 1)))
    assert _check(checks, "2.23").ok
    deadline = _check(checks, "2.24")
    assert not deadline.ok and deadline.detail.endswith("(2020-05-10) was on 2021-10-01")


def test_2_24_fide_competitions_without_a_type_are_not_included():
    """2.23, second alternative: the competitions of two types are the Olympiad of 2018 and the youth championship
    of 2019; a FIDE competition of 2020 whose type is not given adds no type, so the deadline runs from 2019."""
    events = (
        _organised("Olympiad", date(2018, 5, 1), T.OLYMPIAD, registered=False, fide=True),
        _organised("World Youth", date(2019, 5, 1), T.YOUTH, registered=False, fide=True),
        _organised("Unknown", date(2020, 5, 1), None, registered=False, fide=True),
    )
    record = _organizer(events, applied_on=date(2020, 10, 1), congresses=(date(2018, 10, 1), *FIDE_CONGRESSES))
    deadline = _check(organizer_checks(record), "2.24")
    assert deadline.ok and deadline.detail.endswith("(2019-05-10) was on 2020-10-01")


@pytest.mark.parametrize(
    ("kinds", "ok"),
    [
        ((T.OPEN,) * 4 + (None,), False),  # an event of no given type is not a second type
        ((T.OPEN,) * 4 + (T.TEAM,), True),
        ((None,) * 5, False),
    ],
)
def test_2_23_types_come_from_the_closed_list(kinds, ok):
    """2.23 "de, como mínimo, dos tipos diferentes": five registered events; a type not given is no type."""
    assert _check(organizer_checks(_organizer(_five(date(2016, 5, 1), kinds))), "2.23").ok is ok
