"""The tables printed in seed 000 (edition 2009), read from the seed text itself.

The seed is a table flattened to text: cells are separated by "|" and line breaks. These helpers cut it
into cells and pick out the printed 1.49a tables, the p → dp table and the table 1.7 rows, so that the
tests compare the engine with the print and not with a copy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
SEED_2009 = SEEDS / "000_24b7318707867abc.txt"
TITLES = ("GM", "IM", "WGM", "WIM")

_HEADER = re.compile(r"^(\d+) rounds(?:$|,| \()")
_SCORE = re.compile(r"^(\d*)(½?)$")
# "2385 2406" is a misprint for "2385-2406" in the 17-round table.
_RANGE = re.compile(r"^(\d{4})[- ](\d{4})$|^≥(\d{4})$")


@cache
def cells() -> tuple[str, ...]:
    text = SEED_2009.read_text(encoding="utf-8")
    return tuple(cell.strip() for cell in re.split(r"[|\n]", text) if cell.strip())


def _score(cell: str) -> Fraction | None:
    match = _SCORE.match(cell)
    if not match or cell == "":
        return None
    whole, half = match.groups()
    return Fraction(int(whole or 0)) + (Fraction(1, 2) if half else 0)


def _range(cell: str) -> tuple[int, int | None] | None:
    match = _RANGE.match(cell)
    if not match:
        return None
    low, high, open_low = match.groups()
    return (int(low), int(high)) if low else (int(open_low), None)


@dataclass(frozen=True)
class PrintedTable:
    games: int
    rows: tuple[tuple[Fraction, tuple[tuple[int, int | None], ...]], ...]  # score, one range per title


def _is_row(stream: tuple[str, ...], at: int) -> bool:
    return (
        at + 4 < len(stream)
        and _score(stream[at]) is not None
        and all(_range(cell) for cell in stream[at + 1 : at + 5])
    )


@cache
def printed_norm_tables() -> tuple[PrintedTable, ...]:
    """Every printed 1.49a table (the seed prints each one twice: in 1.49a and in the compact 1.7 part)."""
    stream = cells()
    headers = [at for at, cell in enumerate(stream) if _HEADER.match(cell)]
    tables = []
    for number, header in enumerate(headers):
        end = headers[number + 1] if number + 1 < len(headers) else len(stream)
        at = next((at for at in range(header, end) if _is_row(stream, at)), None)
        if at is None:
            continue
        rows = []
        while at < end and _is_row(stream, at):
            rows.append((_score(stream[at]), tuple(_range(cell) for cell in stream[at + 1 : at + 5])))
            at += 5
        tables.append(PrintedTable(int(_HEADER.match(stream[header]).group(1)), tuple(rows)))
    return tuple(tables)


@cache
def printed_dp_table() -> dict[int, int]:
    """p in hundredths → dp, from the 1.48 table (printed as ".83", "1.0", ".00")."""
    stream = cells()
    start = stream.index("1.48a")
    table = {}
    for at in range(start, len(stream) - 1):
        p, difference = stream[at], stream[at + 1]
        if re.fullmatch(r"1\.0|\.\d\d", p) and re.fullmatch(r"-?\d+", difference):
            table.setdefault(100 if p == "1.0" else int(p[1:]), int(difference))
        if len(table) == 101:
            break
    return table


@cache
def table_1_7_rows() -> dict[str, tuple[int | None, ...]]:
    """The summary rows of 1.7 for 7…19 games ("N/A" → None)."""
    stream = cells()
    start = next(at for at, cell in enumerate(stream) if cell == "Number of games" and stream[at + 1] == "7")
    labels = {
        "Number of MO": "mo",
        "Minimum title holders TH": "title_holders",
        "Minimum rated": "min_rated",
        "Maximum players from applicant’s federation": "max_own_federation",
        "Maximum players from one federation": "max_one_federation",
    }
    rows = {}
    for label, key in labels.items():
        at = stream.index(label, start)
        rows[key] = tuple(None if cell == "N/A" else int(cell) for cell in stream[at + 1 : at + 14])
    return rows


def _label(cell: str) -> str:
    return re.sub(r"[*.]", "", cell).lower().replace("number ", "").strip()


@cache
def compact_double_round_robin_columns() -> dict[int, dict[str, int]]:
    """The DR columns of the compact 1.7 tables (10, 12, …, 18 games), GM column, "#" dropped."""
    stream = cells()
    columns = {}
    for header, cell in enumerate(stream):
        match = re.fullmatch(r"(\d+) rounds", cell)
        if not match or "SR" not in stream[header : header + 40]:
            continue
        games = int(match.group(1))
        end = next(at for at in range(header, len(stream)) if _is_row(stream, at))
        labelled = stream[header:end]
        mo = next(value for value in labelled if value.endswith("gm if DR"))
        values = {"mo": int(mo.split()[0])}
        for at, value in enumerate(labelled):
            key = {
                "different th": "title_holders",
                "max unrated": "max_unrated",
                "max from 1 fed": "max_one_federation",
                "max from own fed": "max_own_federation",
            }.get(_label(value))
            if key:
                values[key] = int(labelled[at + 2].rstrip("#"))
        columns[games] = values
    return columns
