"""The exact words of the 2024 application checks (1.5.1–1.5.6, 1.1.3a, 1.4.1c, 1.4.3e, 1.3, 0.6.2, 1.10.2 of
2009), as the IT2 shows them to FIDE, and both sides of each of their limits and dates."""

from datetime import date, timedelta

import pytest

from regulations import (
    EventFlag,
    RatingRecord,
    RoundField,
    TournamentSystem,
    direct_title_checks,
    norm_application_checks,
    rating_title_checks,
)
from regulations.applications import (
    check_eight_game_norms,
    check_events_rated,
    check_mandatory_event_type,
    check_norm_titles,
    check_normal_foreigner_norm,
    check_one_round_a_day,
    check_title_rating,
    check_total_games,
    is_eight_of_nine_norm,
)

from .builders import APPLICATION_NORM_START, application, application_norm

START = APPLICATION_NORM_START

TOTAL = " [2024, paraphrase: the norms must total at least 27 games]"
FOR_EACH = " [2024, paraphrase: a norm sufficient for more than one title can be used for each]"
FOREIGNER = (
    " [2024, paraphrase: at least one norm in an application must meet the normal foreigner requirement "
    "(1.4.3 with 1.4.4)]"
)
EIGHT = (
    " [2024, paraphrase: in a 9-round event, 8 played games count as a 9-game norm if the missing game is a "
    "forfeit win or a pairing-allocated bye, the mix is met and the title result is made in the 8 games; only "
    "one such norm per application]"
)
ONE_ROUND = (
    " [2024, paraphrase: for a GM or WGM application based on norms, at least one norm must come from an event "
    "with one round a day for at least 3 days]"
)
EVENT_TYPE = (
    " [2024, paraphrase: if an application includes a norm achieved after 30 June 2022, at least one norm must "
    "come from one of the listed event types]"
)



def test_1_5_1_no_norms_total_0_games():
    check = check_total_games(application())
    assert (check.rule, check.ok, check.detail) == ("1.5.1", False, "0 = 0 games, 27 needed" + TOTAL)


def test_1_5_1_27_games_suffice_26_do_not():
    enough = check_total_games(application(application_norm(counts_as_games=13), application_norm(counts_as_games=14)))
    short = check_total_games(application(application_norm(counts_as_games=13), application_norm(counts_as_games=13)))
    assert (enough.ok, enough.detail) == (True, "13 + 14 = 27 games, 27 needed" + TOTAL)
    assert (short.ok, short.detail) == (False, "13 + 13 = 26 games, 27 needed" + TOTAL)


def test_1_5_2_a_higher_norm_counts_and_is_named():
    """1.5.2: a GM norm is sufficient for IM too; the check says which norms are of a higher title."""
    check = check_norm_titles(application(application_norm(title="IM", event="Open A"), application_norm(event="Open B"), title="IM"))
    assert (check.rule, check.ok) == ("1.5.2", True)
    assert check.detail == "every norm counts for IM; norm 2 (Open B) is a GM norm" + FOR_EACH


def test_1_5_2_two_higher_norms_are_listed_with_a_comma():
    check = check_norm_titles(
        application(application_norm(title="GM", event="A"), application_norm(title="IM", event="B"), application_norm(title="WGM", event="C"), title="WIM")
    )
    assert check.ok
    assert check.detail == (
        "every norm counts for WIM; norm 1 (A) is a GM norm, norm 2 (B) is a IM norm, norm 3 (C) is a WGM norm"
        + FOR_EACH
    )


def test_1_5_2_norms_of_a_lower_or_other_title_do_not_count():
    """An IM or a WGM norm is not sufficient for GM (lower performance and average)."""
    check = check_norm_titles(application(application_norm(title="IM", event="A"), application_norm(title="WGM", event="B")))
    assert (check.ok, check.detail) == (False, "not GM norms: norm 1 (A): IM, norm 2 (B): WGM" + FOR_EACH)
    only = check_norm_titles(application(application_norm(), application_norm(), title="GM"))
    assert (only.ok, only.detail) == (True, "every norm is a GM norm" + FOR_EACH)


@pytest.mark.parametrize(
    ("title", "counting", "not_counting"),
    [
        ("GM", ("GM",), ("IM", "WGM", "WIM")),
        ("IM", ("IM", "GM"), ("WGM", "WIM")),
        ("WGM", ("WGM", "GM", "IM"), ("WIM",)),
        ("WIM", ("WIM", "WGM", "IM", "GM"), ()),
    ],
)
def test_1_5_2_which_norms_count_for_each_title(title, counting, not_counting):
    for other in counting:
        assert check_norm_titles(application(application_norm(title=other), title=title)).ok, (title, other)
    for other in not_counting:
        assert not check_norm_titles(application(application_norm(title=other), title=title)).ok, (title, other)


