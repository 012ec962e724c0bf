"""Issue 30, "three doors, one service": the upload page, the REST API and `import_trf` meet the same checks,
because each calls `services.upload_receive`, and storing a version below those checks is private to the
tournaments app. Each door is sent the issue's three files: the malformed three-line file, another event's file
and an identical re-send; none of them changes what is current."""

import ast
from io import StringIO
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse
from rest_framework.test import APIClient

from notifications.models import Notification
from tournaments import _versions, services
from tournaments.models import RefusedUpload, ResultUpload

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = Path(__file__).resolve().parents[2]
# "012 <the event's name>", a 001 line cut short, a line of plain text: accepted as "1 players, 0 rounds" before.
THREE_LINES = b"012 %s\n001    1 m    Broken line here\nBroken line here\n"


def three_line_file(tournament) -> bytes:
    return THREE_LINES % tournament.name.encode()


@pytest.fixture
def current(cast, sample_path):
    """The cast's tournament with San Viator's results current (stored below the checks, as setup)."""
    upload = _versions.version_store(
        tournament=cast.tournament, filename="sv.trf", data=sample_path("01_san_viator_2018_B.trf").read_bytes()
    )
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.EVALUATED
    return upload


def send_web(cast, data: bytes, tmp_path) -> str:
    client = _logged_in(cast)
    response = client.post(reverse("tournaments:upload", args=[cast.tournament.pk]),
                           {"file": SimpleUploadedFile("r.trf", data)}, follow=True)
    return response.content.decode()


def _logged_in(cast):
    from django.test import Client

    client = Client()
    client.force_login(cast.arbiter)
    return client


def send_api(cast, data: bytes, tmp_path):
    api = APIClient()
    api.force_authenticate(cast.arbiter)
    return api.post(reverse("api:tournament-uploads", args=[cast.tournament.pk]),
                    {"file": SimpleUploadedFile("r.trf", data)}, format="multipart")


def send_command(cast, data: bytes, tmp_path) -> str:
    path = tmp_path / "r.trf"
    path.write_bytes(data)
    out, err = StringIO(), StringIO()
    try:
        call_command("import_trf", str(path), "--tournament", str(cast.tournament.pk), stdout=out, stderr=err)
    except CommandError as error:
        return f"refused: {error} {err.getvalue()}"
    return out.getvalue()


def assert_current_unchanged(current) -> None:
    assert list(current.tournament.uploads.values_list("version", flat=True)) == [current.version]
    assert current.entries.count() == 137


def test_the_three_line_file_is_refused_by_the_page_and_nothing_changes(cast, current, tmp_path):
    page = send_web(cast, three_line_file(cast.tournament), tmp_path)
    assert "Line 3, column 1" in page and "stored as version" not in page
    assert_current_unchanged(current)
    assert RefusedUpload.objects.get().entrance == RefusedUpload.Entrance.WEB


def test_the_three_line_file_is_refused_by_the_api_with_400_and_nothing_changes(cast, current, tmp_path):
    response = send_api(cast, three_line_file(cast.tournament), tmp_path)
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"line": 3, "column": 1, "message": RefusedUpload.objects.get().errors[0]["message"]}
    ]
    assert_current_unchanged(current)


def test_the_three_line_file_is_refused_by_the_command_and_nothing_changes(cast, current, tmp_path):
    output = send_command(cast, three_line_file(cast.tournament), tmp_path)
    assert output.startswith("refused:") and "line 3, column 1" in output
    assert_current_unchanged(current)
    assert RefusedUpload.objects.get().entrance == RefusedUpload.Entrance.COMMAND


@pytest.mark.parametrize("door", [send_web, send_api, send_command])
def test_another_events_file_is_held_at_every_door(cast, current, tmp_path, sample_path, door):
    answer = door(cast, sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes(), tmp_path)
    if door is send_api:
        assert answer.status_code == 409
        fields = {item["field"] for item in answer.json()["mismatches"]}
    else:
        fields = {"name"} if "Gros" in answer else set()
    assert "name" in fields
    assert_current_unchanged(current)
    assert not RefusedUpload.objects.exists()  # held, not refused: the uploader may still confirm it


@pytest.mark.parametrize("door", [send_web, send_api, send_command])
def test_an_identical_resend_makes_no_version_at_any_door(cast, current, tmp_path, sample_path, door):
    answer = door(cast, sample_path("01_san_viator_2018_B.trf").read_bytes(), tmp_path)
    if door is send_api:
        assert answer.status_code == 200 and answer.json()["version"] == current.version
    else:
        assert "identical to version 1" in answer
    assert_current_unchanged(current)


def test_a_refused_file_mails_nobody(cast, current, tmp_path):
    send_api(cast, three_line_file(cast.tournament), tmp_path)
    send_web(cast, b"%PDF-1.7\n", tmp_path)
    assert not Notification.objects.filter(kind=Notification.Kind.UPLOAD_REJECTED).exists()


def test_a_file_that_would_publish_fewer_players_and_rounds_is_held_until_confirmed(cast, current, tmp_path):
    lines = bytes(current.raw).splitlines(keepends=True)
    players = [number for number, line in enumerate(lines) if line.startswith(b"001 ")]
    fewer = b"".join(line for number, line in enumerate(lines) if number not in players[100:])
    response = send_api(cast, fewer, tmp_path)
    assert response.status_code == 409
    held = {item["field"]: item for item in response.json()["mismatches"]}
    assert (held["players"]["registered"], held["players"]["in_file"]) == ("137", "100")
    assert_current_unchanged(current)


def test_the_storing_below_the_checks_is_reached_only_from_inside_the_tournaments_app():
    """No module of the project outside tournaments/ (apps, commands, bench/, config) names it; tests/ builds
    states with it, as fixtures, and is left out."""
    assert not hasattr(services, "upload_create")
    offenders = []
    for path in ROOT.rglob("*.py"):
        relative = path.relative_to(ROOT)
        if relative.parts[0] in {"tests", "tournaments", ".venv"} or "migrations" in relative.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        names |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names}
        names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        # The old public name, on the services module (the upload page's view is also called upload_create).
        names |= {
            "services.upload_create" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "upload_create"
            and isinstance(node.value, ast.Name) and node.value.id.endswith("services")
        }
        if names & {"_versions", "version_store", "services.upload_create", "tournaments._versions"}:
            offenders.append(str(relative))
    assert offenders == [], offenders


def test_no_mutated_file_becomes_current_through_any_door(cast, tmp_path):
    """A short run of bench/fuzz.py's entrance campaign (its figures are in bench/README.md)."""
    from tests.fuzzing import mutated_inputs, trf_samples
    from tests.fuzzing_import import entrance_outcome

    doors = ("web", "api", "command")
    outcomes = [
        entrance_outcome(entrance=doors[number % 3], tournament=cast.tournament, arbiter=cast.arbiter, data=data,
                         workdir=tmp_path)
        for number, (_name, data) in enumerate(mutated_inputs(12, seed=20261204, samples=trf_samples()))
    ]
    assert "refused" in outcomes, outcomes
