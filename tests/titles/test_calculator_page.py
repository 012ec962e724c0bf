"""The norm calculator as people use it: as many rows as opponents, no preselected result, a shareable URL."""

import pytest
from django.urls import reverse

from tests.titles.calculator import calculator_query


def calculator_form(page: str) -> str:
    start = page.index('id="calculator"')
    return page[start:page.index("</form>", start)]


SEVEN = [(2600, "GM", "GER", "1"), (2580, "GM", "POL", "0.5"), (2550, "GM", "HUN", "1"), (2520, "GM", "SRB", "0.5"),
         (2500, "IM", "CZE", "1"), (2480, "IM", "ESP", "0.5"), (2450, "IM", "FRA", "1")]


def test_the_empty_calculator_has_nine_rows_and_no_result_chosen(client):
    page = client.get(reverse("titles:calculator")).content.decode()
    assert page.count('class="opponent-row"') == 9 + 1  # and the template for rows added in place
    assert 'value="1" selected' not in page
    assert "csrfmiddlewaretoken" not in calculator_form(page)


@pytest.mark.parametrize("blank_rows", [0, 2, 6])
def test_seven_opponents_give_a_verdict_whatever_the_blank_rows(client, blank_rows):
    query = calculator_query(SEVEN + [(None, "", "", "")] * blank_rows, rounds_scheduled="7")
    page = client.get(reverse("titles:calculator"), query).content.decode()
    assert 'id="outcome"' in page and "1.4" in page
    assert "csrfmiddlewaretoken" not in calculator_form(page)


def test_add_a_row_without_javascript_keeps_the_entries(client):
    query = {**calculator_query(SEVEN, rounds_scheduled="7"), "add_row": "1"}
    response = client.get(reverse("titles:calculator"), query)
    assert response.context["opponents"].total_form_count() == 8
    assert 'value="2600"' in response.content.decode() and 'id="outcome"' not in response.content.decode()


def test_a_removed_row_is_left_out(client):
    query = calculator_query(SEVEN + [(2700, "GM", "USA", "0")], rounds_scheduled="7")
    with_eighth = client.get(reverse("titles:calculator"), query).context["outcome"].rows[0].verdict.games
    query["opponent-7-DELETE"] = "on"
    without = client.get(reverse("titles:calculator"), query).context["outcome"].rows[0].verdict.games
    assert (with_eighth, without) == (8, 7)


def test_no_opponent_is_an_error_not_a_crash(client):
    response = client.get(reverse("titles:calculator"), calculator_query([(None, "", "", "")] * 3))
    assert response.status_code == 200 and "at least one opponent" in response.content.decode()
