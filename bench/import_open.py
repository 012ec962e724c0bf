"""The whole import in-process against the engine alone, for the generated open (1,000 players by default).

`import_trf` as staff run it on a bare machine (tasks in-process: parse, storage, FIDE norms, national
classification, certificates, notices) against `evaluate_norms` (parse and engine, nothing stored). Each
import makes a new tournament. Target: the import takes at most three times the engine's time.

Also printed: the import until its upload is marked evaluated (read from `status_changed_at`, written
before the follow-ups start on commit), i.e. without the national classification, the certificates
printed in-process and the notices, which a production worker runs on the bulk queue.

    python bench/import_open.py [--players 1000] [--runs 5] [--profile]

SQLite in a temporary folder unless DATABASE_URL is set.
"""

from __future__ import annotations

import argparse  # noqa: E402
import datetime  # noqa: E402
import io  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

import measure  # noqa: E402
import project  # noqa: I001  (sets Django up)
from django.core.management import call_command  # noqa: E402
from django.utils import timezone  # noqa: E402

from tournaments.models import ResultUpload  # noqa: E402

TARGET_RATIO = 3.0


def evaluate(path) -> None:
    call_command("evaluate_norms", str(path), stdout=io.StringIO())


def import_(path) -> None:
    call_command("import_trf", str(path), stdout=io.StringIO())


def timed(function, path, runs: int, until_evaluated: list[float] | None = None) -> list[float]:
    function(path)  # warm-up
    seconds = []
    for _ in range(runs):
        started_at = timezone.now()
        started = time.perf_counter()
        function(path)
        seconds.append(time.perf_counter() - started)
        if until_evaluated is not None:
            evaluated = ResultUpload.objects.order_by("-pk").values_list("status_changed_at", flat=True).first()
            until_evaluated.append((evaluated - started_at) / datetime.timedelta(seconds=1))
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of one more import")
    options = parser.parse_args()

    project.migrate()
    path = project.tournament_file(options.players)
    print(f"{options.players}-player open; database {project.database_label()}; {project.machine_load()}")
    engine = timed(evaluate, path, options.runs)
    print(f"evaluate_norms (parse + engine): {measure.milliseconds(engine)}")
    until_evaluated: list[float] = []
    whole = timed(import_, path, options.runs, until_evaluated)
    print(f"import_trf (everything, in-process): {measure.milliseconds(whole)}")
    ratio = statistics.median(whole) / statistics.median(engine)
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(f"ratio {ratio:.1f}x; target <= {TARGET_RATIO:g}x: {verdict}")
    print(f"  of which until the upload is evaluated (no follow-ups): {measure.milliseconds(until_evaluated)}")
    print(f"  ratio until evaluated {statistics.median(until_evaluated) / statistics.median(engine):.1f}x")
    print(f"max RSS {measure.mebibytes(measure.max_rss())}; {project.machine_load()}")
    if options.profile:
        measure.print_profile(lambda: import_(path), limit=40)


if __name__ == "__main__":
    main()
