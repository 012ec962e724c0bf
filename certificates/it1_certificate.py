"""What the IT1 certificate of a title result prints."""

from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction

from django.db.models import Prefetch

from players.models import Federation, Player
from regulations import NORM_TITLES, Rule, UnknownEditionError, event_dates, get_edition, minimum_score
from regulations.facts import TITLE_HOLDER_TITLES
from titles.administration import tournament_excused_risks, tournament_risks
from titles.check_texts import citation
from titles.models import NormResult
from tournaments.models import Entry, Pairing, ResultUpload, Tournament
from tournaments.selectors import BYE_LABELS, RESULT_LABELS
from trf import TrfError, read_deputy_arbiters

# The rows of the form's table of opponents' titles, in its order.
OPPONENT_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")
COLOURS = {"w": "W", "b": "B"}


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
class LongEventRatings:
    """The ratings of an event longer than its edition allows with the list at the start (2009 §1.16, 2014 §1.15,
    2024 §1.1.4). 2009 §1.16: the method "stipulated prior to the event ... indicated on all norm certificates
    IT1"."""

    rule: str
    beyond_days: int
    # What the registration says counts: the list at the start, the day of play, or neither.
    list_at_start: bool
    day_of_play: bool


@dataclass(frozen=True)
class CertificateSheet:
    norm: NormResult
    entry: Entry
    player: Player
    tournament: Tournament
    first_name: str
    surname: str
    player_federation: Federation | None
    deputies: list[str]
    counted: list[GameLine]
    not_counted: list[GameLine]
    totals: Totals
    score_required: Fraction | None
    long_event: LongEventRatings | None
    # Administrative rules the tournament breaks (1.1, 1.92–1.96): the certificate says the norm is at risk.
    risks: list = field(default_factory=list)
    # Reporting rules (1.92, 1.96) that hold only by the QC chairman's agreement to a late report: cited, not flagged.
    excused: list = field(default_factory=list)
    # The verdict's checks with the rule and the figures only: our reading notes stay on the web page.
    checks: list[dict] = field(default_factory=list)
    swiss_exemption: "SwissExemption | None" = None
    # The numbers the edition of the norm gives the rules the form names.
    rating_floor_rule: str = ""
    unrated_rule: str = ""
    average_rule: str = ""
    performance_rule: str = ""
    certificates_rule: str = ""
    signatures_rule: str = ""

    @property
    def norm_titles(self) -> list[str]:
        return list(NormResult.Title.values)

    @property
    def risk_rules(self) -> list[str]:
        """The rules the tournament breaks, each cited once (several checks may rest on one rule)."""
        return list(dict.fromkeys(check.rule for check in self.risks))

    @property
    def excused_rules(self) -> list[str]:
        """The reporting rules that hold only by the QC chairman's agreement, each cited once."""
        return list(dict.fromkeys(check.rule for check in self.excused))

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


@dataclass(frozen=True)
class SwissExemption:
    """The block "Where applying 1.4.3d" (1.43e before 2017): the foreign field of a strong Swiss."""

    rule: str
    federations: int
    rated_foreigners: int
    titled_foreigners: int


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
        deputies=deputy_arbiters(tournament, entry.upload),
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
        long_event=_long_event(norm_result, tournament),
        risks=tournament_risks(tournament=tournament),
        excused=tournament_excused_risks(tournament=tournament),
        checks=printed_checks(norm_result),
        swiss_exemption=_swiss_exemption(norm_result, entry.upload, tournament),
        **_rule_numbers(norm_result.edition),
    )


def deputy_arbiters(tournament: Tournament, upload: ResultUpload) -> list[str]:
    """The deputies registered for the event, else those the results file names (record 112)."""
    registered = [
        f"{deputy.arbiter_title} {deputy.name}" + (f" ({deputy.fide_id})" if deputy.fide_id else "")
        for deputy in tournament.deputy_arbiters.all()
    ]
    if registered:
        return registered
    try:
        return list(read_deputy_arbiters(bytes(upload.raw)))
    except TrfError:
        return []


def printed_checks(norm: NormResult) -> list[dict]:
    """The checks as the form prints them: rule, verdict and figures, without the " [edition: reading]" notes, and
    without the schedule's checks met (rounds a day, length), whose dates the form prints above."""
    marker = f" [{norm.edition}"
    schedule = _schedule_rules(norm.edition)
    return [
        {**check, "detail": check["detail"].split(marker)[0] if check["detail"].endswith("]") else check["detail"]}
        for check in norm.checks
        if not (check["ok"] and check["rule"] in schedule)
    ]


def _schedule_rules(edition_name: str) -> set[str]:
    try:
        edition = get_edition(edition_name)
    except UnknownEditionError:
        return set()
    return {edition.rule(rule) for rule in (Rule.ROUNDS_PER_DAY, Rule.DURATION) if edition.has(rule)}


def _rule_numbers(edition_name: str) -> dict[str, str]:
    try:
        edition = get_edition(edition_name)
    except UnknownEditionError:
        return {}
    numbers = {
        "rating_floor_rule": Rule.RATING_FLOOR,
        "unrated_rule": Rule.UNRATED_RATING,
        "average_rule": Rule.AVERAGE,
        "performance_rule": Rule.PERFORMANCE,
        "certificates_rule": Rule.CERTIFICATES,
        "signatures_rule": Rule.APPLICATION_BY_FEDERATION,
    }
    return {name: citation(edition.rule(rule)) if edition.has(rule) else "" for name, rule in numbers.items()}


def _swiss_exemption(norm: NormResult, upload: ResultUpload, tournament: Tournament) -> SwissExemption | None:
    try:
        edition = get_edition(norm.edition)
    except UnknownEditionError:
        return None
    if not norm.exemption_used or not edition.has(Rule.EXEMPT_SWISS) or norm.exemption_used != edition.rule(Rule.EXEMPT_SWISS):
        return None
    host = tournament.host_federation.code
    foreigners = [entry for entry in upload.entries.all() if entry.federation_code != host and entry.rating is not None]
    return SwissExemption(
        rule=norm.exemption_used,
        federations=len({entry.federation_code for entry in foreigners}),
        rated_foreigners=len(foreigners),
        titled_foreigners=sum(entry.title in NORM_TITLES for entry in foreigners),
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


def _long_event(norm: NormResult, tournament: Tournament) -> LongEventRatings | None:
    """Which ratings count, if the event is longer than the norm's edition allows with the list at the start."""
    try:
        edition = get_edition(norm.edition)
    except UnknownEditionError:
        return None
    beyond = edition.day_of_play_ratings_beyond_days
    # The dates the verdict was judged on: the registration's widened to the rounds played (``TournamentFacts.days``).
    start, end = event_dates(tournament.start_date, tournament.end_date, tournament.rounds.values_list("date", flat=True))
    days = (end - start).days + 1
    if beyond is None or days <= beyond:
        return None
    # 2009 §1.16 allows either method once stipulated; later editions only the day of play.
    stipulated = not edition.long_event_method_stipulated or tournament.rating_method_stipulated
    return LongEventRatings(
        rule=edition.rule(Rule.LONG_EVENT_RATINGS),
        beyond_days=beyond,
        list_at_start=stipulated and edition.long_event_method_stipulated and not tournament.ratings_of_day_of_play,
        day_of_play=stipulated and tournament.ratings_of_day_of_play,
    )
