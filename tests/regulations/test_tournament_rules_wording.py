"""The exact words, and both sides of every limit, of what a title tournament must meet: 1.11–1.17 of 2009
(000) and 2014 (001), 1.1 and 1.4.2d–e of 2024, and 1990's 5.4–5.6. Each check is what FIDE reads on the forms,
so its English is compared whole."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from regulations import Arbiter, EventFacts, EventFlag, Period, TimeControl, TournamentSystem, tournament_checks
from regulations.editions import as_edition
from regulations.tournament_rules import (
    check_arbiter_present,
    check_arbiters_do_not_play,
    check_chief_arbiter,
    check_duration,
    check_fair_system,
    check_format,
    check_hours_per_day,
    check_programme_published,
    check_public_games,
    check_registration,
    check_rounds_per_day,
    check_same_time_control,
    check_time_controls,
)

E1990, E2001, E2009, E2014, E2024 = (as_edition(name) for name in ("1990", "2001", "2009", "2014", "2024"))
START = date(2016, 3, 1)  # in the 2014 edition, whose administration checks carry no notes but on 1.13
NINETY_FORTY_THIRTY = TimeControl((Period(90, 40), Period(30)), increment_seconds=30)  # 150′ for 60 moves
CLASSICAL = TimeControl((Period(120, 40), Period(60)))  # 180′ for 60 moves
FOUR_AND_A_HALF_HOURS = TimeControl((Period(135),))  # 135′ a player: a game of 4½ hours
CHIEF = Arbiter("Ana Árbitro", "IA", chief=True)


def days(start, count):
    return tuple(start + timedelta(days=day) for day in range(count))


def event(**facts) -> EventFacts:
    """A 9-round Swiss in March 2016, one round a day, registered 60 days ahead, and sound in every respect."""
    return replace(
        EventFacts(
            start_date=START,
            end_date=START + timedelta(days=8),
            system=TournamentSystem.SWISS,
            round_dates=days(START, 9),
            time_controls=(NINETY_FORTY_THIRTY,),
            arbiters=(CHIEF, Arbiter("Deputy", "FA")),
            registered_on=START - timedelta(days=60),
            ia_or_fa_always_in_venue=True,
            programme_published=True,
            games_public=True,
        ),
        **facts,
    )


def seen(check):
    return None if check is None else (check.rule, check.ok, check.detail)


# --- 1.11 (2009, 2014), 1.1.1 (2024): registered at least 30 days before the start --------------------------


@pytest.mark.parametrize(
    ("ahead", "approved", "ok", "detail"),
    [
        (30, False, True, "registered on 2016-01-31, 30 days before the start, 30 needed"),
        (29, False, False, "registered on 2016-02-01, 29 days before the start, 30 needed"),
        (1, False, False, "registered on 2016-02-29, 1 days before the start, 30 needed"),
        (0, False, False, "registered on 2016-03-01, 0 days before the start, 30 needed"),
        (-3, False, False, "registered on 2016-03-04, -3 days before the start, 30 needed"),
        # "unless the QC Chairman gives prior permission" (2014), "unless otherwise approved" (2024).
        (29, True, True, "registered on 2016-02-01, 29 days before the start, 30 needed; a later registration was approved"),
        (1, True, True, "registered on 2016-02-29, 1 days before the start, 30 needed; a later registration was approved"),
        # An approval of what needed none is not mentioned.
        (30, True, True, "registered on 2016-01-31, 30 days before the start, 30 needed"),
    ],
)
def test_1_11_registration_at_least_30_days_before_the_start(ahead, approved, ok, detail):
    facts = event(registered_on=START - timedelta(days=ahead), registration_approved=approved)
    assert seen(check_registration(facts, E2014)) == ("1.11", ok, detail)


@pytest.mark.parametrize("approved", [False, True])
def test_1_11_registration_date_not_given(approved):
    facts = event(registered_on=None, registration_approved=approved)
    assert seen(check_registration(facts, E2014)) == ("1.11", approved, "registration date not given")


def test_1_1_1_2024_carries_its_paraphrase():
    facts = event(registered_on=START - timedelta(days=29))
    assert seen(check_registration(facts, E2024)) == (
        "1.1.1",
        False,
        "registered on 2016-02-01, 29 days before the start, 30 needed [2024, paraphrase: registered on the FIDE "
        "server at least 30 days before the start, unless otherwise approved]",
    )
    message = check_registration(facts, E2024).message.as_dict()["params"]["text"]
    assert (message["number"], message["params"]["ahead"]) == ("ahead", 29)


@pytest.mark.parametrize("edition", [E1990, E2001])
def test_editions_without_a_registration_rule(edition):
    assert check_registration(event(registered_on=None), edition) is None


# --- 1.13 (2009, 2014), 1.1.3 (2024), 5.4 (1990): at most 2 rounds a day -------------------------------------


@pytest.mark.parametrize(
    ("round_dates", "ok", "detail"),
    [
        (days(START, 9), True, "at most 1 rounds a day (2016-03-01), 2 allowed"),
        ((START, START) + days(START + timedelta(days=1), 7), True, "at most 2 rounds a day (2016-03-01), 2 allowed"),
        (days(START, 3) + (START + timedelta(days=3),) * 3, False, "at most 3 rounds a day (2016-03-04), 2 allowed"),
        # The first of the busiest days is named.
        (days(START, 2) + (START + timedelta(days=2),) * 2 + (START + timedelta(days=3),) * 2, True,
         "at most 2 rounds a day (2016-03-03), 2 allowed"),
        (days(START, 2) + (START + timedelta(days=5),) * 3 + (START + timedelta(days=3),) * 3, False,
         "at most 3 rounds a day (2016-03-06), 2 allowed"),
    ],
)
def test_1_13_at_most_two_rounds_a_day(round_dates, ok, detail):
    assert seen(check_rounds_per_day(event(round_dates=round_dates), E2014)) == ("1.13", ok, detail)


def test_1_13_round_dates_not_given():
    assert seen(check_rounds_per_day(event(round_dates=()), E2014)) == ("1.13", False, "round dates not given")


def test_5_4_1990_counts_rounds_a_day_too():
    assert seen(check_rounds_per_day(event(round_dates=(START,) * 3), E1990)) == (
        "5.4", False, "at most 3 rounds a day (2016-03-01), 2 allowed"
    )
    assert check_rounds_per_day(event(), E2001) is None


# --- 1.12 (2009, 2014), 1.1.2 (2024): at most 12 hours of play a day, on 60-move games -----------------------


@pytest.mark.parametrize(
    ("round_dates", "controls", "ok", "detail"),
    [
        (days(START, 9), (NINETY_FORTY_THIRTY,), True,
         "1 round(s) on 2016-03-01 of 5 hours each (60 moves): 5 hours, 12 allowed"),
        ((START, START), (CLASSICAL,), True, "2 round(s) on 2016-03-01 of 6 hours each (60 moves): 12 hours, 12 allowed"),
        ((START, START), (CLASSICAL, NINETY_FORTY_THIRTY), True,
         "2 round(s) on 2016-03-01 of 6 hours each (60 moves): 12 hours, 12 allowed"),
        # The longest control of the event is the one counted.
        ((START, START), (NINETY_FORTY_THIRTY, replace(CLASSICAL, increment_seconds=30)), False,
         "2 round(s) on 2016-03-01 of 7 hours each (60 moves): 14 hours, 12 allowed"),
        ((START, START), (FOUR_AND_A_HALF_HOURS,), True,
         "2 round(s) on 2016-03-01 of 4.5 hours each (60 moves): 9 hours, 12 allowed"),
        ((START,) * 3, (TimeControl((Period(120),)),), True,
         "3 round(s) on 2016-03-01 of 4 hours each (60 moves): 12 hours, 12 allowed"),
        ((START,) * 3, (FOUR_AND_A_HALF_HOURS,), False,
         "3 round(s) on 2016-03-01 of 4.5 hours each (60 moves): 13.5 hours, 12 allowed"),
        ((START,) * 3, (TimeControl((Period(121),)),), False,
         "3 round(s) on 2016-03-01 of 4.03333 hours each (60 moves): 12.1 hours, 12 allowed"),
    ],
)
def test_1_12_at_most_twelve_hours_of_play_a_day(round_dates, controls, ok, detail):
    facts = event(round_dates=round_dates, time_controls=controls)
    assert seen(check_hours_per_day(facts, E2014)) == ("1.12", ok, detail)


@pytest.mark.parametrize("facts", [{"round_dates": ()}, {"time_controls": ()}, {"round_dates": (), "time_controls": ()}])
def test_1_12_round_dates_or_time_control_not_given(facts):
    assert seen(check_hours_per_day(event(**facts), E2014)) == (
        "1.12", False, "round dates or time control not given"
    )


def test_1_12_is_no_rule_of_1990_or_2001():
    assert check_hours_per_day(event(), E1990) is None
    assert check_hours_per_day(event(), E2001) is None


# --- 1.14 (2009), 1.13 (2014), 1.1.3 (2024): the time control, once for each control used -------------------


def test_1_13_each_distinct_control_is_judged_once_in_the_order_used():
    short = TimeControl((Period(120),))
    checks = check_time_controls(event(time_controls=(short, NINETY_FORTY_THIRTY, short)), E2014)
    note = " [2014: read as at least 150 minutes without an increment, or 90 with 30″ a move]"
    assert [seen(check) for check in checks] == [
        ("1.13", False, "120′: 120 minutes; at least 150 without an increment, or 90 with 30″ a move" + note),
        ("1.13", True, "90′/40 + 30′ + 30″/move: 120 minutes; at least 150 without an increment, or 90 with 30″ a move"
         + note),
    ]


def test_1_13_time_control_not_given():
    note = " [2014: read as at least 150 minutes without an increment, or 90 with 30″ a move]"
    assert [seen(check) for check in check_time_controls(event(time_controls=()), E2014)] == [
        ("1.13", False, "time control not given" + note)
    ]


def test_1_14_2009_the_controls_are_judged_at_the_start_date():
    ninety = TimeControl((Period(90),), increment_seconds=30)
    by_2010 = event(start_date=date(2010, 12, 31), end_date=date(2011, 1, 8), time_controls=(ninety,))
    assert [seen(check) for check in check_time_controls(by_2010, E2009)] == [
        ("1.14", True, "90′ + 30″/move is one of the listed controls")
    ]
    after = event(start_date=date(2011, 1, 1), end_date=date(2011, 1, 9), time_controls=(ninety,))
    assert [seen(check) for check in check_time_controls(after, E2009)] == [
        ("1.14", False, "90′ + 30″/move was allowed only until 2010-12-31")
    ]


def test_2001_has_no_time_control_rule():
    assert check_time_controls(event(time_controls=()), E2001) == []


# --- 1.13b (2014), 1.1.3b (2024): the same time control and clock settings for every game -------------------


def test_1_13b_one_control_for_all():
    twice = event(time_controls=(NINETY_FORTY_THIRTY, NINETY_FORTY_THIRTY))
    assert seen(check_same_time_control(twice, E2014)) == (
        "1.13b", True, "1 time control(s) or clock setting(s) used: 90′/40 + 30′ + 30″/move"
    )


def test_1_13b_two_controls_or_clock_settings():
    delayed = replace(NINETY_FORTY_THIRTY, increment_seconds=0, delay_seconds=30)
    mixed = event(time_controls=(NINETY_FORTY_THIRTY, delayed, NINETY_FORTY_THIRTY, CLASSICAL))
    assert seen(check_same_time_control(mixed, E2014)) == (
        "1.13b",
        False,
        "3 time control(s) or clock setting(s) used: 90′/40 + 30′ + 30″/move; 90′/40 + 30′, 30″ delay; 120′/40 + 60′",
    )


def test_1_13b_is_not_asked_without_controls_nor_in_2009():
    assert check_same_time_control(event(time_controls=()), E2014) is None
    assert check_same_time_control(event(time_controls=(NINETY_FORTY_THIRTY, CLASSICAL)), E2009) is None


# --- 1.15 (2009), 1.14 (2014), 5.6 (1990): the length of the event ------------------------------------------

LEAGUE = frozenset({EventFlag.LEAGUE})
TEAM_CHAMPIONSHIP = frozenset({EventFlag.NATIONAL_TEAM_CHAMPIONSHIP})


def lasting(count, **facts):
    return event(end_date=START + timedelta(days=count - 1), **facts)


@pytest.mark.parametrize(
    ("facts", "ok", "detail"),
    [
        (lasting(90), True, "90 days, an individual event: at most 90"),
        (lasting(91), False, "91 days, an individual event: at most 90"),
        (lasting(91, length_approved=True), True, "91 days, an individual event: at most 90; approved beforehand"),
        (lasting(90, length_approved=True), True, "90 days, an individual event: at most 90"),
        (lasting(1), True, "1 days, an individual event: at most 90"),
        # 2014 §1.14: leagues and national team championships longer than 90 days, but at most a year.
        (lasting(365, flags=LEAGUE), True, "365 days, a league or national team championship: at most 365"),
        (lasting(366, flags=LEAGUE), False, "366 days, a league or national team championship: at most 365"),
        (lasting(366, flags=TEAM_CHAMPIONSHIP), False, "366 days, a league or national team championship: at most 365"),
        (lasting(366, flags=TEAM_CHAMPIONSHIP, length_approved=True), True,
         "366 days, a league or national team championship: at most 365; approved beforehand"),
        # Other flags do not make an event a league.
        (lasting(91, flags=frozenset({EventFlag.OLYMPIAD})), False, "91 days, an individual event: at most 90"),
    ],
)
def test_1_14_2014_at_most_90_days_leagues_at_most_a_year(facts, ok, detail):
    assert seen(check_duration(facts, E2014)) == ("1.14", ok, detail)


def test_1_15_2009_at_most_90_days_and_leagues_without_limit():
    assert seen(check_duration(lasting(91), E2009)) == ("1.15", False, "91 days, an individual event: at most 90")
    assert seen(check_duration(lasting(1000, flags=TEAM_CHAMPIONSHIP), E2009)) == (
        "1.15", True, "1000 days: a league or national team championship may last longer"
    )
    assert seen(check_duration(lasting(91, flags=LEAGUE), E2009)) == (
        "1.15", True, "91 days: a league or national team championship may last longer"
    )


def test_5_6_1990_within_90_days():
    assert seen(check_duration(lasting(91), E1990)) == ("5.6", False, "91 days, an individual event: at most 90")


@pytest.mark.parametrize("edition", [E2001, E2024])
def test_2001_and_2024_set_no_limit_on_the_length(edition):
    assert check_duration(lasting(400), edition) is None


# --- 1.17 (2009), 1.16 (2014), 1.1.5 (2024): the chief arbiter is an IA or FA ------------------------------


@pytest.mark.parametrize(
    ("arbiters", "ok", "detail"),
    [
        ((CHIEF,), True, "chief arbiter Ana Árbitro: IA, IA or FA needed"),
        ((Arbiter("Deputy", "IA"), Arbiter("Chief", "FA", chief=True)), True, "chief arbiter Chief: FA, IA or FA needed"),
        ((Arbiter("Chief", "NA", chief=True),), False, "chief arbiter Chief: NA, IA or FA needed"),
        ((Arbiter("Chief", chief=True),), False, "chief arbiter Chief: no title, IA or FA needed"),
        ((), False, "0 chief arbiters given, 1 needed"),
        ((Arbiter("Deputy", "IA"),), False, "0 chief arbiters given, 1 needed"),
        ((CHIEF, Arbiter("Other", "IA", chief=True)), False, "2 chief arbiters given, 1 needed"),
    ],
)
def test_1_16_the_chief_arbiter_holds_the_ia_or_fa_title(arbiters, ok, detail):
    assert seen(check_chief_arbiter(event(arbiters=arbiters), E2014)) == ("1.16", ok, detail)


def test_1_17_2009_reads_failing_that_an_fa():
    assert seen(check_chief_arbiter(event(arbiters=(Arbiter("Chief", "FA", chief=True),)), E2009)) == (
        "1.17",
        True,
        "chief arbiter Chief: FA, IA or FA needed [2009: an IA, failing that an FA: an FA is accepted, availability "
        "not being known]",
    )
    assert check_chief_arbiter(event(), E2001) is None


# --- 1.16 (2014), 1.1.5 (2024): an IA or FA always in the venue ----------------------------------------------


@pytest.mark.parametrize(
    ("present", "ok", "detail"),
    [
        (True, True, "an IA or FA in the playing venue: always there"),
        (False, False, "an IA or FA in the playing venue: not always there"),
        (None, False, "an IA or FA in the playing venue: not said"),
    ],
)
def test_1_16_an_ia_or_fa_always_in_the_playing_venue(present, ok, detail):
    assert seen(check_arbiter_present(event(ia_or_fa_always_in_venue=present), E2014)) == ("1.16", ok, detail)


def test_2009_does_not_ask_for_an_arbiter_in_the_venue():
    assert check_arbiter_present(event(ia_or_fa_always_in_venue=False), E2009) is None


# --- 1.17 (2014), 1.1.6 (2024): no arbiter plays ------------------------------------------------------------


@pytest.mark.parametrize(
    ("arbiters", "ok", "detail"),
    [
        ((CHIEF, Arbiter("Deputy", "FA")), True, "none of 2 arbiters played"),
        ((CHIEF,), True, "none of 1 arbiters played"),
        ((), True, "none of 0 arbiters played"),
        ((CHIEF, Arbiter("Deputy", "FA", plays=True)), False, "arbiters who played: Deputy"),
        ((replace(CHIEF, plays=True), Arbiter("Deputy", "FA", plays=True)), False,
         "arbiters who played: Ana Árbitro, Deputy"),
    ],
)
def test_1_17_no_arbiter_may_play_even_to_fill_the_event(arbiters, ok, detail):
    assert seen(check_arbiters_do_not_play(event(arbiters=arbiters), E2014)) == ("1.17", ok, detail)


def test_2009_does_not_forbid_arbiters_to_play():
    assert check_arbiters_do_not_play(event(arbiters=(replace(CHIEF, plays=True),)), E2009) is None


# --- 1.4.2e (2024): the permitted formats ------------------------------------------------------------------

FORMATS_NOTE = (
    " [2024, paraphrase: Swiss, Round-Robin, Double Round-Robin, Knockout; others need prior approval of the QC Chair; "
    "team competitions, for which 1.4.1b and 1.4.3b provide, are taken as permitted]"
)


@pytest.mark.parametrize(
    ("system", "approved", "ok", "detail"),
    [
        (TournamentSystem.SWISS, False, True, "Swiss: a permitted format"),
        (TournamentSystem.ROUND_ROBIN, False, True, "round robin: a permitted format"),
        (TournamentSystem.DOUBLE_ROUND_ROBIN, False, True, "double round robin: a permitted format"),
        (TournamentSystem.KNOCKOUT, False, True, "knockout: a permitted format"),
        (TournamentSystem.TEAM, False, True, "team: a permitted format"),
        (TournamentSystem.SWISS, True, True, "Swiss: a permitted format"),
        (TournamentSystem.OTHER, False, False, "other: not a listed format, not approved beforehand"),
        (TournamentSystem.OTHER, True, True, "other: not a listed format, approved beforehand"),
    ],
)
def test_1_4_2e_swiss_round_robin_double_round_robin_or_knockout(system, approved, ok, detail):
    facts = event(system=system, format_approved=approved)
    assert seen(check_format(facts, E2024)) == ("1.4.2e", ok, detail + FORMATS_NOTE)


def test_formats_are_a_rule_of_2024_only():
    assert check_format(event(system=TournamentSystem.OTHER), E2014) is None


# --- 1.11 (2009, 2014), 1.4.2d (2024), 2.1 (2001), 10.12 (1990): no change to favour players ----------------


@pytest.mark.parametrize(
    ("edition", "rule"), [(E2014, "1.11"), (E2009, "1.11"), (E2001, "2.1"), (E1990, "10.12")]
)
def test_an_event_changed_to_favour_players_is_invalid(edition, rule):
    assert seen(check_fair_system(event(changed_to_favour_players=True), edition)) == (
        rule, False, "changed to favour players"
    )
    assert seen(check_fair_system(event(), edition)) == (rule, True, "no change of composition or conditions declared")


# --- 1.42g (2009): the programme and pairing system published at registration ------------------------------


@pytest.mark.parametrize(
    ("published", "ok", "detail"),
    [(True, True, "published at registration"), (False, False, "not published at registration"), (None, False, "not said")],
)
def test_1_42g_2009_programme_and_pairing_system_published_at_registration(published, ok, detail):
    check = check_programme_published(event(programme_published=published), E2009)
    assert seen(check) == ("1.42g", ok, detail)
    assert check_programme_published(event(programme_published=published), E2014) is None


def test_1_42g_not_said_is_told_apart_for_the_translators():
    check = check_programme_published(event(programme_published=None), E2009)
    assert check.message.as_dict() == {"message": "not said", "params": {}, "context": "programme published"}


# --- 1.10.2 (2009): the games public where GM results are possible ----------------------------------------


@pytest.mark.parametrize(
    ("public", "ok", "detail"),
    [(True, True, "games available"), (False, False, "games not available"), (None, False, "not said")],
)
def test_1_10_2_2009_games_available_during_and_after_the_event(public, ok, detail):
    assert seen(check_public_games(event(games_public=public), E2009)) == ("1.10.2", ok, detail)
    assert check_public_games(event(games_public=public, gm_results_possible=False), E2009) is None
    assert check_public_games(event(games_public=public), E2014) is None


def test_1_10_2_not_said_is_told_apart_for_the_translators():
    check = check_public_games(event(games_public=None), E2009)
    assert check.message.as_dict() == {"message": "not said", "params": {}, "context": "games public"}


# --- every check of an edition ------------------------------------------------------------------------------


def test_the_edition_in_force_at_the_start_or_the_one_named():
    assert [check.rule for check in tournament_checks(event())][:3] == ["1.11", "1.13", "1.12"]
    named = tournament_checks(event(), "2024")
    assert [check.rule for check in named][:3] == ["1.1.1", "1.1.3", "1.1.2"]
    assert [check.rule for check in tournament_checks(event(), E2009)][-2:] == ["1.42g", "1.10.2"]


def test_a_check_the_edition_lacks_is_left_out_and_an_event_cannot_end_before_it_starts():
    assert [seen(check) for check in tournament_checks(event(), "2001")] == [
        ("2.1", True, "no change of composition or conditions declared")
    ]
    with pytest.raises(ValueError, match=r"^the event ends \(2016-02-29\) before it starts \(2016-03-01\)$"):
        event(end_date=START - timedelta(days=1))
    assert event(end_date=START).days == 1


def test_1_13b_the_count_of_controls_is_stored_with_both_english_forms_for_the_translators():
    """The stored check (docs/interfaces.md) carries the plural form and the value that chooses it."""
    mixed = event(time_controls=(NINETY_FORTY_THIRTY, CLASSICAL))
    stored = check_same_time_control(mixed, E2014).message.as_dict()
    assert (stored["message"], stored["plural"], stored["number"], stored["params"]["count"]) == (
        "%(count)s time control(s) or clock setting(s) used: %(controls)s",
        "%(count)s time control(s) or clock setting(s) used: %(controls)s",
        "count",
        2,
    )


def _stored_forms(check):
    stored = check.message.as_dict()
    return stored["message"], stored["plural"], stored["number"]


def test_1_11_1_12_1_13_their_counts_are_stored_with_both_english_forms_for_the_translators():
    late = event(registered_on=START - timedelta(days=10), registration_approved=True)
    approved = (
        "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed; a later registration "
        "was approved"
    )
    assert _stored_forms(check_registration(late, E2014)) == (approved, approved, "ahead")
    on_time = "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed"
    assert _stored_forms(check_registration(event(), E2014)) == (on_time, on_time, "ahead")
    rounds = "at most %(rounds)s rounds a day (%(day)s), %(most)s allowed"
    assert _stored_forms(check_rounds_per_day(event(), E2014)) == (rounds, rounds, "rounds")
    hours = (
        "%(rounds)s round(s) on %(day)s of %(game_hours)s hours each (%(moves)s moves): %(hours)s hours, "
        "%(most)s allowed"
    )
    assert _stored_forms(check_hours_per_day(event(), E2014)) == (hours, hours, "rounds")
