"""Who may download a certificate, the tournament's bundle and the IT3 report: every role."""

import hashlib
import io
import zipfile

import pytest
from django.urls import reverse

from certificates.models import Certificate
from certificates.services import certificate_issue, certificates_issue_for_upload
from tests import factories
from tournaments.models import ResultUpload

from .documents import norm_with_games

ROLES = ["arbiter", "other_arbiter", "officer", "other_officer", "player_user", "staff"]
# The certified player is the cast's player (UKR) in the cast's tournament (chief arbiter `arbiter`, host and
# organiser UKR): `officer` is the officer of both the player's and the organising federation.
ALLOWED = {
    "download": {"arbiter", "officer", "player_user", "staff"},
    "tournament": {"arbiter", "officer", "player_user", "staff"},
    "bundle": {"arbiter", "officer", "staff"},
    "tournament_report": {"arbiter", "officer", "staff"},
}


@pytest.fixture
def issued(cast) -> Certificate:
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    return certificate_issue(norm_result=norm)[0]


def url_of(name: str, certificate: Certificate) -> str:
    if name == "download":
        return reverse("certificates:download", args=[certificate.pk])
    return reverse(f"certificates:{name}", args=[certificate.tournament.pk])


@pytest.mark.parametrize("name", ALLOWED)
@pytest.mark.parametrize("role", ROLES)
def test_every_role_on_every_url(client, cast, issued, name, role):
    client.force_login(getattr(cast, role))
    response = client.get(url_of(name, issued))
    assert response.status_code == (200 if role in ALLOWED[name] else 404)


@pytest.mark.parametrize("name", ALLOWED)
def test_anonymous_visitors_are_sent_to_log_in(client, issued, name):
    response = client.get(url_of(name, issued))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_the_download_is_the_stored_pdf(client, cast, issued):
    client.force_login(cast.player_user)
    response = client.get(url_of("download", issued))
    assert response["Content-Type"] == "application/pdf"
    assert response.content == bytes(issued.pdf)
    assert hashlib.sha256(response.content).hexdigest() == issued.sha256
    # Not yet signed off: the file name says so (tests/certificates/test_sign_off.py).
    assert f"-{issued.title}-norm-v1-NOT-SIGNED-OFF.pdf" in response["Content-Disposition"]


def test_officers_of_the_players_federation_see_its_players_certificates_in_foreign_events(client, cast):
    spanish_player = factories.PlayerFactory(federation=factories.FederationFactory(code="ESP"))
    certificate = certificate_issue(norm_result=norm_with_games(player=spanish_player, tournament=cast.tournament))[0]
    for role in ("other_officer", "officer", "arbiter"):
        client.force_login(getattr(cast, role))
        assert client.get(url_of("download", certificate)).status_code == 200, role


def test_officers_of_the_organising_federation_see_the_events_certificates(client, cast):
    spain = factories.FederationFactory(code="ESP")
    madrid = factories.TournamentFactory(host_federation=cast.tournament.host_federation, organising_federation=spain)
    certificate = certificate_issue(norm_result=norm_with_games(player=cast.player_user.player, tournament=madrid))[0]
    client.force_login(cast.other_officer)
    assert client.get(url_of("download", certificate)).status_code == 200
    assert client.get(url_of("bundle", certificate)).status_code == 200


def test_the_list_shows_each_user_only_their_certificates(client, cast, issued):
    client.force_login(cast.player_user)
    assert issued.reference in client.get(reverse("certificates:list")).content.decode()
    client.force_login(cast.other_officer)
    assert issued.reference not in client.get(reverse("certificates:list")).content.decode()


def test_the_bundle_holds_the_certificates_in_force_and_their_checksums(client, cast, issued):
    other = certificate_issue(
        norm_result=norm_with_games(
            player=factories.PlayerFactory(federation=cast.tournament.host_federation), tournament=cast.tournament
        )
    )[0]
    Certificate.objects.filter(pk=other.pk).update(superseded_at=other.created_at)
    client.force_login(cast.arbiter)
    archive = zipfile.ZipFile(io.BytesIO(client.get(url_of("bundle", issued)).content))
    pdfs = [name for name in archive.namelist() if name.endswith(".pdf")]
    assert len(pdfs) == 1
    assert archive.read(pdfs[0]) == bytes(issued.pdf)
    assert archive.read("SHA256SUMS").decode() == f"{issued.sha256}  {pdfs[0]}\n"


def test_only_the_chief_arbiter_and_staff_issue_on_demand(client, cast, django_capture_on_commit_callbacks):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    issue_url = reverse("certificates:issue", args=[cast.tournament.pk])
    for role in ("officer", "other_arbiter", "player_user", "other_officer"):
        client.force_login(getattr(cast, role))
        assert client.post(issue_url).status_code == 404, role
    assert not Certificate.objects.exists()
    client.force_login(cast.arbiter)
    assert client.get(issue_url).status_code == 405
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(issue_url).status_code == 302
    assert Certificate.objects.get().norm_result == norm


def test_an_older_results_version_changes_no_certificate(cast):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    factories.ResultUploadFactory(tournament=cast.tournament, status=ResultUpload.Status.EVALUATED)
    assert certificates_issue_for_upload(upload=norm.entry.upload) == []
    assert not Certificate.objects.exists()


def test_staff_read_certificates_in_the_admin_and_cannot_add_or_edit_them(client, cast, issued):
    client.force_login(cast.staff)
    changelist = client.get(reverse("admin:certificates_certificate_changelist"))
    assert changelist.status_code == 200 and issued.reference in changelist.content.decode()
    change = client.get(reverse("admin:certificates_certificate_change", args=[issued.pk]))
    assert reverse("certificates:download", args=[issued.pk]) in change.content.decode()
    assert client.get(reverse("admin:certificates_certificate_add")).status_code == 403


def test_an_event_still_in_progress_gets_no_certificates(cast):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    ResultUpload.objects.filter(pk=norm.entry.upload_id).update(summary={"rounds_played": 5})
    norm.entry.upload.refresh_from_db()
    assert certificates_issue_for_upload(upload=norm.entry.upload) == []
    ResultUpload.objects.filter(pk=norm.entry.upload_id).update(summary={"rounds_played": 9})
    norm.entry.upload.refresh_from_db()
    assert len(certificates_issue_for_upload(upload=norm.entry.upload)) == 1
