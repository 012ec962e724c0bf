"""The national ladder, the norms one can meet, and the participants' coefficients of the Notes."""

from __future__ import annotations

import enum
from decimal import Decimal

__all__ = [
    "CATEGORY_OF_TARGET",
    "COEFFICIENTS",
    "FIRST_WITH_TWO_POINTS_COEFFICIENT",
    "LADDER",
    "MASTER_CATEGORIES",
    "TABLE_TARGETS",
    "Category",
    "Target",
]


class Category(enum.Enum):
    """A national category ("розряд") or title ("звання"); the values are what the database stores."""

    NONE = "none"
    YOUTH = "youth"
    THIRD = "III"
    SECOND = "II"
    FIRST = "I"
    CANDIDATE_MASTER = "KMS"
    MASTER = "MSU"
    INTERNATIONAL_MASTER = "MSMK"

    @property
    def rank(self) -> int:
        return LADDER.index(self)

    def at_least(self, other: Category) -> bool:
        return self.rank >= other.rank

    @property
    def one_lower(self) -> Category:
        return LADDER[max(self.rank - 1, 0)]


LADDER = tuple(Category)
MASTER_CATEGORIES = frozenset({Category.MASTER, Category.INTERNATIONAL_MASTER})


class Target(enum.Enum):
    """A norm a player can meet in one event. A candidate point is a norm of its own (Cond. 8, 10)."""

    MASTER = "MSU"
    CANDIDATE_MASTER = "KMS"
    CANDIDATE_POINT = "point"
    FIRST = "I"
    SECOND = "II"
    THIRD = "III"
    YOUTH = "youth"


# The category a norm leads to; a candidate point keeps the first category (Conf. 5).
CATEGORY_OF_TARGET = {
    Target.MASTER: Category.MASTER,
    Target.CANDIDATE_MASTER: Category.CANDIDATE_MASTER,
    Target.CANDIDATE_POINT: Category.FIRST,
    Target.FIRST: Category.FIRST,
    Target.SECOND: Category.SECOND,
    Target.THIRD: Category.THIRD,
    Target.YOUTH: Category.YOUTH,
}
# The norms whose percentage the qualification commission's table gives; the МСУ norm it sets event by
# event (Cond. 4).
TABLE_TARGETS = (
    Target.CANDIDATE_MASTER,
    Target.CANDIDATE_POINT,
    Target.FIRST,
    Target.SECOND,
    Target.THIRD,
    Target.YOUTH,
)

# Notes. No value is given for МСУ and МСМК: the caller supplies it (a setting of the app).
COEFFICIENTS = {
    Category.NONE: Decimal("5.0"),
    Category.YOUTH: Decimal("4.0"),
    Category.THIRD: Decimal("3.0"),
    Category.SECOND: Decimal("2.0"),
    Category.FIRST: Decimal("1.0"),
    Category.CANDIDATE_MASTER: Decimal("0"),
}
FIRST_WITH_TWO_POINTS_COEFFICIENT = Decimal("0.75")
