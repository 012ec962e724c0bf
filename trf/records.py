"""Immutable data read from a TRF file, and the one error type of the parser."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import Enum


class TrfError(ValueError):
    """Any input the parser cannot accept; always says where (1-based) and what was expected."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message

    def __reduce__(self) -> tuple[type[TrfError], tuple[int, int, str]]:
        # The default would re-create the error from its formatted text; task queues pickle errors.
        return (type(self), (self.line, self.column, self.message))


class GameKind(Enum):
    """What a round block means. The kind follows from the result code alone; the opponent only
    says whether a forfeit was against somebody:

    ``  12 w 1`` PLAYED · ``  12 - +`` / ``  12 w +`` FORFEIT_WIN against 12 (TRF06 files write
    forfeits without colour) · ``0000 - +`` FORFEIT_WIN against nobody (team files: the other team
    left the board empty) · ``0000 - -`` and lichess' ``         -`` FORFEIT_LOSS against nobody
    (team files: player not lined up) · ``0000 - H/F/U/Z`` the byes · ``      -   `` (Krause: missed
    round) and a blank or missing block ABSENT, worth 0 like Z. Over-the-board codes (1 = 0 W D L)
    without an opponent and bye codes with one are errors, never guessed."""

    PLAYED = "played"  # 1 = 0
    UNRATED_PLAYED = "unrated_played"  # W D L: played, but not rated (e.g. less than one move)
    FORFEIT_WIN = "forfeit_win"  # +, against a named opponent or against nobody (0000 - +)
    FORFEIT_LOSS = "forfeit_loss"  # -, against a named opponent or against nobody (0000 - -)
    BYE_HALF = "bye_half"  # H
    BYE_FULL = "bye_full"  # F
    BYE_PAIRING = "bye_pairing"  # U: pairing-allocated bye
    BYE_ZERO = "bye_zero"  # Z
    ABSENT = "absent"  # blank result and no opponent, or no round block at all


@dataclass(frozen=True, slots=True, kw_only=True)
class TrfGame:
    """One round of one player. `line`/`column` locate the round block (0 when not from a file)."""

    round: int
    opponent: int | None
    colour: str | None  # "w", "b" or None (for "-" or blank)
    code: str  # the result character as written, " " when blank
    kind: GameKind
    points: Decimal  # what this player scored in this round
    line: int = 0
    column: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class TrfPlayer:
    """A 001 record. Rating, FIDE id and rank are None where the file leaves them blank or writes 0."""

    start_number: int
    name: str
    sex: str = ""  # "m", "w" or ""
    title: str = ""  # GM IM FM CM WGM WIM WFM WCM or ""
    rating: int | None = None
    federation: str = ""
    fide_id: int | None = None
    birth_date: date | None = None
    birth_year: int | None = None
    points: Decimal | None = None
    rank: int | None = None
    games: tuple[TrfGame, ...] = ()  # one per round, games[r - 1].round == r
    line: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class TrfByeRecord:
    """A TRF26 `240` record: players (or teams, in team files) given a bye of `kind` in `round`."""

    kind: str  # "F", "H" or "Z"
    round: int
    numbers: tuple[int, ...]
    line: int = 0


# Records of the team section (013 teams of TRF16, 300-330 of TRF26, 801/802 of TRF06): the event is between
# teams.
TEAM_RECORD_CODES = frozenset({"013", "300", "310", "320", "330", "801", "802"})


@dataclass(frozen=True, slots=True, kw_only=True)
class TrfTournament:
    players: tuple[TrfPlayer, ...]
    format: str = "TRF16"  # "TRF16", "TRF26" or "TRF06": a best guess from the records used
    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: date | None = None
    end_date: date | None = None
    players_count_declared: int | None = None
    rated_count_declared: int | None = None
    rated_teams: str = ""  # 082 as written
    tournament_type: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    round_dates: tuple[date | None, ...] = ()  # index r - 1 is round r
    rounds: int = 0  # scheduled rounds
    initial_colour: str | None = None  # "w" or "b"
    pairing_system: str = ""  # 192
    extra_headers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    team_records: tuple[str, ...] = ()
    byes_240: tuple[TrfByeRecord, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def is_team_event(self) -> bool:
        return any(record[:3] in TEAM_RECORD_CODES for record in self.team_records)

    @property
    def paired_rounds(self) -> int:
        """Rounds that have content in the player section (each player has this many games)."""
        return max((len(player.games) for player in self.players), default=0)


@dataclass(frozen=True, slots=True, kw_only=True)
class TrfOutline:
    """What a file's upload is accepted or refused on, read without building its games (`outline_trf`)."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: date | None = None
    end_date: date | None = None
    rounds: int = 0  # scheduled, as parse_trf reads it
    rounds_declared: int | None = None  # what 142 or XXR says, None when the file says nothing
    players: int = 0
    paired_rounds: int = 0  # rounds with content in the player section
    games: int = 0  # round blocks that are a game over the board, counted once from each player's line
