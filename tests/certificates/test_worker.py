"""The certificates task on the real stack: PostgreSQL, Redis and a `celery worker` process."""

import time

import pytest

from certificates.models import Certificate
from certificates.tasks import issue_certificates
from tournaments import _versions
from tournaments.models import ResultUpload

from .documents import demo_trf, form_pages, pdf_pages

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]


def wait_for(condition, worker, what: str, timeout: float = 90):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.25)
    raise AssertionError(f"{what} not done within {timeout}s; worker log:\n{worker.log()}")


@pytest.mark.real_pdf
def test_the_worker_issues_the_certificates_of_an_evaluated_upload(kyiv, live_worker):
    upload = _versions.version_store(tournament=kyiv, filename="kyiv.trf", data=demo_trf())
    wait_for(lambda: ResultUpload.objects.get(pk=upload.pk).is_final, live_worker, "evaluation")
    issue_certificates.delay(upload.pk)
    wait_for(lambda: Certificate.objects.count() == 2, live_worker, "certificates")
    assert "issue_certificates[" in live_worker.log()
    gm = Certificate.objects.get(norm_result__title="GM")
    assert "Copy for the FIDE Office" in form_pages(pdf_pages(gm.pdf))[3]
