"""The event's schedule as part of the norm verdict: an event that broke its edition's limit on rounds a day or
on its length cannot produce a title result, whatever the page of the tournament says (issue 29).

1990 §5.4 ("No deben jugarse más de dos rondas diarias") and §5.6/5.61 (90 days, leagues excepted); 2009 §1.13
and §1.15; 2014 §1.13 and §1.14; 2024 §1.1.3 (2024 sets no length). The values are the edition's
(``Edition.administration``); an edition without the rule has no check. decisions.md item 119.
"""

from __future__ import annotations

from collections import Counter

from .editions import Edition, Rule
from .facts import TournamentFacts
from .messages import gettext_noop, message, ngettext_lazy, with_note
from .verdict import Check

__all__ = ["check_event_length", "check_rounds_a_day", "schedule_checks"]


def _check(rule: Rule, edition: Edition, ok: bool, text) -> Check:
    return Check(edition.rule(rule), ok, lambda: with_note(text, edition.note(rule)))


def check_rounds_a_day(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """At most so many rounds on any day, from the round dates. Without them the check is made only where the
    rounds cannot fit in the event's days (more rounds than the limit allows in them); a file without round dates
    is otherwise judged on its other facts (the dates themselves are the facts' business)."""
    if not edition.has(Rule.ROUNDS_PER_DAY):
        return None
    most = edition.administration.max_rounds_per_day
    if tournament.round_dates:
        day, rounds = Counter(tournament.round_dates).most_common(1)[0]
        text = ngettext_lazy(
            "%(rounds)s round on %(day)s, the busiest day; at most %(most)s a day",
            "%(rounds)s rounds on %(day)s, the busiest day; at most %(most)s a day",
            "rounds",
        )
        return _check(Rule.ROUNDS_PER_DAY, edition, rounds <= most, message(text, rounds=rounds, day=str(day), most=most))
    rounds, days = tournament.rounds_scheduled, tournament.days
    if days is None:  # neither round dates nor both event dates: the rule cannot be shown to be kept
        text = gettext_noop("round dates and the event's dates not given: %(most)s rounds a day at most cannot be confirmed")
        return _check(Rule.ROUNDS_PER_DAY, edition, False, message(text, most=most))
    if rounds <= most * days:
        return None
    text = ngettext_lazy(
        "round dates not given: %(rounds)s rounds in %(days)s day cannot keep to %(most)s a day",
        "round dates not given: %(rounds)s rounds in %(days)s days cannot keep to %(most)s a day",
        "days",
    )
    return _check(Rule.ROUNDS_PER_DAY, edition, False, message(text, rounds=rounds, days=days, most=most))


def check_event_length(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """At most so many days, the first and the last included; the edition's longer events (leagues) may last
    longer, or as long as their own limit; a longer event approved beforehand (2009, 2014) passes."""
    limits = edition.administration
    if not edition.has(Rule.DURATION) or limits.max_days is None:
        return None
    longer = bool(tournament.flags & limits.longer_events)
    longest = limits.max_days_for_leagues if longer else limits.max_days
    days = tournament.days
    if days is None:  # a missing date never makes the event short enough
        text = message(gettext_noop("the event's dates not given: its length cannot be confirmed"))
        return _check(Rule.DURATION, edition, longest is None, text)
    if longest is None:
        text = message(gettext_noop("%(days)s days: a league may last longer"), days=days)
        return _check(Rule.DURATION, edition, True, text)
    if days > longest and tournament.length_approved:
        text = gettext_noop("%(days)s days (from %(start)s to %(end)s), at most %(longest)s; approved beforehand")
    else:
        text = gettext_noop("%(days)s days (from %(start)s to %(end)s), at most %(longest)s")
    values = {"days": days, "start": str(tournament.start_date), "end": str(tournament.end_date), "longest": longest}
    return _check(Rule.DURATION, edition, days <= longest or tournament.length_approved, message(text, **values))


def schedule_checks(tournament: TournamentFacts, edition: Edition) -> tuple[Check, ...]:
    checks = (check_rounds_a_day(tournament, edition), check_event_length(tournament, edition))
    return tuple(check for check in checks if check is not None)
