"""The player's notices in Ukrainian (issue 32): an officer working in English moves the player's application, and
the player, who chose Ukrainian, reads the notice in Ukrainian, its state included, and marks all as read."""

import pytest
from django.utils import translation

from preferences.services import preference_set_language
from tests import factories
from tests.browser.checks import assert_no_horizontal_overflow
from tests.browser.languages import translated
from titles.application_services import application_start

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_english_officers_notice_reads_ukrainian_to_the_player(page, phone_page, login_as):
    ukraine = factories.FederationFactory(code="UKR", name="Ukraine")
    officer = factories.FederationOfficerFactory(user__username="officer", federation=ukraine).user
    player = factories.PlayerFactory(federation=ukraine, name="Bondar, Dmytro", user=factories.UserFactory(username="bondar"))
    preference_set_language(user=officer, language="en")
    preference_set_language(user=player.user, language="uk")
    with translation.override("en"):
        application, _new = application_start(player=player, title="IM", actor=officer)
    subject = translated("uk", "%(title)s application of %(applicant)s: %(state)s",
                         title="IM", applicant=player.name, state=translated("uk", "draft"))
    login_as(page, player.user)

    page.open("/notifications/")
    browser = page.page
    assert browser.evaluate("document.documentElement.lang") == "uk"
    notice = browser.get_by_role("link", name=subject)
    assert notice.is_visible() and notice.get_attribute("href") == application.get_absolute_url()
    assert translated("uk", "started") in browser.locator("main").inner_text()
    assert "application of" not in browser.locator("main").inner_text()
    assert browser.locator("main [lang=en]").count() == 0  # nothing left in the language of whoever caused it

    login_as(phone_page, player.user)
    phone_page.open("/notifications/")
    assert_no_horizontal_overflow(phone_page)

    browser.get_by_role("button", name=translated("uk", "Mark all as read")).click()
    browser.wait_for_load_state("load")
    with translation.override("uk"):
        marked = translation.ngettext("%(count)d notice marked as read.", "%(count)d notices marked as read.", 1) % {"count": 1}
    assert marked in browser.locator("main").inner_text()
    assert browser.get_by_role("button", name=translated("uk", "Mark all as read")).count() == 0
    assert not player.user.notifications.filter(read_at=None).exists()
