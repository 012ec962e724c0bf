"""Tables shared by the editions, and the exact rounding they are read with.

All arithmetic is on ``Fraction``: a float reads 5/8 = 0.625 as 0.62, and similar slips give wrong dp
values at 57 %, 58 % and 28 %.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from fractions import Fraction

__all__ = [
    "dp",
    "dp_for_score",
    "lowest_published_rating",
    "percentage_points",
    "round_half_up",
    "rounded_ratio",
]

Exact = int | Fraction | Decimal

# 1.48 (2009) / table 10.1a of B.02: dp for p = .50, .51, … 1.00. Below .50, dp(p) = −dp(1 − p);
# the seed prints all 101 rows and they are symmetric.
_DP_FROM_50_PERCENT = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    800,
)  # fmt: skip


def rounded_ratio(numerator: int, denominator: int) -> int:
    """numerator / denominator (denominator > 0) to the nearest integer, .5 upwards (1.47b), in integers."""
    return (2 * numerator + denominator) // (2 * denominator)


def round_half_up(value: Exact) -> int:
    """Nearest integer, .5 upwards (1.47b)."""
    value = Fraction(value)
    return rounded_ratio(value.numerator, value.denominator)


def percentage_points(p: Exact) -> int:
    """p as a whole percentage, rounded half up: the two decimals the dp table is read with."""
    if isinstance(p, float):
        raise TypeError("pass p as a Fraction, Decimal or int: a float cannot hold 0.575 exactly")
    p = Fraction(p)
    percent = rounded_ratio(100 * p.numerator, p.denominator)
    if not 0 <= percent <= 100:
        raise ValueError(f"p must lie between 0 and 1, not {p}")
    return percent


def _dp_at(percent: int) -> int:
    return _DP_FROM_50_PERCENT[percent - 50] if percent >= 50 else -_DP_FROM_50_PERCENT[50 - percent]


def dp(p: Exact) -> int:
    """The rating difference for a fractional score p (1.48)."""
    return _dp_at(percentage_points(p))


def dp_for_score(score: Fraction, games: int) -> int:
    """dp(score / games), in integers: the engine's hot path."""
    return _dp_at(rounded_ratio(100 * score.numerator, score.denominator * games))


# The lowest rating FIDE published, which 1.46d (2009) assigns to unrated opponents. It was lowered to
# 1000 with the list of July 2012 (1200 before that is our reading for the 2009 edition's first years) and
# raised to 1400 with the list of March 2024 (shared/docs/fide-rating-lists.md); the last matters only when
# an older edition is forced on a recent event.
_LOWEST_PUBLISHED_RATING = ((date(2024, 3, 1), 1400), (date(2012, 7, 1), 1000), (date.min, 1200))


def lowest_published_rating(on: date) -> int:
    return next(rating for since, rating in _LOWEST_PUBLISHED_RATING if on >= since)
