"""The chief arbiter's whole round in a real browser, on a real file (San Viator 2018, ../shared/data/trf):
register from the file and see its round dates (132) filled, upload it, upload a corrected file and read what
changed against the version current before."""

import datetime

import pytest

from tests import factories
from titles.services import upload_evaluate
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)

SAN_VIATOR = "01_san_viator_2018_B.trf"


def with_line(data: bytes, start: str, old: str, new: str, points: str) -> bytes:
    """The 001 line beginning `start` with one game's text replaced and its total (columns 81-84) set."""
    lines = data.decode("latin-1").split("\n")
    index = next(number for number, line in enumerate(lines) if line.startswith(start))
    line = lines[index].replace(old, new, 1)
    lines[index] = line[:80] + points.rjust(4) + line[84:]
    return "\n".join(lines).encode("latin-1")


def corrected(data: bytes) -> bytes:
    """Round 3, Sarabia Utrilla (1) against Nunez Valladares (76): the win was the other player's."""
    data = with_line(data, "001    1 ", "    76 w 1", "    76 w 0", "1.0")
    return with_line(data, "001   76 ", "     1 b 0", "     1 b 1", "4.5")


def upload_through_the_form(browser, path, sent) -> int:
    browser.locator("input[type=file]").set_input_files(str(path))
    browser.get_by_role("button", name="Upload and evaluate").click()
    browser.wait_for_selector("#upload-progress")
    upload_id = sent.pop()
    upload_evaluate(upload_id=upload_id)  # the worker is this test
    browser.wait_for_selector("#upload-evaluated")  # the page reloads itself once final
    return upload_id


def test_register_from_a_real_file_upload_and_read_what_a_correction_changed(
    page, login_as, sample_path, tmp_path, monkeypatch
):
    sent = []
    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", sent.append)
    factories.FederationFactory(code="ESP", name="Spain")
    arbiter = factories.ArbiterFactory()
    login_as(page, arbiter.user)
    browser = page.page

    page.open("/tournaments/new/")
    browser.locator("#register-from-trf input[type=file]").set_input_files(str(sample_path(SAN_VIATOR)))
    browser.get_by_role("button", name="Fill the form from this file").click()
    browser.wait_for_selector("#trf-notes")
    assert browser.input_value("#id_round_dates") == (
        "2018-04-08, 2018-04-15, 2018-04-22, 2018-05-06, 2018-05-13, 2018-05-20, 2018-05-27"
    )
    assert browser.input_value("#id_clock_setting") == "90 + 30s"
    deadline = browser.inner_text("#reporting-deadline")
    assert "June 26, 2018" in deadline and "the upload will be closed" in deadline  # years late today
    browser.get_by_role("button", name="Save tournament").click()
    browser.wait_for_selector("h1:has-text('San Viator')")
    tournament = Tournament.objects.get()
    assert tournament.rounds.count() == 7

    # Years late: the host federation's officer records the QC chairman's agreement (1.96) before the upload.
    Tournament.objects.filter(pk=tournament.pk).update(
        late_report_approved=True, late_report_agreed_on=datetime.date.today(), late_report_reference="QC-1"
    )
    page.open(f"/tournaments/{tournament.pk}/upload/")
    upload_through_the_form(browser, sample_path(SAN_VIATOR), sent)
    assert browser.locator("#upload-changes").count() == 0  # nothing was current before the first version

    fixed = tmp_path / "san_viator_corrected.trf"
    fixed.write_bytes(corrected(sample_path(SAN_VIATOR).read_bytes()))
    page.open(f"/tournaments/{tournament.pk}/upload/")
    upload_through_the_form(browser, fixed, sent)
    assert browser.inner_text("#upload-changes") == (
        "Against version 1: 2 results changed; norms unchanged. Full comparison"
    )
    browser.get_by_role("link", name="Full comparison").click()
    browser.wait_for_selector("#comparison")
    comparison = browser.inner_text("#comparison")
    assert "From version 1 to version 2" in comparison
    assert "Sarabia Utrilla, Joaquin" in comparison and "Nunez Valladares, Domingo" in comparison
