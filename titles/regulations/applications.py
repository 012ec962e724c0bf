"""A title application judged by the 2024 edition, the one in force when applications are made: the norms
together (1.5, with 1.1.3a, 1.4.1c and 1.4.3e), titles by rating (1.3) and the minimum ratings of direct
titles (0.6.2).

Pure functions, like the norm engine: small frozen facts in, itemised ``Check``s out, numbered and noted as
``EDITION_2024`` numbers them. A norm is described by a ``NormRecord``, which the caller builds from a stored
verdict (``is_eight_of_nine_norm`` reads its checks) and what the engine cannot know (the field of each round
for 1.5.6a).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from .editions import EDITION_2024, Rule, get_edition
from .facts import EventFlag, TournamentSystem
from .verdict import Check

__all__ = [
    "NORMS_COUNTING_FOR",
    "NormApplication",
    "NormRecord",
    "RatingRecord",
    "RoundField",
    "check_eight_game_norms",
    "check_events_rated",
    "check_mandatory_event_type",
    "check_norm_titles",
    "check_normal_foreigner_norm",
    "check_one_round_a_day",
    "check_title_rating",
    "is_eight_of_nine_norm",
    "check_total_games",
    "direct_title_checks",
    "norm_application_checks",
    "rating_title_checks",
]

_EDITION = EDITION_2024
TOTAL_GAMES = _EDITION.application_games
# 1.5.1: a title by norms needs this many norms or more.
MINIMUM_NORMS = 2
# 1.5.3: the rating the player must have reached at some time.
TITLE_RATING = _EDITION.title_ratings
# 1.5.2 (1.51 before 2017): a norm good for more than one title counts for each. A norm of a higher title meets
# every figure of these: the performance and average minimums are higher, and its opponents with the higher
# title count towards the third of opponents with a qualifying title (1.4.5b–e).
NORMS_COUNTING_FOR = {
    "GM": ("GM",),
    "IM": ("IM", "GM"),
    "WGM": ("WGM", "GM", "IM"),
    "WIM": ("WIM", "WGM", "IM", "GM"),
}
# 1.1.3a: GM and WGM applications need a norm from an event with one round a day on this many days.
ONE_ROUND_A_DAY_TITLES = frozenset({"GM", "WGM"})
ONE_ROUND_DAYS = 3
# 1.5.6: the rule binds applications with a norm achieved after this day.
MANDATORY_EVENT_TYPE_AFTER = date(2022, 6, 30)
SWISS_PLAYERS_EVERY_ROUND = 40
SWISS_AVERAGE_EVERY_ROUND = 2000
_LISTED_EVENT_FLAGS = (
    EventFlag.OLYMPIAD,
    EventFlag.CANDIDATES_QUALIFIER,
    EventFlag.WORLD_CUP_QUALIFIER,
    EventFlag.EVE_EVENT,
    EventFlag.NATIONAL_CHAMPIONSHIP_FINAL,
    EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL,
)
# 1.3: titles by rating, with 30 rated games for ratings reached from 1 July 2017.
RATING_TITLES = {"FM": 2300, "CM": 2200, "WFM": 2100, "WCM": 2000}
# 1.3: the rating titles open to men as well as to women (the others are women's titles).
RATING_TITLES_FOR_ALL = frozenset({"FM", "CM"})
RATING_TITLES_GAMES_FROM = date(2017, 7, 1)
# 0.6.2: the minimum rating for a direct title to be awarded outright, with 30 rated games for ratings
# reached from 1 January 2024; the CM and WCM titles of the Olympiads need none.
DIRECT_TITLE_RATING = {
    "GM": 2300,
    "IM": 2200,
    "FM": 2100,
    "CM": 2000,
    "WGM": 2100,
    "WIM": 2000,
    "WFM": 1900,
    "WCM": 1800,
}
DIRECT_TITLE_GAMES_FROM = date(2024, 1, 1)
OLYMPIAD_TITLES_WITHOUT_MINIMUM = frozenset({"CM", "WCM"})
RATED_GAMES = 30


@dataclass(frozen=True)
class RoundField:
    """1.5.6a: the players of one round who count (those who missed at most one round of the event,
    pairing-allocated byes excepted), and their average rating, as the caller counts them."""

    players: int
    average_rating: int | None = None


@dataclass(frozen=True)
class NormRecord:
    """One norm of an application, and what the application rules need to know of its event."""

    title: str
    edition: str
    start_date: date
    end_date: date  # the norm counts as achieved on it (1.5.6)
    counts_as_games: int  # as the verdict counted it: 1.4.1b–d, 1.7 and their older numbers already applied
    exemption_used: str | None = None  # the 1.4.3a–d exemption the norm relied on
    eight_of_nine: bool = False  # 8 games after a forfeit win or a pairing bye (1.41c of 2014, 1.4.1c)
    system: TournamentSystem = TournamentSystem.SWISS
    flags: frozenset[EventFlag] = frozenset()
    round_dates: tuple[date, ...] = ()  # one per round
    field_by_round: tuple[RoundField, ...] = ()  # 1.5.6a; empty when not known
    event: str = ""  # a name to show in the checks
    quick_finish: bool = False  # played at 40 moves in 2 hours, then the rest in 1 hour (1990 §5.5)

    def named(self, index: int) -> str:
        return f"norm {index} ({self.event or self.start_date})"


@dataclass(frozen=True)
class RatingRecord:
    """A rating the player reached (published or interim), when, and his rated games by then."""

    rating: int
    reached_on: date
    rated_games: int | None = None


@dataclass(frozen=True)
class NormApplication:
    title: str  # GM, IM, WGM or WIM
    norms: tuple[NormRecord, ...]
    highest_rating: RatingRecord | None = None  # 1.5.3


def check_events_rated(unrated: Sequence[str]) -> Check:
    """1.10.2 (2009): every norm's tournament correctly reported and rated by FIDE before its norms count."""
    detail = f"not yet rated: {', '.join(unrated)}" if unrated else "every tournament reported here and rated by FIDE"
    return _check(Rule.EVENTS_RATED, not unrated, detail)


