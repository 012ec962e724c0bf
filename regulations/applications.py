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
from .messages import Listing, Message, gettext_noop, message, ngettext_lazy, with_note
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
    "named_norms",
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

    def named(self, index: int) -> Message:
        return message(gettext_noop("norm %(number)s (%(event)s)"), number=index, event=self.event or str(self.start_date))

    def with_value(self, index: int, value: Message | str | int) -> Message:
        """The norm's name and what a check found of it: "norm 2 (Open B): 2014"."""
        return message(gettext_noop("%(norm)s: %(value)s"), norm=self.named(index), value=value)


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
    # 1990 1.11, 1.21, 1.41, 1.51: the rating "en la Lista … en vigor en el momento en que el Congreso de la FIDE
    # considere la aplicación": the player's published list ratings (``reached_on`` the list's date), the date of
    # the latest list recorded for anyone, and the FIDE Congress dates recorded.
    list_ratings: tuple[RatingRecord, ...] = ()
    lists_recorded_until: date | None = None
    congresses: tuple[date, ...] = ()


def check_events_rated(unrated: Sequence[str]) -> Check:
    """1.10.2 (2009): every norm's tournament correctly reported and rated by FIDE before its norms count."""
    if unrated:
        detail = message(gettext_noop("not yet rated: %(events)s"), events=", ".join(unrated))
    else:
        detail = message(gettext_noop("every tournament reported here and rated by FIDE"))
    return _check(Rule.EVENTS_RATED, not unrated, detail)


def is_eight_of_nine_norm(edition: str, check_rules: Iterable[str]) -> bool:
    """Whether a norm's verdict, judged under ``edition`` with checks of these rule numbers, is an 8-game norm
    after a forfeit win or a pairing bye (1.41c of 2014, 1.4.1c of 2024)."""
    judged_by = get_edition(edition)
    return judged_by.has(Rule.EIGHT_OF_NINE) and judged_by.rule(Rule.EIGHT_OF_NINE) in set(check_rules)


def _check(rule: Rule, ok: bool, detail: Message) -> Check:
    return Check(_EDITION.rule(rule), ok, with_note(detail, _EDITION.note(rule)))


def named_norms(norms: Sequence[tuple[int, NormRecord]]) -> Listing | Message:
    return Listing(tuple(norm.named(index) for index, norm in norms), ", ") or message(gettext_noop("none"))


def _numbered(application: NormApplication) -> list[tuple[int, NormRecord]]:
    return list(enumerate(application.norms, 1))


def check_total_games(application: NormApplication) -> Check:
    """1.5.1: the norms total at least 27 games, each counted as its verdict counted it."""
    total = sum(norm.counts_as_games for norm in application.norms)
    parts = " + ".join(str(norm.counts_as_games) for norm in application.norms) or "0"
    text = message(
        gettext_noop("%(parts)s = %(total)s games, %(needed)s needed"), parts=parts, total=total, needed=TOTAL_GAMES
    )
    return _check(Rule.TOTAL_GAMES, total >= TOTAL_GAMES, text)


def check_norm_titles(application: NormApplication) -> Check:
    """1.5.2: each norm is a verdict on the title applied for, or on a title whose norm counts for it too
    (``NORMS_COUNTING_FOR``: a GM norm counts towards IM)."""
    counting = NORMS_COUNTING_FOR[application.title]
    other = [(index, norm) for index, norm in _numbered(application) if norm.title not in counting]
    higher = [(index, norm) for index, norm in _numbered(application) if norm.title != application.title and norm.title in counting]
    title = application.title
    if other:
        norms = Listing(tuple(norm.with_value(index, norm.title) for index, norm in other), ", ")
        detail = message(gettext_noop("not %(title)s norms: %(norms)s"), title=title, norms=norms)
    elif higher:
        norms = Listing(
            tuple(
                message(gettext_noop("%(norm)s is a %(title)s norm"), norm=norm.named(index), title=norm.title)
                for index, norm in higher
            ),
            ", ",
        )
        detail = message(gettext_noop("every norm counts for %(title)s; %(norms)s"), title=title, norms=norms)
    else:
        detail = message(gettext_noop("every norm is a %(title)s norm"), title=title)
    return _check(Rule.NORM_FOR_EACH_TITLE, not other, detail)


