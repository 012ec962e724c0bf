"""1990 §2 (003 §2.1–2.3): the exact English of every item of the International Arbiter (2.11–2.15),
International Organizer (2.21–2.24) and FIDE Instructor (2.31–2.32) checklists, as FIDE reads it on the forms,
each sentence in its passing and its failing form, and the singular and plural of every counted sentence."""

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
RATED_BASIS = "FIDE-rated events of kinds (a)–(d), national finals at most two"
EXAM_BASIS = (
    "2.14e: the federation organises none of (a)–(d) and the exam before the Arbiters' Commission was passed, "
    "so unrated events count"
)



FOUR = (
    arbiter_event("Open A", date(2018, 3, 1), K.FESTIVAL, participants=150),
    arbiter_event("Final 1", date(2019, 3, 1), K.NATIONAL_FINAL, role="deputy"),
    arbiter_event("Match", date(2020, 3, 1), K.FIDE_OFFICIAL),
    arbiter_event("RR", date(2021, 3, 1)),
)
FOUR_LISTED = (
    "Open A (2018-03-01, chief); Final 1 (2019-03-01, deputy); Match (2020-03-01, chief); RR (2021-03-01, chief)"
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


def _details(checks):
    return [(check.rule, check.ok, check.detail) for check in checks]


def test_2_11_to_2_15_the_sentences_of_an_arbiter_meeting_every_item():
    """2.11–2.13 evidence shown; 2.14 four FIDE-rated events as chief or deputy, each listed with its start and
    role; 2.15 the last event ends 2021-03-09 and the second Congress after it is 2022-10-01."""
    assert _details(arbiter_checks(_arbiter())) == [
        ("2.11", True, "full knowledge of the Laws of Chess and FIDE regulations: shown"),
        ("2.12", True, "absolute objectivity as an arbiter: shown"),
        ("2.13", True, "official FIDE language: English"),
        (
            "2.14",
            True,
            f"4 event(s) as chief or deputy arbiter count ({RATED_BASIS}); 4 within 5 years needed: {FOUR_LISTED}",
        ),
        (
            "2.15",
            True,
            "applied on 2022-05-01; the second FIDE Congress after the last event (2021-03-09) was on 2022-10-01",
        ),
    ]


def test_2_11_to_2_15_the_sentences_of_an_arbiter_meeting_none():
    """2.11–2.13 not shown and no language; 2.14 three events of the four needed; 2.15 no five-year span of four."""
    record = _arbiter(
        events=FOUR[:3], knows_laws_and_regulations=False, objectivity_shown=False, fide_language=""
    )
    assert _details(arbiter_checks(record)) == [
        ("2.11", False, "full knowledge of the Laws of Chess and FIDE regulations: not shown"),
        ("2.12", False, "absolute objectivity as an arbiter: not shown"),
        ("2.13", False, "official FIDE language: none given"),
        ("2.14", False, f"3 event(s) as chief or deputy arbiter count ({RATED_BASIS}); 4 within 5 years needed"),
        ("2.15", False, "no 4 counted events start within 5 years"),
    ]


def test_2_14_one_counted_event_is_the_singular_form():
    """2.14: a single counted event (one of the four needed) is the ngettext singular, the same English."""
    check = arbiter_checks(_arbiter(events=FOUR[3:]))[3]
    assert (check.rule, check.ok) == ("2.14", False)
    assert check.detail == f"1 event(s) as chief or deputy arbiter count ({RATED_BASIS}); 4 within 5 years needed"
    assert check.message.as_dict()["number"] == "count"


def test_2_14_no_counted_event():
    check = arbiter_checks(_arbiter(events=()))[3]
    assert check.detail == f"0 event(s) as chief or deputy arbiter count ({RATED_BASIS}); 4 within 5 years needed"


def test_2_14e_names_its_basis_when_unrated_events_count():
    """2.14e: a federation organising none of (a)–(d) and the exam passed: the basis sentence says so."""
    unrated = tuple(replace(event, fide_rated=False) for event in FOUR)
    record = _arbiter(events=unrated, federation_organises_listed_events=False, passed_arbiters_exam=True)
    check = arbiter_checks(record)[3]
    assert check.ok
    assert check.detail == (
        f"4 event(s) as chief or deputy arbiter count ({EXAM_BASIS}); 4 within 5 years needed: {FOUR_LISTED}"
    )


def test_2_14_the_stored_message_keeps_the_role_context_and_numbers():
    """2.14: "chief" and "deputy" are translated as arbiter roles (their context), and the counts stay numbers."""
    stored = arbiter_checks(_arbiter())[3].as_dict()
    # Both forms are stored for the translation, which may choose the singular for a count of 21 (Ukrainian).
    sentence = "%(count)s event(s) as chief or deputy arbiter count (%(basis)s); %(needed)s within %(years)s years needed: "
    assert (stored["message"], stored["plural"], stored["number"]) == (
        f"{sentence}%(listed)s", f"{sentence}%(listed)s", "count"
    )
    assert stored["params"]["count"] == 4 and stored["params"]["needed"] == 4 and stored["params"]["years"] == 5
    items = stored["params"]["listed"]["items"]
    assert stored["params"]["listed"]["separator"] == "; "
    assert [item["params"]["role"] for item in items] == [
        {"message": "chief", "params": {}, "context": "arbiter role"},
        {"message": "deputy", "params": {}, "context": "arbiter role"},
        {"message": "chief", "params": {}, "context": "arbiter role"},
        {"message": "chief", "params": {}, "context": "arbiter role"},
    ]
    assert items[1] == {
        "message": "%(name)s (%(start)s, %(role)s)",
        "params": {
            "name": "Final 1", "start": "2019-03-01", "role": {"message": "deputy", "params": {}, "context": "arbiter role"}
        },
    }
    assert stored["params"]["basis"] == {"message": RATED_BASIS, "params": {}}


def test_2_15_the_sentence_while_the_second_congress_has_not_passed():
    """2.15: the last event ends 2021-03-09; with the Congresses recorded through 2021-10-01, one was held
    after it by an application of that day (singular form): the second has not passed."""
    one = arbiter_checks(_arbiter(congresses=FIDE_CONGRESSES[:3], applied_on=date(2021, 10, 1)))[4]
    assert (one.rule, one.ok) == ("2.15", True)
    assert one.detail == (
        "applied on 2021-10-01; 1 FIDE Congress(es) known after the last event (2021-03-09), so the second has not "
        "passed"
    )
    assert one.message.as_dict()["params"]["count"] == 1 and one.message.as_dict()["number"] == "count"


def test_2_15_the_plural_sentence_before_any_congress_after_the_last_event():
    """2.15: applied 2021-06-01, before any Congress after the last event (2021-03-09): none held (plural form)."""
    none = arbiter_checks(_arbiter(congresses=FIDE_CONGRESSES[:3], applied_on=date(2021, 6, 1)))[4]
    assert (none.rule, none.ok) == ("2.15", True)
    assert none.detail == (
        "applied on 2021-06-01; 0 FIDE Congress(es) known after the last event (2021-03-09), so the second has not "
        "passed"
    )


def test_2_15_an_application_on_the_day_of_the_second_recorded_congress_is_pending_when_an_earlier_one_may_be_missing():
    """With the Congresses recorded only from 2022, an application on the day of the second recorded one after the
    last event (2021-03-09) may already be late (a Congress of late 2021 would be the first): it is not passed, it
    waits for the dates (missing facts never help)."""
    check = arbiter_checks(_arbiter(congresses=FIDE_CONGRESSES[3:], applied_on=date(2023, 10, 1)))[4]
    assert (check.rule, check.ok) == ("2.15", False)
    assert check.detail == (
        "applied on 2023-10-01; pending: the second FIDE Congress after the last event (2021-03-09) is not known "
        "(FIDE Congress dates before 2022 not recorded)"
    )


@pytest.mark.parametrize(
    ("congresses", "missing"),
    [
        (FIDE_CONGRESSES[:3], "FIDE Congress dates after 2021 not recorded"),
        ((), "no FIDE Congress dates recorded"),
        (FIDE_CONGRESSES[4:], "FIDE Congress dates before 2023 not recorded"),
    ],
)
def test_2_15_an_unrecorded_congress_never_passes_the_deadline(congresses, missing):
    """2.15 "no más tarde del segundo congreso de la FIDE después de la fecha del último torneo": applied in
    2030, with the Congresses recorded only through 2021 (or none, or only 2023's), nobody knows whether the
    second Congress after 2021-03-09 came before the application; the check waits for the dates."""
    check = arbiter_checks(_arbiter(congresses=congresses, applied_on=date(2030, 1, 1)))[4]
    assert (check.rule, check.ok) == ("2.15", False)
    assert check.detail == (
        f"applied on 2030-01-01; pending: the second FIDE Congress after the last event (2021-03-09) is not known "
        f"({missing})"
    )


def test_2_15_a_late_application_is_late_even_before_the_recorded_dates():
    """2.15: with the Congresses recorded from 2022, two were held after the last event (2021-03-09) by
    2023-10-01 whatever came before 2022: an application of 2024 is late, not pending."""
    check = arbiter_checks(_arbiter(congresses=FIDE_CONGRESSES[3:], applied_on=date(2024, 1, 1)))[4]
    assert not check.ok and check.detail.endswith("(2021-03-09) was on 2023-10-01")


def _organised(name, year, kind=T.OPEN, registered=True, fide=False):
    start = date(year, 5, 1)
    return OrganisedEvent(name, start, start + timedelta(days=9), kind, registered, fide)


FIVE = tuple(_organised(f"E{year}", year, T.OPEN if year % 2 else T.ROUND_ROBIN) for year in range(2016, 2021))


def _organizer(**changes):
    return replace(OrganizerRecord(FIVE, True, "Spanish", date(2021, 6, 1), FIDE_CONGRESSES), **changes)


def test_2_21_to_2_24_the_sentences_of_an_organizer_meeting_every_item():
    """2.23 five FIDE-registered events of two types within six years; 2.24 the last ends 2020-05-10 and the
    second Congress after it is 2021-10-01."""
    assert _details(organizer_checks(_organizer())) == [
        ("2.21", True, "experience organising chess competitions: shown"),
        ("2.22", True, "official FIDE language: Spanish"),
        ("2.23", True, "as organiser: 5 FIDE-registered events of 2 types, with start dates within 6 years"),
        (
            "2.24",
            True,
            "applied on 2021-06-01; the second FIDE Congress after the last event (2020-05-10) was on 2021-10-01",
        ),
    ]


def test_2_21_to_2_24_the_sentences_of_an_organizer_meeting_none():
    """2.23: four registered events of the five needed, no FIDE competition; 2.24 then has no span to judge."""
    record = _organizer(events=FIVE[:4], organising_experience=False, fide_language="")
    assert _details(organizer_checks(record)) == [
        ("2.21", False, "experience organising chess competitions: not shown"),
        ("2.22", False, "official FIDE language: none given"),
        (
            "2.23",
            False,
            "as organiser: 4 FIDE-registered events of 2 type(s) (5 of 2 types needed), FIDE competitions of 0 "
            "type(s) (2 needed), with start dates within 6 years",
        ),
        ("2.24", False, "no events meeting 2.23 start within 6 years"),
    ]


def test_2_23_without_any_event():
    check = organizer_checks(_organizer(events=()))[2]
    assert (check.ok, check.detail) == (False, "as organiser: no events recorded, with start dates within 6 years")


def test_2_23_with_every_event_held_after_the_application():
    """2.23: the five events of 2016–2020 and an application of 2016-01-01: none was held before it."""
    check = organizer_checks(_organizer(applied_on=date(2016, 1, 1)))[2]
    assert (check.ok, check.detail) == (
        False, "as organiser: no events held before the application, with start dates within 6 years"
    )


def test_2_23_one_registered_event_is_the_singular_form():
    """2.23: one FIDE-registered event of one type, and one FIDE competition (of the two types needed)."""
    check = organizer_checks(_organizer(events=(_organised("Cup", 2019, T.KNOCKOUT, fide=True),)))[2]
    assert not check.ok
    assert check.detail == (
        "as organiser: 1 FIDE-registered events of 1 type(s) (5 of 2 types needed), FIDE competitions of 1 type(s) "
        "(2 needed), with start dates within 6 years"
    )
    why = check.message.as_dict()["params"]["why"]
    assert why["number"] == "events"
    assert why["params"] == {"events": 1, "types": 1, "events_needed": 5, "types_needed": 2, "fide_types": 1}


def test_2_23_fide_competitions_of_two_types_named_in_order():
    """2.23, second alternative: FIDE competitions of two different types, named in the order of the closed list's codes."""
    fide = (_organised("World Junior", 2019, T.YOUTH, fide=True), _organised("Olympiad", 2018, T.OLYMPIAD, fide=True))
    checks = organizer_checks(_organizer(events=fide[::-1]))
    assert checks[2].ok
    assert checks[2].detail == (
        "as organiser: FIDE competitions of 2 types (Olympiad, youth championship), with start dates within 6 years"
    )
    assert checks[3].detail == (
        "applied on 2021-06-01; the second FIDE Congress after the last event (2019-05-10) was on 2020-10-01"
    )


def _instructor(**changes):
    return replace(InstructorRecord(True, True, 3, True, True, 0), **changes)


def test_2_31_and_2_32_the_sentences_of_an_instructor_meeting_every_item():
    """2.31 all three; 2.32 an international rating and secondary education, two of the three."""
    assert _details(instructor_checks(_instructor())) == [
        ("2.31", True, "presented by a national federation: shown"),
        ("2.31", True, "curriculum vitae with evidence of practical experience: shown"),
        ("2.31", True, "3 years of current activity certified, 3 needed"),
        ("2.32", True, "2 of 3 met (international rating, secondary education; 0 seminars attended), 2 needed"),
    ]


def test_2_31_and_2_32_the_sentences_of_an_instructor_meeting_none():
    """2.31: two years of the three needed; 2.32: two seminars of the three needed, nothing met."""
    record = _instructor(
        presented_by_federation=False, cv_with_practical_experience=False, years_of_current_activity=2,
        international_rating=False, secondary_education=False, seminars_attended=2,
    )
    assert _details(instructor_checks(record)) == [
        ("2.31", False, "presented by a national federation: not shown"),
        ("2.31", False, "curriculum vitae with evidence of practical experience: not shown"),
        ("2.31", False, "2 years of current activity certified, 3 needed"),
        ("2.32", False, "0 of 3 met (none; 2 seminars attended), 2 needed"),
    ]


def test_2_32_seminars_named_among_the_items_met():
    """2.32: "no menos de tres seminarios": three seminars meet the third item, beside secondary education."""
    check = instructor_checks(_instructor(international_rating=False, seminars_attended=3))[3]
    assert check.ok
    assert check.detail == (
        "2 of 3 met (secondary education, 3 seminars or congresses; 3 seminars attended), 2 needed"
    )
    assert check.message.as_dict()["params"]["met"]["separator"] == ", "


def test_2_32_one_of_three_is_not_enough():
    check = instructor_checks(_instructor(secondary_education=False, seminars_attended=1))[3]
    assert (check.ok, check.detail) == (False, "1 of 3 met (international rating; 1 seminars attended), 2 needed")


@pytest.mark.parametrize(
    ("year", "basis", "last"),
    [
        (2021, "FIDE competitions of 2 types (round robin, team competition)", "2021-05-10"),
        (2015, "5 FIDE-registered events of 2 types", "2020-05-10"),
    ],
)
def test_2_23_when_both_alternatives_are_met_the_one_with_the_later_last_event_counts(year, basis, last):
    """2.23 "cinco torneos registrados por la FIDE … o competiciones oficiales de la FIDE": with both met, the
    alternative whose last event is later is cited, and 2.24's deadline runs from that event."""
    fide = (
        _organised("World Cup", year, T.ROUND_ROBIN, registered=False, fide=True),
        _organised("Olympiad", year, T.TEAM, registered=False, fide=True),
    )
    checks = organizer_checks(_organizer(events=FIVE + fide, applied_on=date(2021, 9, 1)))
    assert checks[2].detail == f"as organiser: {basis}, with start dates within 6 years"
    assert f"the last event ({last})" in checks[3].detail
