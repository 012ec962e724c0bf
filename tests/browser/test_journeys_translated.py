"""The arbiter's, the officer's and the player's journeys in Ukrainian, German and Spanish, against the real stack
(the arbiter's results are evaluated by the live worker). The language is chosen as a user chooses it: in the
navigation bar's menu, or saved on the account. Every page of the journey is checked for English left
untranslated, console errors and sideways overflow at 390 px (tests.browser.languages), at desktop width and on
a phone."""

import datetime

import pytest

from preferences.services import preference_set_language
from tests import factories
from tests.browser.journeys import confirm_the_unplayed_rounds, enter_outside_norm, rated_bondar
from tests.browser.languages import TranslatedJourney, choose_language_in_navigation, translated
from tests.i18n.catalogues import LANGUAGES
from tests.samples import SAMPLES_DIR
from tests.titles.journey import DEMO_ROUND_ROBIN, NATIONAL_FINAL, STRONG_SWISS, outside_norm
from tests.tournaments.helpers import GROS, gros_tournament
from titles.models import TitleApplication
from tournaments.models import ResultUpload, Tournament

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.parametrize("language", LANGUAGES)]
EVALUATION_TIMEOUT_MS = 60_000


@pytest.fixture
def journey(request, page, english_page, language):
    return TranslatedJourney(page, english_page, language, name=request.node.name)


@pytest.fixture
def phone_journey(request, phone_page, english_page, language):
    return TranslatedJourney(phone_page, english_page, language, name=request.node.name)


def last_months_round_robin(folder) -> str:
    """The demo round robin played last month: a 2023 event would be too late to report, and its upload closed."""
    last_month = datetime.date.today().replace(day=1) - datetime.timedelta(days=1)
    text = DEMO_ROUND_ROBIN.read_text()
    text = text.replace("2023/11/", last_month.strftime("%Y/%m/")).replace("23/11/", last_month.strftime("%y/%m/"))
    path = folder / "kyiv-round-robin.trf"
    path.write_text(text)
    return str(path)


def fill_the_registration_from_the_file(browser, language: str, trf: str) -> None:
    browser.locator("#register-from-trf input[type=file]").set_input_files(trf)
    browser.get_by_role("button", name=translated(language, "Fill the form from this file")).click()
    browser.wait_for_selector("#trf-notes")


def test_the_arbiter_registers_uploads_and_reads_norms_and_certificates(journey, login_as, live_worker, tmp_path, language):
    trf = last_months_round_robin(tmp_path)
    factories.FederationFactory(code="UKR", name="Ukraine")
    arbiter = factories.ArbiterFactory()
    page, browser = journey.browser_page, journey.browser_page.page
    login_as(page, arbiter.user)
    page.open("/")
    choose_language_in_navigation(page, language)
    journey.check()

    page.open("/tournaments/new/")
    journey.check()
    fill_the_registration_from_the_file(browser, language, trf)
    journey.check(reach_in_english=lambda english: (
        english.goto("/tournaments/new/"), fill_the_registration_from_the_file(english, "en", trf)
    ))
    browser.get_by_role("button", name=translated(language, "Save tournament")).click()
    browser.wait_for_selector("h1:has-text('Kyiv Autumn Grandmaster Round Robin 2023')")
    journey.check()
    tournament = Tournament.objects.get()
    assert (tournament.chief_arbiter, tournament.system) == (arbiter, Tournament.System.ROUND_ROBIN)

    browser.get_by_role("link", name=translated(language, "Upload results")).click()
    browser.wait_for_selector("input[type=file]")
    journey.check()
    browser.locator("input[type=file]").set_input_files(trf)
    browser.get_by_role("button", name=translated(language, "Upload and evaluate")).click()
    browser.wait_for_selector("#upload-progress")
    browser.wait_for_selector("#upload-evaluated", timeout=EVALUATION_TIMEOUT_MS)  # the page reloads itself
    journey.check()
    # The stages the page's script writes come from the status the page polls, in the user's language.
    status = browser.context.request.get(browser.get_attribute("#upload-progress", "data-status-url")).json()
    assert status["stage_label"] == translated(language, str(ResultUpload.Stage(status["stage"]).label))

    browser.locator("#upload-evaluated a").click()
    browser.wait_for_selector("#crosstable")
    journey.check()
    browser.locator("a.norm-badge").first.click()
    browser.wait_for_selector("h1")
    journey.check()
    page.open(f"/tournaments/{tournament.pk}/")
    browser.locator("#certificates-link").click()
    browser.wait_for_load_state("load")
    journey.check()
    journey.assert_no_problems()


