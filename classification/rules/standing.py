"""A player's standing on a day, from the recorded history: the latest step, the candidate points and
failures of the current period, then every lapse up to that day (Conf. 2, 5, 6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .categories import Category
from .confirmation import lapse
from .facts import Standing
from .verdict import Change

__all__ = ["FailureRecord", "HistoryStep", "PointRecord", "standing_on"]

MAX_CANDIDATE_POINTS = 2  # Conf. 5


@dataclass(frozen=True)
class HistoryStep:
    category: Category
    effective_on: date
    expires_on: date | None
    lifetime: bool = False
    correspondence: bool = False


@dataclass(frozen=True)
class PointRecord:
    earned_on: date
    expires_on: date
    removed_on: date | None = None


@dataclass(frozen=True)
class FailureRecord:
    category: Category
    occurred_on: date
    severe: bool


def standing_on(
    day: date,
    history: Sequence[HistoryStep],
    points: Sequence[PointRecord] = (),
    failures: Sequence[FailureRecord] = (),
    national_rating: int | None = None,
    sex: str = "",
) -> tuple[Standing, tuple[Change, ...]]:
    """The standing on ``day`` and the lapses that led to it. ``history`` is in the order it happened."""
    steps = [step for step in history if step.effective_on <= day]
    if not steps:
        return Standing(national_rating=national_rating), ()
    current = steps[-1]
    held_since = _held_since(steps)
    current_failures = [failure for failure in failures if _in_period(failure, current, day)]
    standing = Standing(
        category=current.category,
        candidate_points=_valid_points(points, held_since, day) if current.category is Category.FIRST else 0,
        lifetime=current.lifetime,
        failures=len(current_failures),
        severe_failures=sum(1 for failure in current_failures if failure.severe),
        correspondence=current.correspondence,
        expires_on=current.expires_on,
        held_since=held_since,
        national_rating=national_rating,
    )
    return lapse(standing, day, sex)


def _held_since(steps: Sequence[HistoryStep]) -> date:
    """Conf. 7: the start of the unbroken run of the current category."""
    category = steps[-1].category
    start = steps[-1].effective_on
    for step in reversed(steps):
        if step.category is not category:
            break
        start = step.effective_on
    return start


def _in_period(failure: FailureRecord, current: HistoryStep, day: date) -> bool:
    # A failure counts against the category it was recorded for, from the start of the current period: the
    # failure that caused a demotion belongs to the category left, and a confirmation starts afresh.
    return failure.category is current.category and current.effective_on <= failure.occurred_on <= day


def _valid_points(points: Sequence[PointRecord], held_since: date, day: date) -> int:
    """Conf. 5: at most two, each valid three years; only those earned while holding the first category."""
    valid = sum(
        1
        for point in points
        if held_since <= point.earned_on <= day < point.expires_on
        and (point.removed_on is None or point.removed_on > day)
    )
    return min(valid, MAX_CANDIDATE_POINTS)
