"""Where the results files the tests read live."""

import re
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The demo's round robin: Bondar's GM and IM norms, the case most tests of norms start from.
DEMO_ROUND_ROBIN = ROOT / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"
# The shared sample files, beside the checkout.
SAMPLES_DIR = ROOT.parent / "shared" / "data" / "trf"

_DEMO_START = date(2023, 11, 4)
_DATE_RECORDS = (b"042", b"052", b"132")
_DEMO_DATES = re.compile(rb"(?<![\d/])(\d{2}|\d{4})/(\d{2})/(\d{2})(?![\d/])")


def demo_round_robin_from(start: date) -> bytes:
    """The demo round robin moved to start on ``start``: its records 042, 052 and 132 shifted alike, so that the
    file's rounds fall within the tournament a test registers (the judged dates are never narrower than them)."""
    shift = start - _DEMO_START

    def moved(match: re.Match) -> bytes:
        year = int(match[1]) + (2000 if len(match[1]) == 2 else 0)
        day = date(year, int(match[2]), int(match[3])) + shift
        return day.strftime("%Y/%m/%d" if len(match[1]) == 4 else "%y/%m/%d").encode()

    lines = DEMO_ROUND_ROBIN.read_bytes().split(b"\n")
    return b"\n".join(_DEMO_DATES.sub(moved, line) if line[:3] in _DATE_RECORDS else line for line in lines)
