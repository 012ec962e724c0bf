"""1.46 ratings of opponents (floor, unrated), 1.47 average, 1.48 performance and minimum average, 35 %."""

from datetime import date
from fractions import Fraction

import pytest

from regulations import Check, GameFacts, average_rating, evaluate_norm, performance

from .builders import ENDING_WITH_A_WIN, GM_NORM_9, IN_2014_EDITION, game, player, record, replaced, tournament


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def with_ratings(rows, *ratings):
    return [
        (result, rating, title, federation)
        for (result, _, title, federation), rating in zip(rows, ratings, strict=True)
    ]


def test_1_46a_at_most_20_percent_of_opponents_plus_one_may_be_unrated():
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, None, None, None)
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert check(verdict, "1.46a") == Check(
        "1.46a", False, "3 unrated opponents, at most 2 (20 % of 9 + 1); 6 rated, 7 needed"
    )


def test_1_46a_a_rating_of_zero_means_unrated():
    assert GameFacts(1, Fraction(1), opponent_rating=0).opponent_rating is None
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, 0, 0, 0)
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert not check(verdict, "1.46a").ok


def test_1_46c_only_the_lowest_opponent_is_raised():
    rows = replaced(replaced(GM_NORM_9, 6, ("1", 2100, "", "ENG")), 7, ("1", 2000, "", "ESP"))
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    # 22420 − 2430 − 2420 + 2100 + 2200 (2000 raised to the floor) = 21870 → 2430.
    assert verdict.average_rating == 2430
    assert check(verdict, "1.46c") == Check(
        "1.46c", True, "round 8: the lowest opponent, rated 2000, raised to the GM floor of 2200; nobody else is raised"
    )


def test_1_46c_a_gm_norm_raises_to_the_gm_floor_a_wgm_norm_to_the_wgm_floor():
    rows = replaced(GM_NORM_9, 8, ("0", 1900, "", "GER"))
    woman = player(sex="F", title="WGM")
    gm, wgm = (evaluate_norm(tournament(), woman, record(rows), title) for title in ("GM", "WGM"))
    assert gm.average_rating == average_rating([2600, 2580, 2560, 2500, 2480, 2450, 2430, 2420, 2200])
    assert wgm.average_rating == average_rating([2600, 2580, 2560, 2500, 2480, 2450, 2430, 2420, 2000])


def test_1_46c_2014_notes_where_the_gm_floor_comes_from():
    rows = replaced(GM_NORM_9, 8, ("0", 1900, "", "GER"))
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(rows), "GM")
    floor = check(verdict, "1.46b-c")
    assert "raised to the GM floor of 2200" in floor.detail
    assert "[2014: the text lists only the IM and WIM floors; the GM floor 2200 is the 2009 one]" in floor.detail


@pytest.mark.parametrize(
    ("start", "floor", "expected_average"),
    [
        (date(2013, 3, 1), None, 2311),  # (17600 + 2200 + 1000) / 9: 1000 from July 2012
        (date(2011, 3, 1), None, 2333),  # 1200 before
        (date(2013, 3, 1), 1400, 2356),  # the tournament's own list floor
    ],
)
def test_1_46d_unrated_opponents_count_at_the_lowest_published_rating(start, floor, expected_average):
    # Two unrated opponents: one is raised to the 2200 floor (1.46c), the other counts at the list floor.
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, 2430, None, None)
    verdict = evaluate_norm(tournament(start=start, rating_list_floor=floor), player(), record(rows), "GM")
    assert verdict.average_rating == expected_average
    assert "unrated opponents counted as:" in check(verdict, "1.46d").detail


def test_1_46d_an_older_edition_forced_on_a_2024_event_uses_the_lowest_rating_published_then():
    # FIDE's lowest published rating went from 1000 to 1400 with the list of March 2024.
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, 2430, None, None)
    for start, expected_average in ((date(2024, 2, 1), 2311), (date(2024, 3, 1), 2356)):
        verdict = evaluate_norm(tournament(start=start), player(), record(rows), "GM", edition="2014")
        assert verdict.average_rating == expected_average


def test_1_46e_an_unrated_titled_opponent_counts_at_the_titles_value():
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, None, 2450, 2430, 2420, None)  # the IM of round 5
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    # 2200 for the unrated IM (1.46e); the untitled unrated one (1000) is the lowest and is raised to 2200.
    assert verdict.average_rating == average_rating([2600, 2580, 2560, 2500, 2200, 2450, 2430, 2420, 2200])
    assert check(verdict, "1.46e").detail == "unrated opponents counted as: round 5 (IM) 2200"


def test_1_46e_2014_has_no_values_for_unrated_titled_opponents():
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, None, 2450, 2430, 2420, None)
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(rows), "GM")
    assert verdict.average_rating == average_rating([2600, 2580, 2560, 2500, 1000, 2450, 2430, 2420, 2200])
    assert all(check.rule != "1.46e" for check in verdict.checks)


def test_1_47b_an_average_ending_in_half_rounds_up():
    assert average_rating([2421, 2420]) == 2421
    assert average_rating([2421, 2420, 2420, 2420]) == 2420


