"""A certificate of another event, checked on its figures: every check's words and both sides of its threshold.

Figures are worked out by hand from the rules (2024 numbering unless a test says otherwise): Rp = Ra + dp(p)
with p to two decimals (1.4.8, 1.4.9: 6½/9 = .72 → dp 166, 6/9 = .67 → 125, 7/9 = .78 → 220, 3½/9 = .39 → −80);
1/3 of the opponents, at least 3, with the norm's title (1.4.5b–e); 50 % title-holders rounded up (1.4.5a); two
federations other than the player's (1.4.3); 35 % of the games (1.4.8b).
"""

import dataclasses
from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag
from regulations.outside_norms import OutsideNorm, outside_norm_checks

# 6½/9 against 2450: 2450 + 166 = 2616; 6½ is the least score that reaches 2600 (6/9 gives 2575).
GM_NORM_2024 = OutsideNorm(
    title="GM", start_date=date(2024, 3, 1), games=9, score=Fraction(13, 2), average_rating=2450,
    performance=2616, counts_as_games=9, title_holders=7, norm_title_opponents=3, other_federations=4,
)


def details(norm) -> dict[str, tuple[bool, str]]:
    return {check.rule: (check.ok, check.detail) for check in outside_norm_checks(norm)}


def failed(norm) -> list[str]:
    return [check.rule for check in outside_norm_checks(norm) if not check.ok]


def test_1_4_every_check_of_a_sound_gm_certificate_in_the_words_fide_reads():
    checks = outside_norm_checks(GM_NORM_2024)
    assert [(check.rule, check.ok, check.detail) for check in checks] == [
        ("1.4.1a", True, "9 games, at least 9"),
        ("1.4.8a", True, "average 2450, at least 2380"),
        ("1.4.8", True, "2450 + dp(6½/9) = 2616; at least 2600"),
        ("1.4.8b", True, "6½ of 9, at least 35 %"),
        ("1.4.5a", True, "7 title-holders, at least 5"),
        ("1.4.5b", True, "3 opponents with a title counting for GM, at least 3"),
        ("1.4.3", True, "4 federations other than the player's, at least 2"),
        ("1.4.1d", True, "counts as 9 games; 6½ against 6½ needed allows at most 9"),
    ]


def test_1_41_to_1_49_a_certificate_of_2012_is_numbered_by_the_2009_edition():
    norm = dataclasses.replace(GM_NORM_2024, start_date=date(2012, 5, 1))
    assert [check.rule for check in outside_norm_checks(norm)] == [
        "1.41a", "1.48a", "1.48", "1.49a", "1.45a", "1.45b", "1.43", "1.41c",
    ]


def test_1_22_and_1_41d_a_certificate_of_2016_is_numbered_by_the_2014_edition():
    norm = dataclasses.replace(GM_NORM_2024, start_date=date(2016, 5, 1))
    assert [check.rule for check in outside_norm_checks(norm)] == [
        "1.41a", "1.48a", "1.48", "1.22", "1.45a", "1.45b", "1.43", "1.41d",
    ]


# 1.4.1a: at least 9 games.
def test_1_4_1a_eight_games_of_an_ordinary_event_are_one_too_few():
    norm = dataclasses.replace(GM_NORM_2024, games=8, score=Fraction(6), performance=2643, counts_as_games=8)
    assert details(norm)["1.4.1a"] == (False, "8 games, at least 9")


# 1.4.1b: 7 games in world and continental team and club championships; 8 in the World Cup, counting as 9.
@pytest.mark.parametrize(
    "flag",
    [
        EventFlag.WORLD_TEAM_CHAMPIONSHIP,
        EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP,
        EventFlag.WORLD_CLUB_CHAMPIONSHIP,
        EventFlag.CONTINENTAL_CLUB_CHAMPIONSHIP,
    ],
)
def test_1_4_1b_seven_games_make_a_norm_in_a_team_or_club_championship(flag):
    # 5/7 = .71 → dp 158: 2450 + 158 = 2608; 4½/7 = .64 → 102 is short, so 5 is the score needed.
    norm = dataclasses.replace(
        GM_NORM_2024, games=7, score=Fraction(5), performance=2608, counts_as_games=7, flags=frozenset({flag})
    )
    assert failed(norm) == []
    assert details(norm)["1.4.1a"] == (True, "7 games, at least 7")
    assert details(dataclasses.replace(norm, games=6, score=Fraction(9, 2), performance=2643))["1.4.1a"] == (
        False, "6 games, at least 7",
    )


