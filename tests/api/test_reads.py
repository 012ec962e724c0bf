"""The read endpoints apply the pages' access rules to whoever holds the token."""

import os
import re
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.urls import reverse

from api import docs
from certificates.models import Certificate
from tests import factories
from titles import application_services
from titles.models import OfficialCandidate, TitleApplication
from tournaments.models import Arbiter

pytestmark = pytest.mark.django_db


@pytest.fixture
def norm(cast):
    entry = factories.EntryFactory(
        upload__tournament=cast.tournament, upload__status="evaluated", player=cast.player_user.player
    )
    return factories.NormResultFactory(entry=entry, title="GM", achieved=True)


def test_tournaments_are_public_filtered_and_paginated(api_client, cast):
    factories.TournamentFactory(name="Kyiv Open", city="Kyiv")
    data = api_client.get(reverse("api:tournament-list"), {"q": "kyiv"}).json()
    assert data["count"] == 1 and data["results"][0]["name"] == "Kyiv Open"
    assert {"count", "next", "previous", "results"} <= set(api_client.get(reverse("api:tournament-list")).json())


def test_norm_results_are_public_with_every_check(api_client, norm):
    data = api_client.get(reverse("api:norm-result-list"), {"tournament": norm.entry.upload.tournament_id}).json()
    assert data["count"] == 1
    assert data["results"][0]["title"] == "GM" and "checks" in data["results"][0]


@pytest.mark.parametrize(("role", "expected"), [
    ("player_user", 200), ("officer", 200), ("staff", 200), ("other_officer", 404), ("arbiter", 404),
])
def test_a_players_norm_record_is_for_the_player_the_federation_and_staff(cast, token_client, norm, role, expected):
    player = cast.player_user.player
    response = token_client(getattr(cast, role)).get(reverse("api:player-norm-record", args=[player.pk]))
    assert response.status_code == expected
    if expected == 200:
        assert [item["id"] for item in response.json()["norms"]] == [norm.pk]


def test_an_anonymous_client_reads_no_private_record(api_client, cast, norm):
    for url in (
        reverse("api:player-norm-record", args=[cast.player_user.player.pk]),
        reverse("api:application-list"),
        reverse("api:certificate-list"),
    ):
        assert api_client.get(url).status_code == 401


def test_applications_are_filtered_to_what_the_user_may_see(cast, token_client):
    application = TitleApplication.objects.create(
        player=cast.player_user.player, title="GM", federation=cast.player_user.player.federation,
        created_by=cast.officer,
    )
    seen = {role: token_client(getattr(cast, role)).get(reverse("api:application-list")).json()["count"]
            for role in ("player_user", "officer", "staff", "other_officer", "arbiter")}
    assert seen == {"player_user": 1, "officer": 1, "staff": 1, "other_officer": 0, "arbiter": 0}
    listed = token_client(cast.officer).get(reverse("api:application-list")).json()["results"][0]
    player_name = cast.player_user.player.name
    assert (listed["player_name"], listed["applicant_name"], listed["candidate"]) == (player_name, player_name, None)
    assert token_client(cast.other_officer).get(
        reverse("api:application-detail", args=[application.pk])).status_code == 404


@pytest.mark.parametrize(("role", "expected"), [
    ("player_user", 200), ("officer", 200), ("arbiter", 200), ("staff", 200), ("other_officer", 404),
    ("other_arbiter", 404),
])
def test_certificates_go_to_their_recipients_only(cast, token_client, norm, role, expected):
    certificate = Certificate.objects.create(
        norm_result=norm, version=1, reference="UKR-TEST-1", pdf=b"%PDF-1.7 test", sha256="0" * 64
    )
    api = token_client(getattr(cast, role))
    assert api.get(reverse("api:certificate-pdf", args=[certificate.pk])).status_code == expected
    listed = [item["reference"] for item in api.get(reverse("api:certificate-list")).json()["results"]]
    assert listed == (["UKR-TEST-1"] if expected == 200 else [])


def test_the_schema_is_generated_and_valid():
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", os.devnull)


def test_the_schema_and_docs_are_served(api_client):
    assert api_client.get(reverse("api:schema")).status_code == 200
    assert api_client.get(reverse("api:docs")).status_code == 200


def test_the_docs_page_says_its_language_and_loads_everything_from_the_site(api_client):
    """The schema's descriptions are English, so the page is marked English for screen readers in any language;
    ReDoc comes from the installed sidecar package, and no font or script from another site."""
    page = api_client.get(reverse("api:docs"), HTTP_ACCEPT_LANGUAGE="uk").content.decode()
    assert '<html lang="en">' in page
    assert re.findall(r'(?:src|href)="(https?://[^"]+)"', page) == []
    assert "Redoc.init(" in page and "/static/" in page
    bundle_address = re.search(r'<script src="([^"]+)"></script>', page).group(1)
    bundle = api_client.get(bundle_address)
    assert bundle.status_code == 200 and bundle["Content-Type"].startswith("text/javascript")
    assert b"Redoc" in bundle.content
    # ReDoc's own bundle asks its makers' CDN for a logo; the one served here asks nobody.
    assert docs.REDOCLY_LOGO.encode() in Path(finders.find(docs.BUNDLE)).read_bytes()
    assert re.findall(rb"https://cdn\.[\w.]+/[\w./-]+\.(?:svg|png|woff2?|css|js)", bundle.content) == []
    again = api_client.get(bundle_address, HTTP_IF_NONE_MATCH=bundle["ETag"])
    assert again.status_code == 304


def test_an_official_titles_application_is_listed_with_its_candidate(cast, token_client):
    """One application model: an arbiter's title is read beside the players' titles, its applicant a candidate
    whom the candidate, as the linked arbiter, sees too."""
    candidate = OfficialCandidate.objects.create(
        name="Oksana Arbiter", federation=cast.tournament.host_federation, created_by=cast.officer,
        arbiter=Arbiter.objects.get(user=cast.arbiter),
    )
    application = application_services.official_application_start(candidate=candidate, title="IA", actor=cast.officer)
    listed = token_client(cast.arbiter).get(reverse("api:application-list")).json()["results"]
    assert [
        (item["id"], item["player"], item["candidate"], item["applicant_name"], item["player_name"], item["title"])
        for item in listed
    ] == [(application.pk, None, candidate.pk, "Oksana Arbiter", None, "IA")]
    assert token_client(cast.other_officer).get(reverse("api:application-list")).json()["count"] == 0
