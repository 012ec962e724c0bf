"""Players found or created from a results file: by FIDE ID, or by name and federation for unrated locals.
A known player is never rewritten by a file; what the file says otherwise comes back as differences."""

import datetime

import pytest

from players.models import Player
from players.services import players_for_trf
from tests import factories
from trf import TrfPlayer

pytestmark = pytest.mark.django_db


def record(number: int, name: str, **fields) -> TrfPlayer:
    return TrfPlayer(start_number=number, name=name, **fields)


def players_of(records):
    players, _differences = players_for_trf(records=records)
    return players


def test_a_known_fide_id_finds_the_player_and_leaves_the_register_alone():
    factories.FederationFactory(code="UKR")
    poland = factories.FederationFactory(code="POL")
    known = factories.PlayerFactory(fide_id=14100040, name="Bondar, D.", federation=poland, sex="m")
    players, differences = players_for_trf(records=[record(1, "Bondar, Dmytro", fide_id=14100040, federation="UKR", sex="w")])
    known.refresh_from_db()
    assert players[1] == known
    assert (known.name, known.federation, known.sex) == ("Bondar, D.", poland, "m")
    assert {(d.field, d.in_file, d.in_register) for d in differences} == {
        ("name", "Bondar, Dmytro", "Bondar, D."),
        ("federation", "UKR", "POL"),
        ("sex", "f", "m"),
    }


def test_blanks_in_the_file_are_no_difference():
    known = factories.PlayerFactory(fide_id=1503014, birth_date=datetime.date(1990, 11, 30), sex="m")
    _players, differences = players_for_trf(records=[record(1, known.name, fide_id=1503014, federation="", sex="")])
    known.refresh_from_db()
    assert (known.birth_date, known.sex) == (datetime.date(1990, 11, 30), "m")
    assert differences == []


def test_a_new_fide_id_creates_the_player_from_the_file():
    factories.FederationFactory(code="ESP")
    players, differences = players_for_trf(
        records=[record(1, "New, Ana", fide_id=2299001, federation="ESP", sex="w", birth_date=datetime.date(2001, 2, 3))]
    )
    created = Player.objects.get(fide_id=2299001)
    assert players[1] == created and differences == []
    assert (created.name, created.federation.code, created.sex, created.birth_date) == (
        "New, Ana", "ESP", "f", datetime.date(2001, 2, 3))


def test_unrated_locals_are_matched_by_name_and_federation():
    factories.FederationFactory(code="ESP")
    first = players_of([record(1, "Local, Ana", federation="ESP", sex="w")])
    again = players_of([record(7, "Local, Ana", federation="ESP", sex="w")])
    assert first[1] == again[7]
    assert Player.objects.filter(name="Local, Ana").count() == 1
    assert first[1].sex == "f"


def test_the_same_name_in_another_federation_is_another_player():
    factories.FederationFactory(code="ESP")
    factories.FederationFactory(code="FRA")
    players = players_of([record(1, "Martin, Luis", federation="ESP"), record(2, "Martin, Luis", federation="FRA")])
    assert players[1] != players[2]


def test_two_namesakes_without_fide_ids_in_one_file_are_two_players():
    factories.FederationFactory(code="IRL")
    players = players_of([record(1, "Murphy, John", federation="IRL"), record(2, "Murphy, John", federation="IRL")])
    assert players[1] != players[2]