def check_normal_foreigner_norm(application: NormApplication) -> Check:
    """1.4.3e: at least one norm meets the federation rules of 1.4.3 and 1.4.4 without an exemption."""
    normal = [(index, norm) for index, norm in _numbered(application) if norm.exemption_used is None]
    exempt = Listing(
        tuple(
            norm.with_value(index, norm.exemption_used) for index, norm in _numbered(application) if norm.exemption_used
        ),
        ", ",
    )
    return _check(
        Rule.NORMAL_FOREIGNER_NORM,
        bool(normal),
        message(
            gettext_noop("norms under the normal foreigner rule: %(normal)s; exempt: %(exempt)s"),
            normal=named_norms(normal), exempt=exempt or message(gettext_noop("none")),
        ),
    )


def check_eight_game_norms(application: NormApplication) -> Check:
    """1.4.1c: only one norm of 8 games after a forfeit win or a pairing-allocated bye per application."""
    eight = [(index, norm) for index, norm in _numbered(application) if norm.eight_of_nine]
    text = message(
        ngettext_lazy(
            "%(count)s such norm(s), at most 1: %(norms)s", "%(count)s such norm(s), at most 1: %(norms)s", "count"
        ),
        count=len(eight), norms=named_norms(eight),
    )
    return _check(Rule.EIGHT_OF_NINE, len(eight) <= 1, text)


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
        editions = Listing(tuple(norm.with_value(index, norm.edition) for index, norm in _numbered(application)), ", ")
        return _check(
            Rule.ONE_ROUND_A_DAY,
            True,
            message(
                gettext_noop(
                    "not required: every norm comes from an event under an edition without the rule (%(editions)s; "
                    "%(rule)s)"
                ),
                editions=editions, rule=_EDITION.rule(Rule.EDITION_IN_FORCE),
            ),
        )
    days = {index: _days_with_one_round(norm) for index, norm in _numbered(application)}
    found = Listing(
        tuple(
            norm.with_value(index, days[index] if norm.round_dates else message(gettext_noop("round dates not given")))
            for index, norm in _numbered(application)
        ),
        ", ",
    )
    return _check(
        Rule.ONE_ROUND_A_DAY,
        any(count >= ONE_ROUND_DAYS for count in days.values()),
        message(
            gettext_noop("days with one round: %(found)s; %(needed)s needed in one event"),
            found=found, needed=ONE_ROUND_DAYS,
        ),
    )


def _listed_event_type(norm: NormRecord) -> tuple[bool, Message]:
    """1.5.6: whether the norm's event is of a listed type, and why (or why not)."""
    flag = next((flag for flag in _LISTED_EVENT_FLAGS if flag in norm.flags), None)
    if flag is not None:
        return True, message(flag.value)
    if norm.system is not TournamentSystem.SWISS:
        return False, message(gettext_noop("a %(system)s of no listed type"), system=message(norm.system.value))
    if not norm.field_by_round:
        return False, message(gettext_noop("a Swiss whose field by round is not given"))
    short = Listing(
        tuple(
            _round_field(number, field)
            for number, field in enumerate(norm.field_by_round, 1)
            if field.players < SWISS_PLAYERS_EVERY_ROUND
            or field.average_rating is None
            or field.average_rating < SWISS_AVERAGE_EVERY_ROUND
        )
    )
    if short:
        return False, message(gettext_noop("a Swiss short of the field in %(rounds)s"), rounds=short)
    return True, message(
        gettext_noop("a Swiss with at least %(players)s players and an average of at least %(average)s in every round"),
        players=SWISS_PLAYERS_EVERY_ROUND, average=SWISS_AVERAGE_EVERY_ROUND,
    )


def _round_field(number: int, field: RoundField) -> Message:
    if field.average_rating:
        return message(
            gettext_noop("round %(round)s: %(players)s players, average %(average)s"), round=number,
            players=field.players, average=field.average_rating,
        )
    return message(
        gettext_noop("round %(round)s: %(players)s players, average not given"), round=number, players=field.players
    )


def check_mandatory_event_type(application: NormApplication) -> Check:
    """1.5.6: an application with a norm achieved after 30 June 2022 needs a norm from a listed event: a Swiss
    with at least 40 players and an average rating of 2000 in every round (1.5.6a), the Olympiad, a GSC event
    qualifying directly to the Candidates, an event qualifying directly to the World Cup, an individual event
    under EVE regulations, or the final of a national championship."""
    recent = [(index, norm) for index, norm in _numbered(application) if norm.end_date > MANDATORY_EVENT_TYPE_AFTER]
    if not recent:
        text = message(
            gettext_noop("no norm achieved after %(after)s: not required"), after=str(MANDATORY_EVENT_TYPE_AFTER)
        )
        return _check(Rule.MANDATORY_EVENT_TYPE, True, text)
    judged = [(index, norm, *_listed_event_type(norm)) for index, norm in _numbered(application)]
    listed = Listing(tuple(norm.with_value(index, why) for index, norm, ok, why in judged if ok))
    values = {"after": str(MANDATORY_EVENT_TYPE_AFTER), "recent": named_norms(recent)}
    if listed:
        detail = message(
            gettext_noop("norms achieved after %(after)s: %(recent)s; from a listed event: %(listed)s"),
            listed=listed, **values,
        )
    else:
        detail = message(
            gettext_noop("norms achieved after %(after)s: %(recent)s; none from a listed event: %(judged)s"),
            judged=Listing(tuple(norm.with_value(index, why) for index, norm, _, why in judged)), **values,
        )
    return _check(Rule.MANDATORY_EVENT_TYPE, bool(listed), detail)


