"""The exact words of the 1990 (1.11, 5.5, 8.9, 10.5–10.8) and 2001 (§1, §2.2) application checks, and both
sides of each of their limits and dates."""

from datetime import date, timedelta

import pytest

from regulations import EventFlag, NormApplication, RatingRecord, TournamentSystem
from regulations.application_rules import application_checks

from .builders import nine_day_norm

IN_1990 = date(1996, 1, 1)
IN_2001 = date(2005, 1, 1)


def _norm(start, games=12, edition="1990", **facts):
    return nine_day_norm(start, games, edition=edition, **facts)


RATED_1994 = RatingRecord(2510, date(1994, 1, 1))


def _checks(*norms, title="GM", rating=RATED_1994, on=IN_1990):
    return application_checks(NormApplication(title, tuple(norms), rating), on)[1]


def _details(checks):
    return [(check.rule, check.ok, check.detail) for check in checks]


def _by_rule(checks, rule, starting=""):
    found = [check for check in checks if check.rule == rule and check.detail.startswith(starting)]
    assert len(found) == 1, _details(checks)
    return found[0]


def test_1990_a_sound_gm_application_every_check_in_words():
    """1.11: two results, 24 games with a round robin (10.5); 10.6–10.8; 5.5; 8.9; 2500 within seven years."""
    checks = _checks(
        _norm(date(1993, 1, 1), system=TournamentSystem.SWISS, event="B"), _norm(date(1992, 1, 1), event="A")
    )
    assert _details(checks) == [
        ("10.8", True, "every norm is a GM norm"),
        ("1.11", True, "2 result(s), 2 needed"),
        (
            "1.11", True,
            "12 + 12 = 24 games, 24 needed (results from a round robin or an Olympiad, 10.5: norm 2 (A))",
        ),
        ("10.6", True, "results from events with one round a day: norm 1 (B), norm 2 (A)"),
        ("10.7", True, "first start 1992-01-01, last 1993-01-01; all by 1998-01-01 needed"),
        ("5.5", True, "0 result(s) at 40 moves in 2 hours and the rest in 1 hour, at most 1: none"),
        (
            "8.9", True,
            "results outside national championships, leagues and national team championships: norm 1 (B), "
            "norm 2 (A)",
        ),
        (
            "1.11", True,
            "met within seven years of the first result: 2510 reached on 1994-01-01; 2500 needed by 1999-01-10 "
            "(seven years after the first result, completed on 1992-01-10); not on the list in force at the "
            "Congress: the FIDE Congress that considers it is not known (no FIDE Congress dates recorded)",
        ),
    ]


def test_1990_an_application_without_results_or_rating_fails_in_words():
    checks = _checks(title="IM", rating=None)
    assert _details(checks) == [
        ("10.8", True, "every norm is a IM norm"),
        ("1.11", False, "0 result(s), 2 needed"),
        ("1.11", False, "0 = 0 games, 30 needed (results from a round robin or an Olympiad, 10.5: none)"),
        ("10.6", False, "results from events with one round a day: none"),
        ("10.7", False, "no results"),
        ("5.5", True, "0 result(s) at 40 moves in 2 hours and the rest in 1 hour, at most 1: none"),
        ("8.9", False, "results outside national championships, leagues and national team championships: none"),
        ("1.11", False, "no rating or no result given, 2400 needed"),
    ]


def test_1990_results_without_a_rating_and_a_rating_without_results():
    assert _by_rule(_checks(_norm(date(1992, 1, 1)), rating=None), "1.11", "neither").ok is False
    assert _by_rule(_checks(rating=RatingRecord(2600, date(1992, 1, 1))), "1.11", "no rating").ok is False


def test_1_11_two_results_at_least():
    one = _by_rule(_checks(_norm(date(1992, 1, 1), 30)), "1.11", "1 result")
    assert (one.ok, one.detail) == (False, "1 result(s), 2 needed")
    three = _by_rule(_checks(*[_norm(date(1992, 1, 1), 10)] * 3), "1.11", "3 result")
    assert three.ok


