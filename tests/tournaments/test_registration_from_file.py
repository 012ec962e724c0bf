"""Registering a tournament from a results file's header, by hand with its round dates, and withdrawing it.

1.94: "The end of a tournament is the date of the last round"; 1.92: the report is due "not later than 30 days
after the end of the event"; 1.96: "Reports sent in more than six months late will not be accepted ... without
the agreement of the chairman of the Qualification Commission".
"""

import datetime
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils.formats import date_format

from regulations import edition_for
from tests import factories
from titles.clock import clock_setting_from_trf, parse_clock_setting
from titles.services import known_round_dates, tournament_initial_from_trf
from tournaments import services
from tournaments.models import ResultUpload, Round, Tournament
from trf import parse_trf


@pytest.mark.parametrize(
    "text, setting",
    [
        ("90 minutes + 30 seconds per move", "90 + 30s"),  # San Viator, 122
        ("40/120, 60", "120/40 + 60"),  # Karl Mala: 40 moves in 120 minutes, then 60 for the rest
        ("1:30 + 10 from move 1", "90 + 10s"),  # Bunratty
        ("120", "120"),
        ("100'x40mm + 50'x20mm + 30\" from move 1 ", "100/40 + 50/20 + 30s"),  # the TRF26 team sample
        ("90+30", "90 + 30s"),  # a second period without moves is never reached: an increment
        ("90/40 + 30 + 30s", "90/40 + 30 + 30s"),  # already in the form's notation
        ("90 + 30s from move 41", "90 + 30s@41"),
    ],
)
def test_a_time_control_the_form_can_read_becomes_its_clock_setting(text, setting):
    assert clock_setting_from_trf(text) == setting
    parse_clock_setting(setting)  # the form accepts what it is filled with


@pytest.mark.parametrize("text", ["moves/time, increment", "", "G/60 Rapid", "90 + 30 + 30 + 30"])
def test_a_time_control_that_cannot_be_read_is_left_to_the_arbiter(text):
    assert clock_setting_from_trf(text) == ""


def initial_of(sample_path, name: str) -> tuple[dict, list[str]]:
    return tournament_initial_from_trf(document=parse_trf(sample_path(name).read_bytes()))


def test_the_federation_written_after_the_city_is_the_host(sample_path, db):
    germany = factories.FederationFactory(code="GER")
    initial, notes = initial_of(sample_path, "02_karl_mala_2005_fide_example1.trf")  # 022 Frankfurt (Main) /GER
    assert initial["city"] == "Frankfurt (Main)"
    assert initial["host_federation"] == initial["organising_federation"] == germany
    assert initial["clock_setting"] == "120/40 + 60" and initial["time_control"] == "40/120, 60"
    assert not any("clock setting" in str(note) for note in notes)


def test_a_web_address_is_never_taken_for_the_city_or_the_chief_arbiter(sample_path, db):
    initial, notes = initial_of(sample_path, "09_lichess_swiss_2020_06.trf")  # 022 and 102 are lichess.org URLs
    assert "city" not in initial and "chief_arbiter_as_reported" not in initial
    assert any("web address" in str(note) for note in notes)


@pytest.mark.parametrize("name", ["06_grandmommys_cup_trf26_team.trf", "05_armstrong_cup_2011_team_league.tab"])
def test_a_team_file_registers_a_team_tournament(sample_path, db, name):
    assert initial_of(sample_path, name)[0]["system"] == Tournament.System.TEAM


def test_an_individual_file_with_national_rating_records_stays_swiss(sample_path, db):
    # 08 has an NRS line (kept with the team records) but no team: it is an individual Swiss.
    assert initial_of(sample_path, "08_sharly_trf26_individual_import_test.trf")[0]["system"] == Tournament.System.SWISS


def test_round_dates_are_filled_up_to_the_first_round_without_one(sample_path, db):
    initial, _notes = initial_of(sample_path, "01_san_viator_2018_B.trf")
    assert initial["round_dates"].split(", ")[:2] == ["2018-04-08", "2018-04-15"]
    day = datetime.date(2025, 1, 1)
    assert known_round_dates((day, day, None, day)) == [day, day]


def read_file(client, sample_path, name: str) -> str:
    data = sample_path(name).read_bytes()
    response = client.post(reverse("tournaments:create_from_file"), {"file": SimpleUploadedFile(name, data)})
    assert response.status_code == 200
    return response.content.decode()


