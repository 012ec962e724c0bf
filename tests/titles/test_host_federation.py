"""1.43e / 2024 §1.4.3d: the web import judges with the registered tournament's host, never a placeholder."""

import pytest

from players.models import Federation
from tests.factories import TournamentFactory
from titles.services import tournament_facts
from tournaments.services import federation_for_code
from tournaments.trf import TrfTournament

pytestmark = pytest.mark.django_db


def test_1_43e_a_placeholder_host_is_no_host():
    placeholder = federation_for_code("")
    assert placeholder.code == "NON" and not placeholder.is_fide_member
    tournament = TournamentFactory(host_federation=placeholder, organising_federation=placeholder)
    assert tournament_facts(tournament, TrfTournament(players=())).host_federation == ""


def test_1_43e_the_registered_host_is_the_host():
    spain, _ = Federation.objects.get_or_create(code="ESP", defaults={"name": "Spain"})
    tournament = TournamentFactory(host_federation=spain, organising_federation=spain)
    assert tournament_facts(tournament, TrfTournament(players=())).host_federation == "ESP"
