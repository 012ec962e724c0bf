"""The tournament coefficient K of the Notes, and the category each participant counts as."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from .categories import COEFFICIENTS, FIRST_WITH_TWO_POINTS_COEFFICIENT, MASTER_CATEGORIES, Category
from .facts import Standing

__all__ = [
    "CORRESPONDENCE_CANDIDATE_MASTER_RATING",
    "LIFETIME_FAILURES_THAT_LOWER",
    "counted_category",
    "participant_coefficient",
    "tournament_coefficient",
]

# Cond. 15: correspondence КМС "with an ІК over 2200" count as over-the-board КМС.
CORRESPONDENCE_CANDIDATE_MASTER_RATING = 2200
# Conf. 7: a lifetime КМС with two failures, or a lifetime first-category player with three, counts one
# category lower; Conf. 8: such КМС are not КМС opponents either.
LIFETIME_FAILURES_THAT_LOWER = {Category.CANDIDATE_MASTER: 2, Category.FIRST: 3}
K_PLACES = Decimal("0.01")


def counted_category(standing: Standing) -> Category:
    """The category a participant counts as in an over-the-board event: for K and as an opponent."""
    if standing.correspondence:
        return _correspondence_category(standing)
    lowering_failures = LIFETIME_FAILURES_THAT_LOWER.get(standing.category)
    if standing.lifetime and lowering_failures is not None and standing.failures >= lowering_failures:
        return standing.category.one_lower
    return standing.category


def _correspondence_category(standing: Standing) -> Category:
    """Cond. 1: the rules hold within one kind of play, so a correspondence category does not count over the
    board; Cond. 15 makes the one exception, КМС with an ІК over 2200."""
    rating = standing.national_rating or 0
    if standing.category is Category.CANDIDATE_MASTER and rating > CORRESPONDENCE_CANDIDATE_MASTER_RATING:
        return Category.CANDIDATE_MASTER
    return Category.NONE


def participant_coefficient(standing: Standing, master_coefficient: Decimal) -> Decimal:
    category = counted_category(standing)
    if category in MASTER_CATEGORIES:
        return master_coefficient
    if category is Category.FIRST and standing.category is Category.FIRST and standing.candidate_points >= 2:
        return FIRST_WITH_TWO_POINTS_COEFFICIENT
    return COEFFICIENTS[category]


def tournament_coefficient(standings: Iterable[Standing], master_coefficient: Decimal) -> Decimal:
    """The mean of the participants' coefficients, to two decimals, half up: 45/16 = 2.8125 gives 2.81."""
    coefficients = [participant_coefficient(standing, master_coefficient) for standing in standings]
    if not coefficients:
        raise ValueError("a tournament coefficient needs at least one participant")
    return (sum(coefficients) / len(coefficients)).quantize(K_PLACES, rounding=ROUND_HALF_UP)
