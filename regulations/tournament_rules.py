"""What a title tournament itself must meet (1.1 and 1.4.2e in 2024; 1.11–1.17 in 2009 and 2014): registration,
rounds and hours a day, time controls, length, arbiters and formats.

One small function per rule, each returning a ``Check`` under the edition's own number, or None where the
edition has no such rule; the values are the edition's (``Edition.administration``). Facts the caller does
not give are reported as not given, never assumed met.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from .editions import Edition, Rule, as_edition, edition_for
from .facts import EventFlag, TournamentSystem
from .messages import Listing, Message, either, gettext_noop, message, ngettext_lazy, pgettext_lazy, with_note
from .time_controls import MOVES_OF_A_GAME, TimeControl
from .verdict import Check

__all__ = [
    "Arbiter",
    "EventFacts",
    "check_arbiter_present",
    "check_arbiters_do_not_play",
    "check_chief_arbiter",
    "check_duration",
    "check_fair_system",
    "check_format",
    "check_hours_per_day",
    "check_programme_published",
    "check_public_games",
    "check_registration",
    "check_rounds_per_day",
    "check_same_time_control",
    "check_time_controls",
    "tournament_checks",
]



@dataclass(frozen=True)
class Arbiter:
    name: str
    title: str = ""  # IA, FA, NA or ""
    chief: bool = False
    plays: bool = False  # took part as a player in the event


@dataclass(frozen=True)
class EventFacts:
    """A tournament as its administration rules see it."""

    start_date: date
    end_date: date
    system: TournamentSystem
    round_dates: tuple[date, ...] = ()  # one per round
    time_controls: tuple[TimeControl, ...] = ()  # every control the event's games were played at
    arbiters: tuple[Arbiter, ...] = ()
    registered_on: date | None = None  # on the FIDE server
    registration_approved: bool = False  # a later registration approved (1.1.1 "unless otherwise approved")
    ia_or_fa_always_in_venue: bool | None = None  # None: not said
    format_approved: bool = False  # a format outside 1.4.2e approved beforehand by the QC Chair
    length_approved: bool = False  # a longer event approved beforehand by the QC Chairman (2009, 2014)
    changed_to_favour_players: bool = False  # composition, rounds or pairings changed without approval
    programme_published: bool | None = None  # programme and pairing system published at registration
    games_public: bool | None = None  # the games available during and after the event
    gm_results_possible: bool = True
    flags: frozenset[EventFlag] = frozenset()

    def __post_init__(self) -> None:
        if self.end_date < self.start_date:
            raise ValueError(f"the event ends ({self.end_date}) before it starts ({self.start_date})")

    @property
    def days(self) -> int:
        return (self.end_date - self.start_date).days + 1


def _check(rule: Rule, edition: Edition, ok: bool, detail: Message) -> Check:
    return Check(edition.rule(rule), ok, with_note(detail, edition.note(rule)))


def check_registration(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.1 (1.11 before 2024): registered on the FIDE server at least 30 days before the start."""
    if not edition.has(Rule.REGISTRATION):
        return None
    needed = edition.administration.registration_days
    if event.registered_on is None:
        text = message(gettext_noop("registration date not given"))
        return _check(Rule.REGISTRATION, edition, event.registration_approved, text)
    ahead = (event.start_date - event.registered_on).days
    values = {"registered": str(event.registered_on), "ahead": ahead, "needed": needed}
    if event.registration_approved and ahead < needed:
        text = ngettext_lazy(
            "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed; a later registration "
            "was approved",
            "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed; a later registration "
            "was approved",
            "ahead",
        )
    else:
        text = ngettext_lazy(
            "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed",
            "registered on %(registered)s, %(ahead)s days before the start, %(needed)s needed",
            "ahead",
        )
    return _check(Rule.REGISTRATION, edition, ahead >= needed or event.registration_approved, message(text, **values))


def _busiest_day(event: EventFacts) -> tuple[date, int]:
    """The first day with the most rounds, and how many."""
    return Counter(event.round_dates).most_common(1)[0]


