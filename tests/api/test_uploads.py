"""Upload and poll with a chief arbiter's token, as a pairing program does."""

import kombu.exceptions
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from rest_framework.throttling import ScopedRateThrottle

from follow_ups.models import PendingFollowUp
from lib.throttles import UploadThrottle
from tournaments.models import ResultUpload

# The evaluation is enqueued when the upload commits, so these tests commit for real.
pytestmark = pytest.mark.django_db(transaction=True)


def post_file(api, tournament, data: bytes, name: str = "results.trf", confirm: bool = True):
    """The cast's tournament is registered under another name and date than the sample events: confirmed,
    as the upload page's tests do, unless `confirm` is False."""
    return api.post(
        reverse("api:tournament-uploads", args=[tournament.pk]),
        {"file": SimpleUploadedFile(name, data), "confirm_mismatches": "true" if confirm else "false"},
        format="multipart",
    )


def test_the_chief_arbiter_uploads_and_polls_to_the_verdicts(cast, token_client, trf_bytes):
    api = token_client(cast.arbiter)
    response = post_file(api, cast.tournament, trf_bytes)
    assert response.status_code == 202
    assert response["Location"] == response.data["url"]
    status = api.get(response.data["url"]).data
    assert status["status"] == "evaluated" and status["final"] is True
    assert status["summary"]["players"] == 137
    table = api.get(reverse("api:tournament-crosstable", args=[cast.tournament.pk])).json()
    assert table["count"] == 137 and table["results"][0]["games"]


def test_a_damaged_file_is_refused_with_line_and_column_and_nothing_is_stored(cast, token_client, trf_bytes):
    lines = trf_bytes.splitlines(keepends=True)
    target = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[target] = lines[target][:84] + b"XYZ" + lines[target][87:]
    response = post_file(token_client(cast.arbiter), cast.tournament, b"".join(lines))
    assert response.status_code == 400
    error = response.json()["errors"][0]
    assert error["line"] == target + 1 and error["column"] > 0 and error["message"]
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize("body", [
    {"file": "001    1 m    a text field where the file goes"},
    {"confirm_mismatches": "true"},
])
def test_a_request_without_a_file_is_refused_in_the_documented_shape(cast, token_client, body):
    """Schemathesis sent `file` as a plain text field: the 400 must be the UploadRefused body of the schema."""
    response = token_client(cast.arbiter).post(
        reverse("api:tournament-uploads", args=[cast.tournament.pk]), body, format="multipart"
    )
    assert response.status_code == 400
    answer = response.json()
    assert set(answer) == {"detail", "errors"}
    assert answer["errors"][0]["line"] == answer["errors"][0]["column"] == 0
    assert answer["errors"][0]["message"].startswith("file: ")
    assert not ResultUpload.objects.exists()


def test_a_file_over_the_size_limit_is_refused_in_the_documented_shape(cast, token_client, trf_bytes, settings):
    settings.TRF_MAX_UPLOAD_BYTES = len(trf_bytes) - 1
    response = post_file(token_client(cast.arbiter), cast.tournament, trf_bytes)
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"line": 0, "column": 0, "message": f"The file has {len(trf_bytes)} bytes; the limit is {len(trf_bytes) - 1} bytes."}
    ]
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize("role", ["other_arbiter", "officer", "player_user", "other_officer"])
def test_only_the_chief_arbiter_uploads(cast, token_client, trf_bytes, role):
    response = post_file(token_client(getattr(cast, role)), cast.tournament, trf_bytes)
    assert response.status_code == 404
    assert not ResultUpload.objects.exists()


