"""The event's shape and its entrants (issue 29) through both doors: the upload of a registered tournament and
`evaluate_norms` on the file alone. Both read the system from the record confirmed by the pairings (the
registration form starts from the file's reading), and both show the warning of a person entered twice."""

import datetime
import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

from players.models import Federation
from tests.factories import TournamentFactory
from tests.regulations.constructed_trf import build, cycles, withdrawing
from tests.regulations.test_event_shape_and_entrants import (
    TEN,
    _one_beats_all_and_ten_loses_all,
    _player_one_meets_everybody_once,
    _with_fide_ids,
)
from titles.models import NormResult
from titles.services import guess_system
from tournaments import services
from tournaments.models import RefusedUpload, Tournament
from trf import parse_trf

pytestmark = pytest.mark.django_db

# A round robin whose unrated player 10 lost every game and withdrew after round 4, his later games blank.
WITHDRAWAL = build(TEN, cycles(10, 1), withdrawing(10, 4, _one_beats_all_and_ten_loses_all))
PERSON_TWICE = _with_fide_ids(_player_one_meets_everybody_once(), {10: 1_002})


def evaluate_norms(tmp_path, text: str) -> tuple[list, str]:
    path = tmp_path / "event.trf"
    path.write_text(text)
    out, err = StringIO(), StringIO()
    call_command("evaluate_norms", str(path), "--json", "--explain", stdout=out, stderr=err)
    return json.loads(out.getvalue()), err.getvalue()


def upload(text: str, system: str, django_capture_on_commit_callbacks):
    spain = Federation.objects.get_or_create(code="ESP", defaults={"name": "Spain"})[0]
    tournament = TournamentFactory(
        name="Constructed event", host_federation=spain, system=system, start_date=datetime.date(2012, 3, 1),
        end_date=datetime.date(2012, 3, 9),
    )
    with django_capture_on_commit_callbacks(execute=True):
        receipt = services.upload_receive(
            tournament=tournament, filename="event.trf", data=text.encode(), entrance=RefusedUpload.Entrance.WEB
        )
    created = receipt.upload
    created.refresh_from_db()
    return created


def _command_verdicts(report, number: int = 1) -> dict[str, dict]:
    player = next(player for player in report if player["start_number"] == number)
    return {norm["title"]: norm for norm in player["norms"]}


def test_the_registration_form_reads_the_round_robin_despite_the_withdrawal():
    assert guess_system(document=parse_trf(WITHDRAWAL.encode())) == Tournament.System.ROUND_ROBIN


def test_both_paths_judge_the_round_robin_with_a_withdrawal_alike(tmp_path, django_capture_on_commit_callbacks):
    """2009 §1.42d: the unrated zero-scorer's game is disregarded on both paths, and the verdicts agree."""
    report, _ = evaluate_norms(tmp_path, WITHDRAWAL)
    stored = upload(WITHDRAWAL, Tournament.System.ROUND_ROBIN, django_capture_on_commit_callbacks)
    for title, norm in _command_verdicts(report).items():
        result = NormResult.objects.get(entry__upload=stored, entry__start_number=1, title=title)
        assert (result.achieved, result.games, result.dropped_rounds) == (
            norm["achieved"], norm["games"], norm["dropped_rounds"]
        ), title
    assert any(dropped["reason"].startswith("1.42d") for dropped in _command_verdicts(report)["GM"]["dropped_rounds"])


def test_a_registration_the_pairings_contradict_is_said_and_makes_no_norm(django_capture_on_commit_callbacks):
    stored = upload(WITHDRAWAL, Tournament.System.SWISS, django_capture_on_commit_callbacks)
    for result in NormResult.objects.filter(entry__upload=stored, entry__start_number=1):
        assert not result.achieved
        disputed = [check for check in result.failed_checks if "the system is in doubt" in check["detail"]]
        assert disputed and "the registration: Swiss; the pairings: round robin" in disputed[0]["detail"]


def test_a_person_entered_twice_is_warned_of_on_the_upload_page(client, django_capture_on_commit_callbacks):
    stored = upload(PERSON_TWICE, Tournament.System.SWISS, django_capture_on_commit_callbacks)
    warning = next(warning for warning in stored.warnings if "counted as one person" in warning)
    assert "player 10 has the FIDE ID 1002 of player 2" in warning
    client.force_login(stored.tournament.chief_arbiter.user)
    page = client.get(reverse("tournaments:upload_detail", args=[stored.tournament.pk, stored.version])).content
    assert warning in page.decode()
    gm = NormResult.objects.get(entry__upload=stored, entry__start_number=1, title="GM")
    assert not gm.achieved and gm.totals["opponents_by_title"]["GM"] == 2


def test_evaluate_norms_writes_the_warning_and_counts_the_person_once(tmp_path):
    report, errors = evaluate_norms(tmp_path, PERSON_TWICE)
    assert "warning: line " in errors and "player 10 has the FIDE ID 1002 of player 2: counted as one person" in errors
    gm = _command_verdicts(report)["GM"]
    assert not gm["achieved"] and gm["totals"]["opponents_by_title"]["GM"] == 2
