"""The demo's national event: a club championship of the federation whose field is the worked example of the
classification (Notes), so that its K is 2.81, the row the norm table holds, and its players have category
results (norms met and failures) to show."""

from collections.abc import Callable
from datetime import date

from django.db import transaction

from players.models import Federation, Player
from tournaments.demo import DEMO_DIR, demo_arbiter, demo_import
from tournaments.models import Tournament
from trf import parse_trf

from .models import CategoryRecord, TournamentNationalFacts

NATIONAL_EVENT_FILE = DEMO_DIR / "kyiv_club_championship_2019.trf"
# The worked example's field (I ×2, II ×5, III ×3, youth ×6), in the file's order of start numbers.
CATEGORIES = ["I", "youth", "II", "III", "youth", "II", "I", "youth", "III", "II", "II", "III", "youth", "II", "youth", "youth"]
# Entered before the event, and still valid during it (a youth category has no end).
ENTERED_ON, VALID_UNTIL = date(2017, 1, 1), date(2020, 1, 1)


def demo_national_event(report: Callable[[str], None] = print) -> None:
    """The players' categories as the federation's register holds them, then the event and its results."""
    document = parse_trf(NATIONAL_EVENT_FILE.read_bytes())
    with transaction.atomic():
        federation = Federation.objects.get(code=document.federation or "UKR")
        for record, category in zip(document.players, CATEGORIES, strict=True):
            player, _created = Player.objects.get_or_create(
                fide_id=record.fide_id,
                defaults={"name": record.name, "federation": federation, "sex": record.sex, "birth_year": record.birth_year},
            )
            CategoryRecord.objects.get_or_create(
                player=player, change=CategoryRecord.Change.ENTERED, effective_on=ENTERED_ON,
                defaults={"category": category, "expires_on": None if category == "youth" else VALID_UNTIL},
            )
    demo_import(NATIONAL_EVENT_FILE, Tournament.System.ROUND_ROBIN, demo_arbiter(), report, prepare=_national_facts)


def _national_facts(tournament: Tournament) -> None:
    """What the file does not say: the master's time control and three judges, one of the national category."""
    TournamentNationalFacts.objects.get_or_create(
        tournament=tournament, defaults={"time_control": "master", "judges": 3, "highest_judge_category": "national"}
    )
