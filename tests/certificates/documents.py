"""Helpers of the certificate tests: reading a PDF back, the demo file with edits, a norm built by hand."""

import io

from pypdf import PdfReader

from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles.models import NormResult
from tournaments.models import Pairing, ResultUpload


def pdf_pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(bytes(pdf))).pages]


def form_pages(pages: list[str]) -> list[str]:
    """Each copy's form, without the annex page that follows it when the event's norms are at risk."""
    return [page for page in pages if "CERTIFICATE OF TITLE" in page]


def flat(text: str) -> str:
    """Text with every run of whitespace as one space: table cells wrap where the layout wants."""
    return " ".join(text.split())


def demo_trf(**replacements: str) -> bytes:
    text = DEMO_ROUND_ROBIN.read_text(encoding="utf-8")
    for old, new in replacements.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text.encode("utf-8")


def norm_with_games(*, player, tournament, title="IM", opponents=9) -> NormResult:
    """An achieved norm of ``player`` in the current results of ``tournament``, with its games."""
    upload = factories.ResultUploadFactory(tournament=tournament, status=ResultUpload.Status.EVALUATED)
    entry = factories.EntryFactory(upload=upload, player=player, start_number=1, title="FM", rating=2390)
    for round_number in range(1, opponents + 1):
        opponent = factories.EntryFactory(upload=upload, start_number=round_number + 1, title="GM", rating=2500)
        factories.PairingFactory(entry=entry, opponent=opponent, round_number=round_number, kind=Pairing.Kind.PLAYED)
    return factories.NormResultFactory(
        entry=entry,
        title=title,
        counted_rounds=list(range(1, opponents + 1)),
        checks=[{"rule": "1.48", "ok": True, "detail": "Rp = 2500 + 80 = 2580, 2450 needed"}],
    )
