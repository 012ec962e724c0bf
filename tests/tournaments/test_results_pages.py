"""The results pages arbiters expect: a grid for round robins, a rank table with tie-breaks for Swiss events,
pairings per round, the starting list, and a searchable list of tournaments."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests import factories
from tests.tournaments.helpers import GROS, gros_tournament
from tournaments import _versions, selectors
from tournaments.models import Tournament
from web.tournaments import views as tournament_views

pytestmark = pytest.mark.django_db

KYIV_RR = "tournaments/demo/kyiv_autumn_round_robin_2023.trf"


def evaluated(tournament, data, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        upload = _versions.version_store(tournament=tournament, filename="results.trf", data=data)
    upload.refresh_from_db()
    assert upload.status == "evaluated", upload.errors
    return upload


@pytest.fixture
def round_robin(django_capture_on_commit_callbacks, settings):
    from pathlib import Path

    data = (Path(settings.BASE_DIR) / KYIV_RR).read_bytes()
    tournament = factories.TournamentFactory(system=Tournament.System.ROUND_ROBIN, rounds_scheduled=9,
                                             start_date=datetime.date(2023, 10, 1), end_date=datetime.date(2023, 10, 9))
    return evaluated(tournament, data, django_capture_on_commit_callbacks)


@pytest.fixture
def swiss(sample_path, django_capture_on_commit_callbacks):
    return evaluated(gros_tournament(), sample_path(GROS).read_bytes(), django_capture_on_commit_callbacks)


def test_a_round_robin_is_a_grid_of_players_by_players_with_colours(client, round_robin):
    table = selectors.results_table(upload=round_robin)
    size = len(table.rows)
    assert table.is_round_robin and all(len(row.grid) == size for row in table.rows)
    for index, row in enumerate(table.rows):
        assert row.grid[index].is_self and not row.grid[index].results
        assert all(len(cell.results) == 1 for position, cell in enumerate(row.grid) if position != index)
    first, second = table.rows[0], table.rows[1]
    (colour, _label), = first.grid[1].results
    (reply_colour, _reply), = second.grid[0].results
    assert {colour, reply_colour} == {"w", "b"}
    page = client.get(reverse("tournaments:detail", args=[round_robin.tournament_id])).content.decode()
    assert "crosstable-grid" in page and page.count("grid-self") == size


def test_the_grid_is_read_in_a_few_queries_whatever_the_size(round_robin):
    with CaptureQueriesContext(connection) as queries:
        selectors.results_table(upload=round_robin)
    assert len(queries) <= 5


def test_a_swiss_event_is_a_rank_table_with_tie_breaks(client, swiss):
    table = selectors.results_table(upload=swiss)
    assert not table.is_round_robin
    assert all(row.tie_breaks is not None for row in table.rows)
    page = client.get(reverse("tournaments:detail", args=[swiss.tournament_id])).content.decode()
    assert "Buchholz" in page and "Sonneborn-Berger" in page


def test_a_big_swiss_rank_table_is_shown_a_page_at_a_time_in_rank_order(client, swiss, monkeypatch):
    monkeypatch.setattr("web.tournaments.views.RANK_TABLE_ROWS", 5)
    rows = selectors.results_table(upload=swiss).rows
    url = reverse("tournaments:detail", args=[swiss.tournament_id])
    first, second = (client.get(url, {"page": number}).content.decode() for number in (1, 2))
    assert first.count('<tr id="entry-') == 5 and f'id="entry-{rows[5].entry.start_number}"' not in first
    assert f'id="entry-{rows[5].entry.start_number}"' in second and "?page=3#crosstable" in second
    assert f"places 6–10 of {len(rows)}" in second


@pytest.mark.parametrize("page", ["0", "21", "x", "-1"])
def test_a_rank_table_page_no_results_file_can_fill_is_not_found(client, swiss, page):
    response = client.get(reverse("tournaments:detail", args=[swiss.tournament_id]), {"page": page})
    assert response.status_code == 404


def test_byes_show_their_points(client, sample_path, django_capture_on_commit_callbacks):
    upload = evaluated(factories.TournamentFactory(rounds_scheduled=7), sample_path("01_san_viator_2018_B.trf").read_bytes(),
                       django_capture_on_commit_callbacks)
    labels = {cell.label for row in selectors.results_table(upload=upload).rows for cell in row.cells if cell.is_bye}
    assert "H ½" in labels and "Z 0" in labels


def test_a_file_without_ranks_gets_computed_ones(round_robin):
    round_robin.entries.update(rank=None)
    table = selectors.results_table(upload=round_robin)
    assert not table.ranks_from_file
    assert [row.rank for row in table.rows][0] == 1
    points = [row.entry.points for row in table.rows]
    assert points == sorted(points, reverse=True)


def test_names_link_to_norm_pages_and_fide_ids_to_fide(client, swiss, cast):
    page = client.get(reverse("tournaments:detail", args=[swiss.tournament_id])).content.decode()
    entry = swiss.entries.get(start_number=1)
    assert reverse("titles:entry_norms", args=[entry.pk]) in page
    assert f"https://ratings.fide.com/profile/{entry.player.fide_id}" in page
    assert reverse("players:player", args=[entry.player_id]) not in page  # an anonymous visitor may not open it


def test_staff_get_links_to_the_players_pages(client, swiss, cast):
    client.force_login(cast.staff)
    page = client.get(reverse("tournaments:detail", args=[swiss.tournament_id])).content.decode()
    assert reverse("players:player", args=[swiss.entries.get(start_number=1).player_id]) in page



@pytest.mark.parametrize("page_name", ["tournaments:round", "tournaments:starting_list", "titles:entry_norms"])
def test_the_pairings_the_starting_list_and_the_norm_page_link_to_the_players_page_for_whom_may_open_it(
    client, swiss, cast, page_name
):
    entry = swiss.entries.get(start_number=1)
    args = {
        "tournaments:round": [swiss.tournament_id, 1],
        "tournaments:starting_list": [swiss.tournament_id],
        "titles:entry_norms": [entry.pk],
    }
    url = reverse(page_name, args=args[page_name])
    player_page = reverse("players:player", args=[entry.player_id])
    assert player_page not in client.get(url).content.decode()  # an anonymous visitor may not open it
    client.force_login(cast.staff)
    assert player_page in client.get(url).content.decode()

def test_pairings_of_a_round_board_by_board(client, swiss):
    response = client.get(reverse("tournaments:round", args=[swiss.tournament_id, 1]))
    boards = selectors.round_pairings(upload=swiss, number=1)
    seated = [board.white.pk for board in boards] + [board.black.pk for board in boards if board.black]
    assert response.status_code == 200
    assert sorted(seated) == sorted(swiss.entries.filter(pairings__round_number=1).values_list("pk", flat=True))
    assert all(board.number for board in boards if board.black)
    assert client.get(reverse("tournaments:round", args=[swiss.tournament_id, 8])).status_code == 404


def test_the_starting_list_is_by_start_number(client, swiss):
    page = client.get(reverse("tournaments:starting_list", args=[swiss.tournament_id])).content.decode()
    assert page.index("Mirzoev Azer") < page.index("Argandona Riveiro Inigo")


def test_the_tournament_list_searches_filters_and_pages(client):
    spain = factories.FederationFactory(code="ESP")
    factories.TournamentFactory(name="Gros Open", city="Donostia", host_federation=spain, start_date=datetime.date(2010, 9, 24))
    factories.TournamentFactory(name="Lviv Cup", start_date=datetime.date(2019, 7, 1))
    for number in range(30):
        factories.TournamentFactory(name=f"Weekend {number}", start_date=datetime.date(2021, 1, 1))
    names = lambda **query: [t.name for t in client.get(reverse("tournaments:list"), query).context["page"]]
    assert names(q="donostia") == ["Gros Open"]
    assert names(federation="esp") == ["Gros Open"]
    assert names(year=2019) == ["Lviv Cup"]
    assert len(names()) == 25 and len(names(page=2)) == 7
    page = client.get(reverse("tournaments:list"), {"year": 2021}).content.decode()
    assert "?year=2021&amp;page=2" in page


def test_the_certificates_link_shows_only_where_it_leads(client, swiss, cast):
    url = reverse("certificates:tournament", args=[swiss.tournament_id])
    client.force_login(cast.player_user)
    assert url not in client.get(reverse("tournaments:detail", args=[swiss.tournament_id])).content.decode()
    client.force_login(swiss.tournament.chief_arbiter.user)
    assert url in client.get(reverse("tournaments:detail", args=[swiss.tournament_id])).content.decode()
    assert client.get(url).status_code == 200


def test_two_versions_compared_and_an_earlier_one_made_current(client, swiss, django_capture_on_commit_callbacks):
    tournament = swiss.tournament
    lines = bytes(swiss.raw).splitlines(keepends=True)  # round 1: Mirzoev (1) and Orube (26) draw instead
    for index, line in enumerate(lines):
        if line.startswith(b"001    1 "):
            lines[index] = line.replace(b"    26 w 1", b"    26 w =", 1)
        if line.startswith(b"001   26 "):
            lines[index] = line.replace(b"     1 b 0", b"     1 b =", 1)
    data = b"".join(lines)
    second = evaluated(tournament, data, django_capture_on_commit_callbacks)
    client.force_login(tournament.chief_arbiter.user)
    response = client.get(reverse("tournaments:versions", args=[tournament.pk]), {"older": 1, "newer": second.version})
    comparison = response.context["comparison"]
    assert [(c.name, c.round_number, c.before, c.after) for c in comparison.results_changed if c.name == "Mirzoev Azer"] == [
        ("Mirzoev Azer", 1, "1 w – Orube Bona Andoni", "½ w – Orube Bona Andoni")]
    assert not comparison.added and not comparison.removed
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("tournaments:make_current", args=[tournament.pk, 1]), {"reason": "v2 had a typo"})
    third = tournament.uploads.get(version=3)
    assert response.status_code == 302 and third.restored_from == swiss and third.reason == "v2 had a typo"
    assert bytes(third.raw) == bytes(swiss.raw)
    assert selectors.upload_current(tournament=tournament) == third


def test_making_a_version_current_needs_a_reason_and_the_chief_arbiter(client, swiss, cast):
    url = reverse("tournaments:make_current", args=[swiss.tournament_id, 1])
    client.force_login(cast.officer)
    assert client.post(url, {"reason": "x"}).status_code == 404
    client.force_login(swiss.tournament.chief_arbiter.user)
    client.post(url, {"reason": ""})
    assert swiss.tournament.uploads.count() == 1


def test_a_long_round_is_shown_a_page_of_boards_at_a_time(client, swiss, monkeypatch):
    """Issue 33: a round of a 9,000-player open is 4,500 boards; the page shows them a page at a time, numbered on."""
    monkeypatch.setattr(tournament_views, "BOARDS_PER_PAGE", 10)
    boards = selectors.round_pairings(upload=swiss, number=1)
    assert len(boards) > 10
    url = reverse("tournaments:round", args=[swiss.tournament_id, 1])
    first, second = (client.get(url, {"page": page}).content.decode() for page in (1, 2))
    rows = [page.split("<tbody>", 1)[1].split("</tbody>", 1)[0].count("<tr>") for page in (first, second)]
    assert rows == [10, min(10, len(boards) - 10)]
    assert "?page=2" in first and "?page=1" in second
    assert boards[10].white.name in second and boards[10].white.name not in first


def test_a_round_page_number_no_results_file_can_fill_is_not_found(client, swiss):
    """Kept pages are keyed by the page asked for: a made-up one must not make another."""
    url = reverse("tournaments:round", args=[swiss.tournament_id, 1])
    for made_up in ("0", "²", "1e3", "99999999", "-1", "abc"):
        assert client.get(url, {"page": made_up}).status_code == 404, made_up
    assert client.get(url, {"page": "1"}).status_code == 200
