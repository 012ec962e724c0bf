"""What a title tournament must meet: 1.1 and 1.4.2e in 2024, 1.11–1.17 in 2009 and 2014."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from regulations import Arbiter, EventFacts, EventFlag, Period, TimeControl, TournamentSystem, tournament_checks

START = date(2025, 3, 1)
NINETY_AND_THIRTY = TimeControl((Period(90, 40), Period(30)), increment_seconds=30)  # 150 minutes for 60 moves
CLASSICAL = TimeControl((Period(120, 40), Period(60)))  # 180 minutes for 60 moves, no increment
RAPID = TimeControl((Period(60),), increment_seconds=30)  # 90 minutes for 60 moves
LONG = replace(CLASSICAL, increment_seconds=30)  # 210 minutes for 60 moves
CHIEF = Arbiter("Ana Árbitro", "IA", chief=True)


def one_round_a_day(start, rounds=9):
    return tuple(start + timedelta(days=day) for day in range(rounds))


def event(**facts) -> EventFacts:
    """A 9-round Swiss in March 2025, one round a day, registered in January."""
    return replace(
        EventFacts(
            start_date=START,
            end_date=START + timedelta(days=8),
            system=TournamentSystem.SWISS,
            round_dates=one_round_a_day(START),
            time_controls=(NINETY_AND_THIRTY,),
            arbiters=(CHIEF, Arbiter("Deputy", "FA")),
            registered_on=date(2025, 1, 15),
            ia_or_fa_always_in_venue=True,
            programme_published=True,
            games_public=True,
        ),
        **facts,
    )


def by_rule(checks):
    return {check.rule: check for check in checks}


def test_2024_a_sound_tournament_meets_every_rule_of_1_1():
    checks = tournament_checks(event())
    assert [(check.rule, check.ok) for check in checks] == [
        ("1.1.1", True),
        ("1.1.3", True),
        ("1.1.2", True),
        ("1.1.3", True),
        ("1.1.3b", True),
        ("1.1.5", True),
        ("1.1.5", True),
        ("1.1.6", True),
        ("1.4.2e", True),
        ("1.4.2d", True),
    ]
    assert checks[0].detail.startswith(
        "registered on 2025-01-15, 45 days before the start, 30 needed [2024, paraphrase:"
    )


TWO_ON_THE_FIRST_DAY = (START, START) + one_round_a_day(START + timedelta(days=1), 7)


@pytest.mark.parametrize(
    ("facts", "rule", "ok", "detail"),
    [
        ({"registered_on": date(2025, 1, 31)}, "1.1.1", False, "registered on 2025-01-31, 29 days before the start"),
        (
            {"registered_on": date(2025, 1, 31), "registration_approved": True},
            "1.1.1",
            True,
            "a later registration was approved",
        ),
        ({"registered_on": None}, "1.1.1", False, "registration date not given"),
        (
            {"round_dates": (START,) * 3 + one_round_a_day(START, 6)},
            "1.1.3",
            False,
            "at most 4 rounds a day (2025-03-01), 2 allowed",
        ),
        ({"round_dates": TWO_ON_THE_FIRST_DAY}, "1.1.3", True, "at most 2 rounds a day (2025-03-01), 2 allowed"),
        ({"round_dates": ()}, "1.1.3", False, "round dates not given"),
        (
            {"round_dates": TWO_ON_THE_FIRST_DAY},
            "1.1.2",
            True,
            "2 round(s) on 2025-03-01 of 5 hours each (60 moves): 10 hours, 12 allowed",
        ),
        (
            {"round_dates": TWO_ON_THE_FIRST_DAY, "time_controls": (CLASSICAL,)},
            "1.1.2",
            True,
            "of 6 hours each (60 moves): 12 hours",
        ),
        (
            {"round_dates": TWO_ON_THE_FIRST_DAY, "time_controls": (LONG,)},
            "1.1.2",
            False,
            "of 7 hours each (60 moves): 14 hours",
        ),
        ({"time_controls": ()}, "1.1.2", False, "round dates or time control not given"),
        (
            {"time_controls": (NINETY_AND_THIRTY, CLASSICAL)},
            "1.1.3b",
            False,
            "2 time control(s) or clock setting(s) used",
        ),
        (
            {"time_controls": (NINETY_AND_THIRTY, replace(NINETY_AND_THIRTY, increment_seconds=0, delay_seconds=30))},
            "1.1.3b",
            False,
            "90′/40 + 30′, 30″ delay",
        ),
        (
            {"arbiters": (Arbiter("Chief", "FA", chief=True),)},
            "1.1.5",
            True,
            "chief arbiter Chief: FA, IA or FA needed",
        ),
        (
            {"arbiters": (Arbiter("Chief", "NA", chief=True),)},
            "1.1.5",
            False,
            "chief arbiter Chief: NA, IA or FA needed",
        ),
        ({"arbiters": (Arbiter("Deputy", "IA"),)}, "1.1.5", False, "0 chief arbiters given, 1 needed"),
        ({"arbiters": (CHIEF, Arbiter("Deputy", "FA", plays=True))}, "1.1.6", False, "arbiters who played: Deputy"),
        ({"system": TournamentSystem.KNOCKOUT}, "1.4.2e", True, "knockout: a permitted format"),
        ({"system": TournamentSystem.TEAM}, "1.4.2e", True, "team: a permitted format [2024, paraphrase:"),
        ({"system": TournamentSystem.OTHER}, "1.4.2e", False, "other: not a listed format, not approved beforehand"),
        ({"system": TournamentSystem.OTHER, "format_approved": True}, "1.4.2e", True, "approved beforehand"),
    ],
)
def test_2024_tournament_rules(facts, rule, ok, detail):
    checks = [check for check in tournament_checks(event(**facts)) if check.rule == rule]
    assert any(check.ok is ok and detail in check.detail for check in checks), checks


def test_2024_1_1_5_an_ia_or_fa_must_be_known_to_be_in_the_venue():
    checks = [check for check in tournament_checks(event(ia_or_fa_always_in_venue=None)) if not check.ok]
    assert [(check.rule, check.detail.split(" [")[0]) for check in checks] == [
        ("1.1.5", "an IA or FA in the playing venue: not said")
    ]


@pytest.mark.parametrize(
    ("control", "ok", "detail"),
    [
        (NINETY_AND_THIRTY, True, "90′/40 + 30′ + 30″/move: 150 minutes a player for 60 moves, 120 needed"),
        (TimeControl((Period(90),), increment_seconds=30), True, "120 minutes"),
        (RAPID, False, "60′ + 30″/move: 90 minutes a player for 60 moves, 120 needed"),
        (TimeControl((Period(90, 40), Period(15)), increment_seconds=30, increment_from_move=41), False, "115 minutes"),
    ],
)
def test_2024_1_1_3_two_hours_a_player_for_sixty_moves(control, ok, detail):
    (check,) = [
        check
        for check in tournament_checks(event(time_controls=(control,)))
        if check.detail.startswith(control.describe())
    ]
    assert (check.rule, check.ok) == ("1.1.3", ok)
    assert detail in check.detail


def test_2024_sets_no_limit_on_the_length_of_an_event():
    long = event(end_date=START + timedelta(days=200))
    assert all(check.ok for check in tournament_checks(long))


IN_2016 = date(2016, 3, 1)


def event_2016(**facts):
    in_2016 = dict(
        start_date=IN_2016,
        end_date=IN_2016 + timedelta(days=8),
        round_dates=one_round_a_day(IN_2016),
        registered_on=date(2016, 1, 1),
    )
    return event(**in_2016 | facts)


def test_2014_numbers_its_administration_rules_1_11_to_1_17():
    checks = tournament_checks(event_2016())
    assert [(check.rule, check.ok) for check in checks] == [
        ("1.11", True),
        ("1.13", True),
        ("1.12", True),
        ("1.13", True),
        ("1.13b", True),
        ("1.14", True),
        ("1.16", True),
        ("1.16", True),
        ("1.17", True),
        ("1.11", True),
    ]


@pytest.mark.parametrize(
    ("facts", "rule", "ok", "detail"),
    [
        (
            {"time_controls": (TimeControl((Period(120),)),)},
            "1.13",
            False,
            "120′: 120 minutes; at least 150 without an",
        ),
        (
            {"time_controls": (TimeControl((Period(90),), increment_seconds=30),)},
            "1.13",
            True,
            "90′ + 30″/move: 90 minutes",
        ),
        ({"end_date": IN_2016 + timedelta(days=99)}, "1.14", False, "100 days, an individual event: at most 90"),
        ({"end_date": IN_2016 + timedelta(days=99), "length_approved": True}, "1.14", True, "approved beforehand"),
        (
            {"end_date": IN_2016 + timedelta(days=199), "flags": frozenset({EventFlag.LEAGUE})},
            "1.14",
            True,
            "200 days, a league or national team championship: at most 365",
        ),
        (
            {"end_date": IN_2016 + timedelta(days=399), "flags": frozenset({EventFlag.NATIONAL_TEAM_CHAMPIONSHIP})},
            "1.14",
            False,
            "400 days, a league or national team championship: at most 365",
        ),
    ],
)
def test_2014_tournament_rules(facts, rule, ok, detail):
    checks = [check for check in tournament_checks(event_2016(**facts)) if check.rule == rule]
    assert any(check.ok is ok and detail in check.detail for check in checks), checks


@pytest.mark.parametrize(
    ("start", "control", "ok", "detail"),
    [
        (date(2010, 3, 1), TimeControl((Period(90),), increment_seconds=30), True, "is one of the listed controls"),
        (
            date(2012, 3, 1),
            TimeControl((Period(90),), increment_seconds=30),
            False,
            "was allowed only until 2010-12-31",
        ),
        (date(2012, 3, 1), CLASSICAL, True, "120′/40 + 60′ is one of the listed controls"),
        (date(2012, 3, 1), NINETY_AND_THIRTY, True, "listed"),
        (
            date(2012, 3, 1),
            TimeControl((Period(100, 40), Period(50)), increment_seconds=30),
            False,
            "not one of the listed",
        ),
    ],
)
def test_2009_1_14_only_the_listed_time_controls(start, control, ok, detail):
    checks = tournament_checks(
        event(
            start_date=start,
            end_date=start + timedelta(days=8),
            round_dates=one_round_a_day(start),
            registered_on=start - timedelta(days=60),
            time_controls=(control,),
        )
    )
    assert [check.rule for check in checks] == ["1.11", "1.13", "1.12", "1.14", "1.15", "1.17", "1.11", "1.42g", "1.10.2"]
    assert (checks[3].ok, detail in checks[3].detail) == (ok, True)


def test_2009_leagues_may_last_longer_than_90_days():
    league = event(
        start_date=date(2012, 9, 1),
        end_date=date(2013, 5, 1),
        round_dates=one_round_a_day(date(2012, 9, 1)),
        registered_on=date(2012, 6, 1),
        flags=frozenset({EventFlag.LEAGUE}),
    )
    duration = by_rule(tournament_checks(league))["1.15"]
    assert duration.ok and duration.detail == "243 days: a league or national team championship may last longer"


def test_an_edition_may_be_named():
    assert tournament_checks(event(), edition="2014")[0].rule == "1.11"


def test_2014_1_11_an_event_changed_to_favour_players_is_invalid():
    failed = [check.rule for check in tournament_checks(event_2016(changed_to_favour_players=True)) if not check.ok]
    assert failed == ["1.11"]


@pytest.mark.parametrize("facts", [{"programme_published": False}, {"games_public": False}])
def test_2014_has_neither_2009_s_1_42g_programme_nor_1_10_2_public_games(facts):
    """001's 1.42g is the fairness rule, and neither 001 nor 2024 has 000's programme or public-games rules."""
    checks = tournament_checks(event_2016(**facts))
    assert all(check.ok for check in checks)
    assert not {"1.42g", "1.10.2", "1.10.2 (2009)"} & {check.rule for check in checks}


def test_2024_1_4_2d_an_event_changed_to_favour_players_is_excluded():
    failed = [check.rule for check in tournament_checks(event(changed_to_favour_players=True)) if not check.ok]
    assert failed == ["1.4.2d"]


def test_1_10_2_public_games_are_asked_only_where_gm_results_are_possible():
    in_2012 = {"start_date": date(2012, 9, 1), "end_date": date(2012, 9, 9), "round_dates": one_round_a_day(date(2012, 9, 1))}
    checks = tournament_checks(event(**in_2012, games_public=None, gm_results_possible=False))
    assert "1.10.2" not in [check.rule for check in checks]
    assert "1.10.2" in [check.rule for check in tournament_checks(event(**in_2012, games_public=None))]
