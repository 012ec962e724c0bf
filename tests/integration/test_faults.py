"""Faults on the real stack (PostgreSQL, Redis, prefork workers with the periodic sweep): a worker SIGKILLed while
it evaluates, the broker stopped and started again, the database connections terminated mid-task, two versions
of one tournament in quick succession, two tournaments with the same new players at once. Each ends with
nothing lost (every upload evaluated, every follow-up done), nothing duplicated (each file's results once, each
new player once), nothing stuck, and nobody acting. Leases and sweeps are seconds long here; each fault's
recovery time is printed at the end of the run."""

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.urls import reverse

from follow_ups.models import PendingFollowUp
from players.models import Player
from tests import factories
from tests.fixtures.worker import (
    LiveWorker,
    assert_no_errors,
    forget_queue,
    new_queue,
    recovery_times,
    start_worker,
    wait_for_follow_ups,
    wait_until_ready,
)
from titles.models import NormResult
from tournaments import services
from tournaments.models import Entry, ResultUpload
from tournaments.trf import parse_trf

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]

# Seconds: a lease of 5 renewed every 1.7, a sweep every second; the judging of every evaluation takes longer
# than a lease, so that a merely slow evaluation shows it is not sent twice.
FAST = {
    "UPLOAD_LEASE_SECONDS": "5",
    "FOLLOW_UP_SWEEP_SECONDS": "1",
    "FOLLOW_UP_UNSENT_GRACE_SECONDS": "2",
    "FOLLOW_UP_RESEND_AFTER_SECONDS": "20",
    "UPLOAD_REQUEUE_AFTER_SECONDS": "10",
}
JUDGING_DELAY = 6.0
RECOVERY_TARGET_SECONDS = 120
BROKER_PORT = 6391
# Celery's own account of a broker it cannot reach (the broker fault) is no error of ours.
BROKER_OUTAGE_LINES = (
    "consumer: Cannot connect to",
    "Connection to broker lost",
    "beat: Connection error",
    "Couldn't apply scheduled task",
)

def wait_until(condition, workers: list[LiveWorker], what: str, timeout: float = 90) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if condition():
            return time.monotonic() - started
        time.sleep(0.1)
    logs = "\n".join(worker.log() for worker in workers)
    raise AssertionError(f"{what} not within {timeout}s; worker logs:\n{logs}")


def sample(sample_path, name: str) -> bytes:
    return sample_path(name).read_bytes()


def players_in(data: bytes) -> int:
    return len(parse_trf(data).players)


def upload(tournament, data: bytes, filename: str = "results.trf") -> ResultUpload:
    return services.upload_create(tournament=tournament, filename=filename, data=data)


def judging(upload_id: int) -> bool:
    found = ResultUpload.objects.get(pk=upload_id)
    return found.stage == ResultUpload.Stage.NORMS and found.lease_until is not None


def final(*upload_ids: int):
    return lambda: all(ResultUpload.objects.get(pk=pk).is_final for pk in upload_ids)


def evaluations_sent(*upload_ids: int) -> list[int]:
    """How often each upload's evaluation was sent (the outbox counts every send)."""
    owed = PendingFollowUp.objects.filter(name="titles.evaluate", object_id__in=upload_ids)
    return [owed.get(object_id=upload_id).attempts for upload_id in upload_ids]


def assert_evaluated_once(upload_id: int, data: bytes) -> ResultUpload:
    found = ResultUpload.objects.get(pk=upload_id)
    assert found.status == ResultUpload.Status.EVALUATED, found.errors
    entries = Entry.objects.filter(upload=found)
    assert entries.count() == players_in(data)
    judged = NormResult.objects.filter(entry__upload=found)
    assert judged.count() == judged.values("entry", "title").distinct().count()
    return found


def assert_all_follow_ups_done() -> None:
    assert not PendingFollowUp.objects.exclude(state=PendingFollowUp.State.DONE).exists()
    assert PendingFollowUp.objects.filter(name="certificates.issue").exists()


@pytest.fixture(scope="module")
def fault_workers(django_db_setup, django_db_blocker):
    """Two prefork workers on one queue, each with the periodic sweep, every evaluation slowed down."""
    from tests.conftest import postgres_configured, redis_url, service_unavailable

    if not postgres_configured() or not redis_url():
        service_unavailable("fault tests need DATABASE_URL (PostgreSQL) and REDIS_URL")
    queue = new_queue()
    workers = [
        start_worker(
            broker_url=redis_url(), queue=queue, name=name, pool="prefork", beat=True,
            judging_delay=JUDGING_DELAY, settings=FAST, wait=False,
        )
        for name in ("first", "second")
    ]
    try:
        for worker in workers:
            wait_until_ready(worker)
        yield workers
    finally:
        for worker in workers:
            worker.stop()
        forget_queue(redis_url(), queue)


