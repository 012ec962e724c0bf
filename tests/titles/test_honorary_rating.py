"""1990 §9.4, the honorary rating: "Un GM de edad igual o superior a 55 años, que en el pasado se haya
clasificado, al menos, para las Semifinales del Torneo de Candidatos, será asignado con un Rating Honorario
temporal. Solamente un jugador en un torneo puede ostentar esta asignación." Who marks him, what is refused, the
audit trail, the judging again, and `evaluate_norms --honorary`."""

import datetime
import json
from io import StringIO

import pytest
from auditlog.models import LogEntry
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management import CommandError, call_command
from django.urls import reverse

from follow_ups.models import PendingFollowUp
from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles.honorary_ratings import honorary_rating_mark, honorary_rating_remove
from titles.models import HonoraryRating, NormResult
from tournaments import _versions
from tournaments.models import ResultUpload, Tournament

MARK = {"start_number": 3, "age": 60, "candidates_semifinal": True, "reason": "Candidates semi-final 1974"}


def _in_1995(cast, **changes) -> Tournament:
    """A 1990-edition event of the cast's arbiter and federation, with a current results version of ten entries."""
    tournament = factories.TournamentFactory(
        host_federation=cast.tournament.host_federation, chief_arbiter=cast.tournament.chief_arbiter,
        start_date=datetime.date(1995, 11, 4), end_date=datetime.date(1995, 11, 13), **changes,
    )
    upload = factories.ResultUploadFactory(tournament=tournament, status=ResultUpload.Status.EVALUATED)
    for number in range(1, 11):
        factories.EntryFactory(upload=upload, start_number=number)
    return tournament


@pytest.mark.django_db
@pytest.mark.parametrize("who", ["officer", "arbiter", "staff"])
def test_the_host_federations_officer_the_chief_arbiter_or_staff_mark_him(cast, who):
    tournament = _in_1995(cast)
    mark = honorary_rating_mark(tournament=tournament, actor=getattr(cast, who), **MARK)
    assert (mark.start_number, mark.marked_by) == (3, getattr(cast, who))
    assert LogEntry.objects.get_for_object(mark).filter(action=LogEntry.Action.CREATE).exists()
    assert PendingFollowUp.objects.filter(object_id=tournament.pk).exists()


@pytest.mark.django_db
@pytest.mark.parametrize("who", ["other_officer", "other_arbiter", "player_user"])
def test_nobody_else_marks_him(cast, who):
    tournament = _in_1995(cast)
    with pytest.raises(PermissionDenied):
        honorary_rating_mark(tournament=tournament, actor=getattr(cast, who), **MARK)
    with pytest.raises(PermissionDenied):
        honorary_rating_remove(tournament=tournament, actor=getattr(cast, who))
    assert not HonoraryRating.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"age": 54}, "age"),  # "de edad igual o superior a 55 años"
        ({"candidates_semifinal": False}, "candidates_semifinal"),  # "al menos, para las Semifinales"
        ({"reason": "  "}, "reason"),
        ({"start_number": 11}, "start_number"),  # nobody of that number in the results
    ],
)
def test_a_mark_without_the_condition_is_refused_and_nothing_stored(cast, changes, field):
    with pytest.raises(ValidationError) as refused:
        honorary_rating_mark(tournament=_in_1995(cast), actor=cast.officer, **(MARK | changes))
    assert set(refused.value.message_dict) == {field}
    assert not HonoraryRating.objects.exists()


@pytest.mark.django_db
def test_only_the_1990_edition_has_an_honorary_rating(cast):
    """The 2001 text and every later one have no 9.4: a mark there is refused and the page is not found."""
    tournament = _in_1995(cast)
    Tournament.objects.filter(pk=tournament.pk).update(start_date=datetime.date(2005, 3, 1), end_date=datetime.date(2005, 3, 9))
    tournament.refresh_from_db()
    with pytest.raises(ValidationError):
        honorary_rating_mark(tournament=tournament, actor=cast.officer, **MARK)


@pytest.mark.django_db
def test_one_player_a_tournament(cast):
    """"Solamente un jugador en un torneo puede ostentar esta asignación": a second mark replaces the first."""
    tournament = _in_1995(cast)
    honorary_rating_mark(tournament=tournament, actor=cast.officer, **MARK)
    honorary_rating_mark(tournament=tournament, actor=cast.officer, **(MARK | {"start_number": 1}))
    assert list(HonoraryRating.objects.values_list("start_number", flat=True)) == [1]
    honorary_rating_remove(tournament=tournament, actor=cast.arbiter)
    assert not HonoraryRating.objects.exists()


