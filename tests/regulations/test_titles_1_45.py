"""1.45 titles of opponents: title-holders, the norm title's third with the equivalences of 1.45c–e,
and double round robins (1.45f)."""

from datetime import date
from fractions import Fraction

import pytest

from regulations import Check, TournamentSystem, evaluate_norm

from .builders import ENDING_WITH_A_WIN, GM_NORM_9, IN_2014_EDITION, game, player, record, tournament


def with_titles(rows, *titles):
    return [
        (result, rating, title, federation) for (result, rating, _, federation), title in zip(rows, titles, strict=True)
    ]


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def test_1_45a_half_the_opponents_must_hold_titles_other_than_cm_and_wcm():
    rows = with_titles(GM_NORM_9, "GM", "GM", "GM", "GM", "CM", "WCM", "", "", "")
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.45a") == Check(
        "1.45a", False, "4 title-holders (GM, IM, WGM, WIM, FM, WFM), 5 needed (half of 9, rounded up)"
    )


def test_1_45b_a_third_of_the_opponents_and_at_least_three_must_be_gms():
    rows = with_titles(GM_NORM_9, "GM", "GM", "IM", "IM", "IM", "FM", "", "", "")
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.45b") == Check(
        "1.45b", False, "2 GM opponents, 3 needed (a third of 9, rounded up, at least 3)"
    )


# An IM norm: 6/9 against 2351 gives Rp 2476. Two GMs, three FMs.
IM_NORM_9 = [
    ("½", 2500, "GM", "GER"),
    ("½", 2480, "GM", "FRA"),
    ("½", 2400, "FM", "NED"),
    ("½", 2380, "FM", "ESP"),
    ("1", 2350, "FM", "ITA"),
    ("1", 2300, "", "ENG"),
    ("1", 2300, "", "ENG"),
    ("1", 2250, "", "GER"),
    ("0", 2200, "", "FRA"),
]


def test_1_45c_two_gms_count_as_three_ims():
    verdict = evaluate_norm(tournament(), player(title="FM"), record(IM_NORM_9), "IM")
    assert verdict.achieved
    assert (
        check(verdict, "1.45c").detail == "3 IM opponents (2 GM × 1½), 3 needed (a third of 9, rounded up, at least 3)"
    )


def test_1_45c_one_gm_and_one_im_are_not_enough():
    rows = with_titles(IM_NORM_9, "GM", "IM", "FM", "FM", "FM", "", "", "", "")
    verdict = evaluate_norm(tournament(), player(title="FM"), record(rows), "IM")
    assert not verdict.achieved
    assert check(verdict, "1.45c").detail.startswith("2½ IM opponents (1 GM × 1½ + 1 IM), 3 needed")


def test_1_45c_2014_counts_a_gm_as_one_im_and_notes_the_reading():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(title="FM"), record(IM_NORM_9), "IM")
    assert not verdict.achieved
    detail = check(verdict, "1.45c").detail
    assert detail.startswith(
        "2 IM opponents (2 GM), 3 needed (a third of 9, rounded up, at least 3)"
    )
    assert "[2014: the text names only IMs; GMs count too" in detail
    three = with_titles(IM_NORM_9, "GM", "GM", "GM", "FM", "FM", "", "", "", "")
    assert evaluate_norm(tournament(start=IN_2014_EDITION), player(title="FM"), record(three), "IM").achieved


# A women's norm: 6½/9 against 2250 is a WGM norm (Rp 2416) and a WIM norm.
WOMENS_NORM_9 = [
    ("½", 2450, "GM", "GER"),
    ("½", 2400, "IM", "FRA"),
    ("1", 2350, "FM", "NED"),
    ("½", 2250, "WIM", "ESP"),
    ("1", 2200, "WIM", "ITA"),
    ("1", 2200, "", "ENG"),
    ("½", 2150, "", "ENG"),
    ("1", 2150, "", "GER"),
    ("½", 2100, "", "FRA"),
]
WOMAN = player(sex="F", title="WFM", rating=2200)


def test_1_45d_a_gm_counts_as_one_and_a_half_wgm_an_im_or_fm_as_one():
    verdict = evaluate_norm(tournament(), WOMAN, record(WOMENS_NORM_9), "WGM")
    assert verdict.achieved
    assert check(verdict, "1.45d").detail.startswith("3½ WGM opponents (1 GM × 1½ + 1 FM + 1 IM), 3 needed")


def test_1_45d_2014_counts_gm_and_im_but_not_fm():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), WOMAN, record(WOMENS_NORM_9), "WGM")
    assert not verdict.achieved
    assert check(verdict, "1.45d").detail.startswith("2 WGM opponents (1 GM + 1 IM), 3 needed")


