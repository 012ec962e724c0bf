"""`render_trf`: a `TrfTournament` as TRF16 text in the spec's fixed columns.

TRF26-only facts (142/152 round count and colour, 192, other TRF26 headers, 240 and team records)
are written only when the tournament has them, so `parse_trf(render_trf(t))` reads back the same
data (line numbers aside). Scheduled rounds and initial colour go to the JaVaFo `XXR`/`XXC`
records unless the tournament is TRF26."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

from .players import FIRST_ROUND_COLUMN, ROUND_WIDTH
from .records import TrfByeRecord, TrfGame, TrfPlayer, TrfTournament

_TEXT_HEADERS = (
    ("012", "name"),
    ("022", "city"),
    ("032", "federation"),
)
_LATER_TEXT_HEADERS = (
    ("082", "rated_teams"),
    ("092", "tournament_type"),
    ("102", "chief_arbiter"),
)
_ROUND_DATE_FORMAT = "%y/%m/%d"
_DATE_FORMAT = "%Y/%m/%d"
_JAVAFO_COLOURS = {"w": "white1", "b": "black1"}


def render_trf(tournament: TrfTournament) -> str:
    lines = [
        *_header_lines(tournament),
        *(render_player_line(player) for player in tournament.players),
        *tournament.team_records,
        *(_bye_line(bye) for bye in tournament.byes_240),
    ]
    return "\n".join(lines) + "\n"


def render_player_line(player: TrfPlayer) -> str:
    fixed_part = (
        f"001 {player.start_number:4d} {player.sex:1.1}{player.title:>3.3} {player.name:<33.33} "
        f"{_optional(player.rating, 4)} {player.federation:3.3} {_optional(player.fide_id, 11)} "
        f"{_birth(player):<10.10} {_points(player):>4} {_optional(player.rank, 4)}"
    )
    rounds = "".join(_round_block(game) for game in player.games)
    return f"{fixed_part:<{FIRST_ROUND_COLUMN - 1}}{rounds}".rstrip()


def _header_lines(tournament: TrfTournament) -> Iterator[str]:
    for code, attribute in _TEXT_HEADERS:
        yield f"{code} {getattr(tournament, attribute)}".rstrip()
    yield f"042 {_date(tournament.start_date)}".rstrip()
    yield f"052 {_date(tournament.end_date)}".rstrip()
    if tournament.players_count_declared is not None:
        yield f"062 {tournament.players_count_declared}"
    if tournament.rated_count_declared is not None:
        yield f"072 {tournament.rated_count_declared}"
    for code, attribute in _LATER_TEXT_HEADERS:
        yield f"{code} {getattr(tournament, attribute)}".rstrip()
    yield from (f"112 {deputy}" for deputy in tournament.deputy_arbiters)
    yield f"122 {tournament.time_control}".rstrip()
    if any(tournament.round_dates):
        yield _round_dates_line(tournament.round_dates)
    yield from _round_and_colour_lines(tournament)
    if tournament.pairing_system:
        yield f"192 {tournament.pairing_system}"
    for code, values in tournament.extra_headers.items():
        yield from (f"{code} {value}".rstrip() for value in values)


def _round_and_colour_lines(tournament: TrfTournament) -> Iterator[str]:
    if tournament.format == "TRF26":
        if tournament.rounds:
            yield f"142 {tournament.rounds}"
        if tournament.initial_colour:
            yield f"152 {tournament.initial_colour.upper()}"
        return
    if tournament.rounds:
        yield f"XXR {tournament.rounds}"
    if tournament.initial_colour:
        yield f"XXC {_JAVAFO_COLOURS[tournament.initial_colour]}"


def _round_dates_line(round_dates: tuple[date | None, ...]) -> str:
    slots = "".join(
        f"{day.strftime(_ROUND_DATE_FORMAT) if day else '':<{ROUND_WIDTH}}" for day in round_dates
    )
    return f"{'132':<{FIRST_ROUND_COLUMN - 1}}{slots}".rstrip()


def _round_block(game: TrfGame) -> str:
    if game.opponent is None and not game.code.strip():
        return " " * ROUND_WIDTH
    opponent = f"{game.opponent:4d}" if game.opponent is not None else "0000"
    return f"{opponent} {game.colour or '-'} {game.code}  "


def _bye_line(bye: TrfByeRecord) -> str:
    numbers = " ".join(f"{number:4d}" for number in bye.numbers)
    return f"240 {bye.kind} {bye.round:3d} {numbers}"


def _optional(value: int | None, width: int) -> str:
    return f"{value:{width}d}" if value is not None else " " * width


def _points(player: TrfPlayer) -> str:
    return f"{player.points:.1f}" if player.points is not None else ""


def _birth(player: TrfPlayer) -> str:
    if player.birth_date is not None:
        return player.birth_date.strftime(_DATE_FORMAT)
    return f"{player.birth_year:04d}" if player.birth_year is not None else ""


def _date(day: date | None) -> str:
    return day.strftime(_DATE_FORMAT) if day else ""
