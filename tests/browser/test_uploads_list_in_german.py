"""The versions of a tournament's results, in German on a phone (issue 32): the list fits 390 px, its own box
included: no column is pushed out of sight behind a sideways scroll, the page never scrolls sideways."""

import pytest

from preferences.services import preference_set_language
from tests import factories
from tests.browser.checks import PHONE, assert_no_horizontal_overflow
from tests.browser.languages import translated
from tests.tournaments.helpers import GROS, gros_tournament
from tournaments import _versions
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_german_uploads_list_fits_a_phone(phone_page, login_as, sample_path):
    arbiter = factories.ArbiterFactory(user__username="schiedsrichter-mit-langem-namen")
    tournament = gros_tournament(chief_arbiter=arbiter)
    data = sample_path(GROS).read_bytes()
    for version, filename in enumerate(["gros-2010-erste-fassung-der-ergebnisse.trf",
                                        "gros-2010-korrigierte-fassung-der-ergebnisse-nach-einspruch.trf"]):
        _versions.version_store(tournament=tournament, filename=filename, data=data + b"\n" * version)
    tournament.uploads.update(status=ResultUpload.Status.EVALUATED, uploaded_by=arbiter.user)
    preference_set_language(user=arbiter.user, language="de")
    login_as(phone_page, arbiter.user)

    assert phone_page.open(f"/tournaments/{tournament.pk}/uploads/").status == 200
    browser = phone_page.page
    assert browser.evaluate("document.documentElement.lang") == "de"
    assert browser.viewport_size["width"] == PHONE["width"] == 390
    # The older version may be made current again: the widest row, with its reason and its button, is shown.
    browser.get_by_role("button", name=translated("de", "Make current again")).wait_for()
    assert_no_horizontal_overflow(phone_page)
    # The column headings are kept for screen readers, clipped to a pixel: no reader sees them stick out.
    sticking_out = browser.evaluate(
        """() => [...document.querySelectorAll('#versions, #versions tbody, #versions tbody *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((el) => el.tagName.toLowerCase() + ': ' + (el.textContent || '').trim().slice(0, 40))"""
    )
    assert sticking_out == []
    box = browser.locator("#versions").locator("xpath=..")
    assert box.evaluate("(el) => el.scrollWidth <= el.clientWidth")
    # A version is named one way on the page: as the list names it, so in the comparison's choices.
    named = translated("de", "v%(version)s", version=1)
    assert named != "v1" and browser.locator("#versions").get_by_role("link", name=named).count() == 1
    assert browser.locator("select[name=older] option", has_text=named).count() == 1
