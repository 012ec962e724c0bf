"""Judge every player of a 20-player, 19-round round robin for every norm title. The strong players win
a lot, so the search that leaves won games out (1.42e in 2009, 1.42f in 2014) and the one that ignores
the games after a title result (1.42f in 2009, 1.42e in 2014) both run. Target: under 50 ms.

    python bench/engine_round_robin.py [--seed N] [--runs N] [--profile]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from datetime import date, timedelta  # noqa: E402
from decimal import Decimal  # noqa: E402
from typing import NamedTuple  # noqa: E402

import measure  # noqa: E402

from regulations import EDITIONS, NormVerdict, Rule, TournamentFacts, evaluate_all  # noqa: E402
from titles.trf_inputs import PlayerInput, player_inputs, tournament_facts_from_header  # noqa: E402
from trf import TrfGame, TrfPlayer, TrfTournament, make_game  # noqa: E402

TARGET_SECONDS = 0.050
START = date(2019, 6, 1)
HOST = "NED"


class Seat(NamedTuple):
    name: str
    sex: str
    title: str
    rating: int | None  # None: unrated
    federation: str


# In start-number order; eight players rated 2500 or more put GM norms within reach.
FIELD = (
    Seat("Halvorsen, Magnus", "m", "GM", 2685, "NOR"),
    Seat("de Wit, Anton", "m", "GM", 2660, "NED"),
    Seat("Carter, Fabian", "m", "GM", 2640, "USA"),
    Seat("Lefevre, Maxime", "m", "GM", 2615, "FRA"),
    Seat("Bakker, Jan", "m", "GM", 2590, "NED"),
    Seat("Hoffmann, Vincent", "m", "GM", 2570, "GER"),
    Seat("Iyer, Vikram", "m", "GM", 2545, "IND"),
    Seat("Mulder, Max", "m", "IM", 2520, "NED"),
    Seat("Hughes, David", "m", "IM", 2495, "ENG"),
    Seat("Zhao, Lin", "w", "WGM", 2480, "CHN"),
    Seat("Navarro, David", "m", "IM", 2460, "ESP"),
    Seat("Smit, Benjamin", "m", "IM", 2440, "NED"),
    Seat("Peeters, Daniel", "m", "FM", 2410, "BEL"),
    Seat("Kovalenko, Anna", "w", "WIM", 2385, "UKR"),
    Seat("Meijer, Ivan", "m", "FM", 2350, "NED"),
    Seat("Wisniewski, Jan", "m", "IM", 2330, "POL"),
    Seat("van Dijk, Roeland", "m", "FM", 2290, "NED"),
    Seat("Schulz, Matthias", "m", "CM", 2240, "GER"),
    Seat("de Boer, Sipke", "m", "", 2150, "NED"),
    Seat("Vos, Harmen", "m", "", None, "NED"),
)
UNRATED_STRENGTH = 2050
# Rating differences count this many times over: favourites win far more often than Elo predicts.
DOMINANCE = 2.5
DRAW_SHARE = 0.15
REPLY = {"1": "0", "0": "1", "=": "="}


def round_robin(seed: int = 1) -> TrfTournament:
    rng = random.Random(seed)
    strengths = {number: seat.rating or UNRATED_STRENGTH for number, seat in enumerate(FIELD, start=1)}
    games: dict[int, list[TrfGame]] = {number: [] for number in strengths}
    rounds = _circle_pairings(len(FIELD))
    for round_number, pairs in enumerate(rounds, start=1):
        for white, black in pairs:
            code = _result(rng, strengths[white], strengths[black])
            games[white].append(make_game(round_number, black, "w", code))
            games[black].append(make_game(round_number, white, "b", REPLY[code]))
    round_dates = tuple(START + timedelta(days=day) for day in range(len(rounds)))
    return TrfTournament(
        name="TitleDesk Benchmark Round Robin",
        federation=HOST,
        start_date=round_dates[0],
        end_date=round_dates[-1],
        round_dates=round_dates,
        rounds=len(rounds),
        players=tuple(_player(number, seat, games[number]) for number, seat in enumerate(FIELD, start=1)),
    )


def _circle_pairings(players: int) -> list[list[tuple[int, int]]]:
    """(white, black) pairs of every round: the last player stays put while the others turn round him."""
    turning = list(range(1, players))
    rounds = []
    for round_index in range(players - 1):
        still = (players, turning[0]) if round_index % 2 else (turning[0], players)
        rounds.append([still, *((turning[i], turning[-i]) for i in range(1, players // 2))])
        turning = turning[-1:] + turning[:-1]
    return rounds


def _result(rng: random.Random, strength: int, opponent_strength: int) -> str:
    expected = 1 / (1 + 10 ** (DOMINANCE * (opponent_strength - strength) / 400))
    draw = min(DRAW_SHARE, 2 * min(expected, 1 - expected))
    roll = rng.random()
    return "1" if roll < expected - draw / 2 else "=" if roll < expected + draw / 2 else "0"


def _player(number: int, seat: Seat, games: Sequence[TrfGame]) -> TrfPlayer:
    return TrfPlayer(
        start_number=number,
        name=seat.name,
        sex=seat.sex,
        title=seat.title,
        rating=seat.rating,
        federation=seat.federation,
        points=sum((game.points for game in games), Decimal(0)),
        games=tuple(games),
    )


@dataclass(frozen=True)
class EditionRuns:
    """Per run, per player: the seconds the four verdicts took; and the verdicts of the last run."""

    seconds: list[list[float]]
    verdicts: list[NormVerdict]

    def totals(self) -> list[float]:
        return [sum(run) for run in self.seconds]

    def per_player_medians(self) -> list[float]:
        return [statistics.median(column) for column in zip(*self.seconds, strict=True)]


def judge_players(
    facts: TournamentFacts, inputs: Sequence[PlayerInput], edition: str
) -> tuple[list[float], list[NormVerdict]]:
    """The seconds each player's four verdicts took, and the verdicts."""
    seconds, verdicts = [], []
    for item in inputs:
        started = time.perf_counter()
        verdicts += evaluate_all(facts, item.player, item.games, edition=edition)
        seconds.append(time.perf_counter() - started)
    return seconds, verdicts


