"""The titles of 1990 §2 that are not won at the board: International Arbiter (2.1), International Organizer
(2.2) and FIDE Instructor (2.3), each a checklist over the candidate's record, every item a ``Check`` under
its rule number.

Pure functions like the norm engine: frozen facts in, checks out. The caller records the events and the
evidence; the FIDE Congress dates that bound the applications (2.15, 2.24) are facts it passes in.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .congresses import Congresses
from .messages import Listing, Message, gettext_noop, message, ngettext_lazy, pgettext_lazy
from .verdict import Check

__all__ = [
    "COMPETITION_TYPE_NAMES",
    "ArbiterEvent",
    "ArbiterEventKind",
    "ArbiterRecord",
    "CompetitionType",
    "InstructorRecord",
    "OrganisedEvent",
    "OrganizerRecord",
    "arbiter_checks",
    "instructor_checks",
    "organizer_checks",
]


class ArbiterEventKind(enum.Enum):
    """2.14 (a)–(d): the events an International Arbiter's experience counts in."""

    NATIONAL_FINAL = "a"  # the final of the national individual (men's) championship, at most two
    FIDE_OFFICIAL = "b"  # official FIDE tournaments and matches
    INTERNATIONAL_TITLE = "c"  # international title tournaments and matches
    FESTIVAL = "d"  # international festivals with at least 100 participants
    OTHER = "-"  # none of these


@dataclass(frozen=True)
class ArbiterEvent:
    name: str
    start_date: date
    end_date: date
    kind: ArbiterEventKind
    role: str  # "chief" or "deputy" (any other role does not count)
    fide_rated: bool
    participants: int = 0


@dataclass(frozen=True)
class ArbiterRecord:
    events: tuple[ArbiterEvent, ...]
    knows_laws_and_regulations: bool  # 2.11
    objectivity_shown: bool  # 2.12
    fide_language: str  # 2.13: the official FIDE language known, "" if none
    applied_on: date
    congresses: tuple[date, ...]  # FIDE Congress dates known to the caller (2.15)
    # 2.14e: a federation that organises none of (a)–(d), and an exam passed before the Arbiters' Commission.
    federation_organises_listed_events: bool = True
    passed_arbiters_exam: bool = False


class CompetitionType(enum.Enum):
    """2.23 "dos tipos diferentes": the types of competition, a closed list, so that two events are of one type
    or of two by their type and not by how a clerk spelt it (decisions.md, item 107)."""

    OPEN = "open"
    ROUND_ROBIN = "round_robin"
    SCHEVENINGEN = "scheveningen"
    KNOCKOUT = "knockout"
    MATCH = "match"
    TEAM = "team"
    CHAMPIONSHIP = "championship"
    YOUTH = "youth"
    OLYMPIAD = "olympiad"
    RAPID_BLITZ = "rapid_blitz"


# The names the checks give the types; the app's choices carry the same texts.
COMPETITION_TYPE_NAMES = {
    CompetitionType.OPEN: pgettext_lazy("competition type", "open tournament"),
    CompetitionType.ROUND_ROBIN: pgettext_lazy("competition type", "round robin"),
    CompetitionType.SCHEVENINGEN: pgettext_lazy("competition type", "Scheveningen"),
    CompetitionType.KNOCKOUT: pgettext_lazy("competition type", "knockout"),
    CompetitionType.MATCH: pgettext_lazy("competition type", "match"),
    CompetitionType.TEAM: pgettext_lazy("competition type", "team competition"),
    CompetitionType.CHAMPIONSHIP: pgettext_lazy("competition type", "individual championship"),
    CompetitionType.YOUTH: pgettext_lazy("competition type", "youth championship"),
    CompetitionType.OLYMPIAD: pgettext_lazy("competition type", "Olympiad"),
    CompetitionType.RAPID_BLITZ: pgettext_lazy("competition type", "rapid or blitz"),
}


@dataclass(frozen=True)
class OrganisedEvent:
    name: str
    start_date: date
    end_date: date
    kind: CompetitionType | None  # None: not given, a type of no other event
    fide_registered: bool  # registered by FIDE under B.03
    fide_competition: bool = False  # an official FIDE competition


@dataclass(frozen=True)
class OrganizerRecord:
    events: tuple[OrganisedEvent, ...]
    organising_experience: bool  # 2.21
    fide_language: str  # 2.22
    applied_on: date
    congresses: tuple[date, ...]


