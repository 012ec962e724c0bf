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

from lib.scores import score_text

from . import exemptions
from .editions import EDITIONS, MO_RULE, Edition, Rule, edition_for
from .facts import EventFlag
from .messages import Message, gettext_noop, message
from .performance import meets_minimum_score, minimum_score, performance
from .requirements import opponent_requirements
from .rules import LONG_EVENT_GAMES, OLYMPIAD_NORM_GAMES
from .verdict import Check

__all__ = ["FIGURES_DECIDE_FROM", "OutsideNorm", "counts_as_at_most", "figures_decide", "outside_norm_checks"]

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


def _check(edition: Edition, rule: Rule, ok: bool, detail: Message) -> Check:
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


def figures_decide(start_date: date) -> bool:
    """Whether the edition in force at this start judges a norm by the figures a certificate gives: 2009 and later
    do; 1990 and 2001 apply their own rules of composition (``Edition.assess``), which need the cross-table."""
    return edition_for(start_date).assess is None


# The first start whose certificate ``figures_decide``: 1 July 2009.
FIGURES_DECIDE_FROM = min(edition.valid_from for edition in EDITIONS.values() if edition.assess is None)


def outside_norm_checks(norm: OutsideNorm) -> list[Check]:
    """Every check the certificate's figures allow, numbered as the edition in force at the start numbers them.
    Only for events whose figures decide (``figures_decide``)."""
    if not figures_decide(norm.start_date):
        raise ValueError(f"a certificate of an event started on {norm.start_date} cannot be judged on its figures")
    edition = edition_for(norm.start_date)
    needed = opponent_requirements(norm.games, edition)
    computed = performance(norm.average_rating, norm.score, norm.games)
    fewest = _minimum_games(norm, edition)
    checks = [
        _check(
            edition,
            Rule.MINIMUM_GAMES,
            norm.games >= fewest,
            message(gettext_noop("%(games)s games, at least %(fewest)s"), games=norm.games, fewest=fewest),
        ),
        _check(
            edition,
            Rule.MINIMUM_AVERAGE,
            norm.average_rating >= edition.minimum_average[norm.title],
            message(
                gettext_noop("average %(average)s, at least %(minimum)s"), average=norm.average_rating,
                minimum=edition.minimum_average[norm.title],
            ),
        ),
        _check(
            edition,
            Rule.PERFORMANCE,
            computed == norm.performance and computed >= edition.performance_minimum[norm.title],
            _performance_text(norm, computed, edition.performance_minimum[norm.title]),
        ),
        _check(
            edition,
            Rule.MINIMUM_SCORE,
            meets_minimum_score(norm.score, norm.games),
            message(gettext_noop("%(score)s of %(games)s, at least 35 %%"), score=score_text(norm.score), games=norm.games),
        ),
        _check(
            edition,
            Rule.TITLE_HOLDERS,
            norm.title_holders >= needed.title_holders,
            message(
                gettext_noop("%(count)s title-holders, at least %(needed)s"), count=norm.title_holders,
                needed=needed.title_holders,
            ),
        ),
        _norm_title_check(norm, edition, needed.norm_title_opponents),
        _federations_check(norm, edition, needed.min_other_federations),
        _counts_as_check(norm, edition),
    ]
    return checks


def _performance_text(norm: OutsideNorm, computed: int, minimum: int) -> Message:
    values = {
        "average": norm.average_rating, "score": score_text(norm.score), "games": norm.games, "computed": computed,
        "minimum": minimum,
    }
    if computed == norm.performance:
        return message(gettext_noop("%(average)s + dp(%(score)s/%(games)s) = %(computed)s; at least %(minimum)s"), **values)
    return message(
        gettext_noop(
            "%(average)s + dp(%(score)s/%(games)s) = %(computed)s, the certificate says %(certificate)s; at least "
            "%(minimum)s"
        ),
        certificate=norm.performance, **values,
    )


def _norm_title_check(norm: OutsideNorm, edition: Edition, needed: int) -> Check:
    return _check(
        edition,
        MO_RULE[norm.title],
        norm.norm_title_opponents >= needed,
        message(
            gettext_noop("%(count)s opponents with a title counting for %(title)s, at least %(needed)s"),
            count=norm.norm_title_opponents, title=norm.title, needed=needed,
        ),
    )


def _exempts(flag: EventFlag, rule: Rule, edition: Edition) -> bool:
    """Whether the edition exempts this kind of event: 2009 §1.43c names zonal tournaments only, 2014 §1.43c and
    2024 §1.4.3c zonals and subzonals."""
    if not edition.has(rule):
        return False
    if flag is EventFlag.SUBZONAL:
        return any(
            exemption.rule is rule and exemption.qualifies is exemptions.zonal_or_subzonal
            for exemption in edition.exemptions
        )
    return True


def _federations_check(norm: OutsideNorm, edition: Edition, needed: int) -> Check:
    exempt_by_kind = [
        edition.rule(rule) for flag, rule in _EXEMPT_EVENTS.items() if flag in norm.flags and _exempts(flag, rule, edition)
    ]
    exemption = norm.exemption_used or (exempt_by_kind[0] if exempt_by_kind else "")
    values = {"count": norm.other_federations, "needed": needed}
    if norm.other_federations >= needed:
        detail = message(gettext_noop("%(count)s federations other than the player's, at least %(needed)s"), **values)
    elif exemption:
        detail = message(
            gettext_noop("%(count)s other federations; exempt under %(exemption)s"), count=norm.other_federations,
            exemption=exemption,
        )
    else:
        detail = message(
            gettext_noop("%(count)s federations other than the player's, at least %(needed)s, and no exemption"),
            **values,
        )
    return _check(edition, Rule.FOREIGN_FEDERATIONS, norm.other_federations >= needed or bool(exemption), detail)


def _counts_as_check(norm: OutsideNorm, edition: Edition) -> Check:
    most = counts_as_at_most(norm, edition)
    if most is None:
        text = message(gettext_noop("the score does not reach a norm against this average"))
        return _check(edition, Rule.EXTRA_GAMES, False, text)
    required = minimum_score(norm.title, norm.average_rating, norm.games, edition)
    return _check(
        edition,
        Rule.EXTRA_GAMES,
        norm.counts_as_games <= most,
        message(
            gettext_noop("counts as %(games)s games; %(score)s against %(required)s needed allows at most %(most)s"),
            games=norm.counts_as_games, score=score_text(norm.score), required=score_text(required), most=most,
        ),
    )
