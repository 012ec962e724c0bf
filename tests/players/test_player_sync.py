"""Players found or created from a results file: by FIDE ID, or by name and federation for unrated locals."""

import datetime

import pytest

from players.models import Player
from players.services import players_sync_from_trf
from tests import factories
from tournaments.trf import TrfPlayer

pytestmark = pytest.mark.django_db


def record(number: int, name: str, **fields) -> TrfPlayer:
    return TrfPlayer(start_number=number, name=name, **fields)


def test_a_known_fide_id_updates_the_player_instead_of_creating_one():
    ukraine = factories.FederationFactory(code="UKR")
    known = factories.PlayerFactory(fide_id=14100040, name="Bondar, D.", federation=factories.FederationFactory(code="POL"))
    players = players_sync_from_trf(records=[record(1, "Bondar, Dmytro", fide_id=14100040, federation="UKR", sex="m")])
    known.refresh_from_db()
    assert players[1] == known
    assert (known.name, known.federation, known.sex) == ("Bondar, Dmytro", ukraine, "m")


def test_blanks_in_the_file_never_erase_what_is_known():
    known = factories.PlayerFactory(fide_id=1503014, birth_date=datetime.date(1990, 11, 30), sex="m")
    players_sync_from_trf(records=[record(1, known.name, fide_id=1503014, federation="", sex="")])
    known.refresh_from_db()
    assert (known.birth_date, known.sex) == (datetime.date(1990, 11, 30), "m")


def test_unrated_locals_are_matched_by_name_and_federation():
    factories.FederationFactory(code="ESP")
    first = players_sync_from_trf(records=[record(1, "Local, Ana", federation="ESP", sex="w")])
    again = players_sync_from_trf(records=[record(7, "Local, Ana", federation="ESP", sex="w")])
    assert first[1] == again[7]
    assert Player.objects.filter(name="Local, Ana").count() == 1
    assert first[1].sex == "f"


def test_the_same_name_in_another_federation_is_another_player():
    factories.FederationFactory(code="ESP")
    factories.FederationFactory(code="FRA")
    players = players_sync_from_trf(records=[record(1, "Martin, Luis", federation="ESP"), record(2, "Martin, Luis", federation="FRA")])
    assert players[1] != players[2]


def test_two_namesakes_without_fide_ids_in_one_file_are_two_players():
    factories.FederationFactory(code="IRL")
    players = players_sync_from_trf(records=[record(1, "Murphy, John", federation="IRL"), record(2, "Murphy, John", federation="IRL")])
    assert players[1] != players[2]
