"""Certificates from real evaluations (the demo round robin) and from factories (for access rules)."""

import datetime
import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from certificates.models import Certificate
from certificates.services import certificates_issue_for_upload
from tests import factories
from titles.models import NormResult
from tournaments import services
from tournaments.models import Pairing, ResultUpload, Tournament

DEMO_ROUND_ROBIN = Path(__file__).resolve().parents[2] / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"


def pdf_pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(bytes(pdf))).pages]


def flat(text: str) -> str:
    """Text with every run of whitespace as one space: table cells wrap where the layout wants."""
    return " ".join(text.split())


def demo_trf(**replacements: str) -> bytes:
    text = DEMO_ROUND_ROBIN.read_text(encoding="utf-8")
    for old, new in replacements.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text.encode("utf-8")


@pytest.fixture
def kyiv(cast) -> Tournament:
    """The cast's tournament registered as the demo round robin it will receive."""
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        name="Kyiv Autumn Grandmaster Round Robin 2023",
        city="Kyiv",
        system=Tournament.System.ROUND_ROBIN,
        start_date=datetime.date(2023, 11, 4),
        end_date=datetime.date(2023, 11, 13),
        fide_event_id="312345",
        time_control="90 min/40 moves + 30 min, 30 sec/move from move 1",
    )
    cast.tournament.refresh_from_db()
    cast.tournament.deputy_arbiters.add(factories.ArbiterFactory(name="Savchuk, Petro", arbiter_title="FA"))
    return cast.tournament


@pytest.fixture
def import_results(kyiv):
    """Upload a results file (evaluated on commit, in-process) and issue its certificates."""

    def upload(data: bytes) -> ResultUpload:
        upload = services.upload_create(tournament=kyiv, filename="kyiv.trf", data=data)
        upload.refresh_from_db()
        assert upload.status == ResultUpload.Status.EVALUATED, upload.errors
        certificates_issue_for_upload(upload=upload)
        return upload

    return upload


@pytest.fixture
def bondar_gm(import_results) -> Certificate:
    import_results(demo_trf())
    return Certificate.objects.get(norm_result__entry__name="Bondar, Dmytro", norm_result__title="GM")


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