def test_1_4_3e_no_norm_is_exempt():
    check = check_normal_foreigner_norm(application(application_norm(event="A"), application_norm(event="B")))
    assert (check.rule, check.ok) == ("1.4.3e", True)
    assert check.detail == "norms under the normal foreigner rule: norm 1 (A), norm 2 (B); exempt: none" + FOREIGNER


def test_1_4_3e_no_norms_at_all():
    check = check_normal_foreigner_norm(application())
    assert (check.ok, check.detail) == (False, "norms under the normal foreigner rule: none; exempt: none" + FOREIGNER)


def test_1_4_1c_no_eight_game_norm():
    check = check_eight_game_norms(application(application_norm(event="A")))
    assert (check.rule, check.ok, check.detail) == ("1.4.1c", True, "0 such norm(s), at most 1: none" + EIGHT)


def test_1_4_1c_one_eight_game_norm_is_named():
    check = check_eight_game_norms(application(application_norm(event="A"), application_norm(event="B", eight_of_nine=True)))
    assert (check.ok, check.detail) == (True, "1 such norm(s), at most 1: norm 2 (B)" + EIGHT)


def test_1_1_3a_three_days_with_one_round_suffice_two_do_not():
    """1.1.3a: one round a day for at least 3 days; a day with two rounds is not such a day."""
    three = (START, START, START + timedelta(1), START + timedelta(1), START + timedelta(2),
             START + timedelta(3), START + timedelta(4), START + timedelta(5), START + timedelta(5))
    two = (START, START + timedelta(1), START + timedelta(2), START + timedelta(2), START + timedelta(3),
           START + timedelta(3), START + timedelta(4), START + timedelta(4), START + timedelta(4))
    ok = check_one_round_a_day(application(application_norm(round_dates=three, event="A")))
    short = check_one_round_a_day(application(application_norm(round_dates=two, event="A"), application_norm(round_dates=two, event="B")))
    assert (ok.rule, ok.ok) == ("1.1.3a", True)
    assert ok.detail == "days with one round: norm 1 (A): 3; 3 needed in one event" + ONE_ROUND
    assert not short.ok
    assert short.detail == "days with one round: norm 1 (A): 2, norm 2 (B): 2; 3 needed in one event" + ONE_ROUND


def test_1_1_3a_days_are_not_added_across_norms():
    """1.1.3a: the 3 days must be in one event: 2 days in each of two norms are not enough."""
    two = (START, START + timedelta(1), *(START + timedelta(2),) * 7)
    check = check_one_round_a_day(application(application_norm(round_dates=two), application_norm(round_dates=two)))
    assert not check.ok


def test_1_1_3a_not_required_when_every_norm_comes_from_an_edition_without_the_rule():
    """1.5.4: a norm is judged by the regulations of its event; 2009 and 2001 had no 1.13a."""
    check = check_one_round_a_day(
        application(application_norm(edition="2009", event="A", round_dates=()), application_norm(edition="2001", round_dates=()))
    )
    assert (check.rule, check.ok) == ("1.1.3a", True)
    assert check.detail == (
        "not required: every norm comes from an event under an edition without the rule (norm 1 (A): 2009, "
        "norm 2 (2025-03-01): 2001; 1.5.4)" + ONE_ROUND
    )


def test_1_1_3a_one_norm_under_2014_binds_the_application():
    """2014 has the rule (1.13a): its norm binds, and an older norm's one-round days count too."""
    check = check_one_round_a_day(
        application(application_norm(edition="2009", event="A"), application_norm(edition="2014", event="B", round_dates=(START,) * 9))
    )
    assert check.ok
    assert check.detail == "days with one round: norm 1 (A): 9, norm 2 (B): 0; 3 needed in one event" + ONE_ROUND


def test_1_1_3a_wgm_applications_need_it_im_and_wim_do_not():
    doubles = (START,) * 9
    assert not check_one_round_a_day(application(application_norm(title="WGM", round_dates=doubles), title="WGM")).ok
    assert check_one_round_a_day(application(application_norm(title="WIM", round_dates=doubles), title="WIM")) is None
    assert check_one_round_a_day(application(application_norm(title="IM", round_dates=doubles), title="IM")) is None