def test_1_11_and_10_5_24_games_with_a_round_robin():
    enough = _by_rule(_checks(_norm(date(1992, 1, 1), 12), _norm(date(1993, 1, 1), 12)), "1.11", "12 + 12")
    short = _by_rule(_checks(_norm(date(1992, 1, 1), 12), _norm(date(1993, 1, 1), 11)), "1.11", "12 + 11")
    assert enough.ok
    assert (short.ok, short.detail) == (
        False,
        "12 + 11 = 23 games, 24 needed (results from a round robin or an Olympiad, 10.5: norm 1 (1992-01-01), "
        "norm 2 (1993-01-01))",
    )


def test_10_5_30_games_without_a_round_robin_or_an_olympiad():
    swiss = TournamentSystem.SWISS
    thirty = _by_rule(
        _checks(_norm(date(1992, 1, 1), 15, system=swiss), _norm(date(1993, 1, 1), 15, system=swiss)), "1.11", "15"
    )
    short = _by_rule(
        _checks(_norm(date(1992, 1, 1), 15, system=swiss), _norm(date(1993, 1, 1), 14, system=swiss)), "1.11", "15"
    )
    assert (thirty.ok, thirty.detail) == (
        True, "15 + 15 = 30 games, 30 needed (results from a round robin or an Olympiad, 10.5: none)"
    )
    assert (short.ok, short.detail) == (
        False, "15 + 14 = 29 games, 30 needed (results from a round robin or an Olympiad, 10.5: none)"
    )


