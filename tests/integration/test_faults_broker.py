"""Faults with a worker of their own (the two-worker tests' sweeps are gone by then, so that no other worker
makes up for this one): the broker stopped and started again, while a task runs and at upload time; an
evaluation killed at the hard time limit. Nothing lost, nothing stuck, nobody acting."""

import shutil
import time

import kombu.exceptions
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from follow_ups.models import PendingFollowUp
from tests.conftest import redis_url, service_unavailable
from tests.fixtures.worker import assert_no_errors, forget_queue, new_queue, recovery_times, start_worker, wait_for_follow_ups
from tests.integration.faults import (
    BROKER_OUTAGE_LINES,
    BROKER_PORT,
    FAST,
    JUDGING_DELAY,
    OwnRedis,
    assert_all_follow_ups_done,
    assert_evaluated_once,
    final,
    judging,
    sample,
    upload,
    wait_until,
)
from titles.tasks import evaluate_upload
from tournaments.models import Entry, ResultUpload

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]


def broker_down(*args):
    raise kombu.exceptions.OperationalError("Error 111 connecting to the broker. Connection refused.")


@pytest.fixture
def own_broker(django_db_setup):
    if not shutil.which("redis-server"):
        service_unavailable("redis-server is not installed")
    broker = OwnRedis(BROKER_PORT)
    broker.start()
    yield broker
    broker.remove()


def test_the_broker_stopped_and_started_again_loses_no_upload_and_no_follow_up(
    own_broker, transactional_db, use_worker_broker, settings, client, cast, sample_path
):
    for key, value in FAST.items():
        setattr(settings, key, int(value))
    worker = start_worker(
        broker_url=own_broker.url, queue=new_queue(), name="broker", pool="prefork", beat=True,
        judging_delay=JUDGING_DELAY, settings=FAST,
    )
    try:
        use_worker_broker(worker)
        data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")

        # While a task runs: the evaluation commits, its follow-ups wait in the outbox until the broker is back.
        running = upload(cast.tournament, data, "running.trf")
        wait_until(lambda: judging(running.pk), [worker], "judging")
        fault = time.monotonic()
        own_broker.stop()
        wait_until(final(running.pk), [worker], "the evaluation without its broker")
        own_broker.start()
        wait_for_follow_ups([worker])
        recovery_times.append(("broker stopped while a task ran, started again", time.monotonic() - fault))
        assert worker.process.poll() is None, worker.log()
        assert_evaluated_once(running.pk, data)

        # At upload time: the arbiter is told the file is stored and queued; the sweep sends it once it is back.
        own_broker.stop()
        client.force_login(cast.arbiter)
        response = client.post(
            reverse("tournaments:upload", args=[cast.tournament.pk]),
            {"file": SimpleUploadedFile("down.trf", data + b"\n"), "confirm_mismatches": "on"},
            follow=True,
        )
        assert response.status_code == 200
        assert "stored as version 2 and queued for evaluation" in response.content.decode()
        stored = ResultUpload.objects.get(tournament=cast.tournament, version=2)
        assert stored.status == ResultUpload.Status.RECEIVED
        owed = PendingFollowUp.objects.get(name="titles.evaluate", object_id=stored.pk)
        assert owed.sent_at is None, owed.__dict__
        fault = time.monotonic()
        own_broker.start()
        wait_until(final(stored.pk), [worker], "the evaluation once the broker is back")
        wait_for_follow_ups([worker])
        recovery_times.append(("broker down at upload time, started again", time.monotonic() - fault))
        assert_evaluated_once(stored.pk, data + b"\n")
        assert_all_follow_ups_done()
        assert worker.process.poll() is None, worker.log()
        assert_no_errors([worker], allowed=BROKER_OUTAGE_LINES)
    finally:
        worker.stop()


def test_an_evaluation_killed_at_the_hard_time_limit_ends_failed_with_the_reason(
    transactional_db, use_worker_broker, settings, monkeypatch, cast, sample_path
):
    """The judging does not hear the soft limit here (which the evaluation handles itself), so the worker kills
    the evaluating process at the hard one; the task's on_failure, run in the worker's main process, records
    the reason."""
    for key, value in FAST.items():
        setattr(settings, key, int(value))
    # A message carries the time limits of the process that sends it: here the worker's sweep sends it.
    limits = {"CELERY_TASK_TIME_LIMIT": "3", "CELERY_TASK_SOFT_TIME_LIMIT": "2"}
    queue = new_queue()
    worker = start_worker(
        broker_url=redis_url(), queue=queue, name="limited", pool="prefork", beat=True,
        judging_delay=JUDGING_DELAY, settings={**FAST, **limits, "TITLEDESK_TEST_JUDGING_DEAF": "1"},
    )
    try:
        use_worker_broker(worker)
        with monkeypatch.context() as patched:
            patched.setattr(evaluate_upload, "delay", broker_down)
            evaluated = upload(cast.tournament, sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf"))
        started = time.monotonic()
        wait_until(final(evaluated.pk), [worker], "the evaluation's end")
        wait_for_follow_ups([worker])
        recovery_times.append(("evaluation killed at the hard time limit (upload marked failed)", time.monotonic() - started))
        found = ResultUpload.objects.get(pk=evaluated.pk)
        assert found.status == ResultUpload.Status.FAILED
        assert "took longer than the worker allows" in found.errors[0]["message"]
        assert not Entry.objects.filter(upload=found).exists()
        assert "Hard time limit (3" in worker.log()
        assert_no_errors([worker], allowed=("Hard time limit", "TimeLimitExceeded", "exited with 'signal 9"))
    finally:
        worker.stop()
        forget_queue(redis_url(), queue)
