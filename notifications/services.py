"""Sending notifications: each (recipient, event key) is recorded once and e-mailed once, whatever retries do."""

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone, translation

from config.celery_app import send_after_commit

from .models import Notification
from .tasks import email_notification


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
        send_after_commit(email_notification, notification.pk)
    return notification


def notification_mark_read(*, recipient, notification_id: int) -> None:
    Notification.objects.filter(recipient=recipient, pk=notification_id, read_at=None).update(read_at=timezone.now())