def is_eight_of_nine_norm(edition: str, check_rules: Iterable[str]) -> bool:
    """Whether a norm's verdict, judged under ``edition`` with checks of these rule numbers, is an 8-game norm
    after a forfeit win or a pairing bye (1.41c of 2014, 1.4.1c of 2024)."""
    judged_by = get_edition(edition)
    return judged_by.has(Rule.EIGHT_OF_NINE) and judged_by.rule(Rule.EIGHT_OF_NINE) in set(check_rules)


def _check(rule: Rule, ok: bool, detail: str) -> Check:
    return Check(_EDITION.rule(rule), ok, detail + str(_EDITION.note(rule)))


def _named(norms: Sequence[tuple[int, NormRecord]]) -> str:
    return ", ".join(norm.named(index) for index, norm in norms) or "none"


def _numbered(application: NormApplication) -> list[tuple[int, NormRecord]]:
    return list(enumerate(application.norms, 1))


def check_total_games(application: NormApplication) -> Check:
    """1.5.1: the norms total at least 27 games, each counted as its verdict counted it."""
    total = sum(norm.counts_as_games for norm in application.norms)
    parts = " + ".join(str(norm.counts_as_games) for norm in application.norms) or "0"
    return _check(Rule.TOTAL_GAMES, total >= TOTAL_GAMES, f"{parts} = {total} games, {TOTAL_GAMES} needed")


def check_norm_titles(application: NormApplication) -> Check:
    """1.5.2: each norm is a verdict on the title applied for, or on a title whose norm counts for it too
    (``NORMS_COUNTING_FOR``: a GM norm counts towards IM)."""
    counting = NORMS_COUNTING_FOR[application.title]
    other = [(index, norm) for index, norm in _numbered(application) if norm.title not in counting]
    higher = [(index, norm) for index, norm in _numbered(application) if norm.title != application.title and norm.title in counting]
    if other:
        detail = f"not {application.title} norms: " + ", ".join(f"{norm.named(index)}: {norm.title}" for index, norm in other)
    elif higher:
        detail = f"every norm counts for {application.title}; " + ", ".join(
            f"{norm.named(index)} is a {norm.title} norm" for index, norm in higher
        )
    else:
        detail = f"every norm is a {application.title} norm"
    return _check(Rule.NORM_FOR_EACH_TITLE, not other, detail)


