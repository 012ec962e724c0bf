"""Facts that change after the event: the worker judges again exactly what they touch, and says what changed."""

import datetime

import pytest
from django.urls import reverse

from notifications.models import Notification
from players.models import Player, PlayerTitle
from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles import application_services
from titles.models import NormResult
from titles.reevaluation import players_facts_changed
from titles.tasks import reevaluate_player
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def round_robin(cast):
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13)
    )
    _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    return cast.tournament


def bondar_gm() -> NormResult:
    return NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")


def test_0_43_a_gm_title_confirmed_after_the_start_does_not_count_for_opponents(round_robin, cast):
    assert bondar_gm().achieved
    late_gms = Player.objects.filter(fide_id__in=[14100010, 1120010])  # two of the four GMs Bondar met
    for player in late_gms:
        PlayerTitle.objects.create(player=player, title="GM", confirmed_on=datetime.date(2024, 1, 10))
    report = players_facts_changed(player_ids=[player.pk for player in late_gms])
    assert report.uploads == [round_robin.uploads.get().pk]
    gm = bondar_gm()
    assert not gm.achieved
    assert any(check["rule"] == "1.45b" and not check["ok"] for check in gm.checks)
    assert gm in report.changed
    note = Notification.objects.get(recipient=cast.officer, key__startswith="verdict-changed:")
    assert note.link == reverse("titles:norm_detail", args=[gm.pk])
    assert note.about_link == reverse("players:player", args=[gm.entry.player_id])


def test_a_title_confirmed_before_the_start_changes_nothing(round_robin):
    gm_player = Player.objects.get(fide_id=14100010)
    PlayerTitle.objects.create(player=gm_player, title="GM", confirmed_on=datetime.date(2010, 1, 1))
    report = players_facts_changed(player_ids=[gm_player.pk])
    assert report.changed == [] and bondar_gm().achieved


def test_tournaments_the_player_did_not_play_are_left_alone(round_robin, cast):
    stranger = factories.PlayerFactory()
    assert reevaluate_player.apply(args=[stranger.pk]).get() == {"uploads": [], "applications": [], "changed": 0}


def test_an_open_application_is_checked_again(round_robin, cast):
    bondar = Player.objects.get(fide_id=14100040)
    application, _created = application_services.application_start(player=bondar, title="GM", actor=cast.officer)
    factories.RatingEntryFactory(player=bondar, period=datetime.date(2024, 6, 1), rating=2510)
    report = players_facts_changed(player_ids=[bondar.pk])
    application.refresh_from_db()
    assert report.applications == [application.pk]
    assert application.title_rating == 2510


def test_a_title_entered_in_the_admin_sends_the_worker_to_judge_again(client, round_robin, cast):
    client.force_login(cast.staff)
    for fide_id in (14100010, 1120010):
        player = Player.objects.get(fide_id=fide_id)
        response = client.post("/admin/players/playertitle/add/", {
            "player": player.pk, "title": "GM", "confirmed_on": "2024-01-10", "achieved_on": "2023-12-01",
        })
        assert response.status_code == 302
    assert not bondar_gm().achieved