@pytest.mark.parametrize(
    ("titles", "count", "ok"),
    [
        (("GM", "", "FM", "", ""), "3½", True),  # GM = 2, FM = 1.5
        (("", "IM", "", "WGM", ""), "3", True),  # IM = 1.5, WGM = 1.5
        (("", "", "", "WGM", "WIM"), "2½", False),
        (("", "", "", "WIM", "WIM"), "2", False),
    ],
)
def test_1_45e_wim_equivalents(titles, count, ok):
    titled = with_titles(WOMENS_NORM_9, *titles, "WFM", "WFM", "WFM", "WFM")
    verdict = evaluate_norm(tournament(), WOMAN, record(titled), "WIM")
    assert check(verdict, "1.45e").ok is ok
    assert check(verdict, "1.45e").detail.startswith(f"{count} WIM opponents")


def test_1_45e_2014_counts_one_each_for_wim_wgm_im_gm():
    titled = with_titles(WOMENS_NORM_9, "GM", "IM", "FM", "WIM", "", "", "", "", "")
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), WOMAN, record(titled), "WIM")
    assert check(verdict, "1.45e").detail.startswith("3 WIM opponents (1 GM + 1 IM + 1 WIM), 3 needed")


def test_1_45b_2014_a_third_of_ten_is_four_gms_as_in_2009():
    """001 §1.45 refers to table 1.7 for the exact figures ("точні цифри див. в таблиці 1.7"): 4 GMs of 10."""
    # The tenth game, a draw with an IM, is played first, so no game can be left out to help.
    three_gms = with_titles(ENDING_WITH_A_WIN, "", "GM", "GM", "GM", "IM", "IM", "FM", "", "")
    games = record([("½", 2620, "IM", "ITA")] + three_gms)
    for start in (date(2012, 3, 1), IN_2014_EDITION, date(2023, 12, 31)):
        verdict = evaluate_norm(tournament(rounds=10, start=start), player(), games, "GM")
        assert not verdict.achieved
        assert check(verdict, "1.45b").detail.startswith("3 GM opponents, 4 needed (a third of 10, rounded up")


# Six players, each met twice: 5½/10 against 2584 gives Rp 2620. Per game there would be 6 "GMs" of 10.
DOUBLE_ROUND_ROBIN_OF_SIX = [
    (2650, "GM", "GER"),
    (2620, "GM", "FRA"),
    (2600, "GM", "NED"),
    (2550, "IM", "ENG"),
    (2500, "IM", "ENG"),
]


def double_round_robin(opponents, results):
    cycle = len(opponents)
    return [
        game(round, result, *opponents[(round - 1) % cycle], opponent_id=200 + (round - 1) % cycle)
        for round, result in enumerate(results, 1)
    ]


def test_1_45f_a_double_round_robin_of_six_counts_each_opponent_once():
    games = double_round_robin(DOUBLE_ROUND_ROBIN_OF_SIX, "½½½1½½½½½½")
    verdict = evaluate_norm(tournament(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN), player(), games, "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score, verdict.average_rating, verdict.performance) == (
        10,
        Fraction(11, 2),
        2584,
        2620,
    )
    assert check(verdict, "1.45b").detail == "3 GM opponents, 3 needed (a third of 5, rounded up, at least 3)"
    assert check(verdict, "1.45a").detail.startswith("5 title-holders (GM, IM, WGM, WIM, FM, WFM), 3 needed (half of 5")
    assert check(verdict, "1.44a").detail.startswith("2 of 5 opponents from ENG, at most 3")
    assert check(verdict, "1.45f") == Check("1.45f", True, "6 players, 6 needed; opponents counted once each")


def test_1_45f_four_of_six_from_one_federation_is_too_many():
    # Table 1.7's "#": with 4 of 6 contestants from one federation, the other two cannot make a norm.
    opponents = [(rating, title, "GER") for rating, title, _ in DOUBLE_ROUND_ROBIN_OF_SIX[:4]] + [
        DOUBLE_ROUND_ROBIN_OF_SIX[4]
    ]
    games = double_round_robin(opponents, "½½½1½½½½½½")
    verdict = evaluate_norm(tournament(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN), player(), games, "GM")
    assert not verdict.achieved
    assert check(verdict, "1.44a").detail.endswith("most from one federation: 4 from GER, at most 3")


def test_1_45f_a_double_round_robin_needs_six_players():
    games = double_round_robin(DOUBLE_ROUND_ROBIN_OF_SIX[:4], "½½½1½½½½½½½½")
    five = tournament(rounds=12, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    verdict = evaluate_norm(five, player(), games, "GM")
    assert not verdict.achieved
    assert check(verdict, "1.45f") == Check("1.45f", False, "5 players, 6 needed; opponents counted once each")
