from celery import shared_task

from tournaments.models import ResultUpload
from tournaments.services import upload_stage_reached

from . import services


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def issue_certificates(upload_id: int) -> list[str]:
    """Certify an evaluated upload's new norms and retire what it corrects; running it again changes nothing."""
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.CERTIFICATES)
    references = [certificate.reference for certificate in services.certificates_issue_for_upload(upload=upload)]
    upload_stage_reached(upload_id=upload_id, stage=ResultUpload.Stage.DONE)
    return references