@dataclass(frozen=True)
class InstructorRecord:
    presented_by_federation: bool  # 2.31
    cv_with_practical_experience: bool  # 2.31
    years_of_current_activity: int  # 2.31, certified
    international_rating: bool  # 2.32
    secondary_education: bool  # 2.32
    seminars_attended: int  # 2.32: FIDE (or FIDE-registered national) seminars, congresses or similar


_ARBITER_EVENTS = 4
_NATIONAL_FINALS_COUNTED = 2
_FESTIVAL_PARTICIPANTS = 100
_ARBITER_YEARS = 5
_ORGANISED_EVENTS = 5
_ORGANISED_TYPES = 2
_ORGANIZER_YEARS = 6
_CONGRESSES_TO_APPLY = 2
_INSTRUCTOR_YEARS = 3
_INSTRUCTOR_SEMINARS = 3
_INSTRUCTOR_OF_THREE = 2
_ARBITER_ROLES = frozenset({"chief", "deputy"})
_ROLE_NAMES = {"chief": pgettext_lazy("arbiter role", "chief"), "deputy": pgettext_lazy("arbiter role", "deputy")}


def _years_before(day: date, years: int) -> date:
    """The earliest start within ``years`` of ``day``: the start whose anniversary ``years`` on is ``day`` or later,
    as 10.7 measures its period (an anniversary of 29 February is 28 February). Before 29 February that is
    1 March, since 28 February's anniversary falls the day before."""
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February
        return date(day.year - years, 3, 1)


def _evidence(rule: str, given: bool, what: str) -> Check:
    text = gettext_noop("%(what)s: shown") if given else gettext_noop("%(what)s: not shown")
    return Check(rule, given, message(text, what=message(what)))


def _language(rule: str, language: str) -> Check:
    if language:
        return Check(rule, True, message(gettext_noop("official FIDE language: %(language)s"), language=language))
    return Check(rule, False, message(gettext_noop("official FIDE language: none given")))


def _deadline(rule: str, last_event: date, applied_on: date, congresses: Congresses) -> Check:
    """2.15, 2.24: the application no later than the second FIDE Congress after the last event. A Congress the
    record does not show never lets an application pass: the check waits for its date (decisions.md, item 123)."""
    recorded = congresses.after(last_event)
    second = congresses.nth_after(last_event, _CONGRESSES_TO_APPLY)
    if len(recorded) >= _CONGRESSES_TO_APPLY and (second is not None or applied_on > recorded[1]):
        # An unrecorded earlier Congress could only bring the deadline forward: a late application stays late.
        return Check(
            rule,
            applied_on <= recorded[1],
            message(
                gettext_noop(
                    "applied on %(applied)s; the second FIDE Congress after the last event (%(last)s) was on %(second)s"
                ),
                applied=str(applied_on), last=str(last_event), second=str(recorded[1]),
            ),
        )
    held = congresses.held_between(last_event, applied_on)
    if held is not None:
        text = ngettext_lazy(
            "applied on %(applied)s; %(count)s FIDE Congress(es) known after the last event (%(last)s), so the second "
            "has not passed",
            "applied on %(applied)s; %(count)s FIDE Congress(es) known after the last event (%(last)s), so the second "
            "has not passed",
            "count",
        )
        return Check(rule, True, message(text, applied=str(applied_on), count=held, last=str(last_event)))
    return Check(
        rule,
        False,
        message(
            gettext_noop(
                "applied on %(applied)s; pending: the second FIDE Congress after the last event (%(last)s) is not "
                "known (%(missing)s)"
            ),
            applied=str(applied_on), last=str(last_event),
            missing=congresses.missing(last_event),
        ),
    )


def _counts_for_arbiter(event: ArbiterEvent, unrated_allowed: bool) -> bool:
    if event.role not in _ARBITER_ROLES or not (event.fide_rated or unrated_allowed):
        return False
    if unrated_allowed:
        return True
    if event.kind is ArbiterEventKind.FESTIVAL:
        return event.participants >= _FESTIVAL_PARTICIPANTS
    return event.kind is not ArbiterEventKind.OTHER


def _arbiter_window(events: Sequence[ArbiterEvent], ending: ArbiterEvent) -> list[ArbiterEvent]:
    """The counted events starting within five years up to ``ending``, national finals capped at two: the latest
    two, so that ``ending`` is itself included and the deadline of 2.15 runs from the latest event it can."""
    earliest = _years_before(ending.start_date, _ARBITER_YEARS)
    window = sorted(
        (event for event in events if earliest <= event.start_date <= ending.start_date), key=lambda e: e.start_date
    )
    finals = [event for event in window if event.kind is ArbiterEventKind.NATIONAL_FINAL]
    capped = set(map(id, finals[:-_NATIONAL_FINALS_COUNTED]))
    return [event for event in window if id(event) not in capped]


