"""The register changes only through the rating list or an officer of the player's federation (or staff)."""

import datetime

import pytest
from django.urls import reverse

from players.models import Player
from tests import factories

pytestmark = pytest.mark.django_db


def correction(cast, **fields) -> dict:
    player = cast.player_user.player
    return {"name": player.name, "sex": player.sex, "birth_date": "", "federation": player.federation_id, **fields}


def test_the_officer_of_the_players_federation_corrects_the_register(client, cast, monkeypatch, django_capture_on_commit_callbacks):
    judged = []
    monkeypatch.setattr("titles.tasks.reevaluate_player.delay", judged.append)
    poland = factories.FederationFactory(code="POL")
    client.force_login(cast.officer)
    player = cast.player_user.player
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("players:register", args=[player.pk]),
                               correction(cast, federation=poland.pk, birth_date="2001-02-03"))
    assert response.status_code == 302
    player.refresh_from_db()
    assert (player.federation, player.birth_date) == (poland, datetime.date(2001, 2, 3))
    assert judged == [player.pk]


@pytest.mark.parametrize("role", ["arbiter", "player_user", "other_officer"])
def test_nobody_else_may(client, cast, role):
    client.force_login(getattr(cast, role))
    player = cast.player_user.player
    response = client.post(reverse("players:register", args=[player.pk]), correction(cast, name="Someone Else"))
    assert response.status_code == 404
    assert Player.objects.get(pk=player.pk).name == player.name


def test_the_form_is_on_the_player_page_for_the_officer_only(client, cast):
    url = reverse("players:player", args=[cast.player_user.player.pk])
    client.force_login(cast.officer)
    assert 'id="register-correction"' in client.get(url).content.decode()
    client.force_login(cast.player_user)
    assert 'id="register-correction"' not in client.get(url).content.decode()