def test_the_form_from_a_file_shows_the_round_dates_and_how_late_the_report_would_be(client, cast, sample_path):
    client.force_login(cast.arbiter)
    page = read_file(client, sample_path, "01_san_viator_2018_B.trf")  # last round 2018: years late today
    assert 'value="2018-04-08, 2018-04-15,' in page
    rules = edition_for(datetime.date(2018, 4, 8)).reporting
    assert 'id="reporting-deadline"' in page
    assert "the upload will be closed until the QC chairman's agreement is recorded" in page
    assert f"({rules.too_late_rule})" in page and f"({rules.in_time_rule})" in page
    assert "This report would be" in page and "months late" in page
    assert not Tournament.objects.filter(name__startswith="XXX Torneo").exists()  # nothing saved yet


def test_the_deadline_counts_from_the_last_round_date_given():
    from titles.administration import months_late, registration_reporting_preview

    event = Tournament(start_date=datetime.date(2025, 5, 1), end_date=datetime.date(2025, 5, 20))
    status = registration_reporting_preview(
        tournament=event, round_dates=(datetime.date(2025, 5, 1), datetime.date(2025, 5, 9)), today=datetime.date(2025, 5, 30)
    )
    assert status.report_due == datetime.date(2025, 6, 8)  # 30 days after the last round, not after the end date
    assert months_late(due=datetime.date(2025, 6, 8), today=datetime.date(2025, 12, 9)) == 6
    assert months_late(due=datetime.date(2025, 6, 8), today=datetime.date(2025, 12, 7)) == 5
    assert months_late(due=datetime.date(2025, 6, 8), today=datetime.date(2025, 6, 1)) == 0


def test_the_fill_button_is_a_solid_button(client, cast):
    """Submit carries btn-primary: an outline class added to it made blue text on the blue button."""
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:create")).content.decode()
    button = re.search(r'<input[^>]*name="read"[^>]*>', page).group()
    assert "btn-primary" in button and "btn-outline" not in button


def registration(cast, **changes) -> dict:
    ukraine = cast.tournament.host_federation.pk
    data = {
        "name": "Spring Open", "city": "Lviv", "host_federation": ukraine, "organising_federation": ukraine,
        "start_date": "2025-05-01", "end_date": "2025-05-05", "system": "swiss", "rounds_scheduled": "5",
        "event_kind": "ordinary", "round_dates": "2025-05-01, 2025-05-02, 2025-05-03, 2025-05-04, 2025-05-05",
        "save": "1",
    }
    return {**data, **changes}


def test_hand_registration_stores_the_round_dates(client, cast):
    client.force_login(cast.arbiter)
    response = client.post(reverse("tournaments:create"), registration(cast))
    assert response.status_code == 302
    event = Tournament.objects.get(name="Spring Open")
    assert list(event.rounds.values_list("number", "date")) == [
        (number, datetime.date(2025, 5, number)) for number in range(1, 6)
    ]
    form_page = client.get(reverse("tournaments:update", args=[event.pk])).content.decode()
    assert 'value="2025-05-01, 2025-05-02, 2025-05-03, 2025-05-04, 2025-05-05"' in form_page


@pytest.mark.parametrize(
    "dates, error",
    [
        ("2025-05-01, 5 May", "Write each date as YYYY-MM-DD."),
        ("2025-05-01, 2025-05-01, 2025-05-02, 2025-05-03, 2025-05-04, 2025-05-05", "More dates than rounds scheduled."),
        ("2025-04-30, 2025-05-01", "Every round date must fall between the start and the end."),
        ("2025-05-02, 2025-05-01", "Give the dates in the order of the rounds."),
    ],
)
def test_round_dates_that_cannot_be_right_are_refused(client, cast, dates, error):
    client.force_login(cast.arbiter)
    page = client.post(reverse("tournaments:create"), registration(cast, round_dates=dates)).content.decode()
    assert error in page
    assert not Tournament.objects.filter(name="Spring Open").exists()


def test_the_round_dates_of_a_results_file_stand_against_the_form(cast):
    Round.objects.create(tournament=cast.tournament, number=1, date=datetime.date(2025, 1, 1))
    upload = ResultUpload.objects.create(
        tournament=cast.tournament, version=1, filename="r.trf", raw=b"x", size=1, sha256="0" * 64,
        status=ResultUpload.Status.EVALUATED,
    )
    assert not services.tournament_round_dates_set(tournament=cast.tournament, dates=[datetime.date(2025, 2, 2)])
    assert list(cast.tournament.rounds.values_list("date", flat=True)) == [datetime.date(2025, 1, 1)]
    upload.delete()
    assert services.tournament_round_dates_set(tournament=cast.tournament, dates=[datetime.date(2025, 2, 2)])
    assert list(cast.tournament.rounds.values_list("date", flat=True)) == [datetime.date(2025, 2, 2)]


