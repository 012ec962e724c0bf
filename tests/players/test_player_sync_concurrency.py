"""Two evaluations meeting the same new players at the same time on PostgreSQL: both succeed, and each player
exists once (by FIDE ID through the upsert, unrated locals through the lock on their name)."""

import threading

import pytest
from django.db import connection, transaction

from players.models import Player
from players.services import players_for_trf
from tests import factories
from trf import TrfPlayer

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

NEW_PLAYERS = [
    TrfPlayer(start_number=1, name="Newcomer, Anna", fide_id=99000002, federation="UKR", sex="w"),
    TrfPlayer(start_number=2, name="Newcomer, Boris", fide_id=99000001, federation="UKR", sex="m"),
    TrfPlayer(start_number=3, name="Local, Unrated", federation="UKR", sex="m"),
]


def sync_in_thread(records, *, after_sync: threading.Event | None, hold: threading.Event | None, results: dict, key):
    """One evaluation's transaction: sync the players, say so, and keep the transaction open until told."""
    try:
        with transaction.atomic():
            results[key] = {number: player.pk for number, player in players_for_trf(records=records)[0].items()}
            if after_sync:
                after_sync.set()
            if hold:
                hold.wait(timeout=10)
    except Exception as error:  # noqa: BLE001 - reported by the test's assertion below
        results[key] = error
    finally:
        connection.close()


def test_two_evaluations_creating_the_same_new_players_at_once_both_succeed_with_one_player_each():
    factories.FederationFactory(code="UKR")
    first_synced, release_first = threading.Event(), threading.Event()
    results: dict = {}
    first = threading.Thread(
        target=sync_in_thread, args=(NEW_PLAYERS,), kwargs={"after_sync": first_synced, "hold": release_first, "results": results, "key": "first"}
    )
    second = threading.Thread(
        target=sync_in_thread, args=(list(reversed(NEW_PLAYERS)),), kwargs={"after_sync": None, "hold": None, "results": results, "key": "second"}
    )
    first.start()
    assert first_synced.wait(timeout=10)
    second.start()
    second.join(timeout=1)
    assert second.is_alive(), "the second evaluation must wait for the first one's new players"
    release_first.set()
    first.join(timeout=10)
    second.join(timeout=10)

    assert isinstance(results["first"], dict), results["first"]
    assert isinstance(results["second"], dict), results["second"]
    assert results["first"] == results["second"]
    assert Player.objects.count() == 3
    assert Player.objects.filter(name="Local, Unrated").count() == 1
