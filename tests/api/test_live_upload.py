"""A pairing program uploads with its token and polls until the real worker has evaluated the file."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]


def test_upload_and_poll_through_the_api_with_the_live_worker(cast, token_client, trf_bytes, live_worker):
    api = token_client(cast.arbiter)
    response = api.post(
        reverse("api:tournament-uploads", args=[cast.tournament.pk]),
        {"file": SimpleUploadedFile("results.trf", trf_bytes), "confirm_mismatches": "true"}, format="multipart",
    )
    assert response.status_code == 202
    seen, deadline = [], time.monotonic() + 60
    while time.monotonic() < deadline:
        status = api.get(response["Location"]).json()
        seen.append(status["status"])
        if status["final"]:
            break
        time.sleep(0.2)
    assert status["status"] == "evaluated", (status, live_worker.log())
    assert seen[0] in {"received", "evaluating", "evaluated"}
    norms = api.get(reverse("api:norm-result-list"), {"tournament": cast.tournament.pk}).json()
    assert norms["count"] == 137 * 4
