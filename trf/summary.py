"""Counts an administrator checks an imported file against (and the sample tests assert)."""

from __future__ import annotations

from collections import Counter

from .records import GameKind, TrfTournament

_BYE_NAMES: dict[GameKind, str] = {
    GameKind.BYE_HALF: "half",
    GameKind.BYE_FULL: "full",
    GameKind.BYE_PAIRING: "pairing_allocated",
    GameKind.BYE_ZERO: "zero",
    GameKind.ABSENT: "absent",
}
_OVER_THE_BOARD = frozenset({GameKind.PLAYED, GameKind.UNRATED_PLAYED})
_FORFEITS = frozenset({GameKind.FORFEIT_WIN, GameKind.FORFEIT_LOSS})


def summarize(tournament: TrfTournament) -> dict:
    """players, scheduled rounds, games (each game once), forfeits (each forfeited pairing once,
    plus every forfeit written against no opponent) and byes by kind (per player and round;
    "absent" counts blank rounds, including those a short line leaves out)."""
    kinds: Counter[GameKind] = Counter()
    games = forfeits = 0
    for player in tournament.players:
        for game in player.games:
            kinds[game.kind] += 1
            counted_once = game.opponent is None or player.start_number < game.opponent
            if game.kind in _OVER_THE_BOARD and counted_once:
                games += 1
            elif game.kind in _FORFEITS and counted_once:
                forfeits += 1
    return {
        "players": len(tournament.players),
        "rounds": tournament.rounds,
        "games": games,
        "forfeits": forfeits,
        "byes": {name: kinds[kind] for kind, name in _BYE_NAMES.items()},
    }
