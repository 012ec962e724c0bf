"""A task stopped by the worker's soft time limit, or killed at its hard one, leaves its upload or certificates
marked failed, with a reason."""

import pytest
from celery.exceptions import SoftTimeLimitExceeded, TimeLimitExceeded
from django.urls import reverse

from certificates.models import CertificationFailure
from certificates.tasks import issue_certificate_chunk
from tests import factories
from titles.tasks import evaluate_upload
from tournaments import _versions, services
from tournaments.models import ResultUpload


def stopped_by_the_time_limit(*args, **kwargs):
    raise SoftTimeLimitExceeded()


def test_every_task_has_soft_and_hard_time_limits(settings):
    assert 0 < settings.CELERY_TASK_SOFT_TIME_LIMIT < settings.CELERY_TASK_TIME_LIMIT


def test_an_evaluation_past_the_time_limit_fails_with_the_reason(cast, sample_path, monkeypatch, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        upload = _versions.version_store(
            tournament=cast.tournament, filename="gros.trf", data=sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
        )
    monkeypatch.setattr(services, "results_store", stopped_by_the_time_limit)
    evaluate_upload.apply(args=[upload.pk])
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.FAILED
    assert "took longer than the worker allows" in upload.errors[0]["message"]
    assert not upload.entries.exists()


@pytest.fixture
def evaluated_upload(cast):
    return factories.ResultUploadFactory(tournament=cast.tournament, status=ResultUpload.Status.EVALUATED)


def test_certificates_past_the_time_limit_are_recorded_as_not_issued(evaluated_upload, monkeypatch, client, cast):
    monkeypatch.setattr("certificates.services.certificates_issue", stopped_by_the_time_limit)
    assert issue_certificate_chunk.apply(args=[evaluated_upload.pk, [1]]).get() == []
    failure = CertificationFailure.objects.get(upload=evaluated_upload)
    assert "took longer than the worker allows" in failure.reason
    client.force_login(cast.arbiter)
    page = client.get(reverse("certificates:tournament", args=[cast.tournament.pk]))
    assert "took longer than the worker allows" in page.content.decode()


def test_a_complete_run_clears_the_failure(evaluated_upload, monkeypatch):
    monkeypatch.setattr("certificates.services.certificates_issue", stopped_by_the_time_limit)
    issue_certificate_chunk.apply(args=[evaluated_upload.pk, [1]])
    monkeypatch.setattr("certificates.services.certificates_issue", lambda norm_result_ids: [])
    issue_certificate_chunk.apply(args=[evaluated_upload.pk, [1]])
    assert not CertificationFailure.objects.exists()


def test_certificates_killed_at_the_hard_time_limit_are_recorded_as_not_issued(evaluated_upload):
    """Celery calls the task's on_failure in the worker's main process once the killed chunk's process is gone."""
    issue_certificate_chunk.on_failure(TimeLimitExceeded(360), "task-1", [evaluated_upload.pk, [1]], {}, None)
    assert "took longer than the worker allows" in CertificationFailure.objects.get(upload=evaluated_upload).reason
