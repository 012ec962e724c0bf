from celery import shared_task

from . import services


@shared_task(acks_late=True)
def notify_upload_outcome(upload_id: int) -> int:
    from tournaments.models import ResultUpload

    return len(services.upload_notify_outcome(upload=ResultUpload.objects.select_related("tournament").get(pk=upload_id)))


@shared_task
def send_report_reminders() -> int:
    from tournaments.services import tournaments_remind_report_due

    return len(tournaments_remind_report_due())
