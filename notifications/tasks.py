import smtplib

from celery import shared_task

from config.celery_app import RETRY_POLICY, TRANSIENT_ERRORS

from . import services


# A mail server that refuses or drops the connection is retried like a database that does.
@shared_task(acks_late=True, **{**RETRY_POLICY, "autoretry_for": (*TRANSIENT_ERRORS, smtplib.SMTPException, OSError)})
def email_notification(notification_id: int) -> bool:
    return services.notification_email(notification_id=notification_id)


@shared_task
def email_owed_notifications() -> list[int]:
    return services.notifications_email_owed()


@shared_task(acks_late=True)
def notify_upload_outcome(upload_id: int) -> int:
    from tournaments.models import ResultUpload

    return len(services.upload_notify_outcome(upload=ResultUpload.objects.select_related("tournament").get(pk=upload_id)))


@shared_task
def send_report_reminders() -> int:
    from tournaments.services import tournaments_remind_report_due

    return len(tournaments_remind_report_due())
