"""Turns a parsed TRF file into the plain facts the regulations engine reads. No Django here.

One mapping serves the upload task and the `evaluate_norms` command, so that both judge a file alike.
"""

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from tournaments.trf import GameKind as TrfKind
from tournaments.trf import TrfPlayer, TrfTournament

from .regulations import GameFacts, GameKind, Participant, PlayerFacts, TournamentFacts, TournamentSystem

# W, D and L mark games that were played but not rated: not results a norm may use (1.42c).
GAME_KINDS = {
    TrfKind.PLAYED: GameKind.PLAYED,
    TrfKind.UNRATED_PLAYED: GameKind.ADJUDICATED,
    TrfKind.FORFEIT_WIN: GameKind.FORFEIT_WIN,
    TrfKind.FORFEIT_LOSS: GameKind.FORFEIT_LOSS,
    TrfKind.BYE_HALF: GameKind.BYE_HALF,
    TrfKind.BYE_FULL: GameKind.BYE_FULL,
    TrfKind.BYE_PAIRING: GameKind.BYE_PAIRING,
    TrfKind.BYE_ZERO: GameKind.BYE_ZERO,
    TrfKind.ABSENT: GameKind.ABSENT,
}


@dataclass(frozen=True)
class PlayerInput:
    player: PlayerFacts
    games: tuple[GameFacts, ...]


# Rounds an entrant missed, as 2024 §1.4.3d counts them: not there (absent, a forfeit loss) or asking not to
# be paired (H, F, Z). A pairing-allocated bye (U) is the pairing's doing, and a forfeit win the opponent's.
MISSED_ROUND_KINDS = frozenset(
    {TrfKind.ABSENT, TrfKind.FORFEIT_LOSS, TrfKind.BYE_HALF, TrfKind.BYE_FULL, TrfKind.BYE_ZERO}
)


def participants(document: TrfTournament) -> tuple[Participant, ...]:
    """Every entrant, with the rounds played so far that he missed (later columns may hold byes entered in
    advance, which are not missed yet)."""
    played = rounds_played(document)
    return tuple(
        Participant(
            federation=record.federation,
            rated=record.rating is not None,
            title=record.title,
            rounds_missed=sum(game.kind in MISSED_ROUND_KINDS for game in record.games if game.round <= played),
            rating=record.rating,
        )
        for record in document.players
    )


def player_inputs(document: TrfTournament) -> list[PlayerInput]:
    by_number = {record.start_number: record for record in document.players}
    zero_scorers = _zero_scorers_against_rated(document, by_number)
    return [
        PlayerInput(
            player=PlayerFacts(
                id=record.start_number,
                federation=record.federation,
                sex=_sex(record),
                rating=record.rating,
                title=record.title,
            ),
            games=tuple(_game(game, by_number.get(game.opponent), zero_scorers) for game in record.games),
        )
        for record in document.players
    ]


def _sex(record: TrfPlayer | None) -> str:
    if record is None:
        return ""
    return "F" if record.sex == "w" else "M"


def _game(game, opponent: TrfPlayer | None, zero_scorers: frozenset[int]) -> GameFacts:
    return GameFacts(
        round=game.round,
        result=Fraction(game.points),
        kind=GAME_KINDS[game.kind],
        opponent_id=opponent.start_number if opponent else None,
        opponent_rating=opponent.rating if opponent else None,
        opponent_title=opponent.title if opponent else "",
        opponent_federation=opponent.federation if opponent else "",
        opponent_sex=_sex(opponent),
        opponent_scored_zero_vs_rated=bool(opponent) and opponent.start_number in zero_scorers,
    )


def _zero_scorers_against_rated(document: TrfTournament, by_number: dict[int, TrfPlayer]) -> frozenset[int]:
    """Players who met rated opponents over the board and scored nothing against them (1.42d)."""
    points_against_rated: dict[int, list] = defaultdict(list)
    for record in document.players:
        for game in record.games:
            opponent = by_number.get(game.opponent)
            if game.kind is TrfKind.PLAYED and opponent is not None and opponent.rating is not None:
                points_against_rated[record.start_number].append(game.points)
    return frozenset(number for number, points in points_against_rated.items() if not any(points))


def rounds_played(document: TrfTournament) -> int:
    """The last round with a pairing; later columns may hold byes entered in advance (JaVaFo files)."""
    return max(
        (game.round for record in document.players for game in record.games if game.opponent is not None), default=0
    )


def infer_system(document: TrfTournament) -> TournamentSystem:
    """A round robin is recognised by every player meeting every other; one in which any pair met more than
    once is a double (or longer) round robin, whether or not every pair met again (a withdrawal, unplayed
    games of a later cycle)."""
    meetings: dict[tuple[int, int], int] = defaultdict(int)
    for record in document.players:
        for game in record.games:
            if game.opponent and record.start_number < game.opponent:
                meetings[(record.start_number, game.opponent)] += 1
    players = len(document.players)
    if players < 3 or len(meetings) != players * (players - 1) // 2:
        return TournamentSystem.SWISS
    if max(meetings.values()) > 1:
        return TournamentSystem.DOUBLE_ROUND_ROBIN
    return TournamentSystem.ROUND_ROBIN


def tournament_facts_from_header(document: TrfTournament, *, today: date) -> TournamentFacts:
    """Facts for a file judged on its own (no registered tournament): dates, host and system from the file."""
    start = document.start_date or document.end_date or today
    return TournamentFacts(
        start_date=start,
        end_date=max(document.end_date or start, start),
        system=infer_system(document),
        rounds_scheduled=max(document.rounds, 1),
        host_federation=document.federation,
        round_dates=tuple(day for day in document.round_dates if day),
        participants=participants(document),
    )
