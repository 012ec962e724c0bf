"""The real stack: PostgreSQL, the Redis broker and a `celery worker` process started by the fixture."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.urls import reverse

from tests.samples import DEMO_ROUND_ROBIN
from tournaments.models import ResultUpload

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]


def wait_until_final(upload_id: int, worker, timeout: float = 60) -> ResultUpload:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        upload = ResultUpload.objects.get(pk=upload_id)
        if upload.is_final:
            return upload
        time.sleep(0.25)
    raise AssertionError(f"upload {upload_id} not evaluated within {timeout}s; worker log:\n{worker.log()}")


def test_an_upload_through_the_web_ends_evaluated_by_the_worker(client, cast, sample_path, live_worker):
    assert connection.vendor == "postgresql"
    client.force_login(cast.arbiter)
    response = client.post(
        reverse("tournaments:upload", args=[cast.tournament.pk]),
        {"file": SimpleUploadedFile("sv.trf", sample_path("01_san_viator_2018_B.trf").read_bytes()), "confirm_mismatches": "on"},
    )
    assert response.status_code == 302
    upload = ResultUpload.objects.get(tournament=cast.tournament)
    upload = wait_until_final(upload.pk, live_worker)
    assert upload.status == ResultUpload.Status.EVALUATED, upload.errors
    assert "evaluate_upload[" in live_worker.log()
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert page.count('id="entry-') == 137


def _colours_that_disagree() -> bytes:
    """The demo round robin with player 1's first colour turned: every line reads as a record (the upload page
    accepts it), but the lines contradict each other, which only the worker's whole reading finds."""
    lines = DEMO_ROUND_ROBIN.read_bytes().split(b"\n")
    first = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[first] = lines[first].replace(b"    10 b =", b"    10 w =", 1)
    return b"\n".join(lines)


def test_the_worker_rejects_a_damaged_file_and_writes_nothing(client, cast, live_worker):
    """A file refused at the door never reaches the worker (tests/tournaments/test_one_door.py); one whose lines
    disagree is stored as a version, rejected by the worker with its line and column, and keeps no results."""
    client.force_login(cast.arbiter)
    client.post(
        reverse("tournaments:upload", args=[cast.tournament.pk]),
        {"file": SimpleUploadedFile("x.trf", _colours_that_disagree()), "confirm_mismatches": "on"},
    )
    upload = wait_until_final(ResultUpload.objects.get().pk, live_worker)
    assert upload.status == ResultUpload.Status.REJECTED
    assert upload.errors[0]["line"] == 23 and upload.errors[0]["column"] == 97
    assert not upload.entries.exists()
