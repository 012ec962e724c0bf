"""Direct titles from championships, as an officer records them: what the 1.2 tables give, and who may record."""

import datetime

import pytest
from django.urls import reverse
from django.utils import translation

from regulations.championships import Award
from tests import factories
from titles.championship_labels import award_label
from titles.models import ChampionshipResult

pytestmark = pytest.mark.django_db


@pytest.fixture
def junior(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation, name="Junior, Taras", sex="m")
    factories.RatingEntryFactory(player=player, period=datetime.date(2025, 9, 1), rating=2410, games=80)
    return player


def post(client, player, **facts):
    data = {"player": player.pk, "section": "OPEN", "tied": "", **facts}
    return client.post(reverse("titles:championship_result"), data)


def test_gold_in_the_world_junior_gives_the_gm_title(client, cast, junior):
    client.force_login(cast.officer)
    post(client, junior, event_kind="WORLD_U20", placing="1", record="1")
    result = ChampionshipResult.objects.get(player=junior)
    gm = next(verdict for verdict in result.verdicts if verdict["title"] == "GM" and verdict["award"] == "title")
    assert gm["achieved"] and not gm["conditional"]  # 2410 is above the 2300 of 0.6.2


def test_below_the_minimum_rating_the_title_is_conditional(client, cast, junior):
    junior.ratings.update(rating=2250)
    client.force_login(cast.officer)
    post(client, junior, event_kind="WORLD_U20", placing="1", record="1")
    gm = next(v for v in ChampionshipResult.objects.get().verdicts if v["title"] == "GM" and v["award"] == "title")
    assert gm["achieved"] and gm["conditional"]


def test_a_zonal_score_below_two_thirds_gives_no_im_title(client, cast, junior):
    client.force_login(cast.officer)
    post(client, junior, event_kind="ZONAL", placing="7", score="5.5", games="9", counted_from_first_game="true",
         im_titles_by_score_already_given="0", fm_titles_by_score_already_given="0", record="1")
    verdicts = ChampionshipResult.objects.get().verdicts
    assert not any(verdict["achieved"] for verdict in verdicts if verdict["title"] == "IM")
    assert any(verdict["achieved"] for verdict in verdicts if verdict["title"] == "FM")


def test_checking_records_nothing(client, cast, junior):
    client.force_login(cast.officer)
    page = post(client, junior, event_kind="WORLD_U20", placing="2", check="1").content.decode()
    assert "IM" in page and not ChampionshipResult.objects.exists()


def test_only_officers_of_the_players_federation_see_the_page(client, cast, junior):
    client.force_login(cast.arbiter)
    assert client.get(reverse("titles:championship_result")).status_code == 404
    client.force_login(cast.other_officer)
    response = post(client, junior, event_kind="WORLD_U20", placing="1", record="1")
    assert response.status_code == 200 and not ChampionshipResult.objects.exists()


def test_a_championship_norm_counts_towards_the_27_games(client, cast, junior):
    client.force_login(cast.officer)
    post(client, junior, event_kind="WORLD_U20", placing="1", tied="on", rank_after_tie_break="2",
         event_name="World Junior 2025", record="1")
    page = client.get(reverse("players:player", args=[junior.pk])).content.decode()
    assert "World Junior 2025" in page and "9 of 27 games" in page


@pytest.mark.parametrize("language", ["uk", "de", "es"])
def test_what_a_row_gives_is_named_in_the_readers_language(language):
    with translation.override("en"):
        english = {award: award_label(award.value) for award in Award}
    with translation.override(language):
        translated = {award: award_label(award.value) for award in Award}
    assert all(translated[award] != english[award] for award in Award), translated
