"""The whole import of one fuzzed file, judged: evaluated, or rejected with line and column and nothing written.

Runs inside a transaction that is rolled back, so a campaign of thousands of inputs leaves the database as it
found it. Shared by the test suite's short campaign and bench/fuzz.py."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction

from players.models import Federation, Player
from titles.services import upload_evaluate
from tournaments import _versions
from tournaments.models import Entry, ResultUpload, Round, Tournament


class _Remembered(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


def import_outcome(*, tournament: Tournament, data: bytes) -> str:
    """"accepted" or "rejected"; raises AssertionError when the import failed or wrote after a rejection."""
    handler = _Remembered()
    logger = logging.getLogger("tournaments")
    logger.addHandler(handler)
    try:
        with transaction.atomic():
            outcome = _import_and_judge(tournament, data, handler)
            transaction.set_rollback(True)
        return outcome
    finally:
        logger.removeHandler(handler)


def _import_and_judge(tournament: Tournament, data: bytes, handler: _Remembered) -> str:
    if len(data) > settings.TRF_MAX_UPLOAD_BYTES:
        return "rejected"  # by the upload form and the API, with the file's size, before anything is stored
    before = _written(tournament)
    upload = _versions.version_store(tournament=tournament, filename="fuzzed.trf", data=data)
    upload = upload_evaluate(upload_id=upload.pk)
    if upload.status == ResultUpload.Status.EVALUATED:
        return "accepted"
    assert upload.status == ResultUpload.Status.REJECTED, f"{upload.status}: {upload.errors} {handler.records}"
    error = upload.errors[0]
    assert error["line"] >= 1 and error["column"] >= 1 and error["message"], error
    assert not Entry.objects.filter(upload=upload).exists(), "entries written after a rejection"
    assert _written(tournament) == before, "players, federations or rounds written after a rejection"
    return "rejected"


def _written(tournament: Tournament) -> tuple:
    tournament.refresh_from_db()
    return (
        Player.objects.count(),
        Federation.objects.count(),
        list(Round.objects.filter(tournament=tournament).values_list("number", "date")),
        tournament.rounds_scheduled,
    )