def time_edition(facts: TournamentFacts, inputs: Sequence[PlayerInput], edition: str, runs: int) -> EditionRuns:
    judge_players(facts, inputs, edition)  # warm-up: caches
    results = [judge_players(facts, inputs, edition) for _ in range(runs)]
    return EditionRuns(seconds=[seconds for seconds, _ in results], verdicts=results[-1][1])


def search_counts(verdicts: Sequence[NormVerdict], edition: str) -> str:
    """How many verdicts the two searches changed; a left-out round's reason starts with its rule number."""
    drop_wins, ignore_later = (EDITIONS[edition].rule(rule) for rule in (Rule.DROP_WINS, Rule.IGNORE_LATER_GAMES))

    def using(rule_number: str) -> int:
        return sum(
            any(dropped.reason.startswith(f"{rule_number}:") for dropped in verdict.dropped_rounds)
            for verdict in verdicts
        )

    norms = sum(verdict.achieved for verdict in verdicts)
    return (
        f"{norms} norms; verdicts leaving wins out ({drop_wins}): {using(drop_wins)}, "
        f"ignoring later games ({ignore_later}): {using(ignore_later)}"
    )


def report_edition(edition: str, runs: EditionRuns, names: Sequence[str]) -> None:
    per_player = runs.per_player_medians()
    worst = max(range(len(per_player)), key=per_player.__getitem__)
    worst_runs = [run[worst] for run in runs.seconds]
    print(f"edition {edition}: {search_counts(runs.verdicts, edition)}")
    totals = runs.totals()
    print(f"  all players: {measure.milliseconds(totals)}; {measure.target_verdict(totals, TARGET_SECONDS)}")
    print(
        f"  per player (median of runs): mean {1000 * statistics.mean(per_player):.2f} ms, "
        f"max {1000 * per_player[worst]:.2f} ms"
    )
    print(f"  worst player: {worst + 1} {names[worst]}: {measure.milliseconds(worst_runs)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="also print a cProfile of one run per edition")
    args = parser.parse_args()

    tournament = round_robin(args.seed)
    facts = tournament_facts_from_header(tournament)
    inputs = player_inputs(tournament)
    names = [player.name for player in tournament.players]
    print(f"round robin: {len(inputs)} players, {tournament.rounds} rounds ({facts.system.value}), seed {args.seed}")
    print("crosstable points: " + " ".join(f"{float(player.points):g}" for player in tournament.players))
    timed = {edition: time_edition(facts, inputs, edition, args.runs) for edition in EDITIONS}
    rss = measure.max_rss()
    for edition, runs in timed.items():
        report_edition(edition, runs, names)
        peak = measure.traced_peak(lambda edition=edition: judge_players(facts, inputs, edition))
        print(f"  peak traced memory of one run (tracemalloc): {measure.mebibytes(peak)}")
    print(f"max RSS of the process: {measure.mebibytes(rss)}")
    if args.profile:
        for edition in EDITIONS:
            measure.print_profile(lambda edition=edition: judge_players(facts, inputs, edition))


if __name__ == "__main__":
    main()