def test_an_anonymous_upload_is_refused(api_client, cast, trf_bytes):
    assert post_file(api_client, cast.tournament, trf_bytes).status_code == 401
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize(("role", "expected"), [
    ("arbiter", 200), ("officer", 200), ("staff", 200), ("other_arbiter", 404), ("other_officer", 404),
    ("player_user", 404),
])
def test_who_follows_an_upload(cast, token_client, trf_bytes, role, expected):
    url = post_file(token_client(cast.arbiter), cast.tournament, trf_bytes).data["url"]
    api = token_client(getattr(cast, role))
    assert api.get(url).status_code == expected
    assert api.get(reverse("api:tournament-uploads", args=[cast.tournament.pk])).status_code == expected


def test_uploads_are_throttled_per_user(cast, token_client, trf_bytes, monkeypatch, settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "throttle"}}
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"upload": "2/hour"})
    api = token_client(cast.arbiter)
    statuses = [post_file(api, cast.tournament, trf_bytes + b"\n" * n).status_code for n in range(3)]
    assert statuses == [202, 202, 429]


def test_a_broker_down_at_upload_time_still_answers_stored_and_queued(cast, token_client, trf_bytes, monkeypatch):
    """The file is stored and its evaluation owed in the outbox; the sweep sends it once the broker is back."""
    def broker_down(upload_id):
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", broker_down)
    response = post_file(token_client(cast.arbiter), cast.tournament, trf_bytes)
    assert response.status_code == 202
    assert response.data["status"] == "received"
    owed = PendingFollowUp.objects.get(name="titles.evaluate", object_id=ResultUpload.objects.get().pk)
    assert (owed.state, owed.sent_at) == (PendingFollowUp.State.PENDING, None)


def test_another_events_file_is_answered_409_with_the_differences_and_stored_once_confirmed(cast, token_client, trf_bytes):
    """Issue 30: another event's file was stored through the API and superseded the event's certificates."""
    api = token_client(cast.arbiter)
    held = post_file(api, cast.tournament, trf_bytes, confirm=False)
    assert held.status_code == 409
    assert {"field": "name", "registered": cast.tournament.name} in [
        {key: item[key] for key in ("field", "registered")} for item in held.json()["mismatches"]
    ]
    assert not ResultUpload.objects.exists()
    stored = post_file(api, cast.tournament, trf_bytes, confirm=True)
    assert stored.status_code == 202
    assert ResultUpload.objects.get().mismatches_confirmed is True


def test_a_retried_post_makes_no_second_version(cast, token_client, trf_bytes):
    api = token_client(cast.arbiter)
    first = post_file(api, cast.tournament, trf_bytes)
    again = post_file(api, cast.tournament, trf_bytes)
    assert (first.status_code, again.status_code) == (202, 200)
    assert again.json()["version"] == first.json()["version"] == 1
    assert ResultUpload.objects.count() == 1


def test_the_schema_documents_every_answer_of_an_upload(api_client):
    schema = api_client.get(reverse("api:schema"), {"format": "json"}).json()
    post = schema["paths"]["/api/v1/tournaments/{id}/uploads/"]["post"]
    assert {"200", "202", "400", "403", "409"} <= set(post["responses"])
    assert "confirm_mismatches" in schema["components"]["schemas"]["UploadCreate"]["properties"]


def test_the_upload_page_and_the_api_spend_one_budget(cast, token_client, trf_bytes, monkeypatch, settings):
    """Issue 30: "uploads through the web form are rate-limited like the API"."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "both"}}
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"upload": "2/hour"})
    monkeypatch.setattr(UploadThrottle, "THROTTLE_RATES", {"upload": "2/hour"})
    assert post_file(token_client(cast.arbiter), cast.tournament, trf_bytes).status_code == 202
    web = Client()
    web.force_login(cast.arbiter)
    page = reverse("tournaments:upload", args=[cast.tournament.pk])
    answers = [web.post(page, {"file": SimpleUploadedFile("r.trf", trf_bytes + b"\n" * n), "confirm_mismatches": "on"})
               for n in (1, 2)]
    assert [answer.status_code for answer in answers] == [302, 429]
    assert ResultUpload.objects.count() == 2
