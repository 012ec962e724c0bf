"""Parse a 1,000-player, 11-round Swiss open and judge every player for every norm title, as the upload
task does. Target: parse + evaluation under 1 s.

    python bench/engine_open.py [--seed N] [--runs N] [--profile]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402

import measure  # noqa: E402
from generate_open import generate_open  # noqa: E402

from regulations import NORM_TITLES, NormVerdict, evaluate_all  # noqa: E402
from titles.trf_inputs import player_inputs, tournament_facts_from_header  # noqa: E402
from trf import parse_trf, render_trf  # noqa: E402

TARGET_SECONDS = 1.0
PHASES = ("parse", "map onto facts", "evaluate")


def judge_file(data: bytes) -> list[NormVerdict]:
    return judge_file_in_phases(data)[0]


def judge_file_in_phases(data: bytes) -> tuple[list[NormVerdict], dict[str, float]]:
    """Every verdict of the file, and the seconds each phase took."""
    started = time.perf_counter()
    document = parse_trf(data)
    parsed = time.perf_counter()
    facts = tournament_facts_from_header(document)
    inputs = player_inputs(document)
    mapped = time.perf_counter()
    verdicts = [verdict for item in inputs for verdict in evaluate_all(facts, item.player, item.games)]
    evaluated = time.perf_counter()
    return verdicts, dict(zip(PHASES, (parsed - started, mapped - parsed, evaluated - mapped), strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="also print a cProfile of one run")
    args = parser.parse_args()

    tournament = generate_open(args.seed)
    data = render_trf(tournament).encode("utf-8")
    judge_file(data)  # warm-up: imports and caches
    runs = []
    for _ in range(args.runs):
        verdicts, phases = judge_file_in_phases(data)  # only the last run's verdicts stay in memory
        runs.append(phases)
    totals = [sum(phases.values()) for phases in runs]
    norms = Counter(verdict.title for verdict in verdicts if verdict.achieved)

    print(
        f"open: {len(tournament.players)} players, {tournament.rounds} rounds, seed {args.seed}, "
        f"{len(data) / 1024:.0f} KiB of TRF"
    )
    by_title = ", ".join(f"{title} {norms[title]}" for title in NORM_TITLES)
    print(f"verdicts: {len(verdicts)}; norms found: {sum(norms.values())} ({by_title})")
    print(f"parse + evaluation: {measure.milliseconds(totals)}; {measure.target_verdict(totals, TARGET_SECONDS)}")
    for phase in PHASES:
        print(f"  {phase:<15} median {1000 * statistics.median(phases[phase] for phases in runs):.1f} ms")
    print(f"max RSS of the process (generation included): {measure.mebibytes(measure.max_rss())}")
    peak = measure.traced_peak(lambda: judge_file(data))
    print(f"peak traced memory of one run (tracemalloc): {measure.mebibytes(peak)}")
    if args.profile:
        measure.print_profile(lambda: judge_file(data))


if __name__ == "__main__":
    main()
