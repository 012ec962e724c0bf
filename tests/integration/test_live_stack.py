"""The real stack: PostgreSQL, the Redis broker and a `celery worker` process started by the fixture."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.urls import reverse

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
    assert f"evaluate_upload[" in live_worker.log()
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert page.count('id="entry-') == 137


def test_the_worker_rejects_a_damaged_file_and_writes_nothing(client, cast, live_worker):
    client.force_login(cast.arbiter)
    client.post(
        reverse("tournaments:upload", args=[cast.tournament.pk]), {"file": SimpleUploadedFile("x.trf", b"\x00\x01binary")}
    )
    upload = wait_until_final(ResultUpload.objects.get().pk, live_worker)
    assert upload.status == ResultUpload.Status.REJECTED
    assert upload.errors[0]["line"] == 1
    assert not upload.entries.exists()
