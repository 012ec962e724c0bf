"""The 1.49a table as the calculator prints it: each score's range of averages, its note where the printed table
stops early (17 games in 2009), and the editions that set no minimum scores (1990).

Against 9 games (1.48, p to two decimals, dp from the table; 1.48a; 35 % of 1.49a), a GM norm: 7 (.78 → 220) from
the minimum average 2380; 6½ (.72 → 166) from 2434; 6 (.67 → 125) from 2475; 5½ (.61 → 80) from 2520; 5 (.56 →
43) from 2557; 4½ (.50 → 0) from 2600; 4 (.44 → −43) from 2643; 3½ (.39 → −80, 38.9 %) from 2680; 3 is 33.3 %.
"""

from fractions import Fraction

import pytest

from regulations import norm_table
from regulations.editions import EDITION_2024


@pytest.mark.parametrize("edition", ["2009", "2014", EDITION_2024])
def test_1_49a_the_gm_column_for_9_games(edition):
    table = norm_table(9, edition, titles=("GM",))
    assert (table.games, table.titles, table.notes) == (9, ("GM",), ())
    assert table.edition == (edition if isinstance(edition, str) else "2024")
    assert [(row.score, row.range_for("GM").low, row.range_for("GM").high) for row in table.rows] == [
        (Fraction(7), 2380, 2433),
        (Fraction(13, 2), 2434, 2474),
        (Fraction(6), 2475, 2519),
        (Fraction(11, 2), 2520, 2556),
        (Fraction(5), 2557, 2599),
        (Fraction(9, 2), 2600, 2642),
        (Fraction(4), 2643, 2679),
        (Fraction(7, 2), 2680, None),
    ]


def test_1_49a_each_title_has_its_own_column_in_the_order_asked():
    row = norm_table(9, "2009", titles=("WIM", "GM")).rows[1]
    assert [(cell.title, cell.low, cell.high) for cell in row.ranges] == [("WIM", 2084, 2124), ("GM", 2434, 2474)]
    assert row.range_for("WIM").low == 2084


def test_1_49a_the_17_game_table_explains_the_row_the_print_lacks_word_for_word():
    """6/17 is 35.29 % (≥ 35 %), .35 → dp −110: GM 2710, IM 2560, WGM 2510, WIM 2360; 5½/17 is 32.4 %."""
    (note,) = norm_table(17, "2009").notes
    assert note == (
        "The printed 1.49a table for 17 games stops at 6½ points. Lower scores down to 6 still reach 35 % "
        "(6/17 = 35.3 %) and meet every other rule, so this table adds: 6 (GM ≥ 2710, IM ≥ 2560, WGM ≥ 2510, "
        "WIM ≥ 2360); the 6½ row is closed above accordingly."
    )
    (gm_only,) = norm_table(17, "2009", titles=("GM",)).notes
    assert "this table adds: 6 (GM ≥ 2710); the 6½ row" in gm_only


def test_1_49a_the_2014_and_2024_tables_for_17_games_have_no_note():
    """Only the 2009 print stops at 6½; the later editions print no table of their own here."""
    assert norm_table(17, "2014").notes == ()
    assert norm_table(17, "2024").notes == ()
    assert norm_table(17, "2024").rows[-1].score == 6


@pytest.mark.parametrize(
    ("titles", "missing"), [(("GM", "IM", "WGM", "WIM"), "GM, IM, WGM, WIM"), (("IM",), "IM")]
)
def test_1990_sets_no_minimum_scores_so_it_has_no_1_49a_table(titles, missing):
    with pytest.raises(ValueError, match=rf"^edition 1990 sets no minimum scores for {missing}$"):
        norm_table(9, "1990", titles=titles)


def test_2_5_of_2001_sets_no_35_percent_minimum_so_its_table_goes_down_to_nought():
    """2001 (002 §2.5): Rp at least 2601, no minimum score. Against 9 games: 1 (.11 → dp −351) from 2952, ½
    (.0556 → .06 → −444) from 3045, 0 (−800) from 3401; the 2009 table stops at 3½ (35 %)."""
    rows = norm_table(9, "2001", titles=("GM",)).rows
    assert [(row.score, row.range_for("GM").low, row.range_for("GM").high) for row in rows[-3:]] == [
        (Fraction(1), 2952, 3044),
        (Fraction(1, 2), 3045, 3400),
        (Fraction(0), 3401, None),
    ]
    assert norm_table(9, "2009", titles=("GM",)).rows[-1].score == Fraction(7, 2)


def test_1_49a_a_single_game_table_has_a_half_point_row():
    """½ of 1 game is 50 % (≥ 35 %) and gives dp 0: from 2600; the whole point (+800) from the minimum 2380."""
    rows = norm_table(1, "2009", titles=("GM",)).rows
    assert [(row.score, row.range_for("GM").low, row.range_for("GM").high) for row in rows] == [
        (Fraction(1), 2380, 2599),
        (Fraction(1, 2), 2600, None),
    ]
