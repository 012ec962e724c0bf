"""The chief arbiter's journey in a real browser: register from a file, upload, watch it evaluated, see the
results, download a certificate."""

import datetime
from pathlib import Path

import pytest
from django.conf import settings

from tests import factories
from tests.browser.checks import assert_no_horizontal_overflow
from tests.browser.journeys import confirm_the_unplayed_rounds
from tests.tournaments.helpers import GROS, gros_tournament
from titles.services import upload_evaluate
from tournaments import _versions
from tournaments.models import ResultUpload, Tournament

pytestmark = pytest.mark.django_db(transaction=True)

ROUND_ROBIN = Path(settings.BASE_DIR) / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"


def test_register_a_tournament_from_a_trf_file(page, login_as, sample_path):
    factories.FederationFactory(code="ESP", name="Spain")
    arbiter = factories.ArbiterFactory()
    login_as(page, arbiter.user)
    page.open("/tournaments/new/")
    browser = page.page
    browser.locator("#register-from-trf input[type=file]").set_input_files(str(sample_path(GROS)))
    browser.get_by_role("button", name="Fill the form from this file").click()
    browser.wait_for_selector("#trf-notes")
    assert browser.input_value("#id_name") == "XX Open Internacional de Gros"
    assert browser.input_value("#id_start_date") == "2010-09-24"
    assert browser.input_value("#id_rounds_scheduled") == "9"
    assert browser.locator("#id_host_federation option:checked").inner_text().startswith("ESP")
    assert browser.input_value("#id_chief_arbiter_as_reported") == "IA Mikel Larreategi Arana (22232540)"
    browser.get_by_role("button", name="Save tournament").click()
    browser.wait_for_selector("h1:has-text('XX Open Internacional de Gros')")
    tournament = Tournament.objects.get()
    assert (tournament.chief_arbiter, tournament.host_federation.code, tournament.city) == (arbiter, "ESP", "Donostia")


def test_upload_then_watch_the_stages_until_the_results(page, login_as, sample_path, monkeypatch):
    sent = []
    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", sent.append)  # the worker is this test
    tournament = gros_tournament()
    login_as(page, tournament.chief_arbiter.user)
    page.open(f"/tournaments/{tournament.pk}/upload/")
    browser = page.page
    confirm_the_unplayed_rounds(browser, sample_path(GROS))
    browser.get_by_role("button", name="Upload and evaluate").click()
    browser.wait_for_selector("#upload-progress li.stage-current[data-stage=waiting]")
    (upload_id,) = sent
    ResultUpload.objects.filter(pk=upload_id).update(status=ResultUpload.Status.EVALUATING, stage=ResultUpload.Stage.STORING)
    browser.wait_for_selector("#upload-progress li.stage-current[data-stage=storing]")
    assert browser.locator("#upload-progress li.stage-done[data-stage=parsing]").count() == 1
    assert browser.inner_text("#upload-stage") == "storing the results"
    upload_evaluate(upload_id=upload_id)
    browser.wait_for_selector("#upload-evaluated")  # reloaded by the page itself once final
    browser.get_by_role("link", name="See the results").click()
    browser.wait_for_selector("#crosstable")
    assert browser.locator("#crosstable tbody tr").count() == 52


def test_a_double_click_on_upload_makes_one_version_and_no_error(page, login_as, sample_path):
    tournament = gros_tournament()
    login_as(page, tournament.chief_arbiter.user)
    page.open(f"/tournaments/{tournament.pk}/upload/")
    browser = page.page
    confirm_the_unplayed_rounds(browser, sample_path(GROS))
    browser.get_by_role("button", name="Upload and evaluate").dblclick()
    browser.wait_for_selector("#upload-status")
    assert "/uploads/1/" in browser.url
    assert ResultUpload.objects.filter(tournament=tournament).count() == 1


def round_robin_results() -> Tournament:
    tournament = factories.TournamentFactory(
        name="Kyiv Autumn", system=Tournament.System.ROUND_ROBIN, rounds_scheduled=9, rated_by_fide=True,
        start_date=datetime.date(2023, 10, 2), end_date=datetime.date(2023, 10, 10),
    )
    _versions.version_store(tournament=tournament, filename="kyiv.trf", data=ROUND_ROBIN.read_bytes())
    return tournament


def test_a_round_robin_is_a_grid_that_scrolls_in_its_box_on_a_phone(phone_page):
    tournament = round_robin_results()
    phone_page.open(f"/tournaments/{tournament.pk}/")
    grid = phone_page.page.locator("#crosstable.crosstable-grid")
    assert grid.locator("td.grid-self").count() == grid.locator("tbody tr").count() == 10
    assert phone_page.page.evaluate("document.querySelector('.table-responsive').scrollWidth > window.innerWidth")
    assert_no_horizontal_overflow(phone_page)


def test_the_arbiter_downloads_a_certificate(page, login_as):
    tournament = round_robin_results()
    login_as(page, tournament.chief_arbiter.user)
    page.open(f"/tournaments/{tournament.pk}/")
    browser = page.page
    browser.locator("#certificates-link").click()
    with browser.expect_download() as download_info:
        browser.get_by_role("link", name="PDF").first.click()
    download = download_info.value
    assert download.suggested_filename.endswith(".pdf")
    assert Path(download.path()).read_bytes().startswith(b"%PDF")
