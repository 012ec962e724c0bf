"""The calculators: the score a norm needs, and a forecast for a tournament in progress."""

from fractions import Fraction

import pytest

from regulations import forecast, minimum_score

from .builders import GM_NORM_9, player, record, tournament


@pytest.mark.parametrize(
    ("title", "average", "games", "expected"),
    [
        ("GM", 2491, 9, Fraction(6)),
        ("GM", 2450, 9, Fraction(13, 2)),  # table 1.49a: 6½ covers 2434–2474
        ("GM", 2433, 9, Fraction(7)),
        ("GM", 2379, 9, None),  # below the minimum average
        ("GM", 2710, 17, Fraction(6)),  # the row the printed 17-round table lacks
        ("WIM", 2030, 9, Fraction(7)),
        ("IM", 2421, 12, Fraction(13, 2)),
        ("GM", 2700, 13, Fraction(5)),  # 4½ would round p to .35 but is 34.6 %
    ],
)
def test_minimum_score(title, average, games, expected):
    assert minimum_score(title, average, games, "2009") == expected


def test_forecast_estimates_the_score_still_needed():
    # After 5 rounds of GM_NORM_9: 3/5 against an average of 2544 (14720/5 → 2544).
    verdicts = forecast(tournament(), player(), record(GM_NORM_9[:5]))
    gm = verdicts[0]
    assert (gm.title, gm.games_played, gm.rounds_remaining, gm.score, gm.average_rating) == ("GM", 5, 4, 3, 2544)
    assert gm.score_needed == minimum_score("GM", 2544, 9, "2009") == Fraction(11, 2)
    assert gm.needed_from_remaining == Fraction(5, 2)
    assert gm.reachable
    assert gm.note.startswith("estimate: assumes the remaining opponents average 2544")


def test_forecast_says_when_too_few_games_remain():
    (gm,) = forecast(tournament(rounds=9), player(), record(GM_NORM_9[:5]), rounds_remaining=2, titles=("GM",))
    assert not gm.reachable and gm.score_needed is None
    assert gm.note == "estimate: at most 7 games can be counted, 9 needed"


def test_forecast_before_the_first_game():
    (gm,) = forecast(tournament(), player(), [], titles=("GM",))
    assert not gm.reachable and gm.average_rating is None
