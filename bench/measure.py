"""Wall time, memory and profile figures shared by the benchmarks. They print; they never fail on time."""

from __future__ import annotations

import cProfile
import os
import pstats
import resource
import statistics
import tracemalloc
from collections.abc import Callable

MIB = 1024 * 1024


def milliseconds(seconds: list[float]) -> str:
    return (
        f"median {1000 * statistics.median(seconds):.1f} ms "
        f"(min {1000 * min(seconds):.1f}, max {1000 * max(seconds):.1f}, {len(seconds)} runs)"
    )


def target_verdict(seconds: list[float], target: float) -> str:
    met = statistics.median(seconds) < target
    return f"target < {1000 * target:g} ms: {'met' if met else 'MISSED'}"


def traced_peak(function: Callable[[], object]) -> int:
    """The most memory (bytes) Python held at once for allocations made during the call. Tracing slows the
    call down several times, so this run is never one of the timed ones."""
    tracemalloc.start()
    try:
        function()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def load_average() -> str:
    """The machine's load average over 1, 5 and 15 minutes, printed beside every figure: on a shared machine
    wall time, and CPU time too, move with what runs beside the benchmark."""
    return " / ".join(f"{load:.1f}" for load in os.getloadavg())


def max_rss() -> int:
    """The process's peak resident set size in bytes (Linux reports kibibytes). Read it before any
    `traced_peak`, whose own bookkeeping would count."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def mebibytes(size: int) -> str:
    return f"{size / MIB:.1f} MiB"


def print_profile(function: Callable[[], object], limit: int = int(os.environ.get("PROFILE_LIMIT", 20))) -> None:
    """The functions that take the most time of their own in one call, for the engine's owner."""
    profiler = cProfile.Profile()
    profiler.runcall(function)
    stats = pstats.Stats(profiler)
    stats.sort_stats(pstats.SortKey.TIME).print_stats(limit)
    stats.sort_stats(pstats.SortKey.CUMULATIVE).print_stats(limit)
