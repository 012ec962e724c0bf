"""Sending notifications: each (recipient, event key) is recorded once and e-mailed once, whatever retries do."""

from collections.abc import Mapping

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone, translation

from config.celery_app import send_after_commit
from lib.messages import translated

from .models import Notification
from .tasks import email_notification


def notification_send(
    *, recipient, kind: str, key: str, subject: Mapping | str, body: Mapping | str, link: str = "", about: str = "",
    about_link: str = "",
) -> Notification | None:
    """Record a notification and have it e-mailed once committed; None when this event was already notified
    to this recipient. The row is the record that an e-mail is owed: it is marked sent only once it was.

    `subject` and `body` are messages (`lib.messages.stored`), which every reader reads in his own language, or
    texts kept as they are (an officer's own words). `link` leads to what happened (a norm, an application);
    `about` names whom it happened to, linked to `about_link` when the recipient may open that page."""
    with translation.override(settings.LANGUAGE_CODE):
        subject_text, body_text = (text if isinstance(text, str) else translated(text) for text in (subject, body))
    try:
        with transaction.atomic():
            notification = Notification.objects.create(
                recipient=recipient, kind=kind, key=key[:200], subject=subject_text[:200], body=body_text,
                subject_message=None if isinstance(subject, str) else dict(subject),
                body_message=None if isinstance(body, str) else dict(body),
                link=link, about=about[:200], about_link=about_link,
                language=settings.LANGUAGE_CODE if not isinstance(subject, str) else translation.get_language() or "",
                email_to=recipient.email,
            )
    except IntegrityError:
        return None
    if notification.email_to:
        send_after_commit(email_notification, notification.pk)
    return notification


def notification_mark_read(*, recipient, notification_id: int) -> None:
    Notification.objects.filter(recipient=recipient, pk=notification_id, read_at=None).update(read_at=timezone.now())


def notifications_mark_all_read(*, recipient) -> int:
    """Every unread notice of this recipient marked read (never another's); returns how many."""
    return Notification.objects.filter(recipient=recipient, read_at=None).update(read_at=timezone.now())
