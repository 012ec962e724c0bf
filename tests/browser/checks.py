"""Reusable checks for browser tests: console errors, failed requests, sideways overflow at a phone's width, and
what a failing test reports about its page."""

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
# Where a failing test leaves its screenshots.
ARTIFACTS_DIR = Path(os.environ.get("BROWSER_ARTIFACTS_DIR", Path(__file__).resolve().parents[2] / ".browser-artifacts"))
UNSAFE_IN_FILE_NAMES = re.compile(r"[^\w.\[\]-]+")


@dataclass
class BrowserPage:
    page: object  # playwright.sync_api.Page
    errors: list[str] = field(default_factory=list)
    live_url: str = ""
    failed_requests: list[str] = field(default_factory=list)

    def open(self, path: str):
        """Go to a path of the live server and wait until the page and its scripts have loaded."""
        response = self.page.goto(path)
        self.page.wait_for_load_state("load")
        return response


def attach_error_listeners(page) -> list[str]:
    """Collect console errors and uncaught exceptions of the page into the returned list."""
    errors: list[str] = []
    page.on("console", lambda message: errors.append(f"console: {message.text}") if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"exception: {error}"))
    return errors


def attach_request_listeners(page) -> list[str]:
    """Collect the page's requests that got no answer (an unknown host, a refused connection) or an error status
    (400 and above) into the returned list, each with its method and URL."""
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(f"{request.method} {request.url}: {request.failure}"))
    page.on(
        "response",
        lambda response: failed.append(f"{response.request.method} {response.url}: {response.status}")
        if response.status >= 400 else None,
    )
    return failed


def describe_page(browser_page: BrowserPage) -> str:
    """The page as a failing test leaves it: its URL, the requests that failed and the console's errors."""
    lines = [f"page: {browser_page.page.url}"]
    lines += ["failed requests:", *[f"  {failed}" for failed in browser_page.failed_requests or ["none"]]]
    lines += ["console errors:", *[f"  {error}" for error in browser_page.errors or ["none"]]]
    return "\n".join(lines)


def keep_screenshot(browser_page: BrowserPage, name: str) -> str:
    """Save a screenshot of the whole page under the test's name in ARTIFACTS_DIR; say where, or why not (a page
    that crashed or closed takes none, and that must not hide the test's own failure)."""
    # A parametrised test's name can hold a URL path; the file stays in ARTIFACTS_DIR.
    path = ARTIFACTS_DIR / (UNSAFE_IN_FILE_NAMES.sub("_", name) + ".png")
    try:
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        browser_page.page.screenshot(path=str(path), full_page=True)
    except Exception as error:
        return f"screenshot: none ({error})"
    return f"screenshot: {path}"


def console_errors(browser_page: BrowserPage) -> list[str]:
    return list(browser_page.errors)


def horizontal_overflow(page) -> int:
    """How many pixels the page is wider than the window (0 when nothing sticks out sideways)."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def assert_no_horizontal_overflow(browser_page: BrowserPage) -> None:
    """At a phone's width, wide tables must scroll inside their own box; the page itself must not."""
    problem = overflow_problem(browser_page)
    if problem:
        raise AssertionError(problem)


def overflow_problem(browser_page: BrowserPage) -> str:
    """What sticks out sideways beyond the window, in words; "" when nothing does."""
    overflow = horizontal_overflow(browser_page.page)
    if overflow > 0:
        wide = browser_page.page.evaluate(
            """() => [...document.querySelectorAll('body *')]
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
                .filter((el) => !el.closest('.table-responsive'))
                .slice(0, 5).map((el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
                    (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''))"""
        )
        return f"the page is {overflow}px wider than the window; sticking out: {wide}"
    return ""
