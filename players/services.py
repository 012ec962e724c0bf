"""Business operations on players and federations."""

import csv
import logging
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from django.db import connection

from . import signals
from .models import Federation, Player

logger = logging.getLogger(__name__)

REGISTER_FIELDS = ("name", "sex", "birth_date", "federation")


@dataclass(frozen=True)
class RegisterDifference:
    """What a results file says about a registered player that the register says otherwise."""

    start_number: int
    player: Player
    field: str
    in_file: str
    in_register: str


def players_for_trf(records: Iterable) -> tuple[dict[int, Player], list[RegisterDifference]]:
    """Find the registered player of every TRF record, by FIDE ID or, for unrated locals, by name and federation;
    create only the players the register does not know.

    A results file describes one event, not the people in it: a known player is never rewritten. What the file
    says otherwise (name, sex, birth date, federation) is returned as differences, for the upload's warnings and
    the desk of the player's federation.
    """
    records = list(records)
    federations = Federation.objects.in_bulk(
        {record.federation for record in records if record.federation}, field_name="code"
    )
    local_names = {record.name[:120] for record in records if not record.fide_id}
    _lock_local_names(local_names)
    known_by_fide_id = Player.objects.select_related("federation").in_bulk(
        [record.fide_id for record in records if record.fide_id], field_name="fide_id"
    )
    known_locals = {
        (player.name, player.federation_id): player
        for player in Player.objects.filter(fide_id__isnull=True, name__in=local_names).select_related("federation")
    }
    result: dict[int, Player] = {}
    to_create: list[Player] = []
    differences: list[RegisterDifference] = []
    for record in records:
        fields = _player_fields(record, federations)
        if record.fide_id:
            player = known_by_fide_id.get(record.fide_id)
        else:
            # Two namesakes without FIDE IDs in one file are two people: each local is matched once.
            player = known_locals.pop((fields["name"], getattr(fields["federation"], "pk", None)), None)
        if player is None:
            player = Player(fide_id=record.fide_id, **fields)
            to_create.append(player)
            if record.fide_id:
                known_by_fide_id[record.fide_id] = player
        elif player.pk:
            differences += _differences(record.start_number, player, record, fields)
        result[record.start_number] = player
    created = _create(to_create)
    return {start_number: created.get(id(player), player) for start_number, player in result.items()}, differences


def _create(players: list[Player]) -> dict[int, Player]:
    """Insert the new players; a FIDE ID another evaluation inserted meanwhile is taken as found. Rows go in
    FIDE ID order, so that two evaluations waiting on each other's IDs always wait in the same order.
    Returns the stored player for each object passed in that was not inserted, keyed by its id()."""
    with_fide_id = sorted((player for player in players if player.fide_id), key=lambda player: player.fide_id)
    Player.objects.bulk_create([player for player in players if not player.fide_id])
    Player.objects.bulk_create(with_fide_id, ignore_conflicts=True)
    stored = Player.objects.in_bulk([player.fide_id for player in with_fide_id], field_name="fide_id")
    return {id(player): stored[player.fide_id] for player in with_fide_id}


def _lock_local_names(names: set[str]) -> None:
    """Unrated locals have no unique key to upsert on: on PostgreSQL, a lock per name held until the
    evaluation commits keeps a second evaluation from creating the same local player again."""
    if connection.vendor != "postgresql" or not names:
        return
    keys = sorted({zlib.crc32(name.encode("utf-8")) - 2**31 for name in names})  # int4, as the lock takes
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s, key) FROM unnest(%s::int[]) AS key", [_LOCAL_NAMES_LOCK, keys])


# The first key of the advisory locks on local players' names (the second is the name's checksum).
_LOCAL_NAMES_LOCK = 0x504C59


def _player_fields(record, federations: dict[str, Federation]) -> dict:
    return {
        "name": record.name[:120],
        "sex": {"m": "m", "w": "f"}.get(record.sex, ""),
        "birth_date": record.birth_date,
        "birth_year": record.birth_year or (record.birth_date.year if record.birth_date else None),
        "federation": federations.get(record.federation),
    }


def _differences(start_number: int, player: Player, record, fields: dict) -> list[RegisterDifference]:
    """Blanks in the file are no difference: the file simply does not say."""
    in_file = {
        "name": fields["name"],
        "sex": fields["sex"],
        "birth_date": fields["birth_date"].isoformat() if fields["birth_date"] else "",
        "federation": (record.federation or "").upper(),
    }
    in_register = {
        "name": player.name,
        "sex": player.sex,
        "birth_date": player.birth_date.isoformat() if player.birth_date else "",
        "federation": player.federation.code if player.federation else "",
    }
    return [
        RegisterDifference(start_number, player, name, in_file[name], in_register[name])
        for name in REGISTER_FIELDS
        if in_file[name] and in_file[name] != in_register[name]
    ]


FEDERATIONS_CSV = Path(__file__).resolve().parent / "data" / "federations.csv"


def fide_federation_codes() -> tuple[str, ...]:
    """The codes of the FIDE member federations of the shipped list, in its order."""
    with FEDERATIONS_CSV.open(encoding="utf-8") as handle:
        return tuple(row["code"] for row in csv.DictReader(handle))


def federations_ensure_fide_list() -> int:
    """Add any FIDE member federation of the shipped list that is missing; returns how many were added."""
    with FEDERATIONS_CSV.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    known = set(Federation.objects.values_list("code", flat=True))
    missing = [Federation(code=row["code"], name=row["name"]) for row in rows if row["code"] not in known]
    Federation.objects.bulk_create(missing)
    return len(missing)


def player_register_correct(*, form, changed_by) -> Player:
    """An officer of the player's federation (or staff) corrects the register; the verdicts that used the old
    facts are judged again. The change is kept in the audit trail of the player's record."""
    player = form.save()
    if form.changed_data:
        logger.info("Register of player %s corrected by %s: %s", player.pk, changed_by, ", ".join(form.changed_data))
        signals.player_facts_changed.send(sender=Player, player_ids=[player.pk])
    return player
