"""The body of a results table as compact HTML.

A 1,000-player, 11-round open has some 20,000 cells: the template language takes seconds to fill them,
string building a few dozen milliseconds. The cells carry no links (each row's own link leads to the
player's games and checks), so the page stays small.
"""

from collections.abc import Iterable

from django.template.defaultfilters import floatformat
from django.urls import reverse
from django.utils.formats import localize
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

# Each kind of link is reversed once per table; the row's id goes where this number stands.
PK_MARK = 987654321


def table_body(rows: Iterable, *, in_progress: bool) -> SafeString:
    links = _Links()
    checks = escape(gettext("checks"))
    return mark_safe("".join(_row(row, links, checks, in_progress) for row in rows))


class _Links:
    def __init__(self):
        self.entry_norms = reverse("titles:entry_norms", args=[PK_MARK]).split(str(PK_MARK))
        self.norm = reverse("titles:norm_detail", args=[PK_MARK]).split(str(PK_MARK))

    @staticmethod
    def of(parts: list[str], pk: int) -> str:
        return f"{parts[0]}{pk}{parts[1]}"


def _text(value, default: str = "") -> str:
    """What `{{ value|default:default }}` prints."""
    if not value and default:
        return default
    return "" if value is None or value == "" else escape(localize(value))


def _row(row, links: _Links, checks: str, in_progress: bool) -> str:
    entry = row.entry
    cells = "".join(_cell(cell) for cell in row.cells)
    forecast = f'<td class="small">{_forecasts(row)}</td>' if in_progress else ""
    return (
        f'<tr id="entry-{entry.start_number}"><td>{_text(entry.rank)}</td><td>{entry.start_number}</td>'
        f"<td>{escape(entry.title)}</td><td>{escape(entry.name)}</td><td>{escape(entry.federation_code)}</td>"
        f"<td>{_text(entry.rating, '–')}</td>{cells}<td><strong>{_text(entry.points)}</strong></td>"
        f"<td>{_text(entry.games_counted)}</td><td>{_text(entry.average_rating, '–')}</td>"
        f"<td>{_text(entry.performance, '–')}</td><td>{_badges(row, links, checks)}</td>{forecast}</tr>"
    )


def _cell(cell) -> str:
    kind = ' class="cell-forfeit"' if cell.is_forfeit else ' class="cell-bye"' if cell.is_bye else ""
    opponent = f"{cell.opponent_number}{cell.colour} " if cell.opponent_number else ""
    return f"<td{kind}>{opponent}{escape(cell.label)}</td>"


def _badges(row, links: _Links, checks: str) -> str:
    html = "".join(
        f'<a class="badge bg-success norm-badge" href="{links.of(links.norm, norm.pk)}">{escape(title)}</a> '
        for title, norm in row.norms.items()
        if norm.achieved and norm.is_new_title
    )
    if row.norms:
        html += f'<a class="small" href="{links.of(links.entry_norms, row.entry.pk)}">{checks}</a>'
    return html


def _forecasts(row) -> str:
    return "".join(
        f"{escape(title)}: {floatformat(norm.forecast['needed_from_remaining'], '-1')}/"
        f"{norm.forecast['rounds_remaining']} "
        for title, norm in row.norms.items()
        if norm.forecast_reachable and norm.is_new_title
    )
