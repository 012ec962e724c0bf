"""Damaged input: every case raises TrfError at an exact line and column, saying what was expected.

The damaged files are real samples edited in memory (never written to disk)."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from pathlib import Path

import pytest

from trf import TrfError, parse_trf

SAMPLE_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "trf"


def read_sample(prefix: str) -> bytes:
    (path,) = SAMPLE_DIR.glob(f"{prefix}_*")
    return path.read_bytes()


def overwrite(prefix: str, line: int, column: int, text: bytes) -> Callable[[], bytes]:
    """The sample with `text` written over the bytes from (line, column) on, both 1-based."""

    def damaged() -> bytes:
        lines = read_sample(prefix).split(b"\n")
        start = column - 1
        original = lines[line - 1]
        lines[line - 1] = original[:start] + text + original[start + len(text) :]
        return b"\n".join(lines)

    return damaged


def constant(data: bytes) -> Callable[[], bytes]:
    return lambda: data


# Landmarks: file 01 line 15 is player 2 ("65 w 1" in round 1), line 78 is player 65 ("2 b 0");
# file 08 line 18 is player 1 ("9 w 1"), line 21 is player 4 ("0000 - H" in round 2), line 36
# is "240 H   2    4"; file 02 line 14 is player 1; file 03 (CRLF) lines 14-15 are players 1-2.
CASES = [
    ("unknown result code", overwrite("01", 14, 99, b"Q"), 14, 99, "result code 'Q' does not exist"),
    ("result contradicts opponent", overwrite("01", 78, 99, b"1"), 78, 99, "result '1' contradicts line 15"),
    ("colour contradicts opponent", overwrite("01", 78, 97, b"w"), 78, 97, "colour 'w' contradicts line 15"),
    ("later line names another opponent", overwrite("01", 78, 92, b"   3"), 78, 92,
     "0003 contradicts line 15, where player 2 plays 65 in round 1; expected opponent 2"),
    ("earlier line names a player who disagrees", overwrite("01", 15, 92, b"  66"), 79, 92,
     "0003 contradicts line 15, where player 2 plays 66 in round 1; expected opponent 2"),
    ("non-numeric rating", overwrite("02", 14, 49, b"25x8"), 14, 49,
     "rating '25x8' is not a number; expected digits in columns 49-52"),
    ("non-numeric FIDE id", overwrite("02", 14, 62, b"34OO042"), 14, 58, "FIDE id '34OO042' is not a number"),
    ("non-numeric points", overwrite("02", 14, 81, b" six"), 14, 81, "points 'six' is not a number"),
    ("non-numeric start number", overwrite("02", 14, 5, b"   I"), 14, 5, "start number 'I' is not a number"),
    ("duplicate start number", overwrite("03", 15, 5, b"   1"), 15, 5, "start number 1 is already used on line 14"),
    ("unknown opponent", overwrite("08", 18, 92, b"  99"), 18, 92, "opponent 99 does not exist"),
    ("paired against oneself", overwrite("08", 18, 92, b"   1"), 18, 92, "paired against themself"),
    ("colour that does not exist", overwrite("08", 18, 97, b"x"), 18, 97,
     "colour 'x' does not exist; expected w, b, - or blank"),
    ("game over the board without opponent", overwrite("08", 21, 109, b"1"), 21, 102,
     "result '1' is a game over the board but no opponent is given"),
    ("bye with an opponent", overwrite("08", 21, 102, b"  12"), 21, 102, "result 'H' is a bye, yet opponent 12"),
    ("pairing without result", overwrite("08", 18, 99, b" "), 18, 99, "no result for the game against 9"),
    ("round block shifted by a column", overwrite("08", 18, 92, b"    9 w 1"), 18, 96,
     "unexpected '9'; expected the round block 'NNNN c r' in columns 92-99"),
    ("240 bye contradicts the 001 line", overwrite("08", 36, 14, b"5"), 36, 1,
     "gives player 5 a bye 'H' in round 2, but line 22 has '  15 b 0' there"),
    ("240 bye of unknown type", overwrite("08", 36, 5, b"X"), 36, 5, "expected the bye type F, H or Z"),
    ("indented player record", lambda: read_sample("08").replace(b"\n001    3", b"\n 001    3"), 20, 1,
     "player record does not start in column 1"),
    ("empty file", constant(b""), 1, 1, "the file is empty"),
    ("blank lines only", constant(b"\r\n   \n"), 1, 1, "the file is empty"),
    ("binary (NUL byte)", overwrite("01", 3, 5, b"\x00"), 3, 5, "NUL byte: this is a binary file"),
    ("PDF", constant(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"), 1, 1, "this is a PDF document, not a TRF file"),
    ("spreadsheet", constant(b"PK\x03\x04\x14\x00\x06\x00"), 1, 1, "ZIP archive"),
    ("text that is not a TRF", constant(b"Dear arbiter,\nplease find the results attached.\n"), 1, 1,
     "'Dear arbiter,' is not a TRF record; expected a record code in columns 1-3"),
    ("headers and a line of text", constant(b"012 Open\n022 Town\n\nResults follow\n"), 4, 1,
     "'Results follow' is not a TRF record"),
    ("headers without players", constant(b"012 Open\n022 Town\n"), 1, 1, "not a TRF file: there is no 001 player record"),
    # Issue 30: this file was accepted as "1 players, 0 rounds" and replaced a round robin's results.
    ("the cut 001 line of issue 30", constant(b"012 Open\n001    1 m    Broken line here\n"), 2, 30,
     "line 2 is shorter than expected: it stops at column 30, in the name (columns 15-47)"),
    ("the plain text line of issue 30", lambda: read_sample("01") + b"Broken line here\n", 151, 1,
     "'Broken line here' is not a TRF record"),
    ("a record code no edition defines", overwrite("01", 3, 1, b"999"), 3, 1, "record 999 does not exist"),
]


@pytest.mark.parametrize(
    "make_data, line, column, fragment",
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_damaged_input_is_located(make_data, line, column, fragment):
    with pytest.raises(TrfError) as raised:
        parse_trf(make_data())

    error = raised.value
    assert (error.line, error.column) == (line, column), str(error)
    assert fragment in error.message


def test_error_text_says_where_and_what_was_expected():
    with pytest.raises(ValueError) as raised:  # TrfError is a ValueError
        parse_trf(overwrite("01", 14, 99, b"Q")())

    assert str(raised.value) == (
        "line 14, column 99: result code 'Q' does not exist; expected one of 1 0 = + - W D L H F U Z or blank"
    )


def test_error_survives_pickling():
    error = TrfError(3, 7, "colour 'x' does not exist")

    copy = pickle.loads(pickle.dumps(error))

    assert (copy.line, copy.column, copy.message, str(copy)) == (3, 7, error.message, str(error))


@pytest.mark.parametrize("cut, field", [(24, "in the name"), (55, "in the federation"), (95, "inside the block of round 1")])
def test_a_player_line_cut_short_says_so(sample_path, cut, field):
    lines = sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes().splitlines(keepends=True)
    target = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[target] = lines[target][:cut] + b"\n"
    with pytest.raises(TrfError, match=rf"line {target + 1} is shorter than expected: it stops at column {cut}, {field}"):
        parse_trf(b"".join(lines))