def check_title_rating(application: NormApplication) -> Check:
    """1.5.3: the player reached the title's rating at some time (published or not)."""
    needed = TITLE_RATING[application.title]
    highest = application.highest_rating
    if highest is None:
        return _check(Rule.TITLE_RATING, False, message(gettext_noop("no rating given, %(needed)s needed"), needed=needed))
    return _check(
        Rule.TITLE_RATING,
        highest.rating >= needed,
        message(
            gettext_noop("%(rating)s reached on %(reached)s, %(needed)s needed"), rating=highest.rating,
            reached=str(highest.reached_on), needed=needed,
        ),
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
    values = {"since": str(from_date), "needed": RATED_GAMES}
    if games is None:
        text = message(
            gettext_noop("an unknown number of rated games when the rating was reached (from %(since)s: %(needed)s needed)"),
            **values,
        )
    else:
        text = message(
            gettext_noop("%(games)s rated games when the rating was reached (from %(since)s: %(needed)s needed)"),
            games=games, **values,
        )
    return _check(rule, games is not None and games >= RATED_GAMES, text)


def rating_title_checks(title: str, rating: RatingRecord) -> list[Check]:
    """1.3: FM 2300, CM 2200, WFM 2100, WCM 2000 at some time, with 30 rated games for ratings from July 2017."""
    if title not in RATING_TITLES:
        raise ValueError(f"titles by rating are {', '.join(RATING_TITLES)}, not {title!r}")
    needed = RATING_TITLES[title]
    checks = [
        _check(
            Rule.RATING_TITLES,
            rating.rating >= needed,
            _title_reached(title, rating, needed),
        ),
        _rated_games(Rule.RATING_TITLES, rating, RATING_TITLES_GAMES_FROM),
    ]
    return [check for check in checks if check is not None]


def _title_reached(title: str, rating: RatingRecord, needed: int) -> Message:
    return message(
        gettext_noop("%(title)s: %(rating)s reached on %(reached)s, %(needed)s needed"), title=title,
        rating=rating.rating, reached=str(rating.reached_on), needed=needed,
    )


def direct_title_checks(title: str, rating: RatingRecord | None, from_olympiad: bool = False) -> list[Check]:
    """0.6.2: a direct title is awarded outright only with the title's minimum rating (with 30 rated games for
    ratings from 2024), otherwise conditionally; the CM and WCM titles of the Olympiads need no rating."""
    if title not in DIRECT_TITLE_RATING:
        raise ValueError(f"direct titles are {', '.join(DIRECT_TITLE_RATING)}, not {title!r}")
    if from_olympiad and title in OLYMPIAD_TITLES_WITHOUT_MINIMUM:
        text = message(gettext_noop("%(title)s from an Olympiad: no minimum rating"), title=title)
        return [_check(Rule.DIRECT_TITLE_RATING, True, text)]
    needed = DIRECT_TITLE_RATING[title]
    if rating is None:
        text = message(
            gettext_noop(
                "%(title)s: no rating given, %(needed)s needed; the title is awarded conditionally, until the rating "
                "is reached"
            ),
            title=title, needed=needed,
        )
        return [_check(Rule.DIRECT_TITLE_RATING, False, text)]
    reached = rating.rating >= needed
    if not reached:
        text = message(
            gettext_noop(
                "%(title)s: %(rating)s reached on %(reached)s, %(needed)s needed; the title is awarded conditionally, "
                "until the rating is reached"
            ),
            title=title, rating=rating.rating, reached=str(rating.reached_on), needed=needed,
        )
    checks = [
        _check(Rule.DIRECT_TITLE_RATING, reached, _title_reached(title, rating, needed) if reached else text),
        _rated_games(Rule.DIRECT_TITLE_RATING, rating, DIRECT_TITLE_GAMES_FROM),
    ]
    return [check for check in checks if check is not None]