@pytest.mark.django_db
def test_the_form_on_the_tournament_page(client, cast):
    tournament = _in_1995(cast)
    client.force_login(cast.officer)
    page = client.get(reverse("tournaments:detail", args=[tournament.pk])).content.decode()
    assert reverse("tournaments:honorary_rating", args=[tournament.pk]) in page
    url = reverse("tournaments:honorary_rating", args=[tournament.pk])
    refused = client.post(url, MARK | {"age": 50})
    assert refused.status_code == 200 and "55" in refused.content.decode() and not HonoraryRating.objects.exists()
    assert client.post(url, MARK | {"candidates_semifinal": "on"}).status_code == 302
    assert HonoraryRating.objects.get().reason == "Candidates semi-final 1974"
    page = client.get(reverse("tournaments:detail", args=[tournament.pk])).content.decode()
    assert 'id="honorary-rating"' in page and "no. 3" in page
    assert client.post(url, {"remove": "1"}).status_code == 302 and not HonoraryRating.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_marking_judges_the_tournament_again_and_the_verdicts_say_so(cast):
    """Schmidt (no. 3, 2545) is marked: Bondar, who met him in round 6, has him at the average of the nine others,
    (24660 − 2545) / 9 = 2457.2 → 2457, and his GM verdict says so first."""
    tournament = factories.TournamentFactory(
        host_federation=cast.tournament.host_federation, chief_arbiter=cast.tournament.chief_arbiter,
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(1995, 11, 4), end_date=datetime.date(1995, 11, 13),
        rated_by_fide=True,
    )
    _versions.version_store(tournament=tournament, filename="rr.trf", data=_in_1995_file())
    honorary_rating_mark(tournament=tournament, actor=cast.officer, **MARK)
    gm = NormResult.objects.get(entry__upload__tournament=tournament, entry__start_number=9, title="GM")
    assert gm.checks[0]["rule"] == "9.4" and gm.checks[0]["detail"] == (
        "the honorary rating 2457, the average of the 9 other participants, stands for the opponent no. 3 (rated "
        "2545) in round 6: GM aged 60; Candidates semi-final 1974"
    )


def _in_1995_file() -> bytes:
    """The demo round robin played in 1995 (its round dates taken out with their two-digit years)."""
    lines = DEMO_ROUND_ROBIN.read_bytes().replace(b"042 2023/11/04", b"042 1995/11/04").replace(
        b"052 2023/11/13", b"052 1995/11/13"
    ).splitlines(keepends=True)
    return b"".join(line for line in lines if not line.startswith(b"132"))


def _evaluate(tmp_path, *arguments) -> list[dict]:
    path = tmp_path / "rr1995.trf"
    path.write_bytes(_in_1995_file())
    out = StringIO()
    call_command("evaluate_norms", str(path), "--json", "--explain", *arguments, stdout=out)
    return json.loads(out.getvalue())


def _gm_checks(report, number) -> list[dict]:
    player = next(player for player in report if player["start_number"] == number)
    return next(norm for norm in player["norms"] if norm["title"] == "GM")["checks"]


@pytest.mark.django_db
def test_evaluate_norms_honorary_does_the_same(tmp_path):
    """`--honorary 3`: the condition asserted, the age given (the file says Schmidt was born in 1985)."""
    report = _evaluate(tmp_path, "--honorary", "3", "--honorary-age", "60", "--honorary-reason", "Candidates 1974")
    assert _gm_checks(report, 9)[0]["detail"].startswith("the honorary rating 2457, the average of the 9 other")
    assert not [check for check in _gm_checks(_evaluate(tmp_path), 9) if check["rule"] == "9.4"]


@pytest.mark.django_db
def test_evaluate_norms_honorary_takes_the_age_from_the_files_birth_date(tmp_path):
    """No. 1, born 1988-03-14, was 7 at the start: the rating is not applied, and the verdict says why."""
    report = _evaluate(tmp_path, "--honorary", "1", "--honorary-reason", "Candidates 1974")
    (check,) = [check for check in _gm_checks(report, 9) if check["rule"] == "9.4"]
    assert check["detail"] == "the opponent no. 1 was marked for an honorary rating, not applied: aged 7, 55 needed"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("arguments", "error"),
    [(("--honorary", "11", "--honorary-reason", "x"), "no player has start number 11"),
     (("--honorary", "3", "--honorary-age", "60"), "--honorary-reason")],
)
def test_evaluate_norms_honorary_refuses_what_it_cannot_apply(tmp_path, arguments, error):
    with pytest.raises(CommandError, match=error):
        _evaluate(tmp_path, *arguments)
