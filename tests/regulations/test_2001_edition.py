"""The edition of 2001 (German excerpt, §1 and §2.1–2.5), each difference from 2009 tested on both sides."""

from collections import Counter
from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag, GameKind, TournamentSystem, evaluate_norm, norm_table
from regulations.editions.edition_2001 import title_combination

from .builders import GM_NORM_9, game, player, record, replaced, tournament

IN_2001_EDITION = date(2005, 3, 1)


def _in_2001(**facts):
    return tournament(start=IN_2001_EDITION, **facts)


def _check(verdict, rule, starting=""):
    return [check for check in verdict.checks if check.rule == rule and check.detail.startswith(starting)]


def test_a_norm_judged_by_2001_names_its_edition_and_rules():
    verdict = evaluate_norm(_in_2001(), player(), record(GM_NORM_9), "GM")
    assert verdict.edition == "2001" and verdict.achieved
    assert {check.rule for check in verdict.checks} <= {"2.1", "2.2", "2.3", "2.4", "2.5"}
    assert verdict.counts_as_games == 9


def test_the_same_record_is_judged_by_2001_until_30_june_2009_and_by_2009_from_1_july():
    before = evaluate_norm(tournament(start=date(2009, 6, 30)), player(), record(GM_NORM_9), "GM")
    after = evaluate_norm(tournament(start=date(2009, 7, 1)), player(), record(GM_NORM_9), "GM")
    assert (before.edition, after.edition) == ("2001", "2009")


def test_2_5_a_gm_norm_needs_2601_where_2009_needs_2600():
    # Average 2475 and 6/9 (dp 125): Rp 2600.
    rows = replaced(GM_NORM_9, 8, ("0", 2256, "", "GER"))
    in_2009 = evaluate_norm(tournament(), player(), record(rows), "GM")
    in_2001 = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    assert in_2009.performance == in_2001.performance == 2600
    assert in_2009.achieved and not in_2001.achieved
    assert [check.rule for check in in_2001.failures] == ["2.5"]
    assert "2601 needed" in in_2001.failures[0].detail


def test_2_5_minimum_averages_are_2381_2231_2181_2031():
    table_2001, table_2009 = norm_table(9, "2001"), norm_table(9, "2009")
    top_2001, top_2009 = table_2001.rows[0], table_2009.rows[0]
    assert [top_2001.range_for(title).low for title in ("GM", "IM", "WGM", "WIM")] == [2381, 2231, 2181, 2031]
    assert [top_2009.range_for(title).low for title in ("GM", "IM", "WGM", "WIM")] == [2380, 2230, 2180, 2030]


def test_2_4_two_opponents_are_raised_to_2250_where_2009_raises_one_to_2200():
    rows = replaced(replaced(GM_NORM_9, 7, ("1", 2100, "", "ESP")), 8, ("0", 2000, "", "GER"))
    in_2001 = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    in_2009 = evaluate_norm(tournament(), player(), record(rows), "GM")
    others = 2600 + 2580 + 2560 + 2500 + 2480 + 2450 + 2430
    assert in_2001.average_rating == round((others + 2250 + 2250) / 9)
    assert in_2009.average_rating == round((others + 2100 + 2200) / 9)
    assert "at most 2 opponents" in _check(in_2001, "2.4", "raised")[0].detail


def test_2_4_unrated_opponents_count_1400_and_once_raised_count_as_rated():
    two_unrated = replaced(replaced(GM_NORM_9, 7, ("1", None, "", "ESP")), 8, ("0", None, "", "GER"))
    verdict = evaluate_norm(_in_2001(), player(), record(two_unrated), "GM")
    assumed = _check(verdict, "2.4", "unrated opponents counted as")[0]
    assert "1400" in assumed.detail
    # Both are raised to 2250, so neither counts against the 22 %.
    assert _check(verdict, "2.4", "0 unrated opponents")[0].ok
    assert verdict.totals.unrated == 0


