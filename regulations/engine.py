"""The engine's entry points: a verdict on one norm title, or on all four."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from .assessment import NormContext
from .editions import Edition, as_edition, edition_for_event
from .facts import NORM_TITLES, GameFacts, PlayerFacts, TournamentFacts, TournamentSystem
from .honorary import honorary_games, with_honorary_check
from .opponents import Classified, classify, norm_totals
from .performance import performance
from .rules import (
    check_edition_in_force,
    check_opponent_federation_given,
    check_rating_list,
    check_start_date_given,
    check_system_settled,
    check_title_not_held,
    check_women_only,
)
from .schedule import schedule_checks
from .search import best_selection
from .verdict import Check, NormVerdict

__all__ = ["evaluate_all", "evaluate_norm"]


def _players_in_event(tournament: TournamentFacts, games: Sequence[GameFacts]) -> int:
    if tournament.participants:
        return len(tournament.competitors)
    return len({game.opponent_id for game in games if game.opponent_id is not None}) + 1


def _meets_an_opponent_again(tournament: TournamentFacts, classified: Classified) -> bool:
    """1.45f: "An opponent's title ... shall be counted only once": in a double round robin, and in any event in
    which the player met an opponent more than once (more cycles, a withdrawal, a knockout's mini-matches)."""
    if tournament.system is TournamentSystem.DOUBLE_ROUND_ROBIN:
        return True
    # The last-round forfeit counted as a loss (1.42c of 2009) may be against an opponent already met.
    rescued = (classified.last_round_forfeit,) if classified.last_round_forfeit is not None else ()
    opponents = [game.opponent for game in (*classified.counted, *rescued)]
    return len(set(opponents)) < len(opponents)


def _verdict(
    tournament: TournamentFacts,
    player: PlayerFacts,
    games: Sequence[GameFacts],
    classified: Classified,
    title: str,
    edition: Edition,
    event_checks: tuple[Check, ...],
) -> NormVerdict:
    if title not in NORM_TITLES:
        raise ValueError(f"norms exist for {', '.join(NORM_TITLES)}, not {title!r}")
    context = NormContext(
        tournament=tournament,
        player=player,
        title=title,
        edition=edition,
        distinct_opponents=_meets_an_opponent_again(tournament, classified),
        players_in_event=_players_in_event(tournament, games),
    )
    selection = best_selection(classified, context)
    assessment, counted = selection.assessment, selection.assessment.tally
    preliminary = (
        *event_checks[:2],
        check_women_only(title, player, edition),
        check_title_not_held(title, player, edition),
        *event_checks[2:],
    )
    unknown = tuple(check_opponent_federation_given(game.round, edition) for game in selection.games
                    if game.federation_unknown)
    checks = (*(check for check in preliminary if check), *unknown, *selection.extra_checks, *assessment.checks)
    average = assessment.reported_average
    achieved = all(check.ok for check in checks)
    counted_rounds = tuple(game.round for game in selection.games)
    dropped = [excluded for excluded in classified.excluded if excluded.round not in counted_rounds]
    return NormVerdict(
        title=title,
        edition=edition.name,
        achieved=achieved,
        games=len(selection.games),
        counts_as_games=assessment.counts_as_games if achieved else 0,
        score=counted.score if counted else Fraction(0),
        average_rating=average,
        performance=performance(average, counted.score, counted.games) if counted else None,
        counted_rounds=counted_rounds,
        dropped_rounds=tuple(sorted([*dropped, *selection.dropped], key=lambda dropped: dropped.round)),
        exemption_used=assessment.exemption_used,
        checks=checks,
        totals=norm_totals(selection.games, counted, title, edition, context.distinct_opponents),
        performance_only=achieved and assessment.performance_only,
    )


def _event_checks(tournament: TournamentFacts, edition: Edition) -> tuple[Check | None, ...]:
    """The checks that depend on the event alone, made once for the four titles: its start, the edition in force
    (the first two), the rating list, the system and the schedule."""
    return (
        check_start_date_given(tournament, edition),
        check_edition_in_force(tournament.start_date, edition),
        check_rating_list(tournament, edition),
        check_system_settled(tournament, edition),
        *schedule_checks(tournament, edition),
    )


def evaluate_norm(
    tournament: TournamentFacts,
    player: PlayerFacts,
    games: Sequence[GameFacts],
    title: str,
    edition: Edition | str | None = None,
) -> NormVerdict:
    """Judge one norm title on the player's record, under the edition in force at the start (or the one named)."""
    return evaluate_all(tournament, player, games, (title,), edition)[0]


def evaluate_all(
    tournament: TournamentFacts,
    player: PlayerFacts,
    games: Sequence[GameFacts],
    titles: Iterable[str] = NORM_TITLES,
    edition: Edition | str | None = None,
) -> list[NormVerdict]:
    chosen = as_edition(edition) if edition is not None else edition_for_event(tournament.start_date)
    games, honorary = honorary_games(tournament, games, chosen)
    classified = classify(games, tournament, chosen)
    event_checks = _event_checks(tournament, chosen)
    return [
        with_honorary_check(_verdict(tournament, player, games, classified, title, chosen, event_checks), honorary)
        for title in titles
    ]
