"""The demo a fresh machine starts with: a round robin with a GM norm, the Swiss sample, a login per role."""

from io import StringIO

import pytest
from django.core.management import call_command

from players.models import Federation
from titles.models import NormResult
from tournaments.models import ResultUpload, Tournament

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_demo_loads_once_and_prints_the_logins():
    Federation.objects.all().delete()  # as a flushed test database has them: the demo must not rely on them
    out = StringIO()
    call_command("load_demo", stdout=out)
    call_command("load_demo", stdout=StringIO())
    assert Tournament.objects.count() == 2
    assert set(ResultUpload.objects.values_list("status", flat=True)) == {ResultUpload.Status.EVALUATED}
    assert NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM").achieved
    for login in ("admin / admin", "arbiter / arbiter", "officer / officer", "player / player"):
        assert login in out.getvalue()
