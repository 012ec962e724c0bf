"""`manage.py import_trf`: every sample imports; a damaged copy is rejected and changes nothing."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from players.models import Player
from titles.models import NormResult
from tournaments.models import Entry, Pairing, ResultUpload, Tournament

# The evaluation is enqueued when the upload commits, so these tests commit for real.
pytestmark = pytest.mark.django_db(transaction=True)

ALL_SAMPLES = [
    "01_san_viator_2018_B.trf",
    "02_karl_mala_2005_fide_example1.trf",
    "03_gros_2010_javafo_trfx_sample2.trf",
    "04_bunratty_masters_2011.tab",
    "05_armstrong_cup_2011_team_league.tab",
    "06_grandmommys_cup_trf26_team.trf",
    "07_trf26_minimal_team.trf",
    "08_sharly_trf26_individual_import_test.trf",
    "09_lichess_swiss_2020_06.trf",
    "10_bbp_issue15_generated_180p.trf",
]


def import_json(path, *extra) -> dict:
    out = StringIO()
    call_command("import_trf", str(path), "--json", *extra, stdout=out)
    return json.loads(out.getvalue())


def database_counts() -> dict:
    return {model.__name__: model.objects.count() for model in (Tournament, ResultUpload, Player, Entry, Pairing, NormResult)}


def test_it_reports_players_and_rounds_of_san_viator(sample_path):
    report = import_json(sample_path("01_san_viator_2018_B.trf"))
    assert report["status"] == "evaluated"
    assert (report["players"], report["rounds"]) == (137, 7)
    assert report["byes"]["half"] == 99 and report["byes"]["zero"] == 30


def test_it_reports_284_players_for_karl_mala(sample_path):
    report = import_json(sample_path("02_karl_mala_2005_fide_example1.trf"))
    assert report["players"] == 284
    assert Entry.objects.filter(upload_id__isnull=False).count() == 284


# The generated file gives no date at all (no 042, 052 nor 132): an event cannot be registered from it.
UNDATED = "10_bbp_issue15_generated_180p.trf"


# Exported before their last round, of events whose dates have passed: held for the rounds not played until
# the importer confirms them (--force).
UNFINISHED = {"03_gros_2010_javafo_trfx_sample2.trf", "07_trf26_minimal_team.trf"}


@pytest.mark.parametrize("name", [name for name in ALL_SAMPLES if name != UNDATED])
def test_every_dated_sample_imports(sample_path, name):
    report = import_json(sample_path(name), *(["--force"] if name in UNFINISHED else []))
    assert report["status"] == "evaluated"
    assert Entry.objects.count() == report["players"]


def test_an_unfinished_file_of_an_ended_event_is_held_with_its_unplayed_rounds_and_registers_nothing(sample_path):
    err = StringIO()
    before = database_counts()
    with pytest.raises(CommandError, match="use --force"):
        call_command("import_trf", str(sample_path("03_gros_2010_javafo_trfx_sample2.trf")), stderr=err, stdout=StringIO())
    assert err.getvalue().splitlines() == [
        "  rounds with results in an event that has ended (registered rounds, the file): registered 9, the file 5"
    ]
    assert database_counts() == before


def test_a_file_with_no_date_registers_no_event_rather_than_one_starting_today(sample_path):
    # Today's date would choose today's regulations (1.53: those "prevailing at the time of the tournament").
    before = database_counts()
    with pytest.raises(CommandError, match="line 1, column 1: the file gives no date"):
        call_command("import_trf", str(sample_path(UNDATED)), stdout=StringIO())
    assert database_counts() == before


def test_a_file_with_no_date_imports_into_a_registered_event(sample_path):
    tournament = import_json(sample_path("03_gros_2010_javafo_trfx_sample2.trf"), "--force")["tournament"]
    report = import_json(sample_path(UNDATED), "--tournament", str(tournament), "--force")
    assert report["status"] == "evaluated"


def test_a_second_import_into_a_tournament_is_a_new_version(sample_path, tmp_path):
    first = import_json(sample_path("03_gros_2010_javafo_trfx_sample2.trf"), "--force")
    corrected = tmp_path / "gros.trf"
    corrected.write_bytes(sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes() + b"\n")
    second = import_json(corrected, "--tournament", str(first["tournament"]), "--force")
    assert (second["tournament"], second["version"]) == (first["tournament"], 2)
    assert ResultUpload.objects.get(version=1).entries.count() == 52


@pytest.mark.parametrize("name", ALL_SAMPLES)
def test_a_damaged_copy_is_rejected_with_its_line_and_changes_nothing(sample_path, tmp_path, name):
    lines = sample_path(name).read_bytes().splitlines(keepends=True)
    target = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[target] = lines[target][:48] + b"ABCD" + lines[target][52:]
    damaged = tmp_path / name
    damaged.write_bytes(b"".join(lines))
    before = database_counts()
    with pytest.raises(CommandError, match=rf"line {target + 1}, column 49"):
        call_command("import_trf", str(damaged), stdout=StringIO())
    assert database_counts() == before


def test_a_damaged_copy_for_an_existing_tournament_changes_nothing(sample_path, tmp_path):
    report = import_json(sample_path("01_san_viator_2018_B.trf"))
    lines = sample_path("01_san_viator_2018_B.trf").read_bytes().splitlines(keepends=True)
    target = next(number for number, line in enumerate(lines) if line.startswith(b"001 "))
    lines[target] = lines[target][:98] + b"Q" + lines[target][99:]
    damaged = tmp_path / "damaged.trf"
    damaged.write_bytes(b"".join(lines))
    before = database_counts()
    with pytest.raises(CommandError, match=rf"line {target + 1}, column 99"):
        call_command("import_trf", str(damaged), "--tournament", str(report["tournament"]), stdout=StringIO())
    assert database_counts() == before
