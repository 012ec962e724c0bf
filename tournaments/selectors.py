"""Reads for tournament pages."""

from dataclasses import dataclass, field
from decimal import Decimal

from django.db.models import Max, Prefetch

from .models import Entry, Pairing, ResultUpload, Tournament

BYE_LABELS = {
    Pairing.Kind.BYE_HALF: "H",
    Pairing.Kind.BYE_FULL: "F",
    Pairing.Kind.BYE_PAIRING: "U",
    Pairing.Kind.BYE_ZERO: "Z",
    Pairing.Kind.ABSENT: "–",
}
RESULT_LABELS = {"1": "1", "=": "½", "0": "0", "+": "+", "-": "−", "W": "1", "D": "½", "L": "0"}


@dataclass(frozen=True)
class CrosstableCell:
    round_number: int
    kind: str
    label: str
    opponent_number: int | None = None
    colour: str = ""

    @property
    def is_forfeit(self) -> bool:
        return self.kind in {Pairing.Kind.FORFEIT_WIN, Pairing.Kind.FORFEIT_LOSS}

    @property
    def is_bye(self) -> bool:
        return self.kind in BYE_LABELS


@dataclass
class CrosstableRow:
    entry: Entry
    cells: list[CrosstableCell]
    norms: dict = field(default_factory=dict)


def upload_current(tournament: Tournament) -> ResultUpload | None:
    """The newest evaluated version: what the tournament's results are today."""
    return tournament.uploads.filter(status=ResultUpload.Status.EVALUATED).order_by("-version").first()


def crosstable(upload: ResultUpload) -> list[CrosstableRow]:
    """Three queries whatever the size, each reading only what the table shows (a verdict's checks stay put)."""
    verdicts = Entry._meta.get_field("norm_results").related_model.objects.only(
        "id", "entry_id", "title", "achieved", "forecast"
    )
    entries = list(
        upload.entries.only(*CROSSTABLE_ENTRY_FIELDS)
        .prefetch_related(Prefetch("norm_results", queryset=verdicts))
        .order_by("start_number")
    )
    number_of = {entry.pk: entry.start_number for entry in entries}
    cells: dict[int, list[CrosstableCell]] = {entry.pk: [] for entry in entries}
    pairings = Pairing.objects.filter(entry__upload=upload).order_by("entry_id", "round_number")
    for entry_id, *pairing in pairings.values_list("entry_id", "round_number", "kind", "result_code", "opponent_id", "colour"):
        cells[entry_id].append(_cell(*pairing, number_of))
    rows = [
        CrosstableRow(entry=entry, cells=cells[entry.pk], norms={norm.title: norm for norm in entry.norm_results.all()})
        for entry in entries
    ]
    rows.sort(key=_standing)
    return rows


CROSSTABLE_ENTRY_FIELDS = (
    "id", "upload", "start_number", "name", "title", "rating", "federation_code", "points", "rank",
    "games_counted", "average_rating", "performance",
)  # fmt: skip


def _standing(row: CrosstableRow) -> tuple:
    entry = row.entry
    return (entry.rank is None, entry.rank or 0, -Decimal(entry.points), entry.start_number)


def _cell(round_number: int, kind: str, code: str, opponent_id: int | None, colour: str, number_of: dict) -> CrosstableCell:
    if opponent_id is None:
        return CrosstableCell(round_number, kind, BYE_LABELS.get(kind, RESULT_LABELS.get(code, code)))
    return CrosstableCell(
        round_number, kind, RESULT_LABELS.get(code, code), opponent_number=number_of[opponent_id], colour=colour
    )


def tournament_round_count(upload: ResultUpload) -> int:
    rounds = upload.tournament.rounds_scheduled or 0
    played = Pairing.objects.filter(entry__upload=upload).order_by("-round_number").values_list(
        "round_number", flat=True
    ).first()
    return max(rounds, played or 0)


def results_table_version(upload: ResultUpload) -> str:
    """Changes with whatever the results table shows: another results version, verdicts judged again, the
    tournament's system or number of rounds. The rendered table is kept under it (tournament_detail.html)."""
    judged = upload.entries.aggregate(last=Max("norm_results__evaluated_at"))["last"]
    tournament = upload.tournament
    stamp = judged.isoformat() if judged else ""
    return f"{upload.pk}:{stamp}:{tournament.system}:{tournament.rounds_scheduled}"
