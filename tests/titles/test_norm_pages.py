"""Where the verdicts show: the tournament page, the norm page with every check, the calculator, the forecast."""

import datetime

import pytest
from django.urls import reverse

from tests.samples import DEMO_ROUND_ROBIN, demo_round_robin_from
from tests.titles.calculator import calculator_query
from titles.models import NormResult
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def round_robin(cast):
    tournament = cast.tournament
    Tournament.objects.filter(pk=tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN,
        start_date=datetime.date(2023, 11, 4),
        end_date=datetime.date(2023, 11, 13),
    )
    _versions.version_store(tournament=tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    return tournament


def test_the_tournament_page_shows_the_gm_norm(client, round_robin):
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    assert norm.achieved
    assert reverse("titles:norm_detail", args=[norm.pk]) in page


def test_0_43_a_gm_is_not_shown_an_im_norm(client, round_robin):
    page = client.get(reverse("tournaments:detail", args=[round_robin.pk])).content.decode()
    nowak_im = NormResult.objects.get(entry__name="Nowak, Tomasz", title="IM")
    assert not nowak_im.achieved
    assert any(check["detail"].startswith("already holds GM, which covers IM") for check in nowak_im.failed_checks)
    assert reverse("titles:norm_detail", args=[nowak_im.pk]) not in page


def test_the_norm_page_names_every_rule_and_the_edition(client, round_robin):
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert "judged by edition 2014" in page
    for check in norm.checks:
        assert f"<strong>{check['rule']}</strong>" in page


def test_a_failed_check_says_what_was_needed(client, round_robin):
    norm = NormResult.objects.get(entry__name="García Pérez, Luis", title="GM")
    assert not norm.achieved
    page = client.get(reverse("titles:entry_norms", args=[norm.entry_id])).content.decode()
    assert any(check["detail"] in page for check in norm.failed_checks)


def test_an_unfinished_tournament_gets_a_forecast(client, cast, sample_path):
    _versions.version_store(
        tournament=cast.tournament, filename="gros.trf", data=sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
    )
    forecasts = NormResult.objects.exclude(forecast=None)
    assert forecasts.exists()
    assert {norm.forecast["rounds_remaining"] for norm in forecasts} == {5}
    page = client.get(reverse("tournaments:detail", args=[cast.tournament.pk])).content.decode()
    assert "Still needed (estimate)" in page


def test_a_finished_tournament_has_no_forecast(round_robin):
    assert not NormResult.objects.exclude(forecast=None).exists()


def test_the_calculator_gives_an_itemised_verdict(client):
    opponents = [(2585, "GM", "UKR", "0.5"), (2560, "GM", "POL", "1"), (2545, "GM", "GER", "0.5"),
                 (2530, "GM", "HUN", "1"), (2460, "IM", "UKR", "0.5"), (2440, "IM", "SRB", "1"),
                 (2420, "IM", "CZE", "0.5"), (2390, "WGM", "UKR", "0"), (2350, "FM", "ESP", "1")]
    page = client.get(reverse("titles:calculator"), calculator_query(opponents)).content.decode()
    assert "Verdict under edition 2014" in page
    assert "1.45b" in page and "needs 6 at average 2476" in page


def test_the_calculator_uses_the_edition_asked_for(client):
    opponents = [(2500, "GM", "GER", "1")] * 9
    page = client.get(reverse("titles:calculator"), calculator_query(opponents, edition="2009")).content.decode()
    assert "Verdict under edition 2009" in page


@pytest.mark.parametrize("year, edition", [(2013, "2009"), (2016, "2014"), (2025, "2024")])
def test_the_norm_page_names_the_edition_of_the_tournaments_date(client, cast, year, edition):
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(year, 11, 4), end_date=datetime.date(year, 11, 13)
    )
    data = demo_round_robin_from(datetime.date(year, 11, 4))
    _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=data)
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    assert norm.edition == edition
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert f"judged by edition {edition}" in page
