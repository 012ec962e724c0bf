"""The officer's desk as a work queue: what waits for this officer, where each item is acted on, who must act next
on each application, the count in the navigation, and SQL that does not grow with the queue."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests import factories
from titles.desk import desk_counts
from titles.models import TitleApplication
from tournaments.models import RefusedUpload, ResultUpload
from web import page_cache

pytestmark = pytest.mark.django_db
State = TitleApplication.State


@pytest.fixture
def second_officer(cast):
    return factories.FederationOfficerFactory(user__username="second-officer", federation=cast.tournament.host_federation).user


def application(cast, state, *, title="GM", submitted_by=None, name=None) -> TitleApplication:
    player = factories.PlayerFactory(federation=cast.tournament.host_federation, **({"name": name} if name else {}))
    return TitleApplication.objects.create(
        player=player, title=title, federation=cast.tournament.host_federation, state=state, created_by=cast.officer,
        submitted_by=submitted_by, checks=[{"rule": "x", "ok": True, "detail": ""}],
    )


def evaluated_with_a_norm(tournament) -> None:
    upload = factories.ResultUploadFactory(tournament=tournament, status=ResultUpload.Status.EVALUATED)
    factories.NormResultFactory(entry=factories.EntryFactory(upload=upload, player__federation=tournament.host_federation))


def desk(client, user) -> str:
    client.force_login(user)
    response = client.get(reverse("players:desk"))
    assert response.status_code == 200
    return response.content.decode()


def section(page: str, anchor: str) -> str:
    return page.split(f'id="{anchor}"')[1].split("</section>")[0]


def test_a_submitted_application_waits_for_the_other_officer_not_the_one_who_submitted(client, cast, second_officer):
    submitted = application(cast, State.SUBMITTED, submitted_by=cast.officer, name="Kovalenko, Ivan")
    mine = section(desk(client, cast.officer), "applications")
    assert "Kovalenko, Ivan" in mine and reverse("titles:application_detail", args=[submitted.pk]) in mine
    assert "Waiting for another officer of UKR (not officer, who submitted it) or staff to confirm it" in mine
    assert "You:" not in mine
    theirs = section(desk(client, second_officer), "applications")
    assert "You:" in theirs and "table-warning" in theirs


def test_the_desk_lists_requests_reports_to_approve_late_reports_and_refused_files(client, cast):
    request = application(cast, State.REQUESTED, name="Shevchenko, Olha")
    evaluated_with_a_norm(cast.tournament)
    late = factories.TournamentFactory(name="Late Open", host_federation=cast.tournament.host_federation, late_report_approved=False)
    RefusedUpload.objects.create(tournament=late, filename="late.trf", size=1, sha256="0" * 64, entrance="web", kind=RefusedUpload.Kind.CLOSED)
    broken = factories.TournamentFactory(name="Broken Open", host_federation=cast.tournament.host_federation)
    RefusedUpload.objects.create(tournament=broken, filename="broken.trf", size=1, sha256="1" * 64, entrance="api")
    page = desk(client, cast.officer)
    requests = section(page, "requests")
    assert "Shevchenko, Olha" in requests and reverse("titles:application_detail", args=[request.pk]) in requests
    assert "Title sought" in requests and "Waiting for an officer of UKR to take up or decline the request." in requests
    assert reverse("tournaments:approvals", args=[cast.tournament.pk]) in section(page, "reports-to-approve")
    assert reverse("tournaments:approvals", args=[late.pk]) in section(page, "late-reports")
    refused = section(page, "refused")
    assert "broken.trf" in refused and "late.trf" in refused
    assert reverse("tournaments:versions", args=[broken.pk]) in refused


def test_what_was_dealt_with_leaves_the_queue(client, cast):
    evaluated_with_a_norm(cast.tournament)
    cast.tournament.approvals_recorded_at = datetime.datetime.now(datetime.UTC)
    cast.tournament.save()
    late = factories.TournamentFactory(host_federation=cast.tournament.host_federation, late_report_approved=True)
    RefusedUpload.objects.create(tournament=late, filename="late.trf", size=1, sha256="0" * 64, entrance="web", kind=RefusedUpload.Kind.CLOSED)
    factories.ResultUploadFactory(tournament=late, status=ResultUpload.Status.EVALUATED)  # a file accepted since
    application(cast, State.AWARDED)
    counts = desk_counts(federation=cast.tournament.host_federation, user=cast.officer)
    assert counts == {"requests": 0, "applications": 0, "reports_to_approve": 0, "late_reports": 0, "refused": 0, "rejected": 0}


def test_another_federations_queue_is_not_shown(client, cast):
    application(cast, State.REQUESTED, name="Shevchenko, Olha")
    assert "Shevchenko, Olha" not in desk(client, cast.other_officer)


def test_the_navigation_counts_what_waits_for_this_officer(client, cast, second_officer):
    application(cast, State.REQUESTED)
    application(cast, State.SUBMITTED, submitted_by=cast.officer)
    client.force_login(cast.officer)
    page = client.get(reverse("tournaments:list")).content.decode()
    assert '<span class="badge bg-warning text-dark" id="desk-count">1' in page  # the request; the submission is not theirs
    client.force_login(second_officer)
    page = client.get(reverse("tournaments:list")).content.decode()
    assert '<span class="badge bg-warning text-dark" id="desk-count">2' in page


def test_the_navigation_count_is_kept_per_officer_until_the_data_changes(client, cast, second_officer, monkeypatch):
    """Every page of an officer shows the count: kept as the pages are (web/page_cache.py), per viewer and data
    version, so a kept page does not pay its queries again, and a change shows at once."""
    counter = {"version": "1"}
    monkeypatch.setattr(page_cache, "data_version", lambda: counter["version"])
    application(cast, State.REQUESTED)
    client.force_login(cast.officer)
    url = reverse("tournaments:list")
    assert '<span class="badge bg-warning text-dark" id="desk-count">1' in client.get(url).content.decode()
    with CaptureQueriesContext(connection) as queries:
        client.get(url)
    assert not [query for query in queries.captured_queries if "titles_titleapplication" in query["sql"]]
    client.force_login(second_officer)  # another viewer: his own count
    assert '<span class="badge bg-warning text-dark" id="desk-count">1' in client.get(url).content.decode()
    client.force_login(cast.officer)
    application(cast, State.REQUESTED)
    counter["version"] = "2"  # as the commit of that write moves it
    assert '<span class="badge bg-warning text-dark" id="desk-count">2' in client.get(url).content.decode()


def test_a_player_with_an_open_application_is_not_ready_to_apply(client, cast):
    opened = application(cast, State.SUBMITTED, submitted_by=cast.officer, title="IM", name="Melnyk, Petro")
    factories.NormResultFactory(title="IM", entry=factories.EntryFactory(player=opened.player))
    players = section(desk(client, cast.officer), "players")
    row = players.split("Melnyk, Petro")[1].split("</tr>")[0]
    assert "application open: submitted by the federation" in row and "ready to apply" not in row
    assert "Title sought" in players


def queue_queries(client, user) -> int:
    client.force_login(user)
    with CaptureQueriesContext(connection) as queries:
        assert client.get(reverse("players:desk")).status_code == 200
    return len(queries)


def test_the_queue_takes_as_many_queries_for_thirty_items_as_for_three(client, cast):
    def fill(count: int) -> None:
        for n in range(count):
            application(cast, [State.REQUESTED, State.DRAFT, State.SUBMITTED, State.SENT][n % 4], submitted_by=cast.officer)
            tournament = factories.TournamentFactory(host_federation=cast.tournament.host_federation, late_report_approved=False)
            RefusedUpload.objects.create(
                tournament=tournament, filename=f"{n}.trf", size=1, sha256="0" * 64, entrance="web",
                kind=RefusedUpload.Kind.CLOSED,
            )
            evaluated_with_a_norm(tournament)

    fill(3)
    few = queue_queries(client, cast.officer)
    fill(27)
    assert queue_queries(client, cast.officer) == few
