"""A player's way to each title: the norms so far by kind, the games against 27, the best rating, what is missing.

Everything is read for many players at once in a fixed number of queries (the officer's desk shows a page of
players), then judged player by player in Python.
"""

from dataclasses import dataclass, field
from datetime import date

from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from players.models import Player, PlayerTitle, RatingEntry
from regulations import TITLES_COVERED, Rule, edition_for
from regulations.applications import MINIMUM_NORMS, NORMS_COUNTING_FOR, TITLE_RATING, TOTAL_GAMES
from regulations.rules import WOMEN_TITLES
from tournaments.models import Entry

from .charts import RatingChart, rating_chart
from .models import ChampionshipResult, ExternalNorm, NormResult, TitleApplication
from .selectors import current_norm_results


@dataclass(frozen=True)
class RatingSource:
    """A rating known for the player, and where it comes from: a rating list, an interim rating or a results file."""

    rating: int
    on: date
    source: str


@dataclass(frozen=True)
class ChampionshipNorm:
    """A championship result that the 1.2 tables count as a norm of so many games."""

    result: ChampionshipResult
    title: str
    counts_as_games: int
    award: str

    @property
    def event(self) -> str:
        return self.result.event_name or self.result.event_kind


@dataclass
class TitleProgress:
    title: str
    norms: list[NormResult]
    external_norms: list[ExternalNorm]
    championship_norms: list[ChampionshipNorm]
    rating_needed: int
    best_rating: RatingSource | None
    missing: list[str] = field(default_factory=list)

    @property
    def games(self) -> int:
        return (
            sum(norm.counts_as_games for norm in self.norms)
            + sum(norm.counts_as_games for norm in self.external_norms)
            + sum(norm.counts_as_games for norm in self.championship_norms)
        )

    @property
    def norm_count(self) -> int:
        return len(self.norms) + len(self.external_norms) + len(self.championship_norms)

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def games_percent(self) -> int:
        return min(100, round(100 * self.games / TOTAL_GAMES))

    @property
    def total_games(self) -> int:
        return TOTAL_GAMES


@dataclass
class PlayerRecord:
    """What the progress of one player rests on, read in bulk."""

    player: Player
    held: set[str] = field(default_factory=set)
    norms: list[NormResult] = field(default_factory=list)
    external_norms: list[ExternalNorm] = field(default_factory=list)
    championship_results: list[ChampionshipResult] = field(default_factory=list)
    ratings: list[RatingSource] = field(default_factory=list)

    def pursued_titles(self) -> list[str]:
        covered = set().union(*(TITLES_COVERED.get(title, set()) for title in self.held))
        return [
            title
            for title in TITLE_RATING
            if title not in covered and (title not in WOMEN_TITLES or self.player.sex == "f")
        ]


def player_records(players: list[Player]) -> dict[int, PlayerRecord]:
    records = {player.pk: PlayerRecord(player) for player in players}
    ids = list(records)
    for player_id, title in PlayerTitle.objects.filter(player_id__in=ids).values_list("player_id", "title"):
        records[player_id].held.add(title)
    norms = (
        current_norm_results()
        .filter(entry__player_id__in=ids, achieved=True)
        .select_related("entry__upload__tournament")
        .order_by("entry__upload__tournament__end_date", "title")
    )
    for norm in norms:
        records[norm.entry.player_id].norms.append(norm)
    for norm in ExternalNorm.objects.filter(player_id__in=ids).order_by("event_end"):
        records[norm.player_id].external_norms.append(norm)
    for result in ChampionshipResult.objects.filter(player_id__in=ids).order_by("event_end"):
        records[result.player_id].championship_results.append(result)
    for rating in RatingEntry.objects.filter(player_id__in=ids).order_by("period"):
        source = _("interim rating") if rating.kind == RatingEntry.Kind.INTERIM else _("FIDE rating list")
        records[rating.player_id].ratings.append(RatingSource(rating.rating, rating.period, source))
    entries = (
        Entry.objects.filter(player_id__in=ids, rating__isnull=False)
        .values_list("player_id", "rating", "upload__tournament__start_date", "upload__tournament__name")
        .distinct()
    )
    for player_id, rating, start, name in entries:
        records[player_id].ratings.append(RatingSource(rating, start, _("results of %(tournament)s") % {"tournament": name}))
    for record in records.values():
        record.ratings.sort(key=lambda item: item.on)
    return records


