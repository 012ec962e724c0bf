"""Parse a 1,000-player, 11-round Swiss open and judge every player for every norm title, as the upload
task does, and how many verdicts and players each stage of the judging examined. Target: parse + evaluation
under 250 ms (issue 34).

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

from lib.collector import collector_paused  # noqa: E402
from regulations import NORM_TITLES, NormVerdict, evaluate_all  # noqa: E402
from regulations import engine as engine_module  # noqa: E402
from regulations import search as search_module  # noqa: E402
from titles.trf_inputs import player_inputs, tournament_facts_from_header  # noqa: E402
from trf import parse_trf, render_trf  # noqa: E402

TARGET_SECONDS = 0.25
PHASES = ("parse", "map onto facts", "evaluate")


def judge_file(data: bytes) -> list[NormVerdict]:
    return judge_file_in_phases(data)[0]


@collector_paused()
def judge_file_in_phases(data: bytes) -> tuple[list[NormVerdict], dict[str, float]]:
    """Every verdict of the file, and the seconds each phase took, with the cycle collector paused as the upload's
    task pauses it (`titles.services`)."""
    started = time.perf_counter()
    document = parse_trf(data)
    parsed = time.perf_counter()
    facts = tournament_facts_from_header(document)
    inputs = player_inputs(document)
    mapped = time.perf_counter()
    verdicts = [verdict for item in inputs for verdict in evaluate_all(facts, item.player, item.games)]
    evaluated = time.perf_counter()
    return verdicts, dict(zip(PHASES, (parsed - started, mapped - parsed, evaluated - mapped), strict=True))


def stages_examined(data: bytes) -> dict[str, set]:
    """The verdicts (player, title) that reach each stage of the judging, from one untimed run with the search's
    stages counted: every verdict is judged on the whole record; the cheap bound of 1.48
    (``_leaving_games_out_could_help``) lets only some into the search for a better set of games; of those the
    search assesses only the promising sets."""
    reached: dict[str, set] = {"whole record judged": set(), "bound examined": set(), "bound let through": set(),
                               "drop search run": set(), "a set assessed": set()}
    select, bound = engine_module.best_selection, search_module._leaving_games_out_could_help
    run, attempt = search_module._DropSearch.run, search_module._DropSearch._try

    def key(context) -> tuple:
        return context.player.id, context.title

    def counted_select(classified, context):
        reached["whole record judged"].add(key(context))
        return select(classified, context)

    def counted_bound(record, rule, context):
        reached["bound examined"].add(key(context))
        helps = bound(record, rule, context)
        if helps:
            reached["bound let through"].add(key(context))
        return helps

    def counted_run(search):
        reached["drop search run"].add(key(search.context))
        return run(search)

    def counted_try(search, dropped):
        reached["a set assessed"].add(key(search.context))
        return attempt(search, dropped)

    engine_module.best_selection, search_module._leaving_games_out_could_help = counted_select, counted_bound
    search_module._DropSearch.run, search_module._DropSearch._try = counted_run, counted_try
    try:
        judge_file(data)
    finally:
        engine_module.best_selection, search_module._leaving_games_out_could_help = select, bound
        search_module._DropSearch.run, search_module._DropSearch._try = run, attempt
    return reached


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="also print a cProfile of one run")
    args = parser.parse_args()

    tournament = generate_open(args.seed)
    data = render_trf(tournament).encode("utf-8")
    judge_file(data)  # warm-up: imports and caches
    runs, cpu = [], []
    for _ in range(args.runs):
        started = time.process_time()
        verdicts, phases = judge_file_in_phases(data)  # only the last run's verdicts stay in memory
        cpu.append(time.process_time() - started)
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
    print(f"  CPU time (process_time): {measure.milliseconds(cpu)}; load average {measure.load_average()}")
    for phase in PHASES:
        print(f"  {phase:<15} median {1000 * statistics.median(phases[phase] for phases in runs):.1f} ms")
    for stage, verdicts_reached in stages_examined(data).items():
        players = len({player for player, _ in verdicts_reached})
        print(f"  stage {stage:<20} {len(verdicts_reached):>5} verdicts, {players:>4} players")
    print(f"max RSS of the process (generation included): {measure.mebibytes(measure.max_rss())}")
    peak = measure.traced_peak(lambda: judge_file(data))
    print(f"peak traced memory of one run (tracemalloc): {measure.mebibytes(peak)}")
    if args.profile:
        measure.print_profile(lambda: judge_file(data))


if __name__ == "__main__":
    main()
