"""Approvals that feed norm checks are set by the host federation's officer or staff, never by the arbiter."""

import datetime

import pytest
from django.urls import reverse

from tests import factories
from tests.tournaments.helpers import GROS, gros_tournament
from titles.models import NormResult
from titles.tasks import reevaluate_tournament
from tournaments import _versions
from tournaments.models import Tournament
from web.tournaments.forms import TournamentForm

pytestmark = pytest.mark.django_db

APPROVALS = {name: "on" for name in Tournament.APPROVAL_FIELDS}


def form_data(tournament, **extra) -> dict:
    data = {
        "name": tournament.name, "city": tournament.city, "host_federation": tournament.host_federation_id,
        "organising_federation": tournament.organising_federation_id, "start_date": tournament.start_date,
        "end_date": tournament.end_date, "system": tournament.system, "rounds_scheduled": tournament.rounds_scheduled,
        "event_kind": tournament.event_kind, "save": "1",
    }
    return {**data, **extra}


def test_the_arbiters_form_has_no_approval_field():
    assert not set(TournamentForm.base_fields) & {*Tournament.APPROVAL_FIELDS, *Tournament.LATE_REPORT_FIELDS}


def test_an_arbiter_posting_approvals_changes_none_of_them(client, cast):
    client.force_login(cast.arbiter)
    response = client.post(reverse("tournaments:update", args=[cast.tournament.pk]), form_data(cast.tournament, **APPROVALS))
    assert response.status_code == 302
    cast.tournament.refresh_from_db()
    assert not any(getattr(cast.tournament, name) for name in Tournament.APPROVAL_FIELDS)


def test_the_arbiter_cannot_open_the_approvals_page(client, cast):
    client.force_login(cast.arbiter)
    url = reverse("tournaments:approvals", args=[cast.tournament.pk])
    assert client.get(url).status_code == 404
    assert client.post(url, APPROVALS).status_code == 404
    cast.tournament.refresh_from_db()
    assert not cast.tournament.rated_by_fide


@pytest.mark.parametrize("role", ["officer", "staff"])
def test_the_host_officer_or_staff_records_approvals_with_who_and_when(client, cast, role, django_capture_on_commit_callbacks):
    user = getattr(cast, role)
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("tournaments:approvals", args=[cast.tournament.pk]), {**APPROVALS, "late_report_approved": "on", "late_report_agreed_on": "2026-11-02", "late_report_reference": "QC 17/2026"})
    assert response.status_code == 302
    cast.tournament.refresh_from_db()
    assert all(getattr(cast.tournament, name) for name in Tournament.APPROVAL_FIELDS)
    assert cast.tournament.approvals_recorded_by == user and cast.tournament.approvals_recorded_at is not None
    assert (cast.tournament.late_report_agreed_on, cast.tournament.late_report_reference) == (datetime.date(2026, 11, 2), "QC 17/2026")


def test_an_officer_of_another_federation_gets_404(client, cast):
    client.force_login(cast.other_officer)
    assert client.post(reverse("tournaments:approvals", args=[cast.tournament.pk]), APPROVALS).status_code == 404


def test_the_late_report_agreement_needs_its_date(client, cast):
    client.force_login(cast.officer)
    response = client.post(reverse("tournaments:approvals", args=[cast.tournament.pk]), {"late_report_approved": "on"})
    assert response.status_code == 200 and "decisions.md item 122" in response.content.decode()  # 2019: 2014 edition, 2009's 1.96 as a general principle


def test_the_arbiter_sees_the_approvals_read_only(client, cast):
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert 'id="approvals"' in page and reverse("tournaments:approvals", args=[cast.tournament.pk]) not in page


def test_a_late_report_without_the_agreement_offers_no_upload_form_and_names_who_records_it(client, cast):
    Tournament.objects.filter(pk=cast.tournament.pk).update(late_report_approved=False)
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:upload", args=[cast.tournament.pk])).content.decode()
    assert 'id="late-report-missing"' in page and "officer" in page.lower()
    assert 'type="file"' not in page


def test_saving_without_dates_is_a_form_error_not_a_crash(client, cast):
    client.force_login(cast.arbiter)
    data = form_data(cast.tournament, start_date="", end_date="")
    response = client.post(reverse("tournaments:create"), data)
    assert response.status_code == 200 and "This field is required" in response.content.decode()
    response = client.post(reverse("tournaments:create"), {**data, "check": "1"})
    assert response.status_code == 200


def test_changing_regulated_facts_judges_the_tournament_again(client, cast, monkeypatch, django_capture_on_commit_callbacks):
    judged = []
    monkeypatch.setattr("titles.tasks.reevaluate_tournament.delay", judged.append)
    client.force_login(cast.arbiter)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("tournaments:update", args=[cast.tournament.pk]), form_data(cast.tournament, rounds_scheduled=7))
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("tournaments:update", args=[cast.tournament.pk]), form_data(cast.tournament, rounds_scheduled=7, city="Odesa"))
    assert judged == [cast.tournament.pk]


def test_judging_again_after_an_edit_uses_the_new_facts(sample_path, django_capture_on_commit_callbacks):
    tournament = gros_tournament()
    with django_capture_on_commit_callbacks(execute=True):
        _versions.version_store(tournament=tournament, filename="gros.trf", data=sample_path(GROS).read_bytes())
    before = NormResult.objects.filter(entry__upload__tournament=tournament).values_list("edition", flat=True).first()
    Tournament.objects.filter(pk=tournament.pk).update(start_date=datetime.date(2025, 9, 24), end_date=datetime.date(2025, 10, 2))
    with django_capture_on_commit_callbacks(execute=True):
        reevaluate_tournament.apply(args=[tournament.pk])
    after = set(NormResult.objects.filter(entry__upload__tournament=tournament).values_list("edition", flat=True))
    assert before == "2009" and after == {"2024"}


@pytest.mark.parametrize("role", ["officer", "staff"])
def test_a_chief_arbiter_who_is_also_officer_or_staff_cannot_approve_their_own_event(client, cast, role):
    """The arbiter picks the host federation when registering: being its officer must not let them approve."""
    user = getattr(cast, role)
    Tournament.objects.filter(pk=cast.tournament.pk).update(chief_arbiter=factories.ArbiterFactory(user=user))
    client.force_login(user)
    url = reverse("tournaments:approvals", args=[cast.tournament.pk])
    assert client.get(url).status_code == 404
    assert client.post(url, APPROVALS).status_code == 404
    cast.tournament.refresh_from_db()
    assert not any(getattr(cast.tournament, name) for name in Tournament.APPROVAL_FIELDS)
