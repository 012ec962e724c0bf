"""Reads for tournament pages."""

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal
from typing import NamedTuple

from auditlog.models import LogEntry
from django.conf import settings
from django.db.models import Max, OuterRef, Q, QuerySet, Subquery, Sum
from django.utils import timezone

from lib.collector import collector_paused
from lib.scores import score_text
from players.models import public_page_url

from .models import Entry, Pairing, ResultUpload, Tournament
from .tiebreaks import Round as TieBreakRound
from .tiebreaks import TieBreaks, ranks, tie_breaks

BYE_LABELS = {
    Pairing.Kind.BYE_HALF: "H",
    Pairing.Kind.BYE_FULL: "F",
    Pairing.Kind.BYE_PAIRING: "U",
    Pairing.Kind.BYE_ZERO: "Z",
    Pairing.Kind.ABSENT: "–",
}
FORFEIT_KINDS = frozenset({Pairing.Kind.FORFEIT_WIN, Pairing.Kind.FORFEIT_LOSS})
RESULT_LABELS = {"1": "1", "=": "½", "0": "0", "+": "+", "-": "−", "W": "1", "D": "½", "L": "0"}


class CrosstableCell(NamedTuple):
    round_number: int
    kind: str
    label: str
    opponent_number: int | None = None
    colour: str = ""
    opponent_rank: int | None = None

    @property
    def is_forfeit(self) -> bool:
        return self.kind in FORFEIT_KINDS

    @property
    def is_bye(self) -> bool:
        return self.kind in BYE_LABELS


@dataclass(frozen=True)
class GridCell:
    """One square of a round-robin grid: the row player's results against the column player (two in a double)."""

    opponent_number: int
    results: tuple[tuple[str, str], ...] = ()  # (colour, label) per game
    is_self: bool = False
    # The column player, named in the square for those who hear the table rather than see its columns.
    opponent_name: str = ""


class TablePlayer(NamedTuple):
    pk: int
    fide_id: int | None

    @property
    def public_url(self) -> str:
        return public_page_url(pk=self.pk, fide_id=self.fide_id)


class TableEntry(NamedTuple):
    """What the results table shows of an entry: read as plain values, a thousand rows cost no model instances."""

    pk: int
    player_id: int
    start_number: int
    name: str
    title: str
    rating: int | None
    federation_code: str
    points: Decimal
    rank: int | None
    games_counted: int | None
    average_rating: int | None
    performance: int | None
    player: TablePlayer

    @property
    def id(self) -> int:
        return self.pk


class TableNorm(NamedTuple):
    """A verdict as the table shows it: its badge, and the forecast of an event in progress."""

    pk: int
    title: str
    achieved: bool
    forecast: dict | None

    @property
    def forecast_reachable(self) -> bool:
        return bool(self.forecast and self.forecast["reachable"])


class TableGame(NamedTuple):
    entry_id: int
    round_number: int
    opponent_id: int | None
    colour: str
    result_code: str
    kind: str
    points: Decimal


@dataclass
class CrosstableRow:
    entry: TableEntry
    cells: list[CrosstableCell]
    norms: dict[str, TableNorm] = field(default_factory=dict)
    rank: int | None = None
    tie_breaks: TieBreaks | None = None
    grid: list[GridCell] = field(default_factory=list)


@dataclass
class ResultsTable:
    rows: list[CrosstableRow]
    round_numbers: list[int]
    is_round_robin: bool
    ranks_from_file: bool


ROUND_ROBIN_SYSTEMS = frozenset({Tournament.System.ROUND_ROBIN, Tournament.System.DOUBLE_ROUND_ROBIN})
TABLE_ENTRY_FIELDS = (
    "id", "player_id", "start_number", "name", "title", "rating", "federation_code", "points", "rank",
    "games_counted", "average_rating", "performance",
)  # fmt: skip


def uploads_stalled(upload_ids: list[int]) -> list[int]:
    """Of these uploads still owed an evaluation, those to send to a worker again: a lease that expired (its
    worker died or was stopped), or none taken UPLOAD_REQUEUE_AFTER_SECONDS after it was received (a message
    lost with the broker's data). An upload under a live lease, or waiting in the queue, is left alone however
    slow; a final one too for the length of a lease, while the run that finished it records that it is done."""
    now = timezone.now()
    unclaimed_before = now - timedelta(seconds=settings.UPLOAD_REQUEUE_AFTER_SECONDS)
    finished_before = now - timedelta(seconds=settings.UPLOAD_LEASE_SECONDS)
    waiting = Q(lease_until__isnull=True, status=ResultUpload.Status.RECEIVED, status_changed_at__gte=unclaimed_before)
    just_finished = Q(status__in=ResultUpload.FINAL_STATUSES, status_changed_at__gte=finished_before)
    return list(
        ResultUpload.objects.filter(pk__in=upload_ids)
        .exclude(lease_until__gte=now)
        .exclude(waiting)
        .exclude(just_finished)
        .values_list("pk", flat=True)
    )


