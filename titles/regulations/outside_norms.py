"""A norm from an event outside the system, judged on the figures of its signed certificate.

The engine judges games; of an outside event we know only what the IT1 certificate prints: games, score,
average, performance, how many opponents held a title, how many held the norm's title and how many
federations they came from. Whatever can be checked from those figures is checked here, with the rule
numbers of the edition in force when the event started (1.53; 1.5.4 in 2024): the performance must follow
from the average and the score, and meet the edition's minimums; the mix of opponents must be there unless
the certificate names the exemption it relies on; and the games it counts for cannot exceed what the score
above the required one allows (1.41c–d, 1.4.1d, 1.49, 1.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from .editions import MO_RULE, Edition, Rule, edition_for
from .facts import EventFlag
from .performance import meets_minimum_score, minimum_score, performance
from .requirements import opponent_requirements
from .rules import LONG_EVENT_GAMES, OLYMPIAD_NORM_GAMES, points
from .verdict import Check

__all__ = ["OutsideNorm", "counts_as_at_most", "outside_norm_checks"]

MINIMUM_GAMES = 9
# The exemptions from the federation mix that a kind of event gives by itself (1.43a–c, 1.4.3a–c).
_EXEMPT_EVENTS = {
    EventFlag.NATIONAL_CHAMPIONSHIP_FINAL: Rule.EXEMPT_NATIONAL_FINAL,
    EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL: Rule.EXEMPT_NATIONAL_FINAL,
    EventFlag.NATIONAL_TEAM_CHAMPIONSHIP: Rule.EXEMPT_NATIONAL_TEAM,
    EventFlag.ZONAL: Rule.EXEMPT_ZONAL,
    EventFlag.SUBZONAL: Rule.EXEMPT_ZONAL,
}


@dataclass(frozen=True)
class OutsideNorm:
    """The figures an IT1 certificate of another event prints."""

    title: str
    start_date: date
    games: int
    score: Fraction
    average_rating: int
    performance: int
    counts_as_games: int
    title_holders: int  # opponents holding GM, IM, WGM, WIM, FM or WFM (1.45a, 1.4.5a)
    norm_title_opponents: int  # opponents whose title counts towards the norm's title (1.45b–e, 1.4.5b–e)
    other_federations: int  # federations of the opponents other than the player's (1.43, 1.4.3)
    flags: frozenset[EventFlag] = frozenset()
    exemption_used: str = ""  # as the certificate names it, e.g. "1.4.3d"


def _check(edition: Edition, rule: Rule, ok: bool, detail: str) -> Check:
    return Check(edition.rule(rule), ok, detail)


def _minimum_games(norm: OutsideNorm, edition: Edition) -> int:
    if norm.flags & edition.seven_game_events:
        return 7
    if norm.flags & edition.eight_game_events:
        return 8
    return MINIMUM_GAMES


def counts_as_at_most(norm: OutsideNorm, edition: Edition | None = None) -> int | None:
    """The most games the norm can count for: its games (9 for the 8-game events, 13 at most in a long
    event), plus one for each full point above the score the norm needed; None when it is no norm."""
    edition = edition or edition_for(norm.start_date)
    required = minimum_score(norm.title, norm.average_rating, norm.games, edition)
    if required is None or norm.score < required:
        return None
    if norm.flags & edition.twenty_game_events:
        return OLYMPIAD_NORM_GAMES
    base = norm.games
    if norm.games < MINIMUM_GAMES and norm.flags & edition.eight_game_events:
        base = MINIMUM_GAMES
    if norm.games > LONG_EVENT_GAMES and not norm.flags & edition.uncapped_events:
        base = LONG_EVENT_GAMES
    return base + int(norm.score - required)


def outside_norm_checks(norm: OutsideNorm) -> list[Check]:
    """Every check the certificate's figures allow, numbered as the edition in force at the start numbers them."""
    edition = edition_for(norm.start_date)
    needed = opponent_requirements(norm.games, edition)
    computed = performance(norm.average_rating, norm.score, norm.games)
    fewest = _minimum_games(norm, edition)
    checks = [
        _check(edition, Rule.MINIMUM_GAMES, norm.games >= fewest, f"{norm.games} games, at least {fewest}"),
        _check(
            edition,
            Rule.MINIMUM_AVERAGE,
            norm.average_rating >= edition.minimum_average[norm.title],
            f"average {norm.average_rating}, at least {edition.minimum_average[norm.title]}",
        ),
        _check(
            edition,
            Rule.PERFORMANCE,
            computed == norm.performance and computed >= edition.performance_minimum[norm.title],
            f"{norm.average_rating} + dp({points(norm.score)}/{norm.games}) = {computed}"
            f"{'' if computed == norm.performance else f', the certificate says {norm.performance}'}; "
            f"at least {edition.performance_minimum[norm.title]}",
        ),
        _check(
            edition,
            Rule.MINIMUM_SCORE,
            meets_minimum_score(norm.score, norm.games),
            f"{points(norm.score)} of {norm.games}, at least 35 %",
        ),
        _check(
            edition,
            Rule.TITLE_HOLDERS,
            norm.title_holders >= needed.title_holders,
            f"{norm.title_holders} title-holders, at least {needed.title_holders}",
        ),
        _norm_title_check(norm, edition, needed.norm_title_opponents),
        _federations_check(norm, edition, needed.min_other_federations),
        _counts_as_check(norm, edition),
    ]
    return checks


def _norm_title_check(norm: OutsideNorm, edition: Edition, needed: int) -> Check:
    return _check(
        edition,
        MO_RULE[norm.title],
        norm.norm_title_opponents >= needed,
        f"{norm.norm_title_opponents} opponents with a title counting for {norm.title}, at least {needed}",
    )


def _federations_check(norm: OutsideNorm, edition: Edition, needed: int) -> Check:
    exempt_by_kind = [edition.rule(rule) for flag, rule in _EXEMPT_EVENTS.items() if flag in norm.flags and edition.has(rule)]
    exemption = norm.exemption_used or (exempt_by_kind[0] if exempt_by_kind else "")
    if norm.other_federations >= needed:
        detail = f"{norm.other_federations} federations other than the player's, at least {needed}"
    elif exemption:
        detail = f"{norm.other_federations} other federations; exempt under {exemption}"
    else:
        detail = f"{norm.other_federations} federations other than the player's, at least {needed}, and no exemption"
    return _check(edition, Rule.FOREIGN_FEDERATIONS, norm.other_federations >= needed or bool(exemption), detail)


def _counts_as_check(norm: OutsideNorm, edition: Edition) -> Check:
    most = counts_as_at_most(norm, edition)
    if most is None:
        return _check(edition, Rule.EXTRA_GAMES, False, "the score does not reach a norm against this average")
    required = minimum_score(norm.title, norm.average_rating, norm.games, edition)
    return _check(
        edition,
        Rule.EXTRA_GAMES,
        norm.counts_as_games <= most,
        f"counts as {norm.counts_as_games} games; {points(norm.score)} against {points(required)} needed allows at most {most}",
    )
