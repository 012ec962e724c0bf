"""Reads for certificates: which certificates exist, and everything an IT1, IT2 or IT3 form prints."""

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction

from django.db.models import Max, Prefetch
from django.utils.translation import gettext_lazy as _

from players.models import Federation, Player, RatingEntry
from titles.models import NormResult
from titles.regulations import Rule, UnknownEditionError, get_edition, minimum_score
from tournaments.models import Arbiter, Entry, Pairing, ResultUpload, Tournament
from tournaments.selectors import BYE_LABELS, RESULT_LABELS, upload_current

from .models import Certificate

OPPONENT_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")
# 1.45a: the titles that make a title-holder (CM and WCM do not).
TITLE_HOLDER_TITLES = frozenset({"GM", "IM", "WGM", "WIM", "FM", "WFM"})
# The rows of the IT3 statistics table, in the form's order.
REPORT_TITLES = ("GM", "WGM", "IM", "WIM", "FM", "WFM")
# 1.52 (2009): the rating a player must reach at some time or other for the title.
TITLE_RATINGS = {"GM": 2500, "IM": 2400, "WGM": 2300, "WIM": 2200}
# 1.50 (2009): the norms of a title application must total at least this many games.
APPLICATION_MINIMUM_GAMES = 27
# Events longer than 90 days fix their ratings by a published choice: 1.16 in 2009, 1.15 in 2014.
LONG_EVENT_DAYS = 90
LONG_EVENT_RULES = {"2009": "1.16", "2014": "1.15"}
COLOURS = {"w": "W", "b": "B"}


# ---------------------------------------------------------------------------------------------------
# Which certificates


def certifiable_norm_results(upload: ResultUpload) -> list[NormResult]:
    """The norms of an upload that call for a certificate: achieved, and for a title the player lacks."""
    norms = NormResult.objects.filter(entry__upload=upload, achieved=True).select_related("entry")
    return [norm for norm in norms.order_by("entry__start_number", "title") if norm.is_new_title]


def certificate_current_for(*, tournament: Tournament, player: Player, title: str) -> Certificate | None:
    return (
        Certificate.objects.current()
        .for_tournament(tournament)
        .filter(norm_result__entry__player=player, norm_result__title=title)
        .select_related("norm_result__entry__upload")
        .first()
    )


def certificate_next_version(*, tournament: Tournament, player: Player, title: str) -> int:
    last = (
        Certificate.objects.for_tournament(tournament)
        .filter(norm_result__entry__player=player, norm_result__title=title)
        .aggregate(last=Max("version"))["last"]
    )
    return (last or 0) + 1


def certificates_with_details(certificates):
    return certificates.select_related(
        "norm_result__entry__player", "norm_result__entry__upload__tournament", "superseded_by"
    ).defer("pdf")


def certificates_current_of_tournament(tournament: Tournament) -> list[Certificate]:
    """The tournament's certificates in force, in start-number order."""
    certificates = certificates_with_details(Certificate.objects.current().for_tournament(tournament))
    return sorted(certificates, key=lambda item: (item.entry.start_number, item.title))


def upload_is_current(upload: ResultUpload) -> bool:
    current = upload_current(upload.tournament)
    return current is not None and current.pk == upload.pk


# ---------------------------------------------------------------------------------------------------
# IT1: the certificate of a title result


@dataclass(frozen=True)
class GameLine:
    round_number: int
    date: date | None
    pairing: Pairing | None
    result: str
    rating_for_norm: int | None = None
    rating_rule: str = ""  # the 1.46 rule that raised or assumed the rating, if any
    reason: str = ""  # why the round does not count
    by_choice: bool = False

    @property
    def opponent(self) -> Entry | None:
        return self.pairing.opponent if self.pairing else None

    @property
    def colour(self) -> str:
        return COLOURS.get(self.pairing.colour, "") if self.pairing else ""


