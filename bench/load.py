"""Fifty clients at once against gunicorn on 127.0.0.1, for a bounded time: the tournament page (crosstable),
a norm page, a player's page and the federation desk of the generated open. `--scenario big-pages`: anonymous
clients on the biggest public pages (round 1's pairings and the API's crosstable) and the login page among them,
whose answer shows whether they starve the site (issue 33: four such clients once took 7-11 s a request).

Starts `gunicorn config.wsgi` (three workers, as the README's production steps) on a free local port with
this process's DATABASE_URL, then runs `--clients` asyncio clients (standard library only, one request at
a time each, a new connection per request as gunicorn's sync workers want) for `--seconds` and prints each
page's requests per second, p50/p95/max latency and errors (anything but 200, or no answer within 30 s).

    DATABASE_URL=postgres://... CACHE_URL=redis://... python bench/load.py [--players 1000] [--clients 50] [--seconds 60]
    ... python bench/load.py --scenario big-pages --players 9000 --clients 4 --seconds 60

CACHE_URL as in the README's production steps: the three workers share the kept pages and tables. Without
it each worker keeps its own (and renders every page once more). Kept pages last until a write they show is
committed (config/data_version.py).

Target: p95 <= 300 ms on each page, no errors. Nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import argparse  # noqa: E402
import asyncio  # noqa: E402
import os  # noqa: E402
import socket  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections import defaultdict  # noqa: E402

import project  # noqa: I001  (sets Django up)
from django.conf import settings  # noqa: E402
from django.urls import reverse  # noqa: E402

from titles.models import NormResult  # noqa: E402

HOST = "127.0.0.1"
TARGET_P95 = 0.300
ANSWER_WITHIN = 30.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def start_server(port: int, workers: int) -> subprocess.Popen:
    environment = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.local",
        "DJANGO_DEBUG": "0",
        "DJANGO_ALLOWED_HOSTS": HOST,
        "DJANGO_LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "gunicorn", "config.wsgi", "--bind", f"{HOST}:{port}", "--workers", str(workers)]
    log = (project.WORKDIR / "gunicorn.log").open("wb")
    server = subprocess.Popen(command, env=environment, cwd=project.ROOT, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection((HOST, port), timeout=1).close()
            return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit(f"gunicorn did not start; its log: {project.WORKDIR / 'gunicorn.log'}")


async def fetch(port: int, path: str, cookie: str) -> int:
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        headers = f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n"
        if cookie:
            headers += f"Cookie: {cookie}\r\n"
        writer.write((headers + "\r\n").encode())
        await writer.drain()
        status_line = await reader.readline()
        await reader.read()  # the whole answer, until the server closes
        return int(status_line.split()[1]) if status_line else 0
    finally:
        writer.close()


async def client_loop(port, pages, cookie, stop_at, results, index) -> None:
    turn = index
    while time.monotonic() < stop_at:
        label, path, needs_login = pages[turn % len(pages)]
        turn += 1
        started = time.monotonic()
        try:
            status = await asyncio.wait_for(fetch(port, path, cookie if needs_login else ""), ANSWER_WITHIN)
        except (TimeoutError, OSError):
            status = 0
        results[label].append((time.monotonic() - started, status))


async def warm_up(port, pages, cookie, workers: int) -> None:
    """Until every worker has booted and answered each page once (the first answer of a page renders and
    keeps it): the clock measures pages served, not processes starting."""
    for label, path, needs_login in pages:
        for _ in range(2 * workers):
            status = await asyncio.wait_for(fetch(port, path, cookie if needs_login else ""), 120)
            if status != 200:
                raise SystemExit(f"{label} answered {status} while warming up")


async def run_clients(port, pages, cookie, clients: int, seconds: float):
    results = defaultdict(list)
    stop_at = time.monotonic() + seconds
    await asyncio.gather(*(client_loop(port, pages, cookie, stop_at, results, index) for index in range(clients)))
    return results


def session_cookie(user) -> str:
    client = project.signed_in_client(user)
    morsel = client.cookies[settings.SESSION_COOKIE_NAME]
    return f"{morsel.key}={morsel.value}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=3, help="gunicorn workers")
    parser.add_argument("--scenario", choices=["site", "big-pages"], default="site")
    options = parser.parse_args()

    project.migrate()
    upload = project.imported_open(options.players)
    tournament = upload.tournament
    # A norm of a host player: the host's officer may open that player's page.
    norm = (
        NormResult.objects.filter(
            entry__upload=upload, achieved=True, entry__player__federation=tournament.host_federation
        )
        .select_related("entry")
        .first()
    )
    cookie = session_cookie(project.officer_of(tournament.host_federation.code))
    pages = [
        ("crosstable", reverse("tournaments:detail", args=[tournament.pk]), False),
        ("norm page", reverse("titles:norm_detail", args=[norm.pk]), False),
        ("player page", reverse("players:player", args=[norm.entry.player_id]), True),
        ("desk", reverse("players:desk"), True),
    ]
    if options.scenario == "big-pages":
        pages = [
            ("round 1 pairings", reverse("tournaments:round", args=[tournament.pk, 1]), False),
            ("API crosstable", reverse("api:tournament-crosstable", args=[tournament.pk]), False),
            ("login page", reverse("login"), False),
        ]
    port = free_port()
    server = start_server(port, options.workers)
    try:
        print(f"{options.players}-player open; database {project.database_label()}; {project.machine_load()}")
        print(f"{options.clients} clients for {options.seconds:g} s on {HOST}:{port}, gunicorn --workers {options.workers}")
        shared = "shared (CACHE_URL)" if settings.CACHE_URL else "each worker its own (no CACHE_URL)"
        print(f"cache: {shared}")
        asyncio.run(warm_up(port, pages, cookie, options.workers))
        results = asyncio.run(run_clients(port, pages, cookie, options.clients, options.seconds))
    finally:
        server.terminate()
        server.wait(timeout=30)
    for label, _path, _login in pages:
        samples = results[label]
        answered = sorted(seconds for seconds, status in samples if status == 200)
        errors = len(samples) - len(answered)
        if not answered:
            print(f"{label}: no successful answer, {errors} errors: MISSED")
            continue
        p95 = answered[min(len(answered) - 1, int(0.95 * len(answered)))]
        verdict = "met" if p95 <= TARGET_P95 and not errors else "MISSED"
        print(
            f"{label}: {len(answered) / options.seconds:.1f} requests/s, p50 {1000 * statistics.median(answered):.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, max {1000 * answered[-1]:.0f} ms, errors {errors}; "
            f"target p95 <= {1000 * TARGET_P95:g} ms and 0 errors: {verdict}"
        )
    print(project.machine_load())


if __name__ == "__main__":
    main()