def test_2_4_at_most_22_percent_unrated_once_two_are_raised():
    four_unrated = list(GM_NORM_9)
    for index in (5, 6, 7, 8):
        result, _rating, title, federation = four_unrated[index]
        four_unrated[index] = (result, None, title, federation)
    three_unrated = list(four_unrated)
    three_unrated[5] = GM_NORM_9[5]
    three = evaluate_norm(_in_2001(), player(), record(three_unrated), "GM")
    four = evaluate_norm(_in_2001(), player(), record(four_unrated), "GM")
    assert _check(three, "2.4", "1 unrated opponents")[0].ok
    failing = _check(four, "2.4", "2 unrated opponents")[0]
    assert not failing.ok and "at most 1 (22 % of 9)" in failing.detail


def test_2_3_title_holders_are_counted_with_the_candidate():
    # 4 title-holding opponents of 9: with a titled candidate 5 of 10 players (enough); 2009 needs 5 opponents.
    rows = replaced(replaced(GM_NORM_9, 4, ("½", 2480, "", "ENG")), 5, ("1", 2450, "", "ENG"))
    titled = evaluate_norm(_in_2001(), player(title="FM"), record(rows), "GM")
    untitled = evaluate_norm(_in_2001(), player(title=""), record(rows), "GM")
    in_2009 = evaluate_norm(tournament(), player(title="FM"), record(rows), "GM")
    assert titled.achieved
    assert not untitled.achieved and [check.rule for check in untitled.failures] == ["2.3"]
    assert "4 of 10 players" in untitled.failures[0].detail
    assert not in_2009.achieved and "1.45a" in [check.rule for check in in_2009.failures]


def test_2_3_fixed_combinations_of_titled_opponents():
    assert title_combination("IM", Counter({"IM": 2, "GM": 1}))
    assert title_combination("IM", Counter({"GM": 2}))
    assert title_combination("IM", Counter({"IM": 3}))
    assert not title_combination("IM", Counter({"IM": 1, "GM": 1}))
    assert title_combination("GM", Counter({"GM": 3})) and not title_combination("GM", Counter({"GM": 2, "IM": 5}))
    assert title_combination("WGM", Counter({"GM": 2}))
    assert title_combination("WGM", Counter({"IM": 1, "WGM": 1, "FM": 1}))
    assert not title_combination("WGM", Counter({"GM": 1, "WGM": 1}))
    assert title_combination("WIM", Counter({"WIM": 3}))
    assert title_combination("WIM", Counter({"FM": 1, "WGM": 1}))
    assert not title_combination("WIM", Counter({"GM": 1, "WIM": 1}))
    # Read as printed: a GM beside two WIMs makes neither "3 WIM" nor "2 of GM, IM, WGM, FM".
    assert not title_combination("WIM", Counter({"GM": 1, "WIM": 2}))


def test_2_3_a_gm_norm_with_two_gms_fails_in_2001():
    rows = replaced(replaced(GM_NORM_9, 2, ("½", 2560, "IM", "NED")), 3, ("½", 2500, "IM", "ESP"))
    verdict = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    assert not verdict.achieved
    assert "a GM norm needs 3 GM" in verdict.failures[0].detail


def test_2_2_a_host_candidate_needs_40_percent_foreign_opponents():
    # 6 of 9 from ENG: 3 foreign, 4 (40 %) needed; 2009's maxima allow 5 from the own federation.
    rows = [
        (r, rating, title, "ENG" if index in (2, 3, 7) else fed)
        for index, (r, rating, title, fed) in enumerate(GM_NORM_9)
    ]
    rows[8] = ("0", 2400, "", "FRA")
    verdict = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    assert not verdict.achieved
    failing = [check for check in verdict.failures if "host nation" in check.detail][0]
    assert failing.rule == "2.2" and "3 of 9 opponents from another nation, 4 (40 %) needed" in failing.detail
    passing = evaluate_norm(_in_2001(), player(), record(GM_NORM_9), "GM")
    assert "6 of 9 opponents from another nation" in _check(passing, "2.2", "candidate of the host")[0].detail


