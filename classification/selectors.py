"""Reads: players' standings on a day, the table in force, and what the national pages show."""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date

from django.core.paginator import Page, Paginator
from django.db.models import F, OuterRef, QuerySet, Subquery

from players.models import Player
from tournaments.models import Entry, ResultUpload, Tournament
from tournaments.selectors import upload_current

from . import conf
from .models import (
    PERCENT_FIELDS,
    CandidatePoint,
    CategoryRecord,
    Failure,
    NationalEvaluation,
    NationalRating,
    NationalResult,
    NormTable,
    TournamentNationalFacts,
)
from .rules import Category, Change, FailureRecord, HistoryStep, NormRow, PointRecord, Standing, standing_on
from .rules.confirmation import OWN_NORM


def standings_on(
    *, player_ids: Iterable[int], day: date, excluding_tournament: Tournament | None = None
) -> dict[int, Standing]:
    """Each player's standing on ``day``; a tournament being judged again is left out of its own history."""
    return {
        player_id: standing
        for player_id, (standing, _lapses) in _standings(set(player_ids), day, excluding_tournament).items()
    }


def lapses_due(*, player_id: int, day: date) -> tuple[Change, ...]:
    """The lapses of the player's category up to ``day`` that are not written yet (Conf. 2, 4, 6)."""
    return _standings({player_id}, day, None)[player_id][1]


def _standings(
    ids: set[int], day: date, excluding: Tournament | None
) -> dict[int, tuple[Standing, tuple[Change, ...]]]:
    steps = _history_steps(ids, day, excluding)
    points = _point_records(ids, excluding)
    failures = _failure_records(ids, excluding)
    ratings = national_ratings_on(player_ids=ids, day=day)
    sexes = dict(Player.objects.filter(pk__in=ids).values_list("pk", "sex"))
    return {
        player_id: standing_on(
            day,
            steps[player_id],
            points[player_id],
            failures[player_id],
            ratings.get(player_id),
            sexes.get(player_id, ""),
        )
        for player_id in ids
    }


def _history_steps(ids: set[int], day: date, excluding: Tournament | None) -> dict[int, list[HistoryStep]]:
    records = CategoryRecord.objects.filter(player_id__in=ids, effective_on__lte=day).order_by("effective_on", "pk")
    if excluding is not None:
        records = records.exclude(tournament=excluding)
    steps = defaultdict(list)
    for record in records:
        steps[record.player_id].append(_history_step(record))
    return steps


def _history_step(record: CategoryRecord) -> HistoryStep:
    return HistoryStep(
        category=Category(record.category),
        effective_on=record.effective_on,
        expires_on=record.expires_on,
        lifetime=record.lifetime,
        correspondence=record.correspondence,
    )


def _point_records(ids: set[int], excluding: Tournament | None) -> dict[int, list[PointRecord]]:
    points = CandidatePoint.objects.filter(player_id__in=ids)
    if excluding is not None:
        points = points.exclude(tournament=excluding)
    records = defaultdict(list)
    for point in points:
        removed_here = excluding is not None and point.removed_by_tournament_id == excluding.pk
        records[point.player_id].append(
            PointRecord(point.earned_on, point.expires_on, None if removed_here else point.removed_on)
        )
    return records


def _failure_records(ids: set[int], excluding: Tournament | None) -> dict[int, list[FailureRecord]]:
    failures = Failure.objects.filter(player_id__in=ids)
    if excluding is not None:
        failures = failures.exclude(tournament=excluding)
    records = defaultdict(list)
    for failure in failures:
        records[failure.player_id].append(
            FailureRecord(Category(failure.category), failure.occurred_on, failure.severe)
        )
    return records


def national_ratings_on(*, player_ids: Iterable[int], day: date) -> dict[int, int]:
    """The latest ІК published by ``day``."""
    latest: dict[int, int] = {}
    for player_id, rating in (
        NationalRating.objects.filter(player_id__in=set(player_ids), published_on__lte=day)
        .order_by("player_id", "published_on")
        .values_list("player_id", "rating")
    ):
        latest[player_id] = rating
    return latest