def record_progress(record: PlayerRecord) -> list[TitleProgress]:
    return [title_progress(record, title) for title in record.pursued_titles()]


def player_title_progress(player: Player) -> list[TitleProgress]:
    return record_progress(player_records([player])[player.pk])


def title_progress(record: PlayerRecord, title: str) -> TitleProgress:
    counting = NORMS_COUNTING_FOR[title]
    progress = TitleProgress(
        title=title,
        norms=_engine_norms(record.norms, counting),
        external_norms=[norm for norm in record.external_norms if norm.title in counting],
        championship_norms=_championship_norms(record.championship_results, counting),
        rating_needed=TITLE_RATING[title],
        best_rating=best_rating(record.ratings, TITLE_RATING[title]),
    )
    progress.missing = _missing(progress)
    return progress


def _engine_norms(norms: list[NormResult], counting: tuple[str, ...]) -> list[NormResult]:
    """One norm per event: the verdict on the title itself, else the highest one that counts for it (1.5.2)."""
    by_entry: dict[int, NormResult] = {}
    for norm in norms:
        kept = by_entry.get(norm.entry_id)
        if norm.title in counting and (kept is None or counting.index(norm.title) < counting.index(kept.title)):
            by_entry[norm.entry_id] = norm
    return list(by_entry.values())


def _championship_norms(results: list[ChampionshipResult], counting: tuple[str, ...]) -> list[ChampionshipNorm]:
    norms = []
    for result in results:
        verdicts = [
            verdict
            for verdict in result.verdicts
            if verdict["achieved"] and verdict["counts_as_games"] and verdict["title"] in counting
        ]
        if verdicts:
            best = min(verdicts, key=lambda verdict: counting.index(verdict["title"]))
            norms.append(ChampionshipNorm(result, best["title"], best["counts_as_games"], best["award"]))
    return norms


def best_rating(ratings: list[RatingSource], needed: int) -> RatingSource | None:
    """1.5.3: the first rating at the title's level, if one was reached; otherwise the highest so far."""
    reached = [item for item in ratings if item.rating >= needed]
    if reached:
        return min(reached, key=lambda item: item.on)
    return max(ratings, key=lambda item: (item.rating, -item.on.toordinal()), default=None)


def _missing(progress: TitleProgress) -> list[str]:
    """What is still missing, in plain words: '18 more games of norms', 'one more norm', 'a rating of 2500'."""
    missing = []
    games_short = max(0, TOTAL_GAMES - progress.games)
    norms_short = max(0, MINIMUM_NORMS - progress.norm_count)
    if games_short:
        missing.append(
            ngettext("%(games)s more game of norms", "%(games)s more games of norms", games_short) % {"games": games_short}
        )
    if norms_short and not games_short:
        missing.append(ngettext("one more norm", "%(norms)s more norms", norms_short) % {"norms": norms_short})
    best = progress.best_rating
    if best is None:
        missing.append(_("a rating of %(needed)s (no rating known yet)") % {"needed": progress.rating_needed})
    elif best.rating < progress.rating_needed:
        missing.append(
            _("a rating of %(needed)s (best so far: %(best)s, %(source)s, %(day)s)")
            % {"needed": progress.rating_needed, "best": best.rating, "source": best.source, "day": best.on.isoformat()}
        )
    return missing


