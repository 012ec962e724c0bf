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


def test_an_officer_works_through_the_desk_queue_to_fides_decision_with_a_second_officer(
    page, login_as, cast, bondar, tmp_path, settings
):
    settings.MEDIA_ROOT = tmp_path
    outside_norm(bondar, cast.officer, NATIONAL_FINAL)
    scan = tmp_path / "reykjavik-it1.pdf"
    scan.write_bytes(b"%PDF-1.4 signed IT1 certificate")
    second = factories.FederationOfficerFactory(user__username="second-officer", federation=cast.tournament.host_federation).user
    browser = page.page
    questions = []
    browser.on("dialog", lambda dialog: (questions.append(dialog.message), dialog.accept()))

    # The first officer prepares the application from the desk and submits it.
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
    browser.get_by_role("button", name="Submit", exact=True).click()
    browser.wait_for_selector("#application-state:has-text('submitted by the federation')")
    assert "The application is submitted." in browser.inner_text("main")
    assert questions[-1].startswith("Submit the application?")
    assert browser.get_by_role("button", name="Confirm and send to FIDE").count() == 0  # four eyes
    assert "Waiting for another officer of UKR (not officer, who submitted it) or staff" in browser.inner_text("#waiting-for")
    application = TitleApplication.objects.get()

    # The second officer finds it in his queue, counted in the navigation, and confirms it.
    login_as(page, second)
    page.open("/federation/desk/")
    assert int(browser.inner_text("#desk-count").split()[0]) >= 1
    row = browser.locator("#application-queue tbody tr", has_text="Bondar, Dmytro")
    assert "You:" in row.inner_text()
    row.get_by_role("link", name="GM").click()
    browser.get_by_role("button", name="Confirm and send to FIDE").click()
    browser.wait_for_selector("#application-state:has-text('sent to FIDE')")
    assert "The application is confirmed and sent to FIDE." in browser.inner_text("main")

    # FIDE's decision, recorded by the first officer: a missing reference is said beside its field.
    login_as(page, cast.officer)
    page.open(f"/norms/applications/{application.pk}/")
    browser.locator("#decision-on").fill(datetime.date.today().isoformat())
    browser.get_by_role("button", name="Record FIDE's decision: approved").click()
    feedback = browser.locator("#decision-reference ~ .invalid-feedback, #decision-reference + .invalid-feedback")
    feedback.first.wait_for()
    assert "Enter the Council or Presidential Board reference" in feedback.first.inner_text()
    application.refresh_from_db()
    assert application.state == TitleApplication.State.SENT
    browser.locator("#decision-reference").fill("FIDE Council, title applications")
    browser.get_by_role("button", name="Record FIDE's decision: approved").click()
    browser.wait_for_selector("#application-state:has-text('approved')")
    assert "FIDE's approval is recorded." in browser.inner_text("main")
    browser.get_by_role("button", name="Record the award").click()
    browser.wait_for_selector("#application-state:has-text('title awarded')")
    application.refresh_from_db()
    assert (application.state, application.award_reference) == (TitleApplication.State.AWARDED, "FIDE Council, title applications")
    assert [event.actor.username for event in application.events.order_by("pk")][1:] == [
        "officer", "second-officer", "officer", "officer"
    ]


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
