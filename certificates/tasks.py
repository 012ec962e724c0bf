import logging

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded

from tournaments.models import ResultUpload
from tournaments.services import upload_stage_reached

from . import services

logger = logging.getLogger(__name__)


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def issue_certificates(upload_id: int) -> list[str]:
    """Certify an evaluated upload's new norms and retire what it corrects; running it again changes nothing."""
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.CERTIFICATES)
    try:
        issued = services.certificates_issue_for_upload(upload=upload)
    except SoftTimeLimitExceeded:
        # What was issued stays issued (one transaction per certificate); "Issue missing certificates" resumes.
        logger.error("Issuing the certificates of upload %s hit the worker's time limit", upload_id)
        services.certification_failed(upload=upload, reason=services.TIME_LIMIT_REASON)
        return []
    services.certification_succeeded(upload=upload)
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.DONE)
    return [certificate.reference for certificate in issued]
