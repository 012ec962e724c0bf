"""The evaluation task: idempotent, safe to retry, under a lease, and no upload is lost when a message is."""

import datetime

import pytest
from celery.exceptions import TimeLimitExceeded
from django.db import OperationalError
from django.utils import timezone

from follow_ups.models import PendingFollowUp
from follow_ups.tasks import send_pending_follow_ups
from titles import services as titles_services
from titles.services import upload_evaluate
from titles.tasks import evaluate_upload
from tournaments import _versions, services
from tournaments.models import Entry, Pairing, ResultUpload


@pytest.fixture
def received_upload(cast, sample_path, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        return _versions.version_store(
            tournament=cast.tournament, filename="gros.trf", data=sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
        )


def test_it_enqueues_only_after_the_commit(cast, sample_path, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        upload = _versions.version_store(tournament=cast.tournament, filename="a.trf", data=b"012 x\n")
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


def age(upload: ResultUpload, **delta) -> None:
    past = timezone.now() - datetime.timedelta(**delta)
    ResultUpload.objects.filter(pk=upload.pk).update(status_changed_at=past)
    PendingFollowUp.objects.filter(object_id=upload.pk).update(announced_at=past)


def test_an_upload_whose_message_never_reached_the_broker_is_sent_by_the_sweep(
    received_upload, settings, django_capture_on_commit_callbacks
):
    settings.FOLLOW_UP_UNSENT_GRACE_SECONDS = 10
    age(received_upload, seconds=11)
    with django_capture_on_commit_callbacks(execute=True):
        assert send_pending_follow_ups.apply().get() == 1
    assert ResultUpload.objects.get().status == ResultUpload.Status.EVALUATED
    assert set(PendingFollowUp.objects.values_list("state", flat=True)) == {PendingFollowUp.State.DONE}


def test_a_fresh_upload_is_left_to_the_worker(received_upload):
    assert send_pending_follow_ups.apply().get() == 0
    assert ResultUpload.objects.get().status == ResultUpload.Status.RECEIVED


def lease(upload: ResultUpload, owner: str, **delta) -> None:
    ResultUpload.objects.filter(pk=upload.pk).update(
        status=ResultUpload.Status.EVALUATING, lease_owner=owner, lease_until=timezone.now() + datetime.timedelta(**delta)
    )
    PendingFollowUp.objects.filter(object_id=upload.pk).update(sent_at=timezone.now() - datetime.timedelta(hours=1))


def test_a_slow_upload_under_a_live_lease_is_neither_sent_again_nor_run_twice(received_upload):
    lease(received_upload, "worker-1/task-1", seconds=30)
    assert send_pending_follow_ups.apply().get() == 0
    with pytest.raises(services.UploadBusy):
        upload_evaluate(upload_id=received_upload.pk, owner="worker-2/task-2")
    evaluate_upload.apply(args=[received_upload.pk])  # ignored, not failed
    assert ResultUpload.objects.get().status == ResultUpload.Status.EVALUATING
    assert PendingFollowUp.objects.get(name="titles.evaluate").state == PendingFollowUp.State.PENDING


def test_an_upload_whose_worker_died_is_sent_again_once_its_lease_expired(received_upload):
    lease(received_upload, "worker-1/task-1", seconds=-1)
    assert send_pending_follow_ups.apply().get() == 1
    upload = ResultUpload.objects.get()
    assert (upload.status, upload.interruptions) == (ResultUpload.Status.EVALUATED, 1)
    assert upload.lease_until is None


def test_a_retry_of_the_same_run_takes_its_own_lease_back(received_upload):
    lease(received_upload, "worker-1/task-1", seconds=30)
    upload = upload_evaluate(upload_id=received_upload.pk, owner="worker-1/task-1")
    assert (upload.status, upload.interruptions) == (ResultUpload.Status.EVALUATED, 0)


def test_an_evaluation_cut_off_again_and_again_ends_failed_with_the_reason(received_upload, settings):
    settings.UPLOAD_EVALUATION_MAX_INTERRUPTIONS = 3
    ResultUpload.objects.filter(pk=received_upload.pk).update(interruptions=2)
    lease(received_upload, "worker-1/task-1", seconds=-1)
    upload = upload_evaluate(upload_id=received_upload.pk, owner="worker-2/task-2")
    assert upload.status == ResultUpload.Status.FAILED
    assert "cut off several times" in upload.errors[0]["message"]


def test_an_evaluation_killed_at_the_hard_time_limit_ends_failed_with_the_reason(received_upload):
    lease(received_upload, "worker-1/task-1", seconds=30)
    evaluate_upload.on_failure(TimeLimitExceeded(360), "task-1", [received_upload.pk], {}, None)
    upload = ResultUpload.objects.get()
    assert upload.status == ResultUpload.Status.FAILED
    assert "longer than the worker allows" in upload.errors[0]["message"]
    assert upload.lease_until is None


def test_a_database_gone_for_a_moment_is_retried_not_failed(received_upload, monkeypatch, eager_retries):
    calls = []

    def judge_after_an_outage(**kwargs):
        calls.append(kwargs)
        if len(calls) == 1:
            raise OperationalError("terminating connection due to administrator command")
        return original(**kwargs)

    original = titles_services.entries_evaluate_norms
    monkeypatch.setattr("titles.services.entries_evaluate_norms", judge_after_an_outage)
    evaluate_upload.apply(args=[received_upload.pk])
    upload = ResultUpload.objects.get()
    assert len(calls) == 2
    assert upload.status == ResultUpload.Status.EVALUATED
    assert upload.interruptions == 0
    assert Entry.objects.count() == 52


def test_an_error_of_ours_marks_the_upload_failed_and_writes_nothing(received_upload, monkeypatch):
    def broken(**kwargs):
        raise RuntimeError("engine bug")

    monkeypatch.setattr("titles.services.entries_evaluate_norms", broken)
    evaluate_upload.apply(args=[received_upload.pk])
    upload = ResultUpload.objects.get()
    assert upload.status == ResultUpload.Status.FAILED
    assert "error on our side" in upload.errors[0]["message"]
    assert not Entry.objects.exists()
