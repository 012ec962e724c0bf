"""CSV downloads that open safely and correctly in spreadsheet programs.

A text cell starting with =, +, -, @ (or a tab or carriage return) is a formula to Excel and LibreOffice, and a
file of names typed by others must never run one: such cells get a leading apostrophe, which spreadsheets hide.
The byte-order mark makes Excel read the file as UTF-8, so that Ukrainian and accented names survive.
"""

import csv
from collections.abc import Iterable

from django.http import HttpResponse
from django.utils.http import content_disposition_header

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BYTE_ORDER_MARK = "\ufeff"


def spreadsheet_cell(value) -> object:
    """The value as a spreadsheet must receive it: text that would start a formula is escaped; numbers stay."""
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_response(*, filename: str, header: Iterable, rows: Iterable[Iterable]) -> HttpResponse:
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=filename)
    response.write(BYTE_ORDER_MARK)
    writer = csv.writer(response)
    writer.writerow([spreadsheet_cell(cell) for cell in header])
    writer.writerows([spreadsheet_cell(cell) for cell in row] for row in rows)
    return response


def spreadsheet_safe(value):
    """The value, with a leading apostrophe if it is text that a spreadsheet would take for a formula."""
    if not isinstance(value, str) or not value.startswith(FORMULA_STARTS):
        return value
    try:
        float(value)  # "-12.5" is a number, which no spreadsheet runs
    except ValueError:
        return "'" + value
    return value


class SafeCsvWriter:
    """csv.writer whose every text cell goes through spreadsheet_safe."""

    def __init__(self, stream, **options):
        self._writer = csv.writer(stream, **options)

    def writerow(self, row):
        return self._writer.writerow([spreadsheet_safe(cell) for cell in row])

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)
