"""Rating history: FIDE's published standard lists, imported month by month, and interim ratings (1.52a)."""

from dataclasses import dataclass, field, fields
from datetime import date
from pathlib import Path

from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.core.files import File
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from lib.bulk_audit import CREATE, UPDATE, RecordChange, audit_bulk_write

from .models import Federation, Player, RatingEntry, Sex
from .rating_lists import RatingListBrokenOff, RatingListError, RatingListPlayer, open_rating_list

BATCH_SIZE = 2000
# A file whose every line is wrong would otherwise keep half a million errors in memory and on screen.
MAX_REPORTED_ERRORS = 200
# FIDE's lowest published rating: 1000 until February 2024, 1400 from the March 2024 list on.
RATING_FLOOR_RAISED_ON = date(2024, 3, 1)
# Nobody has ever been rated above 2882: a higher interim rating is a typing error.
HIGHEST_PLAUSIBLE_RATING = 3000
SEX_OF_LIST_LETTER = {"M": Sex.MALE, "F": Sex.FEMALE, "": Sex.UNKNOWN}
DETAIL_FIELDS = ("name", "sex", "birth_year", "federation_id")
_MISSING_DETAILS = Q(name="") | Q(sex="") | Q(birth_year__isnull=True) | Q(federation__isnull=True)


class RatingPeriodUnknown(ValueError):
    """Neither the caller, the file name nor the list's header says which month the list is for."""


@dataclass
class RatingListImport:
    """What one import read and did. `errors` keeps the first MAX_REPORTED_ERRORS; `error_count` counts all."""

    period: date
    lines_read: int = 0
    players_matched: int = 0
    players_created: int = 0
    players_completed: int = 0  # blank name, sex, birth year or federation filled in from the list
    entries_created: int = 0
    entries_updated: int = 0
    entries_unchanged: int = 0
    skipped_not_followed: int = 0  # not in the database, and not asked to create every player
    skipped_unrated: int = 0  # no standard rating in this list
    error_count: int = 0
    errors: list[RatingListError] = field(default_factory=list)
    # The error after which nothing more could be read: the rows before it are stored, the list is refused.
    broken_off: RatingListBrokenOff | None = None

    def add_error(self, error: RatingListError) -> None:
        self.error_count += 1
        if len(self.errors) < MAX_REPORTED_ERRORS:
            self.errors.append(error)

    def counts(self) -> dict:
        """Every figure, JSON-ready; the errors themselves are for the caller to word."""
        figures = {item.name: getattr(self, item.name) for item in fields(self)}
        del figures["errors"], figures["broken_off"]
        return {**figures, "period": self.period.isoformat(), "complete": self.broken_off is None}


def rating_floor(on: date) -> int:
    return 1400 if on >= RATING_FLOOR_RAISED_ON else 1000


def rating_list_import(*, path: Path, period: date | None = None, all_players: bool = False) -> RatingListImport:
    """Store each listed player's standard rating and games as the published entry for the list's month.

    Only players already in the database are imported unless `all_players`, which also creates the listed
    players who have a standard rating. Blank details of known players are filled in from the list; nothing
    else about them changes. Importing a list again changes nothing. Each batch is its own transaction, so a
    list broken off half-way keeps what was read before the break. Every player created or completed and
    every rating stored or changed is in the audit log, naming the list.

    Raises RatingPeriodUnknown when `period` is None and the list does not say its month either, and
    RatingListError for a file that is no standard player list."""
    with open_rating_list(path) as rating_list:
        period = period or rating_list.period
        if period is None:
            raise RatingPeriodUnknown(f"{path.name} does not say which month it is for")
        importer = _ListImporter(period=period, all_players=all_players, file_name=path.name)
        for row in rating_list.rows:
            importer.read(row)
        importer.flush()
    return importer.summary


