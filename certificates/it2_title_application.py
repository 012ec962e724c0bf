"""What the IT2 title application form prints."""

from dataclasses import dataclass

from players.models import Player, RatingEntry
from titles.models import NormResult
from tournaments.models import Tournament

from .it1_certificate import split_name
from .models import Certificate

# 1.52 (2009): the rating a player must reach at some time or other for the title.
TITLE_RATINGS = {"GM": 2500, "IM": 2400, "WGM": 2300, "WIM": 2200}
# 1.50 (2009): the norms of a title application must total at least this many games.
APPLICATION_MINIMUM_GAMES = 27


@dataclass(frozen=True)
class ApplicationNorm:
    norm: NormResult
    tournament: Tournament
    reference: str


@dataclass(frozen=True)
class TitleApplicationSheet:
    player: Player
    title: str
    norms: list[ApplicationNorm]
    title_rating: int
    rating_reached: RatingEntry | None
    highest_rating: RatingEntry | None
    titles_held: list
    minimum_games: int = APPLICATION_MINIMUM_GAMES

    @property
    def total_games(self) -> int:
        return sum(item.norm.counts_as_games for item in self.norms)

    @property
    def surname(self) -> str:
        return split_name(self.player.name)[0]

    @property
    def first_name(self) -> str:
        return split_name(self.player.name)[1]

    @property
    def norm_titles(self) -> list[str]:
        return list(NormResult.Title.values)


def title_application(*, player: Player, title: str, norm_results: list[NormResult]) -> TitleApplicationSheet:
    references = dict(
        Certificate.objects.current().filter(norm_result__in=norm_results).values_list("norm_result_id", "reference")
    )
    norms = NormResult.objects.filter(pk__in=[norm.pk for norm in norm_results]).select_related(
        "entry__upload__tournament__host_federation"
    )
    ordered = sorted(norms, key=lambda norm: norm.entry.upload.tournament.start_date)
    title_rating = TITLE_RATINGS[title]
    ratings = player.ratings.order_by("period")
    return TitleApplicationSheet(
        player=player,
        title=title,
        norms=[ApplicationNorm(norm, norm.entry.upload.tournament, references.get(norm.pk, "")) for norm in ordered],
        title_rating=title_rating,
        rating_reached=ratings.filter(rating__gte=title_rating).first(),
        highest_rating=player.ratings.order_by("-rating", "period").first(),
        titles_held=list(player.titles.order_by("confirmed_on")),
    )
