from celery import shared_task
from django.utils import timezone

from config.celery_app import RETRY_POLICY
from tournaments.models import ResultUpload
from tournaments.services import upload_stage_reached

from . import services


@shared_task(acks_late=True, **RETRY_POLICY)
def evaluate_national_results(upload_id: int) -> str | None:
    """Enqueued once an upload is evaluated; an upload that was not (rejected, failed) has nothing to judge."""
    upload = ResultUpload.objects.filter(pk=upload_id, status=ResultUpload.Status.EVALUATED).first()
    if upload is None:
        return None
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.CLASSIFICATION)
    return str(services.upload_evaluate_national(upload=upload).coefficient)


@shared_task(acks_late=True)
def expire_national_categories() -> int:
    return len(services.categories_expire(today=timezone.localdate()))
