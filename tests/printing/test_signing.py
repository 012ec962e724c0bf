"""Every printed document leaves signed by the federation's key; the check says whether a PDF still is."""

import shutil
import subprocess
from datetime import UTC, datetime, timedelta

import pytest
from django.core.management import call_command
from django.test import override_settings

from printing.pdf import html_to_pdf
from printing.signing import SIGNATURE_BOX, SignatureReport, signature_report, signing_key_check
from printing.signing_keys import self_signed_key_create
from tests.printing.poppler import poppler_read, poppler_words

State = SignatureReport.State


def one_byte_changed(pdf: bytes) -> bytes:
    """The PDF with one bit of its first object flipped: within the signed bytes."""
    middle = pdf.index(b"endobj") - 20
    return pdf[:middle] + bytes([pdf[middle] ^ 0x01]) + pdf[middle + 1 :]


@pytest.fixture(scope="module")
def signed() -> bytes:
    return html_to_pdf("<p>Бондар, Дмитро · Horváth, Ádám</p>")


def test_a_printed_document_is_signed_by_the_federation(signed):
    report = signature_report(signed)
    assert report.state == State.VALID
    assert report.signer == "TitleDesk test federation"
    assert report.signed_at is not None


def test_changing_one_byte_of_the_document_breaks_the_signature(signed):
    assert signature_report(one_byte_changed(signed)).state == State.ALTERED


def test_bytes_added_after_the_signature_are_not_covered(signed):
    assert signature_report(signed + b"\n% an appended line\n").state == State.ALTERED


def test_a_key_the_federation_does_not_know_is_reported(tmp_path, signed):
    other = tmp_path / "other.p12"
    self_signed_key_create(path=other, passphrase="x", name="Somebody Else")
    with override_settings(PDF_SIGNING_KEY_FILE=str(other), PDF_SIGNING_KEY_PASSPHRASE="x"):
        foreign = html_to_pdf("<p>Not ours</p>")
    report = signature_report(foreign)
    assert (report.state, report.signer) == (State.UNKNOWN_SIGNER, "Somebody Else")


def test_an_earlier_key_in_the_trusted_list_still_verifies_its_documents(tmp_path, pdf_signing_key):
    earlier = tmp_path / "earlier.p12"
    earlier_certificate = self_signed_key_create(path=earlier, passphrase="old", name="TitleDesk earlier key")
    with override_settings(PDF_SIGNING_KEY_FILE=str(earlier), PDF_SIGNING_KEY_PASSPHRASE="old"):
        old_document = html_to_pdf("<p>Signed before the key was rotated</p>")
    assert signature_report(old_document).state == State.UNKNOWN_SIGNER
    with override_settings(PDF_SIGNING_TRUSTED_CERTIFICATES=[str(earlier_certificate)]):
        assert signature_report(old_document).state == State.VALID


def test_the_stamp_prints_a_signer_named_in_cyrillic_in_the_documents_font(tmp_path):
    """The visible stamp names the signer as the certificate does, in any script: with the PDF readers' built-in
    font a Ukrainian federation's name was left out of it."""
    key = tmp_path / "ukrainian.p12"
    self_signed_key_create(path=key, passphrase="x", name="Федерація шахів України")
    with override_settings(PDF_SIGNING_KEY_FILE=str(key), PDF_SIGNING_KEY_PASSPHRASE="x"):
        document = html_to_pdf("<p>Бондар, Дмитро</p>")
    assert "Digitally signed by Федерація шахів України" in poppler_read(document).pages[0]
    assert signature_report(document).signer == "Федерація шахів України"
    left, _bottom, right, _top = SIGNATURE_BOX
    (line,) = [word for word in poppler_words(document) if word.text.startswith("Digitally signed by")]
    assert left <= line.x_min < line.x_max <= right  # the letters as wide as the font's, inside the box


