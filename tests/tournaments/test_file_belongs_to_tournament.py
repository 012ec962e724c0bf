"""A file must belong to the tournament it is uploaded to; the same file twice is one version."""

import datetime
import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import timezone

from tests import factories
from tests.tournaments.helpers import GROS, gros_tournament, post_upload
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db

SAN_VIATOR = "01_san_viator_2018_B.trf"


@pytest.fixture
def tournament():
    return gros_tournament()


@pytest.fixture
def arbiter_client(client, tournament):
    client.force_login(tournament.chief_arbiter.user)
    return client


def test_the_matching_file_of_a_running_event_is_accepted_without_confirmation(arbiter_client, sample_path):
    # The Gros file has results for 5 of its 9 rounds: an event still running has not played the other four.
    tournament = gros_tournament(end_date=timezone.localdate())
    arbiter_client.force_login(tournament.chief_arbiter.user)
    response = post_upload(arbiter_client, tournament, sample_path(GROS).read_bytes())
    assert response.status_code == 302
    upload = ResultUpload.objects.get(tournament=tournament)
    assert (upload.header_mismatches, upload.mismatches_confirmed) == ([], False)


def test_the_matching_file_of_an_ended_event_is_held_only_for_its_unplayed_rounds(arbiter_client, tournament, sample_path):
    response = post_upload(arbiter_client, tournament, sample_path(GROS).read_bytes())
    page = response.content.decode()
    assert response.status_code == 200 and not ResultUpload.objects.exists()
    assert re.findall(r"<tr><th>([^<]*)</th><td>([^<]*)</td><td>([^<]*)</td></tr>", page) == [
        ("rounds with results in an event that has ended (registered rounds, the file)", "9", "5")
    ]


def test_a_file_of_another_event_is_refused_with_each_mismatch_side_by_side(arbiter_client, tournament, sample_path):
    response = post_upload(arbiter_client, tournament, sample_path(SAN_VIATOR).read_bytes())
    page = response.content.decode()
    assert response.status_code == 200 and not ResultUpload.objects.exists()
    table = page[page.index('id="header-mismatches"'):]
    for registered, in_file in [
        ("XX Open Internacional de Gros", "XXX Torneo San Viator - Memorial Pepe Domaica (B)"),
        ("2010-09-24", "2018-04-08"),
        ("9", "7"),
    ]:
        assert f"<td>{registered}</td><td>{in_file}</td>" in table
    assert 'name="confirm_mismatches"' in page and 'type="checkbox"' in page


def test_the_explicit_confirmation_accepts_it_and_is_kept_with_the_version(arbiter_client, tournament, sample_path):
    post_upload(arbiter_client, tournament, sample_path(SAN_VIATOR).read_bytes(), confirm_mismatches="on")
    upload = ResultUpload.objects.get(tournament=tournament)
    assert upload.mismatches_confirmed
    assert {mismatch["field"] for mismatch in upload.header_mismatches} == {"name", "start_date", "rounds", "rounds_unplayed"}
    page = arbiter_client.get(reverse("tournaments:upload_detail", args=[tournament.pk, 1])).content.decode()
    assert 'id="confirmed-mismatches"' in page


def test_a_start_date_a_few_days_apart_is_no_mismatch(arbiter_client, sample_path):
    tournament = gros_tournament(start_date=datetime.date(2010, 9, 22), end_date=timezone.localdate())
    arbiter_client.force_login(tournament.chief_arbiter.user)
    assert post_upload(arbiter_client, tournament, sample_path(GROS).read_bytes()).status_code == 302


def test_an_identical_upload_makes_no_version_and_says_so(arbiter_client, tournament, sample_path):
    data = sample_path(GROS).read_bytes()
    post_upload(arbiter_client, tournament, data, confirm_mismatches="on")  # its four unplayed rounds
    response = post_upload(arbiter_client, tournament, data, name="again.trf")
    assert response.status_code == 302 and response["Location"].endswith("/uploads/1/")
    page = arbiter_client.get(response["Location"]).content.decode()
    assert "identical to version 1; no new version was made" in page
    assert ResultUpload.objects.filter(tournament=tournament).count() == 1


def test_import_trf_refuses_a_file_of_another_event_with_the_mismatches(tournament, sample_path):
    err = StringIO()
    with pytest.raises(CommandError, match="differs from tournament") as raised:
        call_command("import_trf", str(sample_path(SAN_VIATOR)), "--tournament", str(tournament.pk), stderr=err, stdout=StringIO())
    assert raised.value.returncode == 1
    assert "registered 9, the file 7" in err.getvalue()
    assert not ResultUpload.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_import_trf_force_accepts_and_records_it(tournament, sample_path):
    call_command(
        "import_trf", str(sample_path(SAN_VIATOR)), "--tournament", str(tournament.pk), "--force",
        stdout=StringIO(), stderr=StringIO(),
    )
    upload = ResultUpload.objects.get(tournament=tournament)
    assert upload.mismatches_confirmed and upload.header_mismatches


def test_import_trf_of_an_identical_file_prints_it_and_makes_no_version(tournament, sample_path):
    factories.ResultUploadFactory(tournament=tournament, version=1, raw=sample_path(GROS).read_bytes())
    out = StringIO()
    call_command("import_trf", str(sample_path(GROS)), "--tournament", str(tournament.pk), stdout=out)
    assert "identical to version 1" in out.getvalue()
    assert ResultUpload.objects.count() == 1
