"""The month a list is for, as its archive name (`standard_oct26frl.zip`) or rating column (`OCT26`) says."""

from __future__ import annotations

import re
from datetime import date

MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_MONTH = "|".join(MONTHS)
MONTH_LABEL = re.compile(rf"({_MONTH})(\d\d)", re.IGNORECASE)
_FILE_NAME_PERIOD = re.compile(rf"({_MONTH})(\d\d)frl", re.IGNORECASE)


def period_from_month_label(label: str) -> date | None:
    """`JAN23` → 2023-01-01; None for any other label."""
    match = MONTH_LABEL.fullmatch(label)
    return _first_of_month(*match.groups()) if match else None


def period_from_file_name(name: str) -> date | None:
    """`standard_oct26frl.zip`, `standard_oct26frl_xml.xml` → 2026-10-01; None when the name has no month."""
    match = _FILE_NAME_PERIOD.search(name)
    return _first_of_month(*match.groups()) if match else None


def _first_of_month(month: str, two_digit_year: str) -> date:
    # FIDE has published downloadable lists only since 2001, so the century is never in doubt.
    return date(2000 + int(two_digit_year), MONTHS.index(month.upper()) + 1, 1)
