"""Registration checks of 1.1 (1.11–1.17 before 2024) on the tournament form, and the at-risk flag on norms."""

import datetime
import io

import pytest
from django.urls import reverse
from pypdf import PdfReader

from certificates.models import Certificate
from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles.administration import tournament_administration_checks, tournament_risks
from titles.clock import ClockSettingError, parse_clock_setting
from tournaments import _versions
from tournaments.models import Round, Tournament

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "text, minutes_for_60_moves",
    [("90/40 + 30 + 30s", 150), ("120/40 + 60", 180), ("90 + 30s", 120), ("100/40 + 50/20 + 15 + 30s", 180)],
)
def test_clock_settings_as_arbiters_write_them(text, minutes_for_60_moves):
    assert parse_clock_setting(text).minutes_for() == minutes_for_60_moves


@pytest.mark.parametrize("text", ["ninety minutes", "90/40 + 30/20 + ", "30s"])
def test_a_clock_setting_that_is_not_understood(text):
    with pytest.raises(ClockSettingError):
        parse_clock_setting(text)


def tournament(start: datetime.date, **fields) -> Tournament:
    values = dict(start_date=start, end_date=start + datetime.timedelta(days=8), registered_on=start - datetime.timedelta(days=40),
                  clock_setting="90/40 + 30 + 30s", ia_or_fa_always_present=True, late_report_approved=True,
                  programme_published=True, games_public=True)
    event = factories.TournamentFactory(**{**values, **fields})
    Round.objects.bulk_create(Round(tournament=event, number=n, date=start + datetime.timedelta(days=n - 1)) for n in range(1, 10))
    return event


def failed(event) -> set[str]:
    return {check.rule for check in tournament_administration_checks(tournament=event) if not check.ok}


@pytest.mark.parametrize(
    "start, changes, rule",
    [
        (datetime.date(2025, 5, 1), {"registered_on": datetime.date(2025, 4, 20)}, "1.1.1"),
        (datetime.date(2016, 5, 1), {"registered_on": datetime.date(2016, 4, 20)}, "1.11"),
        (datetime.date(2012, 5, 1), {"registered_on": datetime.date(2012, 4, 20)}, "1.11"),
        (datetime.date(2025, 5, 1), {"other_clock_setting": "90 + 30s"}, "1.1.3b"),
        (datetime.date(2016, 5, 1), {"other_clock_setting": "90 + 30s"}, "1.13b"),
        (datetime.date(2016, 5, 1), {"an_arbiter_played": True}, "1.17"),
        (datetime.date(2025, 5, 1), {"ia_or_fa_always_present": False}, "1.1.5"),
        (datetime.date(2012, 5, 1), {"changed_to_favour_players": True}, "1.11"),
        (datetime.date(2025, 5, 1), {"changed_to_favour_players": True}, "1.4.2d"),
        (datetime.date(2012, 5, 1), {"programme_published": False}, "1.42g"),
        (datetime.date(2012, 5, 1), {"games_public": False}, "1.10.2"),
    ],
)
def test_each_administration_rule_fails_under_its_editions_number(start, changes, rule):
    assert failed(tournament(start)) == set()
    assert rule in failed(tournament(start, **changes))


def test_a_national_arbiter_as_chief_fails_in_every_edition():
    for start, rule in ((datetime.date(2012, 5, 1), "1.17"), (datetime.date(2016, 5, 1), "1.16"), (datetime.date(2025, 5, 1), "1.1.5")):
        event = tournament(start, chief_arbiter=factories.ArbiterFactory(arbiter_title="NA"))
        assert rule in failed(event)


def test_three_rounds_on_one_day_fail_the_rounds_per_day_rule():
    event = tournament(datetime.date(2016, 5, 1))
    Round.objects.filter(tournament=event, number__in=[2, 3]).update(date=event.start_date)
    assert "1.13" in failed(event)


def test_the_form_shows_the_checks_before_saving(client, cast):
    client.force_login(cast.arbiter)
    data = {
        "name": "Spring Open", "city": "Lviv", "host_federation": cast.tournament.host_federation.pk,
        "organising_federation": cast.tournament.host_federation.pk, "start_date": "2025-05-01", "end_date": "2025-05-09",
        "system": "swiss", "rounds_scheduled": "9", "event_kind": "ordinary", "clock_setting": "90/40 + 30 + 30s",
        "registered_on": "2025-04-25", "check": "1",
    }
    page = client.post(reverse("tournaments:create"), data).content.decode()
    assert "1.1.1" in page and "6 days before the start, 30 needed" in page
    assert not Tournament.objects.filter(name="Spring Open").exists()
    client.post(reverse("tournaments:create"), {**data, "save": "1"})
    assert Tournament.objects.get(name="Spring Open").chief_arbiter.user == cast.arbiter


def test_an_at_risk_tournament_marks_its_norm_pages(client, cast):
    event = tournament(datetime.date(2025, 5, 1), an_arbiter_played=True)
    norm = factories.NormResultFactory(entry__upload__tournament=event)
    assert any(check.rule == "1.1.6" for check in tournament_risks(tournament=event))
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert 'id="at-risk"' in page and "1.1.6" in page


def test_another_arbiter_cannot_edit_the_tournament(client, cast):
    client.force_login(cast.other_arbiter)
    assert client.get(reverse("tournaments:update", args=[cast.tournament.pk])).status_code == 404


@pytest.mark.real_pdf
@pytest.mark.django_db(transaction=True)
def test_the_at_risk_flag_reaches_the_certificate(cast):
    event = tournament(datetime.date(2023, 11, 4), an_arbiter_played=True, system=Tournament.System.ROUND_ROBIN,
                       chief_arbiter=cast.tournament.chief_arbiter)
    _versions.version_store(tournament=event, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    certificate = Certificate.objects.get(norm_result__title="GM")
    text = PdfReader(io.BytesIO(bytes(certificate.pdf))).pages[0].extract_text()
    words = " ".join(text.split())
    assert "Norms of this tournament are at risk: 1.17" in words  # the tournament page's warning, its rule cited


def test_an_unreadable_clock_setting_matters_only_where_the_edition_has_a_time_control_rule():
    in_2001 = tournament(datetime.date(2005, 3, 1), clock_setting="ninety minutes")
    in_1990 = tournament(datetime.date(1995, 3, 1), clock_setting="ninety minutes")
    assert failed(in_2001) == set()  # the 2001 excerpt sets no administration rules
    assert "5.5" in failed(in_1990)
