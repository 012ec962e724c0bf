"""Every form that stores a private file takes a scan or photo of bounded size, never a page a browser would run."""

import pytest
from django import forms
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from players.models import RatingEntry
from privatefiles.validators import DOCUMENT_MAX_BYTES
from web.players.forms import InterimRatingForm
from web.titles.forms import ExternalNormForm
from web.titles.official_forms import QualifyingEventForm
from web.tournaments.forms import TournamentApprovalsForm

# Each form with the field that stores its upload privately.
UPLOAD_FIELDS = [
    (InterimRatingForm, "evidence"),
    (ExternalNormForm, "certificate_scan"),
    (QualifyingEventForm, "evidence"),
    (TournamentApprovalsForm, "late_report_scan"),
]
PAGE = b"<html><script>alert(document.cookie)</script></html>"


def field_of(form_class, name) -> forms.FileField:
    return form_class().fields[name]


@pytest.mark.django_db
@pytest.mark.parametrize("form_class, name", UPLOAD_FIELDS)
@pytest.mark.parametrize("filename", ["evidence.html", "evidence.svg", "evidence.pdf.htm", "evidence"])
def test_a_page_or_a_nameless_file_is_refused(form_class, name, filename):
    form = form_class()
    with pytest.raises(forms.ValidationError):
        form.fields[name].clean(SimpleUploadedFile(filename, PAGE))


@pytest.mark.django_db
@pytest.mark.parametrize("form_class, name", UPLOAD_FIELDS)
def test_a_file_above_the_limit_is_refused(form_class, name):
    form = form_class()
    with pytest.raises(forms.ValidationError):
        form.fields[name].clean(SimpleUploadedFile("scan.pdf", b"%PDF" + b"0" * DOCUMENT_MAX_BYTES))


@pytest.mark.django_db
@pytest.mark.parametrize("form_class, name", UPLOAD_FIELDS)
@pytest.mark.parametrize("filename", ["scan.pdf", "photo.JPG", "photo.jpeg", "scan.png"])
def test_a_scan_or_photo_is_taken(form_class, name, filename):
    form = form_class()
    assert form.fields[name].clean(SimpleUploadedFile(filename, b"%PDF-1.4 scan")).name == filename


def test_an_officer_recording_an_interim_rating_with_a_page_as_evidence_records_nothing(client, cast):
    player = cast.player_user.player
    client.force_login(cast.officer)
    response = client.post(
        reverse("players:interim_rating", args=[player.pk]),
        {"reached_on": "2025-03-01", "rating": 2410, "evidence": SimpleUploadedFile("evidence.html", PAGE)},
    )
    assert response.status_code == 302
    assert not RatingEntry.objects.filter(player=player, kind=RatingEntry.Kind.INTERIM).exists()
