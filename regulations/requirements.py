"""Table 1.7: how many opponents of each kind a norm needs, derived from the fractions of 1.43–1.46.

The seed prints the table; the numbers follow from the rules (minimums rounded per 1.44, maximums
rounded down), so they are computed here and the tests compare them with the print. In a double round
robin every count is over distinct opponents (1.45f and the DR columns), so ``opponents`` is then half
the number of games.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .editions import Edition, Rule

__all__ = ["OpponentRequirements", "opponent_requirements"]

_MINIMUM_NORM_TITLE_OPPONENTS = 3
_OTHER_FEDERATIONS = 2


@dataclass(frozen=True)
class OpponentRequirements:
    opponents: int
    norm_title_opponents: int  # MO, 1.45b–e: 1/3, at least 3
    title_holders: int  # TH, 1.45a: 50 %
    max_unrated: int  # 1.46a: 20 % of (opponents + 1); every opponent where the edition has no maximum (2024)
    min_rated: int
    max_own_federation: int  # 1.44a: 3/5
    max_one_federation: int  # 1.44a: 2/3
    min_other_federations: int  # 1.43


def opponent_requirements(opponents: int, edition: Edition) -> OpponentRequirements:
    rounding = edition.minimum_rounding
    max_unrated = (opponents + 1) // 5 if edition.has(Rule.UNRATED_MAXIMUM) else opponents
    return OpponentRequirements(
        opponents=opponents,
        norm_title_opponents=max(_MINIMUM_NORM_TITLE_OPPONENTS, rounding.apply(Fraction(opponents, 3))),
        title_holders=rounding.apply(Fraction(opponents, 2)),
        max_unrated=max_unrated,
        min_rated=opponents - max_unrated,
        max_own_federation=3 * opponents // 5,
        max_one_federation=2 * opponents // 3,
        min_other_federations=_OTHER_FEDERATIONS,
    )
