from celery import shared_task

from . import services


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def evaluate_upload(upload_id: int) -> str:
    return services.upload_evaluate(upload_id=upload_id).status


@shared_task
def requeue_stale_uploads() -> list[int]:
    return services.uploads_requeue_stale()
