"""WCAG 2.1 AA in a real browser: axe-core finds no critical or serious violation on any page of the demo, in
English and Ukrainian, as each role reaches them (a visitor, the chief arbiter, an officer, a player, staff), nor
on the pages that answer a form with errors; and the menus work from the keyboard."""

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model

from preferences.models import Preference
from tests.browser.accessibility import blocking_violations
from tests.integration.demo_pages import client_of, load_demo, pages_reached

pytestmark = pytest.mark.django_db(transaction=True)

# The demo's users: a visitor (None), then one of each role; "admin" is staff.
ROLES = [None, "arbiter", "officer", "player", "admin"]
LANGUAGES = ["en", "uk"]
# The API's documentation is ReDoc's own page: its markup is not ours (tests/browser/test_api_docs.py loads it).
NOT_CHECKED = {"/api/docs/"}


@pytest.fixture
def demo(django_capture_on_commit_callbacks):
    load_demo(django_capture_on_commit_callbacks)


def show_in(browser_page, language: str) -> None:
    browser_page.page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": browser_page.live_url}]
    )


@pytest.mark.parametrize("role", ROLES, ids=lambda role: role or "visitor")
def test_axe_finds_no_serious_violation_on_any_page_the_role_reaches(demo, page, login_as, role):
    if role:
        login_as(page, get_user_model().objects.get(username=role))
    paths = [
        found.url for found in pages_reached(client_of(role), pages_per_kind=1) if found.html and found.url not in NOT_CHECKED
    ]
    assert len(paths) >= 8
    problems = []
    for language in LANGUAGES:
        show_in(page, language)
        for path in paths:
            assert page.open(path).status == 200, path
            assert page.page.get_attribute("html", "lang") == language, path
            problems += [f"{language} {path}: {problem}" for problem in blocking_violations(page.page)]
    assert problems == [], f"{len(problems)} violations:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_finds_no_serious_violation_on_pages_answering_a_form_with_errors(
    page, login_as, cast, sample_path, language
):
    """The wrong password, the registration's field errors, a refused file and a file that differs from its
    registration: each summary takes the focus and the page passes axe (the field errors' red included)."""
    show_in(page, language)
    browser, problems = page.page, []

    def check(state: str) -> None:
        assert browser.evaluate("document.activeElement.id") == "error-summary", state
        problems.extend(f"{state}: {problem}" for problem in blocking_violations(browser))

    page.open("/accounts/login/")
    browser.locator("#id_username").fill("arbiter")
    browser.locator("#id_password").fill("not the password")
    browser.locator("main form button[type=submit]").click()
    browser.wait_for_selector("#error-summary")
    check("wrong password")
    login_as(page, cast.arbiter)
    page.open("/tournaments/new/")
    # The browser's own check of required fields stands aside: the server's errors are what is announced.
    browser.evaluate("document.querySelectorAll('main form').forEach((form) => { form.noValidate = true; })")
    browser.locator("#id_name").fill("")
    browser.locator("main form button[type=submit][name=save], main form input[type=submit][name=save]").first.click()
    browser.wait_for_selector("#error-summary")
    assert browser.locator(".invalid-feedback").count() > 0
    check("registration with errors")
    upload_url = f"/tournaments/{cast.tournament.pk}/upload/"
    for state, content, explanation in [
        ("refused file", b"%PDF-1.4 not a results file", "#upload-refused"),
        ("header mismatch", sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes(), "#header-mismatches"),
    ]:
        page.open(upload_url)
        browser.locator("input[type=file]").set_input_files({"name": "r.trf", "mimeType": "text/plain", "buffer": content})
        browser.locator("main form [type=submit]").first.click()
        browser.wait_for_selector(explanation)
        check(state)
    assert problems == [], "\n".join(problems)


def tab_to(browser, locator, most: int = 80) -> None:
    """Press Tab until the element has the focus, as a keyboard user reaches it."""
    element = locator.element_handle()
    for _press in range(most):
        if browser.evaluate("(element) => element === document.activeElement", element):
            return
        browser.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {locator}")


def test_the_menus_open_with_space(page, login_as, cast):
    login_as(page, cast.officer)
    page.open("/")
    browser = page.page
    for toggle, item in (("#tools-menu", "Norm calculator"), ("#account-menu", "Change your password")):
        tab_to(browser, browser.locator(toggle))
        browser.keyboard.press("Space")
        assert browser.get_attribute(toggle, "aria-expanded") == "true"
        assert browser.get_by_role("link", name=item).is_visible()
        browser.keyboard.press("Escape")


def test_the_language_menu_switches_on_its_button_not_on_the_first_arrow_key(page, login_as, cast):
    login_as(page, cast.player_user)
    page.open("/tournaments/")
    browser = page.page
    menu = browser.locator("nav select[name=language]")
    tab_to(browser, menu)
    browser.keyboard.press("ArrowDown")
    browser.wait_for_timeout(500)
    assert menu.input_value() == "uk"
    assert browser.get_attribute("html", "lang") == "en" and browser.url.endswith("/tournaments/")
    assert not Preference.objects.filter(user=cast.player_user).exists()
    browser.keyboard.press("Tab")
    with browser.expect_navigation():
        browser.keyboard.press("Enter")
    assert browser.get_attribute("html", "lang") == "uk" and browser.url.endswith("/tournaments/")
    assert Preference.objects.get(user=cast.player_user).language == "uk"
