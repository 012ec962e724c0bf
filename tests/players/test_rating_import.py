"""Importing FIDE's standard list into the rating history, the periodic job, and interim ratings (1.52a)."""

import json
import logging
import zipfile
from datetime import date, timedelta
from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command

from players import ratings
from players.models import Player, RatingEntry
from players.tasks import import_configured_rating_list
from tests import factories
from tests.players.rating_list_samples import (
    COMBINED_COLUMNS,
    SINGLE_COLUMNS,
    player,
    txt_list,
    xml_list,
    xml_player,
)

pytestmark = pytest.mark.django_db

OCTOBER = date(2026, 10, 1)


def combined_list(tmp_path, *players: str, name="standard_oct26frl.txt"):
    path = tmp_path / name
    path.write_text(txt_list(COMBINED_COLUMNS, *players), encoding="utf-8")
    return path


def listed(fide_id, name="Listed, Player", fed="ESP", rating=2000, games=5, **fields) -> str:
    return player(COMBINED_COLUMNS, fide_id, name, fed, rating=rating, games=games, **fields)


def run(*arguments) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("import_fide_ratings", *map(str, arguments), stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def published(holder) -> list[tuple[date, int, int | None]]:
    entries = holder.ratings.filter(kind=RatingEntry.Kind.PUBLISHED).order_by("period")
    return [(entry.period, entry.rating, entry.games) for entry in entries]


def test_by_default_only_players_in_the_database_get_an_entry(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = combined_list(tmp_path, listed(100001, rating=2210, games=7), listed(100002), listed(100003))
    summary = ratings.rating_list_import(path=path)
    assert published(ours) == [(OCTOBER, 2210, 7)]
    assert Player.objects.count() == 1
    assert (summary.players_matched, summary.entries_created, summary.skipped_not_followed) == (1, 1, 2)


def test_all_players_creates_the_listed_players_who_have_a_standard_rating(tmp_path):
    factories.FederationFactory(code="NOR")
    path = combined_list(
        tmp_path,
        listed(1503014, "Carlsen, Magnus", "NOR", rating=2830, games=9, born=1990),
        listed(34100020, "Rapid, Only", rating="", games="", **{"RRtng": 1650}),
    )
    summary = ratings.rating_list_import(path=path, all_players=True)
    carlsen = Player.objects.get(fide_id=1503014)
    assert (carlsen.name, carlsen.sex, carlsen.birth_year, carlsen.federation.code) == ("Carlsen, Magnus", "m", 1990, "NOR")
    assert published(carlsen) == [(OCTOBER, 2830, 9)]
    assert not Player.objects.filter(fide_id=34100020).exists()
    assert (summary.players_created, summary.skipped_unrated) == (1, 1)


def test_importing_the_same_list_again_changes_nothing(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = combined_list(tmp_path, listed(100001, rating=2210), listed(100002, rating=1900))
    ratings.rating_list_import(path=path, all_players=True)
    before = list(RatingEntry.objects.values_list("pk", "player_id", "period", "rating", "games", "kind"))
    again = ratings.rating_list_import(path=path, all_players=True)
    assert list(RatingEntry.objects.values_list("pk", "player_id", "period", "rating", "games", "kind")) == before
    assert (again.entries_created, again.entries_updated, again.entries_unchanged, again.players_created) == (0, 0, 2, 0)
    assert Player.objects.count() == 2 and published(ours) == [(OCTOBER, 2210, 5)]


def test_a_corrected_list_for_the_same_month_updates_the_entry(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2210, games=7)))
    summary = ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2215, games=8)))
    assert published(ours) == [(OCTOBER, 2215, 8)]
    assert (summary.entries_created, summary.entries_updated) == (0, 1)


def test_an_interim_rating_of_the_same_month_is_left_alone(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    interim = factories.RatingEntryFactory(player=ours, period=OCTOBER, rating=2301, kind=RatingEntry.Kind.INTERIM)
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2210)))
    interim.refresh_from_db()
    assert interim.rating == 2301
    assert published(ours) == [(OCTOBER, 2210, 5)]


