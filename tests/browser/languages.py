"""A journey in another language, checked page by page as its user sees it.

The user chooses the language as anyone does: in the navigation bar's menu, or it is the one saved on the
account. Every page the journey visits is then compared with the same URL in English, shown by a second browser
context for a copy of the same session (tests/i18n/untranslated.py finds the English left untranslated), and it
must log no console error and not overflow sideways at a phone's width. The page is compared once its scripts
have run, so the texts they write are checked with the template's.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from pathlib import Path

from django.conf import settings
from django.utils import translation

from preferences.middleware import SESSION_KEY
from tests.browser.checks import ARTIFACTS_DIR, DESKTOP, PHONE, BrowserPage, overflow_problem
from tests.i18n.catalogues import translated_english
from tests.i18n.untranslated import chosen_translations, english_words, page_texts, stored_words, untranslated

ENGLISH = "en"


def translated(language: str, text: str, **placeholders) -> str:
    """What the catalogues make of an English text (and its placeholders) in the language."""
    with translation.override(language):
        found = translation.gettext(text)
    return found % placeholders if placeholders else found


@cache
def catalogue_english(language: str) -> frozenset[str]:
    return frozenset(translated_english(language))


def english_of_the_catalogues(html: str, language: str, data_words: frozenset[str]) -> list[str]:
    """Texts of the page that the catalogues translate, left in English. This finds what the English page cannot
    show again, such as the notice after a form sent, which is shown once."""
    english, chosen = catalogue_english(language), chosen_translations(language)
    return [
        text for text in dict.fromkeys(page_texts(html))
        if text in english and text not in chosen and english_words(text, data_words)
    ]


def choose_language_in_navigation(browser_page: BrowserPage, language: str) -> None:
    """Pick the language in the navigation bar's menu and send it with the menu's button."""
    page = browser_page.page
    page.locator("nav select[name=language]").select_option(language)
    with page.expect_navigation():
        page.locator("nav #language-switch-submit").click()
    page.wait_for_load_state("load")
    assert page.get_attribute("html", "lang") == language


def english_session(session_key: str) -> str:
    """A new session with what the browser's holds (the same user, signed in the same way), in English: the
    language saved on an account outranks the language cookie, so the cookie alone would not do."""
    engine = import_module(settings.SESSION_ENGINE)
    copy = engine.SessionStore()
    copy.update(engine.SessionStore(session_key).load())
    copy[SESSION_KEY] = ENGLISH
    copy.save()
    return copy.session_key


@dataclass
class TranslatedJourney:
    browser_page: BrowserPage
    english_page: object  # a playwright Page of its own context, whose language cookie is English
    language: str
    name: str  # the test's, for the screenshots of pages with problems
    screenshots: Path = ARTIFACTS_DIR
    problems: list[str] = field(default_factory=list)
    pages_checked: int = 0
    _errors_seen: int = 0
    _english_sessions: dict[str, str] = field(default_factory=dict)

    def check(self, reach_in_english: Callable[[object], None] | None = None) -> None:
        """Check the page the journey is on: English left, console errors, sideways overflow at 390 px. What is
        wrong is kept with the page's path, and the page's screenshot saved, until `assert_no_problems`.

        The English page opens the same URL, unless the page is the answer to a form sent: then
        `reach_in_english(english_page)` sends the same form in English."""
        page = self.browser_page.page
        path = page.url.removeprefix(self.browser_page.live_url)
        assert page.get_attribute("html", "lang") == self.language, f"{path} is not in {self.language}"
        problems = [f"{path}: {text!r} is English" for text in self.untranslated_texts(reach_in_english)]
        problems += [f"{path} at 390 px: {problem}" for problem in self.overflow_at_phone_width()]
        errors = self.browser_page.errors
        problems += [f"{path}: {error}" for error in errors[self._errors_seen:]]
        self._errors_seen = len(errors)
        if problems:
            self.screenshots.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(self.screenshots / f"{self.name}-{self.pages_checked}.png"), full_page=True)
        self.problems += problems
        self.pages_checked += 1

    def assert_no_problems(self) -> None:
        assert self.pages_checked, "the journey checked no page"
        assert self.problems == [], f"{len(self.problems)} problems in {self.language}:\n" + "\n".join(self.problems)

    def untranslated_texts(self, reach_in_english: Callable[[object], None] | None) -> list[str]:
        page = self.browser_page.page
        self._follow_session()
        if reach_in_english:
            reach_in_english(self.english_page)
        else:
            response = self.english_page.goto(page.url)
            assert response.ok, f"{page.url} in English: {response.status}"
        self.english_page.wait_for_load_state("load")
        html, data_words = page.content(), stored_words()
        found = untranslated(self.english_page.content(), html, self.language, data_words)
        return found + [text for text in english_of_the_catalogues(html, self.language, data_words) if text not in found]

    def overflow_at_phone_width(self) -> list[str]:
        """Sideways overflow at 390 px. The page is also shown at the journey's other width (the desktop's for a
        journey on a phone, a phone's for one at a desk) and back, so that each width's console errors are seen."""
        page = self.browser_page.page
        journeys = page.viewport_size
        problem = ""
        for viewport in (DESKTOP if journeys == PHONE else PHONE, journeys):
            page.set_viewport_size(viewport)
            if viewport == PHONE:
                problem = overflow_problem(self.browser_page)
        return [problem] if problem else []

    def _follow_session(self) -> None:
        """The English page is signed in as whoever the journey's browser is (nobody, or a user who signed in,
        out, or in as someone else)."""
        cookies = {cookie["name"]: cookie["value"] for cookie in self.browser_page.page.context.cookies()}
        session_key = cookies.get(settings.SESSION_COOKIE_NAME)
        english = self.english_page.context
        if session_key is None:
            english.clear_cookies(name=settings.SESSION_COOKIE_NAME)
            return
        if session_key not in self._english_sessions:
            self._english_sessions[session_key] = english_session(session_key)
        english.add_cookies([{
            "name": settings.SESSION_COOKIE_NAME, "value": self._english_sessions[session_key],
            "url": self.browser_page.live_url,
        }])
