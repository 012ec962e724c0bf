"""What the fault tests share: short lease and sweep intervals, uploads, the checks that nothing was lost or
duplicated, and a Redis server of the test's own."""

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from follow_ups.models import PendingFollowUp
from tests.fixtures.worker import (
    LiveWorker,
)
from titles.models import NormResult
from tournaments import _versions
from tournaments.models import Entry, ResultUpload
from trf import parse_trf

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
    "Couldn't ack",  # a task that ended while the broker was gone: its message comes back and is skipped
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
    return _versions.version_store(tournament=tournament, filename=filename, data=data)


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


