"""Certificates from real evaluations (the demo round robin) and from factories (for access rules)."""

import datetime

import pytest

from certificates.models import Certificate
from certificates.services import certificates_issue_for_upload
from tests import factories
from tournaments import _versions
from tournaments.models import ResultUpload, Tournament

from .documents import demo_trf


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
        upload = _versions.version_store(tournament=kyiv, filename="kyiv.trf", data=data)
        upload.refresh_from_db()
        assert upload.status == ResultUpload.Status.EVALUATED, upload.errors
        certificates_issue_for_upload(upload=upload)
        return upload

    return upload


@pytest.fixture
def bondar_gm(import_results) -> Certificate:
    import_results(demo_trf())
    return Certificate.objects.get(norm_result__entry__name="Bondar, Dmytro", norm_result__title="GM")
