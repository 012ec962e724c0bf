"""Verification codes for issued forms: a short code and a QR code on every copy, checked on a public page.

The code is an HMAC of the form's reference and the facts it states, keyed by the installation's secret: nobody
without the key can make up a code that the register knows, and the page shows the facts as issued, so an
altered copy disagrees with it on sight.
"""

import base64
import json
from dataclasses import dataclass
from datetime import datetime

import segno
from django.conf import settings
from django.urls import reverse
from django.utils.crypto import salted_hmac
from django.utils.safestring import mark_safe

from .models import ApplicationForm, Certificate, SignOff

CODE_LENGTH = 12
GROUP = 4
# Base32 has no 0, 1 or 8; a reader who types them means the letters they look like.
LOOKALIKES = str.maketrans({"0": "O", "1": "I", "8": "B"})


def verification_code(*, kind: str, reference: str, facts: dict) -> str:
    """e.g. 7KQ2-MZ4D-XW3A, for the form of this kind and reference stating these facts."""
    message = json.dumps({"kind": kind, "reference": reference, "facts": facts}, sort_keys=True, default=str)
    digest = salted_hmac("titledesk.certificates.verification", message, algorithm="sha256").digest()
    letters = base64.b32encode(digest).decode()[:CODE_LENGTH]
    return "-".join(letters[start : start + GROUP] for start in range(0, CODE_LENGTH, GROUP))


def normalised(text: str) -> str:
    """What a reader typed or scanned, as the register stores it."""
    letters = "".join(char for char in text.upper().translate(LOOKALIKES) if char.isalnum())
    return "-".join(letters[start : start + GROUP] for start in range(0, len(letters), GROUP))


def verification_url(code: str) -> str:
    """The link (and QR code) printed on every copy: the site's configured address, never the host of a request."""
    return settings.SITE_URL.rstrip("/") + reverse("verify", args=[code])


def qr_code_svg(url: str) -> str:
    """The QR code of the URL as inline SVG markup (the PDF renderer fetches no images), sized by the form's CSS."""
    return mark_safe(segno.make(url, error="m").svg_inline(scale=3, border=2, omitsize=True))


@dataclass(frozen=True)
class VerifiedDocument:
    """What the public page says of a code: the form, the facts it stated when issued and whether it is in force."""

    form: str  # "IT1" or "IT2"
    reference: str
    facts: dict
    issued_at: datetime
    superseded_at: datetime | None
    superseded_by: str  # the reference of the document that replaces it, if any
    sha256: str
    # IT1: whether its chief arbiter signed it off, and every signature given in the application;
    # None for a form that is not signed off here (IT2: the player's federation signs it).
    signed_off: bool | None = None
    sign_offs: tuple[SignOff, ...] = ()

    @property
    def in_force(self) -> bool:
        return self.superseded_at is None


def verified_document(code: str) -> VerifiedDocument | None:
    """The issued form with this code, or None: a code the register does not know is no code of ours."""
    code = normalised(code)
    if not code:  # "---" is no code, and must not match a document stored without one
        return None
    certificate = _certificates().filter(verification_code=code).first()
    if certificate is not None:
        return _certificate_document(certificate)
    form = ApplicationForm.objects.filter(verification_code=code).first()
    return _form_document(form) if form is not None else None


def verified_document_of_file(sha256: str) -> VerifiedDocument | None:
    """The issued form whose PDF has exactly this checksum, or None."""
    certificate = _certificates().filter(sha256=sha256).first()
    if certificate is not None:
        return _certificate_document(certificate)
    form = ApplicationForm.objects.filter(sha256=sha256).first()
    return _form_document(form) if form is not None else None


def _certificates():
    return Certificate.objects.select_related("superseded_by").prefetch_related("sign_offs")


def _certificate_document(certificate: Certificate) -> VerifiedDocument:
    return VerifiedDocument(
        form="IT1", reference=certificate.reference, facts=certificate.facts, issued_at=certificate.created_at,
        superseded_at=certificate.superseded_at,
        superseded_by=certificate.superseded_by.reference if certificate.superseded_by else "",
        sha256=certificate.sha256, signed_off=certificate.is_signed_off, sign_offs=tuple(certificate.sign_offs.all()),
    )


def _form_document(form: ApplicationForm) -> VerifiedDocument:
    newer = ApplicationForm.objects.filter(application_id=form.application_id, version__gt=form.version).order_by("version").first()
    return VerifiedDocument(
        form="IT2", reference=form.facts.get("reference", ""), facts=form.facts, issued_at=form.created_at,
        superseded_at=form.superseded_at, superseded_by=newer.facts.get("reference", "") if newer else "",
        sha256=form.sha256,
    )
