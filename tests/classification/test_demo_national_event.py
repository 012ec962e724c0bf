"""The demo includes a national event (issue 32): the federation's club championship, whose field makes the K the
norm table has a row for, judged with category results to show; loading the demo again changes nothing."""

import pytest
from django.urls import reverse

from classification.models import CategoryRecord, NationalEvaluation, NationalResult
from tests.integration.demo_pages import load_demo
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def test_the_demo_has_a_national_event_with_category_results(django_capture_on_commit_callbacks, client):
    load_demo(django_capture_on_commit_callbacks)
    event = Tournament.objects.get(name="Kyiv Club Championship 2019")
    assert event.host_federation.code == "UKR"
    evaluation = NationalEvaluation.objects.get(upload__tournament=event)
    assert str(evaluation.coefficient) == "2.81" and evaluation.norm_row
    results = NationalResult.objects.filter(evaluation=evaluation)
    assert results.count() == 16
    assert results.exclude(best_norm="").exists() and results.filter(failure=True).exists()
    page = client.get(reverse("tournaments:detail", args=[event.pk])).content.decode()
    assert 'id="national-classification"' in page and "badge bg-success" in page
    assert 'id="national-no-table-row"' not in page

    records = CategoryRecord.objects.count()
    load_demo(django_capture_on_commit_callbacks)
    assert Tournament.objects.filter(name="Kyiv Club Championship 2019").count() == 1
    assert CategoryRecord.objects.count() == records