@dataclass(frozen=True)
class Totals:
    opponents_by_title: dict[str, int]
    title_holders: int
    rated: int
    unrated: int
    foreigners: int
    federations: int
    from_host_federation: int
    derived: bool  # True when the stored verdict had no totals and they were counted from the games

    @property
    def titled_rows(self) -> list[tuple[str, int]]:
        return [(title, self.opponents_by_title.get(title, 0)) for title in OPPONENT_TITLES]


@dataclass(frozen=True)
class CertificateSheet:
    norm: NormResult
    entry: Entry
    player: Player
    tournament: Tournament
    first_name: str
    surname: str
    player_federation: Federation | None
    deputies: list[Arbiter]
    counted: list[GameLine]
    not_counted: list[GameLine]
    totals: Totals
    score_required: Fraction | None
    long_event_rule: str

    @property
    def exceeded_by(self) -> Fraction | None:
        if self.score_required is None:
            return None
        return Fraction(self.norm.score) - self.score_required

    @property
    def rating_sum(self) -> int:
        return sum(line.rating_for_norm or 0 for line in self.counted)


def certificate_sheet(norm: NormResult) -> CertificateSheet:
    entry = (
        Entry.objects.select_related(
            "player__federation",
            "upload__tournament__host_federation",
            "upload__tournament__organising_federation",
            "upload__tournament__chief_arbiter__user",
        )
        .prefetch_related(Prefetch("pairings", queryset=Pairing.objects.select_related("opponent")))
        .get(pk=norm.entry_id)
    )
    tournament = entry.upload.tournament
    pairings = {pairing.round_number: pairing for pairing in entry.pairings.all()}
    round_dates = dict(tournament.rounds.values_list("number", "date"))
    counted_pairings = [pairings[number] for number in norm.counted_rounds if number in pairings]
    ratings = _ratings_for_norm(norm, counted_pairings, tournament)
    surname, _comma, first_name = entry.name.partition(",")
    return CertificateSheet(
        norm=norm,
        entry=entry,
        player=entry.player,
        tournament=tournament,
        surname=surname.strip(),
        first_name=first_name.strip(),
        player_federation=Federation.objects.filter(code=entry.federation_code).first(),
        deputies=list(tournament.deputy_arbiters.all()),
        counted=[
            GameLine(
                pairing.round_number,
                round_dates.get(pairing.round_number),
                pairing,
                _counted_result(pairing),
                *ratings[pairing.round_number],
            )
            for pairing in counted_pairings
        ],
        not_counted=_not_counted(norm, pairings, round_dates),
        totals=_totals(norm, entry, counted_pairings, tournament),
        score_required=_score_required(norm),
        long_event_rule=_long_event_rule(norm, tournament),
    )


def _counted_result(pairing: Pairing) -> str:
    if pairing.kind == Pairing.Kind.FORFEIT_WIN:
        # Counted as the loss the player could afford (1.42c 2009 / 1.42d 2014): say so, not "+".
        return "+ → 0"
    return _result_label(pairing)


def _result_label(pairing: Pairing) -> str:
    if pairing.opponent_id is None:
        return BYE_LABELS.get(pairing.kind, RESULT_LABELS.get(pairing.result_code, pairing.result_code))
    return RESULT_LABELS.get(pairing.result_code, pairing.result_code)


def _not_counted(norm: NormResult, pairings: dict[int, Pairing], round_dates: dict) -> list[GameLine]:
    dropped = {item["round"]: item for item in norm.dropped_rounds}
    counted = set(norm.counted_rounds)
    numbers = sorted((set(pairings) | set(dropped)) - counted)
    lines = []
    for number in numbers:
        pairing = pairings.get(number)
        reason = dropped.get(number, {})
        lines.append(
            GameLine(
                number,
                round_dates.get(number),
                pairing,
                _result_label(pairing) if pairing else "–",
                reason=reason.get("reason", ""),
                by_choice=bool(reason.get("by_choice")),
            )
        )
    return lines


def _opponent_basis(pairings: list[Pairing], tournament: Tournament) -> list[Entry]:
    """The opponents the 1.43–1.46 counts are over: each game, or each opponent once in a double round robin."""
    opponents = [pairing.opponent for pairing in pairings]
    if tournament.system == Tournament.System.DOUBLE_ROUND_ROBIN:
        return list({opponent.pk: opponent for opponent in opponents}.values())
    return opponents


