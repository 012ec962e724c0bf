from celery import shared_task

from config.celery_app import RETRY_POLICY

from . import services


@shared_task(acks_late=True, **RETRY_POLICY)
def notify_upload_refusal(upload_id: int) -> int:
    return len(services.upload_notify_refusal(upload_id=upload_id))
