"""Reporting deadlines 1.92–1.96 in the app: shown, and enforced where the rule refuses a report (the deadlines
themselves: tests/regulations/test_reporting_1_92_to_1_96.py)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tournaments.models import ResultUpload


@pytest.mark.django_db
def test_a_report_six_months_late_is_refused_without_the_chairmans_agreement(client, cast):
    cast.tournament.late_report_approved = False
    cast.tournament.save()
    client.force_login(cast.arbiter)
    response = client.post(
        reverse("tournaments:upload", args=[cast.tournament.pk]), {"file": SimpleUploadedFile("x.trf", b"012 X\n")}
    )
    assert "decisions.md item 122" in response.content.decode()  # 2019: 2014 edition, 2009's 1.96 as a general principle
    assert not ResultUpload.objects.exists()


@pytest.mark.django_db
def test_the_deadline_shows_on_the_upload_form(client, cast):
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:upload", args=[cast.tournament.pk])).content.decode()
    assert "report due by" in page
