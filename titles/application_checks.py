"""Maps a stored application onto the pure application rules of the edition in force (titles.regulations)."""

import datetime

from django.db.models import Sum

from players.models import RatingEntry

from .models import ExternalNorm, NormResult, TitleApplication
from .regulations import Check
from .regulations.applications import (
    NormApplication,
    NormRecord,
    RatingRecord,
    check_events_rated,
    check_norm_count,
    norm_application_checks,
)
from .regulations.editions import Rule, get_edition
from .services import SYSTEMS, event_flags


def application_checks(application: TitleApplication) -> list[Check]:
    norms = [_record(norm) for norm in application.norms.select_related("entry__upload__tournament")]
    norms += [_external_record(norm) for norm in application.external_norms.all()]
    facts = NormApplication(title=application.title, norms=tuple(norms), highest_rating=_rating(application))
    unrated = [
        norm.entry.upload.tournament.name
        for norm in application.norms.select_related("entry__upload__tournament")
        if not norm.entry.upload.tournament.rated_by_fide
    ]
    return [check_norm_count(len(norms)), *norm_application_checks(facts), check_events_rated(unrated)]


def _record(norm: NormResult) -> NormRecord:
    tournament = norm.entry.upload.tournament
    eight_of_nine_rule = _eight_of_nine_rule(norm.edition)
    return NormRecord(
        title=norm.title,
        edition=norm.edition,
        start_date=tournament.start_date,
        end_date=tournament.end_date,
        counts_as_games=norm.counts_as_games,
        exemption_used=norm.exemption_used or None,
        eight_of_nine=bool(eight_of_nine_rule) and any(check["rule"] == eight_of_nine_rule for check in norm.checks),
        system=SYSTEMS[tournament.system],
        flags=event_flags(tournament.event_kind),
        round_dates=tuple(day for day in tournament.rounds.values_list("date", flat=True) if day),
        event=tournament.name,
    )


def _eight_of_nine_rule(edition_name: str) -> str | None:
    edition = get_edition(edition_name)
    return edition.rule(Rule.EIGHT_OF_NINE) if edition.has(Rule.EIGHT_OF_NINE) else None


def _external_record(norm: ExternalNorm) -> NormRecord:
    return NormRecord(
        title=norm.title,
        edition=norm.edition,
        start_date=norm.event_start,
        end_date=norm.event_end,
        counts_as_games=norm.counts_as_games,
        exemption_used=norm.exemption_used or None,
        round_dates=tuple(datetime.date.fromisoformat(day) for day in norm.round_dates),
        event=norm.event_name,
    )


def _rating(application: TitleApplication) -> RatingRecord | None:
    if application.title_rating is None:
        return None
    reached_on = application.title_rating_reached_on or datetime.date.today()
    games = RatingEntry.objects.filter(player=application.player, period__lte=reached_on).aggregate(total=Sum("games"))
    return RatingRecord(rating=application.title_rating, reached_on=reached_on, rated_games=games["total"])