def test_1_5_6_a_norm_achieved_on_30_june_2022_does_not_bind():
    """1.5.6: the rule binds applications with a norm achieved after 30 June 2022."""
    old = application_norm(system=TournamentSystem.ROUND_ROBIN, field_by_round=(), end_date=date(2022, 6, 30), event="A")
    check = check_mandatory_event_type(application(old))
    assert (check.rule, check.ok) == ("1.5.6", True)
    assert check.detail == "no norm achieved after 2022-06-30: not required" + EVENT_TYPE


def test_1_5_6_a_norm_achieved_on_1_july_2022_binds():
    new = application_norm(system=TournamentSystem.ROUND_ROBIN, field_by_round=(), end_date=date(2022, 7, 1), event="A")
    check = check_mandatory_event_type(application(new))
    assert not check.ok
    assert check.detail == (
        "norms achieved after 2022-06-30: norm 1 (A); none from a listed event: norm 1 (A): a round robin of no "
        "listed type" + EVENT_TYPE
    )


def test_1_5_6a_a_swiss_of_40_players_averaging_2000_in_every_round_is_listed():
    """1.5.6a: at least 40 participants and an average of at least 2000, in every round: both limits met."""
    check = check_mandatory_event_type(application(application_norm(field_by_round=(RoundField(40, 2000),) * 9, event="A")))
    assert check.ok
    assert check.detail == (
        "norms achieved after 2022-06-30: norm 1 (A); from a listed event: norm 1 (A): a Swiss with at least 40 "
        "players and an average of at least 2000 in every round" + EVENT_TYPE
    )


def test_1_5_6a_rounds_short_of_the_field_are_each_named():
    """39 players, an average of 1999, or an average not given: each round fails 1.5.6a."""
    fields = (RoundField(40, 2000), RoundField(39, 2000), RoundField(40, 1999), RoundField(40), RoundField(40, 0))
    check = check_mandatory_event_type(application(application_norm(field_by_round=fields, event="A")))
    assert not check.ok
    assert check.detail == (
        "norms achieved after 2022-06-30: norm 1 (A); none from a listed event: norm 1 (A): a Swiss short of the "
        "field in round 2: 39 players, average 2000; round 3: 40 players, average 1999; round 4: 40 players, "
        "average not given; round 5: 40 players, average not given" + EVENT_TYPE
    )


def test_1_5_6_a_swiss_without_its_field_by_round_and_an_old_norm_listed_beside_it():
    """Every norm of the application may be the listed one, an old one too; the recent ones are named."""
    old = application_norm(end_date=date(2021, 5, 1), event="Old", flags=frozenset({EventFlag.OLYMPIAD}), field_by_round=())
    unknown = application_norm(event="New", field_by_round=())
    check = check_mandatory_event_type(application(old, unknown))
    assert check.ok
    assert check.detail == (
        "norms achieved after 2022-06-30: norm 2 (New); from a listed event: norm 1 (Old): Olympiad" + EVENT_TYPE
    )
    alone = check_mandatory_event_type(application(unknown, unknown))
    assert not alone.ok
    assert alone.detail == (
        "norms achieved after 2022-06-30: norm 1 (New), norm 2 (New); none from a listed event: norm 1 (New): a "
        "Swiss whose field by round is not given; norm 2 (New): a Swiss whose field by round is not given"
        + EVENT_TYPE
    )


def test_1_5_6_two_listed_norms_are_both_named():
    final = application_norm(system=TournamentSystem.ROUND_ROBIN, event="A", flags=frozenset({EventFlag.NATIONAL_CHAMPIONSHIP_FINAL}))
    swiss = application_norm(event="B")
    check = check_mandatory_event_type(application(final, swiss))
    assert check.ok
    assert "from a listed event: norm 1 (A): final of a national men's or open championship; norm 2 (B): a Swiss" in (
        check.detail
    )


@pytest.mark.parametrize(
    "flag",
    [
        EventFlag.OLYMPIAD,
        EventFlag.CANDIDATES_QUALIFIER,
        EventFlag.WORLD_CUP_QUALIFIER,
        EventFlag.EVE_EVENT,
        EventFlag.NATIONAL_CHAMPIONSHIP_FINAL,
        EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL,
    ],
)
def test_1_5_6_each_listed_event_type_is_enough_whatever_its_system(flag):
    listed = application_norm(system=TournamentSystem.ROUND_ROBIN, field_by_round=(), flags=frozenset({flag}), event="A")
    check = check_mandatory_event_type(application(listed))
    assert check.ok and f"from a listed event: norm 1 (A): {flag.value}" in check.detail