def check_normal_foreigner_norm(application: NormApplication) -> Check:
    """1.4.3e: at least one norm meets the federation rules of 1.4.3 and 1.4.4 without an exemption."""
    normal = [(index, norm) for index, norm in _numbered(application) if norm.exemption_used is None]
    exempt = [
        f"{norm.named(index)}: {norm.exemption_used}" for index, norm in _numbered(application) if norm.exemption_used
    ]
    return _check(
        Rule.NORMAL_FOREIGNER_NORM,
        bool(normal),
        f"norms under the normal foreigner rule: {_named(normal)}; exempt: {', '.join(exempt) or 'none'}",
    )


def check_eight_game_norms(application: NormApplication) -> Check:
    """1.4.1c: only one norm of 8 games after a forfeit win or a pairing-allocated bye per application."""
    eight = [(index, norm) for index, norm in _numbered(application) if norm.eight_of_nine]
    return _check(Rule.EIGHT_OF_NINE, len(eight) <= 1, f"{len(eight)} such norm(s), at most 1: {_named(eight)}")


def _days_with_one_round(norm: NormRecord) -> int:
    return sum(rounds == 1 for rounds in Counter(norm.round_dates).values())


def _under_the_one_round_rule(norm: NormRecord) -> bool:
    """1.5.4 (1.53 of 2009): a norm is judged by the regulations of its event; only editions with the rule
    (2024 §1.1.3a, 2014 §1.13a) bind it."""
    return get_edition(norm.edition).has(Rule.ONE_ROUND_A_DAY)


def check_one_round_a_day(application: NormApplication) -> Check | None:
    """1.1.3a: a GM or WGM application needs a norm from an event with one round a day on 3 days or more,
    once a norm comes from an event under an edition with the rule. None for other titles."""
    if application.title not in ONE_ROUND_A_DAY_TITLES:
        return None
    bound = [(index, norm) for index, norm in _numbered(application) if _under_the_one_round_rule(norm)]
    if not bound:
        return _check(
            Rule.ONE_ROUND_A_DAY,
            True,
            f"not required: every norm comes from an event under an edition without the rule "
            f"({', '.join(f'{norm.named(index)}: {norm.edition}' for index, norm in _numbered(application))}; "
            f"{_EDITION.rule(Rule.EDITION_IN_FORCE)})",
        )
    days = {index: _days_with_one_round(norm) for index, norm in _numbered(application)}
    found = ", ".join(
        f"{norm.named(index)}: {days[index]}" if norm.round_dates else f"{norm.named(index)}: round dates not given"
        for index, norm in _numbered(application)
    )
    return _check(
        Rule.ONE_ROUND_A_DAY,
        any(count >= ONE_ROUND_DAYS for count in days.values()),
        f"days with one round: {found or 'no norms'}; {ONE_ROUND_DAYS} needed in one event",
    )


def _listed_event_type(norm: NormRecord) -> tuple[bool, str]:
    """1.5.6: whether the norm's event is of a listed type, and why (or why not)."""
    flag = next((flag for flag in _LISTED_EVENT_FLAGS if flag in norm.flags), None)
    if flag is not None:
        return True, flag.value
    if norm.system is not TournamentSystem.SWISS:
        return False, f"a {norm.system.value} of no listed type"
    if not norm.field_by_round:
        return False, "a Swiss whose field by round is not given"
    short = [
        f"round {number}: {field.players} players, average {field.average_rating or 'not given'}"
        for number, field in enumerate(norm.field_by_round, 1)
        if field.players < SWISS_PLAYERS_EVERY_ROUND
        or field.average_rating is None
        or field.average_rating < SWISS_AVERAGE_EVERY_ROUND
    ]
    if short:
        return False, "a Swiss short of the field in " + "; ".join(short)
    return True, (
        f"a Swiss with at least {SWISS_PLAYERS_EVERY_ROUND} players and an average of at least "
        f"{SWISS_AVERAGE_EVERY_ROUND} in every round"
    )


def check_mandatory_event_type(application: NormApplication) -> Check:
    """1.5.6: an application with a norm achieved after 30 June 2022 needs a norm from a listed event: a Swiss
    with at least 40 players and an average rating of 2000 in every round (1.5.6a), the Olympiad, a GSC event
    qualifying directly to the Candidates, an event qualifying directly to the World Cup, an individual event
    under EVE regulations, or the final of a national championship."""
    recent = [(index, norm) for index, norm in _numbered(application) if norm.end_date > MANDATORY_EVENT_TYPE_AFTER]
    if not recent:
        return _check(
            Rule.MANDATORY_EVENT_TYPE, True, f"no norm achieved after {MANDATORY_EVENT_TYPE_AFTER}: not required"
        )
    judged = [(index, norm, *_listed_event_type(norm)) for index, norm in _numbered(application)]
    listed = [f"{norm.named(index)}: {why}" for index, norm, ok, why in judged if ok]
    detail = f"norms achieved after {MANDATORY_EVENT_TYPE_AFTER}: {_named(recent)}; " + (
        f"from a listed event: {'; '.join(listed)}"
        if listed
        else "none from a listed event: " + "; ".join(f"{norm.named(index)}: {why}" for index, norm, _, why in judged)
    )
    return _check(Rule.MANDATORY_EVENT_TYPE, bool(listed), detail)


