"""A tournament judged by seed 004: K, the table's row, and every participant's norms, failure and changes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from .categories import Target
from .check import Check
from .coefficient import counted_category, participant_coefficient, tournament_coefficient
from .conditions import (
    REQUIREMENTS,
    age_on,
    check_awarding_body,
    check_clocks_and_scoresheets,
    check_cond_9_games,
    check_cond_9_games_per_day,
    check_cond_9_time_control,
    check_international_average,
    check_international_share,
    check_judges,
    check_master_norm,
    check_minimum_age,
    check_minimum_games,
    check_no_men_in_womens_event,
    check_simultaneous_events,
    check_strong_opponents,
    check_table_norm,
    check_time_control,
    check_withdrawn_opponents,
)
from .confirmation import confirmation, demotion_after, failure_in, points_removed_by
from .facts import EventFacts, Game, Participant
from .norm_table import NormRow, find_row, required_points
from .verdict import Change, FailureVerdict, NormVerdict, PlayerVerdict, TournamentVerdict

__all__ = ["PlayerRecord", "evaluate_tournament"]


@dataclass(frozen=True)
class PlayerRecord:
    participant_id: int
    games: tuple[Game, ...]
    # Other individual events the player played at the same time (Cond. 20), as their names.
    simultaneous_events: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Performance:
    """One player's counted games: the same for every norm."""

    games: int
    score: Fraction
    opponents: tuple[Participant, ...]
    games_per_day: int | None
    age: int | None
    withdrawn_check: Check | None
    simultaneous_check: Check


def evaluate_tournament(
    event: EventFacts, records: Sequence[PlayerRecord], rows: Sequence[NormRow]
) -> TournamentVerdict:
    coefficient = tournament_coefficient((person.standing for person in event.participants), event.master_coefficient)
    row = find_row(rows, coefficient)
    by_id = {person.id: person for person in event.participants}
    players = tuple(_evaluate_player(event, by_id, record, coefficient, row) for record in records)
    return TournamentVerdict(coefficient, row, players)


def _evaluate_player(
    event: EventFacts, by_id: Mapping[int, Participant], record: PlayerRecord, coefficient: Decimal, row: NormRow | None
) -> PlayerVerdict:
    participant = by_id[record.participant_id]
    performance = _performance(event, by_id, participant, record)
    norms = tuple(_evaluate_norm(target, event, coefficient, row, performance) for target in Target)
    by_target = {verdict.target: verdict for verdict in norms}
    failure = failure_in(participant.standing, participant.sex, by_target, performance.score)
    changes, points_removed = _changes(event, participant, by_target, failure, performance)
    return PlayerVerdict(
        participant_id=participant.id,
        standing=participant.standing,
        counted_category=counted_category(participant.standing),
        coefficient=participant_coefficient(participant.standing, event.master_coefficient),
        games=performance.games,
        score=performance.score,
        age=performance.age,
        player_checks=tuple(check for check in (performance.withdrawn_check, performance.simultaneous_check) if check),
        norms=norms,
        failure=failure,
        changes=changes,
        points_removed=points_removed,
    )


def _performance(
    event: EventFacts, by_id: Mapping[int, Participant], participant: Participant, record: PlayerRecord
) -> _Performance:
    # Cond. 14: games against players who withdrew are counted like any other game over the board.
    counted = [game for game in record.games if game.played and game.opponent_id in by_id]
    opponents = tuple(by_id[game.opponent_id] for game in counted)
    return _Performance(
        games=len(counted),
        score=sum((game.result for game in counted), Fraction(0)),
        opponents=opponents,
        games_per_day=_games_per_day(counted, event.declared_games_per_day),
        age=age_on(event.end_date, participant.birth_date, participant.birth_year),
        withdrawn_check=check_withdrawn_opponents(opponents),
        simultaneous_check=check_simultaneous_events(event, record.simultaneous_events),
    )


def _games_per_day(counted: Sequence[Game], declared: int | None) -> int | None:
    days = [game.day for game in counted]
    if days and all(days):
        return max(Counter(days).values())
    return declared


def _evaluate_norm(
    target: Target, event: EventFacts, coefficient: Decimal, row: NormRow | None, performance: _Performance
) -> NormVerdict:
    requirements = REQUIREMENTS[target]
    master = target is Target.MASTER
    conditions = (
        check_no_men_in_womens_event(event) if master else None,
        check_minimum_games(requirements, event.format, performance.games),
        check_strong_opponents(requirements, event, performance.opponents),
        check_international_share(event) if master else None,
        check_international_average(event) if master else None,
        check_time_control(requirements, event),
        check_cond_9_time_control(coefficient, event),
        check_cond_9_games_per_day(coefficient, performance.games_per_day),
        check_cond_9_games(coefficient, performance.games),
        check_judges(requirements, event),
        performance.withdrawn_check,
        check_minimum_age(requirements, performance.age),
        performance.simultaneous_check,
        check_clocks_and_scoresheets(requirements, event),
        check_awarding_body(requirements),
    )
    if master:
        percent, required = None, event.master_norm_points
        score_check = check_master_norm(required, performance.games, performance.score)
    else:
        percent = row.percents.get(target) if row else None
        required = required_points(percent, performance.games) if percent is not None else None
        score_check = check_table_norm(
            percent, required, coefficient, performance.games, performance.score, row is not None
        )
    return NormVerdict(
        target, percent, required, tuple(check for check in conditions if check is not None), score_check
    )


def _changes(
    event: EventFacts,
    participant: Participant,
    norms: Mapping[Target, NormVerdict],
    failure: FailureVerdict | None,
    performance: _Performance,
) -> tuple[tuple[Change, ...], int]:
    standing = participant.standing
    confirmed = confirmation(
        standing, norms, event.format, performance.games, event.rounds, performance.age, event.end_date
    )
    if confirmed is not None:
        return (confirmed,), 0
    if failure is None:
        return (), 0
    demotion = demotion_after(standing, failure, event.end_date)
    return ((demotion,) if demotion else ()), points_removed_by(standing, failure)
