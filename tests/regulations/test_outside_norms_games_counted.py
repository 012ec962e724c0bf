"""How many games a certificate's norm counts for: its games, one more per full point above the score needed
(2009 §1.41c, 2014 §1.41d, 2024 §1.4.1d), 9 for an 8-game World Cup norm (1.41b, 1.4.1b), 13 at most above 13
rounds (2009 §1.49 except world and continental championships; 2024 §1.7 without exception) and 20 for an
Olympiad norm (2009 §1.24, 2014 §1.23b; none in 2024).

Scores needed, worked out from dp (1.48, 1.4.9) against 2450 for a GM norm (dp 150 needed): 6½ of 9 (.72 → 166;
6/9 = .67 → 125), 6 of 8 (.75 → 193; 5½/8 = .69 → 141), 10 of 14 (.71 → 158; 9½/14 = .68 → 133).
"""

import dataclasses
from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag
from regulations.editions import EDITION_2009, EDITION_2024
from regulations.outside_norms import OutsideNorm, counts_as_at_most, outside_norm_checks

GM_NORM_2024 = OutsideNorm(
    title="GM", start_date=date(2024, 3, 1), games=9, score=Fraction(13, 2), average_rating=2450,
    performance=2616, counts_as_games=9, title_holders=7, norm_title_opponents=3, other_federations=4,
)
IN_2009_EDITION = date(2012, 5, 1)
IN_2014_EDITION = date(2016, 5, 1)


def counted_check(norm):
    (check,) = [check for check in outside_norm_checks(norm) if check.rule in ("1.41c", "1.41d", "1.4.1d")]
    return check.rule, check.ok, check.detail


@pytest.mark.parametrize(
    ("score", "printed", "performance", "most"),
    [
        (Fraction(13, 2), "6½", 2616, 9),  # the score needed: no extra game
        (Fraction(7), "7", 2670, 9),  # ½ above: no full point, no extra game (QC23); 7/9 = .78 → 220
        (Fraction(15, 2), "7½", 2723, 10),  # 1 above; .83 → 273
        (Fraction(8), "8", 2801, 10),  # 1½ above: one full point; .89 → 351
        (Fraction(17, 2), "8½", 2894, 11),  # 2 above; .94 → 444
    ],
)
def test_1_4_1d_each_full_point_above_the_score_needed_counts_one_game_more(score, printed, performance, most):
    norm = dataclasses.replace(GM_NORM_2024, score=score, performance=performance, counts_as_games=most)
    assert counts_as_at_most(norm) == most
    assert counted_check(norm) == (
        "1.4.1d", True, f"counts as {most} games; {printed} against 6½ needed allows at most {most}",
    )
    assert counted_check(dataclasses.replace(norm, counts_as_games=most + 1)) == (
        "1.4.1d", False, f"counts as {most + 1} games; {printed} against 6½ needed allows at most {most}",
    )


def test_1_4_1d_a_score_below_the_one_needed_makes_no_norm_to_count():
    norm = dataclasses.replace(GM_NORM_2024, score=Fraction(6), performance=2575)
    assert counts_as_at_most(norm) is None
    assert counted_check(norm) == ("1.4.1d", False, "the score does not reach a norm against this average")


def test_1_4_1d_an_average_below_the_minimum_makes_no_norm_to_count():
    assert counts_as_at_most(dataclasses.replace(GM_NORM_2024, average_rating=2379)) is None


@pytest.mark.parametrize("flag", [EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CUP])
def test_1_4_1b_an_8_game_world_cup_norm_counts_as_9_and_a_full_point_more_as_10(flag):
    norm = dataclasses.replace(
        GM_NORM_2024, games=8, score=Fraction(6), performance=2643, counts_as_games=9, flags=frozenset({flag})
    )
    assert counts_as_at_most(norm) == 9
    assert counted_check(norm) == ("1.4.1d", True, "counts as 9 games; 6 against 6 needed allows at most 9")
    # 7/8 = .88 → dp 336: a full point above 6.
    assert counts_as_at_most(dataclasses.replace(norm, score=Fraction(7), performance=2786)) == 10


def test_1_4_1b_eight_games_of_an_ordinary_event_count_as_eight():
    """Only the World Cup's 8 games count as 9; elsewhere 8 games make no norm (1.4.1a) and count as 8."""
    norm = dataclasses.replace(GM_NORM_2024, games=8, score=Fraction(6), performance=2643, counts_as_games=8)
    assert counts_as_at_most(norm) == 8


