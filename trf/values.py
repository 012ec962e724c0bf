"""Reading the free-form values real TRF files contain: dates, titles, sex, federations."""

from __future__ import annotations

import re
from datetime import date, datetime

# TRF16/26 spellings plus the TRF06 habits (lower-case, one letter for the open titles).
TITLE_SPELLINGS: dict[str, str] = {
    "gm": "GM",
    "im": "IM",
    "fm": "FM",
    "cm": "CM",
    "wgm": "WGM",
    "wim": "WIM",
    "wfm": "WFM",
    "wcm": "WCM",
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
TRF06_TITLE_SPELLINGS = frozenset({"g", "m", "f", "c", "wg", "wm", "wf", "wc"})

# German-language exports write "f" (Frau) where the spec has "w".
SEX_SPELLINGS: dict[str, str] = {"m": "m", "w": "w", "f": "w"}

_FEDERATION = re.compile(r"[A-Z]{3}")
_YEAR_FIRST = re.compile(r"(\d{4})[/.\-](\d{1,2})[/.\-](\d{1,2})")
_YEAR_LAST = re.compile(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})")
_SHORT_YEAR_FIRST = re.compile(r"(\d{2})[/.\-](\d{2})[/.\-](\d{2})")  # the spec's YY/MM/DD, and other orders
_CENTURY_PIVOT = 69  # as POSIX strptime %y: 69-99 are 1900s, 00-68 are 2000s
_YEAR_ONLY = re.compile(r"\d{4}")
_WORDY_FORMATS = ("%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y")  # "May 29, 2020" (lichess)


def normalise_title(text: str) -> str | None:
    """Canonical title, "" for none, None when the spelling is unknown."""
    if not text:
        return ""
    return TITLE_SPELLINGS.get(text.lower())


def normalise_sex(text: str) -> str | None:
    """"m", "w", "" for blank, None when unknown."""
    if not text:
        return ""
    return SEX_SPELLINGS.get(text.lower())


def normalise_federation(text: str) -> str | None:
    """Three upper-case letters, "" for blank, None when the field holds something else."""
    if not text:
        return ""
    upper = text.upper()
    return upper if _FEDERATION.fullmatch(upper) else None


def parse_date(text: str) -> date | None:
    """A header or round date in any spelling seen in real files, read the most usual way; None if it is none
    of them. ``date_readings`` gives every reading, for the parser to choose the one the file's other dates
    agree with."""
    readings = date_readings(text)
    return next(iter(readings.values()), None)


def date_readings(text: str) -> dict[str, date]:
    """Every valid reading of a date, by layout, the most usual first: YYYY/MM/DD; four-digit years last read
    day first (European exports), then month first; two-digit years first as the spec's YY/MM/DD, then
    DD/MM/YY, YY/DD/MM (Krause exports) and MM/DD/YY; spelled-out months. A two-digit year is read 1969–2068
    (as POSIX strptime)."""
    compact = text.replace(" ", "")
    readings: dict[str, date] = {}
    if match := _YEAR_FIRST.fullmatch(compact):
        _add(readings, "Y/M/D", _valid_date(int(match[1]), int(match[2]), int(match[3])))
    elif match := _YEAR_LAST.fullmatch(compact):
        first, second, year = int(match[1]), int(match[2]), int(match[3])
        _add(readings, "D/M/Y", _valid_date(year, second, first))
        _add(readings, "M/D/Y", _valid_date(year, first, second))
    elif match := _SHORT_YEAR_FIRST.fullmatch(compact):
        first, second, third = int(match[1]), int(match[2]), int(match[3])
        _add(readings, "y/m/d", _valid_date(_full_year(first), second, third))
        _add(readings, "d/m/y", _valid_date(_full_year(third), second, first))
        _add(readings, "y/d/m", _valid_date(_full_year(first), third, second))
        _add(readings, "m/d/y", _valid_date(_full_year(third), first, second))
    else:
        for pattern in _WORDY_FORMATS:
            try:
                return {"words": datetime.strptime(text.strip(), pattern).date()}
            except ValueError:
                continue
    return readings


def _add(readings: dict[str, date], layout: str, day: date | None) -> None:
    if day is not None:
        readings[layout] = day


def parse_birth(text: str) -> tuple[date | None, int | None] | None:
    """(birth date, birth year) from YYYY/MM/DD, YYYY.MM.DD, YYYY (or YYYY/00/00); None if unreadable.

    Two-digit years are refused: a birth century cannot be guessed."""
    if _YEAR_ONLY.fullmatch(text):
        return None, int(text)
    compact = text.replace(" ", "")
    if match := _YEAR_FIRST.fullmatch(compact):
        year, month, day = int(match[1]), int(match[2]), int(match[3])
        if month == 0 or day == 0:  # "1987/00/00": only the year is known
            return None, year
        born = _valid_date(year, month, day)
        return (born, year) if born else None
    if match := _YEAR_LAST.fullmatch(compact):
        born = parse_date(compact)
        return (born, born.year) if born else None
    return None


def _full_year(short_year: int) -> int:
    return short_year + (1900 if short_year >= _CENTURY_PIVOT else 2000)


def _valid_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None
