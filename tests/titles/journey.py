"""Builders for the title journey: the demo round robin as an event of the federation, and outside norms as an
officer enters them from signed certificates (a GM norm in a strong Swiss, one in a national championship final)."""

import datetime
from decimal import Decimal
from pathlib import Path

from django.core.files.uploadedfile import SimpleUploadedFile

from players.models import Player
from tests import factories
from tests.samples import demo_round_robin_from
from titles.models import ExternalNorm
from titles.outside_norms import external_norm_record
from tournaments import _versions
from tournaments.models import Tournament

DEMO_ROUND_ROBIN = Path(__file__).resolve().parents[2] / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"
BONDAR_FIDE_ID = 14100040


def round_robin_without_bondar_norm() -> bytes:
    """The demo round robin corrected: Bondar lost the last round to García Pérez, and with it his GM norm."""
    lines = []
    for line in DEMO_ROUND_ROBIN.read_text().splitlines():
        if "Bondar, Dmytro" in line:
            line = line.replace(" 6.0    2 ", " 5.0    2 ")[:-1] + "0"
        if "García Pérez" in line:
            line = line.replace(" 3.0    9 ", " 4.0    9 ")[:-1] + "1"
        lines.append(line)
    return ("\n".join(lines) + "\n").encode()


def kyiv_round_robin(cast, year: int = 2023, kind: str = Tournament.EventKind.ORDINARY) -> Tournament:
    tournament = factories.TournamentFactory(
        name=f"Kyiv Autumn Grandmaster Round Robin {year}",
        host_federation=cast.tournament.host_federation, chief_arbiter=cast.tournament.chief_arbiter,
        system=Tournament.System.ROUND_ROBIN, event_kind=kind,
        start_date=datetime.date(year, 11, 4), end_date=datetime.date(year, 11, 13), rated_by_fide=True,
    )
    _versions.version_store(tournament=tournament, filename=f"kyiv-{year}.trf", data=demo_round_robin_from(tournament.start_date))
    return tournament


def bondar_of(cast) -> Player:
    """FM Bondar, signed in as the cast's player."""
    bondar = Player.objects.get(fide_id=BONDAR_FIDE_ID)
    Player.objects.filter(user=cast.player_user).exclude(pk=bondar.pk).update(user=None)
    bondar.user = cast.player_user
    bondar.save()
    return bondar


STRONG_SWISS = {
    "title": "GM", "event_name": "Reykjavik Open 2024", "event_kind": Tournament.EventKind.ORDINARY,
    "system": Tournament.System.SWISS, "host_federation": "ISL", "event_place": "Reykjavik",
    "event_start": datetime.date(2024, 4, 10), "event_end": datetime.date(2024, 4, 18), "rounds": 9,
    "chief_arbiter": "IA Example, Arbiter", "games": 9, "score": Decimal("6.5"), "average_rating": 2450,
    "performance": 2616, "counts_as_games": 9, "title_holders": 7, "norm_title_opponents": 3, "other_federations": 5,
    "exemption_used": "", "smallest_round_field": 220, "smallest_round_average": 2150,
}
NATIONAL_FINAL = {
    "title": "GM", "event_name": "Ukrainian Championship Final 2024",
    "event_kind": Tournament.EventKind.NATIONAL_CHAMPIONSHIP_FINAL, "system": Tournament.System.ROUND_ROBIN,
    "host_federation": "UKR", "event_place": "Lviv", "event_start": datetime.date(2024, 6, 1),
    "event_end": datetime.date(2024, 6, 12), "rounds": 11, "chief_arbiter": "IA Example, Arbiter", "games": 11,
    "score": Decimal("7.5"), "average_rating": 2470, "performance": 2603, "counts_as_games": 11, "title_holders": 9,
    "norm_title_opponents": 4, "other_federations": 0, "exemption_used": "", "smallest_round_field": None,
    "smallest_round_average": None,
}


def scan(name: str = "certificate.pdf") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, b"%PDF-1.4 signed IT1 certificate", content_type="application/pdf")


def outside_norm(player: Player, officer, facts: dict, **changes) -> ExternalNorm:
    return external_norm_record(player=player, actor=officer, scan=scan(), round_dates=[], **{**facts, **changes})
