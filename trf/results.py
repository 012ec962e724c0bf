"""The TRF result codes as data: what each one means, and which reply the opponent's line must give."""

from __future__ import annotations

from decimal import Decimal

from .records import GameKind, TrfGame

ONE = Decimal("1")
HALF = Decimal("0.5")
ZERO = Decimal("0")

BLANK_CODE = " "

# What each code means for the player on whose line it stands.
RESULT_CODES: dict[str, tuple[GameKind, Decimal]] = {
    "1": (GameKind.PLAYED, ONE),
    "=": (GameKind.PLAYED, HALF),
    "0": (GameKind.PLAYED, ZERO),
    "W": (GameKind.UNRATED_PLAYED, ONE),
    "D": (GameKind.UNRATED_PLAYED, HALF),
    "L": (GameKind.UNRATED_PLAYED, ZERO),
    "+": (GameKind.FORFEIT_WIN, ONE),
    "-": (GameKind.FORFEIT_LOSS, ZERO),
    "H": (GameKind.BYE_HALF, HALF),
    "F": (GameKind.BYE_FULL, ONE),
    "U": (GameKind.BYE_PAIRING, ONE),
    "Z": (GameKind.BYE_ZERO, ZERO),
    BLANK_CODE: (GameKind.ABSENT, ZERO),
}

# Lower-case letters are accepted too: the spec says letter codes are case-insensitive.
RESULT_CODES_AS_WRITTEN: dict[str, tuple[GameKind, Decimal]] = {
    spelling: meaning for code, meaning in RESULT_CODES.items() for spelling in {code, code.lower()}
}
GAME_CODES_TEXT = "1 0 = + - W D L"
RESULT_CODES_TEXT = f"{GAME_CODES_TEXT} H F U Z or blank"

# A game over the board needs somebody to play against; byes and absences cannot have one.
_OVER_THE_BOARD = frozenset({GameKind.PLAYED, GameKind.UNRATED_PLAYED})
_NOT_A_PAIRING = frozenset(
    {GameKind.BYE_HALF, GameKind.BYE_FULL, GameKind.BYE_PAIRING, GameKind.BYE_ZERO, GameKind.ABSENT}
)
CODES_NEEDING_OPPONENT = frozenset(
    code for code, (kind, _) in RESULT_CODES_AS_WRITTEN.items() if kind in _OVER_THE_BOARD
)
CODES_REFUSING_OPPONENT = frozenset(
    code for code, (kind, _) in RESULT_CODES_AS_WRITTEN.items() if kind in _NOT_A_PAIRING
)

# What the opponent's line may say for the same game; "-" against "-" is a double forfeit.
ACCEPTED_REPLIES: dict[str, frozenset[str]] = {
    "1": frozenset("0"),
    "0": frozenset("1"),
    "=": frozenset("="),
    "W": frozenset("L"),
    "L": frozenset("W"),
    "D": frozenset("D"),
    "+": frozenset("-"),
    "-": frozenset("+-"),
}

COLOURS: dict[str, str | None] = {"w": "w", "b": "b", "W": "w", "B": "b", "-": None, BLANK_CODE: None}
OPPOSITE_COLOUR: dict[str | None, str | None] = {"w": "b", "b": "w", None: None}


def make_game(
    round_number: int,
    opponent: int | None,
    colour: str | None,
    code: str,
    *,
    line: int = 0,
    column: int = 0,
) -> TrfGame:
    """Build a game from its result code (kind and points follow from the code)."""
    kind, points = RESULT_CODES_AS_WRITTEN[code]
    return TrfGame(
        round=round_number,
        opponent=opponent,
        colour=colour,
        code=code,
        kind=kind,
        points=points,
        line=line,
        column=column,
    )


def absent_game(round_number: int, *, line: int = 0, column: int = 0) -> TrfGame:
    return make_game(round_number, None, None, BLANK_CODE, line=line, column=column)