def upload_current(*, tournament: Tournament) -> ResultUpload | None:
    """The newest evaluated version: what the tournament's results are today."""
    return tournament.uploads.filter(status=ResultUpload.Status.EVALUATED).order_by("-version").first()


def crosstable(*, upload: ResultUpload) -> list[CrosstableRow]:
    return results_table(upload=upload).rows


@collector_paused()
def results_table(*, upload: ResultUpload) -> ResultsTable:
    """Everything the results page shows, in three queries whatever the size: entries, pairings, verdicts.

    Read as plain values: a 1,000-player, 11-round open has 17,000 rows, which as model instances cost seconds.
    The cycle collector waits meanwhile: the 50,000 tuples it holds set off a full collection nearly every time.
    """
    entries = [
        TableEntry(*values[:-1], player=TablePlayer(values[1], values[-1]))
        for values in upload.entries.order_by("start_number").values_list(*TABLE_ENTRY_FIELDS, "player__fide_id")
    ]
    by_id = {entry.pk: entry for entry in entries}
    # Only what the table shows: a verdict's checks (kilobytes each, thousands of them) stay in the database.
    verdicts = Entry._meta.get_field("norm_results").related_model.objects.filter(entry__upload=upload)
    norms: dict[int, dict[str, TableNorm]] = {entry.pk: {} for entry in entries}
    for pk, entry_id, title, achieved, forecast in verdicts.order_by("entry_id", "title").values_list(
        "id", "entry_id", "title", "achieved", "forecast"
    ):
        norms[entry_id][title] = TableNorm(pk, title, achieved, forecast)
    pairings: dict[int, list[TableGame]] = {entry.pk: [] for entry in entries}
    for values in (
        Pairing.objects.filter(entry__upload=upload)
        .order_by("entry_id", "round_number")
        .values_list(*TableGame._fields)
    ):
        pairings[values[0]].append(TableGame(*values))
    points = {entry.start_number: Decimal(entry.points) for entry in entries}
    breaks = tie_breaks(
        points,
        {
            entry.start_number: [
                TieBreakRound(_opponent_number(pairing, by_id), Decimal(pairing.points)) for pairing in pairings[entry.pk]
            ]
            for entry in entries
        },
    )
    ranks_from_file = any(entry.rank for entry in entries)
    rank_of = {entry.start_number: entry.rank for entry in entries} if ranks_from_file else ranks(points, breaks)
    rows = [
        CrosstableRow(
            entry=entry,
            cells=[_cell(pairing, by_id, rank_of) for pairing in pairings[entry.pk]],
            norms=norms[entry.pk],
            rank=rank_of.get(entry.start_number),
            tie_breaks=breaks[entry.start_number],
        )
        for entry in entries
    ]
    rows.sort(key=_standing)
    round_robin = upload.tournament.system in ROUND_ROBIN_SYSTEMS
    if round_robin:
        _fill_grid(rows, pairings, by_id)
    played = max((pairing.round_number for items in pairings.values() for pairing in items), default=0)
    return ResultsTable(
        rows=rows,
        round_numbers=list(range(1, max(upload.tournament.rounds_scheduled or 0, played) + 1)),
        is_round_robin=round_robin,
        ranks_from_file=ranks_from_file,
    )


def _opponent_number(pairing: TableGame, by_id: dict[int, TableEntry]) -> int | None:
    opponent = by_id.get(pairing.opponent_id)
    return opponent.start_number if opponent else None


def _fill_grid(rows: list[CrosstableRow], pairings: dict[int, list[TableGame]], by_id: dict[int, TableEntry]) -> None:
    """Columns in the order of the rows (the standings), as round-robin tables are printed."""
    order = [row.entry for row in rows]
    for row in rows:
        games: dict[int, list[tuple[str, str]]] = {}
        for pairing in pairings[row.entry.pk]:
            if pairing.opponent_id in by_id:
                games.setdefault(pairing.opponent_id, []).append((pairing.colour, _result_label(pairing)))
        row.grid = [
            GridCell(
                opponent.start_number, tuple(games.get(opponent.pk, ())), is_self=opponent.pk == row.entry.pk,
                opponent_name=opponent.name,
            )
            for opponent in order
        ]


def _standing(row: CrosstableRow) -> tuple:
    return (row.rank is None, row.rank or 0, -Decimal(row.entry.points), row.entry.start_number)