def test_the_chief_arbiter_withdraws_a_registration_without_results(client, cast):
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:update", args=[cast.tournament.pk])).content.decode()
    assert 'id="withdraw"' in page
    response = client.post(reverse("tournaments:withdraw", args=[cast.tournament.pk]))
    assert response.status_code == 302 and response["Location"] == reverse("home")
    assert not Tournament.objects.filter(pk=cast.tournament.pk).exists()


def test_a_registration_with_a_results_file_is_not_withdrawn(client, cast):
    ResultUpload.objects.create(
        tournament=cast.tournament, version=1, filename="r.trf", raw=b"x", size=1, sha256="0" * 64,
        status=ResultUpload.Status.REJECTED,
    )
    client.force_login(cast.arbiter)
    assert 'id="withdraw"' not in client.get(reverse("tournaments:update", args=[cast.tournament.pk])).content.decode()
    response = client.post(reverse("tournaments:withdraw", args=[cast.tournament.pk]), follow=True)
    assert "cannot be withdrawn" in response.content.decode()
    assert Tournament.objects.filter(pk=cast.tournament.pk).exists()


@pytest.mark.parametrize("role", ["other_arbiter", "officer", "player_user"])
def test_only_its_arbiter_withdraws_a_registration(client, cast, role):
    client.force_login(getattr(cast, role))
    assert client.post(reverse("tournaments:withdraw", args=[cast.tournament.pk])).status_code == 404
    assert Tournament.objects.filter(pk=cast.tournament.pk).exists()


def test_a_get_never_withdraws(client, cast):
    client.force_login(cast.arbiter)
    assert client.get(reverse("tournaments:withdraw", args=[cast.tournament.pk])).status_code == 405
    assert Tournament.objects.filter(pk=cast.tournament.pk).exists()


def test_once_results_are_stored_the_round_dates_are_the_files(client, cast):
    ResultUpload.objects.create(
        tournament=cast.tournament, version=1, filename="r.trf", raw=b"x", size=1, sha256="0" * 64,
        status=ResultUpload.Status.EVALUATED,
    )
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:update", args=[cast.tournament.pk])).content.decode()
    field = re.search(r'<input[^>]*name="round_dates"[^>]*>', page).group()
    assert "disabled" in field and "Taken from the results file" in page


def test_hand_registration_shows_the_deadline_from_its_round_dates_before_saving(client, cast):
    client.force_login(cast.arbiter)
    start = datetime.date.today() - datetime.timedelta(days=12)
    days = [start + datetime.timedelta(days=offset) for offset in range(5)]
    data = registration(
        cast, start_date=start.isoformat(), end_date=(start + datetime.timedelta(days=10)).isoformat(),
        round_dates=", ".join(day.isoformat() for day in days), save="", check="1",
    )
    del data["save"]
    page = client.post(reverse("tournaments:create"), data).content.decode()
    notice = page.split('id="reporting-deadline">')[1].split("</div>")[0]
    due = days[-1] + edition_for(start).reporting.report_within  # from the last round's date, not the end date
    assert f"after the last round on {date_format(days[-1])}" in notice and date_format(due) in notice
    assert "would be" not in notice and "alert-secondary" in page
    assert not Tournament.objects.filter(name="Spring Open").exists()


def test_a_tournament_registered_by_import_reads_the_header_the_same_way(sample_path, db):
    from titles.services import tournament_register_from_trf

    germany = factories.FederationFactory(code="GER")
    karl_mala = tournament_register_from_trf(
        document=parse_trf(sample_path("02_karl_mala_2005_fide_example1.trf").read_bytes()), filename="km.trf"
    )
    assert (karl_mala.city, karl_mala.host_federation) == ("Frankfurt (Main)", germany)
    lichess = tournament_register_from_trf(
        document=parse_trf(sample_path("09_lichess_swiss_2020_06.trf").read_bytes()), filename="lichess.trf"
    )
    assert (lichess.city, lichess.chief_arbiter_as_reported) == ("", "")


@pytest.mark.parametrize(
    "city, expected",
    [
        ("Frankfurt (Main) /GER", ("Frankfurt (Main)", "GER")),
        ("Lviv/ukr", ("Lviv", "UKR")),
        ("Madrid", ("Madrid", "")),
        ("/GER", ("/GER", "")),  # no city before the code: left as written
        ("Bad Homburg v.d.H.", ("Bad Homburg v.d.H.", "")),
    ],
)
def test_a_federation_code_after_the_city(city, expected):
    from trf.header import split_city_federation

    assert split_city_federation(city) == expected
