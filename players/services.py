"""Business operations on players and federations."""

import csv
import zlib
from collections.abc import Iterable
from pathlib import Path

from django.db import connection

from .models import Federation, Player

SYNCED_FIELDS = ("name", "sex", "birth_date", "birth_year", "federation")


def players_sync_from_trf(records: Iterable) -> dict[int, Player]:
    """Find or create the player of every TRF record: by FIDE ID, or by name and federation for unrated locals.

    Known players take the file's name, sex, birth date and federation, since a results file is the newest
    word on them; blanks in the file never erase what is known.

    Two evaluations may meet the same new players at the same time: creating them is an upsert, and the
    unrated locals of one name are created by one evaluation at a time.
    """
    records = list(records)
    federations = Federation.objects.in_bulk(
        {record.federation for record in records if record.federation}, field_name="code"
    )
    local_names = {record.name[:120] for record in records if not record.fide_id}
    _lock_local_names(local_names)
    known_by_fide_id = Player.objects.in_bulk(
        [record.fide_id for record in records if record.fide_id], field_name="fide_id"
    )
    known_locals = {
        (player.name, player.federation_id): player
        for player in Player.objects.filter(fide_id__isnull=True, name__in=local_names)
    }
    result: dict[int, Player] = {}
    to_create: list[Player] = []
    to_update: list[Player] = []
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
        elif _refresh(player, fields):
            to_update.append(player)
        result[record.start_number] = player
    created = _create(to_create)
    Player.objects.bulk_update({id(p): p for p in to_update if p.pk}.values(), SYNCED_FIELDS)
    return {start_number: created.get(id(player), player) for start_number, player in result.items()}


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


def _refresh(player: Player, fields: dict) -> bool:
    changed = False
    for name, value in fields.items():
        if value not in (None, "") and _current(player, name) != _current_value(value):
            setattr(player, name, value)
            changed = True
    return changed


def _current(player: Player, name: str):
    # The federation by its id: reading the related object would cost a query for every player of the file.
    return player.federation_id if name == "federation" else getattr(player, name)


def _current_value(value):
    return value.pk if isinstance(value, Federation) else value


FEDERATIONS_CSV = Path(__file__).resolve().parent / "data" / "federations.csv"


def federations_ensure_fide_list() -> int:
    """Add any FIDE member federation of the shipped list that is missing; returns how many were added."""
    with FEDERATIONS_CSV.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    known = set(Federation.objects.values_list("code", flat=True))
    missing = [Federation(code=row["code"], name=row["name"]) for row in rows if row["code"] not in known]
    Federation.objects.bulk_create(missing)
    return len(missing)
