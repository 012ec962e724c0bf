"""Issue 30: a file of an event that has ended by its registration, with results for fewer rounds than were
registered or than the file itself plans (XXR, 142), is held at every door with those differences until the
uploader confirms it; a file of an event still running lacks the rounds to come, and is not held for them.

The Gros file plans nine rounds (XXR 9) and has results for five."""

import re
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import timezone
from rest_framework.test import APIClient

from tests.tournaments.helpers import GROS, gros_tournament, post_upload
from tournaments import services
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db(transaction=True)

SHORT_OF_REGISTRATION = "rounds with results in an event that has ended (registered rounds, the file)"
SHORT_OF_PLAN = "rounds with results in an event that has ended (rounds the file plans, the file)"
STORED = "stored"


def send_web(tournament, data: bytes, *, confirm: bool, tmp_path):
    from django.test import Client

    client = Client()
    client.force_login(tournament.chief_arbiter.user)
    response = post_upload(client, tournament, data, **({"confirm_mismatches": "on"} if confirm else {}))
    if response.status_code == 302:
        return STORED
    return re.findall(r"<tr><th>([^<]*)</th><td>([^<]*)</td><td>([^<]*)</td></tr>", response.content.decode())


def send_api(tournament, data: bytes, *, confirm: bool, tmp_path):
    api = APIClient()
    api.force_authenticate(tournament.chief_arbiter.user)
    response = api.post(
        reverse("api:tournament-uploads", args=[tournament.pk]),
        {"file": SimpleUploadedFile("r.trf", data), "confirm_mismatches": "true" if confirm else "false"},
        format="multipart",
    )
    if response.status_code == 202:  # stored, and queued for evaluation
        return STORED
    assert response.status_code == 409, response.content
    return [(item["label"], item["registered"], item["in_file"]) for item in response.json()["mismatches"]]


def send_command(tournament, data: bytes, *, confirm: bool, tmp_path):
    path = tmp_path / "r.trf"
    path.write_bytes(data)
    err = StringIO()
    try:
        call_command(
            "import_trf", str(path), "--tournament", str(tournament.pk), *(["--force"] if confirm else []),
            stdout=StringIO(), stderr=err,
        )
    except CommandError:
        return re.findall(r"^  (.*): registered (.*), the file (.*)$", err.getvalue(), re.MULTILINE)
    return STORED


DOORS = [send_web, send_api, send_command]


@pytest.mark.parametrize("door", DOORS)
def test_a_file_short_of_the_registered_rounds_of_an_ended_event_is_held_at_every_door(door, sample_path, tmp_path):
    tournament = gros_tournament()  # nine rounds, ended on 2 October 2010
    answer = door(tournament, sample_path(GROS).read_bytes(), confirm=False, tmp_path=tmp_path)
    assert answer == [(SHORT_OF_REGISTRATION, "9", "5")]
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize("door", DOORS)
def test_a_file_short_of_its_own_plan_is_held_beside_the_registration_it_contradicts(door, sample_path, tmp_path):
    tournament = gros_tournament(rounds_scheduled=5)  # the five rounds played were all that was registered
    answer = door(tournament, sample_path(GROS).read_bytes(), confirm=False, tmp_path=tmp_path)
    assert answer == [("rounds", "5", "9"), (SHORT_OF_PLAN, "9", "5")]
    assert not ResultUpload.objects.exists()


@pytest.mark.parametrize("door", DOORS)
def test_a_running_event_is_not_held_for_the_rounds_still_to_come(door, sample_path, tmp_path):
    tournament = gros_tournament(end_date=timezone.localdate())  # its last day is today
    assert door(tournament, sample_path(GROS).read_bytes(), confirm=False, tmp_path=tmp_path) == STORED
    upload = ResultUpload.objects.get(tournament=tournament)
    assert (upload.header_mismatches, upload.mismatches_confirmed) == ([], False)


@pytest.mark.parametrize("door", DOORS)
def test_the_confirmed_file_becomes_a_version_with_its_unplayed_rounds_kept(door, sample_path, tmp_path):
    tournament = gros_tournament()
    assert door(tournament, sample_path(GROS).read_bytes(), confirm=True, tmp_path=tmp_path) == STORED
    upload = ResultUpload.objects.get(tournament=tournament)
    assert upload.header_mismatches == [{"field": "rounds_unplayed", "registered": "9", "in_file": "5"}]
    assert upload.mismatches_confirmed


def test_a_complete_file_of_an_ended_event_is_not_held(sample_path):
    tournament = gros_tournament(rounds_scheduled=5)
    data = re.sub(rb"(?m)^XXR 9", b"XXR 5", sample_path(GROS).read_bytes())
    receipt = services.upload_receive(tournament=tournament, filename="gros.trf", data=data, entrance="api")
    assert receipt.created and receipt.mismatches == ()