@pytest.mark.parametrize("flag", [EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CUP])
def test_1_4_1b_eight_games_of_a_world_cup_make_a_norm_and_seven_do_not(flag):
    # 6/8 = .75 → dp 193: 2643; 5½/8 = .69 → 141 is short.
    norm = dataclasses.replace(
        GM_NORM_2024, games=8, score=Fraction(6), performance=2643, counts_as_games=9, flags=frozenset({flag})
    )
    assert failed(norm) == []
    assert details(norm)["1.4.1a"] == (True, "8 games, at least 8")
    seven = dataclasses.replace(norm, games=7, score=Fraction(5), performance=2608, counts_as_games=7)
    assert details(seven)["1.4.1a"] == (False, "7 games, at least 8")


def test_1_4_1b_a_team_championship_is_not_a_cup_in_2009_nor_the_womens_world_cup_an_8_game_event():
    """2009's 1.41b names the Women's World Championship, not the Women's World Cup, for 8 games."""
    norm = dataclasses.replace(
        GM_NORM_2024, start_date=date(2012, 5, 1), games=8, score=Fraction(6), performance=2643, counts_as_games=9,
        flags=frozenset({EventFlag.WOMENS_WORLD_CUP}),
    )
    assert details(norm)["1.41a"] == (False, "8 games, at least 9")
    championship = dataclasses.replace(norm, flags=frozenset({EventFlag.WOMENS_WORLD_CHAMPIONSHIP}))
    assert details(championship)["1.41a"] == (True, "8 games, at least 8")


# 1.4.8a: the average at least 2380 for a GM norm.
def test_1_4_8a_an_average_of_2380_is_enough_and_2379_is_not():
    # 7/9 = .78 → dp 220: 2380 + 220 = 2600 exactly.
    at_minimum = dataclasses.replace(GM_NORM_2024, average_rating=2380, score=Fraction(7), performance=2600)
    assert failed(at_minimum) == []
    assert details(at_minimum)["1.4.8a"] == (True, "average 2380, at least 2380")
    # 7½/9 = .83 → dp 273: 2652 is performance enough, but the average is 1 short, and no score makes a norm.
    below = dataclasses.replace(GM_NORM_2024, average_rating=2379, score=Fraction(15, 2), performance=2652)
    assert failed(below) == ["1.4.8a", "1.4.1d"]
    assert details(below)["1.4.8a"] == (False, "average 2379, at least 2380")
    assert details(below)["1.4.1d"] == (False, "the score does not reach a norm against this average")


# 1.4.8: Rp = Ra + dp at least 2600, and as the certificate prints it.
def test_1_4_8_a_performance_of_exactly_2600_is_enough_and_2599_is_not():
    exactly = dataclasses.replace(GM_NORM_2024, average_rating=2475, score=Fraction(6), performance=2600)
    assert failed(exactly) == []
    assert details(exactly)["1.4.8"] == (True, "2475 + dp(6/9) = 2600; at least 2600")
    short = dataclasses.replace(GM_NORM_2024, average_rating=2474, score=Fraction(6), performance=2599)
    assert details(short)["1.4.8"] == (False, "2474 + dp(6/9) = 2599; at least 2600")
    # 6 against 2474 needs 6½ (dp 126 needed, 6/9 gives 125).
    assert failed(short) == ["1.4.8", "1.4.1d"]


def test_1_4_8_a_performance_the_certificate_misprints_is_named_beside_the_computed_one():
    assert details(dataclasses.replace(GM_NORM_2024, performance=2650))["1.4.8"] == (
        False, "2450 + dp(6½/9) = 2616, the certificate says 2650; at least 2600",
    )