def test_only_blank_details_of_a_known_player_are_filled_in(tmp_path):
    factories.FederationFactory(code="ESP")
    blank = factories.PlayerFactory(fide_id=100001, name="Known, Name", sex="", birth_year=None, federation=None)
    complete = factories.PlayerFactory(fide_id=100002, name="Kept, Name", sex="m", birth_year=1980)
    path = combined_list(
        tmp_path,
        listed(100001, "Listed, Name", "ESP", sex="F", born=1999),
        listed(100002, "Other, Name", "ESP", sex="F", born=2001),
    )
    summary = ratings.rating_list_import(path=path)
    blank.refresh_from_db()
    complete.refresh_from_db()
    assert (blank.name, blank.sex, blank.birth_year, blank.federation.code) == ("Known, Name", "f", 1999, "ESP")
    assert (complete.name, complete.sex, complete.birth_year) == ("Kept, Name", "m", 1980)
    assert summary.players_completed == 1


def test_a_known_player_without_a_standard_rating_still_gets_blank_details_filled(tmp_path):
    blank = factories.PlayerFactory(fide_id=100001, birth_year=None)
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating="", games="", born=2010)))
    blank.refresh_from_db()
    assert blank.birth_year == 2010
    assert not blank.ratings.exists()


def test_a_list_larger_than_a_batch_is_stored_batch_by_batch(tmp_path, monkeypatch):
    monkeypatch.setattr(ratings, "BATCH_SIZE", 3)
    for fide_id in range(100001, 100008):
        factories.PlayerFactory(fide_id=fide_id)
    path = combined_list(tmp_path, *(listed(100001 + n, rating=1500 + n) for n in range(10)))
    summary = ratings.rating_list_import(path=path)
    assert summary.entries_created == 7
    assert sorted(RatingEntry.objects.values_list("rating", flat=True)) == list(range(1500, 1507))


def test_the_period_comes_from_the_option_first(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    run(combined_list(tmp_path, listed(100001)), "--period", "2025-03-01")
    assert published(ours) == [(date(2025, 3, 1), 2000, 5)]


def test_the_period_comes_from_a_zipped_lists_archive_name(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = tmp_path / "standard_oct26frl.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_foa.txt", txt_list(COMBINED_COLUMNS, listed(100001)))
    run(path)
    assert published(ours) == [(OCTOBER, 2000, 5)]


def test_the_period_comes_from_the_month_label_of_a_single_list(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = tmp_path / "standard_rating_list.txt"
    path.write_text(txt_list(SINGLE_COLUMNS, player(SINGLE_COLUMNS, 100001, "Single, List", "ESP", rating=1999, games=2)))
    run(path)
    assert published(ours) == [(date(2023, 1, 1), 1999, 2)]


def test_a_list_that_does_not_say_its_month_is_refused(tmp_path):
    factories.PlayerFactory(fide_id=100001)
    with pytest.raises(CommandError, match="neither the file name nor the list says which month"):
        run(combined_list(tmp_path, listed(100001), name="players_list_foa.txt"))
    assert not RatingEntry.objects.exists()


@pytest.mark.parametrize("value", ["2026-10-15", "October"])
def test_a_period_that_is_not_the_first_of_a_month_is_refused(tmp_path, value):
    with pytest.raises(CommandError, match="is not the first of a month"):
        run(combined_list(tmp_path, listed(100001)), "--period", value)


def test_the_command_reports_a_malformed_line_and_imports_the_rest(tmp_path):
    first, last = factories.PlayerFactory(fide_id=100001), factories.PlayerFactory(fide_id=100003)
    path = combined_list(tmp_path, listed(100001), listed(100002, rating="20x0"), listed(100003))
    out, err = run(path)
    assert published(first) and published(last)
    assert "line 3: SRtng '20x0' is not a number; expected at most 4 digits" in err
    for figure in ("lines read: 3", "players matched: 2", "rating entries created: 2", "errors: 1"):
        assert figure in out


def test_the_json_summary_is_machine_readable(tmp_path):
    factories.PlayerFactory(fide_id=100001)
    out, _err = run(combined_list(tmp_path, listed(100001), "garbage"), "--json")
    report = json.loads(out)
    assert report["period"] == "2026-10-01"
    assert (report["lines_read"], report["entries_created"], report["skipped_not_followed"]) == (2, 1, 0)
    assert report["errors"] == [{"line": 3, "message": "ID Number 'garbage' is not a number; expected at most 15 digits"}]


def test_an_xml_list_is_imported(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = tmp_path / "standard_oct26frl_xml.xml"
    path.write_text(xml_list(xml_player(100001, "Xml, Player", "ESP", rating=2111, games=3, standard_only=True)))
    run(path)
    assert published(ours) == [(OCTOBER, 2111, 3)]


def test_a_rating_below_the_floor_of_its_period_is_an_error(tmp_path):
    factories.PlayerFactory(fide_id=100001)
    summary = ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=1350)))
    assert not RatingEntry.objects.exists()
    assert [(error.line, error.describe()) for error in summary.errors] == [
        (2, "rating 1350 is below 1400, the lowest FIDE publishes for 2026-10-01")
    ]


