import logging
from functools import partial

from celery import Task, group, shared_task
from celery.exceptions import SoftTimeLimitExceeded, TimeLimitExceeded
from django.conf import settings
from django.db import transaction

from config.celery_app import RETRY_POLICY
from tournaments.models import ResultUpload
from tournaments.services import upload_stage_reached

from . import services

logger = logging.getLogger(__name__)


@shared_task(acks_late=True, **RETRY_POLICY)
def issue_certificates(upload_id: int) -> int:
    """Retire what an evaluated upload corrects and print its new norms' certificates in chunks, which
    workers take side by side. Running it again changes nothing. Returns the number of norms sent to print."""
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.CERTIFICATES)
    norm_result_ids = services.certificates_plan_for_upload(upload=upload)
    size = settings.CERTIFICATES_PER_TASK
    chunks = [norm_result_ids[start : start + size] for start in range(0, len(norm_result_ids), size)]
    if chunks:
        group(issue_certificate_chunk.s(upload_id, chunk) for chunk in chunks).apply_async()
    else:
        upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.DONE)
    return len(norm_result_ids)


class CertificateChunkTask(Task):
    def on_failure(self, exc, task_id, args, kwargs, einfo):
        """A chunk killed at the hard time limit (which the soft one did not stop) is recorded like one stopped
        at the soft limit; Celery calls this in the worker's main process, as the chunk's process is gone."""
        if isinstance(exc, TimeLimitExceeded):
            upload = ResultUpload.objects.get(pk=args[0])
            services.certification_failed(upload=upload, reason=services.TIME_LIMIT_REASON)


@shared_task(base=CertificateChunkTask, acks_late=True, **RETRY_POLICY)
def issue_certificate_chunk(upload_id: int, norm_result_ids: list[int]) -> list[str]:
    """One chunk of an upload's certificates; whichever chunk finds nothing left to print marks the upload done."""
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    try:
        issued = services.certificates_issue(norm_result_ids=norm_result_ids)
    except SoftTimeLimitExceeded:
        # What was issued stays issued (one transaction per certificate); "Issue missing certificates" resumes.
        logger.error("Issuing certificates of upload %s hit the worker's time limit", upload_id)
        services.certification_failed(upload=upload, reason=services.TIME_LIMIT_REASON)
        return []
    references = [certificate.reference for certificate in issued]
    if not services.certificates_outstanding(upload=upload):
        services.certification_succeeded(upload=upload)
        upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.DONE)
    return references


def enqueue_issue(*, upload_id: int) -> None:
    """Have the worker certify the upload once the current transaction commits."""
    transaction.on_commit(partial(issue_certificates.delay, upload_id))
