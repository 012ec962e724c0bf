"""Title applications (1.5, 1.10): proposing norms, checking, and the workflow from draft to award."""

import dataclasses
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from players.access import is_officer_of
from players.models import Player, PlayerTitle

from .access import may_act
from .models import ApplicationEvent, ExternalNorm, TitleApplication
from .selectors import best_title_rating, norms_available
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
