"""Switching to Ukrainian, German or Spanish leaves no English on the pages of the arbiter's, the officer's
and the player's journeys.

A crawler starts at the home page as each of them (and as a visitor) and follows the links of the demo, a
few pages of each kind, without sending a form. Every page it reaches is rendered again in each language and
compared with its English rendering (tests/i18n/untranslated.py): a text that reads the same, other than
names, numbers, codes and the allowed proper nouns, was not translated.
"""

import pytest
from django.conf import settings
from django.urls import reverse

from players.models import Player
from tests.fixtures.demo import load_demo_for_the_module, module_transaction
from tests.integration.demo_pages import ROLES, START, client_of, kind_of, pages_reached
from titles.models import TitleApplication

from .catalogues import LANGUAGES
from .untranslated import stored_words, untranslated

pytestmark = pytest.mark.django_db

# Every page of a kind is built by the same template and code: two of each find what four would.
PAGES_PER_KIND = 2
# Pages of each journey the crawl must reach, so that a broken link cannot hide a page from the check.
JOURNEYS = {
    None: {"tournaments:list", "tournaments:detail", "titles:norm_detail", "classification:tournament"},
    "arbiter": {
        "tournaments:detail", "tournaments:upload", "tournaments:upload_detail", "tournaments:update",
        "titles:norm_detail", "certificates:tournament", "api:tokens",
    },
    "officer": {
        "players:desk", "players:player", "players:history", "tournaments:history", "titles:application_detail",
        "titles:championship_result", "certificates:list", "classification:player", "classification:tournament",
    },
    "player": {"players:player", "titles:application_detail", "certificates:list", "titles:norm_detail"},
}


@pytest.fixture(scope="module")
def demo(django_db_setup, django_db_blocker):
    # The results are evaluated once the loading commits; the second run links the player's account to his
    # record and starts his title application, which need the evaluated results. Every role reads the same.
    with module_transaction(django_db_blocker):
        load_demo_for_the_module(django_db_blocker, runs=2)
        yield


def journey_starts() -> list[str]:
    """Pages no link of the home page leads to in a few steps: the players' pages and the applications."""
    players = [reverse("players:player", args=[pk]) for pk in Player.objects.filter(user__isnull=False).values_list("pk", flat=True)]
    applications = [reverse("titles:application_detail", args=[pk]) for pk in TitleApplication.objects.values_list("pk", flat=True)]
    return players + applications


def html_in(client, url: str, language: str) -> str | None:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = client.get(url)
    if response.status_code != 200 or not response["Content-Type"].startswith("text/html"):
        return None
    return response.content.decode()


@pytest.mark.parametrize("role", ROLES, ids=lambda role: role or "visitor")
def test_no_page_of_the_journey_shows_english_in_another_language(demo, role):
    client = client_of(role)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    pages = [page.url for page in pages_reached(client, START + journey_starts(), PAGES_PER_KIND) if page.html]
    assert JOURNEYS[role] - {kind_of(url) for url in pages} == set()
    known = stored_words()
    leaks = []
    for url in pages:
        english = html_in(client, url, "en")
        if english is None:
            continue
        for language in LANGUAGES:
            leaks += [f"{language} {url}: {text!r}" for text in untranslated(english, html_in(client, url, language), language, known)]
    assert leaks == [], "\n".join(leaks)
