"""Sending notifications: each (recipient, event key) is recorded once and e-mailed once, whatever retries do."""

from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from config.celery_app import send_after_commit

from .models import Notification

# A notice is e-mailed by the task sent when it is committed; the sweep leaves that task this long first.
EMAIL_SWEEP_AFTER = timedelta(minutes=2)


def notification_send(*, recipient, kind: str, key: str, subject: str, body: str, link: str = "") -> Notification | None:
    """Record a notification and have it e-mailed once committed; None when this event was already notified
    to this recipient. The row is the record that an e-mail is owed: it is marked sent only once it was."""
    try:
        with transaction.atomic():
            notification = Notification.objects.create(
                recipient=recipient, kind=kind, key=key[:200], subject=subject[:200], body=body, link=link,
                email_to=recipient.email,
            )
    except IntegrityError:
        return None
    if notification.email_to:
        from .tasks import email_notification

        send_after_commit(email_notification, notification.pk)
    return notification


def notification_email(*, notification_id: int) -> bool:
    """E-mail one notification and mark it sent in the same transaction: a failed send leaves it owed, for the
    task's retry or the sweep. A notification another worker is sending right now is left to that worker."""
    with transaction.atomic():
        notification = (
            Notification.objects.select_for_update(skip_locked=True)
            .filter(pk=notification_id, emailed_at=None)
            .exclude(email_to="")
            .first()
        )
        if notification is None:
            return False
        send_mail(
            notification.subject,
            render_to_string("notifications/email.txt", {"notification": notification, "link": absolute_url(notification.link)}),
            None,
            [notification.email_to],
        )
        notification.emailed_at = timezone.now()
        notification.save(update_fields=["emailed_at"])
    return True


def notifications_email_owed() -> list[int]:
    """Send again the e-mails still owed after a while: their task was lost with a broker or a worker."""
    from .tasks import email_notification

    owed = list(
        Notification.objects.filter(emailed_at=None, created_at__lt=timezone.now() - EMAIL_SWEEP_AFTER)
        .exclude(email_to="")
        .values_list("pk", flat=True)
    )
    for notification_id in owed:
        email_notification.delay(notification_id)
    return owed


def absolute_url(link: str) -> str:
    """Links in e-mails are read outside the site: they carry its address (SITE_URL)."""
    if not link or "://" in link:
        return link
    return settings.SITE_URL.rstrip("/") + "/" + link.lstrip("/")


def notification_mark_read(*, recipient, notification_id: int) -> None:
    Notification.objects.filter(recipient=recipient, pk=notification_id, read_at=None).update(read_at=timezone.now())


def upload_notify_outcome(*, upload) -> list[Notification]:
    """After an upload is judged: the arbiter hears of a rejection; players and their officers of new norms."""
    from tournaments.models import ResultUpload

    if upload.status in {ResultUpload.Status.REJECTED, ResultUpload.Status.FAILED}:
        return [note for note in _notify_rejection(upload) if note]
    if upload.status == ResultUpload.Status.EVALUATED:
        return [note for norm in _new_norms(upload) for note in _notify_norm(norm) if note]
    return []


def _notify_rejection(upload) -> list[Notification | None]:
    """The uploader must correct the file; the officers of the host and organising federations see it waiting."""
    from players.models import FederationOfficer

    tournament = upload.tournament
    uploader = upload.uploaded_by or getattr(tournament.chief_arbiter, "user", None)
    officers = FederationOfficer.objects.filter(
        federation_id__in={tournament.host_federation_id, tournament.organising_federation_id}
    ).select_related("user")
    recipients = {user.pk: user for user in [uploader, *(officer.user for officer in officers)] if user is not None}
    return [_notify_rejection_to(upload, recipient) for recipient in recipients.values()]


def _notify_rejection_to(upload, recipient) -> Notification | None:
    first_error = upload.errors[0] if upload.errors else {}
    return notification_send(
        recipient=recipient,
        kind=Notification.Kind.UPLOAD_REJECTED,
        key=f"upload-rejected:{upload.pk}",
        subject=_("Results of %(tournament)s rejected") % {"tournament": upload.tournament.name},
        body=_("Version %(version)s was not imported: line %(line)s, column %(column)s: %(message)s")
        % {"version": upload.version, "line": first_error.get("line"), "column": first_error.get("column"),
           "message": first_error.get("message", "")},
        link=reverse("tournaments:upload_detail", args=[upload.tournament_id, upload.version]),
    )


def _new_norms(upload):
    from titles.models import NormResult

    norms = NormResult.objects.filter(entry__upload=upload, achieved=True).select_related(
        "entry__player__user", "entry__player__federation", "entry__upload__tournament"
    )
    return list(norms)


def _notify_norm(norm) -> list[Notification | None]:
    """One notification per player, tournament and title: a corrected upload does not announce it again."""
    from players.models import FederationOfficer

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
                          key=f"norm:{tournament.pk}:{player.pk}:{norm.title}", subject=subject, body=body,
                          link=reverse("titles:norm_detail", args=[norm.pk]))
        for recipient in recipients
    ]
