"""Reporting deadlines 1.92–1.96: computed, shown, and enforced where the rule refuses a report."""

import datetime

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from titles.regulations.reporting import ReportingFacts, add_months, reporting_status
from tournaments.models import ResultUpload

LAST_ROUND = datetime.date(2025, 3, 10)


def facts(**changes) -> ReportingFacts:
    values = dict(last_round=LAST_ROUND, reported_on=None, returned_on=None, registered=True,
                  late_report_approved=False, submitted_by_host_federation=False)
    return ReportingFacts(**{**values, **changes})


def rules(status, ok: bool) -> set[str]:
    return {check.rule for check in status.checks if check.ok is ok}


@pytest.mark.parametrize(
    "case, today, expected_failures, accepts",
    [
        (facts(), datetime.date(2025, 4, 9), set(), True),
        (facts(), datetime.date(2025, 4, 10), {"1.92"}, True),
        (facts(reported_on=datetime.date(2025, 4, 1)), datetime.date(2026, 1, 1), set(), True),
        (facts(reported_on=datetime.date(2025, 4, 15)), datetime.date(2025, 4, 15), {"1.92"}, True),
        (facts(returned_on=datetime.date(2025, 4, 1)), datetime.date(2025, 4, 8), set(), True),
        (facts(returned_on=datetime.date(2025, 4, 1)), datetime.date(2025, 4, 29), {"1.92"}, True),
        (facts(returned_on=datetime.date(2025, 4, 1)), datetime.date(2025, 4, 30), {"1.92", "1.95"}, True),
        (facts(), datetime.date(2025, 10, 9), {"1.92"}, True),
        (facts(), datetime.date(2025, 10, 10), {"1.92", "1.96"}, False),
        (facts(late_report_approved=True), datetime.date(2026, 1, 1), {"1.92"}, True),
        (facts(registered=False), datetime.date(2025, 3, 20), {"1.93"}, True),
        (facts(registered=False, submitted_by_host_federation=True), datetime.date(2025, 3, 20), set(), True),
    ],
)
def test_each_reporting_rule(case, today, expected_failures, accepts):
    status = reporting_status(case, today)
    assert rules(status, ok=False) == expected_failures
    assert status.accepts_upload is accepts
    assert status.report_due == datetime.date(2025, 4, 9)


def test_six_months_end_on_the_last_day_of_a_short_month():
    assert add_months(datetime.date(2025, 8, 31), 6) == datetime.date(2026, 2, 28)


@pytest.mark.django_db
def test_a_report_six_months_late_is_refused_without_the_chairmans_agreement(client, cast):
    cast.tournament.late_report_approved = False
    cast.tournament.save()
    client.force_login(cast.arbiter)
    response = client.post(
        reverse("tournaments:upload", args=[cast.tournament.pk]), {"file": SimpleUploadedFile("x.trf", b"012 X\n")}
    )
    assert "1.96" in response.content.decode()
    assert not ResultUpload.objects.exists()


@pytest.mark.django_db
def test_the_deadline_shows_on_the_upload_form(client, cast):
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:upload", args=[cast.tournament.pk])).content.decode()
    assert "report due by" in page
