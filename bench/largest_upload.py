"""The largest file an upload accepts (`trf/limits.py`, WORKER_MAX_PLAYERS and WORKER_MAX_ROUND_BLOCKS):
how long the request takes to accept it, and how long and how much memory one worker process takes to evaluate it.

    python bench/largest_upload.py [--rounds 17] [--players N] [--runs 5]

By default the file has as many players as the bounds allow over `--rounds` rounds. The request side is
`outline_trf` (what `upload_receive` reads of the file), median of `--runs`; a file one round block over the bound
is timed too, refused. The worker side runs in a fresh process, as a worker's child is: the file received through
`upload_receive`, then the evaluation task's work (`titles.services.upload_evaluate`: parse, storage, FIDE norms
for every player), its wall time and the process's max RSS, against a third of the soft time limit and 512 MiB.
What follows the evaluation (certificates, national classification) runs as other tasks and is not counted.
"""

from __future__ import annotations

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import project  # noqa: I001  (sets Django up)
from django.conf import settings  # noqa: E402

from trf import TrfError, limits, outline_trf  # noqa: E402

MEMORY_LIMIT_MIB = 512
WORKER = """
import json, resource, sys, time
sys.path.insert(0, {bench!r})
import project
project.migrate()
from pathlib import Path
from titles import services as titles_services
from titles.events import upload_evaluated
from tournaments import services
from tournaments.events import upload_received
from trf import TrfTournament, outline_trf
# Only the evaluation task is measured: what follows it (certificates, the national classification) runs as
# other tasks, on the bulk queue's workers.
upload_received.announce = upload_evaluated.announce = lambda pk: None
data = Path({path!r}).read_bytes()
outline = outline_trf(data)
header = TrfTournament(players=(), name=outline.name, federation=outline.federation, start_date=outline.start_date,
                       end_date=outline.end_date, rounds=outline.rounds)
tournament = services.tournament_create_from_trf(document=header, filename="largest.trf", system="swiss")
receipt = services.upload_receive(
    tournament=tournament, filename="largest.trf", data=data, entrance="command", registered_from_it=True
)
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
started = time.perf_counter()
upload = titles_services.upload_evaluate(upload_id=receipt.upload.pk, owner="bench/largest")
print(json.dumps({{"seconds": time.perf_counter() - started, "status": upload.status,
                  "max_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "rss_before_mib": before, "database": project.database_label()}}))
"""


def request_seconds(data: bytes, runs: int) -> list[float]:
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        try:
            outline_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
        except TrfError:
            pass
        times.append(time.perf_counter() - started)
    return times[1:]  # the first run warms up


def largest_field(rounds: int) -> int:
    return min(limits.WORKER_MAX_PLAYERS, limits.WORKER_MAX_ROUND_BLOCKS // rounds)


def one_over(rounds: int) -> bytes:
    """A file of the bound's size plus one player: refused before any player line is read."""
    players = largest_field(rounds) + 1
    return project.tournament_file(players, rounds=rounds).read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=limits.WORKER_MAX_ROUND_BLOCKS // limits.WORKER_MAX_PLAYERS)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-worker", action="store_true")
    args = parser.parse_args()
    players = args.players or largest_field(args.rounds)
    path = project.tournament_file(players, rounds=args.rounds)
    data = path.read_bytes()
    print(f"{players:,} players x {args.rounds} rounds = {players * args.rounds:,} round blocks "
          f"(bounds {limits.WORKER_MAX_PLAYERS:,} players, {limits.WORKER_MAX_ROUND_BLOCKS:,} blocks), "
          f"{len(data) / 2**20:.2f} MiB; {project.machine_load()}")
    accepted = request_seconds(data, args.runs)
    print(f"request, outline_trf: median {statistics.median(accepted):.3f} s "
          f"(min {min(accepted):.3f}, max {max(accepted):.3f}); target < 1 s")
    if args.players is None:
        refused = request_seconds(one_over(args.rounds), args.runs)
        print(f"request, one player over the bound (refused): median {statistics.median(refused):.3f} s")
    if args.skip_worker:
        return
    code = WORKER.format(bench=str(project.ROOT / "bench"), path=str(path))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=project.ROOT, check=False)
    if result.returncode:
        raise SystemExit(result.stderr[-3000:])
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    third = settings.CELERY_TASK_SOFT_TIME_LIMIT / 3
    print(f"worker process ({figures['database']}): {figures['status']} in {figures['seconds']:.1f} s "
          f"(target <= {third:.0f} s: {'met' if figures['seconds'] <= third else 'MISSED'}), max RSS "
          f"{figures['max_rss_mib']:.0f} MiB ({figures['rss_before_mib']:.0f} before; target <= {MEMORY_LIMIT_MIB}: "
          f"{'met' if figures['max_rss_mib'] <= MEMORY_LIMIT_MIB else 'MISSED'})")


if __name__ == "__main__":
    main()