def _result_label(pairing: Pairing) -> str:
    return RESULT_LABELS.get(pairing.result_code, pairing.result_code)


def _bye_label(pairing: Pairing) -> str:
    """A bye with the points the file gives it: "H ½", "U 1", "Z 0"."""
    label = BYE_LABELS.get(pairing.kind, _result_label(pairing))
    if pairing.kind == Pairing.Kind.ABSENT:
        return label
    return f"{label} {score_text(pairing.points)}"


def _cell(pairing: TableGame, by_id: dict[int, TableEntry], rank_of: dict[int, int | None]) -> CrosstableCell:
    opponent = by_id.get(pairing.opponent_id)
    if opponent is None:
        return CrosstableCell(pairing.round_number, pairing.kind, _bye_label(pairing))
    # Positional: 11,000 cells a big open, and keyword arguments cost a namedtuple a third more.
    number = opponent.start_number
    label = RESULT_LABELS.get(pairing.result_code, pairing.result_code)
    return CrosstableCell(pairing.round_number, pairing.kind, label, number, pairing.colour, rank_of.get(number))


def tournament_round_count(*, upload: ResultUpload) -> int:
    rounds = upload.tournament.rounds_scheduled or 0
    played = Pairing.objects.filter(entry__upload=upload).order_by("-round_number").values_list(
        "round_number", flat=True
    ).first()
    return max(rounds, played or 0)


@dataclass(frozen=True)
class ResultChange:
    name: str
    round_number: int
    before: str
    after: str


@dataclass(frozen=True)
class VersionComparison:
    older: ResultUpload
    newer: ResultUpload
    added: list[str]
    removed: list[str]
    results_changed: list[ResultChange]
    norms_gained: list[tuple[str, str]]
    norms_lost: list[tuple[str, str]]

    @property
    def identical(self) -> bool:
        return not (self.added or self.removed or self.results_changed or self.norms_gained or self.norms_lost)


def uploads_compare(*, older: ResultUpload, newer: ResultUpload) -> VersionComparison:
    """What changed between two versions, player by player: the register's player is the same person in both."""
    before, after = _version_facts(older), _version_facts(newer)
    common = before["names"].keys() & after["names"].keys()
    changes = [
        ResultChange(after["names"][player], round_number, before["results"].get((player, round_number), "–"), result)
        for (player, round_number), result in sorted(after["results"].items(), key=lambda item: (after["names"][item[0][0]], item[0][1]))
        if player in common and before["results"].get((player, round_number), "–") != result
    ]
    changes += [
        ResultChange(before["names"][player], round_number, result, "–")
        for (player, round_number), result in before["results"].items()
        if player in common and (player, round_number) not in after["results"]
    ]
    return VersionComparison(
        older=older,
        newer=newer,
        added=sorted(after["names"][player] for player in after["names"].keys() - before["names"].keys()),
        removed=sorted(before["names"][player] for player in before["names"].keys() - after["names"].keys()),
        results_changed=changes,
        norms_gained=sorted((after["names"][player], title) for player, title in after["norms"] - before["norms"]),
        norms_lost=sorted((before["names"][player], title) for player, title in before["norms"] - after["norms"]),
    )


def upload_previous_evaluated(*, upload: ResultUpload) -> ResultUpload | None:
    """The version that was current before this one: the newest evaluated version older than it."""
    return (
        upload.tournament.uploads.filter(status=ResultUpload.Status.EVALUATED, version__lt=upload.version)
        .order_by("-version")
        .first()
    )


def _version_facts(upload: ResultUpload) -> dict:
    entries = {entry.pk: entry for entry in upload.entries.only("pk", "player_id", "name")}
    results = {}
    for pairing in Pairing.objects.filter(entry__upload=upload).only(
        "entry_id", "opponent_id", "round_number", "result_code", "colour", "kind"
    ):
        opponent = entries.get(pairing.opponent_id)
        label = RESULT_LABELS.get(pairing.result_code, pairing.result_code) if opponent else BYE_LABELS.get(pairing.kind, pairing.result_code)
        shown = f"{label} {pairing.colour or ''} – {opponent.name}".replace("  ", " ") if opponent else label
        results[(entries[pairing.entry_id].player_id, pairing.round_number)] = shown
    norms = {
        (entries[entry_id].player_id, title)
        for entry_id, title in upload.entries.filter(norm_results__achieved=True).values_list("pk", "norm_results__title")
    }
    return {"names": {entry.player_id: entry.name for entry in entries.values()}, "results": results, "norms": norms}


