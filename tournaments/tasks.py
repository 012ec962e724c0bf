from celery import shared_task

from . import services


@shared_task
def requeue_stale_uploads() -> list[int]:
    return services.uploads_requeue_stale()


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def notify_upload_refusal(upload_id: int) -> int:
    return len(services.upload_notify_refusal(upload_id=upload_id))
