"""The chief arbiter signs off a certificate in the browser; anyone drops its PDF on the verification page and
reads who signed it and whether it is intact."""

import pytest

from certificates.models import Certificate
from certificates.services import certificate_issue
from tests.certificates.documents import norm_with_games
from tests.factories import PASSWORD

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_pdf("certificates/pdf/it1_certificate.html")]


@pytest.fixture
def certificate(cast) -> Certificate:
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    issued, _created = certificate_issue(norm_result=norm)
    return issued


def drop_file(browser, selector: str, content: bytes, name: str) -> None:
    """Drop a file on an element, as a reader drags one from the desktop."""
    transfer = browser.evaluate_handle(
        """([bytes, name]) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([new Uint8Array(bytes)], name, {type: "application/pdf"}));
            return transfer;
        }""",
        [list(content), name],
    )
    browser.dispatch_event(selector, "drop", {"dataTransfer": transfer})


# The refused password answers 400, which the browser logs: the test checks that it is the only error.
@pytest.mark.console_errors_allowed
def test_the_arbiter_signs_off_and_the_dropped_pdf_verifies(page, login_as, cast, certificate):
    login_as(page, cast.arbiter)
    page.open(f"/certificates/tournaments/{cast.tournament.pk}/")
    browser = page.page
    assert "not yet signed off" in browser.locator(".sign-off-state").inner_text()
    browser.get_by_role("link", name="Sign off").click()
    assert certificate.reference in browser.locator("#documents-to-sign").inner_text()

    browser.get_by_label("Your password or a one-time code from your authenticator app").fill("a wrong guess")
    browser.get_by_role("button", name="Sign electronically").click()
    assert "nothing was signed" in browser.locator("#sign-off-form").inner_text()

    browser.get_by_label("Your password or a one-time code from your authenticator app").fill(PASSWORD)
    browser.get_by_role("button", name="Sign electronically").click()
    browser.locator("#nothing-to-sign").wait_for()
    assert certificate.reference in browser.locator("#signatures-given").inner_text()
    certificate.refresh_from_db()
    assert certificate.is_signed_off

    page.open("/verify/")
    with browser.expect_navigation():
        drop_file(browser, "form.drop-zone", bytes(certificate.pdf), "certificate.pdf")
    assert "signature valid" in browser.locator("#signature-result").inner_text()
    assert browser.locator("#signature-signer").inner_text() == "TitleDesk test federation"
    result = browser.locator("#verification-result").inner_text()
    assert certificate.reference in result and "Signed electronically by IA" in result

    altered = bytearray(certificate.pdf)
    middle = altered.index(b"endobj") - 20
    altered[middle] ^= 0x01
    with browser.expect_navigation():
        drop_file(browser, "form.drop-zone", bytes(altered), "altered.pdf")
    assert "changed after signing" in browser.locator("#signature-result").inner_text()
    assert len(page.errors) == 1 and "status of 400" in page.errors[0]
