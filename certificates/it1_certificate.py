"""What the IT1 certificate of a title result prints."""

from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction

from django.db.models import Prefetch

from players.models import Federation, Player
from titles.models import NormResult
from titles.regulations import UnknownEditionError, get_edition, minimum_score
from tournaments.administration import tournament_risks
from tournaments.models import Arbiter, Entry, Pairing, Tournament
from tournaments.selectors import BYE_LABELS, RESULT_LABELS

OPPONENT_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")
# 1.45a: the titles that make a title-holder (CM and WCM do not).
TITLE_HOLDER_TITLES = frozenset({"GM", "IM", "WGM", "WIM", "FM", "WFM"})
# Long events fix their ratings by a published choice: the rule and the length that makes an event long,
# by edition (2009 §1.16 and 2014 §1.15: over 90 days; 2024 §1.1.4: over 30 days).
LONG_EVENT_RULES = {"2009": ("1.16", 90), "2014": ("1.15", 90), "2024": ("1.1.4", 30)}
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
