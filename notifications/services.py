"""Sending notifications: each (recipient, event key) is recorded once and e-mailed once, whatever retries do."""

from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.utils import timezone

from .models import Notification


def notification_send(*, recipient, kind: str, key: str, subject: str, body: str, link: str = "") -> Notification | None:
    """Record and e-mail a notification; None when this event was already notified to this recipient."""
    try:
        with transaction.atomic():
            notification = Notification.objects.create(
                recipient=recipient, kind=kind, key=key[:200], subject=subject[:200], body=body, link=link
            )
    except IntegrityError:
        return None
    if recipient.email:
        send_mail(subject, f"{body}\n\n{link}".strip(), None, [recipient.email])
        Notification.objects.filter(pk=notification.pk).update(emailed_at=timezone.now())
    return notification


def notification_mark_read(*, recipient, notification_id: int) -> None:
    Notification.objects.filter(recipient=recipient, pk=notification_id, read_at=None).update(read_at=timezone.now())
