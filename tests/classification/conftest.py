"""The classification's fixtures: the seed norm table and the worked example's round robin."""

import datetime
from decimal import Decimal

import pytest

from classification.models import NormTable, NormTableRow, TournamentNationalFacts
from classification.services import upload_evaluate_national
from tournaments import _versions
from tournaments.models import Tournament

from .round_robin import (
    CATEGORIES,
    END,
    START,
    JudgedRoundRobin,
    give_worked_example_categories,
    round_robin_file,
    round_robin_tournament,
)


@pytest.fixture
def seed_table(db):
    """The data migration's row. Transactional tests empty every table afterwards, so it is filed again here."""
    table, _created = NormTable.objects.get_or_create(effective_from=datetime.date(2000, 1, 1))
    NormTableRow.objects.get_or_create(
        table=table,
        coefficient_from=Decimal("2.81"),
        coefficient_to=Decimal("2.81"),
        defaults={"second_percent": 73, "third_percent": 48},
    )
    return table


@pytest.fixture
def round_robin(seed_table):
    return round_robin_tournament(players=len(CATEGORIES))


@pytest.fixture
def judged(cast, seed_table, django_capture_on_commit_callbacks):
    """The round robin as the cast's tournament (chief arbiter: cast.arbiter; hosted by UKR), uploaded and judged."""
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        name="Kyiv national round robin",
        system=Tournament.System.ROUND_ROBIN,
        rounds_scheduled=15,
        start_date=START,
        end_date=END,
    )
    tournament = Tournament.objects.get(pk=cast.tournament.pk)
    TournamentNationalFacts.objects.create(
        tournament=tournament, time_control="master", judges=3, highest_judge_category="national"
    )
    players = give_worked_example_categories()
    with django_capture_on_commit_callbacks(execute=True):
        upload = _versions.version_store(tournament=tournament, filename="rr.trf", data=round_robin_file())
    upload.refresh_from_db()
    upload_evaluate_national(upload=upload)
    return JudgedRoundRobin(tournament, upload, players)
