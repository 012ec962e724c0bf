"""1.42a and 1.43e / 2024 §1.4.3d end to end: the web import judges with the registered tournament's host, never
a placeholder, and a federation code the register does not know as a member is no FIDE member."""

import datetime

import pytest

from players.models import Federation
from tests.factories import TournamentFactory
from tests.regulations.constructed_trf import Entrant, build, cycles, parse, wins_for
from titles.models import NormResult
from titles.services import tournament_facts
from tournaments import _versions
from tournaments.models import Tournament
from tournaments.services import federation_for_code
from trf import TrfTournament

pytestmark = pytest.mark.django_db


def spain() -> Federation:
    return Federation.objects.get_or_create(code="ESP", defaults={"name": "Spain"})[0]


def test_1_43e_a_placeholder_host_is_no_host():
    placeholder = federation_for_code(code="")
    assert placeholder.code == "NON" and not placeholder.is_fide_member
    tournament = TournamentFactory(host_federation=placeholder, organising_federation=placeholder)
    assert tournament_facts(tournament=tournament, document=TrfTournament(players=())).host_federation == ""


def test_1_43e_an_unknown_code_in_record_032_is_no_host():
    unknown = federation_for_code(code="XYZ")
    assert not unknown.is_fide_member
    tournament = TournamentFactory(host_federation=unknown, organising_federation=unknown)
    assert tournament_facts(tournament=tournament, document=TrfTournament(players=())).host_federation == ""


def test_1_43e_a_country_name_in_record_032_is_no_code_and_no_host():
    # Cut to three letters, "Austria" would be AUS (Australia): a host no player need belong to.
    Federation.objects.get_or_create(code="AUS", defaults={"name": "Australia", "is_fide_member": True})
    assert federation_for_code(code="Austria").code == "NON"
    assert federation_for_code(code=" esp ").code == "ESP"


def test_the_judged_dates_are_never_narrower_than_the_rounds_stored():
    # 1.53 (the regulations "prevailing at the time of the tournament") and 1.16 (events "longer than 90 days")
    # read the dates the rounds were played on, whatever the registration says.
    tournament = TournamentFactory(start_date=datetime.date(2013, 7, 1), end_date=datetime.date(2013, 7, 2))
    for number, day in enumerate((datetime.date(2013, 6, 28), datetime.date(2013, 10, 26)), 1):
        tournament.rounds.create(number=number, date=day)
    facts = tournament_facts(tournament=tournament, document=TrfTournament(players=()))
    assert (facts.start_date, facts.end_date, facts.days) == (datetime.date(2013, 6, 28), datetime.date(2013, 10, 26), 121)


def test_1_43e_the_registered_host_is_the_host():
    tournament = TournamentFactory(host_federation=spain(), organising_federation=spain())
    assert tournament_facts(tournament=tournament, document=TrfTournament(players=())).host_federation == "ESP"


FIELD = (
    Entrant("Player, One", "ENG", 2480, "FM"),
    *(Entrant(f"Gm, {index}", fed, 2600, "GM") for index, fed in enumerate(["GER", "FRA", "NED", "ITA", "USA"])),
    *(Entrant(f"Im, {index}", fed, 2500, "IM") for index, fed in enumerate(["POL", "CZE", "HUN"])),
    Entrant("Stranger, X", "XYZ", 2500, "IM"),
)


@pytest.mark.parametrize("code", ["XYZ", "NON"])
def test_1_42a_an_opponent_of_a_code_unknown_to_the_register_does_not_count(code, django_capture_on_commit_callbacks):
    text = build(FIELD[:-1] + (Entrant("Stranger, X", code, 2500, "IM"),), cycles(10, 1), wins_for(1))
    tournament = TournamentFactory(
        host_federation=spain(),
        system=Tournament.System.ROUND_ROBIN,
        start_date=datetime.date(2012, 3, 1),
        end_date=datetime.date(2012, 3, 9),
    )
    with django_capture_on_commit_callbacks(execute=True):
        _versions.version_store(tournament=tournament, filename="event.trf", data=text.encode())
    gm = NormResult.objects.get(entry__start_number=1, title="GM", entry__upload__tournament=tournament)
    stranger_round = next(game.round for game in parse(text).players[0].games if game.opponent == 10)
    assert [dropped["round"] for dropped in gm.dropped_rounds] == [stranger_round]
    assert f"1.42a: opponent's federation ({code}) is not a FIDE member" in gm.dropped_rounds[0]["reason"]
    assert gm.games == 8
