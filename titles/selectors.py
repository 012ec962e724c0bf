"""Reads for titles: current norms, and the norms and ratings a title application can rest on."""

from dataclasses import dataclass
from datetime import date

from django.db.models import Count, OuterRef, Q, QuerySet, Subquery
from django.utils.translation import gettext_noop

from players.models import Player, RatingEntry
from regulations.applications import NORMS_COUNTING_FOR, TITLE_RATING
from regulations.editions import edition_choice
from regulations.messages import Message, message
from tournaments.models import ResultUpload, Tournament

from .administration import tournament_reporting_status
from .models import NormResult


def current_norm_results() -> QuerySet[NormResult]:
    """Norm results of each tournament's current (newest evaluated) upload only."""
    current_upload = (
        ResultUpload.objects.filter(tournament=OuterRef("entry__upload__tournament"), status=ResultUpload.Status.EVALUATED)
        .order_by("-version")
        .values("pk")[:1]
    )
    return NormResult.objects.filter(entry__upload=Subquery(current_upload))


def norms_available(*, player: Player, title: str) -> list[NormResult]:
    """One achieved norm per tournament in its current results (1.54: valid for life): the verdict on the title
    itself, else the verdict on a higher title whose norm counts for it (1.5.2)."""
    counting = NORMS_COUNTING_FOR[title]
    norms = (
        current_norm_results()
        .filter(entry__player=player, title__in=counting, achieved=True)
        .select_related("entry__upload__tournament")
        .order_by("entry__upload__tournament__start_date")
    )
    by_entry: dict[int, NormResult] = {}
    for norm in norms:
        kept = by_entry.get(norm.entry_id)
        if kept is None or counting.index(norm.title) < counting.index(kept.title):
            by_entry[norm.entry_id] = norm
    return list(by_entry.values())


def best_title_rating(*, player: Player, title: str) -> RatingEntry | None:
    """The earliest rating (published or interim, 1.52–1.52a) at or above the title rating, if any."""
    return player.ratings.filter(rating__gte=TITLE_RATING[title]).order_by("period").first()


def player_forecasts(*, player: Player) -> list[NormResult]:
    """Estimates for the tournaments the player is playing now (results uploaded with rounds to go)."""
    return list(
        current_norm_results()
        .filter(entry__player=player, forecast__isnull=False, forecast__reachable=True)
        .select_related("entry__upload__tournament")
        .order_by("-entry__upload__tournament__start_date", "title")
    )


def edition_reason(*, norms: list[NormResult], start_date) -> Message:
    """Which edition judged these norms and why (1.53, 10.11: the regulations in force when the tournament
    started), as the norm page says it (to be shown with the ``message_text`` filter)."""
    edition, why = edition_choice(start_date)
    other = sorted({norm.edition for norm in norms} - {edition.name})
    if not other:
        return why
    return message(
        gettext_noop("%(why)s; judged instead by edition %(editions)s, chosen by name"), why=why,
        editions=", ".join(other),
    )


@dataclass(frozen=True)
class TournamentState:
    """A chief arbiter's tournament as his home page lists it."""

    tournament: Tournament
    report_due: date
    reported: bool
    current: ResultUpload | None
    rounds_played: int
    refused: int
    norms: int


def arbiter_tournament_states(*, tournaments) -> list[TournamentState]:
    """Each tournament's report due date (1.92), current results version and rounds played, refused files (at the
    door or by the worker) and norms found in the current version."""
    tournaments = list(
        tournaments.select_related("host_federation").annotate(
            # Files refused at the door (no version) and versions the worker rejected: the arbiter owes a file.
            refused=Count("uploads", filter=Q(uploads__status=ResultUpload.Status.REJECTED), distinct=True)
            + Count("refused_uploads", distinct=True)
        )
    )
    states = []
    for tournament in tournaments:
        current = tournament.uploads.filter(status=ResultUpload.Status.EVALUATED).order_by("-version").first()
        status = tournament_reporting_status(tournament=tournament)
        states.append(
            TournamentState(
                tournament=tournament,
                report_due=status.report_due,
                reported=current is not None,
                current=current,
                rounds_played=current.summary.get("rounds_played", 0) if current else 0,
                refused=tournament.refused,
                norms=NormResult.objects.filter(entry__upload=current, achieved=True).count() if current else 0,
            )
        )
    return states
