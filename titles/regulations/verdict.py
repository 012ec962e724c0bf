"""What the engine answers: a verdict made of checks, each naming its rule in the edition applied."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

__all__ = ["Check", "DroppedRound", "NormVerdict"]


@dataclass(frozen=True)
class Check:
    """One requirement: the rule number of the edition applied, whether it holds, and what was needed and found."""

    rule: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class DroppedRound:
    """A round of the player's record that does not count, and the rule that takes it out."""

    round: int
    reason: str
    # True when the player may count it but the norm is better without it (1.42e/f); False when a rule
    # excludes it (1.42a–d).
    by_choice: bool = False


@dataclass(frozen=True)
class NormVerdict:
    title: str
    edition: str
    achieved: bool
    games: int
    # Games the norm is worth towards the total of 27 (1.41b–d, 1.24, 1.49); 0 when no norm is achieved.
    counts_as_games: int
    score: Fraction
    average_rating: int | None
    performance: int | None
    counted_rounds: tuple[int, ...]
    dropped_rounds: tuple[DroppedRound, ...]
    # The 1.43 exemption the norm relied on, or None; 1.43f needs at least one norm without one.
    exemption_used: str | None
    checks: tuple[Check, ...]
    # An Olympiad-type result (1.24 in 2009) that meets the performance rules but not the mix.
    performance_only: bool = False

    @property
    def failures(self) -> tuple[Check, ...]:
        return tuple(check for check in self.checks if not check.ok)
