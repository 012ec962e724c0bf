"""The demo round robin as an event of the cast's federation, with Bondar (FM, FIDE ID 14100040) as the cast's
player, his birth date and place in the register and an e-mail address on his account: facts no public page
may show."""

import datetime

import pytest

from players.models import Player, PlayerTitle
from tests.samples import DEMO_ROUND_ROBIN
from tournaments import _versions
from tournaments.models import Tournament

BONDAR_FIDE_ID = 14100040


@pytest.fixture
def round_robin(cast, django_capture_on_commit_callbacks):
    tournament = cast.tournament
    Tournament.objects.filter(pk=tournament.pk).update(
        name="Kyiv Autumn Grandmaster Round Robin 2023", system=Tournament.System.ROUND_ROBIN,
        start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13),
    )
    with django_capture_on_commit_callbacks(execute=True):
        _versions.version_store(tournament=tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    return Tournament.objects.get(pk=tournament.pk)


@pytest.fixture
def bondar(round_robin, cast):
    Player.objects.filter(user=cast.player_user).update(user=None)
    player = Player.objects.get(fide_id=BONDAR_FIDE_ID)
    player.birth_date, player.birth_place, player.user = datetime.date(2004, 8, 8), "Chernihiv", cast.player_user
    player.save()
    cast.player_user.email = "bondar@example.org"
    cast.player_user.save()
    PlayerTitle.objects.create(player=player, title="FM", confirmed_on=datetime.date(2019, 3, 1))
    return player
