"""Tables a screen reader can read: crosstables with a caption and each row headed by its player, round-robin squares
naming the opponent and the colour, and the rating chart's values as tables beside it."""

import datetime
import re

import pytest
from django.template.loader import render_to_string
from django.urls import reverse

from tests.tournaments.test_results_pages import round_robin, swiss  # noqa: F401 (fixtures)
from titles.charts import rating_chart
from tournaments import selectors

pytestmark = pytest.mark.django_db


def crosstable_of(client, upload) -> str:
    page = client.get(reverse("tournaments:detail", args=[upload.tournament_id])).content.decode()
    start = page.index('id="crosstable"')
    return page[start : page.index("</table>", start)]


def test_a_round_robin_square_says_against_whom_and_with_which_colour(client, round_robin):  # noqa: F811
    table = crosstable_of(client, round_robin)
    rows = selectors.results_table(upload=round_robin).rows
    assert "<caption" in table
    assert table.count('<th scope="row"') == len(rows)
    first, second = rows[0], rows[1]
    ((colour, _label),) = first.grid[1].results
    said = "White" if colour == "w" else "Black"
    assert f"against {second.entry.name} with {said}:" in table


def test_a_swiss_rank_table_heads_each_row_with_its_player(client, swiss):  # noqa: F811
    table = crosstable_of(client, swiss)
    assert "<caption" in table
    assert len(re.findall(r'<tr id="entry-\d+">(?:<td>[^<]*</td>){3}<th scope="row"', table)) == table.count('<tr id="entry-')


def test_the_rating_chart_has_its_values_as_tables():
    chart = rating_chart(
        [(datetime.date(2022, 1, 1), 2310), (datetime.date(2024, 12, 1), 2503)],
        {"GM": 2500, "IM": 2400},
        [(datetime.date(2023, 5, 9), "IM: Kyiv Open")],
    )
    html = render_to_string("players/_rating_table.html", {"chart": chart})
    cells = re.findall(r"<t[hd][^>]*>([^<]*)</t[hd]>", html)
    for value in ("2310", "2503", "GM", "2500", "IM", "2400", "IM: Kyiv Open"):
        assert value in cells, value
    assert html.count("<caption>") == 3