def test_1_4_8_a_performance_that_follows_but_is_below_2600_fails_even_if_printed():
    # 6/9 against 2450: 2575, printed as such.
    norm = dataclasses.replace(GM_NORM_2024, score=Fraction(6), performance=2575)
    assert details(norm)["1.4.8"] == (False, "2450 + dp(6/9) = 2575; at least 2600")


@pytest.mark.parametrize(
    ("title", "average", "performance", "minimum_average", "minimum", "rule"),
    [
        ("IM", 2300, 2466, 2230, 2450, "1.4.5c"),
        ("WGM", 2250, 2416, 2180, 2400, "1.4.5d"),
        ("WIM", 2100, 2266, 2030, 2250, "1.4.5e"),
    ],
)
def test_1_4_8_and_1_4_5_each_title_has_its_own_minimums_and_opponents_rule(
    title, average, performance, minimum_average, minimum, rule
):
    """6½/9 = .72 → dp 166 over averages 70 above each title's minimum average."""
    norm = dataclasses.replace(GM_NORM_2024, title=title, average_rating=average, performance=performance)
    checks = details(norm)
    assert failed(norm) == []
    assert checks["1.4.8a"] == (True, f"average {average}, at least {minimum_average}")
    assert checks["1.4.8"] == (True, f"{average} + dp(6½/9) = {performance}; at least {minimum}")
    assert checks[rule] == (True, f"3 opponents with a title counting for {title}, at least 3")
    assert "1.4.5b" not in checks
    below = dataclasses.replace(norm, average_rating=minimum_average - 1, performance=minimum_average - 1 + 166)
    assert details(below)["1.4.8a"] == (False, f"average {minimum_average - 1}, at least {minimum_average}")


# 1.4.8b: at least 35 % of the games.
def test_1_4_8b_three_and_a_half_of_nine_is_35_percent_and_three_is_not():
    # 3½/9 = 38.9 %, .39 → dp −80: 2680 − 80 = 2600.
    enough = dataclasses.replace(GM_NORM_2024, average_rating=2680, score=Fraction(7, 2), performance=2600)
    assert failed(enough) == []
    assert details(enough)["1.4.8b"] == (True, "3½ of 9, at least 35 %")
    assert details(enough)["1.4.1d"] == (True, "counts as 9 games; 3½ against 3½ needed allows at most 9")
    # 3/9 = 33.3 %, .33 → dp −125: 2725 − 125 = 2600, a performance enough, but below 35 %.
    short = dataclasses.replace(GM_NORM_2024, average_rating=2725, score=Fraction(3), performance=2600)
    assert failed(short) == ["1.4.8b", "1.4.1d"]
    assert details(short)["1.4.8b"] == (False, "3 of 9, at least 35 %")


# 1.4.5a: half the opponents title-holders, rounded up.
def test_1_4_5a_five_title_holders_of_nine_are_enough_and_four_are_not():
    assert details(dataclasses.replace(GM_NORM_2024, title_holders=5))["1.4.5a"] == (True, "5 title-holders, at least 5")
    assert failed(dataclasses.replace(GM_NORM_2024, title_holders=4)) == ["1.4.5a"]
    assert details(dataclasses.replace(GM_NORM_2024, title_holders=4))["1.4.5a"] == (
        False, "4 title-holders, at least 5",
    )


# 1.4.5b: one third, at least 3, of the opponents GMs.
def test_1_4_5b_two_grandmasters_are_one_too_few_in_nine_games():
    assert details(dataclasses.replace(GM_NORM_2024, norm_title_opponents=2))["1.4.5b"] == (
        False, "2 opponents with a title counting for GM, at least 3",
    )


def test_1_4_5_thirteen_games_need_five_grandmasters_and_seven_title_holders():
    # 9½/13 = .73 → dp 175: 2450 + 175 = 2625; 9/13 = .69 → 141 is short.
    norm = dataclasses.replace(
        GM_NORM_2024, games=13, score=Fraction(19, 2), performance=2625, counts_as_games=13, title_holders=7,
        norm_title_opponents=5,
    )
    assert failed(norm) == []
    assert failed(dataclasses.replace(norm, title_holders=6, norm_title_opponents=4)) == ["1.4.5a", "1.4.5b"]
    assert details(dataclasses.replace(norm, norm_title_opponents=4))["1.4.5b"] == (
        False, "4 opponents with a title counting for GM, at least 5",
    )


