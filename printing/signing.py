"""The issuing federation's PAdES signature on every printed document, and the check of a signed PDF.

`html_to_pdf` seals every document it prints with `pdf_sign`: a PAdES baseline signature (pyHanko) by the key
and certificate of the PKCS#12 file named by `PDF_SIGNING_KEY_FILE`, in a visible signature field on the first
page, so that any PDF reader shows who issued the document and that no byte changed since.

Without a key file signing is off: the documents print unsigned. Production settings require a key unless
signing is turned off explicitly (the system check `printing.E002`). `PDF_SIGNING_TRUSTED_CERTIFICATES` names
the certificates of earlier keys, which stay known so that the documents they signed still verify.

Speed: the key is loaded once per process, and the room for the signature is reserved up front, so that a
document is signed once instead of once to measure and once for real.
"""

import asyncio
import atexit
import io
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path

from django.conf import settings
from django.core import checks
from django.core.exceptions import ImproperlyConfigured

from .fonts import font_path

SIGNATURE_FIELD = "IssuedBy"
# Where the visible field stands on the first page, in points from the lower left corner: the middle of the
# bottom margin of an A4 page, between the forms' reference (left) and page number (right).
SIGNATURE_BOX = (190, 4, 405, 30)
# Room for the signature container: the signature, the signer's certificate and the signed attributes.
SIGNATURE_BYTES = 16384


def signing_enabled() -> bool:
    return bool(settings.PDF_SIGNING_ENABLED and settings.PDF_SIGNING_KEY_FILE)


def pdf_sign(pdf: bytes) -> bytes:
    """The PDF with the issuing federation's signature added, or unchanged when signing is off."""
    if not signing_enabled():
        return pdf
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    from pyhanko.sign import fields, signers

    metadata = signers.PdfSignatureMetadata(
        field_name=SIGNATURE_FIELD,
        subfilter=fields.SigSeedSubFilter.PADES,
        md_algorithm="sha256",
        reason=settings.PDF_SIGNING_REASON,
    )
    key_signer = _signer(settings.PDF_SIGNING_KEY_FILE, settings.PDF_SIGNING_KEY_PASSPHRASE)
    signer = signers.PdfSigner(
        metadata,
        signer=key_signer,
        stamp_style=_stamp_style(key_signer.subject_name),
        new_field_spec=fields.SigFieldSpec(SIGNATURE_FIELD, on_page=0, box=SIGNATURE_BOX),
    )
    output = io.BytesIO()
    writer = IncrementalPdfFileWriter(io.BytesIO(pdf), strict=False)
    _outside_any_event_loop(signer.sign_pdf, writer, output=output, bytes_reserved=SIGNATURE_BYTES)
    return output.getvalue()


def _outside_any_event_loop(function, *args, **kwargs):
    """pyHanko's synchronous calls run an event loop of their own (asyncio.run), which a thread already running
    one refuses (an async view; Playwright's synchronous API in the browser tests): there they run in a thread."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return function(*args, **kwargs)
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(function, *args, **kwargs).result()


STAMP_TEXT = "Digitally signed by %(signer)s\n%(ts)s"
# PDF's unit of glyph widths: thousandths of the em.
PDF_GLYPH_UNITS = 1000
# What the stamp's time (%(ts)s) is written with: "2026-12-07 08:41:02 UTC".
STAMP_TIME_CHARACTERS = "0123456789-: UTC"


@cache
def _stamp_style(signer_name: str):
    from pyhanko.pdf_utils.font.opentype import GlyphAccumulatorFactory
    from pyhanko.pdf_utils.text import TextBoxStyle
    from pyhanko.stamp import TextStampStyle

    # The documents' own font: the built-in one of PDF readers has Latin letters only, and a federation's
    # certificate may name it in its own script ("Федерація шахів України").
    font = GlyphAccumulatorFactory(str(_stamp_font(STAMP_TEXT % {"signer": signer_name, "ts": STAMP_TIME_CHARACTERS})))
    return TextStampStyle(stamp_text=STAMP_TEXT, border_width=0, text_box_style=TextBoxStyle(font=font))


def _stamp_font(text: str) -> Path:
    """The documents' font cut down to the characters of the stamp, in a file of this process: pyHanko reads and
    subsets the font it is given at every signature, which takes 100 ms for the whole font and 8 ms for this.

    Scaled to 1,000 units to the em: pyHanko writes a TrueType font's glyph widths into the PDF unscaled, which
    PDF reads as thousandths of the em, so DejaVu's 2,048 units spread the stamp's letters past its box."""
    from fontTools import subset
    from fontTools.ttLib.scaleUpem import scale_upem

    options = subset.Options(notdef_outline=True)
    font = subset.load_font(str(font_path("normal")), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    scale_upem(font, PDF_GLYPH_UNITS)
    descriptor, name = tempfile.mkstemp(prefix="titledesk-stamp-", suffix=".ttf")
    with os.fdopen(descriptor, "wb") as file:
        font.save(file)
    atexit.register(os.unlink, name)
    return Path(name)


@cache
def _signer(key_file: str, passphrase: str):
    """The signer of the key file, loaded once per process (and file)."""
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec, padding
    from pyhanko.sign import signers

    class KeptKeySigner(signers.SimpleSigner):
        """pyHanko's in-memory signer, with the private key parsed once instead of at every signature (the
        parse checks an RSA key, which costs more than the signature)."""

        def sign_raw(self, data: bytes, digest_algorithm: str) -> bytes:
            algorithm = {"sha256": hashes.SHA256(), "sha384": hashes.SHA384(), "sha512": hashes.SHA512()}[digest_algorithm]
            if isinstance(private_key, ec.EllipticCurvePrivateKey):
                return private_key.sign(data, ec.ECDSA(algorithm))
            return private_key.sign(data, padding.PKCS1v15(), algorithm)

    path = Path(key_file)
    try:
        loaded = signers.SimpleSigner.load_pkcs12_data(path.read_bytes(), other_certs=[], passphrase=passphrase.encode() or None)
    except (OSError, ValueError) as error:
        raise ImproperlyConfigured(f"The PDF signing key {key_file} cannot be read: {error}") from error
    if loaded is None:
        raise ImproperlyConfigured(f"The PDF signing key {key_file} cannot be read with the passphrase given.")
    private_key = serialization.load_der_private_key(loaded.signing_key.dump(), password=None)
    return KeptKeySigner(signing_cert=loaded.signing_cert, signing_key=loaded.signing_key, cert_registry=loaded.cert_registry)


def trusted_certificates() -> list:
    """The certificates whose signatures count as the federation's: the signing key's and those of earlier keys."""
    from pyhanko.keys import load_cert_from_pemder

    certificates = [load_cert_from_pemder(path) for path in settings.PDF_SIGNING_TRUSTED_CERTIFICATES]
    if signing_enabled():
        certificates.append(_signer(settings.PDF_SIGNING_KEY_FILE, settings.PDF_SIGNING_KEY_PASSPHRASE).signing_cert)
    return certificates


@dataclass(frozen=True)
class SignatureReport:
    """What the check of a PDF's signature found: its state, and who signed it when, if anybody did."""

    class State:
        VALID = "valid"  # intact, covering the whole file, by a key of the federation
        UNKNOWN_SIGNER = "unknown-signer"  # intact, but by a key the federation does not know
        ALTERED = "altered"  # bytes changed after the signature, or a signature that does not match them
        UNSIGNED = "unsigned"
        UNREADABLE = "unreadable"  # not a PDF at all

    state: str
    signer: str = ""
    signed_at: datetime | None = None

    @property
    def is_valid(self) -> bool:
        return self.state == self.State.VALID


