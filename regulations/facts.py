"""What the engine is told about a tournament, a player and the player's games.

Plain frozen values with no Django in sight: the importing service maps its models or TRF records onto
them. Ratings are ``None`` for unrated players; a rating file's 0 is turned into ``None`` here as well,
so that an unrated opponent can never be counted as rated 0.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING

from .messages import Message, gettext_noop

if TYPE_CHECKING:
    from .honorary import HonoraryRating

__all__ = [
    "FIDE_FLAG",
    "NON_FIDE",
    "NORM_TITLES",
    "OPPONENT_TITLES",
    "TITLE_HOLDER_TITLES",
    "EventFlag",
    "ForeignField",
    "GameFacts",
    "GameKind",
    "Participant",
    "PlayerFacts",
    "TournamentFacts",
    "TournamentSystem",
    "event_dates",
    "federation_known",
]

NORM_TITLES = ("GM", "IM", "WGM", "WIM")
OPPONENT_TITLES = frozenset({"", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"})
# 1.45a: title-holders are the 0.31 titles except CM and WCM.
TITLE_HOLDER_TITLES = frozenset({"GM", "IM", "FM", "WGM", "WIM", "WFM"})
# The codes rating lists give players outside any member federation. NON: not a FIDE player at all (1.42a,
# 1.4.2a: never counted). FID: a player under the FIDE flag, whom the 2024 edition accepts but counts as no
# federation (``Edition.federationless``).
NON_FIDE = "NON"
FIDE_FLAG = "FID"
_RESULTS = frozenset({Fraction(0), Fraction(1, 2), Fraction(1)})


def event_dates(
    start: date | None, end: date | None, round_dates: Iterable[date | None]
) -> tuple[date | None, date | None]:
    """The event's first and last day: the dates given (records 042 and 052, or the registration) widened to the
    rounds actually played, so that a missing or narrower date never shortens the event nor moves its start into
    another edition. None where nothing is given: with no end nor round date the event's length is unknown, not
    one day (decisions.md, missing facts)."""
    rounds = [day for day in round_dates if day]
    starts = [day for day in (start, *rounds) if day]
    ends = [day for day in (end, *rounds) if day]
    first = min(starts, default=None)
    last = max([*ends, *starts], default=None) if ends else None
    return first, last


def federation_known(code: str) -> bool:
    """A federation given as a member's code: a blank field is missing data, and NON is no federation at all.
    Neither is ever a federation of its own, foreign to another, nor the host (decisions.md, missing facts)."""
    return code not in ("", NON_FIDE)


class TournamentSystem(enum.Enum):
    ROUND_ROBIN = gettext_noop("round robin")
    DOUBLE_ROUND_ROBIN = gettext_noop("double round robin")
    SWISS = gettext_noop("Swiss")
    TEAM = gettext_noop("team")
    KNOCKOUT = gettext_noop("knockout")
    OTHER = gettext_noop("other")

    @property
    def is_round_robin(self) -> bool:
        return self in (TournamentSystem.ROUND_ROBIN, TournamentSystem.DOUBLE_ROUND_ROBIN)


class EventFlag(enum.Enum):
    NATIONAL_CHAMPIONSHIP_FINAL = gettext_noop("final of a national men's or open championship")
    NATIONAL_WOMEN_CHAMPIONSHIP_FINAL = gettext_noop("final of a national women's championship")
    # 2014 §1.43a: in a year with a single-federation subzonal, that federation's championship is not exempt.
    SUBZONAL_YEAR_SINGLE_FEDERATION = gettext_noop("a single-federation subzonal is held the same year")
    NATIONAL_TEAM_CHAMPIONSHIP = gettext_noop("national team championship")
    ZONAL = gettext_noop("zonal tournament")
    SUBZONAL = gettext_noop("subzonal tournament")
    QC_APPROVED_EXEMPTION = gettext_noop("exemption approved beforehand by the QC Chairman")
    CONTINENTAL_TEAM_CHAMPIONSHIP = gettext_noop("continental team championship")
    WORLD_TEAM_CHAMPIONSHIP = gettext_noop("world team championship")
    OLYMPIAD = gettext_noop("Olympiad")
    # 2024 §1.4.1b: club championships have the 7-game rule of team championships.
    CONTINENTAL_CLUB_CHAMPIONSHIP = gettext_noop("continental club championship")
    WORLD_CLUB_CHAMPIONSHIP = gettext_noop("world club championship")
    WORLD_CUP = gettext_noop("World Cup")
    WOMENS_WORLD_CHAMPIONSHIP = gettext_noop("Women's World Championship")
    WOMENS_WORLD_CUP = gettext_noop("Women's World Cup")
    WORLD_CHAMPIONSHIP = gettext_noop("world championship")
    CONTINENTAL_CHAMPIONSHIP = gettext_noop("continental championship")
    LEAGUE = gettext_noop("league")
    # 1990 §8.4 and §8.33: events for women only (a lower rating stands for a title; women's zonals).
    WOMEN_ONLY = gettext_noop("an event for women only")
    # 2024 §1.5.6: event types of which a title application needs one norm (with the Olympiad and the
    # national championship finals above).
    CANDIDATES_QUALIFIER = gettext_noop("a GSC event qualifying directly to the Candidates")
    WORLD_CUP_QUALIFIER = gettext_noop("an event qualifying directly to the World Cup")
    EVE_EVENT = gettext_noop("an individual event under EVE regulations")


class GameKind(enum.Enum):
    PLAYED = gettext_noop("played")
    FORFEIT_WIN = gettext_noop("forfeit win")
    FORFEIT_LOSS = gettext_noop("forfeit loss")
    # 1.42c (2009): a game that started and was then forfeited counts with its result.
    FORFEIT_AFTER_PLAY_STARTED = gettext_noop("forfeited after play started")
    ADJUDICATED = gettext_noop("adjudicated")
    BYE_HALF = gettext_noop("half-point bye")
    BYE_FULL = gettext_noop("full-point bye")
    BYE_PAIRING = gettext_noop("pairing-allocated bye")
    BYE_ZERO = gettext_noop("zero-point bye")
    ABSENT = gettext_noop("absent")

    @property
    def played_over_the_board(self) -> bool:
        return self in (GameKind.PLAYED, GameKind.FORFEIT_AFTER_PLAY_STARTED)


@dataclass(frozen=True)
class Participant:
    """One entrant, as far as the Swiss exemption (1.43e; 1.4.3d in 2024; 1990 8.8/8.8w) needs to know them.

    ``rounds_missed`` counts the rounds of the event played so far in which the entrant did not play for
    want of being there: absences, requested byes (half-, full- and zero-point) and forfeit losses. A
    pairing-allocated bye is not missed (2024 §1.4.3d excepts it), nor is a forfeit win. The 2024 exemption
    counts only entrants who missed at most one round; callers judging 2024 events must fill it in.

    ``played`` is False for an entrant who never played a game over the board (a no-show): he is no competitor
    for the exemptions (1.43e "the competitors include"; 1.4.3d; 1990 8.8) nor a player for the minimum field
    (1.45f; 1.4.5). An entrant entered twice is one participant.
    """

    federation: str
    rated: bool
    title: str = ""
    rounds_missed: int = 0
    # The rating of the list in force at the start (None: unrated, or not given for a rated entrant): 1990 §8.8w
    # counts foreign players "con clasificación igual o superior a 2300" with the titled, and §9.1 fixes a round
    # robin's average over the whole field before the start.
    rating: int | None = None
    played: bool = True


@dataclass(frozen=True)
class ForeignField:
    """The rated entrants not from the host federation nor from an excluded one, as 1.43e counts them."""

    players: int
    federations: int
    holding_norm_titles: int  # GM, IM, WGM or WIM


# 2024 §1.4.3d: an entrant counts for the Swiss exemption only if he missed at most one round.
_ROUNDS_A_SWISS_ENTRANT_MAY_MISS = 1


@dataclass(frozen=True)
class TournamentFacts:
    # None: not given, missing data (no record 042 nor round dates; no record 052 nor round dates). A norm needs
    # both: the start chooses the edition and the rating list, and the two the event's length (decisions.md,
    # missing facts). The caller takes them from the round dates too, never narrower than the rounds played.
    start_date: date | None
    end_date: date | None
    system: TournamentSystem
    rounds_scheduled: int
    host_federation: str
    flags: frozenset[EventFlag] = frozenset()
    # Carried for application-level rules (2024 §1.1.3a, one round a day: ``NormRecord.round_dates``); norms do not
    # depend on it.
    round_dates: tuple[date, ...] = ()
    # Every entrant, needed only to test the Swiss exemption (1.43e, 1.4.3d); may stay empty otherwise.
    participants: tuple[Participant, ...] = ()
    # Why the system above is in doubt: the record (the registration, or the file's 092/013/310) and the
    # pairings tell different events. A norm cannot stand on a disputed system. None: no dispute.
    system_disputed: Message | None = None
    # Non-FIDE and temporarily excluded federations (1.42a): games against their players do not count.
    excluded_federations: frozenset[str] = frozenset()
    # The lowest rating published on the FIDE list used (1.46d of 2009 and 2014). None: the value for the
    # start date. The 2024 edition rates unrated opponents 1400 whatever the list (1.4.6d).
    rating_list_floor: int | None = None
    # 2024 §1.1.4: in events longer than 30 days the opponents' ratings and titles must be those of the day
    # each game was played. The caller passes them in ``GameFacts`` and says so here; otherwise they are
    # taken to be the list at the start, and a check says that such a norm cannot be confirmed.
    ratings_of_day_of_play: bool = False
    # 2009 §1.16: in an event longer than 90 days, the way ratings are taken (the list at the start, or the
    # day of play: ``ratings_of_day_of_play``) must be stipulated before the event and shown on every IT1.
    rating_method_stipulated: bool = False
    # 1990 §9.4: the one participant marked entitled to the honorary rating, or None (honorary.py).
    honorary: HonoraryRating | None = None
    # 2009 §1.15, 2014 §1.14: a longer event approved beforehand by the QC Chairman.
    length_approved: bool = False

    def __post_init__(self) -> None:
        if self.start_date and self.end_date and self.end_date < self.start_date:
            raise ValueError(f"tournament ends ({self.end_date}) before it starts ({self.start_date})")
        if self.rounds_scheduled < 1:
            raise ValueError(f"rounds_scheduled must be positive, not {self.rounds_scheduled}")

    @property
    def days(self) -> int | None:
        """How many days the event lasted, the first and the last included; None when a date is not given."""
        if self.start_date is None or self.end_date is None:
            return None
        return (self.end_date - self.start_date).days + 1

    # Cached like the fields below: each of a large Swiss's thousands of verdicts asks for it, and rebuilding it
    # every time made judging a 1,000-player field quadratic in its size.
    @cached_property
    def competitors(self) -> tuple[Participant, ...]:
        """The entrants who played at least one game: those the exemptions and the minimum field count."""
        return tuple(entrant for entrant in self.participants if entrant.played)

    def _foreign_rated(self) -> list[Participant]:
        return [
            entrant
            for entrant in self.competitors
            if entrant.rated
            and federation_known(entrant.federation)
            and entrant.federation != self.host_federation
            and entrant.federation not in self.excluded_federations
        ]

    # Both fields are cached: every player of a large Swiss is judged against the same field.
    @cached_property
    def foreign_field(self) -> ForeignField:
        """The foreign rated entrants as 1.43e (2009) counts them."""
        return _field_of(self._foreign_rated())

    @cached_property
    def foreign_field_every_round(self) -> ForeignField:
        """The foreign rated entrants as 2024 §1.4.3d counts them: only those who missed at most one round,
        and never FID players, who belong to no federation (1.4.2a)."""
        return _field_of(
            [
                entrant
                for entrant in self._foreign_rated()
                if entrant.federation != FIDE_FLAG and entrant.rounds_missed <= _ROUNDS_A_SWISS_ENTRANT_MAY_MISS
            ]
        )


def _field_of(entrants: list[Participant]) -> ForeignField:
    return ForeignField(
        players=len(entrants),
        federations=len({entrant.federation for entrant in entrants}),
        holding_norm_titles=sum(entrant.title in NORM_TITLES for entrant in entrants),
    )


@dataclass(frozen=True)
class PlayerFacts:
    id: int
    federation: str
    sex: str  # "M" or "F"
    rating: int | None = None
    title: str = ""


@dataclass(frozen=True)
class GameFacts:
    """One round of the player's record: a game, a forfeit, a bye or an absence.

    The opponent's rating and title are those of the rating list in force at the start (1.46b, 2024
    §1.4.6a), except in 2024 events longer than 30 days, where they must be those of the day the game was
    played (1.1.4): the engine cannot know them unless told, so the caller passes those values here and
    sets ``TournamentFacts.ratings_of_day_of_play``.

    ``opponent_scored_zero_vs_rated`` is supplied by the caller, who has the whole cross-table: it says that
    the opponent scored no points against rated players. The engine applies it (1.42d in 2009, 1.42c in
    2014, 1.4.2b in 2024) only where the rule does: to unrated opponents in round robins.
    """

    round: int
    result: Fraction = Fraction(0)
    kind: GameKind = GameKind.PLAYED
    opponent_id: int | None = None
    opponent_rating: int | None = None
    opponent_title: str = ""
    opponent_federation: str = ""
    opponent_sex: str = ""
    opponent_is_computer: bool = False
    opponent_scored_zero_vs_rated: bool = False

    def __post_init__(self) -> None:
        result = Fraction(self.result)
        if result not in _RESULTS:
            raise ValueError(f"round {self.round}: result must be 0, 1/2 or 1, not {self.result}")
        if self.opponent_title not in OPPONENT_TITLES:
            raise ValueError(f"round {self.round}: unknown opponent title {self.opponent_title!r}")
        if self.opponent_rating is not None and self.opponent_rating < 0:
            raise ValueError(f"round {self.round}: negative rating {self.opponent_rating}")
        object.__setattr__(self, "result", result)
        if self.opponent_rating == 0:
            object.__setattr__(self, "opponent_rating", None)
