"""The demo a fresh machine starts with: a round robin with a GM norm, the Swiss sample, a national event, a login
per role."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from players.models import Federation, Player, PlayerTitle
from regulations import edition_for
from titles.administration import tournament_risks
from titles.models import NormResult, TitleApplication
from titles.progress import desk_player_rows
from tournaments.models import ResultUpload, Tournament

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_demo_loads_once_and_prints_the_logins():
    Federation.objects.all().delete()  # as a flushed test database has them: the demo must not rely on them
    out = StringIO()
    call_command("load_demo", stdout=out)
    call_command("load_demo", stdout=StringIO())
    # The round robin, the Swiss sample, the event awaiting its report and the national club championship.
    assert Tournament.objects.count() == 4
    assert set(ResultUpload.objects.values_list("status", flat=True)) == {ResultUpload.Status.EVALUATED}
    assert NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM").achieved
    for login in ("admin / admin", "arbiter / arbiter", "officer / officer", "officer2 / officer2", "player / player"):
        assert login in out.getvalue()


def test_the_demo_federation_is_well_run_and_gives_each_role_something_to_do():
    call_command("load_demo", stdout=StringIO())
    kyiv = Tournament.objects.get(name__startswith="Kyiv Autumn")
    assert tournament_risks(tournament=kyiv) == []  # reported within 30 days, not on the day the demo was loaded
    karl_mala = Tournament.objects.get(name="9. Karl-Mala-Gedenkturnier")
    assert karl_mala.host_federation.code == "GER" and tournament_risks(tournament=karl_mala) == []
    awaiting = Tournament.objects.get(name__startswith="Lviv Spring Open")
    assert not awaiting.uploads.exists() and awaiting.end_date + edition_for(awaiting.start_date).reporting.report_within >= timezone.localdate()
    application = TitleApplication.objects.get(player__fide_id=14100040, title="GM")
    assert application.state == TitleApplication.State.DRAFT and application.passes_checks, application.checks
    assert application.external_norms.count() == 2


def test_the_demo_register_knows_its_players_titles_and_the_desk_pursues_only_titles_not_held():
    call_command("load_demo", stdout=StringIO())
    held = dict(PlayerTitle.objects.filter(player__federation__code="UKR").values_list("player__fide_id", "title"))
    assert held == {14100010: "GM", 14100020: "IM", 14100030: "WGM", 14100040: "FM"}
    rows = desk_player_rows(list(Player.objects.filter(fide_id__in=held)))
    shown = {row.player.fide_id: [progress.title for progress in row.progress] for row in rows}
    assert shown == {14100010: [], 14100020: ["GM"], 14100030: ["IM"], 14100040: ["GM", "IM"]}
