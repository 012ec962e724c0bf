"""Sending notifications: each (recipient, event key) is recorded once and e-mailed once, whatever retries do."""

from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.utils import timezone, translation

from config.celery_app import send_after_commit

from .models import Notification

# A notice is e-mailed by the task sent when it is committed; the sweep leaves that task this long first.
EMAIL_SWEEP_AFTER = timedelta(minutes=2)


def notification_send(
    *, recipient, kind: str, key: str, subject: str, body: str, link: str = "", about: str = "", about_link: str = ""
) -> Notification | None:
    """Record a notification and have it e-mailed once committed; None when this event was already notified
    to this recipient. The row is the record that an e-mail is owed: it is marked sent only once it was.

    `link` leads to what happened (a norm, an application); `about` names whom it happened to, linked to
    `about_link` when the recipient may open that page."""
    try:
        with transaction.atomic():
            notification = Notification.objects.create(
                recipient=recipient, kind=kind, key=key[:200], subject=subject[:200], body=body, link=link,
                about=about[:200], about_link=about_link,
                language=translation.get_language() or settings.LANGUAGE_CODE, email_to=recipient.email,
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
            render_to_string(
                "notifications/email.txt",
                {"notification": notification, "link": absolute_url(notification.link),
                 "about_link": absolute_url(notification.about_link)},
            ),
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
