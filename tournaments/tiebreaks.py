"""Tie-breaks and ranks computed from the results, for files that give none. Pure Python, no Django.

Buchholz: the sum of the final scores of the opponents met (games over the board and forfeits against a
present opponent). Sonneborn-Berger: the sum of those scores weighted by the result against each
(1, ½ or 0). Progressive: the sum of the running score after each round. Unplayed rounds are not adjusted
(no virtual opponent): what the figures mean is said on the page.
"""

from dataclasses import dataclass
from decimal import Decimal
from typing import NamedTuple


class Round(NamedTuple):
    """A plain tuple: a big open's table makes 11,000 of them, which as frozen dataclasses cost twice as much."""

    opponent: int | None  # the opponent's start number, None for a bye or an absence
    points: Decimal


@dataclass(frozen=True)
class TieBreaks:
    buchholz: Decimal
    sonneborn_berger: Decimal
    progressive: Decimal


def tie_breaks(points: dict[int, Decimal], rounds: dict[int, list[Round]]) -> dict[int, TieBreaks]:
    """Tie-breaks of every player (by start number), from each player's rounds in order."""
    return {number: _player_tie_breaks(points, rounds.get(number, [])) for number in points}


def _player_tie_breaks(points: dict[int, Decimal], rounds: list[Round]) -> TieBreaks:
    met = [game for game in rounds if game.opponent is not None and game.opponent in points]
    running, progressive = Decimal(0), Decimal(0)
    for game in rounds:
        running += game.points
        progressive += running
    return TieBreaks(
        buchholz=sum((points[game.opponent] for game in met), Decimal(0)),
        sonneborn_berger=sum((points[game.opponent] * game.points for game in met), Decimal(0)),
        progressive=progressive,
    )


def ranks(points: dict[int, Decimal], breaks: dict[int, TieBreaks]) -> dict[int, int]:
    """Ranks by points, then Buchholz, Sonneborn-Berger and progressive; players equal on all share a rank."""

    def key(number: int) -> tuple:
        tb = breaks[number]
        return (-points[number], -tb.buchholz, -tb.sonneborn_berger, -tb.progressive)

    ordered = sorted(points, key=lambda number: (key(number), number))
    result: dict[int, int] = {}
    for position, number in enumerate(ordered, start=1):
        previous = ordered[position - 2] if position > 1 else None
        result[number] = result[previous] if previous is not None and key(previous) == key(number) else position
    return result
