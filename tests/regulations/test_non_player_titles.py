"""1990 §2: the International Arbiter, International Organizer and FIDE Instructor checklists, each item
passing and failing."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from regulations.non_player_titles import (
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



FOUR = (
    arbiter_event("Open A", date(2018, 3, 1), K.FESTIVAL, participants=150),
    arbiter_event("Final 1", date(2019, 3, 1), K.NATIONAL_FINAL, role="deputy"),
    arbiter_event("Match", date(2020, 3, 1), K.FIDE_OFFICIAL),
    arbiter_event("RR", date(2021, 3, 1)),
)


def _arbiter(**changes):
    record = ArbiterRecord(
        events=FOUR,
        knows_laws_and_regulations=True,
        objectivity_shown=True,
        fide_language="English",
        applied_on=date(2022, 5, 1),
        congresses=FIDE_CONGRESSES,
    )
    return replace(record, **changes)


def _by_rule(checks):
    return {check.rule: check for check in checks}


def test_an_arbiter_meeting_every_item_of_2_1():
    checks = arbiter_checks(_arbiter())
    assert [check.rule for check in checks] == ["2.11", "2.12", "2.13", "2.14", "2.15"]
    assert all(check.ok for check in checks)


@pytest.mark.parametrize(
    ("rule", "changes"),
    [
        ("2.11", {"knows_laws_and_regulations": False}),
        ("2.12", {"objectivity_shown": False}),
        ("2.13", {"fide_language": ""}),
    ],
)
def test_2_11_to_2_13_each_evidence_is_needed(rule, changes):
    assert not _by_rule(arbiter_checks(_arbiter(**changes)))[rule].ok


def test_2_14_four_events_as_chief_or_deputy():
    three = _arbiter(events=FOUR[:3])
    assert not _by_rule(arbiter_checks(three))["2.14"].ok
    as_player = _arbiter(events=(*FOUR[:3], arbiter_event("RR", date(2021, 3, 1), role="player")))
    assert not _by_rule(arbiter_checks(as_player))["2.14"].ok


def test_2_14a_at_most_two_national_finals():
    finals = tuple(arbiter_event(f"Final {year}", date(year, 3, 1), K.NATIONAL_FINAL) for year in (2018, 2019, 2020))
    three_finals = _arbiter(events=(*finals, arbiter_event("RR", date(2021, 3, 1))))
    assert not _by_rule(arbiter_checks(three_finals))["2.14"].ok
    two_finals = _arbiter(
        events=(*finals[:2], arbiter_event("Match", date(2020, 3, 1), K.FIDE_OFFICIAL), arbiter_event("RR", date(2021, 3, 1)))
    )
    assert _by_rule(arbiter_checks(two_finals))["2.14"].ok


def test_2_14d_festivals_need_100_participants():
    small = _arbiter(events=(arbiter_event("Open A", date(2018, 3, 1), K.FESTIVAL, participants=99), *FOUR[1:]))
    assert not _by_rule(arbiter_checks(small))["2.14"].ok


def test_2_14_events_must_be_fide_rated_unless_2_14e():
    unrated = tuple(replace(event, fide_rated=False) for event in FOUR)
    assert not _by_rule(arbiter_checks(_arbiter(events=unrated)))["2.14"].ok
    without_exam = _arbiter(events=unrated, federation_organises_listed_events=False)
    assert not _by_rule(arbiter_checks(without_exam))["2.14"].ok
    with_exam = _arbiter(events=unrated, federation_organises_listed_events=False, passed_arbiters_exam=True)
    assert (
        _by_rule(arbiter_checks(with_exam))["2.14"].ok and "2.14e" in _by_rule(arbiter_checks(with_exam))["2.14"].detail
    )


def test_2_15_within_five_years():
    spread = _arbiter(events=(arbiter_event("Old", date(2015, 3, 1)), *FOUR[1:]))
    checks = _by_rule(arbiter_checks(spread))
    assert not checks["2.14"].ok and not checks["2.15"].ok
    five = _arbiter(events=(arbiter_event("Old", date(2016, 3, 1)), *FOUR[1:]))
    assert _by_rule(arbiter_checks(five))["2.15"].ok


def test_2_15_by_the_second_fide_congress_after_the_last_event():
    # The last event ends 2021-03-09: the second Congress after it is 2022-10-01.
    assert _by_rule(arbiter_checks(_arbiter(applied_on=date(2022, 10, 1))))["2.15"].ok
    late = _by_rule(arbiter_checks(_arbiter(applied_on=date(2022, 10, 2))))["2.15"]
    assert not late.ok and "2022-10-01" in late.detail


def _organised(name, year, kind=T.OPEN, registered=True, fide=False):
    start = date(year, 5, 1)
    return OrganisedEvent(name, start, start + timedelta(days=9), kind, registered, fide)


FIVE = tuple(_organised(f"E{year}", year, T.OPEN if year % 2 else T.ROUND_ROBIN) for year in range(2016, 2021))


def _organizer(**changes):
    record = OrganizerRecord(FIVE, True, "Spanish", date(2021, 6, 1), FIDE_CONGRESSES)
    return replace(record, **changes)


def test_an_organizer_meeting_every_item_of_2_2():
    checks = organizer_checks(_organizer())
    assert [check.rule for check in checks] == ["2.21", "2.22", "2.23", "2.24"] and all(check.ok for check in checks)


@pytest.mark.parametrize(
    ("rule", "changes"), [("2.21", {"organising_experience": False}), ("2.22", {"fide_language": ""})]
)
def test_2_21_and_2_22_evidence(rule, changes):
    assert not _by_rule(organizer_checks(_organizer(**changes)))[rule].ok


def test_2_23_five_registered_events_of_two_types():
    assert not _by_rule(organizer_checks(_organizer(events=FIVE[:4])))["2.23"].ok
    one_type = tuple(replace(event, kind=T.OPEN) for event in FIVE)
    assert not _by_rule(organizer_checks(_organizer(events=one_type)))["2.23"].ok
    unregistered = tuple(replace(event, fide_registered=False) for event in FIVE)
    assert not _by_rule(organizer_checks(_organizer(events=unregistered)))["2.23"].ok


def test_2_23_or_fide_competitions_of_two_types():
    fide = (_organised("Olympiad", 2018, T.OLYMPIAD, fide=True), _organised("World Junior", 2019, T.YOUTH, fide=True))
    assert _by_rule(organizer_checks(_organizer(events=fide)))["2.23"].ok
    assert not _by_rule(organizer_checks(_organizer(events=fide[:1])))["2.23"].ok


def test_2_24_within_six_years_and_by_the_second_congress():
    spread = (_organised("Old", 2013, T.ROUND_ROBIN), *FIVE[1:])
    assert not _by_rule(organizer_checks(_organizer(events=spread)))["2.24"].ok
    six = (_organised("Old", 2014, T.ROUND_ROBIN), *FIVE[1:])
    assert _by_rule(organizer_checks(_organizer(events=six)))["2.23"].ok
    late = _by_rule(organizer_checks(_organizer(applied_on=date(2021, 10, 2))))["2.24"]
    assert not late.ok


def _instructor(**changes):
    return replace(InstructorRecord(True, True, 3, True, True, 0), **changes)


def test_an_instructor_meeting_2_31_and_two_of_2_32():
    assert all(check.ok for check in instructor_checks(_instructor()))


@pytest.mark.parametrize(
    "changes",
    [{"presented_by_federation": False}, {"cv_with_practical_experience": False}, {"years_of_current_activity": 2}],
)
def test_2_31_every_item(changes):
    checks = instructor_checks(_instructor(**changes))
    assert [check.ok for check in checks if check.rule == "2.31"].count(False) == 1


@pytest.mark.parametrize(
    ("rating", "education", "seminars", "ok"),
    [
        (True, True, 0, True),
        (True, False, 3, True),
        (False, True, 3, True),
        (True, False, 2, False),
        (False, True, 0, False),
        (False, False, 5, False),
    ],
)
def test_2_32_two_of_three(rating, education, seminars, ok):
    checks = instructor_checks(
        _instructor(international_rating=rating, secondary_education=education, seminars_attended=seminars)
    )
    assert next(check for check in checks if check.rule == "2.32").ok is ok
