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

`--revalidate`: each client holds the pages it was answered, as a browser does, and asks again with their ETag
(a 304 counts as answered). `--nginx`: the clients go through nginx with the site's own configuration
(config/nginx-site.conf, its cache of anonymous visitors' pages included) in front of gunicorn.

    ... python bench/load.py --clients 200 --seconds 60 --revalidate --nginx

Target: p95 <= 300 ms on each page with 50 clients, <= 500 ms with 200 (issue 34), no errors. Nothing leaves
127.0.0.1.
"""

from __future__ import annotations

import argparse  # noqa: E402
import asyncio  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
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
ANSWER_WITHIN = 30.0
ANSWERED = (200, 304)
SITE_CONFIGURATION = project.ROOT / "config" / "nginx-site.conf"


def target_p95(clients: int) -> float:
    return 0.300 if clients <= 50 else 0.500


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
    wait_for(port, server, project.WORKDIR / "gunicorn.log")
    return server


def start_nginx(port: int, upstream_port: int) -> subprocess.Popen:
    """nginx on `port` in front of gunicorn, with the site's own locations (config/nginx-site.conf) and the cache
    line the README puts in `http { }`; everything it writes stays in the bench's folder."""
    if shutil.which("nginx") is None:
        raise SystemExit("--nginx needs nginx (apt-get install nginx-light)")
    folder = project.WORKDIR / "nginx"
    (folder / "cache").mkdir(parents=True, exist_ok=True)
    site = SITE_CONFIGURATION.read_text().replace("127.0.0.1:8000", f"{HOST}:{upstream_port}")
    site = site.replace("/srv/titledesk/", f"{folder}/")
    (folder / "site.conf").write_text(site)
    (folder / "nginx.conf").write_text(f"""
user root;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body; proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi; uwsgi_temp_path {folder}/uwsgi; scgi_temp_path {folder}/scgi;
    proxy_cache_path {folder}/cache levels=1:2 keys_zone=titledesk:10m max_size=256m inactive=10m;
    server {{ listen {HOST}:{port}; include {folder}/site.conf; }}
}}
""")
    command = ["nginx", "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"]
    server = subprocess.Popen(command, cwd=folder)
    wait_for(port, server, folder / "error.log")
    return server


def wait_for(port: int, server: subprocess.Popen, log) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection((HOST, port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit(f"the server on port {port} did not start; its log: {log}")


async def fetch(port: int, path: str, cookie: str, etag: str = "") -> tuple[int, str]:
    """The answer's status and ETag."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        headers = f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n"
        if cookie:
            headers += f"Cookie: {cookie}\r\n"
        if etag:
            headers += f"If-None-Match: {etag}\r\n"
        writer.write((headers + "\r\n").encode())
        await writer.drain()
        answer = await reader.read()  # the whole answer, until the server closes
        head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        tags = [line.split(":", 1)[1].strip() for line in head[1:] if line.lower().startswith("etag:")]
        return (int(head[0].split()[1]) if head[0] else 0), (tags[0] if tags else etag)
    finally:
        writer.close()


async def client_loop(port, pages, cookie, stop_at, results, index, revalidate: bool) -> None:
    turn = index
    held: dict[str, str] = {}  # the ETag of each page this client was answered, when it revalidates
    while time.monotonic() < stop_at:
        label, path, needs_login = pages[turn % len(pages)]
        turn += 1
        started = time.monotonic()
        try:
            status, etag = await asyncio.wait_for(
                fetch(port, path, cookie if needs_login else "", held.get(label, "")), ANSWER_WITHIN
            )
        except (TimeoutError, OSError):
            status, etag = 0, ""
        if revalidate and status in ANSWERED:
            held[label] = etag
        results[label].append((time.monotonic() - started, status))


async def warm_up(port, pages, cookie, workers: int) -> None:
    """Until every worker has booted and answered each page once (the first answer of a page renders and
    keeps it): the clock measures pages served, not processes starting."""
    for label, path, needs_login in pages:
        for _ in range(2 * workers):
            status, _etag = await asyncio.wait_for(fetch(port, path, cookie if needs_login else ""), 120)
            if status != 200:
                raise SystemExit(f"{label} answered {status} while warming up")


async def run_clients(port, pages, cookie, clients: int, seconds: float, revalidate: bool):
    results = defaultdict(list)
    stop_at = time.monotonic() + seconds
    await asyncio.gather(
        *(client_loop(port, pages, cookie, stop_at, results, index, revalidate) for index in range(clients))
    )
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
    parser.add_argument("--revalidate", action="store_true", help="clients ask again with the ETag they hold")
    parser.add_argument("--nginx", action="store_true", help="through nginx with config/nginx-site.conf")
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
    servers = [start_server(port, options.workers)]
    try:
        if options.nginx:
            upstream, port = port, free_port()
            servers.append(start_nginx(port, upstream))
        print(f"{options.players}-player open; database {project.database_label()}; {project.machine_load()}")
        print(f"{options.clients} clients for {options.seconds:g} s on {HOST}:{port}, gunicorn --workers {options.workers}"
              + (", through nginx (config/nginx-site.conf)" if options.nginx else "")
              + ("; clients revalidate with the ETag they hold" if options.revalidate else ""))
        shared = "shared (CACHE_URL)" if settings.CACHE_URL else "each worker its own (no CACHE_URL)"
        print(f"cache: {shared}")
        asyncio.run(warm_up(port, pages, cookie, options.workers))
        results = asyncio.run(
            run_clients(port, pages, cookie, options.clients, options.seconds, options.revalidate)
        )
    finally:
        for server in reversed(servers):
            server.terminate()
            server.wait(timeout=30)
    target = target_p95(options.clients)
    for label, _path, _login in pages:
        samples = results[label]
        answered = sorted(seconds for seconds, status in samples if status in ANSWERED)
        errors = len(samples) - len(answered)
        if not answered:
            print(f"{label}: no successful answer, {errors} errors: MISSED")
            continue
        p95 = answered[min(len(answered) - 1, int(0.95 * len(answered)))]
        verdict = "met" if p95 <= target and not errors else "MISSED"
        not_modified = sum(status == 304 for _seconds, status in samples)
        print(
            f"{label}: {len(answered) / options.seconds:.1f} requests/s ({not_modified} of them 304), "
            f"p50 {1000 * statistics.median(answered):.0f} ms, p95 {1000 * p95:.0f} ms, max {1000 * answered[-1]:.0f} ms, "
            f"errors {errors}; target p95 <= {1000 * target:g} ms and 0 errors: {verdict}"
        )
    print(project.machine_load())


if __name__ == "__main__":
    main()