def _totals(norm: NormResult, entry: Entry, pairings: list[Pairing], tournament: Tournament) -> Totals:
    """The engine's stored totals where it wrote them; counted from the games for the keys it did not."""
    opponents = _opponent_basis(pairings, tournament)
    titles = Counter(opponent.title for opponent in opponents if opponent.title)
    counted = {
        "opponents_by_title": {title: titles.get(title, 0) for title in OPPONENT_TITLES},
        "title_holders": sum(opponent.title in TITLE_HOLDER_TITLES for opponent in opponents),
        "rated": sum(opponent.rating is not None for opponent in opponents),
        "unrated": sum(opponent.rating is None for opponent in opponents),
        "foreigners": sum(opponent.federation_code != entry.federation_code for opponent in opponents),
        "federations": len({opponent.federation_code for opponent in opponents}),
    }
    stored = {key: value for key, value in (norm.totals or {}).items() if key in counted}
    host_code = tournament.host_federation.code
    return Totals(
        **{**counted, **stored},
        from_host_federation=sum(opponent.federation_code == host_code for opponent in opponents),
        derived=set(stored) != set(counted),
    )


def _ratings_for_norm(norm: NormResult, pairings: list[Pairing], tournament: Tournament) -> dict:
    """Round → (rating used for the norm, the 1.46 rule that set it or "")."""
    totals = norm.totals or {}
    if "raised_opponents" in totals or "assumed_ratings" in totals:
        ratings = {pairing.round_number: (pairing.opponent.rating, "") for pairing in pairings}
        for item in totals.get("assumed_ratings", []) + totals.get("raised_opponents", []):
            ratings[item["round"]] = (item.get("raised_to", item["rating"]), item["rule"])
        return ratings
    return _ratings_as_the_engine_sets_them(norm, pairings, tournament)


def _ratings_as_the_engine_sets_them(norm: NormResult, pairings: list[Pairing], tournament: Tournament) -> dict:
    """For verdicts stored before the engine wrote totals: 1.46 as decisions.md items 27–28 read it.

    Unrated opponents get the rating 1.46d/e assume; then the one lowest-rated opponent below the norm's
    floor (the earlier round on a tie) is raised to it, in every game against them.
    """
    if not pairings:
        return {}
    try:
        edition = get_edition(norm.edition)
    except UnknownEditionError:
        return {pairing.round_number: (pairing.opponent.rating, "") for pairing in pairings}
    ratings = {}
    for pairing in pairings:
        opponent = pairing.opponent
        if opponent.rating is not None:
            ratings[pairing.round_number] = (opponent.rating, "")
        elif opponent.title in edition.unrated_titled_rating:
            ratings[pairing.round_number] = (
                edition.unrated_titled_rating[opponent.title],
                edition.rule(Rule.UNRATED_TITLED),
            )
        else:
            ratings[pairing.round_number] = (
                edition.unrated_rating(tournament.start_date),
                edition.rule(Rule.UNRATED_RATING),
            )
    lowest = min(pairings, key=lambda pairing: (ratings[pairing.round_number][0], pairing.round_number))
    floor = edition.rating_floor[norm.title]
    if ratings[lowest.round_number][0] < floor:
        for pairing in pairings:
            if pairing.opponent_id == lowest.opponent_id:
                ratings[pairing.round_number] = (floor, edition.rule(Rule.RATING_FLOOR))
    return ratings


def _score_required(norm: NormResult) -> Fraction | None:
    if norm.average_rating is None or not norm.games:
        return None
    try:
        return minimum_score(norm.title, norm.average_rating, norm.games, norm.edition)
    except UnknownEditionError:
        return None


def _long_event_rule(norm: NormResult, tournament: Tournament) -> str:
    if (tournament.end_date - tournament.start_date).days <= LONG_EVENT_DAYS:
        return ""
    return LONG_EVENT_RULES.get(norm.edition, "1.16 / 1.15")


