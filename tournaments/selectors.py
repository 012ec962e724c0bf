"""Reads for tournament pages."""

from dataclasses import dataclass, field
from decimal import Decimal

from django.db.models import Prefetch

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
    entries = (
        upload.entries.select_related("player")
        .prefetch_related(
            Prefetch("pairings", queryset=Pairing.objects.select_related("opponent").order_by("round_number")),
            "norm_results",
        )
        .order_by("start_number")
    )
    rows = [
        CrosstableRow(
            entry=entry,
            cells=[_cell(pairing) for pairing in entry.pairings.all()],
            norms={norm.title: norm for norm in entry.norm_results.all()},
        )
        for entry in entries
    ]
    rows.sort(key=_standing)
    return rows


def _standing(row: CrosstableRow) -> tuple:
    entry = row.entry
    return (entry.rank is None, entry.rank or 0, -Decimal(entry.points), entry.start_number)


def _cell(pairing: Pairing) -> CrosstableCell:
    if pairing.opponent is None:
        label = BYE_LABELS.get(pairing.kind, RESULT_LABELS.get(pairing.result_code, pairing.result_code))
        return CrosstableCell(pairing.round_number, pairing.kind, label)
    return CrosstableCell(
        pairing.round_number,
        pairing.kind,
        RESULT_LABELS.get(pairing.result_code, pairing.result_code),
        opponent_number=pairing.opponent.start_number,
        colour=pairing.colour,
    )


def tournament_round_count(upload: ResultUpload) -> int:
    rounds = upload.tournament.rounds_scheduled or 0
    played = Pairing.objects.filter(entry__upload=upload).order_by("-round_number").values_list(
        "round_number", flat=True
    ).first()
    return max(rounds, played or 0)


def tournament_history(tournament: Tournament):
    """The audit trail of a tournament's registered facts, newest first."""
    from auditlog.models import LogEntry

    return LogEntry.objects.get_for_object(tournament).select_related("actor", "content_type").order_by("-timestamp", "-pk")
