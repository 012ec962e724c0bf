"""Pages people open on a phone: wide tables scroll in their own box, the page never sideways; the
calculator adds rows in place."""

import pytest

from tests.browser.checks import assert_no_horizontal_overflow
from tests.tournaments.helpers import GROS, gros_tournament
from tournaments import _versions

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_swiss_rank_table_and_the_tournament_list_fit_a_phone(phone_page, sample_path):
    tournament = gros_tournament()
    _versions.version_store(tournament=tournament, filename="gros.trf", data=sample_path(GROS).read_bytes())
    for path in ("/", "/tournaments/", f"/tournaments/{tournament.pk}/", f"/tournaments/{tournament.pk}/rounds/1/",
                 f"/tournaments/{tournament.pk}/players/", "/norms/calculator/"):
        assert phone_page.open(path).status == 200, path
        assert_no_horizontal_overflow(phone_page)


def test_the_calculator_adds_rows_in_place_and_shares_a_url_without_secrets(page):
    page.open("/norms/calculator/")
    browser = page.page
    assert browser.locator("#opponents tbody tr").count() == 9
    browser.get_by_role("button", name="Add a row").click()
    assert browser.locator("#opponents tbody tr").count() == 10
    assert "add_row" not in browser.url  # added in place, nothing sent
    browser.fill("#id_start_date", "2019-07-01")
    browser.fill("#id_rounds_scheduled", "7")
    opponents = [("2600", "GM", "GER", "1"), ("2580", "GM", "POL", "0.5"), ("2550", "GM", "HUN", "1"),
                 ("2520", "GM", "SRB", "0.5"), ("2500", "IM", "CZE", "1"), ("2480", "IM", "ESP", "0.5"),
                 ("2450", "IM", "FRA", "1")]
    for index, (rating, title, federation, result) in enumerate(opponents):
        browser.fill(f"#id_opponent-{index}-rating", rating)
        browser.select_option(f"#id_opponent-{index}-title", title)
        browser.fill(f"#id_opponent-{index}-federation", federation)
        browser.select_option(f"#id_opponent-{index}-result", result)
    browser.get_by_role("button", name="Check the norms").click()
    browser.wait_for_selector("#outcome")
    assert "csrfmiddlewaretoken" not in browser.url
    shared = browser.get_attribute("#share-link", "href")
    page.open(shared)
    browser.wait_for_selector("#outcome")
