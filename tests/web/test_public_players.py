"""Visitors find players: the public player page at /players/<FIDE ID>/ (/players/id/<own id>/ without one),
the player search at /players/?q=, the home page's search of players and tournaments, and names in the
crosstable, the pairings and the norm pages linking to the public page. No private fact of the register shows."""

import re

import pytest
from django.urls import reverse

from players.models import Player
from tests import factories
from tests.tournaments.helpers import GROS, gros_tournament
from titles.models import NormResult
from tournaments import _versions
from tournaments.models import Entry

from .conftest import BONDAR_FIDE_ID

pytestmark = pytest.mark.django_db


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_visitor_opens_a_players_page_by_fide_id(client, bondar, round_robin):
    response = client.get(f"/players/{BONDAR_FIDE_ID}/")
    assert response.status_code == 200
    page = response.content.decode()
    facts = text(page.split('id="player-facts"', 1)[1].split("</dl>", 1)[0])
    assert "Bondar, Dmytro" in page and "UKR" in facts and "FM (2019)" in facts
    played = page.split('id="tournaments-played"', 1)[1].split("</section>", 1)[0]
    entry = Entry.objects.get(player=bondar, upload__tournament=round_robin)
    assert reverse("tournaments:detail", args=[round_robin.pk]) in played
    assert "6" in text(played) and str(entry.performance) in text(played)
    gm = NormResult.objects.get(entry=entry, title="GM")
    norms = page.split('id="norms-made"', 1)[1].split("</section>", 1)[0]
    assert reverse("titles:norm_detail", args=[gm.pk]) in norms and "GM norm" in text(norms)


def test_the_public_page_shows_no_private_fact(client, bondar):
    page = client.get(bondar.public_url).content.decode()
    for private in ("2004-08-08", "2004/08/08", "Aug. 8, 2004", "Chernihiv", "bondar@example.org", "male"):
        assert private not in page
    assert reverse("players:player", args=[bondar.pk]) not in page  # the private record: only for its owners


def test_the_owner_is_shown_the_way_to_his_full_record(client, cast, bondar):
    client.force_login(cast.player_user)
    page = client.get(bondar.public_url).content.decode()
    assert 'id="private-record"' in page and reverse("players:player", args=[bondar.pk]) in page
    assert client.get(reverse("players:player", args=[bondar.pk])).status_code == 200
    client.force_login(cast.other_officer)
    assert client.get(reverse("players:player", args=[bondar.pk])).status_code == 404


def test_a_player_without_a_fide_id_has_a_page_of_his_own_id_and_one_with_is_sent_to_the_fide_id(client, db):
    local = factories.PlayerFactory(fide_id=None, name="Local, Clubplayer")
    assert local.public_url == f"/players/id/{local.pk}/"
    assert "Local, Clubplayer" in client.get(local.public_url).content.decode()
    rated = factories.PlayerFactory(fide_id=99912345)
    response = client.get(f"/players/id/{rated.pk}/")
    assert response.status_code == 301 and response.url == "/players/99912345/"
    assert client.get("/players/99999999/").status_code == 404


def test_the_search_finds_players_by_name_words_and_fide_id_for_anonymous_visitors(client, bondar):
    factories.PlayerFactory(name="Bondarenko, Olha", fide_id=14100099)
    by_name = client.get("/players/", {"q": "dmytro bondar"}).content.decode()
    assert bondar.public_url in by_name and "Bondarenko" not in by_name
    by_id = client.get("/players/", {"q": str(BONDAR_FIDE_ID)}).content.decode()
    assert bondar.public_url in by_id
    assert client.get("/players/").status_code == 200
    assert client.get("/players/", {"q": "bo\x00ndar"}).status_code == 400


def test_the_home_page_search_finds_players_and_tournaments(client, bondar, round_robin):
    page = client.get("/", {"q": "Kyiv"}).content.decode()
    results = page.split('id="search-results"', 1)[1]
    assert reverse("tournaments:detail", args=[round_robin.pk]) in results
    page = client.get("/", {"q": "Bondar"}).content.decode()
    assert bondar.public_url in page.split('id="search-results"', 1)[1]


def test_every_crosstable_name_links_to_the_players_public_page(client, round_robin):
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    table = page.split('id="crosstable"', 1)[1].split("</table>", 1)[0]
    rows = table.split("<tbody>", 1)[1].split("</tr>")[:-1]
    players = {entry.start_number: entry.player for entry in Entry.objects.filter(upload__tournament=round_robin)}
    assert len(rows) == len(players) == 10
    for row in rows:
        number = int(re.search(r'id="entry-(\d+)"', row).group(1))
        name_cell = row.split('class="crosstable-name"', 1)[1].split("</td>", 1)[0]
        assert f'href="{players[number].public_url}"' in name_cell


def test_a_swiss_rank_table_names_link_to_the_public_pages_and_points_to_the_games(
    client, sample_path, django_capture_on_commit_callbacks
):
    tournament = gros_tournament()
    with django_capture_on_commit_callbacks(execute=True):
        upload = _versions.version_store(tournament=tournament, filename="swiss.trf", data=sample_path(GROS).read_bytes())
    page = client.get(reverse("tournaments:detail", args=[tournament.pk])).content.decode()
    entry = Entry.objects.filter(upload=upload).select_related("player").order_by("start_number").first()
    row = page.split(f'<tr id="entry-{entry.start_number}">', 1)[1].split("</tr>", 1)[0]
    assert f'href="{entry.player.public_url}"' in row.split('class="crosstable-name"', 1)[1].split("</td>", 1)[0]
    beside = row.split('class="crosstable-points-beside"', 1)[1].split("</td>", 1)[0]
    assert reverse("titles:entry_norms", args=[entry.pk]) in beside


def test_the_pairings_the_starting_list_and_the_norm_page_name_players_by_their_public_page(client, round_robin, bondar):
    entry = Entry.objects.get(player=bondar, upload__tournament=round_robin)
    for url in (
        reverse("tournaments:round", args=[round_robin.pk, 1]),
        reverse("tournaments:starting_list", args=[round_robin.pk]),
        reverse("titles:entry_norms", args=[entry.pk]),
    ):
        assert f'href="{bondar.public_url}"' in client.get(url).content.decode(), url
    norm_page = client.get(reverse("titles:entry_norms", args=[entry.pk])).content.decode()
    opponent = Player.objects.get(fide_id=14100010)
    assert f'href="{opponent.public_url}"' in norm_page


def test_the_crosstable_writes_the_points_beside_the_name_for_the_phone_and_after_the_rounds(client, round_robin):
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    table = page.split('id="crosstable"', 1)[1].split("</table>", 1)[0]
    head, body = table.split("</thead>", 1)
    headings = re.findall(r"<th\b", head)
    first_row = body.split("</tr>", 1)[0]
    assert len(headings) == len(re.findall(r"<t[dh]\b", first_row))  # the player's name is the row's header
    cells = re.findall(r'<t[dh](?: scope="row")? class="(crosstable-[a-z-]+)"', first_row)
    assert cells == ["crosstable-name", "crosstable-points-beside", "crosstable-points"]
