"""When facts change after an event (a title confirmed late, a corrected rating, a federation fixed), judge again
exactly the tournaments and applications they touch, and tell the player and the officers what changed."""

from dataclasses import dataclass, field

from django.db import transaction
from django.urls import reverse
from django.utils.translation import gettext_lazy, gettext_noop

from lib.messages import stored
from notifications.models import Notification
from notifications.services import notification_send
from players.models import FederationOfficer
from tournaments.models import ResultUpload, Tournament
from tournaments.selectors import upload_current
from trf import parse_trf

from .application_services import EDITABLE_STATES, application_refresh
from .events import norms_judged_again
from .models import NormResult, TitleApplication
from .services import entries_evaluate_norms


@dataclass
class Reevaluation:
    uploads: list[int] = field(default_factory=list)
    applications: list[int] = field(default_factory=list)
    changed: list[NormResult] = field(default_factory=list)


def players_facts_changed(*, player_ids: list[int]) -> Reevaluation:
    report = Reevaluation()
    for upload in _current_uploads_with(player_ids):
        report.uploads.append(upload.pk)
        report.changed += _judge_again(upload)
    for application in TitleApplication.objects.filter(player_id__in=player_ids, state__in=EDITABLE_STATES):
        application_refresh(application=application)
        report.applications.append(application.pk)
    for norm in report.changed:
        _announce_change(norm)
    return report


def tournament_facts_changed(*, tournament_id: int) -> Reevaluation:
    """The registration changed (dates, system, rounds, approvals): judge the current results again."""
    report = Reevaluation()
    upload = upload_current(tournament=Tournament.objects.get(pk=tournament_id))
    if upload is None:
        return report
    report.uploads.append(upload.pk)
    report.changed += _judge_again(upload)
    player_ids = list(upload.entries.values_list("player_id", flat=True))
    for application in TitleApplication.objects.filter(player_id__in=player_ids, state__in=EDITABLE_STATES):
        application_refresh(application=application)
        report.applications.append(application.pk)
    for norm in report.changed:
        _announce_change(norm)
    return report


def _current_uploads_with(player_ids: list[int]) -> list[ResultUpload]:
    touched = ResultUpload.objects.filter(entries__player_id__in=player_ids).select_related("tournament").distinct()
    current = {upload_current(tournament=upload.tournament) for upload in touched}
    return sorted((upload for upload in current if upload is not None), key=lambda upload: upload.pk)


def _judge_again(upload: ResultUpload) -> list[NormResult]:
    before = {(norm.entry_id, norm.title): norm.achieved for norm in NormResult.objects.filter(entry__upload=upload)}
    with transaction.atomic():
        entries = list(upload.entries.all())
        after = entries_evaluate_norms(tournament=upload.tournament, document=parse_trf(bytes(upload.raw)), entries=entries)
        norms_judged_again.announce(upload.pk)
    return [norm for norm in after if before.get((norm.entry_id, norm.title)) != norm.achieved]


def _announce_change(norm: NormResult) -> None:
    entry = NormResult.objects.select_related("entry__player__user", "entry__upload__tournament").get(pk=norm.pk).entry
    verdict = gettext_lazy("now achieved") if norm.achieved else gettext_lazy("no longer achieved")
    subject = stored(gettext_noop("%(title)s norm of %(player)s in %(tournament)s: %(verdict)s"),
                     title=norm.title, player=entry.name, tournament=entry.upload.tournament.name, verdict=verdict)
    recipients = [officer.user for officer in FederationOfficer.objects.filter(federation=entry.player.federation_id)]
    if entry.player.user:
        recipients.append(entry.player.user)
    for recipient in recipients:
        notification_send(
            recipient=recipient, kind=Notification.Kind.NORM_FOUND,
            key=f"verdict-changed:{entry.upload_id}:{entry.player_id}:{norm.title}:{norm.achieved}",
            subject=subject, body=stored(gettext_noop("Facts about the players changed after the event, and the norm was judged again.")),
            link=reverse("titles:norm_detail", args=[norm.pk]), about=entry.name, about_link=entry.player.get_absolute_url(),
        )