def check_rounds_per_day(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.3 (1.13 before 2024): at most 2 rounds a day."""
    if not edition.has(Rule.ROUNDS_PER_DAY):
        return None
    if not event.round_dates:
        return _check(Rule.ROUNDS_PER_DAY, edition, False, message(gettext_noop("round dates not given")))
    most = edition.administration.max_rounds_per_day
    busiest, rounds = _busiest_day(event)
    text = message(
        ngettext_lazy(
            "at most %(rounds)s rounds a day (%(day)s), %(most)s allowed",
            "at most %(rounds)s rounds a day (%(day)s), %(most)s allowed",
            "rounds",
        ),
        rounds=rounds, day=str(busiest), most=most,
    )
    return _check(Rule.ROUNDS_PER_DAY, edition, rounds <= most, text)


def check_hours_per_day(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.2 (1.12 before 2024): at most 12 hours of play a day, games counted at 60 moves with the longest
    control of the event."""
    if not edition.has(Rule.HOURS_PER_DAY):
        return None
    if not (event.round_dates and event.time_controls):
        return _check(Rule.HOURS_PER_DAY, edition, False, message(gettext_noop("round dates or time control not given")))
    most = edition.administration.max_hours_per_day
    game_minutes = 2 * max(control.minutes_for() for control in event.time_controls)
    busiest, rounds = _busiest_day(event)
    hours = Fraction(rounds) * game_minutes / 60
    return _check(
        Rule.HOURS_PER_DAY,
        edition,
        hours <= most,
        message(
            ngettext_lazy(
                "%(rounds)s round(s) on %(day)s of %(game_hours)s hours each (%(moves)s moves): %(hours)s hours, "
                "%(most)s allowed",
                "%(rounds)s round(s) on %(day)s of %(game_hours)s hours each (%(moves)s moves): %(hours)s hours, "
                "%(most)s allowed",
                "rounds",
            ),
            rounds=rounds, day=str(busiest), game_hours=f"{float(game_minutes / 60):g}", moves=MOVES_OF_A_GAME,
            hours=f"{float(hours):g}", most=most,
        ),
    )


def check_time_controls(event: EventFacts, edition: Edition) -> list[Check]:
    """The edition's time-control rule (2009 §1.14: a listed control; 2014 §1.13: a minimum; 2024 §1.1.3:
    2 hours a player for 60 moves), for each control used."""
    if not edition.has(Rule.TIME_CONTROL):
        return []
    if not event.time_controls:
        return [_check(Rule.TIME_CONTROL, edition, False, message(gettext_noop("time control not given")))]
    answers = (
        edition.administration.time_control(control, event.start_date) for control in dict.fromkeys(event.time_controls)
    )
    return [_check(Rule.TIME_CONTROL, edition, ok, why) for ok, why in answers]


def check_same_time_control(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.3b (2014 §1.13b): the same time control and clock settings for every game."""
    if not edition.has(Rule.SAME_TIME_CONTROL) or not event.time_controls:
        return None
    used = list(dict.fromkeys(event.time_controls))
    return _check(
        Rule.SAME_TIME_CONTROL,
        edition,
        len(used) == 1,
        message(
            ngettext_lazy(
                "%(count)s time control(s) or clock setting(s) used: %(controls)s",
                "%(count)s time control(s) or clock setting(s) used: %(controls)s",
                "count",
            ),
            count=len(used), controls=Listing(tuple(control.description() for control in used)),
        ),
    )


def check_duration(event: EventFacts, edition: Edition) -> Check | None:
    """2009 §1.15, 2014 §1.14: at most 90 days, leagues and national team championships longer (2014: at most a
    year), unless the QC Chairman approved beforehand. None in 2024, which sets no limit."""
    rules = edition.administration
    if not edition.has(Rule.DURATION) or rules.max_days is None:
        return None
    league = bool(event.flags & rules.longer_events)
    longest = rules.max_days_for_leagues if league else rules.max_days
    kind = message(
        gettext_noop("a league or national team championship") if league else gettext_noop("an individual event")
    )
    if longest is None:
        text = message(gettext_noop("%(days)s days: %(kind)s may last longer"), days=event.days, kind=kind)
        return _check(Rule.DURATION, edition, True, text)
    if event.length_approved and event.days > longest:
        text = gettext_noop("%(days)s days, %(kind)s: at most %(longest)s; approved beforehand")
    else:
        text = gettext_noop("%(days)s days, %(kind)s: at most %(longest)s")
    return _check(
        Rule.DURATION,
        edition,
        event.days <= longest or event.length_approved,
        message(text, days=event.days, kind=kind, longest=longest),
    )


def check_chief_arbiter(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.5 (2014 §1.16, 2009 §1.17): the chief arbiter holds the IA or FA title."""
    if not edition.has(Rule.CHIEF_ARBITER):
        return None
    titles = edition.administration.chief_arbiter_titles
    chiefs = [arbiter for arbiter in event.arbiters if arbiter.chief]
    if len(chiefs) != 1:
        text = message(gettext_noop("%(count)s chief arbiters given, 1 needed"), count=len(chiefs))
        return _check(Rule.CHIEF_ARBITER, edition, False, text)
    (chief,) = chiefs
    return _check(
        Rule.CHIEF_ARBITER,
        edition,
        chief.title in titles,
        message(
            gettext_noop("chief arbiter %(name)s: %(title)s, %(titles)s needed"), name=chief.name,
            title=chief.title or message(gettext_noop("no title")), titles=either(titles),
        ),
    )


def check_arbiter_present(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.5 (2014 §1.16): an IA or FA is always in the playing venue."""
    if not edition.has(Rule.ARBITER_PRESENT):
        return None
    present = event.ia_or_fa_always_in_venue
    detail = {
        None: gettext_noop("an IA or FA in the playing venue: not said"),
        True: gettext_noop("an IA or FA in the playing venue: always there"),
        False: gettext_noop("an IA or FA in the playing venue: not always there"),
    }[present]
    return _check(Rule.ARBITER_PRESENT, edition, bool(present), message(detail))


def check_arbiters_do_not_play(event: EventFacts, edition: Edition) -> Check | None:
    """1.1.6 (2014 §1.17): no appointed arbiter plays in the event."""
    if not edition.has(Rule.ARBITERS_DO_NOT_PLAY):
        return None
    playing = [arbiter.name for arbiter in event.arbiters if arbiter.plays]
    return _check(
        Rule.ARBITERS_DO_NOT_PLAY,
        edition,
        not playing,
        message(gettext_noop("arbiters who played: %(names)s"), names=", ".join(playing))
        if playing
        else message(gettext_noop("none of %(count)s arbiters played"), count=len(event.arbiters)),
    )


def check_format(event: EventFacts, edition: Edition) -> Check | None:
    """1.4.2e (2024): Swiss, round robin, double round robin or knockout; another format only with the QC
    Chair's approval beforehand."""
    if not edition.has(Rule.FORMATS):
        return None
    if event.system in edition.administration.permitted_systems:
        text = message(gettext_noop("%(system)s: a permitted format"), system=message(event.system.value))
        return _check(Rule.FORMATS, edition, True, text)
    if event.format_approved:
        text = gettext_noop("%(system)s: not a listed format, approved beforehand")
    else:
        text = gettext_noop("%(system)s: not a listed format, not approved beforehand")
    return _check(Rule.FORMATS, edition, event.format_approved, message(text, system=message(event.system.value)))


def check_fair_system(event: EventFacts, edition: Edition) -> Check | None:
    """1.11 (1.4.2d in 2024): an event whose composition, rounds or pairings change to favour players is invalid."""
    if not edition.has(Rule.FAIR_SYSTEM):
        return None
    detail = (
        gettext_noop("changed to favour players")
        if event.changed_to_favour_players
        else gettext_noop("no change of composition or conditions declared")
    )
    return _check(Rule.FAIR_SYSTEM, edition, not event.changed_to_favour_players, message(detail))


def check_programme_published(event: EventFacts, edition: Edition) -> Check | None:
    """1.42g (2009, 2014): the programme and the pairing system are published when the event is registered."""
    if not edition.has(Rule.PROGRAMME_PUBLISHED):
        return None
    detail = {
        None: pgettext_lazy("programme published", "not said"),
        True: gettext_noop("published at registration"),
        False: gettext_noop("not published at registration"),
    }[event.programme_published]
    return _check(Rule.PROGRAMME_PUBLISHED, edition, bool(event.programme_published), message(detail))


def check_public_games(event: EventFacts, edition: Edition) -> Check | None:
    """1.10.2 (2009): where GM results are possible, the games are available during and after the event."""
    if not edition.has(Rule.PUBLIC_GAMES) or not event.gm_results_possible:
        return None
    detail = {
        None: pgettext_lazy("games public", "not said"),
        True: gettext_noop("games available"),
        False: gettext_noop("games not available"),
    }[event.games_public]
    return _check(Rule.PUBLIC_GAMES, edition, bool(event.games_public), message(detail))


def tournament_checks(event: EventFacts, edition: Edition | str | None = None) -> list[Check]:
    """Every administration check of the edition in force at the start (or the one named)."""
    chosen = as_edition(edition) if edition is not None else edition_for(event.start_date)
    checks = [
        check_registration(event, chosen),
        check_rounds_per_day(event, chosen),
        check_hours_per_day(event, chosen),
        *check_time_controls(event, chosen),
        check_same_time_control(event, chosen),
        check_duration(event, chosen),
        check_chief_arbiter(event, chosen),
        check_arbiter_present(event, chosen),
        check_arbiters_do_not_play(event, chosen),
        check_format(event, chosen),
        check_fair_system(event, chosen),
        check_programme_published(event, chosen),
        check_public_games(event, chosen),
    ]
    return [check for check in checks if check is not None]