def test_the_stage_the_page_script_writes_is_in_the_language(page, login_as, monkeypatch, language):
    """Held between two stages (no worker takes the upload), the page's script writes the stage it polls."""
    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", lambda upload_id: None)
    tournament = gros_tournament()
    browser = page.page
    preference_set_language(user=tournament.chief_arbiter.user, language=language)
    login_as(page, tournament.chief_arbiter.user)
    page.open(f"/tournaments/{tournament.pk}/upload/")
    confirm_the_unplayed_rounds(browser, SAMPLES_DIR / GROS, translated(language, "Upload and evaluate"))
    browser.get_by_role("button", name=translated(language, "Upload and evaluate")).click()
    browser.wait_for_selector("#upload-progress li.stage-current[data-stage=waiting]")
    ResultUpload.objects.update(status=ResultUpload.Status.EVALUATING, stage=ResultUpload.Stage.STORING)
    browser.wait_for_selector("#upload-progress li.stage-current[data-stage=storing]")
    assert browser.inner_text("#upload-stage") == translated(language, str(ResultUpload.Stage.STORING.label))


def test_the_officer_takes_an_application_to_fide_and_a_second_officer_approves(
    journey, login_as, cast, tmp_path, settings, language
):
    settings.MEDIA_ROOT = tmp_path
    bondar = rated_bondar(cast)
    outside_norm(bondar, cast.officer, NATIONAL_FINAL)
    scan = tmp_path / "reykjavik-it1.pdf"
    scan.write_bytes(b"%PDF-1.4 signed IT1 certificate")
    second = factories.FederationOfficerFactory(user__username="second-officer", federation=cast.tournament.host_federation).user
    preference_set_language(user=second, language=language)  # restored when he signs in
    page, browser = journey.browser_page, journey.browser_page.page

    login_as(page, cast.officer)
    page.open("/federation/desk/")
    choose_language_in_navigation(page, language)
    journey.check()
    browser.locator("#player-search").fill("bondar")
    browser.get_by_role("button", name=translated(language, "Find")).click()
    browser.wait_for_load_state("load")
    journey.check()
    browser.locator("#player-table").get_by_role("link", name="Bondar, Dmytro").click()
    browser.wait_for_selector("h1:has-text('Bondar, Dmytro')")
    journey.check()
    enter_outside_norm(browser, STRONG_SWISS, scan, language)
    browser.get_by_text(translated(language, "The norm is checked and added to the player's record.")).wait_for()
    journey.check()

    browser.get_by_role("button", name=translated(language, "Start a %(title)s application", title="GM")).click()
    browser.wait_for_selector("#application-norms")
    journey.check()
    browser.on("dialog", lambda dialog: dialog.accept())
    browser.locator("button[name=to_state][value=submitted]").click()
    submitted = translated(language, str(TitleApplication.State.SUBMITTED.label))
    browser.wait_for_selector(f"#application-state:has-text('{submitted}')")
    journey.check()
    application = TitleApplication.objects.get()
    assert browser.locator("button[name=to_state][value=sent]").count() == 0  # four eyes

    login_as(page, second)
    page.open(f"/norms/applications/{application.pk}/")
    browser.locator("button[name=to_state][value=sent]").click()
    sent = translated(language, str(TitleApplication.State.SENT.label))
    browser.wait_for_selector(f"#application-state:has-text('{sent}')")
    journey.check()
    browser.locator("#decision-on").fill(datetime.date.today().isoformat())
    browser.locator("#decision-reference").fill("FIDE Council, title applications")
    browser.locator("button[name=to_state][value=approved]").click()
    browser.wait_for_selector(f"#application-state:has-text('{translated(language, 'approved')}')")
    journey.check()
    application.refresh_from_db()
    assert application.state == TitleApplication.State.APPROVED
    journey.assert_no_problems()


def test_the_player_signs_in_and_reads_progress_and_chart_on_a_phone(phone_journey, cast, tmp_path, settings, language):
    settings.MEDIA_ROOT = tmp_path
    bondar = rated_bondar(cast)
    outside_norm(bondar, cast.officer, STRONG_SWISS)
    preference_set_language(user=cast.player_user, language=language)  # chosen earlier, on another device
    page, browser = phone_journey.browser_page, phone_journey.browser_page.page
    page.open("/accounts/login/")
    browser.locator("#id_username").fill(cast.player_user.username)
    browser.locator("#id_password").fill(factories.PASSWORD)
    browser.locator("form button[type=submit], form input[type=submit]").last.click()
    browser.wait_for_load_state("load")
    phone_journey.check()

    page.open("/federation/me/")
    phone_journey.check()
    assert browser.locator("#progress-GM").is_visible()
    chart = browser.locator("svg.rating-chart")
    box = chart.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    browser.locator("#progress-GM a[href^='/norms/']").first.click()
    browser.wait_for_load_state("load")
    phone_journey.check()
    phone_journey.assert_no_problems()