def arbiter_checks(record: ArbiterRecord) -> list[Check]:
    """2.11–2.15: every item of the International Arbiter's checklist."""
    unrated_allowed = not record.federation_organises_listed_events and record.passed_arbiters_exam
    counted = [
        event for event in _held_before(record.events, record.applied_on) if _counts_for_arbiter(event, unrated_allowed)
    ]
    windows = [_arbiter_window(counted, event) for event in sorted(counted, key=lambda e: e.start_date, reverse=True)]
    window = next((window for window in windows if len(window) >= _ARBITER_EVENTS), None)
    basis = message(
        gettext_noop(
            "2.14e: the federation organises none of (a)–(d) and the exam before the Arbiters' Commission was passed, "
            "so unrated events count"
        )
        if unrated_allowed
        else gettext_noop("FIDE-rated events of kinds (a)–(d), national finals at most two")
    )
    checks = [
        _evidence(
            "2.11", record.knows_laws_and_regulations,
            gettext_noop("full knowledge of the Laws of Chess and FIDE regulations"),
        ),
        _evidence("2.12", record.objectivity_shown, gettext_noop("absolute objectivity as an arbiter")),
        _language("2.13", record.fide_language),
        Check("2.14", window is not None, _arbiter_events_text(counted, basis, window)),
    ]
    if window is None:
        text = message(
            gettext_noop("no %(needed)s counted events start within %(years)s years"), needed=_ARBITER_EVENTS,
            years=_ARBITER_YEARS,
        )
        checks.append(Check("2.15", False, text))
    else:
        last = max(event.end_date for event in window)
        checks.append(_deadline("2.15", last, record.applied_on, Congresses.of(record.congresses)))
    return checks


def _arbiter_events_text(counted: list[ArbiterEvent], basis: Message, window: list[ArbiterEvent] | None) -> Message:
    values = {"count": len(counted), "basis": basis, "needed": _ARBITER_EVENTS, "years": _ARBITER_YEARS}
    if window is None:
        text = ngettext_lazy(
            "%(count)s event(s) as chief or deputy arbiter count (%(basis)s); %(needed)s within %(years)s years needed",
            "%(count)s event(s) as chief or deputy arbiter count (%(basis)s); %(needed)s within %(years)s years needed",
            "count",
        )
        return message(text, **values)
    listed = Listing(
        tuple(
            message(
                gettext_noop("%(name)s (%(start)s, %(role)s)"), name=event.name, start=str(event.start_date),
                role=message(_ROLE_NAMES[event.role]),
            )
            for event in window
        )
    )
    text = ngettext_lazy(
        "%(count)s event(s) as chief or deputy arbiter count (%(basis)s); %(needed)s within %(years)s years needed: "
        "%(listed)s",
        "%(count)s event(s) as chief or deputy arbiter count (%(basis)s); %(needed)s within %(years)s years needed: "
        "%(listed)s",
        "count",
    )
    return message(text, listed=listed, **values)


def _type_names(types: set[CompetitionType]) -> Listing:
    return Listing(tuple(message(COMPETITION_TYPE_NAMES[kind]) for kind in sorted(types, key=lambda t: t.value)), ", ")


