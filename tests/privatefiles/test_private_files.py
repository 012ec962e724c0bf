"""Every private file (evidence, scans) is served only after a permission check, in every setup."""

import importlib

import pytest
from django.apps import apps
from django.core.files.base import ContentFile
from django.db import models
from django.test import override_settings
from django.urls import Resolver404, clear_url_caches, resolve

from privatefiles.registry import private_file_url, registration, registrations
from privatefiles.storage import PrivateUploadTo, private_storage
from tests import factories
from titles.models import ExternalNorm, OfficialCandidate, QualifyingEvent

SETUPS = {
    "embedded (runserver, DEBUG)": {"DEBUG": True, "PRIVATE_FILES_X_ACCEL_REDIRECT": ""},
    "gunicorn alone": {"DEBUG": False, "PRIVATE_FILES_X_ACCEL_REDIRECT": ""},
    "behind nginx (X-Accel-Redirect)": {"DEBUG": False, "PRIVATE_FILES_X_ACCEL_REDIRECT": "/private-files-internal/"},
}


def all_file_fields() -> list[models.FileField]:
    return [
        field
        for model in apps.get_models()
        for field in model._meta.get_fields()
        if isinstance(field, models.FileField) and not model._meta.app_label.startswith(("django", "django_otp"))
    ]


def test_the_project_has_private_files_to_protect():
    assert {field.model._meta.label for field in all_file_fields()} >= {"players.RatingEntry", "titles.ExternalNorm"}


@pytest.mark.parametrize("field", all_file_fields(), ids=lambda field: f"{field.model._meta.label}.{field.name}")
def test_every_file_field_is_private_with_an_unguessable_name_and_a_reading_rule(field):
    # The same storage and folder (not the same object: overriding STORAGES in another test rebuilds the storages).
    private = private_storage()
    assert (type(field.storage), field.storage.location) == (type(private), private.location), "stored outside the private folder"
    assert isinstance(field.upload_to, PrivateUploadTo)
    assert registration(field.model._meta.label_lower, field.name) is not None, "no rule says who may read it"


def test_two_uploads_of_the_same_name_get_different_unguessable_paths():
    upload_to = PrivateUploadTo("external-norms")
    first, second = upload_to(None, "it1.pdf"), upload_to(None, "it1.pdf")
    assert first != second
    assert first.startswith("external-norms/") and first.endswith("/it1.pdf")
    assert len(first.split("/")[1]) >= 24


def test_a_private_file_has_no_public_address(cast):
    norm = external_norm(cast)
    with pytest.raises(ValueError):
        norm.certificate_scan.url


def external_norm(cast) -> ExternalNorm:
    player = cast.player_user.player
    norm = ExternalNorm(
        player=player, title="IM", event_name="Lviv Open", event_start="2024-05-01", event_end="2024-05-09",
        edition="2022", games=9, counts_as_games=9, score=6, average_rating=2400, performance=2460,
        entered_by=cast.officer,
    )
    norm.certificate_scan.save("it1.pdf", ContentFile(b"%PDF-1.4 scan"), save=False)
    norm.save()
    return norm


def rating_evidence(cast):
    player = cast.player_user.player
    entry = factories.RatingEntryFactory(player=player, kind="interim")
    entry.evidence.save("crosstable.pdf", ContentFile(b"%PDF-1.4 evidence"))
    return entry


def qualifying_event_evidence(cast):
    candidate = OfficialCandidate.objects.create(
        name="Melnyk, Oksana", federation=cast.tournament.host_federation, created_by=cast.officer
    )
    event = QualifyingEvent(
        candidate=candidate, name="Kyiv Open", start_date="2024-05-01", end_date="2024-05-09",
        role=QualifyingEvent.Role.CHIEF, entered_by=cast.officer,
    )
    event.evidence.save("report.pdf", ContentFile(b"%PDF-1.4 arbiter report"))
    return event


def late_report_agreement(cast):
    tournament = cast.tournament
    tournament.late_report_scan.save("agreement.pdf", ContentFile(b"%PDF-1.4 agreement"))
    return tournament


PRIVATE_FILES = {
    "late report agreement": (late_report_agreement, "late_report_scan"),
    "external norm scan": (external_norm, "certificate_scan"),
    "interim rating evidence": (rating_evidence, "evidence"),
    "official title evidence": (qualifying_event_evidence, "evidence"),
}


def test_every_registered_file_is_covered_here():
    assert len(PRIVATE_FILES) == len(registrations())


@pytest.mark.parametrize("setup", SETUPS.values(), ids=SETUPS.keys())
@pytest.mark.parametrize("kind", PRIVATE_FILES, ids=PRIVATE_FILES.keys())
def test_an_anonymous_request_for_a_private_file_is_refused(client, cast, setup, kind):
    make, field = PRIVATE_FILES[kind]
    instance = make(cast)
    with override_settings(**setup):
        response = client.get(private_file_url(instance, field))
    assert response.status_code == 302 and response.url.startswith("/accounts/login/")
    assert "X-Accel-Redirect" not in response


@pytest.mark.parametrize("setup", SETUPS.values(), ids=SETUPS.keys())
def test_the_old_public_media_address_serves_nothing(setup, cast, client):
    norm = external_norm(cast)
    with override_settings(**setup):
        clear_url_caches()
        importlib.reload(importlib.import_module("config.urls"))
        try:
            with pytest.raises(Resolver404):
                resolve(f"/media/{norm.certificate_scan.name}")
            assert client.get(f"/media/{norm.certificate_scan.name}").status_code == 404
        finally:
            clear_url_caches()


@pytest.mark.parametrize("role", ["other_officer", "other_arbiter", "arbiter"])
def test_users_outside_the_players_circle_get_not_found(client, cast, role):
    norm = external_norm(cast)
    client.force_login(getattr(cast, role))
    assert client.get(private_file_url(norm, "certificate_scan")).status_code == 404


@pytest.mark.parametrize("role", ["player_user", "officer", "staff"])
def test_the_player_their_officer_and_staff_download_it(client, cast, role):
    norm = external_norm(cast)
    client.force_login(getattr(cast, role))
    response = client.get(private_file_url(norm, "certificate_scan"))
    assert response.status_code == 200
    assert b"".join(response.streaming_content) == b"%PDF-1.4 scan"
    assert response["Content-Disposition"] == 'attachment; filename="it1.pdf"'
    assert "no-store" in response["Cache-Control"]


def test_behind_nginx_the_view_hands_the_sending_to_the_web_server(client, cast):
    norm = external_norm(cast)
    client.force_login(cast.officer)
    with override_settings(PRIVATE_FILES_X_ACCEL_REDIRECT="/private-files-internal/"):
        response = client.get(private_file_url(norm, "certificate_scan"))
    assert response["X-Accel-Redirect"] == f"/private-files-internal/{norm.certificate_scan.name}"
    assert response.content == b""
