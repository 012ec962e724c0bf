"""Uploading results through the web form, as each role."""

import kombu.exceptions
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from follow_ups.models import PendingFollowUp
from tournaments import _versions
from tournaments.models import Entry, RefusedUpload, ResultUpload

# The evaluation is enqueued when the upload commits, so these tests commit for real.
pytestmark = pytest.mark.django_db(transaction=True)


def upload(client, tournament, name: str, data: bytes):
    """The cast's tournament is registered under another name and date than the sample events: confirmed."""
    return client.post(
        reverse("tournaments:upload", args=[tournament.pk]),
        {"file": SimpleUploadedFile(name, data), "confirm_mismatches": "on"},
        follow=True,
    )


def test_the_chief_arbiter_uploads_and_sees_the_crosstable(client, cast, sample_path):
    client.force_login(cast.arbiter)
    response = upload(client, cast.tournament, "sv.trf", sample_path("01_san_viator_2018_B.trf").read_bytes())
    assert response.status_code == 200
    upload_row = ResultUpload.objects.get(tournament=cast.tournament)
    assert upload_row.status == ResultUpload.Status.EVALUATED
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert page.count('id="entry-') == 137
    assert "cell-forfeit" in page and "cell-bye" in page


def test_a_complete_crosstable_for_karl_mala(client, cast, sample_path):
    client.force_login(cast.arbiter)
    upload(client, cast.tournament, "km.trf", sample_path("02_karl_mala_2005_fide_example1.trf").read_bytes())
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert page.count('id="entry-') == 284
    assert Entry.objects.filter(title="GM").count() == 3


@pytest.mark.parametrize("method", ["get", "post"])
def test_an_arbiter_of_another_tournament_gets_404(client, cast, method):
    client.force_login(cast.other_arbiter)
    response = getattr(client, method)(reverse("tournaments:upload", args=[cast.tournament.pk]))
    assert response.status_code == 404
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize("role", ["officer", "player_user", "other_officer"])
def test_only_the_chief_arbiter_may_upload(client, cast, role):
    client.force_login(getattr(cast, role))
    assert client.get(reverse("tournaments:upload", args=[cast.tournament.pk])).status_code == 404


def test_an_anonymous_visitor_is_sent_to_log_in(client, cast):
    response = client.get(reverse("tournaments:upload", args=[cast.tournament.pk]))
    assert response.status_code == 302 and reverse("login") in response["Location"]


def test_a_rejected_file_shows_line_and_column_and_writes_nothing(client, cast, sample_path):
    client.force_login(cast.arbiter)
    lines = sample_path("01_san_viator_2018_B.trf").read_bytes().splitlines(keepends=True)
    target = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[target] = lines[target][:98] + b"Q" + lines[target][99:]
    response = upload(client, cast.tournament, "bad.trf", b"".join(lines))
    page = response.content.decode()
    assert f"Line {target + 1}, column 99" in page
    assert "stored as version" not in page  # no green banner (issue 30)
    assert not ResultUpload.objects.exists() and not Entry.objects.exists()
    assert RefusedUpload.objects.get().errors[0]["column"] == 99


def test_a_refused_file_takes_no_version_number_and_is_listed_apart(client, cast, sample_path):
    client.force_login(cast.arbiter)
    upload(client, cast.tournament, "pdf.trf", b"%PDF-1.4 not a results file")
    upload(client, cast.tournament, "good.trf", sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes())
    (first,) = ResultUpload.objects.all()
    assert (first.version, first.status) == (1, ResultUpload.Status.EVALUATED)
    response = client.get(reverse("tournaments:versions", args=[cast.tournament.pk]))
    refused = response.content.decode().split('id="refused-uploads"')[1]
    assert "pdf.trf" in refused and "this is a PDF document" in refused


def test_a_file_over_the_limit_is_refused_by_the_form(client, cast, settings):
    settings.TRF_MAX_UPLOAD_BYTES = 1000
    client.force_login(cast.arbiter)
    response = upload(client, cast.tournament, "big.trf", b"x" * 1001)
    assert "the limit is" in response.content.decode()
    assert not ResultUpload.objects.exists()


