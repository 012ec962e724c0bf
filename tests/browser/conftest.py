"""Browser tests: Playwright driving the system Chromium against a live server of the app.

Every test here is marked `browser`. Without Chromium the tests are skipped on a laptop and fail in CI
(TITLEDESK_REQUIRE_SERVICES), like the other service tests. Fixtures:

- `browser`: one headless Chromium per session (Debian's /usr/bin/chromium; Playwright's own download is not used).
- `page`: a fresh page at desktop width on `live_server`; console errors and uncaught exceptions fail the test.
  A failing test's report names each of its pages' URL, the requests that failed (no answer, or a status of
  400 and above) and the console's errors, and leaves a screenshot of the page in BROWSER_ARTIFACTS_DIR
  (default `.browser-artifacts/`).
- `phone_page`: the same at a phone's width (390 px).
- `login_as(page, user)`: the page's browser is logged in as `user` (any role).
- `english_page`: a page of a second browser context, in English, for comparing a translated page with the
  English rendering of its URL (`tests.browser.languages`).
- helpers in `tests.browser.checks`: `assert_no_horizontal_overflow(page)`, `console_errors(page)`.
"""

import os
import shutil
from pathlib import Path

import pytest

from tests.browser.checks import (
    DESKTOP,
    PHONE,
    BrowserPage,
    attach_error_listeners,
    attach_request_listeners,
    describe_page,
    keep_screenshot,
)

CHROMIUM = os.environ.get("TITLEDESK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

# Playwright's synchronous API runs an event loop in this thread; the ORM calls the tests make around it
# (building data, reading results) are still ordinary synchronous calls.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    if report.failed and report.when in ("setup", "call"):
        # The pages are still open here; the fixtures close them after the report is made.
        for name, value in getattr(item, "funcargs", {}).items():
            if isinstance(value, BrowserPage):
                screenshot = keep_screenshot(value, f"{item.name}-{name}")
                report.sections.append((f"browser page {name}", f"{describe_page(value)}\n{screenshot}"))
    return report


@pytest.fixture(scope="session")
def browser():
    from tests.conftest import service_unavailable

    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        service_unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium chromium-driver)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        service_unavailable("the playwright package is not installed")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _page(request, browser, live_server, viewport) -> BrowserPage:
    context = browser.new_context(viewport=viewport, base_url=live_server.url, accept_downloads=True)
    context.set_default_timeout(15_000)
    page = context.new_page()
    browser_page = BrowserPage(
        page=page, errors=attach_error_listeners(page), live_url=live_server.url,
        failed_requests=attach_request_listeners(page),
    )
    yield browser_page
    failed = any(getattr(getattr(request.node, f"report_{when}", None), "failed", False) for when in ("setup", "call"))
    console_failure = ""
    if not failed and browser_page.errors and not request.node.get_closest_marker("console_errors_allowed"):
        console_failure = f"errors in the browser console\n{describe_page(browser_page)}\n" + keep_screenshot(
            browser_page, f"{request.node.name}-{request.fixturename}"
        )
    context.close()
    assert not console_failure, console_failure


@pytest.fixture
def page(request, browser, live_server):
    """A page at desktop width; use page.page for Playwright's own API."""
    yield from _page(request, browser, live_server, DESKTOP)


@pytest.fixture
def phone_page(request, browser, live_server):
    yield from _page(request, browser, live_server, PHONE)


@pytest.fixture
def english_page(browser, live_server):
    from django.conf import settings

    context = browser.new_context(viewport=DESKTOP, base_url=live_server.url)
    context.set_default_timeout(15_000)
    context.add_cookies([{"name": settings.LANGUAGE_COOKIE_NAME, "value": "en", "url": live_server.url}])
    yield context.new_page()
    context.close()


@pytest.fixture
def login_as(client, live_server):
    """Log the page's browser in as a user, through a session made by the test client (no password form)."""
    from django.conf import settings

    def login(browser_page: BrowserPage, user) -> None:
        client.force_login(user)
        session = client.cookies[settings.SESSION_COOKIE_NAME].value
        browser_page.page.context.add_cookies(
            [{"name": settings.SESSION_COOKIE_NAME, "value": session, "url": live_server.url}]
        )

    return login