def test_1_5_6_other_flags_do_not_list_an_event():
    """A zonal or a national team championship is no listed type (1.5.6)."""
    other = application_norm(system=TournamentSystem.ROUND_ROBIN, field_by_round=(), event="A",
                 flags=frozenset({EventFlag.ZONAL, EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}))
    assert not check_mandatory_event_type(application(other)).ok


def test_1_5_3_the_title_ratings_at_both_sides():
    """1.5.3: GM 2500, IM 2400, WGM 2300, WIM 2200."""
    for title, needed in (("GM", 2500), ("IM", 2400), ("WGM", 2300), ("WIM", 2200)):
        at = check_title_rating(application(title=title, rating=needed))
        below = check_title_rating(application(title=title, rating=needed - 1))
        assert (at.rule, at.ok, at.detail) == ("1.5.3", True, f"{needed} reached on 2025-05-01, {needed} needed")
        assert (below.ok, below.detail) == (False, f"{needed - 1} reached on 2025-05-01, {needed} needed")
    none = check_title_rating(application(title="WIM", rating=None))
    assert (none.ok, none.detail) == (False, "no rating given, 2200 needed")


def test_1_5_the_application_is_refused_for_a_title_not_by_norms():
    with pytest.raises(ValueError, match=r"^titles by norms are GM, IM, WGM, WIM, not 'FM'$"):
        norm_application_checks(application(application_norm(), title="FM"))


def test_1_5_an_im_application_has_no_1_1_3a_check():
    checks = norm_application_checks(application(application_norm(title="IM"), title="IM", rating=2400))
    assert [check.rule for check in checks] == ["1.5.2", "1.5.1", "1.4.1c", "1.4.3e", "1.5.6", "1.5.3"]


@pytest.mark.parametrize(
    ("title", "needed"), [("FM", 2300), ("CM", 2200), ("WFM", 2100), ("WCM", 2000)]
)
def test_1_3_the_rating_of_each_title_at_both_sides(title, needed):
    at = rating_title_checks(title, RatingRecord(needed, date(2017, 6, 30)))
    below = rating_title_checks(title, RatingRecord(needed - 1, date(2017, 6, 30)))
    assert [(check.rule, check.ok, check.detail) for check in at] == [
        ("1.3", True, f"{title}: {needed} reached on 2017-06-30, {needed} needed")
    ]
    assert [(check.ok, check.detail) for check in below] == [
        (False, f"{title}: {needed - 1} reached on 2017-06-30, {needed} needed")
    ]


def test_1_3_thirty_rated_games_for_ratings_from_1_july_2017():
    """1.3: "for ratings achieved after 1st July 2017", 30 rated games by then (decisions.md item 65)."""
    thirty = rating_title_checks("WCM", RatingRecord(2000, date(2017, 7, 1), 30))
    twenty_nine = rating_title_checks("WCM", RatingRecord(2000, date(2017, 7, 1), 29))
    unknown = rating_title_checks("WCM", RatingRecord(2000, date(2017, 7, 1)))
    assert [(check.ok, check.detail) for check in thirty] == [
        (True, "WCM: 2000 reached on 2017-07-01, 2000 needed"),
        (True, "30 rated games when the rating was reached (from 2017-07-01: 30 needed)"),
    ]
    assert [(check.ok, check.detail) for check in twenty_nine][1] == (
        False, "29 rated games when the rating was reached (from 2017-07-01: 30 needed)"
    )
    assert [(check.rule, check.ok, check.detail) for check in unknown][1] == (
        "1.3", False,
        "an unknown number of rated games when the rating was reached (from 2017-07-01: 30 needed)",
    )
    before = rating_title_checks("WCM", RatingRecord(2000, date(2017, 6, 30), 0))
    assert len(before) == 1


def test_1_3_an_unknown_title_is_refused():
    with pytest.raises(ValueError, match=r"^titles by rating are FM, CM, WFM, WCM, not 'GM'$"):
        rating_title_checks("GM", RatingRecord(2500, date(2020, 1, 1)))


