"""The edition of 1990 (the Spanish text): the limits of 8.6, 8.8, 9.21, 10.1, 10.2 and 10.10 met exactly, and
one step short of them."""

from fractions import Fraction

from regulations import TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, game, player, record, replaced
from .test_1990_edition import _federations, _in_1990, _rule, _swiss_field

# GM_NORM_9 with its two best opponents lowered (2600 → 2545, 2580 → 2490): the opponents alone average 22275 / 9 =
# 2475, with the 2450 candidate 2473, so 6/9 (dp 125) is a performance of exactly 2600.
AVERAGE_2475 = replaced(replaced(GM_NORM_9, 0, ("1", 2545, "GM", "GER")), 1, ("½", 2490, "GM", "FRA"))


def _check(verdict, rule):
    (check,) = _rule(verdict, rule)
    return check.ok, check.detail


def _titles(*titles):
    return [(result, rating, title, fed) for (result, rating, _title, fed), title in zip(GM_NORM_9, titles, strict=True)]


def test_9_21_a_performance_of_exactly_2600_is_a_gm_result():
    verdict = evaluate_norm(_in_1990(), player(), record(AVERAGE_2475), "GM")
    assert verdict.achieved and verdict.performance == 2600
    assert _check(verdict, "9.21") == (
        True,
        "performance 2600 (average 2475, without the candidate; without 2475, with 2473), 2600 needed",
    )
    short = evaluate_norm(_in_1990(), player(), record(replaced(AVERAGE_2475, 0, ("1", 2536, "GM", "GER"))), "GM")
    assert not short.achieved and _check(short, "9.21")[1].startswith("performance 2599 (average 2474")


def test_10_10_a_full_point_above_the_6_that_reach_2600_counts_one_more_game():
    # 7/9 against 2475: 6 is the lowest score reaching 2600, so the seventh point is one above it (10 games).
    seven = replaced(AVERAGE_2475, 8, ("1", 2400, "", "GER"))
    verdict = evaluate_norm(_in_1990(), player(), record(seven), "GM")
    assert (verdict.achieved, verdict.score, verdict.counts_as_games) == (True, 7, 10)


def test_10_1_three_gm_opponents_and_not_two():
    three = evaluate_norm(_in_1990(), player(), record(_titles("GM", "GM", "GM", "IM", "IM", "FM", "", "", "")), "GM")
    assert _check(three, "10.1") == (True, "3 GM, 3 needed") and three.achieved
    two = evaluate_norm(_in_1990(), player(), record(_titles("GM", "GM", "IM", "IM", "IM", "FM", "", "", "")), "GM")
    assert _check(two, "10.1") == (False, "2 GM, 3 needed")


def test_10_2_a_wgm_rated_2300_or_more_counts_once():
    # Two WGMs (both rated over 2300) and seven untitled players rated under 2300: 2 of the 3 needed, not 4.
    rows = [(result, 2400, "WGM", fed) for result, _r, _t, fed in GM_NORM_9[:2]]
    rows += [(result, 2290, "", fed) for result, _r, _t, fed in GM_NORM_9[2:]]
    verdict = evaluate_norm(_in_1990(), player(sex="F", title="WIM"), record(rows), "WGM")
    ok, detail = _check(verdict, "10.2")
    assert not ok and detail.startswith("0 GM, 0 IM, 2 WGM, 0 others rated 2300 or more: 3 of them needed")


def test_8_6_three_federations_are_enough():
    # The candidate's ENG and the opponents' GER and FRA.
    verdict = evaluate_norm(_in_1990(), player(), record(_federations(*("GER", "FRA", "ENG") * 3)), "GM")
    assert _check(verdict, "8.6") == (True, "3 federations among the players (ENG, FRA, GER), 3 needed")


def test_8_8_grandmasters_count_among_the_ten_gm_or_im():
    swiss = _in_1990(system=TournamentSystem.SWISS, participants=_swiss_field("GM"))
    verdict = evaluate_norm(swiss, player(), record(_federations(*["ENG"] * 9)), "GM")
    assert verdict.achieved and verdict.exemption_used == "8.8"
    assert "10 of them GM or IM (10 needed)" in _check(verdict, "8.8")[1]
    assert verdict.score == Fraction(6)


def test_a_double_round_robin_totals_each_opponent_once():
    # Six opponents met twice (12 rounds), one of them an unrated IM and one from ENG, the candidate's: the
    # certificate's totals count players, not games (decisions.md: opponents met more than once are counted once,
    # in every edition).
    opponents = [(2500, "GM", "GER"), (2500, "GM", "FRA"), (2500, "GM", "NED"), (2450, "IM", "ESP"),
                 (None, "IM", "ITA"), (2400, "FM", "ENG")]
    games = [
        game(round, "½", *opponents[(round - 1) % 6], opponent_id=200 + (round - 1) % 6) for round in range(1, 13)
    ]
    event = _in_1990(rounds=12, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    totals = evaluate_norm(event, player(), games, "GM").totals
    assert (totals.title_holders, totals.rated, totals.unrated, totals.foreigners, totals.federations) == (6, 5, 1, 5, 6)
    assert [(item.round, item.rating) for item in totals.assumed_ratings] == [(5, 2000), (11, 2000)]
