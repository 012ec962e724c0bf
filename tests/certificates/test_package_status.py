"""The application's package says what it holds: the page's status, the IT2's evidence and the zip are judged by
the same certificates in force, and after a corrected results file those of the current version."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from certificates.models import Certificate
from certificates.selectors import certificates_in_force
from tests import factories
from titles.models import TitleApplication
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db


def certificate(norm, reference: str, *, superseded: bool = False) -> Certificate:
    return Certificate.objects.create(
        norm_result=norm, version=1, reference=reference, pdf=b"%PDF-1.4", sha256="0" * 64,
        superseded_at=timezone.now() if superseded else None,
    )


@pytest.fixture
def corrected(cast):
    """A GM norm of one player in version 1 and, after a corrected file, in version 2 of the same tournament."""
    player = factories.PlayerFactory(federation=cast.tournament.host_federation, name="Bondar, Dmytro")
    norms = []
    for version in (1, 2):
        upload = factories.ResultUploadFactory(tournament=cast.tournament, version=version, status=ResultUpload.Status.EVALUATED)
        norms.append(factories.NormResultFactory(title="GM", entry=factories.EntryFactory(upload=upload, player=player)))
    return player, norms


def test_the_certificate_in_force_follows_the_current_version(cast, corrected):
    _player, (first, second) = corrected
    certificate(first, "IT1-OLD", superseded=True)
    current = certificate(second, "IT1-NEW")
    in_force = certificates_in_force(norms=[first, second])
    assert in_force == {first.pk: current, second.pk: current}


def test_a_norm_without_a_certificate_in_force_has_none(cast, corrected):
    _player, (first, _second) = corrected
    certificate(first, "IT1-OLD", superseded=True)
    assert certificates_in_force(norms=[first]) == {}


def application_page(client, cast, player, norm) -> str:
    application = TitleApplication.objects.create(
        player=player, title="GM", federation=player.federation, state=TitleApplication.State.DRAFT, created_by=cast.officer,
    )
    application.norms.set([norm])
    client.force_login(cast.officer)
    return client.get(reverse("titles:application_detail", args=[application.pk])).content.decode()


def test_the_page_counts_the_certificate_of_the_current_version_as_issued(client, cast, corrected):
    player, (first, second) = corrected
    certificate(first, "IT1-OLD", superseded=True)
    certificate(second, "IT1-NEW")
    page = application_page(client, cast, player, first)
    assert "still to be issued" not in page


def test_the_page_says_what_is_still_to_be_issued(client, cast, corrected):
    player, (first, _second) = corrected
    page = application_page(client, cast, player, first)
    status = page.split('id="package-status"')[1].split("</p>")[0]
    assert "1 IT1 certificate still to be issued." in status and "ready" not in status


def test_the_it2_names_the_it1_in_force_by_its_number(cast, corrected):
    from certificates.it2_title_application import title_application_sheet

    player, (first, second) = corrected
    certificate(first, "IT1-OLD", superseded=True)
    certificate(second, "IT1-UKR-2026-0042")
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 12, 1), rating=2503)
    application = TitleApplication.objects.create(
        player=player, title="GM", federation=player.federation, state=TitleApplication.State.DRAFT, created_by=cast.officer,
    )
    application.norms.set([first])
    sheet = title_application_sheet(application=application)
    assert [norm.evidence for norm in sheet.norms] == ["IT1 certificate IT1-UKR-2026-0042"]
    assert sheet.missing_certificates == []
