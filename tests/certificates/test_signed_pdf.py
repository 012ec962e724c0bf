"""An IT1 certificate leaves signed by the federation, before its sign-off and after it; one changed byte shows."""

import shutil
import subprocess

import pytest

from certificates import sign_off_services
from printing.signing import SignatureReport, signature_report
from tests.certificates.test_sign_off import signer_request
from tests.factories import PASSWORD
from tests.printing.test_signing import one_byte_changed

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_pdf("certificates/pdf/it1_certificate.html")]


def pdfsig(pdf: bytes, tmp_path) -> str:
    path = tmp_path / "certificate.pdf"
    path.write_bytes(pdf)
    return subprocess.run(["pdfsig", str(path)], capture_output=True, text=True).stdout


def test_a_signed_it1_validates_and_a_changed_byte_fails_it(bondar_gm, cast, tmp_path):
    issued = bytes(bondar_gm.pdf)
    report = signature_report(issued)
    assert (report.state, report.signer) == (SignatureReport.State.VALID, "TitleDesk test federation")
    assert signature_report(one_byte_changed(issued)).state == SignatureReport.State.ALTERED

    sign_off_services.sign_off(
        tournament=cast.tournament, actor=cast.arbiter, secret=PASSWORD, certificate_ids=[bondar_gm.pk], report_upload_id=None, request=signer_request()
    )
    bondar_gm.refresh_from_db()
    signed_off = bytes(bondar_gm.pdf)
    assert signed_off != issued
    assert signature_report(signed_off).is_valid

    if shutil.which("pdfsig"):
        output = pdfsig(signed_off, tmp_path)
        assert "Signature Validation: Signature is Valid." in output and "Total document signed" in output
        assert "Signature is Valid" not in pdfsig(one_byte_changed(signed_off), tmp_path)
