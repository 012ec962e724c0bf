"""The audit trail (django-auditlog): who changed what, when, before and after, and who may read it."""

import pytest
from auditlog.context import set_actor
from auditlog.models import LogEntry
from django.urls import reverse

from tests import factories


@pytest.fixture
def player(cast):
    return cast.player_user.player


def change_federation_in_the_admin(client, staff, player, federation):
    client.force_login(staff)
    return client.post(
        reverse("admin:players_player_change", args=[player.pk]),
        {
            "name": player.name, "fide_id": player.fide_id, "sex": player.sex, "birth_year": player.birth_year,
            "federation": federation.pk, "user": player.user_id,
            "titles-TOTAL_FORMS": 0, "titles-INITIAL_FORMS": 0, "ratings-TOTAL_FORMS": 0, "ratings-INITIAL_FORMS": 0,
            "_save": "Save",
        },
    )


def test_a_change_of_federation_records_who_when_before_and_after(client, cast, player):
    spain = factories.FederationFactory(code="ESP")
    response = change_federation_in_the_admin(client, cast.staff, player, spain)
    assert response.status_code == 302, response.content
    entry = LogEntry.objects.get_for_object(player).latest("timestamp")
    assert entry.actor == cast.staff
    assert entry.timestamp is not None
    assert entry.changes_dict["federation"] == [cast.tournament.host_federation_id, spain.pk]


def test_the_history_page_shows_the_change_to_the_new_federations_officer(client, cast, player):
    spain = factories.FederationFactory(code="ESP")
    change_federation_in_the_admin(client, cast.staff, player, spain)
    client.force_login(cast.other_officer)
    page = client.get(reverse("players:history", args=[player.pk])).content.decode()
    assert "staff" in page
    assert str(cast.tournament.host_federation) in page and str(spain) in page


def test_records_that_name_the_player_join_their_history(client, cast, player):
    with set_actor(cast.officer):
        title = factories.PlayerTitleFactory(player=player, title="FM")
        title.delete()
    client.force_login(cast.staff)
    page = client.get(reverse("players:history", args=[player.pk])).content.decode()
    assert page.count("FM") >= 2  # added, then deleted
    assert "officer" in page


def test_a_tournaments_registered_facts_have_their_history(client, cast):
    tournament = cast.tournament
    with set_actor(cast.arbiter):
        tournament.rounds_scheduled = 11
        tournament.save()
    client.force_login(cast.officer)
    page = client.get(reverse("tournaments:history", args=[tournament.pk]))
    assert page.status_code == 200
    assert "arbiter" in page.content.decode()


@pytest.mark.parametrize("role", ["player_user", "arbiter", "other_officer"])
def test_the_history_is_for_the_federations_officers_and_staff(client, cast, player, role):
    client.force_login(getattr(cast, role))
    assert client.get(reverse("players:history", args=[player.pk])).status_code == 404
    assert client.get(reverse("tournaments:history", args=[cast.tournament.pk])).status_code in {404, 403}
