"""A player's way to each title: the norms so far, the games against 27, the rating, and what is missing."""

from dataclasses import dataclass, field

from django.db.models import Max
from django.utils.translation import gettext as _, ngettext

from players.models import Player

from .selectors import norms_available
from .models import ChampionshipResult, ExternalNorm, NormResult
from .regulations.applications import TITLE_RATING, TOTAL_GAMES
from .regulations import TITLES_COVERED

MINIMUM_NORMS = 2
WOMEN_ONLY = {"WGM", "WIM"}


@dataclass
class TitleProgress:
    title: str
    norms: list[NormResult]
    external_norms: list[ExternalNorm]
    championship_norms: list[dict]  # 1.2: results that count as a norm of 9, 13 or 20 games
    games: int
    rating_needed: int
    best_rating: int | None
    missing: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def games_percent(self) -> int:
        return min(100, round(100 * self.games / TOTAL_GAMES))


def player_title_progress(player: Player) -> list[TitleProgress]:
    held = set(player.titles.values_list("title", flat=True))
    covered = set().union(*(TITLES_COVERED.get(title, set()) for title in held))
    best_rating = player.ratings.aggregate(best=Max("rating"))["best"]
    return [
        _progress(player, title, best_rating)
        for title in TITLE_RATING
        if title not in covered and (title not in WOMEN_ONLY or player.sex == "f")
    ]


def _progress(player: Player, title: str, best_rating: int | None) -> TitleProgress:
    norms = norms_available(player, title)
    external = list(ExternalNorm.objects.filter(player=player, title=title))
    championship = championship_norms(player, title)
    games = (
        sum(norm.counts_as_games for norm in norms)
        + sum(norm.counts_as_games for norm in external)
        + sum(norm["counts_as_games"] for norm in championship)
    )
    progress = TitleProgress(title, norms, external, championship, games, TITLE_RATING[title], best_rating)
    progress.missing = _missing(progress, len(norms) + len(external) + len(championship))
    return progress


def championship_norms(player: Player, title: str) -> list[dict]:
    """Achieved championship results of the 1.2 tables that count as norms of this title."""
    return [
        {**verdict, "event": result.event_name or result.event_kind, "end": result.event_end}
        for result in ChampionshipResult.objects.filter(player=player)
        for verdict in result.verdicts
        if verdict["achieved"] and verdict["title"] == title and verdict["counts_as_games"]
    ]


def _missing(progress: TitleProgress, norm_count: int) -> list[str]:
    """What is still missing, in plain words: 'one more norm of 9 games', 'a rating of 2500'."""
    missing = []
    games_short = max(0, TOTAL_GAMES - progress.games)
    norms_short = max(0, MINIMUM_NORMS - norm_count)
    if games_short or norms_short:
        norms = max(norms_short, 1)
        missing.append(
            ngettext("one more norm of %(games)s games", "%(norms)s more norms covering %(games)s games", norms)
            % {"norms": norms, "games": max(games_short, 9 * norms)}
        )
    if progress.best_rating is None or progress.best_rating < progress.rating_needed:
        missing.append(
            _("a rating of %(needed)s (best so far: %(best)s)")
            % {"needed": progress.rating_needed, "best": progress.best_rating or _("none")}
        )
    return missing
