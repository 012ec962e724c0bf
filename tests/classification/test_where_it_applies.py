"""The national classification where it applies (issue 32): its section is on the federation's own events (and on
any other that judged its players), not on every tournament; a K the norm table has no row for is said once, in a
neutral note, never as a red error nor again under every player's norms."""

import pytest
from django.template import Context, Template
from django.urls import reverse

from classification.models import NormTableRow
from classification.rules.conditions import NO_TABLE_ROW
from classification.services import upload_evaluate_national
from tests import factories
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def summary(tournament) -> str:
    return Template("{% load classification_tags %}{% national_results_summary tournament %}").render(
        Context({"tournament": tournament})
    )


def test_the_section_is_on_the_federations_own_events_only(cast):
    foreign = factories.TournamentFactory(host_federation=factories.FederationFactory(code="ESP"))
    assert 'id="national-classification"' in summary(cast.tournament)  # hosted by UKR, not judged yet
    assert summary(foreign).strip() == ""


def test_the_tournament_page_of_an_event_abroad_has_no_national_section(client, cast):
    foreign = factories.TournamentFactory(host_federation=factories.FederationFactory(code="ESP"))
    page = client.get(reverse("tournaments:detail", args=[foreign.pk])).content.decode()
    assert foreign.name in page and 'id="national-classification"' not in page
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert 'id="national-classification"' in page


def test_an_event_abroad_that_judged_the_federations_players_keeps_the_section(judged):
    Tournament.objects.filter(pk=judged.tournament.pk).update(host_federation=factories.FederationFactory(code="ESP"))
    assert 'id="national-classification"' in summary(Tournament.objects.get(pk=judged.tournament.pk))


def test_the_configured_federation_decides(cast, settings):
    settings.CLASSIFICATION_FEDERATION_CODE = "ESP"
    spanish = factories.TournamentFactory(host_federation=factories.FederationFactory(code="ESP"))
    assert 'id="national-classification"' in summary(spanish)
    assert summary(cast.tournament).strip() == ""


def test_a_table_with_a_row_for_k_gives_no_note(judged):
    html = summary(judged.tournament)
    assert "K = 2.81" in html and 'id="national-no-table-row"' not in html


def test_no_row_for_k_is_said_once_in_a_neutral_note(client, judged, seed_table):
    NormTableRow.objects.filter(table=seed_table).delete()
    upload_evaluate_national(upload=judged.upload)
    html = summary(judged.tournament)
    assert html.count('id="national-no-table-row"') == 1 and "text-danger" not in html
    assert "badge bg-success" not in html
    page = client.get(reverse("classification:tournament", args=[judged.tournament.pk])).content.decode()
    assert page.count('id="national-no-table-row"') == 1
    assert "text-danger" not in page
    assert NO_TABLE_ROW.split(" %(")[0] not in page  # not again under each of the sixteen players' norms
    assert page.count('<tr id="national-') == 16