def test_10_5_an_olympiad_or_a_double_round_robin_counts_as_a_round_robin():
    olympiad = _norm(date(1992, 1, 1), 12, system=TournamentSystem.TEAM, flags=frozenset({EventFlag.OLYMPIAD}))
    double = _norm(date(1992, 1, 1), 12, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    swiss = _norm(date(1993, 1, 1), 12, system=TournamentSystem.SWISS)
    assert _by_rule(_checks(olympiad, swiss), "1.11", "12 + 12").ok
    assert _by_rule(_checks(double, swiss), "1.11", "12 + 12").ok
    team = _norm(date(1992, 1, 1), 12, system=TournamentSystem.TEAM)
    assert not _by_rule(_checks(team, swiss), "1.11", "12 + 12").ok


def test_10_6_a_day_of_two_rounds_or_no_dates_do_not_count():
    start = date(1992, 1, 1)
    one_double = (start, start, *(start + timedelta(days=day) for day in range(1, 8)))
    doubled = _norm(start, round_dates=one_double, event="A")
    undated = _norm(start, round_dates=(), event="B")
    single = _norm(start, event="C")
    assert not _by_rule(_checks(doubled, undated), "10.6").ok
    check = _by_rule(_checks(doubled, undated, single), "10.6")
    assert (check.ok, check.detail) == (True, "results from events with one round a day: norm 3 (C)")


def test_10_7_six_years_from_the_first_start_either_side():
    """10.7: the starts within a period of six years, whatever the order of the norms."""
    inside = _by_rule(_checks(_norm(date(1996, 1, 1)), _norm(date(1990, 1, 1)), _norm(date(1993, 1, 1))), "10.7")
    outside = _by_rule(_checks(_norm(date(1996, 1, 2)), _norm(date(1990, 1, 1))), "10.7")
    assert (inside.ok, inside.detail) == (True, "first start 1990-01-01, last 1996-01-01; all by 1996-01-01 needed")
    assert (outside.ok, outside.detail) == (False, "first start 1990-01-01, last 1996-01-02; all by 1996-01-01 needed")


def test_10_7_a_first_start_on_29_february_ends_on_28_february():
    on = _by_rule(_checks(_norm(date(1992, 2, 29)), _norm(date(1998, 2, 28))), "10.7")
    after = _by_rule(_checks(_norm(date(1992, 2, 29)), _norm(date(1998, 3, 1))), "10.7")
    assert (on.ok, on.detail) == (True, "first start 1992-02-29, last 1998-02-28; all by 1998-02-28 needed")
    assert not after.ok


def test_5_5_one_result_at_40_moves_in_2_hours_and_the_rest_in_1_hour_not_two():
    one = _by_rule(_checks(_norm(date(1992, 1, 1), quick_finish=True, event="A"), _norm(date(1993, 1, 1))), "5.5")
    two = _by_rule(
        _checks(_norm(date(1992, 1, 1), quick_finish=True, event="A"), _norm(date(1993, 1, 1), quick_finish=True)),
        "5.5",
    )
    assert (one.ok, one.detail) == (
        True, "1 result(s) at 40 moves in 2 hours and the rest in 1 hour, at most 1: norm 1 (A)"
    )
    assert (two.ok, two.detail) == (
        False, "2 result(s) at 40 moves in 2 hours and the rest in 1 hour, at most 1: norm 1 (A), norm 2 (1993-01-01)"
    )


@pytest.mark.parametrize(
    "flag",
    [
        EventFlag.NATIONAL_CHAMPIONSHIP_FINAL,
        EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL,
        EventFlag.NATIONAL_TEAM_CHAMPIONSHIP,
        EventFlag.LEAGUE,
    ],
)
def test_8_9_an_application_solely_on_national_events_is_refused(flag):
    national = frozenset({flag})
    only = _by_rule(_checks(_norm(date(1992, 1, 1), flags=national), _norm(date(1993, 1, 1), flags=national)), "8.9")
    mixed = _by_rule(_checks(_norm(date(1992, 1, 1), flags=national), _norm(date(1993, 1, 1), event="B")), "8.9")
    assert (only.ok, only.detail) == (
        False, "results outside national championships, leagues and national team championships: none"
    )
    assert (mixed.ok, mixed.detail) == (
        True, "results outside national championships, leagues and national team championships: norm 2 (B)"
    )


def test_8_9_a_zonal_is_no_national_event():
    zonal = frozenset({EventFlag.ZONAL})
    assert _by_rule(_checks(_norm(date(1992, 1, 1), flags=zonal), _norm(date(1993, 1, 1), flags=zonal)), "8.9").ok


def test_1_11_the_title_rating_by_the_seventh_anniversary_of_the_first_result_and_not_later():
    """1.11: the first result was completed on 1990-01-10 (its event ended then), whichever was given first."""
    norms = (_norm(date(1991, 1, 1)), _norm(date(1990, 1, 1)))
    on = _by_rule(_checks(*norms, rating=RatingRecord(2500, date(1997, 1, 10))), "1.11", "met within")
    late = _by_rule(_checks(*norms, rating=RatingRecord(2500, date(1997, 1, 11))), "1.11", "neither")
    low = _by_rule(_checks(*norms, rating=RatingRecord(2499, date(1991, 1, 1))), "1.11", "neither")
    assert on.ok and (
        "2500 reached on 1997-01-10; 2500 needed by 1997-01-10 (seven years after the first result, completed on "
        "1990-01-10)"
    ) in on.detail
    assert not late.ok and not low.ok


@pytest.mark.parametrize(("title", "needed"), [("IM", 2400), ("WGM", 2300), ("WIM", 2200)])
def test_1_21_1_41_1_51_the_title_ratings_of_1990(title, needed):
    """1.21, 1.41, 1.51: the first event ends 1992-03-09; seven years later is 1999-03-09."""
    norms = (_norm(date(1992, 2, 29), title=title), _norm(date(1993, 1, 1), title=title))
    at = _by_rule(_checks(*norms, title=title, rating=RatingRecord(needed, date(1999, 3, 9))), "1.11", "met within")
    below = _by_rule(
        _checks(*norms, title=title, rating=RatingRecord(needed - 1, date(1999, 3, 9))), "1.11", "neither"
    )
    assert at.ok and (
        f"{needed} reached on 1999-03-09; {needed} needed by 1999-03-09 (seven years after the first result, "
        "completed on 1992-03-09)"
    ) in at.detail
    assert not below.ok


def test_10_8_a_result_for_another_title_is_named():
    checks = _checks(_norm(date(1992, 1, 1), title="IM", event="A"), _norm(date(1993, 1, 1), title="WGM"))
    assert _details(checks)[0] == ("10.8", False, "not GM norms: norm 1 (A): IM, norm 2 (1993-01-01): WGM")


def test_2001_a_sound_application_every_check_in_words():
    """§1: 27 games and the title rating; §2.2: one norm without an exemption."""
    norms = (
        _norm(date(2003, 1, 1), 13, title="IM", edition="2001", event="A"),
        _norm(date(2004, 1, 1), 14, title="IM", edition="2001", exemption_used="2.2"),
    )
    checks = _checks(*norms, title="IM", rating=RatingRecord(2400, date(2004, 6, 1)), on=IN_2001)
    assert _details(checks) == [
        ("1", True, "every norm is a IM norm"),
        ("1", True, "13 + 14 = 27 games, 27 needed"),
        ("2.2", True, "norms without an exemption: norm 1 (A)"),
        ("1", True, "2400 reached on 2004-06-01, 2400 needed"),
    ]


def test_2001_26_games_no_normal_norm_and_another_titles_norm_fail():
    norms = (
        _norm(date(2003, 1, 1), 13, title="WGM", edition="2001", exemption_used="2.2", event="A"),
        _norm(date(2004, 1, 1), 13, edition="2001", exemption_used="2.2"),
    )
    checks = _checks(*norms, rating=RatingRecord(2500, date(2004, 6, 1)), on=IN_2001)
    assert _details(checks)[:3] == [
        ("1", False, "not GM norms: norm 1 (A): WGM"),
        ("1", False, "13 + 13 = 26 games, 27 needed"),
        ("2.2", False, "norms without an exemption: none"),
    ]


def test_2001_the_title_is_awarded_on_condition_below_the_rating_or_without_one():
    """§1: if the rating is not reached when applying, the title is awarded on condition that it is."""
    below = _checks(title="IM", rating=RatingRecord(2399, date(2004, 6, 1)), on=IN_2001)[-1]
    none = _checks(title="WIM", rating=None, on=IN_2001)[-1]
    assert (below.rule, below.ok, below.detail) == (
        "1", True, "2399 at most, 2400 needed: the title is awarded on condition, recognised once 2400 is reached"
    )
    assert (none.rule, none.ok, none.detail) == (
        "1", True, "no rating given, 2200 needed: the title is awarded on condition, recognised once 2200 is reached"
    )
    wgm = _checks(title="WGM", rating=RatingRecord(2300, date(2004, 6, 1)), on=IN_2001)[-1]
    assert wgm.detail == "2300 reached on 2004-06-01, 2300 needed"


def test_the_application_rules_follow_the_edition_in_force_on_the_application_date():
    """10.11 of 1990 and 1.53 of 2009: 1990 until 30 June 2001, 2001 until 30 June 2009, then 2009's (the 2024
    checks, decisions.md item 79)."""
    application = NormApplication("GM", (_norm(date(1992, 1, 1)),), RatingRecord(2510, date(1994, 1, 1)))
    names = [
        application_checks(application, day)[0].name
        for day in (date(2001, 6, 30), date(2001, 7, 1), date(2009, 6, 30), date(2009, 7, 1))
    ]
    assert names == ["1990", "2001", "2001", "2009"]
    # Each check cites the judging edition's own number (000 §1.51, 1.50, 1.43f, 1.52), or the general principle it
    # is applied as (issue 29): never the 2024 number.
    checks = application_checks(application, date(2009, 7, 1))[1]
    principle = "general principle; decisions.md item 79"
    assert [check.rule for check in checks] == ["1.51", "1.50", principle, "1.43f", principle, principle, "1.52"]
    in_2014 = application_checks(application, date(2016, 3, 1))[1]
    assert [check.rule for check in in_2014] == [principle, principle, "1.41c", "1.43f", "1.13a", principle, principle]
    in_2024 = application_checks(application, date(2025, 3, 1))[1]
    assert [check.rule for check in in_2024] == ["1.5.2", "1.5.1", "1.4.1c", "1.4.3e", "1.1.3a", "1.5.6", "1.5.3"]


def test_an_application_for_a_title_not_by_norms_is_refused():
    with pytest.raises(ValueError, match=r"^titles by norms are GM, IM, WGM, WIM, not 'FM'$"):
        application_checks(NormApplication("FM", (), None), IN_1990)


def test_1_11_and_5_5_the_counts_are_stored_with_their_plural_forms():
    """The stored check keeps both forms and the number that chooses between them, for the IT2 in other
    languages (docs/interfaces.md, "Stored norm results")."""
    checks = _checks(_norm(date(1992, 1, 1), quick_finish=True), _norm(date(1993, 1, 1)))
    results = _by_rule(checks, "1.11", "2 result").as_dict()
    quick = _by_rule(checks, "5.5").as_dict()
    assert (results["plural"], results["number"]) == ("%(count)s result(s), %(needed)s needed", "count")
    assert (quick["plural"], quick["number"]) == (
        "%(count)s result(s) at 40 moves in 2 hours and the rest in 1 hour, at most %(most)s: %(norms)s", "count"
    )


LATE_2505 = RatingRecord(2505, date(1998, 1, 1))


def _listed(*lists, congresses=(date(1995, 9, 1), date(1996, 2, 15), date(1996, 9, 1)), until=date(1997, 1, 1),
            rating=LATE_2505):
    """A GM application of 1996-01-01 on results of 1990 and 1991 (the first completed 1990-01-10), its rating
    reached too late for the seven years (by 1997-01-10), with the list ratings given."""
    application = NormApplication(
        "GM", (_norm(date(1990, 1, 1)), _norm(date(1991, 1, 1))), rating, tuple(lists), until, congresses
    )
    return application_checks(application, IN_1990)[1][-1]


def test_1_11_the_list_in_force_when_the_congress_considers_the_application():
    """1.11 "en la Lista de Clasificación FIDE en vigor en el momento en que el Congreso de la FIDE considere la
    aplicación": applied on 1996-01-01, the Congress of 1996-02-15 is less than 60 days later (12.2), so that of
    1996-09-01 considers it, and the list of 1996-07-01 (2505) is in force then, not that of 1996-01-01."""
    check = _listed(RatingRecord(2480, date(1996, 1, 1)), RatingRecord(2505, date(1996, 7, 1)))
    assert check.ok
    assert check.detail == (
        "met on the list in force at the Congress: 2505 on the list of 1996-07-01, in force at the FIDE Congress "
        "of 1996-09-01, 2500 needed; not within seven years: 2505 reached on 1998-01-01; 2500 needed by 1997-01-10 "
        "(seven years after the first result, completed on 1990-01-10)"
    )


def test_1_11_a_later_list_is_not_in_force_at_the_congress():
    """1.11: the 2520 of the list of 1997-01-01 came after the Congress of 1996-09-01; 2480 was in force."""
    check = _listed(RatingRecord(2480, date(1996, 1, 1)), RatingRecord(2520, date(1997, 1, 1)))
    assert not check.ok and check.detail.startswith("neither route meets it: on the list, 2480 on the list of 1996-01-01")


@pytest.mark.parametrize(
    ("congresses", "until", "why"),
    [
        ((date(1995, 9, 1),), date(1997, 1, 1),
         "the FIDE Congress that considers it is not known (FIDE Congress dates after 1995 not recorded)"),
        ((date(1995, 9, 1), date(1996, 9, 1)), date(1996, 7, 1),
         "the list in force at the FIDE Congress of 1996-09-01 is not recorded yet"),
    ],
)
def test_1_11_an_unknown_congress_or_list_never_meets_the_rating(congresses, until, why):
    check = _listed(RatingRecord(2505, date(1996, 7, 1)), congresses=congresses, until=until)
    assert not check.ok and f"on the list, {why};" in check.detail


def test_1_11_both_routes_are_judged_and_named():
    """1.11 "… o dentro de los siete años posteriores": a rating both on the list at the Congress and within
    seven years; the check names both."""
    check = _listed(RatingRecord(2505, date(1996, 7, 1)), rating=RatingRecord(2505, date(1996, 7, 1)))
    assert check.ok and check.detail.startswith("both routes meet it: on the list, 2505 on the list of 1996-07-01")