def test_1_4_1b_a_world_cup_norm_of_nine_or_more_games_counts_its_games():
    # 10/12 = .83 → dp 273; 8/12 = .67 → 125 short, 8½/12 = .71 → 158: 8½ needed, 1½ above it.
    norm = dataclasses.replace(
        GM_NORM_2024, games=12, score=Fraction(10), performance=2723, counts_as_games=13,
        flags=frozenset({EventFlag.WORLD_CUP}),
    )
    assert counts_as_at_most(norm) == 13


def test_1_4_1b_a_7_game_team_championship_norm_counts_as_7():
    norm = dataclasses.replace(
        GM_NORM_2024, games=7, score=Fraction(5), performance=2608, counts_as_games=7,
        flags=frozenset({EventFlag.WORLD_TEAM_CHAMPIONSHIP}),
    )
    assert counts_as_at_most(norm) == 7


def test_1_7_a_norm_of_more_than_13_rounds_counts_as_13_in_2024_even_at_a_world_championship():
    norm = dataclasses.replace(GM_NORM_2024, games=14, score=Fraction(10), performance=2608, counts_as_games=13)
    assert counts_as_at_most(norm) == 13
    assert counted_check(norm) == ("1.4.1d", True, "counts as 13 games; 10 against 10 needed allows at most 13")
    # 11/14 = .79 → dp 230: one full point above 10.
    assert counts_as_at_most(dataclasses.replace(norm, score=Fraction(11), performance=2680)) == 14
    championship = dataclasses.replace(norm, flags=frozenset({EventFlag.WORLD_CHAMPIONSHIP}))
    assert counts_as_at_most(championship) == 13


def test_1_7_a_norm_of_13_rounds_counts_its_13_games():
    # 9½/13 = .73 → dp 175; 9/13 = .69 → 141 short.
    norm = dataclasses.replace(GM_NORM_2024, games=13, score=Fraction(19, 2), performance=2625, counts_as_games=13)
    assert counts_as_at_most(norm) == 13


@pytest.mark.parametrize("flag", [EventFlag.WORLD_CHAMPIONSHIP, EventFlag.CONTINENTAL_CHAMPIONSHIP])
@pytest.mark.parametrize("start", [IN_2009_EDITION, IN_2014_EDITION])
def test_1_49_world_and_continental_championships_count_every_game_in_2009_and_2014(flag, start):
    norm = dataclasses.replace(
        GM_NORM_2024, start_date=start, games=14, score=Fraction(10), performance=2608, counts_as_games=14,
        flags=frozenset({flag}),
    )
    assert counts_as_at_most(norm) == 14
    assert counts_as_at_most(dataclasses.replace(norm, flags=frozenset())) == 13


def test_1_24_an_olympiad_norm_counts_as_20_games_in_2009():
    norm = dataclasses.replace(
        GM_NORM_2024, start_date=IN_2009_EDITION, counts_as_games=20, flags=frozenset({EventFlag.OLYMPIAD})
    )
    assert counts_as_at_most(norm) == 20
    assert counted_check(norm) == ("1.41c", True, "counts as 20 games; 6½ against 6½ needed allows at most 20")
    assert counted_check(dataclasses.replace(norm, counts_as_games=21))[1] is False
    # 000's chart counts the continental team championships as the Olympiad.
    continental = dataclasses.replace(norm, flags=frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP}))
    assert counts_as_at_most(continental) == 20


def test_1_23b_of_2014_names_only_the_olympiad_for_20_games():
    olympiad = dataclasses.replace(
        GM_NORM_2024, start_date=IN_2014_EDITION, counts_as_games=20, flags=frozenset({EventFlag.OLYMPIAD})
    )
    assert counts_as_at_most(olympiad) == 20
    continental = dataclasses.replace(olympiad, flags=frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP}))
    assert counts_as_at_most(continental) == 9


def test_1_24_no_20_games_for_a_score_below_the_norm():
    norm = dataclasses.replace(
        GM_NORM_2024, start_date=IN_2009_EDITION, score=Fraction(6), performance=2575,
        flags=frozenset({EventFlag.OLYMPIAD}),
    )
    assert counts_as_at_most(norm) is None


def test_1_4_1d_2024_has_no_olympiad_rule_an_olympiad_norm_counts_its_games():
    norm = dataclasses.replace(GM_NORM_2024, flags=frozenset({EventFlag.OLYMPIAD}))
    assert counts_as_at_most(norm) == 9


def test_1_53_the_edition_given_decides_rather_than_the_start_date():
    olympiad_2012 = dataclasses.replace(GM_NORM_2024, start_date=IN_2009_EDITION, flags=frozenset({EventFlag.OLYMPIAD}))
    assert counts_as_at_most(olympiad_2012, EDITION_2024) == 9
    assert counts_as_at_most(dataclasses.replace(olympiad_2012, start_date=date(2024, 3, 1)), EDITION_2009) == 20
