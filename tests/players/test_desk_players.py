"""The officer finds a player from the desk: search by name or FIDE ID, pages of players, links to their pages,
and CSV exports that spreadsheets open safely."""

import csv
import io

import pytest
from django.urls import reverse

from lib.spreadsheets import BYTE_ORDER_MARK, spreadsheet_cell
from tests import factories
from tournaments.models import ResultUpload
from web.players.views import DESK_PAGE_SIZE

pytestmark = pytest.mark.django_db


def test_the_desk_finds_a_player_by_any_words_of_the_name_or_by_fide_id(client, cast):
    federation = cast.tournament.host_federation
    bondar = factories.PlayerFactory(name="Bondar, Dmytro", fide_id=14100040, federation=federation)
    factories.PlayerFactory(name="Kovalenko, Ihor", federation=federation)
    factories.PlayerFactory(name="Bondar, Someone Abroad", federation=cast.other_officer.federation_officer.federation)
    client.force_login(cast.officer)
    for query in ("dmytro bondar", "Bondar, Dmytro", "14100040"):
        page = client.get(reverse("players:desk"), {"q": query}).content.decode()
        assert f'href="{reverse("players:player", args=[bondar.pk])}"' in page, query
        assert "Kovalenko" not in page and "Abroad" not in page


def test_the_players_come_in_pages(client, cast):
    federation = cast.tournament.host_federation
    for number in range(DESK_PAGE_SIZE + 5):
        factories.PlayerFactory(name=f"Player {number:03d}", federation=federation)
    client.force_login(cast.officer)
    first = client.get(reverse("players:desk")).content.decode()
    second = client.get(reverse("players:desk"), {"page": 2}).content.decode()
    assert "Player 000" in first and "Player 024" not in first
    assert "Player 024" in second and "page 2 of 2" in second


def test_a_csv_export_escapes_formulas_and_opens_as_utf8_in_excel(client, cast):
    federation = cast.tournament.host_federation
    player = factories.PlayerFactory(federation=federation)
    upload = factories.ResultUploadFactory(tournament=cast.tournament, status=ResultUpload.Status.EVALUATED)
    factories.NormResultFactory(entry=factories.EntryFactory(upload=upload, player=player, name="Бондар, =1+1"))
    client.force_login(cast.officer)
    response = client.get(reverse("players:desk"), {"export": "norms"})
    text = response.content.decode("utf-8")
    assert text.startswith(BYTE_ORDER_MARK) and response["Content-Disposition"].startswith("attachment")
    rows = list(csv.reader(io.StringIO(text.removeprefix(BYTE_ORDER_MARK))))
    assert rows[1][0] == "Бондар, =1+1"


def test_a_name_that_starts_a_formula_is_escaped_in_the_export(client, cast):
    upload = factories.ResultUploadFactory(tournament=cast.tournament, status=ResultUpload.Status.EVALUATED)
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    factories.NormResultFactory(entry=factories.EntryFactory(upload=upload, player=player, name="=cmd|' /C calc'!A0"))
    client.force_login(cast.officer)
    text = client.get(reverse("players:desk"), {"export": "norms"}).content.decode("utf-8")
    rows = list(csv.reader(io.StringIO(text.removeprefix(BYTE_ORDER_MARK))))
    assert rows[1][0] == "'=cmd|' /C calc'!A0"


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
def test_text_that_a_spreadsheet_would_run_is_escaped(text):
    assert spreadsheet_cell(text) == "'" + text


def test_numbers_and_ordinary_text_are_left_alone():
    assert (spreadsheet_cell(-5), spreadsheet_cell("Bondar, Dmytro"), spreadsheet_cell(None)) == (-5, "Bondar, Dmytro", "")
