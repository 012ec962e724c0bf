"""Reading the commission's coefficient table from CSV.

One row per range of K. The header names the columns: ``K_from, K_to`` and any of ``KMS, point, I, II, III,
youth`` (percentages; an empty cell means no norm). Commas, semicolons or tabs separate the cells; with
semicolons or tabs, a decimal comma is read as a point (2,81).
"""

import csv
import io
from decimal import Decimal, InvalidOperation

from django.utils.translation import gettext as _

from lib.spreadsheets import SafeCsvWriter

from .rules import TABLE_TARGETS, NormRow

RANGE_COLUMNS = ("K_from", "K_to")
PERCENT_COLUMNS = {target.value: target for target in TABLE_TARGETS}
HEADER = ",".join((*RANGE_COLUMNS, *PERCENT_COLUMNS))


class NormCsvError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


def parse_norm_csv(text: str) -> list[NormRow]:
    dialect = _dialect(text)
    reader = csv.DictReader(io.StringIO(text), dialect=dialect)
    columns = [name.strip() for name in reader.fieldnames or []]
    unknown = set(columns) - set(RANGE_COLUMNS) - set(PERCENT_COLUMNS)
    if not set(RANGE_COLUMNS) <= set(columns) or unknown:
        raise NormCsvError(
            1, _("The header must be %(header)s (percentage columns may be left out).") % {"header": HEADER}
        )
    reader.fieldnames = columns
    decimal_comma = dialect.delimiter != ","
    return [
        _row(number, record, decimal_comma) for number, record in enumerate(reader, start=2) if any(record.values())
    ]


def _dialect(text: str) -> type[csv.Dialect]:
    try:
        return csv.Sniffer().sniff(text.splitlines()[0] if text.strip() else ",", delimiters=",;\t")
    except csv.Error:
        return csv.excel


def _row(line: int, record: dict, decimal_comma: bool) -> NormRow:
    percents = {}
    for column, target in PERCENT_COLUMNS.items():
        value = _number(line, column, record.get(column), decimal_comma)
        if value is not None:
            percents[target] = value
    start, end = (_number(line, column, record.get(column), decimal_comma) for column in RANGE_COLUMNS)
    if start is None or end is None:
        raise NormCsvError(line, _("Both ends of the range of K are needed."))
    return NormRow(start, end, percents)


def _number(line: int, column: str, cell: str | None, decimal_comma: bool) -> Decimal | None:
    cell = (cell or "").strip()
    if not cell:
        return None
    try:
        return Decimal(cell.replace(",", ".") if decimal_comma else cell)
    except InvalidOperation:
        raise NormCsvError(
            line, _("%(column)s: %(value)s is not a number.") % {"column": column, "value": cell}
        ) from None


def rows_as_csv(rows: list[NormRow]) -> str:
    output = io.StringIO()
    writer = SafeCsvWriter(output, lineterminator="\n")
    writer.writerow((*RANGE_COLUMNS, *PERCENT_COLUMNS))
    for row in rows:
        writer.writerow(
            (
                row.coefficient_from,
                row.coefficient_to,
                *(_cell(row.percents.get(target)) for target in PERCENT_COLUMNS.values()),
            )
        )
    return output.getvalue()


def _cell(value: Decimal | None) -> str:
    return "" if value is None else format(value.normalize(), "f")