def norm_table_in_force(*, day: date) -> NormTable | None:
    return NormTable.objects.filter(effective_from__lte=day).order_by("-effective_from").first()


def norm_rows(*, table: NormTable | None) -> list[NormRow]:
    if table is None:
        return []
    return [
        NormRow(
            row.coefficient_from,
            row.coefficient_to,
            {target: getattr(row, name) for target, name in PERCENT_FIELDS.items() if getattr(row, name) is not None},
        )
        for row in table.rows.all()
    ]


def national_facts_of(*, tournament: Tournament) -> TournamentNationalFacts:
    """The stated facts, or the defaults of an event nobody has described yet (unsaved)."""
    try:
        return tournament.national_facts
    except TournamentNationalFacts.DoesNotExist:
        return TournamentNationalFacts(tournament=tournament, team_event=tournament.system == Tournament.System.TEAM)


def simultaneous_events(*, tournament: Tournament, player_ids: Iterable[int]) -> dict[int, tuple[str, ...]]:
    """Cond. 20: other individual events, with results on record, that overlap this one, per player."""
    overlapping = (
        Entry.objects.filter(
            player_id__in=set(player_ids),
            upload__status=ResultUpload.Status.EVALUATED,
            upload__tournament__start_date__lte=tournament.end_date,
            upload__tournament__end_date__gte=tournament.start_date,
        )
        .exclude(upload__tournament=tournament)
        .exclude(upload__tournament__system=Tournament.System.TEAM)
        .exclude(upload__tournament__national_facts__team_event=True)
        .values_list(
            "player_id", "upload__tournament__name", "upload__tournament__start_date", "upload__tournament__end_date"
        )
        .distinct()
    )
    events = defaultdict(set)
    for player_id, name, start, end in overlapping:
        events[player_id].add(f"{name} ({start:%d.%m.%Y}–{end:%d.%m.%Y})")
    return {player_id: tuple(sorted(names)) for player_id, names in events.items()}


@dataclass
class NationalRow:
    result: NationalResult
    # The verdict of the norm that would confirm the player's category, if it has one.
    own: dict | None
    award_recorded: bool


# A Ukrainian open may have a thousand players, each with every norm's checks: the page shows them by pages.
RESULTS_PER_PAGE = 50


@dataclass
class TournamentNationalPage:
    tournament: Tournament
    facts: TournamentNationalFacts
    upload: ResultUpload | None
    evaluation: NationalEvaluation | None
    rows: list[NationalRow] = field(default_factory=list)
    paginator_page: Page | None = None
    # The classification applies to the federation's own events, and to any other that judged its players.
    applies: bool = True


def tournament_national_page(*, tournament: Tournament, page_number: int | str = 1) -> TournamentNationalPage:
    upload = upload_current(tournament=tournament)
    evaluation = _evaluation_of(upload)
    page = TournamentNationalPage(tournament, national_facts_of(tournament=tournament), upload, evaluation)
    if evaluation is not None:
        page.paginator_page = Paginator(_results_in_order(evaluation), RESULTS_PER_PAGE).get_page(page_number)
        page.rows = _rows(tournament, page.paginator_page.object_list)
    return page


def tournament_national_summary(*, tournament: Tournament) -> TournamentNationalPage:
    """For the tournament page: K, and only the players with a new norm or a failure."""
    upload = upload_current(tournament=tournament)
    evaluation = _evaluation_of(upload)
    page = TournamentNationalPage(tournament, national_facts_of(tournament=tournament), upload, evaluation)
    page.applies = tournament.host_federation.code == conf.home_federation() or (
        evaluation is not None and evaluation.results.exists()
    )
    if evaluation is not None and page.applies:
        notable = _results_in_order(evaluation).exclude(best_norm="", failure=False).defer("norms", "changes")
        page.rows = [NationalRow(result=result, own=None, award_recorded=False) for result in notable]
    return page