@dataclass(frozen=True)
class DeskRow:
    player: Player
    progress: list[TitleProgress]
    # The titles of the register, for a player who holds every title the desk follows (a GM): no progress.
    held: list[str]
    # The player's open application for each title: such a player is not "ready to apply" again.
    open_applications: dict[str, TitleApplication] = field(default_factory=dict)

    @property
    def items(self) -> list[tuple[TitleProgress, TitleApplication | None]]:
        return [(item, self.open_applications.get(item.title)) for item in self.progress]


def desk_player_rows(players: list[Player]) -> list[DeskRow]:
    """For the officer's desk: each player's titles with a norm so far, or the next title when there is none, and
    the applications already open for them (one query for all the players)."""
    records = player_records(players)
    open_applications: dict[int, dict[str, TitleApplication]] = {}
    for application in TitleApplication.objects.filter(player__in=players).exclude(state__in=TitleApplication.CLOSED_STATES):
        open_applications.setdefault(application.player_id, {})[application.title] = application
    rows = []
    for player in players:
        progress = record_progress(records[player.pk])
        shown = [item for item in progress if item.norm_count] or progress[-1:]
        rows.append(DeskRow(player, shown, sorted(records[player.pk].held), open_applications.get(player.pk, {})))
    return rows


@dataclass(frozen=True)
class NormMade:
    """A norm on the player's record, whatever he holds or pursues now: one made here, one entered from its
    certificate, or a championship result the 1.2 tables count as a norm."""

    title: str
    event: str
    end: date | None
    counts_as_games: int
    result: NormResult | None = None  # a norm made here, with its page
    outside: ExternalNorm | None = None  # entered from a certificate, with its scan


@dataclass(frozen=True)
class PlayerOverview:
    record: list[NormMade]
    progress: list[TitleProgress]
    chart: RatingChart | None


def norms_made(record: PlayerRecord) -> list[NormMade]:
    """Every norm the player made, in the order of the events: the record stays when a title is awarded."""
    made = [
        NormMade(norm.title, norm.entry.upload.tournament.name, norm.entry.upload.tournament.end_date, norm.counts_as_games,
                 result=norm)
        for norm in record.norms
    ]
    made += [
        NormMade(norm.title, norm.event_name, norm.event_end, norm.counts_as_games, outside=norm)
        for norm in record.external_norms
    ]
    for result in record.championship_results:
        made += [
            NormMade(verdict["title"], result.event_name or result.event_kind, result.event_end, verdict["counts_as_games"])
            for verdict in result.verdicts
            if verdict["achieved"] and verdict["counts_as_games"]
        ]
    return sorted(made, key=lambda norm: (norm.end or date.min, norm.event, norm.title))


def player_overview(player: Player) -> PlayerOverview:
    """The player's record of norms, the progress to each title still pursued and the rating chart: the chart
    marks every norm of the record and the rating of each title pursued or held."""
    record = player_records([player])[player.pk]
    progress = record_progress(record)
    made = norms_made(record)
    best_by_day: dict[date, int] = {}
    for item in record.ratings:
        best_by_day[item.on] = max(item.rating, best_by_day.get(item.on, 0))
    thresholds = {title: TITLE_RATING[title] for title in record.held if title in TITLE_RATING}
    thresholds.update({item.title: item.rating_needed for item in progress})
    norm_dates = sorted((norm.end, f"{norm.title}: {norm.event}") for norm in made if norm.end)
    return PlayerOverview(made, progress, rating_chart(sorted(best_by_day.items()), thresholds, norm_dates))


def player_applications(player: Player):
    return TitleApplication.objects.filter(player=player).order_by("-created_at")


def title_rating_rule() -> str:
    """The number of the title-rating rule (1.5.3 today) in the edition in force now."""
    return edition_for(timezone.localdate()).rule(Rule.TITLE_RATING)


def player_norms_made(player: Player) -> list[NormMade]:
    return norms_made(player_records([player])[player.pk])