def test_a_fide_id_listed_twice_is_an_error_on_its_second_line(tmp_path):
    ours = factories.PlayerFactory(fide_id=100001)
    path = combined_list(tmp_path, listed(100001, rating=2000), listed(100001, rating=2400))
    summary = ratings.rating_list_import(path=path)
    assert published(ours) == [(OCTOBER, 2000, 5)]
    assert [(error.line, error.describe()) for error in summary.errors] == [
        (3, "FIDE ID 100001 was already listed on line 2")
    ]


def test_the_periodic_job_imports_the_configured_list(tmp_path, settings):
    ours = factories.PlayerFactory(fide_id=100001)
    settings.FIDE_RATING_LIST_PATH = str(combined_list(tmp_path, listed(100001)))
    first = import_configured_rating_list.delay().get()
    second = import_configured_rating_list.delay().get()
    assert published(ours) == [(OCTOBER, 2000, 5)]
    assert (first["entries_created"], second["entries_created"], second["entries_unchanged"]) == (1, 0, 1)


@pytest.mark.parametrize("configured", ["", "/nonexistent/standard_oct26frl.zip"])
def test_the_periodic_job_does_nothing_without_a_list_and_says_so(settings, caplog, configured):
    settings.FIDE_RATING_LIST_PATH = configured
    with caplog.at_level(logging.INFO, logger="players.tasks"):
        assert import_configured_rating_list() is None
    assert "no rating list imported" in caplog.text


def test_the_periodic_job_logs_a_list_it_cannot_import(tmp_path, settings, caplog):
    settings.FIDE_RATING_LIST_PATH = str(combined_list(tmp_path, listed(100001), name="players_list_foa.txt"))
    with caplog.at_level(logging.ERROR, logger="players.tasks"):
        assert import_configured_rating_list() is None
    assert "does not say which month it is for" in caplog.text


def test_an_interim_rating_is_recorded_with_the_day_it_was_reached(cast):
    ours = factories.PlayerFactory()
    entry = ratings.rating_record_interim(
        player=ours,
        reached_on=date(2025, 5, 14),
        rating=2301,
        games=12,
        evidence_note="crosstable of the Lviv Open, round 6",
        recorded_by=cast.officer,
    )
    assert (entry.kind, entry.period, entry.rating, entry.games) == (RatingEntry.Kind.INTERIM, date(2025, 5, 14), 2301, 12)


def test_recording_an_interim_rating_again_for_the_same_day_corrects_it(cast):
    ours = factories.PlayerFactory()
    for rating in (2301, 2305):
        ratings.rating_record_interim(player=ours, reached_on=date(2025, 5, 14), rating=rating, recorded_by=cast.officer)
    assert list(ours.ratings.values_list("kind", "rating")) == [(RatingEntry.Kind.INTERIM, 2305)]


@pytest.mark.parametrize(
    ("reached_on", "rating", "games", "field"),
    [
        (date.today() + timedelta(days=2), 2300, None, "reached_on"),
        (date(2024, 3, 1), 1399, None, "rating"),
        (date(2025, 5, 14), 23000, None, "rating"),
        (date(2025, 5, 14), 2300, -1, "games"),
    ],
)
def test_an_implausible_interim_rating_is_refused(cast, reached_on, rating, games, field):
    with pytest.raises(ValidationError) as raised:
        ratings.rating_record_interim(
            player=factories.PlayerFactory(), reached_on=reached_on, rating=rating, games=games, recorded_by=cast.officer
        )
    assert set(raised.value.message_dict) == {field}
    assert not RatingEntry.objects.exists()
