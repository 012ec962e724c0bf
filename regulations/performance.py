"""Average, performance and the score a norm needs (1.47, 1.48, 1.48a and the 35 % minimum)."""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from fractions import Fraction
from functools import cache

from .editions import Edition, as_edition
from .tables import Exact, dp, round_half_up

__all__ = [
    "average_rating",
    "lowest_average",
    "meets_minimum_score",
    "minimum_score",
    "performance",
]

_MINIMUM_SCORE_PERCENT = 35


def average_rating(ratings: Iterable[int]) -> int:
    """1.47: the opponents' ratings (after 1.46) averaged and rounded to the nearest, .5 up."""
    ratings = list(ratings)
    if not ratings:
        raise ValueError("no opponents to average")
    return round_half_up(Fraction(sum(ratings), len(ratings)))


def performance(average: int | Fraction, score: Exact, games: int) -> int | Fraction:
    """1.48: Rp = Ra + dp(p). With a rounded Ra the result is a whole number."""
    return average + dp(Fraction(score) / games)


def meets_minimum_score(score: Exact, games: int, percent: int = _MINIMUM_SCORE_PERCENT) -> bool:
    """35 % of the games (1.22, 1.49a), on the exact fraction: 4½ of 13 is 34.6 % and does not count. An
    edition may set another minimum (``Edition.minimum_score_percent``; 2001: none)."""
    score = Fraction(score)
    return 100 * score.numerator >= percent * games * score.denominator


def lowest_average(title: str, score: Exact, games: int, edition: Edition | str) -> int | None:
    """The lowest rounded average with which ``score`` in ``games`` makes a norm (None below 35 %).

    An integer Ra plus an integer dp reaches the minimum before rounding (e.g. 2599.5) exactly when it
    reaches the minimum after rounding (2600), so the rounded minimum is used.
    """
    edition = as_edition(edition)
    if not meets_minimum_score(score, games, edition.minimum_score_percent):
        return None
    needed_for_performance = edition.performance_minimum[title] - dp(Fraction(score) / games)
    return max(edition.minimum_average[title], needed_for_performance)


@cache
def _dp_by_half_points(games: int) -> tuple[int, ...]:
    return tuple(dp(Fraction(half_points, 2 * games)) for half_points in range(2 * games + 1))


def minimum_score(title: str, average: int, games: int, edition: Edition | str) -> Fraction | None:
    """The smallest score (in half points) that makes a norm against this rounded average, or None (also where
    the edition sets no minimum for the title: 1990, whose category table decides)."""
    edition = as_edition(edition)
    if games < 1 or not edition.has_norm_table(title) or average < edition.minimum_average[title]:
        return None
    dp_needed = edition.performance_minimum[title] - average
    lowest_allowed = -(-2 * edition.minimum_score_percent * games // 100)  # half points for 35 %, rounded up
    half_points = bisect.bisect_left(_dp_by_half_points(games), dp_needed, lo=lowest_allowed)
    return Fraction(half_points, 2) if half_points <= 2 * games else None
