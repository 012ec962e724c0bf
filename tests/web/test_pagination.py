"""Long lists a page at a time, each page linking on with the search kept (one pagination, templates/_pagination.html)."""

import pytest
from django.urls import reverse

from tests import factories
from web.players import public_views
from web.players import views as player_views
from web.tournaments import views as tournament_views

pytestmark = pytest.mark.django_db


def test_the_tournament_search_keeps_its_words_from_page_to_page(client, monkeypatch):
    monkeypatch.setattr(tournament_views, "TOURNAMENTS_PER_PAGE", 2)
    for number in range(3):
        factories.TournamentFactory(name=f"Lviv Open {number}")
    first = client.get(reverse("tournaments:list"), {"q": "Lviv Open"}).content.decode()
    assert "?q=Lviv+Open&amp;page=2" in first or "?q=Lviv+Open&page=2" in first
    second = client.get(reverse("tournaments:list"), {"q": "Lviv Open", "page": 2}).content.decode()
    assert "page=1" in second and "page 2 of 2" in second


def test_the_player_search_keeps_its_words_from_page_to_page(client, monkeypatch):
    monkeypatch.setattr(public_views, "PLAYERS_PER_PAGE", 2)
    for number in range(3):
        factories.PlayerFactory(name=f"Kovalenko, Ivan {number}")
    first = client.get(reverse("public_players:search"), {"q": "Kovalenko"}).content.decode()
    assert "?q=Kovalenko&amp;page=2" in first or "?q=Kovalenko&page=2" in first
    assert "page 1 of 2" in first


def test_the_desks_pages_of_players_keep_the_search_and_the_order_of_the_queues(client, cast, monkeypatch):
    monkeypatch.setattr(player_views, "DESK_PAGE_SIZE", 2)
    for number in range(3):
        factories.PlayerFactory(name=f"Kovalenko, Ivan {number}", federation=cast.officer.federation_officer.federation)
    client.force_login(cast.officer)
    page = client.get(reverse("players:desk"), {"q": "Kovalenko", "order": "name"}).content.decode()
    assert 'aria-label="Pages of players"' in page
    assert "?q=Kovalenko&amp;order=name&amp;page=2" in page or "?q=Kovalenko&order=name&page=2" in page
