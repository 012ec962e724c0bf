"""Reusable checks for browser tests: console errors, sideways overflow at a phone's width."""

import os
from dataclasses import dataclass, field
from pathlib import Path

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
# Where a failing test leaves its screenshots.
ARTIFACTS_DIR = Path(os.environ.get("BROWSER_ARTIFACTS_DIR", Path(__file__).resolve().parents[2] / ".browser-artifacts"))


@dataclass
class BrowserPage:
    page: object  # playwright.sync_api.Page
    errors: list[str] = field(default_factory=list)
    live_url: str = ""

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