def _organizer_basis(events: Sequence[OrganisedEvent]) -> tuple[bool, Message, list[OrganisedEvent]]:
    """2.23: five FIDE-registered events of two types or more, or FIDE competitions of two types; with the
    events that count under the alternative met (the later last event when both are)."""
    registered = [event for event in events if event.fide_registered]
    registered_types = {event.kind for event in registered if event.kind}
    fide = [event for event in events if event.fide_competition]
    fide_types = {event.kind for event in fide if event.kind}
    met = []
    if len(registered) >= _ORGANISED_EVENTS and len(registered_types) >= _ORGANISED_TYPES:
        why = message(
            gettext_noop("%(events)s FIDE-registered events of %(types)s types"), events=len(registered),
            types=len(registered_types),
        )
        met.append((why, registered))
    if len(fide_types) >= _ORGANISED_TYPES:
        why = message(
            gettext_noop("FIDE competitions of %(types)s types (%(kinds)s)"), types=len(fide_types),
            kinds=_type_names(fide_types),
        )
        met.append((why, [event for event in fide if event.kind]))
    if met:
        why, counted = max(met, key=lambda route: max(event.end_date for event in route[1]))
        return True, why, counted
    return False, message(
        ngettext_lazy(
            "%(events)s FIDE-registered events of %(types)s type(s) (%(events_needed)s of %(types_needed)s types "
            "needed), FIDE competitions of %(fide_types)s type(s) (%(types_needed)s needed)",
            "%(events)s FIDE-registered events of %(types)s type(s) (%(events_needed)s of %(types_needed)s types "
            "needed), FIDE competitions of %(fide_types)s type(s) (%(types_needed)s needed)",
            "events",
        ),
        events=len(registered), types=len(registered_types), events_needed=_ORGANISED_EVENTS,
        types_needed=_ORGANISED_TYPES, fide_types=len(fide_types),
    ), []


def _held_before(events: Sequence, applied_on: date) -> list:
    """2.14/2.15, 2.23/2.24: the reports support the application, so only events that ended before it count;
    events held later never make an earlier application pass (decisions.md, item 107a)."""
    return [event for event in events if event.end_date < applied_on]


def organizer_checks(record: OrganizerRecord) -> list[Check]:
    """2.21–2.24: every item of the International Organizer's checklist, over the latest six-year span of
    events that meets 2.23; the deadline of 2.24 runs from the last event that counts under 2.23."""
    events = sorted(_held_before(record.events, record.applied_on), key=lambda event: event.start_date, reverse=True)
    none = gettext_noop("no events held before the application") if record.events else gettext_noop("no events recorded")
    best: tuple[bool, Message, list[OrganisedEvent]] = (False, message(none), [])
    for ending in events:
        earliest = _years_before(ending.start_date, _ORGANIZER_YEARS)
        window = [event for event in events if earliest <= event.start_date <= ending.start_date]
        ok, why, counted = _organizer_basis(window)
        if ok:
            best = (True, why, counted)
            break
        if ending is events[0]:
            best = (False, why, [])
    ok, why, counted = best
    checks = [
        _evidence("2.21", record.organising_experience, gettext_noop("experience organising chess competitions")),
        _language("2.22", record.fide_language),
        Check(
            "2.23",
            ok,
            message(
                gettext_noop("as organiser: %(why)s, with start dates within %(years)s years"), why=why,
                years=_ORGANIZER_YEARS,
            ),
        ),
    ]
    if ok:
        last = max(event.end_date for event in counted)
        checks.append(_deadline("2.24", last, record.applied_on, Congresses.of(record.congresses)))
    else:
        text = message(gettext_noop("no events meeting 2.23 start within %(years)s years"), years=_ORGANIZER_YEARS)
        checks.append(Check("2.24", False, text))
    return checks


def instructor_checks(record: InstructorRecord) -> list[Check]:
    """2.31 (all) and 2.32 (two of three): the FIDE Instructor's checklist."""
    two_of_three = [
        (message(gettext_noop("international rating")), record.international_rating),
        (message(gettext_noop("secondary education")), record.secondary_education),
        (
            message(gettext_noop("%(count)s seminars or congresses"), count=_INSTRUCTOR_SEMINARS),
            record.seminars_attended >= _INSTRUCTOR_SEMINARS,
        ),
    ]
    met = Listing(tuple(name for name, given in two_of_three if given), ", ")
    return [
        _evidence("2.31", record.presented_by_federation, gettext_noop("presented by a national federation")),
        _evidence(
            "2.31", record.cv_with_practical_experience,
            gettext_noop("curriculum vitae with evidence of practical experience"),
        ),
        Check(
            "2.31",
            record.years_of_current_activity >= _INSTRUCTOR_YEARS,
            message(
                gettext_noop("%(years)s years of current activity certified, %(needed)s needed"),
                years=record.years_of_current_activity, needed=_INSTRUCTOR_YEARS,
            ),
        ),
        Check(
            "2.32",
            len(met.items) >= _INSTRUCTOR_OF_THREE,
            message(
                gettext_noop("%(count)s of 3 met (%(met)s; %(seminars)s seminars attended), %(needed)s needed"),
                count=len(met.items), met=met or message(gettext_noop("none")), seminars=record.seminars_attended,
                needed=_INSTRUCTOR_OF_THREE,
            ),
        ),
    ]
