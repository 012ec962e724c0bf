"""Reads for certificates: which certificates exist, and everything an IT1, IT2 or IT3 form prints."""

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from fractions import Fraction

from django.db.models import Max, Prefetch
from django.utils.translation import gettext_lazy as _

from players.models import Federation, Player, RatingEntry
from titles.models import NormResult
from titles.regulations import UnknownEditionError, get_edition, minimum_score
from tournaments.administration import tournament_risks
from tournaments.models import Arbiter, Entry, Pairing, ResultUpload, Tournament
from tournaments.selectors import BYE_LABELS, RESULT_LABELS, upload_current

from .models import Certificate, CertificationFailure

OPPONENT_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")
# 1.45a: the titles that make a title-holder (CM and WCM do not).
TITLE_HOLDER_TITLES = frozenset({"GM", "IM", "WGM", "WIM", "FM", "WFM"})
# The rows of the IT3 statistics table, in the form's order.
REPORT_TITLES = ("GM", "WGM", "IM", "WIM", "FM", "WFM")
# 1.52 (2009): the rating a player must reach at some time or other for the title.
TITLE_RATINGS = {"GM": 2500, "IM": 2400, "WGM": 2300, "WIM": 2200}
# 1.50 (2009): the norms of a title application must total at least this many games.
APPLICATION_MINIMUM_GAMES = 27
# Long events fix their ratings by a published choice: the rule and the length that makes an event long,
# by edition (2009 §1.16 and 2014 §1.15: over 90 days; 2024 §1.1.4: over 30 days).
LONG_EVENT_RULES = {"2009": ("1.16", 90), "2014": ("1.15", 90), "2024": ("1.1.4", 30)}
COLOURS = {"w": "W", "b": "B"}


# ---------------------------------------------------------------------------------------------------
# Which certificates


def certifiable_norm_results(*, upload: ResultUpload) -> list[NormResult]:
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
    """For lists: what a row shows, without the PDF bytes."""
    return certificates.select_related(
        "norm_result__entry__player", "norm_result__entry__upload__tournament", "superseded_by"
    ).defer("pdf")


def certificates_current_of_tournament(*, tournament: Tournament) -> list[Certificate]:
    """The tournament's certificates in force, PDF included, in start-number order."""
    return list(
        Certificate.objects.current()
        .for_tournament(tournament)
        .select_related("norm_result__entry")
        .order_by("norm_result__entry__start_number", "norm_result__title")
    )


def upload_is_current(*, upload: ResultUpload) -> bool:
    current = upload_current(upload.tournament)
    return current is not None and current.pk == upload.pk


def upload_is_complete(*, upload: ResultUpload) -> bool:
    """All scheduled rounds are in (an upload that does not say how many were played counts as complete)."""
    played = upload.summary.get("rounds_played")
    return played is None or played >= upload.tournament.rounds_scheduled


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
    # Administrative rules the tournament breaks (1.1, 1.92–1.96): the certificate says the norm is at risk.
    risks: list = field(default_factory=list)

    @property
    def norm_titles(self) -> list[str]:
        return list(NormResult.Title.values)

    @property
    def exceeded_by(self) -> Fraction | None:
        if self.score_required is None:
            return None
        return Fraction(self.norm.score) - self.score_required

    @property
    def rating_sum(self) -> int | None:
        """The sum the 1.47 average divides, when every rating for the norm is known."""
        ratings = [line.rating_for_norm for line in self.counted]
        return None if None in ratings else sum(ratings)


def certificate_sheet(*, norm_result: NormResult) -> CertificateSheet:
    entry = (
        Entry.objects.select_related(
            "player__federation",
            "upload__tournament__host_federation",
            "upload__tournament__organising_federation",
            "upload__tournament__chief_arbiter__user",
        )
        .prefetch_related(Prefetch("pairings", queryset=Pairing.objects.select_related("opponent__player")))
        .get(pk=norm_result.entry_id)
    )
    tournament = entry.upload.tournament
    pairings = {pairing.round_number: pairing for pairing in entry.pairings.all()}
    round_dates = dict(tournament.rounds.values_list("number", "date"))
    counted_pairings = [pairings[number] for number in norm_result.counted_rounds if number in pairings]
    ratings = _ratings_for_norm(norm_result, counted_pairings)
    surname, first_name = split_name(entry.name)
    return CertificateSheet(
        norm=norm_result,
        entry=entry,
        player=entry.player,
        tournament=tournament,
        surname=surname,
        first_name=first_name,
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
        not_counted=_not_counted(norm_result, pairings, round_dates),
        totals=_totals(norm_result, entry, counted_pairings, tournament),
        score_required=_score_required(norm_result),
        long_event_rule=_long_event_rule(norm_result, tournament),
        risks=tournament_risks(tournament),
    )


def split_name(name: str) -> tuple[str, str]:
    """ "Surname, First name" as results files write names; a name without a comma is all surname."""
    surname, _comma, first_name = name.partition(",")
    return surname.strip(), first_name.strip()


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
    )


def _ratings_for_norm(norm: NormResult, pairings: list[Pairing]) -> dict:
    """Round → (rating used for the norm or None where it is not known, the 1.46 rule that set it or "")."""
    totals = norm.totals or {}
    if "raised_opponents" in totals or "assumed_ratings" in totals:
        ratings = {pairing.round_number: (pairing.opponent.rating, "") for pairing in pairings}
        for item in totals.get("assumed_ratings", []) + totals.get("raised_opponents", []):
            ratings[item["round"]] = (item.get("raised_to", item["rating"]), item["rule"])
        return ratings
    return {pairing.round_number: (_rating_beyond_doubt(norm, pairing.opponent), "") for pairing in pairings}


