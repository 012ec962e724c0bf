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
from tournaments.models import Entry, RefusedUpload, ResultUpload, Tournament

from .application_services import application_waiting_for, application_waits_on
from .models import NormResult, TitleApplication
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


@dataclass(frozen=True)
class QueuedApplication:
    """An open application on the desk: who must act next, and whether it is this officer."""

    application: TitleApplication
    waiting_for: str
    yours: bool


# The order in which the desk lists open applications: the furthest along first.
QUEUE_ORDER = [
    TitleApplication.State.APPROVED, TitleApplication.State.SENT, TitleApplication.State.SUBMITTED,
    TitleApplication.State.DRAFT, TitleApplication.State.DECLINED, TitleApplication.State.REQUESTED,
]


def _open_applications(federation: Federation) -> QuerySet[TitleApplication]:
    return (
        TitleApplication.objects.filter(federation=federation)
        .exclude(state__in=TitleApplication.CLOSED_STATES)
        .select_related("player", "candidate__arbiter", "federation", "submitted_by")
    )


def desk_applications(*, federation: Federation, user, requests: bool) -> list[QueuedApplication]:
    """The federation's open applications, the players' requests (``requests``) or the others, each with who must
    act next: one query, whatever their number."""
    applications = _open_applications(federation)
    if requests:
        applications = applications.filter(state=TitleApplication.State.REQUESTED)
    else:
        applications = applications.exclude(state=TitleApplication.State.REQUESTED)
    rows = [
        QueuedApplication(
            application, application_waiting_for(application=application),
            application_waits_on(application=application, user=user),
        )
        for application in applications.order_by("created_at")
    ]
    return sorted(rows, key=lambda row: (not row.yours, QUEUE_ORDER.index(row.application.state)))


def _current_achieved_norms() -> QuerySet[NormResult]:
    return current_norm_results().filter(achieved=True, entry__upload__tournament=OuterRef("pk"))


def desk_reports_to_approve(*, federation: Federation) -> QuerySet[Tournament]:
    """The federation's hosted events whose current results give norms but whose approvals (rated by FIDE, the
    formats and exemptions approved) nobody has recorded yet: the norms' checks wait on them."""
    return (
        Tournament.objects.filter(host_federation=federation, approvals_recorded_at__isnull=True)
        .filter(Exists(_current_achieved_norms()))
        .order_by("end_date", "name")
    )


def desk_late_report_agreements(*, federation: Federation) -> QuerySet[Tournament]:
    """Hosted events whose report was refused as too late, with no agreement of the QC chairman recorded."""
    refused_as_late = RefusedUpload.objects.filter(tournament=OuterRef("pk"), kind=RefusedUpload.Kind.CLOSED)
    return (
        Tournament.objects.filter(host_federation=federation, late_report_approved=False)
        .filter(Exists(refused_as_late))
        .order_by("end_date", "name")
    )


def desk_refused_uploads(*, federation: Federation, limit: int = 50) -> QuerySet[RefusedUpload]:
    """Files of the federation's events refused on arrival and followed by no accepted version since."""
    accepted_since = ResultUpload.objects.filter(tournament=OuterRef("tournament"), uploaded_at__gt=OuterRef("sent_at"))
    return (
        RefusedUpload.objects.filter(tournament__in=federation_tournaments(federation=federation))
        .exclude(Exists(accepted_since))
        .select_related("tournament", "sent_by")
        .order_by("-sent_at")[:limit]
    )


def desk_counts(*, federation: Federation, user) -> dict[str, int]:
    """How many items wait in each section of the queue, for the navigation: a fixed number of queries."""
    applications = _open_applications(federation)
    return {
        "requests": applications.filter(state=TitleApplication.State.REQUESTED).count(),
        "applications": sum(
            1 for application in applications.exclude(state=TitleApplication.State.REQUESTED)
            if application_waits_on(application=application, user=user)
        ),
        "reports_to_approve": desk_reports_to_approve(federation=federation).count(),
        "late_reports": desk_late_report_agreements(federation=federation).count(),
        "refused": desk_refused_uploads(federation=federation).count(),
        "rejected": desk_rejected_uploads(federation=federation).count(),
    }


def desk_sections(*, federation: Federation, user, order: str = "report_due", overdue_only: bool = False) -> dict[str, list]:
    """Everything the desk shows, by section; each section is also a CSV export."""
    awaiting = desk_awaiting_reports(federation=federation, order=order)
    return {
        "requests": desk_applications(federation=federation, user=user, requests=True),
        "applications": desk_applications(federation=federation, user=user, requests=False),
        "reports_to_approve": list(desk_reports_to_approve(federation=federation)),
        "late_reports": list(desk_late_report_agreements(federation=federation)),
        "refused": list(desk_refused_uploads(federation=federation)),
        "awaiting": [row for row in awaiting if row.overdue] if overdue_only else awaiting,
        "rejected": list(desk_rejected_uploads(federation=federation)),
        "norms": list(desk_new_norms(federation=federation)),
        "differences": list(desk_register_differences(federation=federation)),
        "candidates": desk_rating_title_candidates(federation=federation),
    }


CSV_COLUMNS = {
    "requests": (
        lambda: [_("player"), _("title sought"), _("requested on"), _("who must act next")],
        lambda row: [row.application.applicant_name, row.application.title, row.application.created_at.date(), row.waiting_for],
    ),
    "applications": (
        lambda: [_("applicant"), _("title sought"), _("state"), _("who must act next")],
        lambda row: [row.application.applicant_name, row.application.title, row.application.get_state_display(), row.waiting_for],
    ),
    "reports_to_approve": (
        lambda: [_("tournament"), _("start"), _("end")],
        lambda tournament: [tournament.name, tournament.start_date, tournament.end_date],
    ),
    "late_reports": (
        lambda: [_("tournament"), _("start"), _("end")],
        lambda tournament: [tournament.name, tournament.start_date, tournament.end_date],
    ),
    "refused": (
        lambda: [_("tournament"), _("file name"), _("sent at"), _("refused because")],
        lambda refused: [refused.tournament.name, refused.filename, refused.sent_at, refused.get_kind_display()],
    ),
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
