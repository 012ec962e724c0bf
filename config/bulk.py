"""Writing thousands of new rows at once (a results file's pairings and verdicts)."""

import time
from collections.abc import Iterable, Sequence

from django.db import DEFAULT_DB_ALIAS, connections, models

# SQLite takes at most 32,766 parameters in one statement.
SQLITE_PARAMETERS = 32_000


def insert_rows(model: type[models.Model], objects: Iterable[models.Model]) -> None:
    """Insert new rows whose ids nobody reads back, in one statement.

    On PostgreSQL this is a COPY: for the 4,000 verdicts of a 1,000-player open (9 MB of JSON checks) it
    takes a sixth of the time of Django's INSERT, whose parameters psycopg escapes one array element at a
    time. Elsewhere it is one INSERT run for every row by the driver (`executemany`), not `bulk_create`'s
    statement per 999 parameters, each compiled by Django.
    """
    connection = connections[DEFAULT_DB_ALIAS]
    fields = [field for field in model._meta.concrete_fields if not field.primary_key]
    insert_values(
        model,
        [field.attname for field in fields],
        ([field.get_db_prep_save(field.pre_save(instance, True), connection) for field in fields] for instance in objects),
    )


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