# 1.4.3: two federations other than the player's, unless 1.4.3a–d exempts the event.
def test_1_4_3_two_other_federations_are_enough_and_one_is_not():
    assert details(dataclasses.replace(GM_NORM_2024, other_federations=2))["1.4.3"] == (
        True, "2 federations other than the player's, at least 2",
    )
    assert failed(dataclasses.replace(GM_NORM_2024, other_federations=1)) == ["1.4.3"]
    assert details(dataclasses.replace(GM_NORM_2024, other_federations=0))["1.4.3"] == (
        False, "0 federations other than the player's, at least 2, and no exemption",
    )


@pytest.mark.parametrize(
    ("flag", "exemption"),
    [
        (EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, "1.4.3a"),
        (EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL, "1.4.3a"),
        (EventFlag.NATIONAL_TEAM_CHAMPIONSHIP, "1.4.3b"),
        (EventFlag.ZONAL, "1.4.3c"),
        (EventFlag.SUBZONAL, "1.4.3c"),
    ],
)
def test_1_4_3a_to_c_the_kind_of_event_exempts_it_from_the_federation_mix(flag, exemption):
    norm = dataclasses.replace(GM_NORM_2024, other_federations=0, flags=frozenset({flag}))
    assert failed(norm) == []
    assert details(norm)["1.4.3"] == (True, f"0 other federations; exempt under {exemption}")


def test_1_4_3_an_exempt_event_that_meets_the_mix_anyway_says_so_without_the_exemption():
    norm = dataclasses.replace(GM_NORM_2024, other_federations=2, flags=frozenset({EventFlag.ZONAL}))
    assert details(norm)["1.4.3"] == (True, "2 federations other than the player's, at least 2")


def test_1_4_3d_the_exemption_the_certificate_names_is_taken_and_named():
    norm = dataclasses.replace(GM_NORM_2024, other_federations=0, exemption_used="1.4.3d")
    assert details(norm)["1.4.3"] == (True, "0 other federations; exempt under 1.4.3d")


def test_1_4_3_the_named_exemption_comes_before_the_one_the_kind_of_event_gives():
    norm = dataclasses.replace(
        GM_NORM_2024, other_federations=0, exemption_used="1.4.3d", flags=frozenset({EventFlag.ZONAL})
    )
    assert details(norm)["1.4.3"] == (True, "0 other federations; exempt under 1.4.3d")


@pytest.mark.parametrize(
    ("flag", "exemption"),
    [
        (EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, "1.43a"),
        (EventFlag.NATIONAL_TEAM_CHAMPIONSHIP, "1.43b"),
        (EventFlag.ZONAL, "1.43c"),
    ],
)
def test_1_43a_to_c_of_2009_exempt_finals_team_championships_and_zonals(flag, exemption):
    norm = dataclasses.replace(GM_NORM_2024, start_date=date(2012, 5, 1), other_federations=0, flags=frozenset({flag}))
    assert details(norm)["1.43"] == (True, f"0 other federations; exempt under {exemption}")


def test_1_43c_of_2009_exempts_zonals_only_not_subzonals():
    """000 §1.43c names zonal tournaments; 001 §1.43c (2014) adds the subzonals."""
    norm = dataclasses.replace(
        GM_NORM_2024, start_date=date(2012, 5, 1), other_federations=0, flags=frozenset({EventFlag.SUBZONAL})
    )
    assert details(norm)["1.43"] == (False, "0 federations other than the player's, at least 2, and no exemption")
    in_2016 = dataclasses.replace(norm, start_date=date(2016, 5, 1))
    assert details(in_2016)["1.43"] == (True, "0 other federations; exempt under 1.43c")


def test_1_4_3_an_event_of_no_exempt_kind_gives_no_exemption():
    norm = dataclasses.replace(GM_NORM_2024, other_federations=1, flags=frozenset({EventFlag.WORLD_CUP}))
    assert "1.4.3" in failed(norm)