class _ListImporter:
    """Decides row by row what to store, and stores it a batch at a time."""

    def __init__(self, *, period: date, all_players: bool, file_name: str) -> None:
        self.summary = RatingListImport(period=period)
        self.period = period
        # What the audit log names as the source of each change this import makes.
        self.audit_source = {"source": "rating_list", "period": period.isoformat(), "file": file_name}
        self.floor = rating_floor(period)
        self.all_players = all_players
        # Loaded once: a dictionary lookup per line is what makes a list of 500,000 players affordable.
        known = Player.objects.filter(fide_id__isnull=False)
        self.player_ids: dict[int, int] = dict(known.values_list("fide_id", "pk"))
        self.incomplete: set[int] = set(known.filter(_MISSING_DETAILS).values_list("fide_id", flat=True))
        self.federation_ids: dict[str, int] = dict(Federation.objects.values_list("code", "pk"))
        self.first_lines: dict[int, int] = {}
        self.batch: list[RatingListPlayer] = []

    def read(self, row: RatingListPlayer | RatingListError) -> None:
        self.summary.lines_read += 1
        if isinstance(row, RatingListError):
            self.summary.add_error(row)
            if isinstance(row, RatingListBrokenOff):
                self.summary.broken_off = row
            return
        known = row.fide_id in self.player_ids
        if not known and not self.all_players:
            self.summary.skipped_not_followed += 1
            return
        problem = self._problem(row)
        if problem:
            self.summary.add_error(problem)
            return
        if known:
            self.summary.players_matched += 1
        if row.rating is None:
            self.summary.skipped_unrated += 1
            if row.fide_id not in self.incomplete:  # no entry to store and no blanks to fill
                return
        self.batch.append(row)
        if len(self.batch) >= BATCH_SIZE:
            self.flush()

    def _problem(self, row: RatingListPlayer) -> RatingListError | None:
        first_line = self.first_lines.setdefault(row.fide_id, row.line)
        if first_line != row.line:
            return RatingListError(
                row.line,
                gettext_noop("FIDE ID %(fide_id)s was already listed on line %(first_line)s"),
                fide_id=row.fide_id,
                first_line=first_line,
            )
        if row.rating is not None and row.rating < self.floor:
            # A real list has no such rating: the period is probably wrong, or the columns slipped.
            return RatingListError(
                row.line,
                gettext_noop("rating %(rating)s is below %(floor)s, the lowest FIDE publishes for %(period)s"),
                rating=row.rating,
                floor=self.floor,
                period=self.period.isoformat(),
            )
        return None

    def flush(self) -> None:
        if not self.batch:
            return
        with transaction.atomic():
            self._complete_known_players()
            self._create_new_players()
            self._store_entries()
        self.batch = []

    def _details(self, row: RatingListPlayer) -> dict:
        return {
            "name": row.name[:120],
            "sex": SEX_OF_LIST_LETTER[row.sex],
            "birth_year": row.birth_year,
            "federation_id": self.federation_ids.get(row.federation),
        }

    def _complete_known_players(self) -> None:
        rows = [row for row in self.batch if row.fide_id in self.incomplete]
        players = Player.objects.in_bulk([row.fide_id for row in rows], field_name="fide_id")
        completed, audited = [], []
        for row in rows:
            player = players[row.fide_id]
            if changes := _fill_blanks(player, self._details(row)):
                completed.append(player)
                audited.append(RecordChange(pk=player.pk, label=str(player), changes=changes))
        Player.objects.bulk_update(completed, DETAIL_FIELDS)
        audit_bulk_write(model=Player, action=UPDATE, records=audited, source=self.audit_source)
        self.summary.players_completed += len(completed)

    def _create_new_players(self) -> None:
        new_rows = [row for row in self.batch if row.fide_id not in self.player_ids]
        if not new_rows:
            return
        # ignore_conflicts: a player created meanwhile by someone else is simply found below.
        Player.objects.bulk_create(
            [Player(fide_id=row.fide_id, **self._details(row)) for row in new_rows], ignore_conflicts=True
        )
        self.summary.players_created += len(new_rows)
        created = dict(Player.objects.filter(fide_id__in=[row.fide_id for row in new_rows]).values_list("fide_id", "pk"))
        self.player_ids.update(created)
        audit_bulk_write(
            model=Player,
            action=CREATE,
            records=[
                RecordChange(
                    pk=created[row.fide_id],
                    label=row.name[:120],
                    changes={"fide_id": [None, row.fide_id]}
                    | {name.removesuffix("_id"): [None, value] for name, value in self._details(row).items() if value not in (None, "")},
                )
                for row in new_rows
                if row.fide_id in created
            ],
            source=self.audit_source,
        )

    def _store_entries(self) -> None:
        rated = [(self.player_ids[row.fide_id], row) for row in self.batch if row.rating is not None]
        entries = RatingEntry.objects.filter(
            kind=RatingEntry.Kind.PUBLISHED, period=self.period, player_id__in=[player_id for player_id, _row in rated]
        ).values_list("player_id", "rating", "games")
        stored = {player_id: (rating, games) for player_id, rating, games in entries}
        changed, before_of = [], {}
        for player_id, row in rated:
            before = stored.get(player_id)
            if before == (row.rating, row.games):
                self.summary.entries_unchanged += 1
                continue
            if before is None:
                self.summary.entries_created += 1
            else:
                self.summary.entries_updated += 1
            before_of[player_id] = before
            changed.append(RatingEntry(player_id=player_id, period=self.period, rating=row.rating, games=row.games))
        # update_conflicts: FIDE's corrected re-issue of a list replaces the figures, never adds a second entry.
        RatingEntry.objects.bulk_create(
            changed,
            update_conflicts=True,
            unique_fields=["player", "period", "kind"],
            update_fields=["rating", "games"],
        )
        self._audit_entries(changed, before_of)

    def _audit_entries(self, changed: list[RatingEntry], before_of: dict[int, tuple[int, int | None] | None]) -> None:
        player_ids = [entry.player_id for entry in changed]
        names = dict(Player.objects.filter(pk__in=player_ids).values_list("pk", "name"))
        entry_ids = dict(
            RatingEntry.objects.filter(kind=RatingEntry.Kind.PUBLISHED, period=self.period, player_id__in=player_ids)
            .values_list("player_id", "pk")
        )
        created, updated = [], []
        for entry in changed:
            before = before_of[entry.player_id]
            rating_before, games_before = before or (None, None)
            figures = (("rating", rating_before, entry.rating), ("games", games_before, entry.games))
            record = RecordChange(
                pk=entry_ids[entry.player_id],
                label=f"{names[entry.player_id]} {entry.rating} ({self.period:%Y-%m})",
                changes={name: [old, new] for name, old, new in figures if old != new},
                fields={
                    "player": entry.player_id, "period": self.period.isoformat(),
                    "kind": RatingEntry.Kind.PUBLISHED.value, "rating": entry.rating, "games": entry.games,
                },
            )
            (created if before is None else updated).append(record)
        audit_bulk_write(model=RatingEntry, action=CREATE, records=created, source=self.audit_source)
        audit_bulk_write(model=RatingEntry, action=UPDATE, records=updated, source=self.audit_source)


