"""Telling players and their federations' officers about new norms."""

from django.urls import reverse
from django.utils.translation import gettext as _

from notifications.models import Notification
from notifications.services import notification_send
from players.models import FederationOfficer
from tournaments.models import ResultUpload
from tournaments.selectors import upload_previous_evaluated

from .models import NormResult


def upload_announce_new_norms(*, upload_id: int) -> list[Notification]:
    """After an upload is evaluated: players and their officers hear of its achieved norms. A correction
    announces only the verdicts it changed: a norm the version current before it already had is not news."""
    norms = NormResult.objects.filter(entry__upload_id=upload_id, achieved=True).select_related(
        "entry__player__user", "entry__player__federation", "entry__upload__tournament"
    )
    already = _norms_of_previous_version(upload_id)
    return [
        note for norm in norms if (norm.entry.player_id, norm.title) not in already for note in _announce_norm(norm) if note
    ]


def _norms_of_previous_version(upload_id: int) -> set[tuple[int, str]]:
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    previous = upload_previous_evaluated(upload=upload)
    if previous is None:
        return set()
    return set(
        NormResult.objects.filter(entry__upload=previous, achieved=True).values_list("entry__player_id", "title")
    )


def _announce_norm(norm: NormResult) -> list[Notification | None]:
    """One notification per player, title and version that gained the norm: the same version announced twice
    (a task run again) notifies once; a norm lost in one correction and found again in a later one is news."""
    player = norm.entry.player
    tournament = norm.entry.upload.tournament
    subject = _("%(title)s norm: %(player)s in %(tournament)s") % {
        "title": norm.title, "player": player.name, "tournament": tournament.name}
    body = _("%(score)s points in %(games)s games, average %(average)s, performance %(performance)s (%(edition)s regulations).") % {
        "score": norm.score, "games": norm.games, "average": norm.average_rating,
        "performance": norm.performance, "edition": norm.edition}
    recipients = [officer.user for officer in FederationOfficer.objects.filter(federation=player.federation_id).select_related("user")]
    if player.user:
        recipients.append(player.user)
    return [
        notification_send(recipient=recipient, kind=Notification.Kind.NORM_FOUND,
                          key=f"norm:{tournament.pk}:{player.pk}:{norm.title}:v{norm.entry.upload.version}", subject=subject, body=body,
                          link=reverse("titles:norm_detail", args=[norm.pk]),
                          about=player.name, about_link=player.get_absolute_url())
        for recipient in recipients
    ]
