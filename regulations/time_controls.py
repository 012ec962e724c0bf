"""Time controls as the clocks are set, and what each edition accepts of them (1.14 in 2009, 1.13 in 2014,
1.1.3 in 2024).

Each edition's rule is a function ``(control, start_date) -> (ok, why)`` that ``Edition.administration``
points at; ``tournament_rules.py`` turns its answer into a check.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from .messages import Message, gettext_noop, message

__all__ = [
    "Period",
    "TimeControl",
    "listed_in_2009",
    "minimum_of_2014",
    "two_hours_for_sixty_moves",
]

# The regulations measure time per game "on the basis of 60 moves" (2024 §1.1.2–1.1.3, 2009/2014 §1.12).
MOVES_OF_A_GAME = 60


@dataclass(frozen=True)
class Period:
    """``minutes`` for ``moves`` moves, or for the rest of the game when ``moves`` is None."""

    minutes: int
    moves: int | None = None


@dataclass(frozen=True)
class TimeControl:
    """One player's clock setting: periods, an increment per move from ``increment_from_move`` on, or a
    delay (which, unlike an increment, never adds time). Two controls are the same only if all of it is."""

    periods: tuple[Period, ...]
    increment_seconds: int = 0
    increment_from_move: int = 1
    delay_seconds: int = 0

    def __post_init__(self) -> None:
        if not self.periods or any(period.moves is None for period in self.periods[:-1]):
            raise ValueError("a time control needs periods, and only the last may be for the rest of the game")

    @property
    def base_minutes(self) -> int:
        return sum(period.minutes for period in self.periods)

    def minutes_for(self, moves: int = MOVES_OF_A_GAME) -> Fraction:
        """One player's time for a game of ``moves`` moves: the periods that begin by then, and the
        increment of every move from ``increment_from_move`` on."""
        minutes, first_move = Fraction(0), 1
        for period in self.periods:
            if first_move > moves:
                break
            minutes += period.minutes
            first_move += period.moves or moves
        incremented_moves = max(0, moves - self.increment_from_move + 1)
        return minutes + Fraction(self.increment_seconds * incremented_moves, 60)

    def describe(self) -> str:
        return str(self.description())

    def description(self) -> Message | str:
        """The control as arbiters write it: 90′/40 + 30′ + 30″/move."""
        parts = [f"{period.minutes}′" + (f"/{period.moves}" if period.moves else "") for period in self.periods]
        text = " + ".join(parts)
        if self.increment_seconds and self.increment_from_move != 1:
            text = message(
                gettext_noop("%(periods)s + %(seconds)s″/move from move %(move)s"), periods=text,
                seconds=self.increment_seconds, move=self.increment_from_move,
            )
        elif self.increment_seconds:
            text = message(gettext_noop("%(periods)s + %(seconds)s″/move"), periods=text, seconds=self.increment_seconds)
        if self.delay_seconds:
            text = message(gettext_noop("%(control)s, %(seconds)s″ delay"), control=text, seconds=self.delay_seconds)
        return text


# 2009 §1.14: the controls allowed, the first only until 31 December 2010.
_LISTED_2009 = (
    (TimeControl((Period(90),), increment_seconds=30), date(2010, 12, 31)),
    (TimeControl((Period(90, 40), Period(30)), increment_seconds=30), None),
    (TimeControl((Period(100, 40), Period(50, 20), Period(15)), increment_seconds=30), None),
    (TimeControl((Period(120, 40), Period(30))), None),
    (TimeControl((Period(120, 40), Period(60))), None),
    (TimeControl((Period(120, 40), Period(60, 20), Period(30))), None),
)


def listed_in_2009(control: TimeControl, start_date: date) -> tuple[bool, Message]:
    """2009 §1.14: one of the listed controls (90′ + 30″ only for events starting by 31 December 2010)."""
    for listed, until in _LISTED_2009:
        if control == listed:
            if until is not None and start_date > until:
                return False, message(
                    gettext_noop("%(control)s was allowed only until %(until)s"), control=control.description(),
                    until=str(until),
                )
            return True, message(gettext_noop("%(control)s is one of the listed controls"), control=control.description())
    return False, message(gettext_noop("%(control)s is not one of the listed controls"), control=control.description())


# 2014 §1.13 (001): at least 2 h + 30′ without an increment, or 90′ + 30″ a move with one.
_2014_WITHOUT_INCREMENT = 150
_2014_WITH_INCREMENT = 90
_2014_INCREMENT = 30


def minimum_of_2014(control: TimeControl, start_date: date) -> tuple[bool, Message]:
    """2014 §1.13: at least 150 minutes without an increment, or 90 minutes with 30 seconds a move."""
    with_increment = control.increment_seconds >= _2014_INCREMENT and control.base_minutes >= _2014_WITH_INCREMENT
    ok = with_increment or control.base_minutes >= _2014_WITHOUT_INCREMENT
    return ok, message(
        gettext_noop(
            "%(control)s: %(minutes)s minutes; at least %(without)s without an increment, or %(with_increment)s with "
            "%(increment)s″ a move"
        ),
        control=control.description(), minutes=control.base_minutes, without=_2014_WITHOUT_INCREMENT,
        with_increment=_2014_WITH_INCREMENT, increment=_2014_INCREMENT,
    )


_2024_MINUTES_FOR_SIXTY_MOVES = 120


def two_hours_for_sixty_moves(control: TimeControl, start_date: date) -> tuple[bool, Message]:
    """2024 §1.1.3: each player has at least 2 hours for all the moves of a 60-move game."""
    minutes = control.minutes_for()
    return minutes >= _2024_MINUTES_FOR_SIXTY_MOVES, message(
        gettext_noop("%(control)s: %(minutes)s minutes a player for %(moves)s moves, %(needed)s needed"),
        control=control.description(), minutes=f"{float(minutes):g}", moves=MOVES_OF_A_GAME,
        needed=_2024_MINUTES_FOR_SIXTY_MOVES,
    )
