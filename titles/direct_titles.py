"""Direct titles from championships (1.2): an officer's record of a result, judged by the tables of 1.2."""

from fractions import Fraction

from django.core.exceptions import PermissionDenied, ValidationError

from players.access import is_officer_of
from players.models import Player
from regulations.applications import RatingRecord
from regulations.championships import ChampionshipResult as ChampionshipFacts
from regulations.championships import DirectTitleVerdict, EventKind, Section, direct_titles

from .models import ChampionshipResult

FACT_FIELDS = (
    "placing", "tied", "rank_after_tie_break", "counted_from_first_game", "qualified_over_the_board",
    "subzonal_approved", "im_titles_by_score_already_given", "fm_titles_by_score_already_given",
)


def championship_judge(*, player: Player, event_kind: str, section: str, score=None, games=None, **facts) -> list[DirectTitleVerdict]:
    best = player.ratings.order_by("-rating", "period").first()
    try:
        result = ChampionshipFacts(
            event=EventKind[event_kind],
            sex="F" if player.sex == "f" else "M",
            section=Section[section],
            score=Fraction(score) if score is not None else None,
            games=games,
            rating=RatingRecord(best.rating, best.period, best.games) if best else None,
            **{name: facts.get(name) for name in FACT_FIELDS if facts.get(name) is not None},
        )
    except ValueError as error:
        raise ValidationError(str(error)) from error
    return direct_titles(result)


def championship_result_record(*, player: Player, actor, event_name: str = "", event_end=None, **facts) -> ChampionshipResult:
    if not is_officer_of(actor, player.federation_id):
        raise PermissionDenied
    verdicts = championship_judge(player=player, **facts)
    return ChampionshipResult.objects.create(
        player=player, event_kind=facts["event_kind"], section=facts["section"], event_name=event_name,
        event_end=event_end, placing=facts.get("placing"), tied=bool(facts.get("tied")),
        rank_after_tie_break=facts.get("rank_after_tie_break"), score=facts.get("score"), games=facts.get("games"),
        verdicts=[verdict_as_dict(verdict) for verdict in verdicts], entered_by=actor,
    )


def verdict_as_dict(verdict: DirectTitleVerdict) -> dict:
    return {
        "row": verdict.row.name,
        "title": verdict.title,
        "award": verdict.award.value,
        "counts_as_games": verdict.counts_as_games,
        "achieved": verdict.achieved,
        "conditional": verdict.conditional,
        "checks": [check.as_dict() for check in (*verdict.checks, *verdict.rating_checks)],
    }