def test_no_caller_stores_a_file_over_the_limit(cast, settings):
    settings.TRF_MAX_UPLOAD_BYTES = 1000
    with pytest.raises(ValueError, match="above the upload limit"):
        _versions.version_store(tournament=cast.tournament, filename="big.trf", data=b"x" * 1001)
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize(
    "role, status", [("arbiter", 200), ("officer", 200), ("staff", 200), ("other_officer", 404), ("other_arbiter", 404), ("player_user", 404)]
)
def test_who_may_follow_an_upload(client, cast, sample_path, role, status):
    client.force_login(cast.arbiter)
    upload(client, cast.tournament, "gros.trf", sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes())
    client.force_login(getattr(cast, role))
    for name in ("upload_detail", "upload_status", "upload_raw"):
        assert client.get(reverse(f"tournaments:{name}", args=[cast.tournament.pk, 1])).status_code == status


def test_the_size_limit_message_gives_exact_sizes(client, cast, settings):
    settings.TRF_MAX_UPLOAD_BYTES = 5 * 1024 * 1024
    client.force_login(cast.arbiter)
    response = upload(client, cast.tournament, "big.trf", b"x" * (5 * 1024 * 1024 + 1))
    assert "The file is 5,242,881 bytes (5.0\xa0MB); the limit is 5,242,880 bytes (5.0\xa0MB)." in response.content.decode()


def test_a_broker_down_at_upload_time_shows_the_file_stored_and_queued(client, cast, sample_path, monkeypatch):
    """No error page although the broker is down: the outbox keeps the evaluation owed until the sweep sends it."""
    def broker_down(upload_id):
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", broker_down)
    client.force_login(cast.arbiter)
    response = upload(client, cast.tournament, "sv.trf", sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes())
    assert response.status_code == 200
    assert "stored as version 1 and queued for evaluation" in response.content.decode()
    stored = ResultUpload.objects.get()
    assert stored.status == ResultUpload.Status.RECEIVED
    assert PendingFollowUp.objects.get(name="titles.evaluate", object_id=stored.pk).sent_at is None


def test_the_raw_file_keeps_its_uploaded_name_inside_the_attachment_header(client, cast, sample_path):
    """A name chosen by whoever uploads cannot add parameters, such as a second file name, to the header."""
    crafted = "results.trf\"; filename*=UTF-8''results.html"
    client.force_login(cast.arbiter)
    upload(client, cast.tournament, "gros.trf", sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes())
    # A multipart header's quoted file name may hold an escaped quote; the stored name is the client's.
    ResultUpload.objects.filter(tournament=cast.tournament).update(filename=crafted)
    client.force_login(cast.officer)
    response = client.get(reverse("tournaments:upload_raw", args=[cast.tournament.pk, 1]))
    assert response["Content-Disposition"] == 'attachment; filename="results.trf\\"; filename*=UTF-8\'\'results.html"'


def test_a_file_the_worker_rejects_shows_its_progress_stopped_at_the_failed_step(client, cast, sample_path):
    """Issue 30: "progress stops at the step that failed", no step after it ticked, no green banner."""
    client.force_login(cast.arbiter)
    lines = sample_path("01_san_viator_2018_B.trf").read_bytes().split(b"\n")
    lines[77] = lines[77][:98] + b"1" + lines[77][99:]  # line 78's reply contradicts line 15: the worker's check
    page = upload(client, cast.tournament, "disagree.trf", b"\n".join(lines)).content.decode()
    upload_row = ResultUpload.objects.get()
    assert upload_row.status == ResultUpload.Status.REJECTED
    assert upload_row.stage == ResultUpload.Stage.PARSING
    stages = page.split('id="upload-progress"')[1].split("</ol>")[0]
    assert 'stage-failed" data-stage="parsing"' in stages
    assert stages.count("stage-done") == 1  # waiting for the worker, and nothing after the failed step
    assert "alert-success" not in page
