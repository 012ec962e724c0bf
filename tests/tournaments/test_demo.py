"""The demo a fresh machine starts with: a round robin with a GM norm, the Swiss sample, a login per role."""

from io import StringIO

import pytest
from django.core.management import call_command

from players.models import Federation
from django.utils import timezone

from titles.models import NormResult, TitleApplication
from tournaments.administration import tournament_risks
from tournaments.reporting import REPORT_WITHIN
from tournaments.models import ResultUpload, Tournament

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_demo_loads_once_and_prints_the_logins():
    Federation.objects.all().delete()  # as a flushed test database has them: the demo must not rely on them
    out = StringIO()
    call_command("load_demo", stdout=out)
    call_command("load_demo", stdout=StringIO())
    assert Tournament.objects.count() == 3
    assert set(ResultUpload.objects.values_list("status", flat=True)) == {ResultUpload.Status.EVALUATED}
    assert NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM").achieved
    for login in ("admin / admin", "arbiter / arbiter", "officer / officer", "officer2 / officer2", "player / player"):
        assert login in out.getvalue()


def test_the_demo_federation_is_well_run_and_gives_each_role_something_to_do():
    call_command("load_demo", stdout=StringIO())
    kyiv = Tournament.objects.get(name__startswith="Kyiv Autumn")
    assert tournament_risks(kyiv) == []  # reported within 30 days, not on the day the demo was loaded
    karl_mala = Tournament.objects.get(name="9. Karl-Mala-Gedenkturnier")
    assert karl_mala.host_federation.code == "GER" and tournament_risks(karl_mala) == []
    awaiting = Tournament.objects.get(name__startswith="Lviv Spring Open")
    assert not awaiting.uploads.exists() and awaiting.end_date + REPORT_WITHIN >= timezone.localdate()
    application = TitleApplication.objects.get(player__fide_id=14100040, title="GM")
    assert application.state == TitleApplication.State.DRAFT and application.passes_checks, application.checks
    assert application.external_norms.count() == 2
