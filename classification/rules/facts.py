"""What the regulations are told: an event, its participants with their national standing, and games.

Plain frozen values; the app maps its models onto them. Scores are Fractions, coefficients Decimals.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction

from .categories import Category

__all__ = ["EventFacts", "EventFormat", "Game", "JudgeCategory", "Participant", "Standing", "TimeControl"]


class EventFormat(enum.Enum):
    ROUND_ROBIN = "round_robin"
    SWISS = "swiss"
    TEAM = "team"


class TimeControl(enum.Enum):
    """The classes of time control the conditions distinguish, slowest last (Cond. 6, 8, 9)."""

    UNDER_ONE_HOUR = "under_one_hour"
    ONE_HOUR = "one_hour"
    TWO_HOURS = "two_hours"
    MASTER = "master"

    def at_least(self, other: TimeControl) -> bool:
        order = list(TimeControl)
        return order.index(self) >= order.index(other)


class JudgeCategory(enum.Enum):
    """The highest category of a judge on the panel (Cond. 12, 13), lowest first."""

    OTHER = "other"
    FIRST = "first"
    NATIONAL = "national"
    INTERNATIONAL = "international"

    def at_least(self, other: JudgeCategory) -> bool:
        order = list(JudgeCategory)
        return order.index(self) >= order.index(other)


@dataclass(frozen=True)
class Standing:
    """A player's national record on one day: category, candidate points, failures in the current period."""

    category: Category = Category.NONE
    candidate_points: int = 0
    lifetime: bool = False
    failures: int = 0
    # Failures that fell short of the next lower category's norm too (Conf. 6).
    severe_failures: int = 0
    # A category gained in correspondence play (Cond. 1, 15).
    correspondence: bool = False
    # The day the current period lapses; None: no expiry.
    expires_on: date | None = None
    # First day of the unbroken holding of this category (Conf. 7).
    held_since: date | None = None
    # The Ukrainian individual coefficient ("ІК") on the qualification commission's records.
    national_rating: int | None = None


@dataclass(frozen=True)
class Participant:
    id: int
    standing: Standing
    sex: str = ""  # "m", "f" or ""
    federation: str = ""
    fide_title: str = ""
    fide_rating: int | None = None
    birth_date: date | None = None
    birth_year: int | None = None
    withdrew: bool = False


@dataclass(frozen=True)
class Game:
    """One round of one player. Only games played over the board count; forfeits and byes are not games."""

    round: int
    opponent_id: int | None
    result: Fraction
    played: bool
    day: date | None = None


@dataclass(frozen=True)
class EventFacts:
    start_date: date
    end_date: date
    format: EventFormat
    participants: tuple[Participant, ...]
    rounds: int = 0  # scheduled (Conf. 2 counts them for a КМС gained in fewer than 10 games)
    time_control: TimeControl | None = None
    judges: int = 0
    highest_judge: JudgeCategory | None = None
    international: bool = False
    womens_event: bool = False
    clocks_and_scoresheets: bool = True
    # The МСУ norm in points, set for this event by the federation's qualification commission (Cond. 4).
    master_norm_points: Fraction | None = None
    # Games a day as the arbiter states it, used where the file gives no round dates (Cond. 9).
    declared_games_per_day: int | None = None
    # The coefficient of МСУ and МСМК participants, which the seed does not give (a setting of the app).
    master_coefficient: Decimal = Decimal("0")
    home_federation: str = "UKR"