# An IM norm exactly on the line: 12 opponents averaging 2420.5 (rounded to 2421) and 6½/12 (p = .54,
# dp = 29): Rp is 2449.5 before rounding the average, 2450 after. Wins come last, so no prefix helps.
IM_NORM_ON_THE_LINE = [
    ("0", 2450, "IM", "GER"),
    ("0", 2450, "IM", "FRA"),
    ("½", 2401, "", "ENG"),
    ("0", 2401, "", "ENG"),
    ("½", 2401, "", "GER"),
    ("½", 2401, "", "GER"),
    ("1", 2450, "IM", "NED"),
    ("1", 2450, "IM", "ESP"),
    ("0", 2420, "FM", "ENG"),
    ("1", 2420, "FM", "ENG"),
    ("1", 2401, "", "ENG"),
    ("1", 2401, "", "GER"),
]


def test_1_48_a_performance_of_exactly_2449_5_before_rounding_is_an_im_norm():
    verdict = evaluate_norm(tournament(rounds=12), player(title="FM"), record(IM_NORM_ON_THE_LINE), "IM")
    assert verdict.achieved
    assert (verdict.average_rating, verdict.performance) == (2421, 2450)
    assert check(verdict, "1.47").detail == "29046 / 12 = 2420.50, rounded to 2421"
    assert check(verdict, "1.48").detail.startswith(
        "Rp = 2421 +29 (dp at p = 54 %) = 2450, 2450 needed; before rounding the average 2449.50, 2449.50 needed"
    )


def test_1_48_a_performance_of_2449_4_before_rounding_is_not():
    rows = replaced(IM_NORM_ON_THE_LINE, 2, ("½", 2400, "", "ENG"))  # 29045 / 12 = 2420.42 → 2420
    verdict = evaluate_norm(tournament(rounds=12), player(title="FM"), record(rows), "IM")
    assert not verdict.achieved
    assert verdict.performance == 2449
    assert not check(verdict, "1.48").ok


def test_1_48_performance_adds_dp_to_the_average():
    assert performance(2491, 6, 9) == 2616
    assert performance(Fraction(4841, 2), Fraction(13, 2), 12) == Fraction(4899, 2)


# A WIM norm against an average of exactly 2030: 7/9 (p = .78, dp 220) gives Rp 2250.
WIM_NORM_AT_2030 = [
    ("1", 2100, "WIM", "GER"),
    ("½", 2100, "WIM", "FRA"),
    ("½", 2100, "WIM", "NED"),
    ("1", 2050, "WFM", "ESP"),
    ("½", 2050, "WFM", "ENG"),
    ("1", 1968, "", "ENG"),
    ("1", 1968, "", "ENG"),
    ("1", 1967, "", "GER"),
    ("½", 1967, "", "FRA"),
]


def test_1_48a_the_wim_minimum_average_is_2030():
    woman = player(sex="F", title="WFM", rating=2100)
    verdict = evaluate_norm(tournament(), woman, record(WIM_NORM_AT_2030), "WIM")
    assert verdict.achieved
    assert check(verdict, "1.48a") == Check("1.48a", True, "average 2030, 2030 needed")
    lower = replaced(WIM_NORM_AT_2030, 5, ("1", 1959, "", "ENG"))
    verdict = evaluate_norm(tournament(), woman, record(lower), "WIM")
    assert check(verdict, "1.48a") == Check("1.48a", False, "average 2029, 2030 needed")


@pytest.mark.parametrize(("title", "minimum"), [("GM", 2380), ("IM", 2230), ("WGM", 2180), ("WIM", 2030)])
def test_1_48a_minimum_averages_per_title(title, minimum):
    woman = player(sex="F", title="WGM", rating=2400)
    low = [(result, minimum - 1, opponent_title, federation) for result, _, opponent_title, federation in GM_NORM_9]
    verdict = evaluate_norm(tournament(), woman, record(low), title)
    assert check(verdict, "1.48a") == Check("1.48a", False, f"average {minimum - 1}, {minimum} needed")


def test_1_48_2014_notes_that_its_text_gives_no_values():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(GM_NORM_9), "GM")
    assert "[2014: 1.48 gives no values in the text" in check(verdict, "1.48").detail
    assert "[2014: 1.48a gives no values in the text" in check(verdict, "1.48a").detail


def test_1_49a_35_percent_is_judged_on_the_exact_score():
    # 4½/13 = 34.6 % although p rounds to .35; against 2720 the performance would be 2610.
    results = "000000001111½"
    games = [
        game(round, result, 2720, "GM", federation)
        for round, (result, federation) in enumerate(
            zip(
                results,
                ["GER", "FRA", "NED", "ESP", "ITA", "POL", "HUN", "USA", "CHN", "IND", "RUS", "UKR", "ARM"],
                strict=True,
            ),
            1,
        )
    ]
    verdict = evaluate_norm(tournament(rounds=13), player(), games, "GM")
    assert not verdict.achieved
    assert verdict.performance == 2610
    assert check(verdict, "1.49a") == Check("1.49a", False, "4½ of 13 = 34.62 %, 35 % needed")


def test_1_22_2014_numbers_the_35_percent_rule():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(ENDING_WITH_A_WIN), "GM")
    assert check(verdict, "1.22").ok
