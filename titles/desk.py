"""Reads for the federation officer's desk. Every list is one query, whatever the federation's size."""

from dataclasses import dataclass
from datetime import date

from auditlog.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db.models import Exists, F, Max, OuterRef, Q, QuerySet, Subquery
from django.utils.translation import gettext as _

from players.models import Federation, Player
from players.selectors import players_matching
from regulations import edition_for
from regulations.applications import RATING_TITLES, RATING_TITLES_FOR_ALL
from tournaments.models import Entry, ResultUpload, Tournament

from .models import NormResult
from .selectors import current_norm_results

ORDERS = {"report_due", "name"}
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


def federation_tournaments(*, federation: Federation) -> QuerySet[Tournament]:
    return Tournament.objects.filter(Q(host_federation=federation) | Q(organising_federation=federation))


def desk_awaiting_reports(*, federation: Federation, order: str = "report_due") -> list[AwaitingReport]:
    latest_status = ResultUpload.objects.filter(tournament=OuterRef("pk")).order_by("-version").values("status")[:1]
    evaluated = ResultUpload.objects.filter(tournament=OuterRef("pk"), status=ResultUpload.Status.EVALUATED)
    tournaments = (
        federation_tournaments(federation=federation)
        .annotate(last_status=Subquery(latest_status), reported=Exists(evaluated))
        .filter(reported=False)
        .select_related("host_federation", "chief_arbiter")
    )
    rows = [
        AwaitingReport(t, t.end_date + edition_for(t.start_date).reporting.report_within, t.last_status)
        for t in tournaments
    ]
    key = {"report_due": lambda row: row.report_due, "name": lambda row: row.tournament.name.lower()}[order]
    return sorted(rows, key=key)


def desk_register_differences(*, federation: Federation, limit: int = 200) -> QuerySet[Entry]:
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


def desk_new_norms(*, federation: Federation, limit: int = 200) -> QuerySet[NormResult]:
    """Achieved norms of the federation's players in each tournament's current results."""
    return (
        current_norm_results()
        .filter(achieved=True, entry__player__federation=federation)
        .select_related("entry__player", "entry__upload__tournament")
        .order_by("-entry__upload__tournament__end_date", "entry__name")[:limit]
    )


def desk_rating_title_candidates(*, federation: Federation) -> list[tuple[Player, str, int]]:
    """Players whose best rating gives a rating title (1.3) they do not hold yet, for the officer to confirm."""
    players = (
        Player.objects.filter(federation=federation)
        .annotate(best_rating=Max("ratings__rating"))
        .filter(best_rating__gte=min(RATING_TITLES.values()))
        .prefetch_related("titles")
    )
    candidates = []
    for player in players:
        held = {title.title for title in player.titles.all()}
        for title, threshold in RATING_TITLES.items():
            open_to_player = title in RATING_TITLES_FOR_ALL or player.sex == "f"
            if open_to_player and player.best_rating >= threshold and not held & RATING_TITLE_COVERED_BY[title]:
                candidates.append((player, title, player.best_rating))
                break
    return candidates


def desk_rejected_uploads(*, federation: Federation) -> QuerySet[ResultUpload]:
    """Latest versions that were rejected: the arbiter owes a corrected file."""
    newer = ResultUpload.objects.filter(tournament=OuterRef("tournament"), version__gt=OuterRef("version"))
    return (
        ResultUpload.objects.filter(tournament__in=federation_tournaments(federation=federation), status=ResultUpload.Status.REJECTED)
        .exclude(Exists(newer))
        .select_related("tournament")
        .order_by("status_changed_at")
    )


def desk_sections(*, federation: Federation, order: str = "report_due", overdue_only: bool = False) -> dict[str, list]:
    """Everything the desk shows, by section; each section is also a CSV export."""
    awaiting = desk_awaiting_reports(federation=federation, order=order)
    return {
        "awaiting": [row for row in awaiting if row.overdue] if overdue_only else awaiting,
        "rejected": list(desk_rejected_uploads(federation=federation)),
        "norms": list(desk_new_norms(federation=federation)),
        "differences": list(desk_register_differences(federation=federation)),
        "candidates": desk_rating_title_candidates(federation=federation),
    }


CSV_COLUMNS = {
    "awaiting": (
        lambda: [_("tournament"), _("start"), _("end"), _("report due"), _("overdue"), _("last upload")],
        lambda row: [row.tournament.name, row.tournament.start_date, row.tournament.end_date, row.report_due, row.overdue, row.last_status or ""],
    ),
    "rejected": (
        lambda: [_("tournament"), _("version"), _("rejected at"), _("error")],
        lambda upload: [upload.tournament.name, upload.version, upload.status_changed_at, (upload.errors or [{}])[0].get("message", "")],
    ),
    "norms": (
        lambda: [_("player"), _("FIDE ID"), _("title"), _("tournament"), _("games"), _("score"), _("average"), _("performance"), _("edition")],
        lambda norm: [norm.entry.name, norm.entry.player.fide_id, norm.title, norm.entry.upload.tournament.name, norm.games, norm.score, norm.average_rating, norm.performance, norm.edition],
    ),
    "differences": (
        lambda: [_("player"), _("FIDE ID"), _("tournament"), _("name in the file"), _("federation in the file"), _("federation in the register")],
        lambda entry: [entry.player.name, entry.player.fide_id, entry.upload.tournament.name, entry.name, entry.federation_code, entry.player.federation.code],
    ),
    "candidates": (
        lambda: [_("player"), _("FIDE ID"), _("title"), _("best rating")],
        lambda row: [row[0].name, row[0].fide_id, row[1], row[2]],
    ),
}


def desk_player_search(*, federation: Federation, query: str = "") -> QuerySet[Player]:
    """The federation's players whose name holds every word of the query, or whose FIDE ID it is."""
    return players_matching(Player.objects.filter(federation=federation), query)

def player_history(*, player: Player) -> QuerySet:
    """The audit trail of a player: their register entry, every audited record that names them (titles,
    ratings, norms from other events, applications, national categories) and their norm verdicts in results
    files, newest first."""
    norms = NormResult.objects.filter(entry__player=player).values("pk")
    return (
        LogEntry.objects.filter(
            Q(content_type=ContentType.objects.get_for_model(Player), object_id=player.pk)
            | Q(serialized_data__fields__player=player.pk)
            | Q(content_type=ContentType.objects.get_for_model(NormResult), object_id__in=norms)
        )
        .select_related("actor", "content_type")
        .order_by("-timestamp", "-pk")
    )
