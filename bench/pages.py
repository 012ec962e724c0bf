"""Server time and size of the big pages of the generated open, and the national classification of the event.

In-process through Django's test client (no network): the tournament page with its crosstable, a norm page, a
player's page and the federation desk (as the host's officer), the national results page, each rendered with
the cache emptied and then again (the first four are kept whole, web/page_cache.py, with a shared cache
(CACHE_URL) until a write they show is committed); then `upload_evaluate_national` of the event, as the bulk worker runs it.

    python bench/pages.py [--players 1000] [--runs 7] [--profile crosstable|national|none]

Targets: crosstable <= 250 ms first, <= 50 ms cached; national classification <= 1 s, its page <= 300 KB.
Use PostgreSQL (DATABASE_URL) for figures that matter; the open is imported once and found again later.
"""

from __future__ import annotations

import argparse  # noqa: E402
import time  # noqa: E402

import measure  # noqa: E402
import project  # noqa: I001  (sets Django up)
from django.core.cache import cache  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402

from classification.services import upload_evaluate_national  # noqa: E402
from titles.models import NormResult  # noqa: E402

CROSSTABLE_FIRST, CROSSTABLE_CACHED = 0.250, 0.050
NATIONAL, NATIONAL_PAGE_BYTES = 1.0, 300 * 1024


def get(client: Client, url: str) -> tuple[float, int, int, int]:
    """Seconds, status, bytes and queries of one GET."""
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        response = client.get(url)
        elapsed = time.perf_counter() - started
    return elapsed, response.status_code, len(response.content), len(queries)


def report(label: str, samples: list[tuple[float, int, int, int]], target: float | None = None) -> None:
    seconds = [sample[0] for sample in samples]
    statuses = sorted({sample[1] for sample in samples})
    size, queries = samples[-1][2], samples[-1][3]
    verdict = f"; {measure.target_verdict(seconds, target)}" if target else ""
    if statuses != [200]:
        verdict += "; not every answer was 200: MISSED"
    print(f"{label}: {measure.milliseconds(seconds)}, {size / 1024:.0f} KiB, {queries} queries, status {statuses}{verdict}")


def crosstable(client: Client, url: str, runs: int) -> None:
    first = []
    for _ in range(runs):
        cache.clear()
        first.append(get(client, url))
    report("tournament page, first render (cache emptied)", first, CROSSTABLE_FIRST)
    cached = [get(client, url) for _ in range(runs)]
    report("tournament page, cached", cached, CROSSTABLE_CACHED)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", choices=("crosstable", "national", "none"), default="none")
    options = parser.parse_args()

    project.migrate()
    upload = project.imported_open(options.players)
    tournament = upload.tournament
    print(f"{options.players}-player open; database {project.database_label()}; {project.machine_load()}")
    anonymous = Client()
    officer = project.signed_in_client(project.officer_of(tournament.host_federation.code))
    # A norm of a host player: the host's officer may open that player's page.
    norm = (
        NormResult.objects.filter(
            entry__upload=upload, achieved=True, entry__player__federation=tournament.host_federation
        )
        .select_related("entry")
        .first()
    )
    crosstable_url = reverse("tournaments:detail", args=[tournament.pk])
    get(anonymous, crosstable_url)  # warm-up: templates, translations
    crosstable(anonymous, crosstable_url, options.runs)
    for label, client, url in (
        ("norm page", anonymous, reverse("titles:norm_detail", args=[norm.pk])),
        ("player page (host's officer)", officer, reverse("players:player", args=[norm.entry.player_id])),
        ("federation desk (host's officer)", officer, reverse("players:desk")),
        ("national results page", anonymous, reverse("classification:tournament", args=[tournament.pk])),
    ):
        get(client, url)
        first = []
        for _ in range(options.runs):
            cache.clear()
            first.append(get(client, url))
        report(f"{label}, rendered (cache emptied)", first)
        samples = [get(client, url) for _ in range(options.runs)]
        report(f"{label}, again", samples)
        if "national" in label:
            verdict = "met" if samples[-1][2] <= NATIONAL_PAGE_BYTES else "MISSED"
            print(f"  page size target <= {NATIONAL_PAGE_BYTES // 1024} KiB: {verdict}")

    seconds = []
    for _ in range(max(3, options.runs // 2)):
        started = time.perf_counter()
        evaluation = upload_evaluate_national(upload=upload)
        seconds.append(time.perf_counter() - started)
    judged = evaluation.results.count()
    print(
        f"national classification of the event ({judged} of {options.players} players judged): "
        f"{measure.milliseconds(seconds)}; {measure.target_verdict(seconds, NATIONAL)}"
    )
    print(f"max RSS {measure.mebibytes(measure.max_rss())}; {project.machine_load()}")
    if options.profile == "crosstable":
        cache.clear()
        measure.print_profile(lambda: anonymous.get(crosstable_url), limit=30)
    elif options.profile == "national":
        measure.print_profile(lambda: upload_evaluate_national(upload=upload), limit=30)


if __name__ == "__main__":
    main()
