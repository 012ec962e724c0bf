"""Reads for titles: the norms and ratings a title application can rest on."""

from players.models import Player, RatingEntry

from .models import NormResult
from .regulations.applications import TITLE_RATING
from .regulations.editions import edition_choice


def norms_available(player: Player, title: str) -> list[NormResult]:
    """Achieved norms of this title in each tournament's current results (1.54: valid for life)."""
    norms = (
        NormResult.objects.filter(entry__player=player, title=title, achieved=True)
        .select_related("entry__upload__tournament")
        .order_by("entry__upload__tournament__start_date", "-entry__upload__version")
    )
    current: dict[int, NormResult] = {}
    for norm in norms:
        current.setdefault(norm.entry.upload.tournament_id, norm)
    return list(current.values())


def best_title_rating(player: Player, title: str) -> RatingEntry | None:
    """The earliest rating (published or interim, 1.52–1.52a) at or above the title rating, if any."""
    return player.ratings.filter(rating__gte=TITLE_RATING[title]).order_by("period").first()


def edition_reason(*, norms: list[NormResult], start_date) -> str:
    """Which edition judged these norms and why (1.53, 10.11: the regulations in force when the tournament
    started), as the norm page says it."""
    edition, why = edition_choice(start_date)
    other = sorted({norm.edition for norm in norms} - {edition.name})
    return why if not other else f"{why}; judged instead by edition {', '.join(other)}, chosen by name"
