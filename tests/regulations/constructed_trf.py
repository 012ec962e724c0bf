"""Constructed tournaments for the rules-fidelity tests: a field and a schedule written out as a TRF file and
read back by the parser, then judged as an upload or the `evaluate_norms` command judges a file."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal

from regulations import NormVerdict, TournamentFacts, evaluate_all
from titles import trf_inputs
from trf import TrfPlayer, TrfTournament, parse_trf
from trf.results import RESULT_CODES_AS_WRITTEN, make_game
from trf.writer import render_trf

# White's code for a pairing: "1", "=", "0", "+", "-"; None: not paired (a player who withdrew).
Result = Callable[[int, int, int], str | None]
_REPLY = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}


@dataclass(frozen=True)
class Entrant:
    name: str
    federation: str
    rating: int | None
    title: str = ""
    sex: str = "m"


def cycles(players: int, count: int) -> list[list[tuple[int, int]]]:
    """A round robin of ``count`` cycles by the circle method, colours reversed in every other cycle: for each
    round, its (white, black) pairs of start numbers."""
    numbers = list(range(1, players + 1)) + ([0] if players % 2 else [])
    size = len(numbers)
    first_cycle = []
    for _ in range(size - 1):
        pairs = [(numbers[index], numbers[size - 1 - index]) for index in range(size // 2)]
        first_cycle.append([(white, black) for white, black in pairs if white and black])
        numbers = [numbers[0], numbers[-1], *numbers[1:-1]]
    return [
        [(black, white) if cycle % 2 else (white, black) for white, black in round_pairs]
        for cycle in range(count)
        for round_pairs in first_cycle
    ]


def draws(white: int, black: int, round: int) -> str:
    return "="


def wins_for(*winners: int, otherwise: Result = draws) -> Result:
    """The first winner named beats everybody; the others win their games against the rest."""

    def result(white: int, black: int, round: int) -> str | None:
        for winner in winners:
            if winner in (white, black):
                return "1" if white == winner else "0"
        return otherwise(white, black, round)

    return result


def build(
    entrants: Sequence[Entrant],
    schedule: Sequence[Sequence[tuple[int, int]]],
    result: Result = draws,
    *,
    federation: str = "ESP",
    start: date = date(2012, 3, 1),
    rounds_a_day: Sequence[int] = (),
    days_between_rounds: int = 1,
    rounds_scheduled: int | None = None,
) -> str:
    """The TRF text of the event: one round every ``days_between_rounds`` days from ``start``, unless
    ``rounds_a_day`` says how many rounds each day holds."""
    games: dict[int, list] = {number: [] for number in range(1, len(entrants) + 1)}
    for round_number, pairs in enumerate(schedule, 1):
        paired = set()
        for white, black in pairs:
            code = result(white, black, round_number)
            if code is None:
                continue
            paired |= {white, black}
            games[white].append(make_game(round_number, black, "w", code))
            games[black].append(make_game(round_number, white, "b", _REPLY[code]))
        for number in set(games) - paired:
            games[number].append(make_game(round_number, None, None, "U" if _plays_on(result, number) else " "))
    days = _round_dates(start, len(schedule), rounds_a_day, days_between_rounds)
    players = tuple(
        TrfPlayer(
            start_number=number,
            name=entrant.name,
            federation=entrant.federation,
            rating=entrant.rating,
            title=entrant.title,
            sex=entrant.sex,
            points=sum((RESULT_CODES_AS_WRITTEN[game.code][1] for game in games[number]), Decimal(0)),
            games=tuple(games[number]),
        )
        for number, entrant in enumerate(entrants, 1)
    )
    document = TrfTournament(
        players=players,
        name="Constructed event",
        federation=federation,
        start_date=days[0],
        end_date=days[-1],
        round_dates=tuple(days),
        rounds=rounds_scheduled or len(schedule),
    )
    return render_trf(document)


def _plays_on(result: Result, number: int) -> bool:
    withdrawn = getattr(result, "withdrawn", frozenset())
    return number not in withdrawn


def withdrawing(player: int, after_round: int, otherwise: Result = draws) -> Result:
    """``player`` plays until ``after_round`` and is then no longer paired; his scheduled opponents have a bye."""

    def result(white: int, black: int, round: int) -> str | None:
        if player in (white, black) and round > after_round:
            return None
        return otherwise(white, black, round)

    result.withdrawn = frozenset({player})
    return result


def _round_dates(start: date, rounds: int, rounds_a_day: Sequence[int], spacing: int) -> list[date]:
    per_day = list(rounds_a_day) or [1] * rounds
    days = [start + timedelta(days=day * spacing) for day, count in enumerate(per_day) for _ in range(count)]
    return days[:rounds] + [days[-1]] * (rounds - len(days))


def parse(text: str) -> TrfTournament:
    return parse_trf(text.encode())


def facts(document: TrfTournament, **changes) -> TournamentFacts:
    return replace(trf_inputs.tournament_facts_from_header(document), **changes)


def verdicts(document: TrfTournament, start_number: int, edition: str | None = None, **changes) -> dict[str, NormVerdict]:
    """Every norm title's verdict on one entrant, as `evaluate_norms` judges a file."""
    item = next(item for item in trf_inputs.player_inputs(document) if item.player.id == start_number)
    judged = evaluate_all(facts(document, **changes), item.player, list(item.games), edition=edition)
    return {verdict.title: verdict for verdict in judged}


def check(verdict: NormVerdict, rule: str):
    return next(check for check in verdict.checks if check.rule == rule)
