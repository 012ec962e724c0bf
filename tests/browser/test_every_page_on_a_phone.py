"""Every page of the demo's journeys, as its arbiter, officer, player and an anonymous visitor reach it, fits a
phone 390 px wide: wide tables scroll in their own box, the page never sideways. The navigation collapses
behind a button, a skip link leads past it, and the secondary buttons are readable."""

import pytest
from django.contrib.auth import get_user_model

from tests.browser.checks import overflow_problem
from tests.browser.test_accessibility import NOT_CHECKED
from tests.integration.demo_pages import ROLES, client_of, load_demo, pages_reached

pytestmark = pytest.mark.django_db(transaction=True)

# One page of each kind: every page of a kind (every player's page, every round) is built alike.
PAGES_PER_KIND = 1
# WCAG 2.1 AA: normal text needs a contrast of at least 4.5 to 1 with its background.
READABLE_CONTRAST = 4.5


@pytest.fixture
def demo(django_capture_on_commit_callbacks):
    load_demo(django_capture_on_commit_callbacks)


def journey_pages(role: str | None) -> list[str]:
    """The HTML pages the role reaches from the home page by following links (no form sent), but ReDoc's, as in the
    axe crawl: its markup is not ours, and the logo it asks of cdn.redoc.ly fails late, on whichever page is open
    by then."""
    return [
        page.url for page in pages_reached(client_of(role), pages_per_kind=PAGES_PER_KIND)
        if page.html and page.url not in NOT_CHECKED
    ]


@pytest.mark.parametrize("role", ROLES, ids=lambda role: role or "anonymous")
def test_no_page_of_the_roles_journey_overflows_sideways_on_a_phone(demo, phone_page, login_as, role):
    if role:
        login_as(phone_page, get_user_model().objects.get(username=role))
    paths = journey_pages(role)
    assert len(paths) >= 8
    problems = []
    for path in paths:
        errors_before = len(phone_page.errors)
        response = phone_page.open(path)
        assert response.status == 200, path
        if problem := overflow_problem(phone_page):
            problems.append(f"{path}: {problem}")
        problems += [f"{path}: {error}" for error in phone_page.errors[errors_before:]]
    assert problems == [], "\n".join(problems)


def test_the_navigation_collapses_behind_a_button_on_a_phone(demo, phone_page):
    phone_page.open("/")
    browser = phone_page.page
    menu = browser.locator("#main-navigation")
    assert not menu.is_visible()
    browser.locator(".navbar-toggler").click()
    menu.get_by_role("link", name="Tournaments").wait_for(state="visible")


def test_the_first_tab_reaches_the_skip_link_which_leads_to_the_content(demo, page):
    page.open("/tournaments/")
    browser = page.page
    browser.keyboard.press("Tab")
    skip = browser.locator(":focus")
    assert skip.get_attribute("href") == "#content" and skip.is_visible()
    browser.keyboard.press("Enter")
    assert browser.evaluate("document.activeElement.id") == "content"


def contrast(browser, selector: str) -> float:
    """The contrast ratio of the element's text against its background (WCAG 2.1 relative luminance)."""
    return browser.evaluate(
        """(selector) => {
            const element = document.querySelector(selector);
            const rgb = (value) => value.match(/[\\d.]+/g).slice(0, 3).map(Number);
            let background = element, colour = getComputedStyle(element).backgroundColor;
            while (background && (colour === 'rgba(0, 0, 0, 0)' || colour === 'transparent')) {
                background = background.parentElement;
                colour = background ? getComputedStyle(background).backgroundColor : 'rgb(255, 255, 255)';
            }
            const luminance = ([r, g, b]) => [r, g, b].map((c) => {
                c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
            const [light, dark] = [luminance(rgb(getComputedStyle(element).color)), luminance(rgb(colour))]
                .sort((a, b) => b - a);
            return (light + 0.05) / (dark + 0.05);
        }""",
        selector,
    )


def test_the_check_against_the_regulations_button_is_readable(demo, page, login_as):
    login_as(page, get_user_model().objects.get(username="arbiter"))
    assert page.open("/tournaments/new/").status == 200
    button = page.page.get_by_role("button", name="Check against the regulations")
    assert button.is_visible()
    assert contrast(page.page, "input[name=check], button[name=check]") >= READABLE_CONTRAST
