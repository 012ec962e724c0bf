"""The browser tests' own fixtures: a live page, a logged-in role, the phone-width and console checks."""

import pytest

from tests.browser.checks import assert_no_horizontal_overflow, horizontal_overflow
from tests.browser.languages import TranslatedJourney, choose_language_in_navigation

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_home_page_loads_without_console_errors(page):
    response = page.open("/")
    assert response.status == 200
    assert page.page.locator("nav").count() == 1


def test_a_logged_in_arbiter_sees_his_name(page, login_as, cast):
    login_as(page, cast.arbiter)
    page.open("/")
    assert page.page.locator(".navbar-text").inner_text() == "arbiter"


def test_the_overflow_check_catches_a_page_wider_than_a_phone(phone_page):
    phone_page.open("/")
    assert_no_horizontal_overflow(phone_page)
    phone_page.page.evaluate("document.body.insertAdjacentHTML('beforeend', '<div style=width:2000px>x</div>')")
    assert horizontal_overflow(phone_page.page) > 0
    with pytest.raises(AssertionError, match="wider than the window"):
        assert_no_horizontal_overflow(phone_page)


@pytest.mark.console_errors_allowed
def test_console_errors_are_collected(page):
    page.open("/")
    with page.page.expect_console_message(lambda message: message.type == "error"):
        page.page.evaluate("console.error('broken widget')")
    assert page.errors == ["console: broken widget"]


def test_an_officers_navigation_fits_one_line_at_desktop_width(page, login_as, cast):
    """Every role's menu, the language and the account fit the bar; the rest sits in two menus."""
    login_as(page, cast.officer)
    page.open("/federation/desk/")
    browser = page.page
    width = browser.viewport_size["width"]
    bar = browser.locator("nav.navbar").bounding_box()
    assert bar["height"] < 80
    logout = browser.get_by_role("button", name="Log out").bounding_box()
    assert logout["x"] + logout["width"] <= width
    browser.locator("#tools-menu").click()
    assert browser.get_by_role("link", name="Norm calculator").is_visible()


def test_the_translated_journey_check_catches_english_a_script_writes(page, english_page, tmp_path):
    journey = TranslatedJourney(page, english_page, "uk", name="smoke", screenshots=tmp_path)
    page.open("/")
    choose_language_in_navigation(page, "uk")
    journey.check()
    assert journey.problems == []
    page.page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<p>Tournaments</p>')")
    journey.check()
    assert journey.problems == ["/: 'Tournaments' is English"]
    assert (tmp_path / "smoke-1.png").exists()
    # A notice shown once, which the same URL in English does not show again, is known from the catalogues.
    page.page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<p>The tournament is saved.</p>')")
    journey.check()
    assert journey.problems[1:] == ["/: 'Tournaments' is English", "/: 'The tournament is saved.' is English"]