def _rating_beyond_doubt(norm: NormResult, opponent: Entry) -> int | None:
    """For verdicts stored before the engine recorded its 1.46 ratings: an opponent rated at or above the
    norm's floor counts with his rating; for the others only the engine knew (its 1.46 and 1.47 checks say)."""
    try:
        floor = get_edition(norm.edition).rating_floor[norm.title]
    except UnknownEditionError:
        return None
    return opponent.rating if opponent.rating is not None and opponent.rating >= floor else None


def _score_required(norm: NormResult) -> Fraction | None:
    if norm.average_rating is None or not norm.games:
        return None
    try:
        return minimum_score(norm.title, norm.average_rating, norm.games, norm.edition)
    except UnknownEditionError:
        return None


def _long_event_rule(norm: NormResult, tournament: Tournament) -> str:
    """The rule that governs this event's ratings if it counts as a long event, else ""."""
    rule, days = LONG_EVENT_RULES.get(norm.edition, ("1.16", 90))
    return rule if (tournament.end_date - tournament.start_date).days > days else ""


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

    @property
    def surname(self) -> str:
        return split_name(self.player.name)[0]

    @property
    def first_name(self) -> str:
        return split_name(self.player.name)[1]

    @property
    def norm_titles(self) -> list[str]:
        return list(NormResult.Title.values)


def title_application(*, player: Player, title: str, norm_results: list[NormResult]) -> TitleApplication:
    references = dict(
        Certificate.objects.current().filter(norm_result__in=norm_results).values_list("norm_result_id", "reference")
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
        norms=[ApplicationNorm(norm, norm.entry.upload.tournament, references.get(norm.pk, "")) for norm in ordered],
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
    remarks: list[str]

    @property
    def schedule_pattern(self) -> str:
        """Rounds per playing day as the form writes them, e.g. 1-1-2-1."""
        return "-".join(str(len(day.rounds)) for day in self.schedule if day.date)

    @property
    def is_pre_paired(self) -> bool:
        return self.tournament.system in {Tournament.System.ROUND_ROBIN, Tournament.System.DOUBLE_ROUND_ROBIN}


def tournament_report(*, tournament: Tournament) -> TournamentReport:
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
    schedule = _schedule(tournament)
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
        schedule=schedule,
        deputies=list(tournament.deputy_arbiters.all()),
        remarks=_remarks(tournament, upload, schedule),
    )


def _schedule(tournament: Tournament) -> list[RoundDay]:
    by_day = defaultdict(list)
    for number, day in tournament.rounds.order_by("number").values_list("number", "date"):
        by_day[day].append(number)
    days = sorted(by_day.items(), key=lambda item: (item[0] is None, item[0] or date.min))
    return [RoundDay(day, rounds) for day, rounds in days]


def _remarks(tournament: Tournament, upload: ResultUpload | None, schedule: list[RoundDay]) -> list[str]:
    """What the facts on record say beyond the form's fields; the arbiter adds the rest by hand."""
    remarks = []
    if tournament.event_kind != Tournament.EventKind.ORDINARY:
        remarks.append(_("Kind of event: %(kind)s.") % {"kind": tournament.get_event_kind_display()})
    if tournament.exemption_approved_by_qc:
        remarks.append(_("Exemption from the federation mix approved by the QC chairman (1.43d)."))
    if tournament.late_report_approved:
        remarks.append(_("Late report accepted by the QC chairman (1.96)."))
    if tournament.rating_list:
        remarks.append(_("Ratings of the FIDE list of %(day)s.") % {"day": tournament.rating_list.isoformat()})
    rest_days = _rest_days(schedule)
    if rest_days:
        remarks.append(_("Rest days: %(days)s.") % {"days": ", ".join(day.isoformat() for day in rest_days)})
    if upload:
        remarks.append(_("Results version %(version)s.") % {"version": upload.version})
        remarks.extend(_norm_remarks(upload))
    return remarks


def _rest_days(schedule: list[RoundDay]) -> list[date]:
    days = [day.date for day in schedule if day.date]
    if len(days) < 2:
        return []
    played = set(days)
    span = (days[-1] - days[0]).days
    return [
        days[0] + timedelta(days=offset) for offset in range(1, span) if days[0] + timedelta(days=offset) not in played
    ]


def _norm_remarks(upload: ResultUpload) -> list[str]:
    titles_by_entry = defaultdict(list)
    for norm in certifiable_norm_results(upload=upload):
        titles_by_entry[norm.entry].append(norm.title)
    return [
        _("Norms achieved by %(name)s (%(federation)s): %(titles)s.")
        % {"name": entry.name, "federation": entry.federation_code, "titles": ", ".join(titles)}
        for entry, titles in titles_by_entry.items()
    ]


def certification_failure(*, tournament: Tournament) -> CertificationFailure | None:
    """Why the certificates of the tournament's latest failed run were not all issued, if one failed."""
    return (
        CertificationFailure.objects.filter(upload__tournament=tournament)
        .select_related("upload")
        .order_by("-failed_at")
        .first()
    )