def _fill_blanks(player: Player, details: dict) -> dict[str, list]:
    """Fill the player's blank details from the list; the fields filled, each [before, after]."""
    changes = {}
    for name, value in details.items():
        before = getattr(player, name)
        if value not in (None, "") and before in (None, ""):
            setattr(player, name, value)
            changes[name.removesuffix("_id")] = [before, value]
    return changes


def rating_record_interim(
    *,
    player: Player,
    reached_on: date,
    rating: int,
    games: int | None = None,
    evidence_note: str = "",
    evidence: File | None = None,
    recorded_by: AbstractBaseUser,
) -> RatingEntry:
    """1.52a: a rating reached during a rating period or an event, recorded by an officer from the evidence.

    Recording the same player and day again corrects the figures. Who may record is the caller's check."""
    _validate_interim(reached_on=reached_on, rating=rating, games=games)
    entry, _created = RatingEntry.objects.update_or_create(
        player=player,
        period=reached_on,
        kind=RatingEntry.Kind.INTERIM,
        defaults={
            "rating": rating,
            "games": games,
            "evidence_note": evidence_note,
            "recorded_by": recorded_by,
            "recorded_at": timezone.now(),
            **({"evidence": evidence} if evidence is not None else {}),
        },
    )
    return entry


def _validate_interim(*, reached_on: date, rating: int, games: int | None) -> None:
    errors = {}
    if reached_on > timezone.localdate():
        errors["reached_on"] = _("A rating cannot have been reached in the future.")
    floor = rating_floor(reached_on)
    if rating < floor:
        errors["rating"] = _("FIDE rates nobody below %(floor)s on that date.") % {"floor": floor}
    elif rating > HIGHEST_PLAUSIBLE_RATING:
        errors["rating"] = _("A rating above %(highest)s is not plausible.") % {"highest": HIGHEST_PLAUSIBLE_RATING}
    if games is not None and games < 0:
        errors["games"] = _("The number of games cannot be negative.")
    if errors:
        raise ValidationError(errors)
