"""Tie-breaks and ranks computed for files that give none."""

from decimal import Decimal as D

from tournaments.tiebreaks import Round, TieBreaks, ranks, tie_breaks

# 1 beat 2 and drew 3; 2 beat 3; 3 had a half-point bye in round 2 (no opponent).
POINTS = {1: D("1.5"), 2: D("1"), 3: D("1")}
ROUNDS = {
    1: [Round(2, D(1)), Round(None, D(0)), Round(3, D("0.5"))],
    2: [Round(1, D(0)), Round(3, D(1)), Round(None, D(0))],
    3: [Round(None, D(0)), Round(2, D(0)), Round(1, D("0.5")), ],
}


def test_buchholz_sums_the_scores_of_the_opponents_met():
    assert tie_breaks(POINTS, ROUNDS)[1].buchholz == D("2")


def test_sonneborn_berger_weights_each_opponent_by_the_result_against_him():
    assert tie_breaks(POINTS, ROUNDS)[1].sonneborn_berger == D("1") + D("0.5")
    assert tie_breaks(POINTS, ROUNDS)[2].sonneborn_berger == D("1")


def test_progressive_sums_the_running_score():
    assert tie_breaks(POINTS, ROUNDS)[1].progressive == D("1") + D("1") + D("1.5")


def test_ranks_break_ties_and_share_a_rank_when_all_are_equal():
    breaks = {1: TieBreaks(D(1), D(1), D(1)), 2: TieBreaks(D(2), D(0), D(0)), 3: TieBreaks(D(1), D(1), D(1))}
    assert ranks({1: D(2), 2: D(2), 3: D(2)}, breaks) == {2: 1, 1: 2, 3: 2}