def test_2_2_a_guest_needs_22_percent_from_outside_the_largest_nation():
    # A German guest in England: 8 English opponents and one French.
    rows = [(r, rating, title, "ENG") for r, rating, title, _fed in GM_NORM_9]
    rows[0] = ("1", 2600, "GM", "FRA")
    mostly_host = evaluate_norm(_in_2001(), player(federation="GER"), record(rows), "GM")
    guest = [check for check in mostly_host.checks if check.detail.startswith("guest candidate")][0]
    assert not guest.ok and "1 from outside the largest nation (ENG), 2 (22 %) needed" in guest.detail
    rows[1] = ("½", 2580, "GM", "NED")
    enough = evaluate_norm(_in_2001(), player(federation="GER"), record(rows), "GM")
    assert [check for check in enough.checks if check.detail.startswith("guest candidate")][0].ok


def test_2_2_national_finals_are_exempt():
    rows = [(r, rating, title, "ENG") for r, rating, title, _fed in GM_NORM_9]
    final = evaluate_norm(_in_2001(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL}), player(), record(rows), "GM")
    ordinary = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    assert final.achieved and final.exemption_used == "2.2"
    assert not ordinary.achieved


def test_2_1_the_european_club_cup_allows_7_games_where_2009_does_not():
    seven = record(GM_NORM_9[:7])
    cup = frozenset({EventFlag.CONTINENTAL_CLUB_CHAMPIONSHIP})
    in_2001 = evaluate_norm(_in_2001(rounds=7, system=TournamentSystem.TEAM, flags=cup), player(), seven, "GM")
    ordinary = evaluate_norm(_in_2001(rounds=7, system=TournamentSystem.TEAM), player(), seven, "GM")
    in_2009 = evaluate_norm(tournament(rounds=7, system=TournamentSystem.TEAM, flags=cup), player(), seven, "GM")
    assert _check(in_2001, "2.1", "7 games counted, 7 needed")[0].ok
    assert not _check(ordinary, "2.1", "7 games counted, 9 needed")[0].ok
    assert not [check for check in in_2009.checks if check.rule == "1.41a"][0].ok


_WEAK_WINS = [("1", 1800, "", "ITA")] * 3


def test_2_1_won_games_are_left_out_after_more_than_9_rounds():
    # 9 good games (Rp 2601 exactly) and three wins against 1800s: two are raised to 2250, the third is not.
    rows = replaced(GM_NORM_9, 8, ("0", 2264, "", "GER"))
    twelve = record([*rows, *_WEAK_WINS])
    verdict = evaluate_norm(_in_2001(rounds=12, system=TournamentSystem.SWISS), player(), twelve, "GM")
    assert verdict.achieved
    assert [(dropped.round, dropped.reason) for dropped in verdict.dropped_rounds] == [(10, "2.1: won game ignored")]


def test_2_1_nothing_is_left_out_of_an_event_of_9_rounds():
    # A 9-round European Club Cup (7 games suffice): leaving out the unraised 1800 win would make a norm of 8.
    good = replaced(replaced(GM_NORM_9, 4, ("0", 2480, "IM", "ENG")), 5, ("1", 2460, "FM", "ENG"))[:6]
    rows = [*good, *_WEAK_WINS]
    cup = frozenset({EventFlag.CONTINENTAL_CLUB_CHAMPIONSHIP})
    verdict = evaluate_norm(_in_2001(rounds=9, system=TournamentSystem.TEAM, flags=cup), player(), record(rows), "GM")
    assert not verdict.achieved and verdict.dropped_rounds == ()
    without = evaluate_norm(
        _in_2001(rounds=9, system=TournamentSystem.TEAM, flags=cup), player(), record(rows[:8]), "GM"
    )
    assert without.achieved


def test_2_1_extra_games_have_no_13_game_cap_and_no_35_percent_minimum():
    # 15 rounds against GMs rated 2700: 7½/15; 5½ (p .37, dp −95, Rp 2605) would do, so two games more.
    rows = [
        ("1" if index < 7 else "0" if index < 14 else "½", 2700, "GM", ("GER", "FRA", "ESP")[index % 3])
        for index in range(15)
    ]
    in_2001 = evaluate_norm(_in_2001(rounds=15, system=TournamentSystem.SWISS), player(), record(rows), "GM")
    in_2009 = evaluate_norm(tournament(rounds=15, system=TournamentSystem.SWISS), player(), record(rows), "GM")
    assert in_2001.achieved and in_2009.achieved
    assert in_2009.counts_as_games < in_2001.counts_as_games
    assert in_2001.counts_as_games == 15 + int(in_2001.score - Fraction(11, 2)) == 17
    assert in_2009.counts_as_games == 13 + 2
    # 3/9 (33 %) against 2730s: Rp 2605 makes a 2001 norm; 2009 asks for 35 %.
    low = [("1" if index < 3 else "0", 2730, "GM", ("GER", "FRA", "ESP")[index % 3]) for index in range(9)]
    assert evaluate_norm(_in_2001(), player(), record(low), "GM").achieved
    assert "1.49a" in [check.rule for check in evaluate_norm(tournament(), player(), record(low), "GM").failures]


