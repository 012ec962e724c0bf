"""Reading one `001` player record: fixed columns, as in the TRF16/TRF26 spec (1-based, inclusive)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from operator import itemgetter

from .records import TrfError, TrfGame, TrfPlayer
from .results import (
    BLANK_CODE,
    CODES_NEEDING_OPPONENT,
    CODES_REFUSING_OPPONENT,
    COLOURS,
    GAME_CODES_TEXT,
    RESULT_CODES_AS_WRITTEN,
    RESULT_CODES_TEXT,
    absent_game,
)
from .values import (
    TRF06_TITLE_SPELLINGS,
    normalise_federation,
    normalise_sex,
    normalise_title,
    parse_birth,
)


@dataclass(frozen=True, slots=True)
class Columns:
    """A field's 1-based first and last column."""

    first: int
    last: int

    def text(self, line: str) -> str:
        return line[self.first - 1 : self.last].strip()


START_NUMBER = Columns(5, 8)
SEX = Columns(10, 10)
TITLE = Columns(11, 13)
NAME = Columns(15, 47)
RATING = Columns(49, 52)
FEDERATION = Columns(54, 56)
FIDE_ID = Columns(58, 68)
# The spec says 70-79; one column more tolerates files that shift the date right by one
# (column 80 is the blank separator before the points).
BIRTH = Columns(70, 80)
POINTS = Columns(81, 84)
RANK = Columns(86, 89)

FIRST_ROUND_COLUMN = 92
ROUND_WIDTH = 10
# Offsets inside a round block "NNNN c r  ": opponent, colour, result; the rest must be blank.
_OPPONENT = slice(0, 4)
COLOUR_OFFSET = 5
RESULT_OFFSET = 7
_SEPARATORS_AT = (4, 6, 8, 9)
_separators = itemgetter(*_SEPARATORS_AT)
_BLANK_SEPARATORS = (" ",) * len(_SEPARATORS_AT)

_POINTS = re.compile(r"\d{1,3}(?:[.,]\d{1,2})?")


def round_column(round_number: int) -> int:
    return FIRST_ROUND_COLUMN + ROUND_WIDTH * (round_number - 1)


