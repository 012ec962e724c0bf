"""The demo's title journey: FM Bondar's GM norm from the demo round robin, two norms his federation entered from
signed certificates of other events, his 2503 rating, and the GM application his officer has started."""

import datetime
import io
from collections.abc import Callable
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image, ImageDraw

from players.models import Player, RatingEntry
from tournaments.models import Tournament

from .application_services import application_start
from .models import ExternalNorm
from .outside_norms import external_norm_record

BONDAR_FIDE_ID = 14100040
OUTSIDE_NORMS = [
    {
        "title": "GM", "event_name": "Reykjavik Open 2024", "event_kind": Tournament.EventKind.ORDINARY,
        "system": Tournament.System.SWISS, "host_federation": "ISL", "event_place": "Reykjavik",
        "event_start": datetime.date(2024, 4, 10), "event_end": datetime.date(2024, 4, 18), "rounds": 9,
        "chief_arbiter": "IA Jonsson, Gunnar", "games": 9, "score": Decimal("6.5"), "average_rating": 2450,
        "performance": 2616, "counts_as_games": 9, "title_holders": 7, "norm_title_opponents": 3,
        "other_federations": 5, "exemption_used": "", "smallest_round_field": 220, "smallest_round_average": 2150,
    },
    {
        "title": "GM", "event_name": "Ukrainian Championship Final 2024",
        "event_kind": Tournament.EventKind.NATIONAL_CHAMPIONSHIP_FINAL, "system": Tournament.System.ROUND_ROBIN,
        "host_federation": "UKR", "event_place": "Lviv", "event_start": datetime.date(2024, 6, 1),
        "event_end": datetime.date(2024, 6, 12), "rounds": 11, "chief_arbiter": "IA Melnyk, Oksana", "games": 11,
        "score": Decimal("7.5"), "average_rating": 2470, "performance": 2603, "counts_as_games": 11,
        "title_holders": 9, "norm_title_opponents": 4, "other_federations": 0, "exemption_used": "",
        "smallest_round_field": None, "smallest_round_average": None,
    },
]
TITLE_RATING = {"period": datetime.date(2024, 12, 1), "rating": 2503, "games": 61}


def demo_title_journey(report: Callable[[str], None] = print) -> None:
    bondar = Player.objects.filter(fide_id=BONDAR_FIDE_ID).first()
    officer = get_user_model().objects.filter(username="officer").first()
    if bondar is None or officer is None:
        report("The demo round robin is not loaded: no title journey.")
        return
    for facts in OUTSIDE_NORMS:
        if not ExternalNorm.objects.filter(player=bondar, event_name=facts["event_name"]).exists():
            external_norm_record(player=bondar, actor=officer, scan=_scan(bondar, facts), round_dates=[], **facts)
    RatingEntry.objects.get_or_create(
        player=bondar, period=TITLE_RATING["period"], kind=RatingEntry.Kind.PUBLISHED,
        defaults={"rating": TITLE_RATING["rating"], "games": TITLE_RATING["games"]},
    )
    application, created = application_start(player=bondar, title="GM", actor=officer)
    if created:
        report(f"{bondar.name}: GM application started ({application.norms.count() + application.external_norms.count()} norms)")


def _scan(player: Player, facts: dict) -> SimpleUploadedFile:
    """A picture of the signed certificate, as an officer would scan it."""
    image = Image.new("RGB", (1240, 400), "white")
    draw = ImageDraw.Draw(image)
    lines = [
        "CERTIFICATE OF TITLE RESULT (IT1) - scanned copy",
        f"{facts['title']} norm: {player.name}",
        f"{facts['event_name']}, {facts['event_place']} ({facts['host_federation']})",
        f"{facts['event_start']} - {facts['event_end']}: {facts['score']} / {facts['games']}, "
        f"average {facts['average_rating']}, performance {facts['performance']}",
        f"Chief arbiter: {facts['chief_arbiter']}",
    ]
    for number, line in enumerate(lines):
        draw.text((40, 40 + 60 * number), line, fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return SimpleUploadedFile(f"{facts['event_name']}.png", buffer.getvalue(), content_type="image/png")
