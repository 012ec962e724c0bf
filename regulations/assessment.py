"""Judging one set of counted games against every rule of 1.41–1.49 for one title."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .editions import Edition, Rule
from .facts import PlayerFacts, TournamentFacts
from .messages import gettext_noop, message
from .opponents import CountedGame, Tally, tally
from .requirements import OpponentRequirements, opponent_requirements
from .rules import (
    OLYMPIAD_PERFORMANCE_GAMES,
    GamesRule,
    check_average,
    check_double_round_robin,
    check_federation_maxima,
    check_federations_irrelevant,
    check_foreign_federations,
    check_minimum_average,
    check_minimum_score,
    check_norm_title_opponents,
    check_number_of_games,
    check_performance,
    check_rating_floor,
    check_title_holders,
    check_unrated_maximum,
    check_unrated_ratings,
    count_games,
    exemption_checks,
    games_count_checks,
    twenty_game_event,
    uses_short_table,
)
from .verdict import Check, unmet_checks

__all__ = ["Assessment", "NormContext", "assess"]


@dataclass(frozen=True)
class NormContext:
    tournament: TournamentFacts
    player: PlayerFacts
    title: str
    edition: Edition
    # 1.45f: in a double round robin the opponents, not the games, are counted.
    distinct_opponents: bool
    players_in_event: int


@dataclass(frozen=True)
class Assessment:
    achieved: bool
    counts_as_games: int
    tally: Tally | None
    checks: tuple[Check, ...]
    exemption_used: str | None
    performance_only: bool
    # The average the result was judged by, where the edition takes it otherwise than the tally does (1990: 11.1
    # with the candidate, fixed over the field by 9.1, or as 9.21 chose); None: the tally's (1.47).
    average: int | None = None

    @property
    def reported_average(self) -> int | None:
        """The average the verdict and the certificate show: the one that made (or refused) the result."""
        if self.average is not None:
            return self.average
        return self.tally.average if self.tally else None


def _mix_checks(
    tally: Tally, need: OpponentRequirements, context: NormContext, short_table: bool
) -> tuple[list[Check], str | None]:
    """1.43–1.45: federations (unless the event is exempt, or table 1.7 calls them irrelevant) and titles of the
    opponents."""
    edition = context.edition
    if short_table:
        federation = [check_federations_irrelevant(need.opponents, edition)]
    else:
        federation = [
            check_foreign_federations(tally, need, edition),
            check_federation_maxima(tally, need, context.player.federation, edition),
        ]
    exemption = None
    if not all(check.ok for check in federation):
        federation, exemption = exemption_checks(context.tournament, context.player, edition, federation)
    titles = [
        check_title_holders(tally, need, edition),
        check_norm_title_opponents(tally, need, context.title, edition),
    ]
    if context.distinct_opponents:
        titles.append(check_double_round_robin(context.players_in_event, edition))
    return federation + titles, exemption


def _rating_checks(tally: Tally, need: OpponentRequirements, context: NormContext) -> list[Check]:
    """1.46–1.48 and the 35 % minimum."""
    edition, title = context.edition, context.title
    unrated_maximum = check_unrated_maximum(tally, need, edition)
    return [
        *([unrated_maximum] if unrated_maximum else []),
        check_rating_floor(tally, title, edition),
        *check_unrated_ratings(tally, edition),
        check_average(tally, edition),
        check_minimum_average(tally, title, edition),
        check_performance(tally, title, edition),
        check_minimum_score(tally, edition),
    ]


def _as_performance_result(mix: list[Check], edition: Edition) -> Check:
    """1.24 (1.23b in 2014) with 1.21c: in an Olympiad-type event a result that meets 1.41–1.42 and
    1.46–1.48 but not the mix of 1.43–1.45 is a performance result worth 13 games."""
    return Check(
        edition.rule(Rule.OLYMPIAD),
        True,
        message(
            gettext_noop("performance result (%(rule)s), not a norm: counts as %(games)s games; mix not met: %(unmet)s"),
            rule=edition.rule(Rule.PERFORMANCE_RESULT), games=OLYMPIAD_PERFORMANCE_GAMES, unmet=unmet_checks(mix),
        ),
    )


def assess(games: Sequence[CountedGame], rule: GamesRule, context: NormContext) -> Assessment:
    edition = context.edition
    if edition.assess is not None:
        return edition.assess(games, rule, context)
    games_check = check_number_of_games(len(games), rule, edition)
    if not games:
        return Assessment(False, 0, None, (games_check,), None, False)
    counted = tally(games, context.title, edition, context.player.federation, context.distinct_opponents)
    short_table = uses_short_table(len(games), rule)
    # The 7- and 8-game tables count "different" players against requirements set for the games.
    need = opponent_requirements(len(games) if short_table else counted.opponents, edition)
    mix, exemption = _mix_checks(counted, need, context, short_table)
    ratings = _rating_checks(counted, need, context)
    mix_ok = all(check.ok for check in mix)
    performance_only = (
        not mix_ok
        and games_check.ok
        and all(check.ok for check in ratings)
        and twenty_game_event(len(games), context.tournament, edition) is not None
    )
    if performance_only:
        mix, exemption = [_as_performance_result(mix, edition)], None
    checks = [games_check, *mix, *ratings]
    achieved = all(check.ok for check in checks)
    counts_as_games = 0
    if performance_only:
        counts_as_games = OLYMPIAD_PERFORMANCE_GAMES
    elif achieved:
        count = count_games(
            counted.games, counted.score, counted.average, context.title, rule, context.tournament, edition
        )
        counts_as_games = count.total
        checks += games_count_checks(count, edition)
    return Assessment(achieved, counts_as_games, counted, tuple(checks), exemption, performance_only)
