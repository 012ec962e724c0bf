"""What the IT2 title application form prints."""

from dataclasses import dataclass

from django.utils import timezone

from players.models import Player, RatingEntry
from titles.models import NormResult
from titles.regulations import edition_for
from tournaments.models import Tournament

from .it1_certificate import split_name
from .models import Certificate


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
    minimum_games: int

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
    # The application is judged under the regulations in force when it is made.
    edition = edition_for(timezone.localdate())
    title_rating = edition.title_ratings[title]
    ratings = player.ratings.order_by("period")
    return TitleApplicationSheet(
        player=player,
        title=title,
        norms=[ApplicationNorm(norm, norm.entry.upload.tournament, references.get(norm.pk, "")) for norm in ordered],
        title_rating=title_rating,
        rating_reached=ratings.filter(rating__gte=title_rating).first(),
        highest_rating=player.ratings.order_by("-rating", "period").first(),
        titles_held=list(player.titles.order_by("confirmed_on")),
        minimum_games=edition.application_games,
    )