@pytest.fixture
def workers(fault_workers, transactional_db, use_worker_broker, settings):
    for key, value in FAST.items():
        setattr(settings, key, int(value))
    alive = [worker for worker in fault_workers if worker.process.poll() is None]
    use_worker_broker(alive[0])
    for worker in alive:
        worker.forget_log()
    yield alive
    wait_for_follow_ups(alive)
    assert_no_errors([worker for worker in alive if worker.process.poll() is None])


def test_database_connections_terminated_mid_task_are_retried_and_nothing_fails(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    evaluated = upload(cast.tournament, data)
    wait_until(lambda: judging(evaluated.pk), workers, "judging")
    fault = time.monotonic()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        assert cursor.fetchone()[0] >= 1
    wait_until(final(evaluated.pk), workers, "the evaluation")
    wait_for_follow_ups(workers)
    recovery_times.append(("database connections terminated mid-task", time.monotonic() - fault))
    found = assert_evaluated_once(evaluated.pk, data)
    assert found.interruptions == 0
    assert "Retry in" in "".join(worker.log() for worker in workers)
    assert evaluations_sent(evaluated.pk) == [1]  # retried by its task, not sent again
    assert_all_follow_ups_done()


def test_two_versions_of_one_tournament_in_quick_succession_end_with_the_newer_ones_results(workers, cast, sample_path):
    older = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    newer = sample(sample_path, "08_sharly_trf26_individual_import_test.trf")
    started = time.monotonic()
    first, second = upload(cast.tournament, older, "v1.trf"), upload(cast.tournament, newer, "v2.trf")
    wait_until(final(first.pk, second.pk), workers, "both evaluations")
    wait_for_follow_ups(workers)
    recovery_times.append(("two versions in quick succession (both evaluated)", time.monotonic() - started))
    assert_evaluated_once(first.pk, older)
    assert_evaluated_once(second.pk, newer)
    assert list(cast.tournament.rounds.values_list("date", flat=True)) == list(parse_trf(newer).round_dates)
    assert evaluations_sent(first.pk, second.pk) == [1, 1]  # slower than a lease, and never sent again
    assert_all_follow_ups_done()


def test_two_tournaments_with_the_same_new_players_at_once_both_evaluate_them_once(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    other = factories.TournamentFactory(host_federation=cast.tournament.host_federation)
    players_before = Player.objects.count()
    started = time.monotonic()
    first, second = upload(cast.tournament, data, "a.trf"), upload(other, data, "b.trf")
    wait_until(final(first.pk, second.pk), workers, "both evaluations")
    wait_for_follow_ups(workers)
    recovery_times.append(("two tournaments with the same new players (both evaluated)", time.monotonic() - started))
    assert_evaluated_once(first.pk, data)
    assert_evaluated_once(second.pk, data)
    assert Player.objects.count() == players_before + players_in(data)
    assert evaluations_sent(first.pk, second.pk) == [1, 1]
    assert set(Entry.objects.filter(upload=first).values_list("player", flat=True)) == set(
        Entry.objects.filter(upload=second).values_list("player", flat=True)
    )
    assert_all_follow_ups_done()


def test_a_worker_killed_mid_evaluation_is_replaced_by_the_other_once_its_lease_expired(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    evaluated = upload(cast.tournament, data)
    wait_until(lambda: judging(evaluated.pk), workers, "judging")
    owner = ResultUpload.objects.get(pk=evaluated.pk).lease_owner
    victim = next(worker for worker in workers if owner.startswith(worker.hostname_prefix))
    survivor = next(worker for worker in workers if worker is not victim)
    fault = time.monotonic()
    victim.kill()
    wait_until(final(evaluated.pk), [survivor], "the evaluation after the kill", timeout=RECOVERY_TARGET_SECONDS)
    wait_for_follow_ups([survivor])
    recovery = time.monotonic() - fault
    recovery_times.append(("worker SIGKILLed mid-evaluation", recovery))
    found = assert_evaluated_once(evaluated.pk, data)
    assert found.interruptions == 1
    assert found.lease_owner != owner
    assert evaluations_sent(evaluated.pk) == [2]  # sent again once, when the lease expired
    assert recovery < RECOVERY_TARGET_SECONDS
    assert_all_follow_ups_done()


class OwnRedis:
    """A Redis server of the test's own, on its own port, that the test stops and starts."""

    def __init__(self, port: int):
        self.port = port
        self.directory = Path(tempfile.mkdtemp(prefix="titledesk-redis-"))
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [shutil.which("redis-server"), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError(f"redis-server did not start on port {self.port}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture
def own_broker(django_db_setup):
    if not shutil.which("redis-server"):
        from tests.conftest import service_unavailable

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
