"""The evaluation task: idempotent, safe to retry, and no upload is lost when a message is."""

import datetime

import pytest
from django.utils import timezone

from titles.tasks import evaluate_upload
from tournaments import services
from tournaments.models import Entry, Pairing, ResultUpload
from tournaments.tasks import requeue_stale_uploads


@pytest.fixture
def received_upload(cast, sample_path, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        return services.upload_create(
            tournament=cast.tournament, filename="gros.trf", data=sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
        )


def test_it_enqueues_only_after_the_commit(cast, sample_path, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        upload = services.upload_create(tournament=cast.tournament, filename="a.trf", data=b"012 x\n")
    assert len(callbacks) == 1
    assert ResultUpload.objects.get(pk=upload.pk).status == ResultUpload.Status.RECEIVED


def test_running_the_task_twice_writes_the_results_once(received_upload):
    evaluate_upload.apply(args=[received_upload.pk])
    evaluate_upload.apply(args=[received_upload.pk])
    assert Entry.objects.count() == 52
    assert ResultUpload.objects.get().status == ResultUpload.Status.EVALUATED


def test_an_upload_left_evaluating_by_a_lost_worker_is_finished_on_retry(received_upload):
    ResultUpload.objects.filter(pk=received_upload.pk).update(status=ResultUpload.Status.EVALUATING)
    evaluate_upload.apply(args=[received_upload.pk])
    assert ResultUpload.objects.get().status == ResultUpload.Status.EVALUATED
    assert Pairing.objects.filter(entry__upload=received_upload).exists()


def test_stale_uploads_are_sent_to_the_worker_again(received_upload, settings):
    settings.UPLOAD_REQUEUE_AFTER_SECONDS = 60
    ResultUpload.objects.filter(pk=received_upload.pk).update(
        status_changed_at=timezone.now() - datetime.timedelta(minutes=5)
    )
    assert requeue_stale_uploads.apply().get() == [received_upload.pk]
    assert ResultUpload.objects.get().status == ResultUpload.Status.EVALUATED


def test_fresh_uploads_are_left_to_the_worker(received_upload):
    assert requeue_stale_uploads.apply().get() == []


def test_an_error_of_ours_marks_the_upload_failed_and_writes_nothing(received_upload, monkeypatch):
    def broken(**kwargs):
        raise RuntimeError("engine bug")

    monkeypatch.setattr("titles.services.entries_evaluate_norms", broken)
    evaluate_upload.apply(args=[received_upload.pk])
    upload = ResultUpload.objects.get()
    assert upload.status == ResultUpload.Status.FAILED
    assert "error on our side" in upload.errors[0]["message"]
    assert not Entry.objects.exists()
