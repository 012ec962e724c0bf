"""The body of a Swiss results table as compact HTML.

A 1,000-player, 11-round open has some 25,000 cells: the template language takes seconds to fill them,
string building a few dozen milliseconds. The round-robin grid, never that big, stays in the template
(tournament_detail.html), as does the row markup of small tables' headers; the two must show the same.
The cells carry no links (each row's name links to the player's public page, its points to his games), so the
page stays small. The points are written twice, after the rounds and beside the name: a phone shows the second
(titledesk.css), which stays in view with the name while the other columns scroll.
"""

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from django.template.defaultfilters import floatformat
from django.urls import reverse
from django.utils.formats import get_format, localize
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from lib.collector import collector_paused

# reverse() once per table: the pk is put into the path afterwards.
PK_MARK = 987654321


@collector_paused()
def table_body(rows: Iterable, *, in_progress: bool, visible_players: set[int]) -> SafeString:
    links = _Links()
    labels = {
        "games": escape(gettext("Games and norm checks")),
        "player": escape(gettext("Player's page")),
        "fide": escape(gettext("FIDE profile")),
        "checks": escape(gettext("checks")),
        "decimal": get_format("DECIMAL_SEPARATOR"),
    }
    return mark_safe("".join(_row(row, links, labels, in_progress, visible_players) for row in rows))


class _Links:
    def __init__(self):
        self.entry_norms = reverse("titles:entry_norms", args=[PK_MARK]).split(str(PK_MARK))
        self.player = reverse("players:player", args=[PK_MARK]).split(str(PK_MARK))
        self.public_by_fide_id = reverse("public_players:player", args=[PK_MARK]).split(str(PK_MARK))
        self.public_by_id = reverse("public_players:player_by_id", args=[PK_MARK]).split(str(PK_MARK))
        self.norm = reverse("titles:norm_detail", args=[PK_MARK]).split(str(PK_MARK))

    @staticmethod
    def of(parts: list[str], pk: int) -> str:
        return f"{parts[0]}{pk}{parts[1]}"


def _text(value, default: str = "", decimal: str = ".") -> str:
    """What `{{ value|default:default }}` prints (numbers have no thousands separator, in every language)."""
    if not value and default:
        return default
    if type(value) is int:
        return str(value)
    if isinstance(value, Decimal):
        return str(value).replace(".", decimal)
    return "" if value is None or value == "" else escape(localize(value))


def _places(value: Decimal, places: int, decimal: str) -> str:
    """What `{{ value|floatformat:"-<places>" }}` prints: a whole number as such, others with <places> decimals."""
    if value == value.to_integral_value():
        return str(int(value))
    rounded = value.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    return str(rounded if rounded else abs(rounded)).replace(".", decimal)


def _row(row, links: _Links, labels: dict, in_progress: bool, visible_players: set[int]) -> str:
    entry = row.entry
    decimal = labels["decimal"]
    cells = "".join(_cell(cell) for cell in row.cells)
    breaks = row.tie_breaks
    forecast = f'<td class="small">{_forecasts(row)}</td>' if in_progress else ""
    points = (
        f'<strong><a href="{links.of(links.entry_norms, entry.pk)}" title="{labels["games"]}">'
        f"{_text(entry.points, decimal=decimal)}</a></strong>"
    )
    return (
        f'<tr id="entry-{entry.start_number}"><td>{_text(row.rank)}</td><td>{entry.start_number}</td>'
        f"<td>{escape(entry.title)}</td>"
        f'<th scope="row" class="crosstable-name">{_name(entry, links, labels, visible_players)}</th>'
        f'<td class="crosstable-points-beside">{points}</td>'
        f"<td>{escape(entry.federation_code)}</td><td>{_text(entry.rating, '–')}</td>{cells}"
        f'<td class="crosstable-points">{points}</td>'
        f"<td>{_places(breaks.buchholz, 1, decimal)}</td><td>{_places(breaks.sonneborn_berger, 2, decimal)}</td>"
        f"<td>{_places(breaks.progressive, 1, decimal)}</td><td>{_text(entry.games_counted)}</td>"
        f"<td>{_text(entry.average_rating, '–')}</td><td>{_text(entry.performance, '–')}</td>"
        f"<td>{_badges(row, links, labels)}</td>{forecast}</tr>"
    )


def _name(entry, links: _Links, labels: dict, visible_players: set[int]) -> str:
    fide_id = entry.player.fide_id
    public = links.of(links.public_by_fide_id, fide_id) if fide_id else links.of(links.public_by_id, entry.player_id)
    html = f'<a href="{public}">{escape(entry.name)}</a>'
    if entry.player_id in visible_players:
        html += f' <a class="small" href="{links.of(links.player, entry.player_id)}" title="{labels["player"]}">↗</a>'
    if fide_id:
        html += (
            f' <a class="small text-muted" href="https://ratings.fide.com/profile/{fide_id}" rel="external noopener"'
            f' target="_blank" title="{labels["fide"]}">FIDE</a>'
        )
    return html


def _cell(cell) -> str:
    kind = ' class="cell-forfeit"' if cell.is_forfeit else ' class="cell-bye"' if cell.is_bye else ""
    opponent = f"{cell.opponent_number}{cell.colour} " if cell.opponent_number else ""
    return f"<td{kind}>{opponent}{escape(cell.label)}</td>"


def _badges(row, links: _Links, labels: dict) -> str:
    html = "".join(
        f'<a class="badge bg-success norm-badge" href="{links.of(links.norm, norm.pk)}">{escape(title)}</a> '
        for title, norm in row.norms.items()
        if norm.achieved
    )
    if row.norms:
        html += f'<a class="small" href="{links.of(links.entry_norms, row.entry.pk)}">{labels["checks"]}</a>'
    return html


def _forecasts(row) -> str:
    return "".join(
        f'{escape(title)}: {floatformat(norm.forecast["needed_from_remaining"], "-1")}/{norm.forecast["rounds_remaining"]} '
        for title, norm in row.norms.items()
        if norm.forecast_reachable
    )
