"""2009 §1.16 in the web import: "Calculating the norm requirements for an event which lasts longer than 90 days can
be done in two ways. Which system is used must be stipulated prior to the event and mentioned in all publicity and
indicated on all norm certificates IT1. (a) The Rating List at the start ... (b) The opponents' ratings at the date
the game is played." The registration records the stipulation; editing it judges the norms again."""

import datetime

import pytest
from auditlog.models import LogEntry
from django.urls import reverse

from certificates.models import Certificate
from players.models import Federation
from tests import factories
from tests.regulations.constructed_trf import Entrant, build, cycles, wins_for
from titles.models import NormResult
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db

# A league of ten, one round every twelve days: 97 days from the first round to the last. The IM who wins every
# game meets five GMs and four IMs of five federations: a GM norm unless the length stops it.
FIELD = (
    Entrant("Home, Ivan", "ENG", 2480, "IM"),
    *(Entrant(f"Gm, {index}", ("GER", "FRA", "NED")[index % 3], 2600, "GM") for index in range(5)),
    *(Entrant(f"Im, {index}", ("ITA", "USA")[index % 2], 2500, "IM") for index in range(4)),
)
STARTS = {"2009": datetime.date(2011, 1, 3), "2014": datetime.date(2016, 1, 4)}
LONG_EVENT_RULE = {"2009": "1.16", "2014": "1.15"}


def league(edition: str, **registration) -> Tournament:
    start = STARTS[edition]
    spain = Federation.objects.get_or_create(code="ESP", defaults={"name": "Spain"})[0]
    return factories.TournamentFactory(
        host_federation=spain,
        system=Tournament.System.ROUND_ROBIN,
        event_kind=Tournament.EventKind.LEAGUE,
        start_date=start,
        end_date=start + datetime.timedelta(days=96),
        rounds_scheduled=9,
        registered_on=start - datetime.timedelta(days=60),
        **registration,
    )


def upload(tournament: Tournament, capture) -> NormResult:
    text = build(FIELD, cycles(10, 1), wins_for(1), start=tournament.start_date, days_between_rounds=12)
    with capture(execute=True):
        _versions.version_store(tournament=tournament, filename="league.trf", data=text.encode())
    return gm_norm(tournament)


def gm_norm(tournament: Tournament) -> NormResult:
    return NormResult.objects.get(entry__upload__tournament=tournament, entry__start_number=1, title="GM")


def check(norm: NormResult, rule: str) -> dict:
    (found,) = [check for check in norm.checks if check["rule"] == rule]
    return found


def edit(client, tournament: Tournament, **changes):
    data = {
        "name": tournament.name, "city": tournament.city, "host_federation": tournament.host_federation_id,
        "organising_federation": tournament.organising_federation_id, "start_date": tournament.start_date,
        "end_date": tournament.end_date, "system": tournament.system, "rounds_scheduled": tournament.rounds_scheduled,
        "event_kind": tournament.event_kind, "registered_on": tournament.registered_on, "save": "1", **changes,
    }
    client.force_login(tournament.chief_arbiter.user)
    return client.post(reverse("tournaments:update", args=[tournament.pk]), data)


def test_2009_1_16_a_league_over_90_days_without_a_stipulated_method_makes_no_norm(django_capture_on_commit_callbacks):
    gm = upload(league("2009"), django_capture_on_commit_callbacks)
    assert not gm.achieved
    assert not check(gm, "1.16")["ok"]
    assert "must be stipulated before the event" in check(gm, "1.16")["detail"]


@pytest.mark.parametrize(("day_of_play", "method"), [(False, "(a) the rating list"), (True, "(b) the opponents'")])
def test_2009_1_16_a_league_over_90_days_with_the_method_stipulated_makes_the_norm(
    day_of_play, method, django_capture_on_commit_callbacks
):
    tournament = league("2009", rating_method_stipulated=True, ratings_of_day_of_play=day_of_play)
    gm = upload(tournament, django_capture_on_commit_callbacks)
    assert gm.achieved
    assert check(gm, "1.16")["ok"] and method in check(gm, "1.16")["detail"]
    # "... and indicated on all norm certificates IT1".
    it1 = bytes(Certificate.objects.get(norm_result=gm).pdf).decode()
    assert "Event longer than 90 days: ratings chosen under 1.16" in it1
    ticked, unticked = ("ratings on the day of play", "ratings of the list at the start")[:: 1 if day_of_play else -1]
    copies = it1.count("Event longer than 90 days")
    assert copies and it1.count(f"☒ {ticked}") == copies and f"☐ {unticked}" in it1 and f"☒ {unticked}" not in it1


def test_2014_1_15_a_stipulated_list_at_the_start_does_not_save_a_long_event(django_capture_on_commit_callbacks):
    """2014 §1.15 knows one method only, the ratings of the day of play: the 2009 stipulation changes nothing."""
    gm = upload(league("2014", rating_method_stipulated=True), django_capture_on_commit_callbacks)
    assert not gm.achieved and not check(gm, "1.15")["ok"]


def test_2009_1_16_stipulating_the_method_on_the_form_judges_the_norm_again(client, django_capture_on_commit_callbacks):
    tournament = league("2009")
    assert not upload(tournament, django_capture_on_commit_callbacks).achieved
    with django_capture_on_commit_callbacks(execute=True):
        response = edit(client, tournament, rating_method_stipulated="on")
    assert response.status_code == 302
    tournament.refresh_from_db()
    assert tournament.rating_method_stipulated
    gm = gm_norm(tournament)
    assert gm.achieved and check(gm, "1.16")["ok"]
    # Taking it back takes the norm away again.
    with django_capture_on_commit_callbacks(execute=True):
        edit(client, tournament)
    assert not gm_norm(tournament).achieved


def test_the_form_shows_the_stipulation_with_the_rule_and_the_events_it_is_asked_of(client):
    tournament = league("2009", rating_method_stipulated=True)
    client.force_login(tournament.chief_arbiter.user)
    response = client.get(reverse("tournaments:update", args=[tournament.pk]))
    assert response.context["form"]["rating_method_stipulated"].value() is True
    page = response.content.decode()
    assert 'name="rating_method_stipulated"' in page
    assert "Asked of events longer than 90 days that start from" in page
    assert "(1.16): without it, their norms cannot be confirmed." in page


def test_the_stipulation_is_in_the_tournaments_audit_trail(client):
    tournament = league("2009")
    edit(client, tournament, rating_method_stipulated="on")
    entry = LogEntry.objects.get_for_object(tournament).latest("timestamp")
    assert entry.changes_dict["rating_method_stipulated"] == [False, True]
    assert entry.actor == tournament.chief_arbiter.user
