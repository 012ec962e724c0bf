"""A player's plain figures in an event, apart from any title: what the cross-table shows beside the norms.

Games count when played over the board against an opponent (1.42: no forfeits, no byes); the average and
the performance (1.47, 1.48) are taken over the rated opponents among them, unraised by any floor.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .facts import GameFacts
from .performance import average_rating, performance

__all__ = ["PlayerFigures", "player_figures"]


@dataclass(frozen=True)
class PlayerFigures:
    games: int
    score: Fraction
    average_rating: int | None
    performance: int | None


def player_figures(games: Sequence[GameFacts]) -> PlayerFigures:
    counted = [game for game in games if game.kind.played_over_the_board and game.opponent_id is not None]
    rated = [game for game in counted if game.opponent_rating is not None]
    score = sum((game.result for game in counted), Fraction(0))
    if not rated:
        return PlayerFigures(len(counted), score, None, None)
    average = average_rating(game.opponent_rating for game in rated)
    rated_score = sum((game.result for game in rated), Fraction(0))
    return PlayerFigures(len(counted), score, average, performance(average, rated_score, len(rated)))