# ---------------------------------------------------------------------------------------------------
# IT2: the title application


@dataclass(frozen=True)
class ApplicationNorm:
    norm: NormResult
    tournament: Tournament
    reference: str


@dataclass(frozen=True)
class TitleApplication:
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


def title_application(*, player: Player, title: str, norm_results: list[NormResult]) -> TitleApplication:
    references = dict(
        Certificate.objects.current()
        .filter(norm_result__in=norm_results)
        .values_list("norm_result_id", "reference")
    )
    norms = NormResult.objects.filter(pk__in=[norm.pk for norm in norm_results]).select_related(
        "entry__upload__tournament__host_federation"
    )
    ordered = sorted(norms, key=lambda norm: norm.entry.upload.tournament.start_date)
    title_rating = TITLE_RATINGS[title]
    ratings = player.ratings.order_by("period")
    return TitleApplication(
        player=player,
        title=title,
        norms=[
            ApplicationNorm(norm, norm.entry.upload.tournament, references.get(norm.pk, "")) for norm in ordered
        ],
        title_rating=title_rating,
        rating_reached=ratings.filter(rating__gte=title_rating).first(),
        highest_rating=player.ratings.order_by("-rating", "period").first(),
        titles_held=list(player.titles.order_by("confirmed_on")),
    )


def norm_results_for_application(*, player: Player, title: str) -> list[NormResult]:
    """The player's norms of a title that a current certificate stands behind."""
    return list(
        NormResult.objects.filter(
            entry__player=player,
            title=title,
            achieved=True,
            certificate__isnull=False,
            certificate__superseded_at__isnull=True,
        ).select_related("entry__upload__tournament")
    )


# ---------------------------------------------------------------------------------------------------
# IT3: the tournament report


@dataclass(frozen=True)
class StatisticsRow:
    label: str
    number: int
    federations: int
    from_host: int

    @property
    def from_other_federations(self) -> int:
        return self.number - self.from_host


@dataclass(frozen=True)
class RoundDay:
    date: date | None
    rounds: list[int]


@dataclass(frozen=True)
class TournamentReport:
    tournament: Tournament
    upload: ResultUpload | None
    players: int
    statistics: list[StatisticsRow]
    schedule: list[RoundDay]
    deputies: list[Arbiter]
    norms: list[NormResult] = field(default_factory=list)

    @property
    def schedule_pattern(self) -> str:
        """Rounds per playing day as the form writes them, e.g. 1-1-2-1."""
        return "-".join(str(len(day.rounds)) for day in self.schedule if day.date)


def tournament_report(tournament: Tournament) -> TournamentReport:
    tournament = Tournament.objects.select_related(
        "host_federation", "organising_federation", "chief_arbiter__user"
    ).get(pk=tournament.pk)
    upload = upload_current(tournament)
    entries = list(upload.entries.all()) if upload else []
    host_code = tournament.host_federation.code
    groups = [
        (_("rated"), [entry for entry in entries if entry.rating is not None]),
        (_("unrated"), [entry for entry in entries if entry.rating is None]),
        *[(title, [entry for entry in entries if entry.title == title]) for title in REPORT_TITLES],
    ]
    return TournamentReport(
        tournament=tournament,
        upload=upload,
        players=len(entries),
        statistics=[
            StatisticsRow(
                label,
                len(group),
                len({entry.federation_code for entry in group}),
                sum(entry.federation_code == host_code for entry in group),
            )
            for label, group in groups
        ],
        schedule=_schedule(tournament),
        deputies=list(tournament.deputy_arbiters.all()),
        norms=certifiable_norm_results(upload) if upload else [],
    )


def _schedule(tournament: Tournament) -> list[RoundDay]:
    by_day = defaultdict(list)
    for number, day in tournament.rounds.order_by("number").values_list("number", "date"):
        by_day[day].append(number)
    days = sorted(by_day.items(), key=lambda item: (item[0] is None, item[0] or date.min))
    return [RoundDay(day, rounds) for day, rounds in days]

