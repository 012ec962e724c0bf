import smtplib

from celery import shared_task

from config.celery_app import RETRY_POLICY, TRANSIENT_ERRORS

from . import delivery, selectors


# A mail server that refuses or drops the connection is retried like a database that does.
@shared_task(acks_late=True, **{**RETRY_POLICY, "autoretry_for": (*TRANSIENT_ERRORS, smtplib.SMTPException, OSError)})
def email_notification(notification_id: int) -> bool:
    return delivery.notification_email(notification_id=notification_id)


@shared_task
def email_owed_notifications() -> list[int]:
    """Send again the e-mails still owed after a while."""
    owed = selectors.notifications_email_owed()
    for notification_id in owed:
        email_notification.delay(notification_id)
    return owed