def test_2_1_a_last_round_forfeit_keeps_the_norm():
    games = record(GM_NORM_9[:8]) + [game(9, "1", 2400, federation="GER", kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(_in_2001(), player(), games, "GM")
    assert verdict.achieved and _check(verdict, "2.1", "round 9: the opponent forfeited")


def test_2_1_later_games_are_ignored_from_the_end_after_more_than_9_rounds():
    # The norm is made in 9 rounds; two losses to 2300s follow in an 11-round Swiss.
    rows = [*GM_NORM_9, ("0", 2300, "", "ITA"), ("0", 2300, "", "ITA")]
    verdict = evaluate_norm(_in_2001(rounds=11, system=TournamentSystem.SWISS), player(), record(rows), "GM")
    assert verdict.achieved and verdict.counted_rounds == tuple(range(1, 10))
    assert {dropped.reason.split(":")[0] for dropped in verdict.dropped_rounds} == {"2.1"}


@pytest.mark.parametrize(
    ("title", "floor", "sex"), [("GM", 2250, "M"), ("IM", 2100, "M"), ("WGM", 2050, "F"), ("WIM", 1900, "F")]
)
def test_2_4_the_floors_of_each_title(title, floor, sex):
    rows = replaced(replaced(GM_NORM_9, 7, ("1", 1500, "", "ESP")), 8, ("0", 1600, "", "GER"))
    verdict = evaluate_norm(_in_2001(), player(sex=sex), record(rows), title)
    raised = _check(verdict, "2.4", "raised")[0]
    assert f"raised to the {title} floor of {floor}" in raised.detail
    # The certificate lists both raised opponents.
    assert [(item.round, item.raised_to) for item in verdict.totals.raised_opponents] == [(8, floor), (9, floor)]


def test_2_1_a_record_of_forfeits_only_counts_no_games_and_is_no_norm():
    games = [game(round, "1", 2500, "GM", kind=GameKind.FORFEIT_WIN) for round in range(1, 10)]
    verdict = evaluate_norm(_in_2001(), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.counts_as_games) == (False, 0, 0)
    assert (verdict.exemption_used, verdict.performance_only, verdict.average_rating) == (None, False, None)
    assert [(check.rule, check.ok, check.detail) for check in verdict.checks] == [
        ("2.1", False, "0 games counted, 9 needed")
    ]


def test_2_5_a_record_short_of_the_performance_counts_no_games():
    rows = replaced(GM_NORM_9, 0, ("½", 2600, "GM", "GER"))
    verdict = evaluate_norm(_in_2001(), player(), record(rows), "GM")
    assert (verdict.achieved, verdict.games, verdict.counts_as_games) == (False, 9, 0)


def test_2_2_2_4_the_certificate_counts_foreigners_against_the_candidate_s_nation_and_lists_both_raised():
    # GM_NORM_9 with its last two opponents (2100 of ESP, 2000 of GER) raised to 2250: three of the nine
    # opponents are from ENG, the candidate's nation.
    rows = replaced(replaced(GM_NORM_9, 7, ("1", 2100, "", "ESP")), 8, ("0", 2000, "", "GER"))
    totals = evaluate_norm(_in_2001(), player(), record(rows), "GM").totals
    assert (totals.foreigners, totals.federations, totals.rated, totals.unrated) == (6, 5, 9, 0)
    assert [(item.round, item.rating, item.raised_to, item.rule) for item in totals.raised_opponents] == [
        (8, 2100, 2250, "2.4"),
        (9, 2000, 2250, "2.4"),
    ]
