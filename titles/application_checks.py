"""Maps a stored application onto the pure application rules of the edition in force (regulations)."""

import datetime

from django.db.models import Max, Sum
from django.utils import timezone

from players.models import RatingEntry
from regulations import Check, RoundField, edition_for
from regulations.application_rules import application_checks as edition_application_checks
from regulations.applications import (
    MINIMUM_NORMS,
    NORMS_COUNTING_FOR,
    NormApplication,
    NormRecord,
    RatingRecord,
    check_events_rated,
    is_eight_of_nine_norm,
)
from regulations.editions import Edition, Rule
from regulations.editions.edition_1990 import EDITION_1990, QUICK_FINISH
from regulations.messages import message, ngettext_lazy

from .clock import ClockSettingError, parse_clock_setting
from .engine_facts import SYSTEMS, event_flags
from .models import ChampionshipResult, ExternalNorm, FideCongress, NormResult, TitleApplication


def application_checks(application: TitleApplication) -> list[Check]:
    """Each norm as its own edition counted it; the application by the edition in force on its date."""
    norms = [_record(norm) for norm in application.norms.select_related("entry__upload__tournament")]
    norms += [_external_record(norm) for norm in application.external_norms.all()]
    norms += [
        record
        for result in application.championship_results.all()
        if (record := _championship_record(result, application.title))
    ]
    applied_on = application_date(application)
    facts = NormApplication(
        title=application.title, norms=tuple(norms), highest_rating=_rating(application),
        **(_lists_and_congresses(application) if edition_for(applied_on) is EDITION_1990 else {}),
    )
    edition, checks = edition_application_checks(facts, applied_on)
    two_norms = [] if edition is EDITION_1990 else [_check_two_norms(len(norms), edition)]
    return [*two_norms, *checks, _check_reported_and_rated(application)]


def application_date(application: TitleApplication) -> datetime.date:
    """The day the federation submitted the application, which chooses the application rules; for one not
    submitted yet the day it was started (a draft not yet saved: today)."""
    if application.submitted_on:
        return application.submitted_on
    return timezone.localdate(application.created_at) if application.created_at else timezone.localdate()


def _check_two_norms(count: int, edition: Edition) -> Check:
    """1.5 (1.50 in 2009, §1 in 2001): a title by norms needs two norms or more (1990 checks its own 1.11)."""
    text = message(
        ngettext_lazy("%(count)s norm(s), at least %(needed)s needed", "%(count)s norm(s), at least %(needed)s needed", "count"),
        count=count, needed=MINIMUM_NORMS,
    )
    return Check(edition.rule(Rule.TOTAL_GAMES), count >= MINIMUM_NORMS, text)


def _check_reported_and_rated(application: TitleApplication) -> Check:
    unrated = [
        norm.entry.upload.tournament.name
        for norm in application.norms.select_related("entry__upload__tournament")
        if not norm.entry.upload.tournament.rated_by_fide
    ]
    return check_events_rated(unrated)


def _record(norm: NormResult) -> NormRecord:
    tournament = norm.entry.upload.tournament
    return NormRecord(
        title=norm.title,
        edition=norm.edition,
        start_date=tournament.start_date,
        end_date=tournament.end_date,
        counts_as_games=norm.counts_as_games,
        exemption_used=norm.exemption_used or None,
        eight_of_nine=is_eight_of_nine_norm(norm.edition, (check["rule"] for check in norm.checks)),
        system=SYSTEMS[tournament.system],
        flags=event_flags(tournament.event_kind),
        round_dates=tuple(day for day in tournament.rounds.values_list("date", flat=True) if day),
        event=tournament.name,
        quick_finish=_quick_finish(tournament.clock_setting),
    )


def _quick_finish(clock_setting: str) -> bool:
    """1990 §5.5: played at 40 moves in 2 hours, then the rest in 1 hour."""
    try:
        return bool(clock_setting) and parse_clock_setting(clock_setting) == QUICK_FINISH
    except ClockSettingError:
        return False


def _external_record(norm: ExternalNorm) -> NormRecord:
    """An outside norm as its certificate describes it; its smallest round stands for every round (1.5.6a)."""
    smallest = (
        (RoundField(norm.smallest_round_field, norm.smallest_round_average),) if norm.smallest_round_field else ()
    )
    return NormRecord(
        title=norm.title,
        edition=norm.edition,
        start_date=norm.event_start,
        end_date=norm.event_end,
        counts_as_games=norm.counts_as_games,
        exemption_used=norm.exemption_used or None,
        system=SYSTEMS[norm.system],
        flags=event_flags(norm.event_kind),
        round_dates=tuple(datetime.date.fromisoformat(day) for day in norm.round_dates),
        field_by_round=smallest,
        event=norm.event_name,
    )


def _championship_record(result: ChampionshipResult, title: str) -> NormRecord | None:
    """A championship result that the 1.2 tables count as a norm (of 9, 13 or 20 games)."""
    counting = NORMS_COUNTING_FOR[title]
    verdicts = [v for v in result.verdicts if v["achieved"] and v["counts_as_games"] and v["title"] in counting]
    if not verdicts:
        return None
    verdict = min(verdicts, key=lambda v: counting.index(v["title"]))
    day = result.event_end or datetime.date.today()
    return NormRecord(
        title=verdict["title"],
        edition=edition_for(day).name,
        start_date=day,
        end_date=day,
        counts_as_games=verdict["counts_as_games"],
        event=result.event_name or result.event_kind,
    )


def _lists_and_congresses(application: TitleApplication) -> dict:
    """1990 1.11: the player's published list ratings, the latest list recorded and the FIDE Congress dates,
    for the rating in force when the Congress considers the application."""
    published = RatingEntry.objects.filter(kind=RatingEntry.Kind.PUBLISHED)
    return {
        "list_ratings": tuple(
            RatingRecord(rating=rating, reached_on=period)
            for rating, period in published.filter(player=application.player).values_list("rating", "period")
        ),
        "lists_recorded_until": published.aggregate(latest=Max("period"))["latest"],
        "congresses": tuple(FideCongress.objects.values_list("held_on", flat=True)),
    }


def _rating(application: TitleApplication) -> RatingRecord | None:
    if application.title_rating is None:
        return None
    reached_on = application.title_rating_reached_on or datetime.date.today()
    games = RatingEntry.objects.filter(player=application.player, period__lte=reached_on).aggregate(total=Sum("games"))
    return RatingRecord(rating=application.title_rating, reached_on=reached_on, rated_games=games["total"])
