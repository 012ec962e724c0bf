"""Staff run a failed evaluation again, from the upload page or `upload_rerun`; the audit log keeps who did it."""

import pytest
from auditlog.models import LogEntry
from django.core.management import CommandError, call_command
from django.urls import reverse

from tournaments import _versions
from tournaments.models import Entry, ResultUpload

pytestmark = pytest.mark.django_db


@pytest.fixture
def failed_upload(cast, sample_path, monkeypatch, django_capture_on_commit_callbacks):
    def engine_bug(**kwargs):
        raise RuntimeError("engine bug")

    with monkeypatch.context() as patched:
        patched.setattr("titles.services.entries_evaluate_norms", engine_bug)
        with django_capture_on_commit_callbacks(execute=True):
            upload = _versions.version_store(
                tournament=cast.tournament, filename="gros.trf", data=sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
            )
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.FAILED
    return upload


def upload_page(upload: ResultUpload) -> str:
    return reverse("tournaments:upload_detail", args=[upload.tournament_id, upload.version])


def rerun_url(upload: ResultUpload) -> str:
    return reverse("tournaments:upload_rerun", args=[upload.tournament_id, upload.version])


def test_staff_run_a_failed_evaluation_again_from_the_upload_page(client, cast, failed_upload, django_capture_on_commit_callbacks):
    client.force_login(cast.staff)
    assert 'id="upload-rerun"' in client.get(upload_page(failed_upload)).content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(rerun_url(failed_upload))
    assert response.status_code == 302
    upload = ResultUpload.objects.get(pk=failed_upload.pk)
    assert (upload.status, upload.errors) == (ResultUpload.Status.EVALUATED, [])
    assert Entry.objects.filter(upload=upload).count() == 52
    entry = LogEntry.objects.get_for_object(upload).get()
    assert entry.actor == cast.staff
    assert entry.changes_dict["status"] == ["failed", "received"]
    assert "error on our side" in entry.additional_data["errors"][0]["message"]
    assert 'id="upload-rerun"' not in client.get(upload_page(upload)).content.decode()


def test_the_arbiter_sees_no_button_and_may_not_run_it_again(client, cast, failed_upload):
    client.force_login(cast.arbiter)
    assert 'id="upload-rerun"' not in client.get(upload_page(failed_upload)).content.decode()
    assert client.post(rerun_url(failed_upload)).status_code == 404
    assert ResultUpload.objects.get(pk=failed_upload.pk).status == ResultUpload.Status.FAILED


def test_an_upload_that_did_not_fail_is_not_run_again(client, cast, failed_upload):
    ResultUpload.objects.filter(pk=failed_upload.pk).update(status=ResultUpload.Status.REJECTED)
    client.force_login(cast.staff)
    client.post(rerun_url(failed_upload))
    assert ResultUpload.objects.get(pk=failed_upload.pk).status == ResultUpload.Status.REJECTED
    assert not LogEntry.objects.get_for_object(failed_upload).exists()


def test_the_command_runs_failed_uploads_again_in_a_staff_users_name(cast, failed_upload, django_capture_on_commit_callbacks):
    with pytest.raises(CommandError):
        call_command("upload_rerun", str(failed_upload.pk), "--by", cast.arbiter.username)
    with django_capture_on_commit_callbacks(execute=True):
        call_command("upload_rerun", str(failed_upload.pk), "--by", cast.staff.username)
    assert ResultUpload.objects.get(pk=failed_upload.pk).status == ResultUpload.Status.EVALUATED
    assert LogEntry.objects.get_for_object(failed_upload).get().actor == cast.staff
    with pytest.raises(CommandError):
        call_command("upload_rerun", str(failed_upload.pk), "--by", cast.staff.username)
