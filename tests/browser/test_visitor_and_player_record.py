"""A visitor finds a player and follows his tournament; on a phone the crosstable keeps the points beside the
name; the player's own page keeps his record through the award of his title."""

import datetime

import pytest
from django.utils.formats import date_format

from players.models import PlayerTitle
from tests import factories
from tests.browser.checks import assert_no_horizontal_overflow
from tests.browser.journeys import rated_bondar
from tests.titles.journey import NATIONAL_FINAL, STRONG_SWISS, outside_norm
from titles import application_services
from titles.application_services import Decision
from titles.models import TitleApplication

pytestmark = pytest.mark.django_db(transaction=True)
State = TitleApplication.State
KYIV = "Kyiv Autumn Grandmaster Round Robin 2023"


@pytest.fixture
def bondar(cast):
    return rated_bondar(cast)


def test_a_visitor_searches_a_player_opens_his_page_and_follows_a_tournament(page, bondar):
    browser = page.page
    page.open("/")
    browser.locator("#site-search input[name=q]").fill("bondar")
    browser.locator("#site-search").get_by_role("button", name="Search").click()
    browser.locator("#search-results").get_by_role("link", name="All players found").click()
    browser.wait_for_selector("#players")
    assert browser.url.endswith("/players/?q=bondar")
    browser.locator("#players").get_by_role("link", name="Bondar, Dmytro").click()
    browser.wait_for_selector("h1:has-text('Bondar, Dmytro')")
    assert browser.url.endswith(f"/players/{bondar.fide_id}/")
    assert "Ukraine" in browser.inner_text("#player-facts") or "UKR" in browser.inner_text("#player-facts")
    assert "GM norm" in browser.inner_text("#norms-made")
    browser.locator("#tournaments-played").get_by_role("link", name=KYIV).click()
    browser.wait_for_selector("#crosstable")
    assert browser.locator("h1").inner_text().startswith(KYIV)
    browser.locator("#crosstable .crosstable-name").get_by_role("link", name="Nowak, Tomasz").click()
    browser.wait_for_selector("h1:has-text('Nowak, Tomasz')")
    assert "/players/1120010/" in browser.url


def test_on_a_phone_the_crosstable_keeps_the_points_beside_the_name_while_the_rounds_scroll(phone_page, bondar):
    browser = phone_page.page
    tournament = bondar.entries.get().upload.tournament
    phone_page.open(f"/tournaments/{tournament.pk}/")
    row = browser.locator("#crosstable tr#entry-9")
    name, beside = row.locator(".crosstable-name"), row.locator(".crosstable-points-beside")
    assert row.locator(".crosstable-points").is_hidden() and beside.is_visible()
    assert beside.inner_text().strip() == "6.0"
    browser.locator("#crosstable").evaluate("table => table.parentElement.scrollLeft = 400")
    browser.wait_for_function("document.querySelector('#crosstable').parentElement.scrollLeft > 0")
    name_box, points_box = name.bounding_box(), beside.bounding_box()
    assert 0 <= name_box["x"] < 40 and abs(points_box["x"] - (name_box["x"] + name_box["width"])) < 3
    assert points_box["x"] + points_box["width"] <= 390
    assert_no_horizontal_overflow(phone_page)


def test_the_players_page_before_and_after_the_award(page, login_as, cast, bondar, tmp_path, settings):
    settings.MEDIA_ROOT = tmp_path
    PlayerTitle.objects.create(player=bondar, title="FM", confirmed_on=datetime.date(2019, 3, 1))
    outside_norm(bondar, cast.officer, STRONG_SWISS)
    outside_norm(bondar, cast.officer, NATIONAL_FINAL)
    second = factories.FederationOfficerFactory(federation=cast.tournament.host_federation).user
    browser = page.page
    login_as(page, cast.player_user)
    page.open("/federation/me/")
    before = browser.inner_text("#norms-made")
    for event in (KYIV, "Reykjavik Open 2024", "Ukrainian Championship Final 2024"):
        assert event in before
    assert "FM (2019)" in browser.inner_text("h1")

    application, _created = application_services.application_start(player=bondar, title="GM", actor=cast.officer)
    # Four eyes: the officer who prepares it submits it, another officer confirms it and sends it to FIDE.
    application = application_services.application_transition(
        application=application, to_state=State.SUBMITTED, actor=cast.officer
    )
    application = application_services.application_transition(application=application, to_state=State.SENT, actor=second)
    today = datetime.date.today()
    for state, reference in ((State.APPROVED, "FIDE Council, item 7"), (State.AWARDED, "Presidential Board, titles")):
        application = application_services.application_transition(
            application=application, to_state=state, actor=second, decision=Decision(on=today, reference=reference)
        )

    page.open("/federation/me/")
    assert f"GM ({today.year}), FM before" in browser.inner_text("h1")
    assert browser.inner_text("#norms-made") == before
    assert KYIV in browser.inner_text("#tournaments-played")
    assert "IT1" in browser.inner_text("#player-certificates")
    decision = browser.inner_text("#applications")
    assert f"FIDE's decision of {date_format(today)} (FIDE Council, item 7)" in decision
    assert f"awarded on {date_format(today)} (Presidential Board, titles)" in decision
    assert browser.locator("svg.rating-chart text", has_text="GM 2500").count() == 1
    assert browser.locator("svg.rating-chart line[stroke='#198754']").count() == 4
    assert browser.locator("#chart-key-thresholds").is_visible() and browser.locator("#chart-key-norms").is_visible()
