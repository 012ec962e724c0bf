"""Signing in, uploading results and moving an application, with the keyboard alone: every control is reached with
Tab and worked with Enter or Space, and an error is read first (its summary takes the focus)."""

import pytest

from tests import factories
from tests.browser.journeys import rated_bondar
from tests.browser.test_accessibility import tab_to
from tests.titles.journey import NATIONAL_FINAL, STRONG_SWISS, outside_norm
from titles import application_services
from titles.models import TitleApplication
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db(transaction=True)


def test_signing_in_with_the_keyboard_after_a_wrong_password(page, cast):
    page.open("/accounts/login/")
    browser = page.page
    tab_to(browser, browser.locator("#id_username"))
    browser.keyboard.type(cast.arbiter.username)
    browser.keyboard.press("Tab")
    browser.keyboard.type("not the password")
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    assert browser.title().startswith("Error: ")
    assert browser.evaluate("document.activeElement.id") == "error-summary"
    browser.keyboard.press("Tab")  # the summary's link leads to the field, on the same page
    browser.keyboard.press("Enter")
    assert browser.evaluate("document.activeElement.id") == "id_username"
    browser.keyboard.press("Tab")
    browser.keyboard.type(factories.PASSWORD)
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    assert browser.locator("#account-menu").inner_text() == cast.arbiter.username


def test_uploading_results_with_the_keyboard_and_confirming_the_differences(page, login_as, cast, sample_path):
    browser = page.page
    # Playwright asks the browser for file choosers without waiting for its answer, and drops the request again when
    # the last listener goes: one listener for the whole test, before the pages load, keeps Space from opening the
    # native dialog instead.
    browser.on("filechooser", lambda chooser: None)
    login_as(page, cast.arbiter)
    page.open(f"/tournaments/{cast.tournament.pk}/upload/")
    gros = sample_path("03_gros_2010_javafo_trfx_sample2.trf")

    def choose_the_file():
        tab_to(browser, browser.locator("input[type=file]"))
        with browser.expect_file_chooser() as chooser:
            browser.keyboard.press("Space")
        chooser.value.set_files(str(gros))

    choose_the_file()
    tab_to(browser, browser.get_by_role("button", name="Upload and evaluate"))
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    assert browser.evaluate("document.activeElement.id") == "error-summary"  # the file differs from the registration
    choose_the_file()
    tab_to(browser, browser.locator("#id_confirm_mismatches"))
    browser.keyboard.press("Space")
    tab_to(browser, browser.get_by_role("button", name="Upload and evaluate"))
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    browser.wait_for_selector("#upload-status")
    assert ResultUpload.objects.get(tournament=cast.tournament).status == ResultUpload.Status.EVALUATED


def test_moving_an_application_with_the_keyboard(page, login_as, cast, tmp_path, settings):
    settings.MEDIA_ROOT = tmp_path
    bondar = rated_bondar(cast)
    outside_norm(bondar, cast.officer, STRONG_SWISS)
    outside_norm(bondar, cast.officer, NATIONAL_FINAL)
    application, _created = application_services.application_start(player=bondar, title="GM", actor=cast.officer)
    login_as(page, cast.officer)
    page.open(f"/norms/applications/{application.pk}/")
    browser = page.page
    browser.on("dialog", lambda dialog: dialog.accept())  # each move asks to be confirmed (issue 32)
    button = browser.get_by_role("button", name="Submit", exact=True)
    tab_to(browser, button, most=150)
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    browser.wait_for_selector("#application-state:has-text('submitted by the federation')")
    application.refresh_from_db()
    assert application.state == TitleApplication.State.SUBMITTED
