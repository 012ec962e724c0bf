"""The tables of edition 2009 come out of the formulas: dp (1.48), 1.49a and 1.7, cell by cell against the seed."""

from fractions import Fraction

import pytest

from regulations import dp, get_edition, norm_table, opponent_requirements

from .seed_tables import (
    TITLES,
    compact_double_round_robin_columns,
    printed_dp_table,
    printed_norm_tables,
    table_1_7_rows,
)

GAMES = range(7, 20)


def test_1_48_dp_table_matches_the_seed_in_all_101_rows():
    printed = printed_dp_table()
    assert len(printed) == 101
    assert {percent: dp(Fraction(percent, 100)) for percent in printed} == printed


@pytest.mark.parametrize(
    ("p", "expected"),
    [
        (Fraction(23, 40), 57),  # 57.5 % → 58 %: a float rounds 0.575 down to 57 %
        (Fraction(113, 200), 50),  # 56.5 % → 57 %
        (Fraction(57, 200), -158),  # 28.5 % → 29 %: not the −166 of 28 %
        (Fraction(5, 8), 95),  # 62.5 % → 63 %, which the 8-round table needs (5 points from 2505)
        (Fraction(1, 2), 0),
        (1, 800),
        (0, -800),
    ],
)
def test_1_48_dp_rounds_p_to_two_decimals_half_up_exactly(p, expected):
    assert dp(p) == expected


def test_1_48_dp_refuses_a_float():
    with pytest.raises(TypeError, match=r"^pass p as a Fraction, Decimal or int: a float cannot hold 0\.575 exactly$"):
        dp(0.575)


@pytest.mark.parametrize("p", [Fraction(101, 100), Fraction(-1, 100)])
def test_1_48_dp_refuses_a_score_outside_the_games(p):
    with pytest.raises(ValueError, match=rf"^p must lie between 0 and 1, not {p}$"):
        dp(p)


def test_1_48_dp_is_nought_at_half_the_points():
    assert dp(Fraction(1, 2)) == 0


@pytest.mark.parametrize("printed", printed_norm_tables(), ids=lambda table: f"{table.games}-games")
def test_1_49a_norm_table_reproduces_every_printed_cell(printed):
    computed = norm_table(printed.games, "2009")
    rows = {row.score: row for row in computed.rows}
    for score, ranges in printed.rows:
        for title, (low, high) in zip(TITLES, ranges, strict=True):
            cell = rows[score].range_for(title)
            assert cell.low == low, (printed.games, score, title)
            if printed.games == 17 and score == Fraction(13, 2):
                continue  # the printed 17-round table stops here; see the next test
            assert cell.high == high, (printed.games, score, title)
    assert [row.score for row in computed.rows][: len(printed.rows)] == [score for score, _ in printed.rows]


def test_1_49a_both_printings_of_the_tables_cover_7_to_19_games_twice():
    assert sorted(table.games for table in printed_norm_tables()) == sorted([*GAMES, *GAMES])


@pytest.mark.parametrize("games", [games for games in GAMES if games != 17])
def test_1_49a_norm_table_has_no_row_beyond_the_print(games):
    printed = next(table for table in printed_norm_tables() if table.games == games)
    computed = norm_table(games, "2009")
    assert len(computed.rows) == len(printed.rows)
    assert computed.notes == ()


def test_1_49a_17_games_adds_the_six_point_row_and_explains_it():
    table = norm_table(17, "2009")
    last, before = table.rows[-1], table.rows[-2]
    assert last.score == 6
    assert [(cell.low, cell.high) for cell in last.ranges] == [(2710, None), (2560, None), (2510, None), (2360, None)]
    assert before.score == Fraction(13, 2)
    assert [(cell.low, cell.high) for cell in before.ranges] == [(2687, 2709), (2537, 2559), (2487, 2509), (2337, 2359)]
    (note,) = table.notes
    assert "stops at 6½" in note and "GM ≥ 2710" in note and "35.3 %" in note


def test_1_49a_13_games_has_no_four_and_a_half_row_although_p_rounds_to_35_percent():
    assert norm_table(13, "2009").rows[-1].score == 5


@pytest.mark.parametrize("games", GAMES)
def test_1_7_single_round_robin_counts_match_the_seed(games):
    printed = {key: values[games - 7] for key, values in table_1_7_rows().items()}
    need = opponent_requirements(games, get_edition("2009"))
    assert need.norm_title_opponents == printed["mo"]
    assert need.title_holders == printed["title_holders"]
    assert need.min_rated == printed["min_rated"]
    if games >= 9:
        assert need.max_own_federation == printed["max_own_federation"]
        assert need.max_one_federation == printed["max_one_federation"]
    else:
        # "N/A"/"Irrelevant": 7- and 8-game norms exist only in team events and cups (decisions.md 17).
        assert printed["max_own_federation"] is printed["max_one_federation"] is None
    assert need.min_other_federations == 2


@pytest.mark.parametrize("games", [10, 12, 14, 16, 18])
def test_1_7_double_round_robin_columns_count_distinct_opponents(games):
    printed = compact_double_round_robin_columns()[games]
    need = opponent_requirements(games // 2, get_edition("2009"))
    assert need.norm_title_opponents == printed["mo"]
    assert need.title_holders == printed["title_holders"]
    assert need.max_unrated == printed["max_unrated"]
    assert need.max_own_federation == printed["max_own_federation"]
    assert need.max_one_federation == printed["max_one_federation"]


# 001 §1.45: "точні цифри див. в таблиці 1.7" (exact figures in table 1.7), which rounds minimums up: 4 GMs of 10.
@pytest.mark.parametrize(("games", "mo"), [(9, 3), (10, 4), (11, 4), (12, 4), (13, 5), (16, 6), (19, 7)])
def test_1_45_2014_rounds_the_minimum_third_up_as_table_1_7(games, mo):
    assert opponent_requirements(games, get_edition("2014")).norm_title_opponents == mo


@pytest.mark.parametrize("games", GAMES)
def test_1_44_2014_counts_as_2009_but_has_no_unrated_maximum(games):
    in_2009 = opponent_requirements(games, get_edition("2009"))
    in_2014 = opponent_requirements(games, get_edition("2014"))
    assert in_2014.norm_title_opponents == in_2009.norm_title_opponents
    assert in_2014.title_holders == in_2009.title_holders
    assert in_2014.max_own_federation == in_2009.max_own_federation
    assert in_2014.max_one_federation == in_2009.max_one_federation
    # 001's 1.46a is the rating-list rule: no 20 % maximum of unrated opponents (as 2024).
    assert in_2014.max_unrated == games and in_2009.max_unrated == (games + 1) // 5