def rounds_in_line(line: str) -> int:
    """How many round blocks a (right-stripped) 001 line reaches into."""
    round_section = len(line) - (FIRST_ROUND_COLUMN - 1)
    return max(0, (round_section + ROUND_WIDTH - 1) // ROUND_WIDTH)


def uses_trf06_title(line: str) -> bool:
    return TITLE.text(line).lower() in TRF06_TITLE_SPELLINGS


def parse_player_line(
    line_number: int, line: str, paired_rounds: int, warnings: list[str]
) -> TrfPlayer:
    """`line` must be right-stripped; `paired_rounds` is the longest round section of the file,
    so that every player gets one game per round (missing blocks become ABSENT)."""
    _check_not_cut_short(line_number, line)
    return TrfPlayer(
        **_fields(line_number, line, warnings),
        games=tuple(
            _round(line_number, line, round_number) for round_number in range(1, paired_rounds + 1)
        ),
    )


def check_player_line(line_number: int, line: str) -> int:
    """What `parse_player_line` refuses, refused alike, at a fraction of its cost: a 5 MiB file is checked
    within the upload's request and the games are built only by the worker. Returns the start number."""
    _check_not_cut_short(line_number, line)
    start_number = _fields(line_number, line, [])["start_number"]
    if not _ROUND_SECTION.fullmatch(line, FIRST_ROUND_COLUMN - 1):
        for round_number in range(1, rounds_in_line(line) + 1):
            _round(line_number, line, round_number)  # raises where the block is wrong
    return start_number


def _fields(line_number: int, line: str, warnings: list[str]) -> dict:
    start_number = _number(line_number, line, START_NUMBER, "start number", required=True)
    if start_number == 0:
        raise TrfError(line_number, START_NUMBER.first, "start number 0; expected 1-9999")
    birth_date, birth_year = _birth(line_number, line, warnings)
    return dict(
        line=line_number,
        start_number=start_number,
        sex=_sex(line_number, line, warnings),
        title=_title(line_number, line, warnings),
        name=NAME.text(line),
        rating=_number(line_number, line, RATING, "rating") or None,
        federation=_federation(line_number, line, warnings),
        fide_id=_number(line_number, line, FIDE_ID, "FIDE id") or None,
        birth_date=birth_date,
        birth_year=birth_year,
        points=_points(line_number, line),
        rank=_number(line_number, line, RANK, "rank") or None,
    )


def _round_section_pattern() -> re.Pattern:
    """Round blocks as `_round` reads them ("NNNN c r  "): an opponent's start number (four blanks or zeros
    name nobody) needs a game or forfeit code, nobody goes with a bye, a forfeit or nothing. The last block
    may stop after its colour or its result, the line being stripped of its blanks."""
    named, nobody = [], [" {4}"]
    for lead in range(4):
        for digits in range(1, 5 - lead):
            trail = 4 - lead - digits
            named.append(rf" {{{lead}}}(?!0{{{digits}}})\d{{{digits}}} {{{trail}}}")
            nobody.append(f" {{{lead}}}0{{{digits}}} {{{trail}}}")
    colour = "[" + re.escape("".join(COLOURS)) + "]"
    with_opponent = "[" + re.escape("".join(set(RESULT_CODES_AS_WRITTEN) - CODES_REFUSING_OPPONENT - {BLANK_CODE})) + "]"
    without = "[" + re.escape("".join(set(RESULT_CODES_AS_WRITTEN) - CODES_NEEDING_OPPONENT - {BLANK_CODE})) + "]"
    named_block, nobody_block = f"(?:{'|'.join(named)}) {colour}", f"(?:{'|'.join(nobody)}) {colour}"
    full = f"(?: {{10}}|{named_block} {with_opponent}  |{nobody_block} (?:{without}| )  )"
    last = f"(?:{named_block} {with_opponent}|{nobody_block}(?: {without})?)"
    # Possessive: ten blanks match both the first and the last of ``full``'s alternatives, so a plain ``*`` tried
    # every way of reading a run of blank blocks before refusing the block after them: 2**n ways for n blocks, a
    # request that never ended for a line of 99 rounds. Every block is ten columns and the stripped line's last
    # block is shorter, so giving a full block back can never help ``last`` match.
    return re.compile(f"{full}*+{last}?")


_ROUND_SECTION = _round_section_pattern()
# A game over the board in a round block that `_ROUND_SECTION` accepted ("  12 w 1"), for counting games.
GAME_BLOCK = re.compile("\\d [" + re.escape("".join(COLOURS)) + "] [" + re.escape("".join(CODES_NEEDING_OPPONENT)) + "]")


FIELDS_IN_ORDER = (
    (START_NUMBER, "start number"),
    (NAME, "name"),
    (RATING, "rating"),
    (FEDERATION, "federation"),
    (FIDE_ID, "FIDE ID"),
    (BIRTH, "birth date"),
    (POINTS, "points"),
)


def _check_not_cut_short(line_number: int, line: str) -> None:
    """A line that stops before its points, or inside a round's block, was cut (a copy, an editor, a transfer).
    The points are mandatory in every edition of the format, also before the first round (0.0)."""
    end = len(line)
    in_round = end - (FIRST_ROUND_COLUMN - 1)
    if end < POINTS.last:
        where = next((f"{label} (columns {field.first}-{field.last})" for field, label in FIELDS_IN_ORDER if end <= field.last), "")
        raise TrfError(
            line_number, end, f"line {line_number} is shorter than expected: it stops at column {end}, in the {where}; "
            f"a player line runs at least to column {POINTS.last} (points) and then 10 columns per round"
        )
    # A block may stop after its colour column (a missed round is "      -"); one that stops before is cut.
    if in_round > 0 and 0 < in_round % ROUND_WIDTH <= COLOUR_OFFSET:
        round_number = in_round // ROUND_WIDTH + 1
        raise TrfError(
            line_number, end, f"line {line_number} is shorter than expected: it stops at column {end}, inside the "
            f"block of round {round_number} (columns {round_column(round_number)}-{round_column(round_number) + RESULT_OFFSET})"
        )


def _number(
    line_number: int, line: str, columns: Columns, what: str, *, required: bool = False
) -> int | None:
    text = columns.text(line)
    if not text and not required:
        return None
    if not (text.isascii() and text.isdigit()):
        problem = f"{what} '{text}' is not a number" if text else f"{what} is blank"
        raise TrfError(
            line_number,
            columns.first,
            f"{problem}; expected digits in columns {columns.first}-{columns.last}",
        )
    return int(text)


def _points(line_number: int, line: str) -> Decimal | None:
    text = POINTS.text(line)
    if not text:
        return None
    if not _POINTS.fullmatch(text):
        raise TrfError(
            line_number,
            POINTS.first,
            f"points '{text}' is not a number; "
            f"expected a score like 6.5 in columns {POINTS.first}-{POINTS.last}",
        )
    return Decimal(text.replace(",", "."))


def _sex(line_number: int, line: str, warnings: list[str]) -> str:
    text = SEX.text(line)
    sex = normalise_sex(text)
    if sex is None:
        warnings.append(f"line {line_number}: sex '{text}' is not m or w; left blank")
        return ""
    return sex


def _title(line_number: int, line: str, warnings: list[str]) -> str:
    text = TITLE.text(line)
    title = normalise_title(text)
    if title is None:
        warnings.append(f"line {line_number}: title '{text}' is not a FIDE title; left blank")
        return ""
    return title


def _federation(line_number: int, line: str, warnings: list[str]) -> str:
    text = FEDERATION.text(line)
    federation = normalise_federation(text)
    if federation is None:
        warnings.append(f"line {line_number}: federation '{text}' is not a three-letter code; left blank")
        return ""
    return federation


def _birth(line_number: int, line: str, warnings: list[str]) -> tuple[date | None, int | None]:
    text = BIRTH.text(line)
    if not text:
        return None, None
    birth = parse_birth(text)
    if birth is None:
        warnings.append(
            f"line {line_number}: birth date '{text}' is not YYYY/MM/DD, YYYY.MM.DD or YYYY; left blank"
        )
        return None, None
    return birth


def _round(line_number: int, line: str, round_number: int) -> TrfGame:
    column = round_column(round_number)
    block = line[column - 1 : column - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
    if block.isspace():
        return absent_game(round_number, line=line_number, column=column)
    _check_separators(line_number, block, column, round_number)
    opponent = _opponent(line_number, block, column)
    colour_char = block[COLOUR_OFFSET]
    if colour_char not in COLOURS:
        raise TrfError(
            line_number,
            column + COLOUR_OFFSET,
            f"round {round_number}: colour '{colour_char}' does not exist; expected w, b, - or blank",
        )
    code = block[RESULT_OFFSET]
    if code not in RESULT_CODES_AS_WRITTEN:
        raise TrfError(
            line_number,
            column + RESULT_OFFSET,
            f"result code '{code}' does not exist; expected one of {RESULT_CODES_TEXT}",
        )
    _check_opponent_fits_result(line_number, column, round_number, opponent, code)
    kind, points = RESULT_CODES_AS_WRITTEN[code]
    return TrfGame(
        round=round_number,
        opponent=opponent,
        colour=COLOURS[colour_char],
        code=code,
        kind=kind,
        points=points,
        line=line_number,
        column=column,
    )


def _check_separators(line_number: int, block: str, column: int, round_number: int) -> None:
    if _separators(block) == _BLANK_SEPARATORS:
        return
    offset = next(offset for offset in _SEPARATORS_AT if block[offset] != " ")
    raise TrfError(
        line_number,
        column + offset,
        f"round {round_number}: unexpected '{block[offset]}'; expected the round block "
        f"'NNNN c r' in columns {column}-{column + 7} with blanks in between",
    )


def _opponent(line_number: int, block: str, column: int) -> int | None:
    text = block[_OPPONENT].strip()
    if not text:
        return None  # four blanks are equivalent to 0000
    if not (text.isascii() and text.isdigit()):
        raise TrfError(
            line_number,
            column,
            f"opponent '{text}' is not a start number; expected 1-9999, 0000 or blank in columns "
            f"{column}-{column + 3}",
        )
    return int(text) or None


def _check_opponent_fits_result(
    line_number: int, column: int, round_number: int, opponent: int | None, code: str
) -> None:
    if opponent is None:
        if code in CODES_NEEDING_OPPONENT:
            raise TrfError(
                line_number,
                column,
                f"round {round_number}: result '{code}' is a game over the board but no opponent is given; "
                "expected an opponent's start number (byes and forfeits without opponent use H F U Z + -)",
            )
    elif code == BLANK_CODE:
        raise TrfError(
            line_number,
            column + RESULT_OFFSET,
            f"round {round_number}: no result for the game against {opponent}; "
            f"expected one of {GAME_CODES_TEXT}",
        )
    elif code in CODES_REFUSING_OPPONENT:
        raise TrfError(
            line_number,
            column,
            f"round {round_number}: result '{code}' is a bye, yet opponent {opponent} is given; "
            "expected 0000 or blank as opponent",
        )