def signature_report(pdf: bytes, *, now: datetime | None = None) -> SignatureReport:
    """The state of the PDF's last signature, checked with pyHanko against the trusted certificates as of ``now``
    (by default the present moment).

    The trusted certificates are trust anchors: their own validity period is not enforced, so a document signed
    by a key whose certificate has since expired still verifies; a key known to be compromised is taken off the
    trusted list (`PDF_SIGNING_TRUSTED_CERTIFICATES`)."""
    from pyhanko.pdf_utils.misc import PdfError
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign.general import SigningError
    from pyhanko.sign.validation.errors import SignatureValidationError

    try:
        signatures = PdfFileReader(io.BytesIO(pdf), strict=False).embedded_signatures
    except (PdfError, ValueError, KeyError, IndexError, TypeError):
        return SignatureReport(SignatureReport.State.UNREADABLE)
    if not signatures:
        return SignatureReport(SignatureReport.State.UNSIGNED)
    signature = signatures[-1]
    try:
        status = _validated(signature, moment=now)
    except (PdfError, SigningError, SignatureValidationError, ValueError, KeyError, TypeError):
        return SignatureReport(SignatureReport.State.ALTERED)
    signer = status.signing_cert.subject.native.get("common_name", "") or status.signing_cert.subject.human_friendly
    whole = status.coverage is not None and status.coverage.name == "ENTIRE_FILE"
    if not (status.intact and status.valid and whole):
        state = SignatureReport.State.ALTERED
    elif not status.trusted:
        state = SignatureReport.State.UNKNOWN_SIGNER
    else:
        state = SignatureReport.State.VALID
    return SignatureReport(state, signer=signer, signed_at=status.signer_reported_dt)


def _validated(signature, *, moment: datetime | None):
    from pyhanko.sign.validation import validate_pdf_signature
    from pyhanko_certvalidator import ValidationContext

    context = ValidationContext(trust_roots=trusted_certificates(), allow_fetching=False, moment=moment)
    return _outside_any_event_loop(validate_pdf_signature, signature, signer_validation_context=context)


def signing_key_check(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """The system check of the signing key: production signs every document unless told not to
    (`PDF_SIGNING=off`), and a key file named must be readable with its passphrase."""
    if not settings.PDF_SIGNING_ENABLED:
        return []
    if not settings.PDF_SIGNING_KEY_FILE:
        if not settings.PDF_SIGNING_REQUIRED:
            return []
        return [
            checks.Error(
                "No key signs the printed documents: PDF_SIGNING_KEY_FILE is not set.",
                hint="Name the federation's PKCS#12 file in PDF_SIGNING_KEY_FILE (and its passphrase in "
                "PDF_SIGNING_KEY_PASSPHRASE), or turn signing off with PDF_SIGNING=off (README, \"Signed documents\").",
                id="printing.E002",
            )
        ]
    try:
        _signer(settings.PDF_SIGNING_KEY_FILE, settings.PDF_SIGNING_KEY_PASSPHRASE)
    except ImproperlyConfigured as error:
        return [checks.Error(str(error), hint="Check PDF_SIGNING_KEY_FILE and PDF_SIGNING_KEY_PASSPHRASE.", id="printing.E003")]
    return []