def _evaluation_of(upload: ResultUpload | None) -> NationalEvaluation | None:
    return NationalEvaluation.objects.filter(upload=upload).select_related("norm_table").first() if upload else None


def _results_in_order(evaluation: NationalEvaluation) -> QuerySet[NationalResult]:
    return evaluation.results.select_related("entry", "player").order_by(
        F("entry__rank").asc(nulls_last=True), "entry__start_number"
    )


def _rows(tournament: Tournament, results: Iterable[NationalResult]) -> list[NationalRow]:
    awarded = _players_awarded(tournament)
    return [
        NationalRow(
            result=result,
            own=_own_norm(result),
            award_recorded=result.player_id in awarded,
        )
        for result in results
    ]


def _own_norm(result: NationalResult) -> dict | None:
    target = OWN_NORM.get(Category(result.category))
    return next((norm for norm in result.norms if norm["target"] == target.value), None) if target else None


def _players_awarded(tournament: Tournament) -> set[int]:
    gained = CategoryRecord.objects.filter(tournament=tournament, change=CategoryRecord.Change.GAINED)
    points = CandidatePoint.objects.filter(tournament=tournament, origin=CandidatePoint.Origin.NORM)
    return set(gained.values_list("player_id", flat=True)) | set(points.values_list("player_id", flat=True))


@dataclass
class PlayerBook:
    """What the player page and the qualification book show (Cond. 18)."""

    player: Player
    on: date
    standing: Standing
    records: list[CategoryRecord]
    points: list[CandidatePoint]
    failures: list[Failure]
    results: list[NationalResult]
    national_rating: int | None


def player_book(*, player: Player, today: date) -> PlayerBook:
    return PlayerBook(
        player=player,
        on=today,
        standing=standings_on(player_ids=[player.pk], day=today)[player.pk],
        records=list(player.national_categories.select_related("tournament").order_by("effective_on", "pk")),
        points=list(player.candidate_points.select_related("tournament", "removed_by_tournament")),
        failures=list(player.national_failures.select_related("tournament")),
        results=_current_results(player),
        national_rating=national_ratings_on(player_ids=[player.pk], day=today).get(player.pk),
    )


def _current_results(player: Player) -> list[NationalResult]:
    """The player's results from each tournament's newest judged version."""
    newest: dict[int, NationalResult] = {}
    for result in (
        NationalResult.objects.filter(player=player)
        .select_related("entry__upload__tournament", "evaluation")
        .order_by("entry__upload__version")
    ):
        newest[result.entry.upload.tournament_id] = result
    return sorted(newest.values(), key=lambda result: result.entry.upload.tournament.start_date)


def players_due_to_lapse(*, today: date) -> QuerySet[Player]:
    """Players whose latest category step has a period that ended by ``today`` and is not kept for life."""
    latest = CategoryRecord.objects.filter(player=OuterRef("player")).order_by("-effective_on", "-pk").values("pk")[:1]
    lapsed = CategoryRecord.objects.annotate(latest_pk=Subquery(latest)).filter(
        pk=F("latest_pk"), expires_on__lte=today, lifetime=False
    )
    return Player.objects.filter(pk__in=lapsed.values("player_id"))


def points_expired_unnotified(*, today: date) -> QuerySet[CandidatePoint]:
    return CandidatePoint.objects.filter(
        expires_on__lte=today, removed_on__isnull=True, expiry_notified_at__isnull=True
    ).select_related("player")


def lapses_unnotified() -> QuerySet[CategoryRecord]:
    return CategoryRecord.objects.filter(change=CategoryRecord.Change.EXPIRED, notified_at__isnull=True).select_related(
        "player__user", "player__federation"
    )
