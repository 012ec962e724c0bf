"""Tests of a data migration: the schema and data at a migration, and the latest schema again afterwards."""

from contextlib import contextmanager

from django.db import connection
from django.db.migrations.executor import MigrationExecutor


def migrate(target: tuple[str, str]):
    """The database migrated to ``target``; the historical models there."""
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([target])
    return executor.loader.project_state([target]).apps


def latest(app_label: str) -> tuple[str, str]:
    executor = MigrationExecutor(connection)
    return next(node for node in executor.loader.graph.leaf_nodes() if node[0] == app_label)


@contextmanager
def migrated_to(target: tuple[str, str]):
    """The historical models at ``target``; the app's latest migration again afterwards, for the tests that follow."""
    try:
        yield migrate(target)
    finally:
        migrate(latest(target[0]))
