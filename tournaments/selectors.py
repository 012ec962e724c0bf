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
