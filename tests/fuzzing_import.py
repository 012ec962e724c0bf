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


def _send(entrance: str, tournament: Tournament, arbiter, data: bytes, workdir) -> None:
    """One file through one door as its users send it, the differences confirmed (the worst an uploader can do)."""
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.core.management import CommandError, call_command
    from django.test import Client
    from django.urls import reverse
    from rest_framework.test import APIClient

    if entrance == "web":
        client = Client()
        client.force_login(arbiter)
        response = client.post(reverse("tournaments:upload", args=[tournament.pk]),
                               {"file": SimpleUploadedFile("fuzzed.trf", data), "confirm_mismatches": "on"})
        assert response.status_code in {200, 302}, response.status_code
    elif entrance == "api":
        api = APIClient()
        api.force_authenticate(arbiter)
        response = api.post(reverse("api:tournament-uploads", args=[tournament.pk]),
                            {"file": SimpleUploadedFile("fuzzed.trf", data), "confirm_mismatches": "true"},
                            format="multipart")
        assert response.status_code in {200, 202, 400}, (response.status_code, response.content[:300])
    else:
        path = workdir / "fuzzed.trf"
        path.write_bytes(data)
        try:
            call_command("import_trf", str(path), "--tournament", str(tournament.pk), "--force",
                         stdout=_Null(), stderr=_Null())
        except CommandError:
            pass


class _Null:
    def write(self, text: str) -> None:
        pass


def entrance_outcome(*, entrance: str, tournament: Tournament, arbiter, data: bytes, workdir) -> str:
    """"refused", "rejected" (stored, then rejected by the worker), "identical" or "current"; raises AssertionError
    when a file that does not parse became current, or a refused file left a version (issue 30)."""
    from tournaments.models import RefusedUpload
    from trf import TrfError, outline_trf, parse_trf

    versions, refusals = tournament.uploads.count(), RefusedUpload.objects.filter(tournament=tournament).count()
    _send(entrance, tournament, arbiter, data, workdir)
    current = tournament.uploads.filter(status=ResultUpload.Status.EVALUATED).order_by("-version").first()
    if current is not None:
        parse_trf(bytes(current.raw))  # raises TrfError: a malformed file became current
    try:
        outline_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
    except TrfError:
        assert tournament.uploads.count() == versions, "a refused file took a version number"
        assert RefusedUpload.objects.filter(tournament=tournament).count() == refusals + 1, "no refused attempt kept"
        return "refused"
    newest = tournament.uploads.order_by("-version").first()
    if tournament.uploads.count() == versions:
        return "identical"
    return "current" if newest == current else str(newest.status)
