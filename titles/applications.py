"""Title applications (1.5, 1.10): proposing norms, checking, and the workflow from draft to award."""

import dataclasses
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from players.access import is_officer_of, officer_federation_id
from players.models import Player, PlayerTitle, RatingEntry

from .models import ApplicationEvent, ExternalNorm, NormResult, TitleApplication
from .tasks import enqueue_reevaluation

State = TitleApplication.State

# Who may move an application from one state to the next. "federation": an officer of its federation;
# "applicant": that officer, or the player when the player applies directly (1.10.2).
TRANSITIONS: dict[tuple[str, str], str] = {
    (State.DRAFT, State.SUBMITTED): "applicant",
    (State.SUBMITTED, State.DRAFT): "applicant",
    (State.SUBMITTED, State.SENT): "applicant",
    (State.SENT, State.APPROVED): "federation",
    (State.SENT, State.REJECTED): "federation",
    (State.REJECTED, State.DRAFT): "applicant",
    (State.APPROVED, State.AWARDED): "federation",
}


def may_act(user, application: TitleApplication, role: str) -> bool:
    if is_officer_of(user, application.federation_id):
        return True
    return role == "applicant" and application.applied_by_player and application.player.user_id == user.pk


def applications_visible_to(user):
    """Applications this user may read: their federation's, their own, or all for staff."""
    if user.is_staff:
        return TitleApplication.objects.all()
    return TitleApplication.objects.filter(Q(player__user=user) | Q(federation_id=officer_federation_id(user)))


def application_start(*, player: Player, title: str, actor, applied_by_player: bool = False) -> TitleApplication:
    """Open a draft with the best set of norms proposed and checked."""
    if not is_officer_of(actor, player.federation_id) and not (applied_by_player and player.user_id == actor.pk):
        raise PermissionDenied
    with transaction.atomic():
        application = TitleApplication.objects.create(
            player=player, title=title, federation_id=player.federation_id, applied_by_player=applied_by_player,
            created_by=actor,
        )
        ApplicationEvent.objects.create(application=application, to_state=State.DRAFT, actor=actor, note=_("started"))
        application.norms.set(norms_available(player, title))
        application.external_norms.set(ExternalNorm.objects.filter(player=player, title=title))
        application_refresh(application=application)
    return application


def norms_available(player: Player, title: str) -> list[NormResult]:
    """Achieved norms of this title in each tournament's current results (1.54: valid for life)."""
    norms = (
        NormResult.objects.filter(entry__player=player, title=title, achieved=True)
        .select_related("entry__upload__tournament")
        .order_by("entry__upload__tournament__start_date", "-entry__upload__version")
    )
    current: dict[int, NormResult] = {}
    for norm in norms:
        current.setdefault(norm.entry.upload.tournament_id, norm)
    return list(current.values())


def best_title_rating(player: Player, title: str) -> RatingEntry | None:
    """The earliest rating (published or interim, 1.52–1.52a) at or above the title rating, if any."""
    from .regulations.applications import TITLE_RATING

    return player.ratings.filter(rating__gte=TITLE_RATING[title]).order_by("period").first()


def application_refresh(*, application: TitleApplication) -> TitleApplication:
    """Recompute the title rating and every check; what a draft shows and what submission requires."""
    from .application_checks import application_checks

    player = application.player
    reached = best_title_rating(player, application.title) or player.ratings.order_by("-rating", "period").first()
    application.title_rating = reached.rating if reached else None
    application.title_rating_reached_on = reached.period if reached else None
    application.checks = [dataclasses.asdict(check) for check in application_checks(application)]
    application.save(update_fields=["title_rating", "title_rating_reached_on", "checks"])
    return application


@dataclass(frozen=True)
class Decision:
    on: date | None = None
    reason: str = ""
    refused_norm_ids: tuple[int, ...] = ()


def application_transition(*, application: TitleApplication, to_state: str, actor, note: str = "",
                           decision: Decision = Decision()) -> TitleApplication:
    role = TRANSITIONS.get((application.state, to_state))
    if role is None:
        raise ValidationError(_("An application cannot go from %(from)s to %(to)s.") % {"from": application.state, "to": to_state})
    if not may_act(actor, application, role):
        raise PermissionDenied
    with transaction.atomic():
        application = TitleApplication.objects.select_for_update().get(pk=application.pk)
        if to_state == State.SUBMITTED:
            application_refresh(application=application)
            if not application.passes_checks:
                raise ValidationError(_("The application does not pass its checks yet."))
        if to_state in {State.APPROVED, State.REJECTED}:
            _record_decision(application, decision)
        if to_state == State.AWARDED:
            title_award(application=application)
        ApplicationEvent.objects.create(
            application=application, from_state=application.state, to_state=to_state, actor=actor, note=note or decision.reason
        )
        application.state = to_state
        application.save(update_fields=["state"])
    return application


def _record_decision(application: TitleApplication, decision: Decision) -> None:
    application.decision_on = decision.on or timezone.localdate()
    application.decision_reason = decision.reason
    application.save(update_fields=["decision_on", "decision_reason"])
    application.refused_norms.set(application.norms.filter(pk__in=decision.refused_norm_ids))


def title_award(*, application: TitleApplication) -> PlayerTitle:
    """0.4: the title takes effect on confirmation; 0.44: achieved when the last norm or the rating came, the later."""
    last_norm = max(
        [norm.entry.upload.tournament.end_date for norm in application.norms.select_related("entry__upload__tournament")]
        + [norm.event_end for norm in application.external_norms.all()],
        default=None,
    )
    achieved = max(day for day in (last_norm, application.title_rating_reached_on) if day) if last_norm else None
    title, _created = PlayerTitle.objects.update_or_create(
        player=application.player,
        title=application.title,
        defaults={"confirmed_on": application.decision_on, "achieved_on": achieved},
    )
    enqueue_reevaluation([application.player_id])
    return title


def application_package(*, application: TitleApplication) -> bytes:
    """What goes to FIDE: the IT2 form, the IT1 certificate of every norm, and the scans of outside norms."""
    from certificates.services import certificate_issue, title_application_render

    norms = list(application.norms.select_related("entry__upload__tournament", "entry__player"))
    certificates = [certificate_issue(norm_result=norm)[0] for norm in norms]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(
            f"IT2-{application.title}-{slugify(application.player.name, allow_unicode=True)}.pdf",
            title_application_render(player=application.player, title=application.title, norm_results=norms),
        )
        # References are unique where file names by start number are not (the same player in several events).
        for certificate in certificates:
            archive.writestr(f"IT1/{certificate.reference}.pdf", bytes(certificate.pdf))
        for norm in application.external_norms.all():
            archive.writestr(f"IT1-outside/{norm.pk}-{Path(norm.certificate_scan.name).name}", norm.certificate_scan.read())
    return buffer.getvalue()