@pytest.mark.parametrize(
    ("title", "needed"),
    [("GM", 2300), ("IM", 2200), ("FM", 2100), ("CM", 2000), ("WGM", 2100), ("WIM", 2000), ("WFM", 1900), ("WCM", 1800)],
)
def test_0_6_2_the_minimum_rating_of_each_direct_title_at_both_sides(title, needed):
    at = direct_title_checks(title, RatingRecord(needed, date(2023, 12, 31)))
    below = direct_title_checks(title, RatingRecord(needed - 1, date(2023, 12, 31)))
    assert [(check.rule, check.ok, check.detail) for check in at] == [
        ("0.6.2", True, f"{title}: {needed} reached on 2023-12-31, {needed} needed")
    ]
    assert [(check.rule, check.ok, check.detail) for check in below] == [
        (
            "0.6.2", False,
            f"{title}: {needed - 1} reached on 2023-12-31, {needed} needed; the title is awarded conditionally, "
            "until the rating is reached",
        )
    ]


def test_0_6_2_thirty_rated_games_for_ratings_from_1_january_2024():
    thirty = direct_title_checks("WCM", RatingRecord(1800, date(2024, 1, 1), 30))
    twenty_nine = direct_title_checks("WCM", RatingRecord(1800, date(2024, 1, 1), 29))
    assert [(check.rule, check.ok, check.detail) for check in thirty] == [
        ("0.6.2", True, "WCM: 1800 reached on 2024-01-01, 1800 needed"),
        ("0.6.2", True, "30 rated games when the rating was reached (from 2024-01-01: 30 needed)"),
    ]
    assert [(check.ok, check.detail) for check in twenty_nine][1] == (
        False, "29 rated games when the rating was reached (from 2024-01-01: 30 needed)"
    )
    unknown = direct_title_checks("GM", RatingRecord(2290, date(2024, 1, 1)))
    assert [(check.ok, check.detail) for check in unknown] == [
        (
            False,
            "GM: 2290 reached on 2024-01-01, 2300 needed; the title is awarded conditionally, until the rating is "
            "reached",
        ),
        (False, "an unknown number of rated games when the rating was reached (from 2024-01-01: 30 needed)"),
    ]


def test_0_6_2_the_olympiad_cm_and_wcm_need_no_rating_other_olympiad_titles_do():
    assert [(c.rule, c.ok, c.detail) for c in direct_title_checks("WCM", None, from_olympiad=True)] == [
        ("0.6.2", True, "WCM from an Olympiad: no minimum rating")
    ]
    assert [(c.ok, c.detail) for c in direct_title_checks("CM", RatingRecord(1500, date(2025, 1, 1)), True)] == [
        (True, "CM from an Olympiad: no minimum rating")
    ]
    fm = direct_title_checks("FM", None, from_olympiad=True)
    assert [(c.rule, c.ok, c.detail) for c in fm] == [
        (
            "0.6.2", False,
            "FM: no rating given, 2100 needed; the title is awarded conditionally, until the rating is reached",
        )
    ]
    assert not direct_title_checks("CM", None)[0].ok


def test_0_6_2_an_unknown_title_is_refused():
    with pytest.raises(ValueError, match=r"^direct titles are GM, IM, FM, CM, WGM, WIM, WFM, WCM, not 'NM'$"):
        direct_title_checks("NM", None)


def test_1_10_2_of_2009_every_event_rated_before_its_norms_count():
    unrated = check_events_rated(["Open A", "Open B"])
    rated = check_events_rated([])
    assert (unrated.rule, unrated.ok, unrated.detail) == ("general principle; decisions.md item 117", False, "not yet rated: Open A, Open B")
    assert (rated.ok, rated.detail) == (True, "every tournament reported here and rated by FIDE")


def test_1_4_1c_the_eight_of_nine_rule_is_read_from_2014_and_2024_verdicts_only():
    assert is_eight_of_nine_norm("2014", ["1.41a", "1.41c"])
    assert not is_eight_of_nine_norm("2014", ["1.41a"])
    assert is_eight_of_nine_norm("2024", ["1.4.1c"])
    assert not is_eight_of_nine_norm("2001", ["1.41c", "2.1"])


def test_a_norm_is_named_by_its_event_or_else_its_start():
    named = check_eight_game_norms(application(application_norm(eight_of_nine=True), application_norm(eight_of_nine=True, event="Open B")))
    assert named.detail.startswith("2 such norm(s), at most 1: norm 1 (2025-03-01), norm 2 (Open B)")


def test_1_4_1c_the_count_is_stored_with_its_plural_form():
    stored = check_eight_game_norms(application(application_norm())).as_dict()["params"]["text"]  # the note follows it
    assert (stored["plural"], stored["number"]) == ("%(count)s such norm(s), at most 1: %(norms)s", "count")
