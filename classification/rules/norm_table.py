"""The coefficient → required-percentage table, which the seed does not print: data the commission keeps.

A row covers a closed range of K at two decimals (from ≤ K ≤ to); the seed's only row is K 2.81–2.81.
Where no row covers K, there is no norm: the caller says so and never interpolates.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction

from .categories import Target
from .check import NOTES, Check, gettext_noop, message

__all__ = ["NormRow", "find_row", "required_points", "row_problems"]


@dataclass(frozen=True)
class NormRow:
    coefficient_from: Decimal
    coefficient_to: Decimal
    # Only the norms the row gives; a missing target has no norm at this K.
    percents: Mapping[Target, Decimal] = field(default_factory=dict)

    def covers(self, coefficient: Decimal) -> bool:
        return self.coefficient_from <= coefficient <= self.coefficient_to


def find_row(rows: Iterable[NormRow], coefficient: Decimal) -> NormRow | None:
    return next((row for row in rows if row.covers(coefficient)), None)


def required_points(percent: Decimal, games: int) -> Fraction:
    """The percentage as a score: the nearest half point, a quarter rounding up.

    Notes: 73 % of 15 = 10.95 → 11 and 48 % of 15 = 7.2 → 7. Rounding up would make the second 7½,
    so the seed rounds to the nearest; the nearest half point keeps 50 % of 9 at 4½, a score one can make.
    """
    exact = Fraction(percent) * games / 100
    return Fraction(math.floor(2 * exact + Fraction(1, 2)), 2)


def row_problems(rows: Iterable[NormRow]) -> list[Check]:
    """What makes a set of rows unusable as one version of the table: reversed ranges, overlaps, bad values."""
    ordered = sorted(rows, key=lambda row: row.coefficient_from)
    problems = [problem for row in ordered for problem in _problems_of_row(row)]
    for lower, upper in zip(ordered, ordered[1:], strict=False):
        if upper.coefficient_from <= lower.coefficient_to:
            problems.append(
                Check(
                    NOTES,
                    False,
                    message(
                        gettext_noop("K %(lower)s and K %(upper)s overlap: a coefficient may fall in one row only"),
                        lower=_range(lower),
                        upper=_range(upper),
                    ),
                )
            )
    return problems


def _problems_of_row(row: NormRow) -> list[Check]:
    problems = []
    if row.coefficient_from > row.coefficient_to:
        problems.append(Check(NOTES, False, message(gettext_noop("K %(range)s: the range is reversed"), range=_range(row))))
    problems.extend(
        Check(
            NOTES,
            False,
            message(gettext_noop("K %(range)s: %(percent)s is not a percentage"), range=_range(row), percent=percent),
        )
        for percent in row.percents.values()
        if not Decimal(0) <= percent <= Decimal(100)
    )
    return problems


def _range(row: NormRow) -> str:
    return f"{row.coefficient_from}–{row.coefficient_to}"
