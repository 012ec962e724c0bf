"""What the regulations answer: per norm, per player and per tournament, as frozen values."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction

from .categories import CATEGORY_OF_TARGET, Category, Target
from .check import Check
from .facts import Standing
from .norm_table import NormRow

__all__ = ["Change", "ChangeKind", "FailureVerdict", "NormStatus", "NormVerdict", "PlayerVerdict", "TournamentVerdict"]


class NormStatus(enum.Enum):
    ACHIEVED = "achieved"
    NOT_ACHIEVED = "not_achieved"
    # The norm itself is not known: no row for K, no figure in the row, or no МСУ norm set (Cond. 4).
    NO_NORM = "no_norm"


@dataclass(frozen=True)
class NormVerdict:
    target: Target
    percent: Decimal | None
    required: Fraction | None
    # Every condition but the score, which ``score_check`` judges.
    conditions: tuple[Check, ...]
    score_check: Check

    @property
    def status(self) -> NormStatus:
        if self.required is None:
            return NormStatus.NO_NORM
        return NormStatus.ACHIEVED if self.achieved else NormStatus.NOT_ACHIEVED

    @property
    def achieved(self) -> bool:
        return self.qualifies and self.score_check.ok

    @property
    def qualifies(self) -> bool:
        """The event could have given this norm: its figure is known and every condition but the score holds."""
        return self.required is not None and all(check.ok for check in self.conditions)

    @property
    def checks(self) -> tuple[Check, ...]:
        return (*self.conditions, self.score_check)


class ChangeKind(enum.Enum):
    CONFIRMED = "confirmed"
    DEMOTED = "demoted"
    EXPIRED = "expired"


@dataclass(frozen=True)
class Change:
    """A change of a player's standing that follows from the rules, not from an award."""

    kind: ChangeKind
    category: Category
    effective_on: date
    expires_on: date | None
    rule: str
    lifetime: bool = False
    # Candidate points that come with the change: a КМС lowered to I keeps two (Conf. 4).
    candidate_points: int = 0


@dataclass(frozen=True)
class FailureVerdict:
    """A failure ("неуспіх", Conf. 4–6) in one event, against the category the player held."""

    category: Category
    # Also short of the next lower category's norm (Conf. 6: a first-category player failing the II norm).
    severe: bool
    score: Fraction
    threshold: Fraction
    check: Check


@dataclass(frozen=True)
class PlayerVerdict:
    participant_id: int
    standing: Standing
    counted_category: Category
    coefficient: Decimal
    games: int
    score: Fraction
    age: int | None
    # Conditions of the player rather than of one norm (Cond. 14, 20); each norm's conditions include them.
    player_checks: tuple[Check, ...]
    norms: tuple[NormVerdict, ...]
    failure: FailureVerdict | None
    # What the rules change by themselves: a confirmation (Conf. 1, 7) or a demotion after failures (Conf. 4, 6).
    changes: tuple[Change, ...]
    # Candidate points a first-category player loses with this failure (Conf. 5).
    points_removed: int

    def norm(self, target: Target) -> NormVerdict:
        return next(verdict for verdict in self.norms if verdict.target is target)

    @property
    def best_new_norm(self) -> NormVerdict | None:
        """The highest norm achieved that would raise the player: a higher category, or a candidate point for a
        first-category player (Conf. 5). Such norms need an award (Cond. 10, 11, 16, 17)."""
        return next((verdict for verdict in self.norms if verdict.achieved and self._raises(verdict.target)), None)

    def _raises(self, target: Target) -> bool:
        if target is Target.CANDIDATE_POINT:
            return self.standing.category is Category.FIRST
        return CATEGORY_OF_TARGET[target].rank > self.standing.category.rank

    @property
    def confirmed(self) -> bool:
        return any(change.kind is ChangeKind.CONFIRMED for change in self.changes)


@dataclass(frozen=True)
class TournamentVerdict:
    coefficient: Decimal
    row: NormRow | None
    players: tuple[PlayerVerdict, ...]
