"""The officer's desk: its sections, its CSV, who may open it, and SQL that does not grow with the federation."""

import datetime

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from players.models import Player, RatingEntry
from tests import factories
from tournaments.models import ResultUpload, Tournament

pytestmark = pytest.mark.django_db


def populate(federation, arbiter, tournaments: int, players: int, first_id: int) -> None:
    start = datetime.date(2024, 1, 1)
    created = Tournament.objects.bulk_create(
        Tournament(name=f"Event {n}", host_federation=federation, organising_federation=federation,
                   start_date=start + datetime.timedelta(days=n % 300), end_date=start + datetime.timedelta(days=n % 300 + 8),
                   rounds_scheduled=9, chief_arbiter=arbiter)
        for n in range(tournaments)
    )
    ResultUpload.objects.bulk_create(
        ResultUpload(tournament=tournament, version=1, filename="x.trf", raw=b"x", size=1, sha256="0" * 64,
                     status=ResultUpload.Status.REJECTED, errors=[{"line": 1, "column": 1, "message": "bad"}])
        for tournament in created[::3]
    )
    people = Player.objects.bulk_create(
        Player(fide_id=first_id + n, name=f"Player {n}", sex="mf"[n % 2], federation=federation) for n in range(players)
    )
    RatingEntry.objects.bulk_create(
        RatingEntry(player=player, period=datetime.date(2025, 1, 1), rating=1800 + (n * 7) % 700)
        for n, player in enumerate(people)
    )


def desk_queries(client, officer) -> int:
    client.force_login(officer)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("players:desk"))
    assert response.status_code == 200
    return len(queries)


def test_the_number_of_queries_does_not_grow_with_the_federation(client, cast):
    federation, arbiter = cast.tournament.host_federation, cast.tournament.chief_arbiter
    populate(federation, arbiter, tournaments=5, players=100, first_id=50_000_000)
    small = desk_queries(client, cast.officer)
    populate(federation, arbiter, tournaments=1000, players=10_000, first_id=60_000_000)
    assert desk_queries(client, cast.officer) == small


def test_only_officers_open_the_desk(client, cast):
    for user in (cast.arbiter, cast.player_user):
        client.force_login(user)
        assert client.get(reverse("players:desk")).status_code == 404


def test_the_desk_lists_awaiting_reports_and_rating_title_candidates(client, cast):
    strong = factories.PlayerFactory(federation=cast.tournament.host_federation, name="Strong, Olena", sex="f")
    factories.RatingEntryFactory(player=strong, rating=2150)
    client.force_login(cast.officer)
    page = client.get(reverse("players:desk")).content.decode()
    assert cast.tournament.name in page
    assert "Strong, Olena" in page and "WFM" in page


def test_another_federations_tournaments_are_not_on_the_desk(client, cast):
    client.force_login(cast.other_officer)
    page = client.get(reverse("players:desk")).content.decode()
    assert cast.tournament.name not in page


def test_the_desk_exports_csv(client, cast):
    client.force_login(cast.officer)
    response = client.get(reverse("players:desk"), {"export": "awaiting"})
    assert response["Content-Type"].startswith("text/csv")
    assert cast.tournament.name in response.content.decode()


def test_an_officer_records_an_interim_rating_with_evidence(client, cast, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.officer)
    assert "Record the interim rating" in client.get(reverse("players:player", args=[player.pk])).content.decode()
    client.post(reverse("players:interim_rating", args=[player.pk]), {
        "reached_on": "2025-06-10", "rating": "2503", "games": "41",
        "evidence": SimpleUploadedFile("certificate.pdf", b"%PDF-1.4"), "evidence_note": "CA certificate",
    })
    entry = RatingEntry.objects.get(player=player, kind=RatingEntry.Kind.INTERIM)
    assert (entry.rating, entry.recorded_by, entry.evidence_note) == (2503, cast.officer, "CA certificate")
    assert entry.evidence.name


def test_an_officer_of_another_federation_cannot_record_one(client, cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.other_officer)
    response = client.post(reverse("players:interim_rating", args=[player.pk]), {"reached_on": "2025-06-10", "rating": "2503"})
    assert response.status_code == 404
    assert not RatingEntry.objects.filter(player=player).exists()


BLED_OPEN = {
    "title": "IM", "event_name": "Bled Open", "event_kind": "ordinary", "system": "swiss", "host_federation": "slo",
    "event_place": "Bled", "event_start": "2021-05-01", "event_end": "2021-05-09", "rounds": "9", "games": "9",
    "counts_as_games": "9", "score": "6.5", "average_rating": "2380", "performance": "2546", "title_holders": "6",
    "norm_title_opponents": "3", "other_federations": "4", "exemption_used": "",
    "round_dates_text": ", ".join(f"2021-05-0{day}" for day in range(1, 10)),
}


def post_outside_norm(client, player, **changes):
    data = {**BLED_OPEN, **changes, "certificate_scan": SimpleUploadedFile("it1.pdf", b"%PDF-1.4")}
    return client.post(reverse("players:external_norm", args=[player.pk]), data)


def test_an_officer_adds_a_norm_from_another_event_and_it_counts_towards_27(client, cast, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.officer)
    post_outside_norm(client, player)
    norm = player.external_norms.get()
    assert (norm.entered_by, len(norm.round_dates), norm.edition, norm.host_federation) == (cast.officer, 9, "2014", "SLO")
    assert norm.passes_checks and {check["rule"] for check in norm.checks} >= {"1.48", "1.45c", "1.43"}
    page = client.get(reverse("players:player", args=[player.pk])).content.decode()
    assert "Bled Open" in page and "9 of 27 games" in page


def test_an_outside_norm_whose_figures_fail_is_refused_with_the_rule(client, cast, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.officer)
    response = post_outside_norm(client, player, performance="2600", other_federations="1")
    assert response.status_code == 400 and not player.external_norms.exists()
    page = response.content.decode()
    assert "1.48 not met" in page and "1.43 not met" in page and "Bled Open" in page


def test_an_outside_norm_needs_its_scan_as_a_pdf_or_image(client, cast, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.officer)
    data = {**BLED_OPEN, "certificate_scan": SimpleUploadedFile("it1.exe", b"MZ")}
    assert client.post(reverse("players:external_norm", args=[player.pk]), data).status_code == 400
    assert not player.external_norms.exists()


def test_an_outside_norm_from_before_july_2009_is_refused_with_why_not_a_server_error(client, cast, settings, tmp_path):
    """1990 and 2001 judge a norm by their own rules of composition, which a certificate's figures cannot show."""
    settings.MEDIA_ROOT = tmp_path
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    client.force_login(cast.officer)
    dates = ", ".join(f"2009-06-2{day}" for day in range(1, 10))
    response = post_outside_norm(client, player, event_start="2009-06-21", event_end="2009-06-29", round_dates_text=dates)
    assert response.status_code == 400 and not player.external_norms.exists()
    assert "cannot be checked from its certificate" in response.content.decode()
    accepted = post_outside_norm(
        client, player, event_start="2009-07-01", event_end="2009-07-09",
        round_dates_text=", ".join(f"2009-07-0{day}" for day in range(1, 10)),
    )
    assert accepted.status_code == 302 and player.external_norms.get().edition == "2009"
