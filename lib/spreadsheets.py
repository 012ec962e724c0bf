"""CSV for spreadsheets: a cell that a spreadsheet would run as a formula is written as text.

A tournament or player name such as ``=HYPERLINK("http://…")`` comes from an uploaded file; opened in a
spreadsheet, an exported CSV must show it, not run it (OWASP, "CSV Injection").
"""

import csv

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


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