def test_a_document_signed_before_its_key_expired_still_verifies_and_a_foreign_one_does_not(tmp_path):
    """Keys are rotated and certificates expire; what a key signed while in force stays valid, judged as of the time
    it was signed. A key nobody trusted is not made trusted by its age."""
    short_lived = tmp_path / "short-lived.p12"
    certificate = self_signed_key_create(path=short_lived, passphrase="x", name="TitleDesk key of 2026", days=2)
    stranger = tmp_path / "stranger.p12"
    self_signed_key_create(path=stranger, passphrase="x", name="Somebody Else", days=2)
    with override_settings(PDF_SIGNING_KEY_FILE=str(short_lived), PDF_SIGNING_KEY_PASSPHRASE="x"):
        ours = html_to_pdf("<p>Signed in 2026</p>")
    with override_settings(PDF_SIGNING_KEY_FILE=str(stranger), PDF_SIGNING_KEY_PASSPHRASE="x"):
        foreign = html_to_pdf("<p>Signed by a stranger</p>")
    a_year_later = datetime.now(UTC) + timedelta(days=365)
    with override_settings(PDF_SIGNING_TRUSTED_CERTIFICATES=[str(certificate)]):
        assert signature_report(ours, now=a_year_later).state == State.VALID
        assert signature_report(foreign, now=a_year_later).state == State.UNKNOWN_SIGNER
        assert signature_report(one_byte_changed(ours), now=a_year_later).state == State.ALTERED


def test_unsigned_and_unreadable_files():
    with override_settings(PDF_SIGNING_ENABLED=False):
        unsigned = html_to_pdf("<p>Printed with signing off</p>")
    assert signature_report(unsigned).state == State.UNSIGNED
    assert signature_report(b"GIF89a not a PDF").state == State.UNREADABLE


@pytest.mark.skipif(not shutil.which("pdfsig"), reason="poppler's pdfsig is not installed")
def test_poppler_validates_the_signature_and_sees_a_changed_byte(signed, tmp_path):
    original = tmp_path / "signed.pdf"
    original.write_bytes(signed)
    output = subprocess.run(["pdfsig", str(original)], capture_output=True, text=True).stdout
    assert "Signature Validation: Signature is Valid." in output
    assert "Signer Certificate Common Name: TitleDesk test federation" in output
    assert "Total document signed" in output
    changed = tmp_path / "changed.pdf"
    changed.write_bytes(one_byte_changed(signed))
    output = subprocess.run(["pdfsig", str(changed)], capture_output=True, text=True).stdout
    assert "Signature is Valid" not in output


def test_production_refuses_to_start_without_a_key_unless_signing_is_off():
    with override_settings(PDF_SIGNING_REQUIRED=True, PDF_SIGNING_KEY_FILE=""):
        assert [message.id for message in signing_key_check()] == ["printing.E002"]
        with override_settings(PDF_SIGNING_ENABLED=False):
            assert signing_key_check() == []
    with override_settings(PDF_SIGNING_REQUIRED=False, PDF_SIGNING_KEY_FILE=""):
        assert signing_key_check() == []
    assert signing_key_check() == []  # the tests' own key


def test_a_key_that_cannot_be_read_fails_the_check(pdf_signing_key):
    with override_settings(PDF_SIGNING_KEY_PASSPHRASE="the wrong passphrase"):
        assert [message.id for message in signing_key_check()] == ["printing.E003"]


def test_the_demo_key_command_never_overwrites_a_key(tmp_path):
    path = tmp_path / "demo.p12"
    call_command("signing_key_create", str(path), "--passphrase", "demo")
    written = path.read_bytes()
    call_command("signing_key_create", str(path), "--keep")
    assert path.read_bytes() == written and path.with_suffix(".pem").exists()
    with pytest.raises(Exception, match="never overwritten"):
        call_command("signing_key_create", str(path))


def test_a_thread_that_runs_an_event_loop_signs_and_checks_too():
    import asyncio

    async def sign_and_check() -> str:
        return signature_report(html_to_pdf("<p>Printed from async code</p>")).state

    assert asyncio.run(sign_and_check()) == State.VALID
