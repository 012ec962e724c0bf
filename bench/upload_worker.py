"""Upload to norms visible, through real workers on PostgreSQL and Redis, for the generated open.

Starts the two workers of the README's production steps (verdicts on the default queue, bulk on
"<queue>.bulk"), both on a queue of this run's own, then for each run registers a new tournament from the
file's header, stores the upload as the upload page does (`upload_receive`, the task enqueued on commit) and
clocks: the upload evaluated; the norms visible on the tournament page (a GET that shows the norm badges);
the national classification stored; every IT1 certificate printed.

    DATABASE_URL=postgres://... REDIS_URL=redis://... python bench/upload_worker.py [--players 1000] [--runs 3]

Targets: norms visible <= 2 s for 1,000 players, <= 8 s for 5,000 (which an upload now refuses: beyond
trf/limits.py WORKER_MAX_PLAYERS, what one worker evaluates in 512 MiB; the largest accepted,
3,500 players, is held to the same 8 s).
"""

from __future__ import annotations

import argparse  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import uuid  # noqa: E402

import measure  # noqa: E402
import project  # noqa: I001  (sets Django up)
from django.test import Client  # noqa: E402
from django.urls import reverse  # noqa: E402

from certificates.models import Certificate  # noqa: E402
from certificates.selectors import certifiable_norm_results  # noqa: E402
from classification.models import NationalEvaluation  # noqa: E402
from config.celery_app import app, bulk_queue  # noqa: E402
from titles.services import tournament_register_from_trf  # noqa: E402
from tournaments import services  # noqa: E402
from tournaments.models import ResultUpload  # noqa: E402
from trf import parse_trf  # noqa: E402

TARGETS = {1000: 2.0, 3500: 8.0}
POLL = 0.02


def start_workers(queue: str, broker_url: str) -> list[subprocess.Popen]:
    environment = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.local",
        "DJANGO_DEBUG": "0",
        "CELERY_BROKER_URL": broker_url,
        "CELERY_TASK_DEFAULT_QUEUE": queue,
    }
    base = [sys.executable, "-m", "celery", "-A", "config", "worker", "--without-gossip", "--without-mingle", "--loglevel", "INFO"]
    commands = {
        "verdicts": [*base, "-Q", queue, "-n", f"verdicts-{queue}@%h", "--concurrency", "1"],
        # As the README's production steps: printing certificates gives way to verdicts and pages.
        "bulk": ["nice", "-n", "10", *base, "-Q", bulk_queue(queue), "-n", f"bulk-{queue}@%h", "--concurrency", "2"],
    }
    workers = []
    for name, command in commands.items():
        log = (project.WORKDIR / f"worker-{name}.log").open("wb")
        workers.append(subprocess.Popen(command, env=environment, cwd=project.ROOT, stdout=log, stderr=subprocess.STDOUT))
    deadline = time.monotonic() + 180
    while not all(" ready." in (project.WORKDIR / f"worker-{name}.log").read_text(errors="replace") for name in commands):
        if time.monotonic() > deadline or any(worker.poll() is not None for worker in workers):
            stop(workers)
            raise SystemExit(f"the workers did not start; logs in {project.WORKDIR}")
        time.sleep(0.2)
    return workers


def stop(workers: list[subprocess.Popen]) -> None:
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.wait(timeout=60)


def wait_until(condition, started: float, timeout: float) -> float | None:
    while time.perf_counter() - started < timeout:
        if condition():
            return time.perf_counter() - started
        time.sleep(POLL)
    return None


def one_run(path, data: bytes, run: int, timeout: float) -> dict[str, float | None]:
    tournament = tournament_register_from_trf(document=parse_trf(data), filename=path.name)
    tournament.name = f"{path.stem} (bench upload {uuid.uuid4().hex[:6]})"
    tournament.save(update_fields=["name"])
    page = reverse("tournaments:detail", args=[tournament.pk])
    client = Client()
    started = time.perf_counter()
    # Each run's tournament has a name of its own, which the file's header does not give: confirmed, as the upload
    # page lets its chief arbiter confirm a difference.
    receipt = services.upload_receive(
        tournament=tournament, filename=path.name, data=data, entrance="command", registered_from_it=True,
        confirmed=True,
    )
    if receipt.upload is None:
        raise SystemExit(f"refused or held: {receipt.refused_upload.errors if receipt.refused else receipt.mismatches}")
    upload = receipt.upload
    figures = {}
    figures["evaluated"] = wait_until(
        lambda: ResultUpload.objects.filter(pk=upload.pk, status=ResultUpload.Status.EVALUATED).exists(), started, timeout
    )
    figures["norms visible"] = wait_until(lambda: b"norm-badge" in client.get(page).content, started, timeout)
    figures["national stored"] = wait_until(
        lambda: NationalEvaluation.objects.filter(upload=upload).exists(), started, timeout
    )
    upload.refresh_from_db()
    norms = len(certifiable_norm_results(upload=upload))
    figures["certificates printed"] = wait_until(
        lambda: Certificate.objects.filter(norm_result__entry__upload=upload).count() >= norms, started, 30 + 3 * norms
    )
    figures["certificates"] = norms
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    options = parser.parse_args()
    broker_url = os.environ.get("REDIS_URL", "")
    if not broker_url or not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        raise SystemExit("set DATABASE_URL (PostgreSQL) and REDIS_URL")

    project.migrate()
    path = project.tournament_file(options.players)
    data = path.read_bytes()
    queue = f"titledesk-bench-{uuid.uuid4().hex[:8]}"
    app.conf.update(task_always_eager=False, broker_url=broker_url, task_default_queue=queue)
    workers = start_workers(queue, broker_url)
    print(f"{options.players}-player open; database {project.database_label()}; {project.machine_load()}")
    try:
        runs = [one_run(path, data, run, options.timeout) for run in range(options.runs)]
    finally:
        stop(workers)
    target = TARGETS.get(options.players)
    for step in ("evaluated", "norms visible", "national stored", "certificates printed"):
        seconds = [run[step] for run in runs]
        if None in seconds:
            print(f"{step}: not done within the timeout in {seconds.count(None)} of {len(seconds)} runs")
            continue
        line = f"upload -> {step}: {measure.milliseconds(seconds)}"
        if step == "norms visible" and target:
            line += f"; {measure.target_verdict(seconds, target)}"
        print(line)
    print(f"certificates per run: {runs[-1]['certificates']}; {project.machine_load()}")


if __name__ == "__main__":
    main()