def check_title_rating(application: NormApplication) -> Check:
    """1.5.3: the player reached the title's rating at some time (published or not)."""
    needed = TITLE_RATING[application.title]
    highest = application.highest_rating
    if highest is None:
        return _check(Rule.TITLE_RATING, False, f"no rating given, {needed} needed")
    return _check(
        Rule.TITLE_RATING,
        highest.rating >= needed,
        f"{highest.rating} reached on {highest.reached_on}, {needed} needed",
    )


def norm_application_checks(application: NormApplication) -> list[Check]:
    """Every check of a GM, IM, WGM or WIM application based on norms."""
    if application.title not in TITLE_RATING:
        raise ValueError(f"titles by norms are {', '.join(TITLE_RATING)}, not {application.title!r}")
    checks = [
        check_norm_titles(application),
        check_total_games(application),
        check_eight_game_norms(application),
        check_normal_foreigner_norm(application),
        check_one_round_a_day(application),
        check_mandatory_event_type(application),
        check_title_rating(application),
    ]
    return [check for check in checks if check is not None]


def _rated_games(rule: Rule, rating: RatingRecord, from_date: date) -> Check | None:
    """30 rated games by the time a rating reached from ``from_date`` on (1.3, 0.6.2)."""
    if rating.reached_on < from_date:
        return None
    games = rating.rated_games
    return _check(
        rule,
        games is not None and games >= RATED_GAMES,
        f"{'an unknown number of' if games is None else games} rated games when the rating was reached "
        f"(from {from_date}: {RATED_GAMES} needed)",
    )


def rating_title_checks(title: str, rating: RatingRecord) -> list[Check]:
    """1.3: FM 2300, CM 2200, WFM 2100, WCM 2000 at some time, with 30 rated games for ratings from July 2017."""
    if title not in RATING_TITLES:
        raise ValueError(f"titles by rating are {', '.join(RATING_TITLES)}, not {title!r}")
    needed = RATING_TITLES[title]
    checks = [
        _check(
            Rule.RATING_TITLES,
            rating.rating >= needed,
            f"{title}: {rating.rating} reached on {rating.reached_on}, {needed} needed",
        ),
        _rated_games(Rule.RATING_TITLES, rating, RATING_TITLES_GAMES_FROM),
    ]
    return [check for check in checks if check is not None]


def direct_title_checks(title: str, rating: RatingRecord | None, from_olympiad: bool = False) -> list[Check]:
    """0.6.2: a direct title is awarded outright only with the title's minimum rating (with 30 rated games for
    ratings from 2024), otherwise conditionally; the CM and WCM titles of the Olympiads need no rating."""
    if title not in DIRECT_TITLE_RATING:
        raise ValueError(f"direct titles are {', '.join(DIRECT_TITLE_RATING)}, not {title!r}")
    if from_olympiad and title in OLYMPIAD_TITLES_WITHOUT_MINIMUM:
        return [_check(Rule.DIRECT_TITLE_RATING, True, f"{title} from an Olympiad: no minimum rating")]
    needed = DIRECT_TITLE_RATING[title]
    conditional = "; the title is awarded conditionally, until the rating is reached"
    if rating is None:
        return [_check(Rule.DIRECT_TITLE_RATING, False, f"{title}: no rating given, {needed} needed{conditional}")]
    reached = rating.rating >= needed
    checks = [
        _check(
            Rule.DIRECT_TITLE_RATING,
            reached,
            f"{title}: {rating.rating} reached on {rating.reached_on}, {needed} needed{'' if reached else conditional}",
        ),
        _rated_games(Rule.DIRECT_TITLE_RATING, rating, DIRECT_TITLE_GAMES_FROM),
    ]
    return [check for check in checks if check is not None]
