"""E-mailing a recorded notification: what the e-mail task does, apart from recording, so that the task never
imports the service that sends it."""

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone, translation

from .models import Notification


def notification_email(*, notification_id: int) -> bool:
    """E-mail one notification, in its recipient's language, and mark it sent in the same transaction: a failed
    send leaves it owed, for the task's retry or the sweep. A notification another worker is sending right now is
    left to that worker."""
    with transaction.atomic():
        notification = (
            Notification.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("recipient")
            .filter(pk=notification_id, emailed_at=None)
            .exclude(email_to="")
            .first()
        )
        if notification is None:
            return False
        with translation.override(reader_language(notification.recipient)):
            send_mail(
                notification.subject_text,
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


def reader_language(user) -> str:
    """The language the user saved on his account (the preferences app's one-to-one `preference`, read through
    the user so that this leaf imports no other), or the site's."""
    preference = getattr(user, "preference", None)
    return getattr(preference, "language", "") or settings.LANGUAGE_CODE


def absolute_url(link: str) -> str:
    """Links in e-mails are read outside the site: they carry its address (SITE_URL)."""
    if not link or "://" in link:
        return link
    return settings.SITE_URL.rstrip("/") + "/" + link.lstrip("/")
