"""The officer's and the player's journeys in a real browser: from the desk to a GM application approved by a second
officer, and the player's progress and rating chart at a phone's width."""

import datetime

import pytest

from tests import factories
from tests.browser.checks import assert_no_horizontal_overflow
from tests.browser.journeys import enter_outside_norm, rated_bondar
from tests.titles.journey import NATIONAL_FINAL, STRONG_SWISS, outside_norm
from titles.models import TitleApplication

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def bondar(cast):
    return rated_bondar(cast)


def test_an_officer_takes_a_gm_application_from_the_desk_to_fide_and_a_second_officer_approves(
    page, login_as, cast, bondar, tmp_path, settings
):
    settings.MEDIA_ROOT = tmp_path
    outside_norm(bondar, cast.officer, NATIONAL_FINAL)
    scan = tmp_path / "reykjavik-it1.pdf"
    scan.write_bytes(b"%PDF-1.4 signed IT1 certificate")
    second = factories.FederationOfficerFactory(user__username="second-officer", federation=cast.tournament.host_federation).user
    browser = page.page

    login_as(page, cast.officer)
    page.open("/federation/desk/")
    browser.locator("#player-search").fill("bondar")
    browser.get_by_role("button", name="Find").click()
    browser.locator("#player-table").get_by_role("link", name="Bondar, Dmytro").click()
    browser.wait_for_selector("h1:has-text('Bondar, Dmytro')")
    enter_outside_norm(browser, STRONG_SWISS, scan)
    browser.wait_for_selector("text=The norm is checked and added")
    assert "29 of 27 games" in browser.inner_text("#progress-GM")

    browser.get_by_role("button", name="Start a GM application").click()
    browser.wait_for_selector("#application-norms")
    norms = browser.inner_text("#application-norms")
    for event in ("Kyiv Autumn Grandmaster Round Robin 2023", "Reykjavik Open 2024", "Ukrainian Championship Final 2024"):
        assert event in norms
    for state in ("submitted by the federation", "sent to FIDE"):
        browser.get_by_role("button", name=f"Move to “{state}”").click()
        browser.wait_for_selector(f"#application-state:has-text('{state}')")
    application = TitleApplication.objects.get()
    assert application.state == TitleApplication.State.SENT
    assert browser.get_by_role("button", name="Move to “approved”").count() == 0  # four eyes

    login_as(page, second)
    page.open(f"/norms/applications/{application.pk}/")
    browser.locator("#decision-on").fill(datetime.date.today().isoformat())
    browser.locator("#decision-reference").fill("FIDE Council, title applications")
    browser.get_by_role("button", name="Move to “approved”").click()
    browser.wait_for_selector("#application-state:has-text('approved')")
    application.refresh_from_db()
    assert (application.state, application.decision_reference) == (TitleApplication.State.APPROVED, "FIDE Council, title applications")


def test_a_player_signs_in_and_reads_progress_and_chart_on_a_phone(phone_page, cast, bondar, tmp_path, settings):
    settings.MEDIA_ROOT = tmp_path
    outside_norm(bondar, cast.officer, STRONG_SWISS)
    browser = phone_page.page
    phone_page.open("/accounts/login/")
    browser.locator("#id_username").fill(cast.player_user.username)
    browser.locator("#id_password").fill(factories.PASSWORD)
    browser.locator("form button[type=submit], form input[type=submit]").last.click()
    browser.wait_for_load_state("load")
    phone_page.open("/federation/me/")
    progress = browser.inner_text("#progress-GM")
    assert "18 of 27 games" in progress and "Still missing: 9 more games of norms" in progress
    assert "2503" in progress  # the best rating toward the title, with its source and date
    chart = browser.locator("svg.rating-chart")
    assert chart.is_visible()
    box = chart.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    for label in ("GM 2500", "IM 2400"):
        assert browser.locator("svg.rating-chart text", has_text=label).count() == 1
    assert browser.locator("svg.rating-chart text", has_text="2024").count() >= 1  # dates on the axis
    assert_no_horizontal_overflow(phone_page)
    assert browser.locator(".navbar-toggler").is_visible()
