"""Reads for the federation officer's desk. Every list is one query, whatever the federation's size."""

from dataclasses import dataclass
from datetime import date

from django.db.models import Exists, F, Max, OuterRef, Q, QuerySet, Subquery

from titles.models import NormResult
from tournaments.models import Entry, ResultUpload, Tournament
from tournaments.reporting import REPORT_WITHIN

from .models import Federation, Player

# 1.3: the rating titles and the published or interim rating that gives each.
RATING_TITLES = (("FM", 2300, "m"), ("CM", 2200, "m"), ("WFM", 2100, "f"), ("WCM", 2000, "f"))
# Titles that make a rating title pointless: a holder of any of them does not need it.
RATING_TITLE_COVERED_BY = {
    "FM": {"GM", "IM", "FM"},
    "CM": {"GM", "IM", "FM", "CM"},
    "WFM": {"GM", "IM", "FM", "WGM", "WIM", "WFM"},
    "WCM": {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"},
}


@dataclass(frozen=True)
class AwaitingReport:
    tournament: Tournament
    report_due: date
    last_status: str | None

    @property
    def overdue(self) -> bool:
        return self.report_due < date.today()


def federation_tournaments(federation: Federation) -> QuerySet[Tournament]:
    return Tournament.objects.filter(Q(host_federation=federation) | Q(organising_federation=federation))


def desk_awaiting_reports(federation: Federation, *, order: str = "report_due") -> list[AwaitingReport]:
    latest_status = ResultUpload.objects.filter(tournament=OuterRef("pk")).order_by("-version").values("status")[:1]
    evaluated = ResultUpload.objects.filter(tournament=OuterRef("pk"), status=ResultUpload.Status.EVALUATED)
    tournaments = (
        federation_tournaments(federation)
        .annotate(last_status=Subquery(latest_status), reported=Exists(evaluated))
        .filter(reported=False)
        .select_related("host_federation", "chief_arbiter")
    )
    rows = [AwaitingReport(t, t.end_date + REPORT_WITHIN, t.last_status) for t in tournaments]
    key = {"report_due": lambda row: row.report_due, "name": lambda row: row.tournament.name.lower()}[order]
    return sorted(rows, key=key)


def current_norm_results() -> QuerySet[NormResult]:
    """Norm results of each tournament's current (newest evaluated) upload only."""
    current_upload = (
        ResultUpload.objects.filter(tournament=OuterRef("entry__upload__tournament"), status=ResultUpload.Status.EVALUATED)
        .order_by("-version")
        .values("pk")[:1]
    )
    return NormResult.objects.filter(entry__upload=Subquery(current_upload))


def desk_register_differences(federation: Federation, *, limit: int = 200) -> QuerySet[Entry]:
    """Entries of the federation's registered players whose current results file describes them otherwise
    (another federation, name, sex or birth date): the officer corrects the register or the arbiter the file."""
    current_upload = (
        ResultUpload.objects.filter(tournament=OuterRef("upload__tournament"), status=ResultUpload.Status.EVALUATED)
        .order_by("-version")
        .values("pk")[:1]
    )
    differs = (
        (~Q(federation_code="") & ~Q(federation_code=federation.code))
        | ~Q(name=F("player__name"))
        | (~Q(sex="") & ~Q(sex=F("player__sex")))
        | (Q(birth_date__isnull=False, player__birth_date__isnull=False) & ~Q(birth_date=F("player__birth_date")))
    )
    return (
        Entry.objects.filter(player__federation=federation, upload=Subquery(current_upload))
        .filter(differs)
        .select_related("player", "upload__tournament")
        .order_by("player__name", "-upload__tournament__start_date")[:limit]
    )


def desk_new_norms(federation: Federation, *, limit: int = 200) -> QuerySet[NormResult]:
    """Achieved norms of the federation's players in each tournament's current results."""
    return (
        current_norm_results()
        .filter(achieved=True, entry__player__federation=federation)
        .select_related("entry__player", "entry__upload__tournament")
        .order_by("-entry__upload__tournament__end_date", "entry__name")[:limit]
    )


def desk_rating_title_candidates(federation: Federation) -> list[tuple[Player, str, int]]:
    """Players whose best rating gives a rating title (1.3) they do not hold yet, for the officer to confirm."""
    players = (
        Player.objects.filter(federation=federation)
        .annotate(best_rating=Max("ratings__rating"))
        .filter(best_rating__gte=min(threshold for _title, threshold, _sex in RATING_TITLES))
        .prefetch_related("titles")
    )
    candidates = []
    for player in players:
        held = {title.title for title in player.titles.all()}
        for title, threshold, sex in RATING_TITLES:
            if (sex == "m" or player.sex == "f") and player.best_rating >= threshold and not held & RATING_TITLE_COVERED_BY[title]:
                candidates.append((player, title, player.best_rating))
                break
    return candidates


def desk_rejected_uploads(federation: Federation) -> QuerySet[ResultUpload]:
    """Latest versions that were rejected: the arbiter owes a corrected file."""
    newer = ResultUpload.objects.filter(tournament=OuterRef("tournament"), version__gt=OuterRef("version"))
    return (
        ResultUpload.objects.filter(tournament__in=federation_tournaments(federation), status=ResultUpload.Status.REJECTED)
        .exclude(Exists(newer))
        .select_related("tournament")
        .order_by("status_changed_at")
    )



def player_forecasts(player: Player) -> list[NormResult]:
    """Estimates for the tournaments the player is playing now (results uploaded with rounds to go)."""
    return list(
        current_norm_results()
        .filter(entry__player=player, forecast__isnull=False, forecast__reachable=True)
        .select_related("entry__upload__tournament")
        .order_by("-entry__upload__tournament__start_date", "title")
    )


def desk_player_search(federation: Federation, query: str = "") -> QuerySet[Player]:
    """The federation's players whose name holds every word of the query, or whose FIDE ID it is."""
    players = Player.objects.filter(federation=federation)
    words = query.replace(",", " ").split()
    if words:
        by_name = Q()
        for word in words:
            by_name &= Q(name__icontains=word)
        players = players.filter(by_name | Q(fide_id=int(query)) if query.isdigit() else by_name)
    return players.order_by("name", "pk")