def tournaments_search(
    *, q: str = "", federation: str = "", year: int | None = None, system: str = "", with_results: bool = False
) -> QuerySet[Tournament]:
    tournaments = Tournament.objects.select_related("host_federation").order_by("-start_date", "name")
    if q:
        tournaments = tournaments.filter(Q(name__icontains=q) | Q(city__icontains=q))
    if federation:
        tournaments = tournaments.filter(
            Q(host_federation__code__iexact=federation) | Q(organising_federation__code__iexact=federation)
        )
    if year:
        tournaments = tournaments.filter(start_date__year=year)
    if system:
        tournaments = tournaments.filter(system=system)
    if with_results:
        tournaments = tournaments.filter(uploads__status=ResultUpload.Status.EVALUATED).distinct()
    return tournaments


def round_numbers(*, upload: ResultUpload) -> list[int]:
    return list(
        Pairing.objects.filter(entry__upload=upload).order_by("round_number").values_list("round_number", flat=True).distinct()
    )


@dataclass(frozen=True)
class Board:
    number: int | None
    white: Entry
    black: Entry | None
    result: str  # "1 - 0", "½ - ½", "+ - −", or a bye's label
    white_before: Decimal = Decimal(0)  # the points each had before the round, as pairing programs print
    black_before: Decimal | None = None


def round_pairings(*, upload: ResultUpload, number: int) -> list[Board]:
    """Games of one round seen from White, then byes and absences; boards by the higher score before the round,
    as programs print them."""
    pairings = list(
        Pairing.objects.filter(entry__upload=upload, round_number=number).select_related("entry__player", "opponent__player")
    )
    before = points_before_round(upload=upload, number=number)
    games = [pairing for pairing in pairings if pairing.opponent_id and pairing.colour != "b"]
    # Each game's other half by its two players: looked up, not searched for, so that a round of 4,500 boards
    # takes 9,000 steps rather than 40 million (issue 33).
    replies = {(p.entry_id, p.opponent_id): p for p in pairings if p.opponent_id}
    seen: set[frozenset] = set()
    boards = []
    for pairing in sorted(
        games, key=lambda p: (-max(before[p.entry_id], before[p.opponent_id]), p.entry.start_number)
    ):
        couple = frozenset((pairing.entry_id, pairing.opponent_id))
        if couple in seen:
            continue
        seen.add(couple)
        reply = replies.get((pairing.opponent_id, pairing.entry_id))
        result = f"{_result_label(pairing)} – {_result_label(reply) if reply else '?'}"
        boards.append(
            Board(
                len(boards) + 1, pairing.entry, pairing.opponent, result,
                before[pairing.entry_id], before[pairing.opponent_id],
            )
        )
    byes = sorted((p for p in pairings if not p.opponent_id), key=lambda p: p.entry.start_number)
    boards += [Board(None, pairing.entry, None, _bye_label(pairing), before[pairing.entry_id]) for pairing in byes]
    return boards


def points_before_round(*, upload: ResultUpload, number: int) -> defaultdict[int, Decimal]:
    """Each entry's points from the rounds before this one (byes and forfeits included), by entry id."""
    totals = (
        Pairing.objects.filter(entry__upload=upload, round_number__lt=number)
        .values("entry_id")
        .annotate(total=Sum("points"))
        .values_list("entry_id", "total")
    )
    before: defaultdict[int, Decimal] = defaultdict(Decimal)
    before.update((entry_id, Decimal(total)) for entry_id, total in totals)
    return before


def results_table_version(*, upload: ResultUpload) -> str:
    """Changes with whatever the results table shows: another results version, verdicts judged again, the
    tournament's system or number of rounds. The rendered table is kept under it (tournament_detail.html)."""
    judged = upload.entries.aggregate(last=Max("norm_results__evaluated_at"))["last"]
    tournament = upload.tournament
    stamp = judged.isoformat() if judged else ""
    return f"{upload.pk}:{stamp}:{tournament.system}:{tournament.rounds_scheduled}"


def tournament_history(*, tournament: Tournament):
    """The audit trail of a tournament's registered facts, newest first."""
    return LogEntry.objects.get_for_object(tournament).select_related("actor", "content_type").order_by("-timestamp", "-pk")


def player_results(*, player_id: int) -> QuerySet[Entry]:
    """The player's entries in the current results of every tournament here, the latest event first: what the
    public player page lists with points and performance."""
    current = (
        ResultUpload.objects.filter(tournament=OuterRef("upload__tournament"), status=ResultUpload.Status.EVALUATED)
        .order_by("-version")
        .values("pk")[:1]
    )
    return (
        Entry.objects.filter(player_id=player_id, upload=Subquery(current))
        .select_related("upload__tournament")
        .order_by("-upload__tournament__end_date", "-upload__tournament__pk")
    )
