"""Writing thousands of new rows at once (a results file's pairings and verdicts)."""

import json
import time
from collections.abc import Iterable, Sequence

from django.db import DEFAULT_DB_ALIAS, connections, models

from config.data_version import written

# SQLite takes at most 32,766 parameters in one statement.
SQLITE_PARAMETERS = 32_000


def insert_rows(model: type[models.Model], objects: Iterable[models.Model]) -> None:
    """Insert new rows in one statement. Objects that were given ids (`reserve_ids`) are written with them; the
    others get theirs from the database, and nobody reads them back.

    On PostgreSQL this is a COPY: for the 4,000 verdicts of a 1,000-player open (9 MB of JSON checks) it
    takes a sixth of the time of Django's INSERT, whose parameters psycopg escapes one array element at a
    time. JSON goes as text: wrapped for psycopg (`Jsonb`), each value was dumped by psycopg's own Python
    code, which took as long again as the dumping itself (20,000 verdicts of a 5,000-player open: 0.7 s of
    CPU, against 0.1 s for the text). Elsewhere it is one INSERT run for every row by the driver
    (`executemany`), not `bulk_create`'s statement per 999 parameters, each compiled by Django.
    """
    objects = list(objects)
    connection = connections[DEFAULT_DB_ALIAS]
    with_ids = bool(objects) and all(instance.pk is not None for instance in objects)
    fields = [field for field in model._meta.concrete_fields if with_ids or not field.primary_key]
    json_as_text = connection.vendor == "postgresql"

    def database_value(field: models.Field, instance: models.Model):
        value = field.pre_save(instance, True)
        if json_as_text and isinstance(field, models.JSONField):
            return None if value is None else json.dumps(value, cls=field.encoder)
        return field.get_db_prep_save(value, connection)

    insert_values(
        model,
        [field.attname for field in fields],
        ([database_value(field, instance) for field in fields] for instance in objects),
    )


def reserve_ids(model: type[models.Model], count: int) -> list[int] | None:
    """`count` new ids for rows of the model that `insert_rows` writes and whose ids the caller needs: drawn
    from the table's sequence in one query on PostgreSQL, where reading 20,000 verdicts' ids back by their
    entries took half a second. None elsewhere: SQLite has no sequence to draw from, and the caller reads the
    ids back."""
    connection = connections[DEFAULT_DB_ALIAS]
    if connection.vendor != "postgresql" or count < 1:
        return None
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, %s)",
            [connection.ops.quote_name(model._meta.db_table), model._meta.pk.column, count],
        )
        return [row[0] for row in cursor.fetchall()]


def insert_values(model: type[models.Model], columns: Sequence[str], rows: Iterable[Sequence]) -> None:
    """`insert_rows` for rows given as values the database takes as they are (numbers, text, dates, None, in
    the order of ``columns``, the fields' attribute names): 11,000 pairings need no model instances."""
    rows = list(rows)
    if not rows:
        return
    connection = connections[DEFAULT_DB_ALIAS]
    quote = connection.ops.quote_name
    names = ", ".join(quote(model._meta.get_field(column).column) for column in columns)
    table = quote(model._meta.db_table)
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            cursor.executemany(f"INSERT INTO {table} ({names}) VALUES ({', '.join(['%s'] * len(columns))})", rows)
        return
    statement = f"COPY {table} ({names}) FROM STDIN"
    started = time.monotonic()
    with connection.cursor() as cursor, cursor.cursor.copy(statement) as copy:
        for row in rows:
            copy.write_row(row)
    written(connection)  # a COPY passes no execute wrapper
    if connection.queries_logged:
        # Django logs what goes through `execute`; a COPY counts like any statement in query counts.
        connection.queries_log.append({"sql": f"{statement} -- {len(rows)} rows", "time": f"{time.monotonic() - started:.3f}"})


def update_rows(model: type[models.Model], objects: Iterable[models.Model], field_names: list[str]) -> None:
    """Write these fields of saved rows in one statement (on SQLite, one per 32,000 parameters): an UPDATE
    from a list of values, where Django's `bulk_update` builds a CASE expression per field and row (seconds of
    Python for 1,000 entries)."""
    objects = list(objects)
    if not objects:
        return
    connection = connections[DEFAULT_DB_ALIAS]
    quote = connection.ops.quote_name
    key = model._meta.pk
    fields = [model._meta.get_field(name) for name in field_names]
    columns = [key, *fields]
    postgresql = connection.vendor == "postgresql"
    # PostgreSQL types the values by the casts; SQLite needs none.
    placeholder = ("(" + ", ".join(f"%s::{column.db_type(connection)}" for column in columns) + ")") if postgresql else (
        "(" + ", ".join(["%s"] * len(columns)) + ")"
    )
    assignments = ", ".join(f"{quote(field.column)} = changed.{quote(field.column)}" for field in fields)
    names = ", ".join(quote(column.column) for column in columns)
    table = quote(model._meta.db_table)
    chunk = len(objects) if postgresql else max(1, SQLITE_PARAMETERS // len(columns))
    with connection.cursor() as cursor:
        for start in range(0, len(objects), chunk):
            part = objects[start : start + chunk]
            parameters = [
                column.get_db_prep_save(getattr(instance, column.attname), connection) for instance in part for column in columns
            ]
            cursor.execute(
                f"WITH changed ({names}) AS (VALUES {', '.join([placeholder] * len(part))}) "
                f"UPDATE {table} SET {assignments} FROM changed WHERE {table}.{quote(key.column)} = changed.{quote(key.column)}",
                parameters,
            )
