"""Writes made a batch at a time, which auditlog's signals never see, are in the audit log all the same: a
rating list's ratings and the details it fills in, and norm verdicts judged again (who, when, before, after)."""

import datetime

import pytest
from auditlog.context import set_actor
from auditlog.models import LogEntry
from django.urls import reverse

from players import ratings
from players.models import Player, PlayerTitle, RatingEntry
from tests import factories
from tests.players.test_rating_import import OCTOBER, combined_list, listed
from tests.samples import DEMO_ROUND_ROBIN
from titles.models import NormResult
from titles.reevaluation import players_facts_changed
from tournaments import _versions
from tournaments.models import Tournament


def rating_entries_of(player) -> list[LogEntry]:
    return list(LogEntry.objects.filter(serialized_data__fields__player=player.pk).order_by("pk"))


@pytest.mark.django_db
def test_a_rating_list_records_each_rating_it_stores_and_changes(tmp_path):
    player = factories.PlayerFactory(fide_id=100001, name="Listed, Player")
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2400, games=7)))
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2450, games=9)))  # FIDE's re-issue
    entry = RatingEntry.objects.get(player=player, period=OCTOBER)
    created, updated = rating_entries_of(player)
    assert (created.action, created.object_id, created.changes_dict) == (
        LogEntry.Action.CREATE, entry.pk, {"rating": [None, 2400], "games": [None, 7]}
    )
    assert (updated.action, updated.changes_dict) == (LogEntry.Action.UPDATE, {"rating": [2400, 2450], "games": [7, 9]})
    assert updated.actor is None and updated.timestamp is not None  # the import ran as a command
    assert updated.additional_data == {"source": "rating_list", "period": "2026-10-01", "file": "standard_oct26frl.txt"}


@pytest.mark.django_db
def test_importing_the_same_list_again_records_nothing(tmp_path):
    player = factories.PlayerFactory(fide_id=100001)
    path = combined_list(tmp_path, listed(100001, rating=2400, games=7))
    ratings.rating_list_import(path=path)
    ratings.rating_list_import(path=path)
    assert len(rating_entries_of(player)) == 1


@pytest.mark.django_db
def test_details_filled_in_and_players_created_from_a_list_are_recorded(tmp_path):
    spain = factories.FederationFactory(code="ESP")
    blank = factories.PlayerFactory(fide_id=100001, birth_year=None)
    path = combined_list(tmp_path, listed(100001, rating=2100, born=1990), listed(100002, "New, Player", rating=2000))
    ratings.rating_list_import(path=path, all_players=True)
    completed = LogEntry.objects.get_for_object(blank).get(action=LogEntry.Action.UPDATE)
    assert completed.changes_dict == {"birth_year": [None, 1990]}
    created = LogEntry.objects.get_for_object(Player.objects.get(fide_id=100002)).get()
    assert created.action == LogEntry.Action.CREATE
    assert created.changes_dict["name"] == [None, "New, Player"] and created.changes_dict["federation"] == [None, spain.pk]


@pytest.mark.django_db
def test_the_import_names_whoever_started_it(tmp_path, cast):
    player = factories.PlayerFactory(fide_id=100001)
    with set_actor(cast.staff):
        ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2400)))
    assert rating_entries_of(player)[0].actor == cast.staff


@pytest.mark.django_db
def test_the_players_history_shows_the_rating_from_the_list(tmp_path, client, cast):
    player = cast.player_user.player
    Player.objects.filter(pk=player.pk).update(fide_id=100001)
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2400, games=7)))
    ratings.rating_list_import(path=combined_list(tmp_path, listed(100001, rating=2450, games=9)))
    client.force_login(cast.officer)
    page = client.get(reverse("players:history", args=[player.pk])).content.decode()
    assert "2400</span> → 2450" in page
    assert "FIDE rating list of 2026-10-01 (standard_oct26frl.txt)" in page


@pytest.mark.django_db(transaction=True)
def test_0_43_a_verdict_judged_again_is_recorded_and_shown_in_the_players_history(client, cast):
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13)
    )
    _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    gm_norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    assert gm_norm.achieved and not LogEntry.objects.get_for_object(gm_norm).exists()
    late_gms = Player.objects.filter(fide_id__in=[14100010, 1120010])  # two of the four GMs Bondar met
    for player in late_gms:
        PlayerTitle.objects.create(player=player, title="GM", confirmed_on=datetime.date(2024, 1, 10))
    players_facts_changed(player_ids=[player.pk for player in late_gms])
    change = LogEntry.objects.get_for_object(gm_norm).get()
    assert change.action == LogEntry.Action.UPDATE and change.actor is None
    assert change.changes_dict["achieved"] == [True, False]
    assert change.changes_dict["failed_rules"][0] == "" and "1.45b" in change.changes_dict["failed_rules"][1]
    assert change.additional_data == {"source": "judged_again"}
    client.force_login(cast.staff)
    page = client.get(reverse("players:history", args=[gm_norm.entry.player_id])).content.decode()
    assert "verdicts judged again" in page and "Rules not met" in page and "1.45b" in page
