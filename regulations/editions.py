"""The editions of the title regulations, as data.

An edition says how its rules are numbered, which values it sets and which variants of a rule it uses.
The engine reads nothing else, so a new edition is a new ``Edition`` value (plus a rule function where
its wording really differs), never a copy of the engine. Where an edition's text is silent or evidently
mistranslated, ``notes`` carries our reading into the detail of the check concerned; decisions.md
explains each one.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction
from types import MappingProxyType

from . import exemptions, time_controls
from .facts import FIDE_FLAG, EventFlag, PlayerFacts, TournamentFacts, TournamentSystem
from .messages import Listing, Message, gettext_noop, message
from .reporting import REPORTING_2009, ReportingRules
from .tables import lowest_published_rating
from .time_controls import TimeControl

__all__ = [
    "EDITIONS",
    "EDITION_PERIODS",
    "EDITION_2009",
    "EDITION_2014",
    "EDITION_2024",
    "GENERAL_PRINCIPLE",
    "REPORTING_READ",
    "Administration",
    "CompleteEvent",
    "Edition",
    "Exemption",
    "Rounding",
    "Rule",
    "UnknownEditionError",
    "as_edition",
    "edition_choice",
    "edition_for",
    "edition_for_event",
    "general_principle",
    "get_edition",
    "register_edition",
    "reading_item",
]


class Rule(enum.Enum):
    """A requirement by topic; each edition gives it its own number."""

    WOMEN_ONLY = "women's titles"
    TITLE_ALREADY_HELD = "a title already held"
    EDITION_IN_FORCE = "regulations in force at the time"
    MINIMUM_GAMES = "number of games"
    TEAM_AND_CUP_GAMES = "7- and 8-game exceptions"
    EIGHT_OF_NINE = "8 games after a bye or forfeit"
    EXTRA_GAMES = "full points above the norm"
    NON_FIDE_OPPONENT = "opponents outside FIDE"
    COMPUTER = "computers"
    FORFEIT = "forfeits and adjudications"
    # 2001 §2.1, 2009 §1.42c, 2014 §1.42d, 2024 §1.4.2c; 1990 §8.13 excludes forfeits without exception.
    LAST_ROUND_FORFEIT = "a last-round forfeit counted as the loss the player could afford"
    UNRATED_ZERO_SCORER = "unrated zero-scorers in round robins"
    DROP_WINS = "ignoring won games"
    IGNORE_LATER_GAMES = "ignoring games after a title result"
    PREPAIRED_EVENTS = "leaving games out of events paired in advance"
    FOREIGN_FEDERATIONS = "federations of opponents"
    EXEMPT_NATIONAL_FINAL = "national championship finals"
    EXEMPT_NATIONAL_TEAM = "national team championships"
    EXEMPT_ZONAL = "zonals"
    EXEMPT_QC_APPROVED = "QC-approved events"
    EXEMPT_SWISS = "strong Swiss events"
    FEDERATION_MAXIMA = "maximum from one federation"
    TITLE_HOLDERS = "title-holders"
    GM_OPPONENTS = "GM opponents"
    IM_OPPONENTS = "IM opponents"
    WGM_OPPONENTS = "WGM opponents"
    WIM_OPPONENTS = "WIM opponents"
    DOUBLE_ROUND_ROBIN = "double round robins"
    UNRATED_MAXIMUM = "maximum unrated"
    RATING_LIST = "rating list used"
    DAY_OF_PLAY_RATINGS = "ratings of the day of play in long events"
    LONG_EVENT_RATINGS = "ratings fixed in advance in long events"
    RATING_FLOOR = "adjusted rating floor"
    UNRATED_RATING = "rating of unrated opponents"
    UNRATED_TITLED = "unrated titled opponents"
    HONORARY_RATING = "the honorary rating of a veteran GM"
    AVERAGE = "average rating"
    MINIMUM_AVERAGE = "minimum average"
    PERFORMANCE = "performance"
    MINIMUM_SCORE = "minimum score"
    OPPONENTS_TABLE = "table of the opponents a norm needs"
    LONG_EVENTS = "more than 13 games"
    OLYMPIAD = "Olympiad-type events"
    PERFORMANCE_RESULT = "a single performance result"
    # Tournament administration (1.1 in 2024, 1.11–1.17 before): tournament_rules.py.
    REGISTRATION = "registration before the start"
    HOURS_PER_DAY = "hours of play a day"
    ROUNDS_PER_DAY = "rounds a day"
    TIME_CONTROL = "time control"
    SAME_TIME_CONTROL = "the same time control for all"
    DURATION = "length of the event"
    CHIEF_ARBITER = "chief arbiter"
    ARBITER_PRESENT = "an IA or FA in the venue"
    ARBITERS_DO_NOT_PLAY = "arbiters do not play"
    FORMATS = "permitted formats"
    FAIR_SYSTEM = "no change of composition or conditions to favour players"
    PROGRAMME_PUBLISHED = "programme and pairing system published at registration"
    PUBLIC_GAMES = "games public where GM results are possible"
    # Certificates and applications (1.8, 1.10 in 2009 and 2024).
    CERTIFICATES = "certificates of title results in quadruplicate"
    APPLICATION_BY_FEDERATION = "applications sent by the player's federation, or by the player on appeal"
    # Title applications (1.5 in 2024): applications.py.
    TOTAL_GAMES = "27 games of norms"
    EVENTS_RATED = "the events rated by FIDE before their norms count"
    NORM_FOR_EACH_TITLE = "a norm for more than one title"
    NORMAL_FOREIGNER_NORM = "one norm without a federation exemption"
    ONE_ROUND_A_DAY = "one norm from an event with one round a day"
    MANDATORY_EVENT_TYPE = "one norm from a listed event type"
    TITLE_RATING = "the title's rating"
    RATING_TITLES = "titles by rating"
    DIRECT_TITLE_RATING = "minimum rating for a direct title"


MO_RULE = {"GM": Rule.GM_OPPONENTS, "IM": Rule.IM_OPPONENTS, "WGM": Rule.WGM_OPPONENTS, "WIM": Rule.WIM_OPPONENTS}


class Rounding(enum.Enum):
    """How a fractional minimum number of opponents becomes a count (1.44)."""

    UP = gettext_noop("rounded up")

    def apply(self, value: Fraction) -> int:
        return math.ceil(value)


class CompleteEvent(enum.Enum):
    """What a round robin (paired in advance) must meet over the complete event before the search may leave
    games out of it (1.42e(c)/1.42f in 2014, 1.4.1f in 2024)."""

    NOTHING = gettext_noop("nothing")
    ALL_BUT_THE_SCORE = gettext_noop("every requirement but the score")
    THE_MIX = gettext_noop("the mix of opponents (federations and titles)")


@dataclass(frozen=True)
class Exemption:
    rule: Rule
    qualifies: Callable[[TournamentFacts, PlayerFacts], tuple[bool, str] | None]


@dataclass(frozen=True)
class Administration:
    """What an edition asks of a title tournament (1.1 in 2024, 1.11–1.17 before), checked by
    tournament_rules.py; a rule the edition lacks has no number in ``Edition.rule_numbers``."""

    time_control: Callable[[TimeControl, date], tuple[bool, str]] | None = None  # None: no time-control rule
    registration_days: int = 30
    max_rounds_per_day: int = 2
    max_hours_per_day: int = 12
    chief_arbiter_titles: tuple[str, ...] = ("IA", "FA")
    max_days: int | None = None  # None: no limit
    # Leagues and national team championships may last longer: None for no limit at all.
    max_days_for_leagues: int | None = None
    # The events that limit is for: 1990 §5.61 "ligas"; 2009 §1.15, 2014 §1.14 leagues and national team
    # championships.
    longer_events: frozenset[EventFlag] = frozenset({EventFlag.LEAGUE, EventFlag.NATIONAL_TEAM_CHAMPIONSHIP})
    permitted_systems: frozenset[TournamentSystem] = frozenset()


class UnknownEditionError(LookupError):
    pass


# How a check cites a rule its edition's text lacks but which the engine applies as a general principle: the
# decisions.md item that gives the reading, never another edition's number (issue 29). The wording is neutral
# data like a rule number; the pages translate it (titles.check_texts.citation).
GENERAL_PRINCIPLE = re.compile(r"general principle; decisions\.md item (\S+)")


def general_principle(item: str) -> str:
    return f"general principle; decisions.md item {item}"


def reading_item(citation: str) -> str | None:
    """The decisions.md item a general-principle citation rests on; None for a rule number."""
    match = GENERAL_PRINCIPLE.fullmatch(citation)
    return match.group(1) if match else None


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


TITLE_RATINGS = MappingProxyType({"GM": 2500, "IM": 2400, "WGM": 2300, "WIM": 2200})


@dataclass(frozen=True)
class Edition:
    name: str
    source: str
    valid_from: date
    valid_until: date | None
    rule_numbers: Mapping[Rule, str]
    performance_minimum: Mapping[str, int]  # after rounding; "prior to rounding" is 0.5 less (1.48)
    minimum_average: Mapping[str, int]
    rating_floor: Mapping[str, int]
    unrated_titled_rating: Mapping[str, int]
    # What an unrated opponent not rated by title counts as (1.46d, 1.4.6d).
    unrated_rating: Callable[[TournamentFacts], int]
    # What an opponent's title is worth towards the norm title's 1/3 (1.45b–e).
    title_weights: Mapping[str, Mapping[str, Fraction]]
    minimum_rounding: Rounding
    exemptions: tuple[Exemption, ...]
    # 1.41b: where 7 games make a norm (in 7- to 9-round events), and where 8 do and count as 9.
    seven_game_events: frozenset[EventFlag]
    eight_game_events: frozenset[EventFlag]
    # 1.41c: what 8 games after a forfeit win or a pairing-allocated bye in a 9-round event count as
    # (2014: 8, 2024: 9); None where the edition has no such rule.
    eight_of_nine_counts_as: int | None
    prepaired_events_need: CompleteEvent
    # 2024 §1.4.1e: events with predetermined pairings use all scheduled rounds (no later games ignored).
    prepaired_events_use_all_rounds: bool
    twenty_game_events: frozenset[EventFlag]
    # 1.49: events whose norms count in full beyond 13 games.
    uncapped_events: frozenset[EventFlag]
    # Federation codes of players who count for games, titles and ratings but as no federation (2024 §1.4.2a).
    federationless: frozenset[str]
    # Events longer than this use the ratings and titles of the day of play (2024 §1.1.4, 2014 §1.15), or the
    # method stipulated in advance (2009 §1.16, ``long_event_method_stipulated``); None: no such rule.
    day_of_play_ratings_beyond_days: int | None
    administration: Administration
    # 2009 §1.16: a long event may use the list at the start or the day of play, whichever was stipulated.
    long_event_method_stipulated: bool = False
    # The printed 1.49a tables, where they stop above the lowest score the formulas allow.
    printed_table_lowest_score: Mapping[int, Fraction] = field(default_factory=dict)
    # The lowest score a norm may have, in per cent of the games (1.49a, 1.22); 2001 sets none.
    minimum_score_percent: int = 35
    # The edition's own rules of composition and ratings (``Assessment`` of a set of counted games), where
    # they differ too much from 1.43–1.49 to be data (2001, 1990); None: ``assessment.assess``.
    assess: Callable | None = None
    # With ``assess``, the search's bound on what any ``count`` of some games scoring ``score`` could count
    # for, by their ratings alone (``search.best_selection``): (games, count, score, context, rule) ->
    # games counted, or None when none of those sets can make a norm.
    drop_bound: Callable | None = None
    # Games may be left out (won games, later games) only in events of at least this many rounds (2001: 10).
    fewest_rounds_to_leave_games_out: int = 0
    # Each text is marked with ``gettext_noop``, to be translated where the check is shown.
    notes: Mapping[Rule | tuple[Rule, str], str] = field(default_factory=dict)
    # The wording of rules known only from a paraphrase (2024: the digest's [SC-note] items), shown with
    # the check so that the reader can weigh it.
    paraphrases: Mapping[Rule, str] = field(default_factory=dict)
    # 1.92–1.96: when the tournament's report is due, and when it is too late.
    reporting: ReportingRules = REPORTING_2009
    # 1.52 (2009), 1.5.3 (2024): the rating a player must reach at some time or other for the title.
    title_ratings: Mapping[str, int] = field(default_factory=lambda: TITLE_RATINGS)
    # 1.50 (2009), 1.5.1 (2024): the norms of a title application must total at least this many games.
    application_games: int = 27
    # Rules the edition's text lacks but the engine applies as general principles: the decisions.md item giving
    # the reading, cited instead of a number (``general_principle``). ``rule_numbers`` holds only the text's own.
    readings: Mapping[Rule, str] = field(default_factory=dict)
    # Numbers of rules only this edition has, which its own module cites without a ``Rule`` (1990: 8.2, 8.6, …).
    own_rules: frozenset[str] = frozenset()
    # ``note``'s texts, rendered once: the checks of every assessed set of games ask for them.
    _rendered_notes: dict[tuple[Rule, str | None], Message] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        both = set(self.rule_numbers) & set(self.readings)
        if both:
            raise ValueError(f"edition {self.name}: {sorted(rule.name for rule in both)} both numbered and read")
        keys = {key if isinstance(key, tuple) else (key, None) for key in self.notes}
        keys |= {(rule, None) for rule, _ in keys} | {(rule, None) for rule in self.paraphrases}
        object.__setattr__(self, "_rendered_notes", {key: self._render_note(*key) for key in keys})

    def rule(self, rule: Rule) -> str:
        """The edition's own number of the rule, or the general principle it is applied as."""
        if rule in self.readings:
            return general_principle(self.readings[rule])
        return self.rule_numbers[rule]

    @property
    def own_numbers(self) -> frozenset[str]:
        """Every rule number of the edition's own text that its checks may cite (its reporting rules too)."""
        reporting = self.reporting
        deadlines = (reporting.in_time_rule, reporting.correction_rule, reporting.too_late_rule, reporting.unregistered_rule)
        return frozenset(self.rule_numbers.values()) | self.own_rules | {rule for rule in deadlines if not reading_item(rule)}

    def has(self, rule: Rule) -> bool:
        """Whether the edition applies the rule, by its own text or as a general principle."""
        return rule in self.rule_numbers or rule in self.readings

    def note(self, rule: Rule, title: str | None = None) -> Message | str:
        """Our reading of the edition on this rule (and title), and the paraphrase the rule is known from,
        to append to a check's detail ("" if none)."""
        return self._rendered_notes.get((rule, title)) or self._rendered_notes.get((rule, None), "")

    def _render_note(self, rule: Rule, title: str | None) -> Message | str:
        texts = [text for text in (self.notes.get((rule, title)), self.notes.get(rule)) if text]
        paraphrase = self.paraphrases.get(rule)
        if paraphrase:
            readings = Listing(tuple(message(text) for text in [paraphrase, *texts]))
            return message(gettext_noop(" [%(edition)s, paraphrase: %(readings)s]"), edition=self.name, readings=readings)
        if texts:
            readings = Listing(tuple(message(text) for text in texts))
            return message(gettext_noop(" [%(edition)s: %(readings)s]"), edition=self.name, readings=readings)
        return ""

    def applies_to(self, start_date: date) -> bool:
        return start_date >= self.valid_from and (self.valid_until is None or start_date <= self.valid_until)

    def has_norm_table(self, title: str) -> bool:
        """Whether the edition's own values give the score a norm needs (the 1990 category table is not in
        its text)."""
        return title in self.performance_minimum and title in self.minimum_average

    @property
    def period(self) -> Message:
        """The start dates of the tournaments it judges, in words."""
        if self.valid_from == date.min:
            return message(gettext_noop("tournaments starting until %(until)s"), until=str(self.valid_until))
        if self.valid_until is None:
            return message(gettext_noop("tournaments starting from %(since)s"), since=str(self.valid_from))
        return message(
            gettext_noop("tournaments starting from %(since)s until %(until)s"), since=str(self.valid_from),
            until=str(self.valid_until),
        )


# Which edition judges a tournament, by its start date (1.53 of 2009, 10.11 of 1990: the regulations in force
# when it was played; 0.21 of 1990: changes apply to tournaments starting from 1 July after the decision).
# The one home of the boundaries: (name, first start date, last start date).
EDITION_PERIODS: Mapping[str, tuple[date, date | None]] = MappingProxyType(
    {
        "1990": (date.min, date(2001, 6, 30)),
        "2001": (date(2001, 7, 1), date(2009, 6, 30)),
        "2009": (date(2009, 7, 1), date(2014, 6, 30)),
        "2014": (date(2014, 7, 1), date(2023, 12, 31)),
        "2024": (date(2024, 1, 1), None),
    }
)


_RULES_2009 = {
    Rule.WOMEN_ONLY: "0.31",
    Rule.EDITION_IN_FORCE: "1.53",
    Rule.MINIMUM_GAMES: "1.41a",
    Rule.TEAM_AND_CUP_GAMES: "1.41b",
    Rule.EXTRA_GAMES: "1.41c",
    Rule.NON_FIDE_OPPONENT: "1.42a",
    Rule.COMPUTER: "1.42b",
    Rule.FORFEIT: "1.42c",
    Rule.LAST_ROUND_FORFEIT: "1.42c",
    Rule.UNRATED_ZERO_SCORER: "1.42d",
    Rule.DROP_WINS: "1.42e",
    Rule.IGNORE_LATER_GAMES: "1.42f",
    Rule.FOREIGN_FEDERATIONS: "1.43",
    Rule.EXEMPT_NATIONAL_FINAL: "1.43a",
    Rule.EXEMPT_NATIONAL_TEAM: "1.43b",
    Rule.EXEMPT_ZONAL: "1.43c",
    Rule.EXEMPT_QC_APPROVED: "1.43d",
    Rule.EXEMPT_SWISS: "1.43e",
    Rule.FEDERATION_MAXIMA: "1.44a",
    Rule.TITLE_HOLDERS: "1.45a",
    Rule.GM_OPPONENTS: "1.45b",
    Rule.IM_OPPONENTS: "1.45c",
    Rule.WGM_OPPONENTS: "1.45d",
    Rule.WIM_OPPONENTS: "1.45e",
    Rule.DOUBLE_ROUND_ROBIN: "1.45f",
    Rule.UNRATED_MAXIMUM: "1.46a",
    Rule.RATING_LIST: "1.46b",
    Rule.DAY_OF_PLAY_RATINGS: "1.16",
    Rule.RATING_FLOOR: "1.46c",
    Rule.UNRATED_RATING: "1.46d",
    Rule.UNRATED_TITLED: "1.46e",
    Rule.AVERAGE: "1.47",
    Rule.LONG_EVENT_RATINGS: "1.16",
    Rule.MINIMUM_AVERAGE: "1.48a",
    Rule.PERFORMANCE: "1.48",
    Rule.MINIMUM_SCORE: "1.49a",
    Rule.OPPONENTS_TABLE: "1.7",
    Rule.LONG_EVENTS: "1.49",
    Rule.OLYMPIAD: "1.24",
    Rule.PERFORMANCE_RESULT: "1.21c",
    # 1.43f and 1.5 (1.50–1.52): the application rules the 2009 text has.
    Rule.NORMAL_FOREIGNER_NORM: "1.43f",
    Rule.TOTAL_GAMES: "1.50",
    Rule.NORM_FOR_EACH_TITLE: "1.51",
    Rule.TITLE_RATING: "1.52",
}

_ADMINISTRATION_RULES_2009 = {
    Rule.REGISTRATION: "1.11",
    Rule.HOURS_PER_DAY: "1.12",
    Rule.ROUNDS_PER_DAY: "1.13",
    Rule.TIME_CONTROL: "1.14",
    Rule.DURATION: "1.15",
    Rule.CHIEF_ARBITER: "1.17",
    Rule.FAIR_SYSTEM: "1.11",
    Rule.PROGRAMME_PUBLISHED: "1.42g",
    Rule.PUBLIC_GAMES: "1.10.2",
    Rule.EVENTS_RATED: "1.10.2",
    Rule.CERTIFICATES: "1.8",
    Rule.APPLICATION_BY_FEDERATION: "1.10.2",
}

# 000's text has no 0.4x; 001 §0.43 is the rule on titles held at the start: elsewhere a general principle.
_TITLE_HELD_READING = {Rule.TITLE_ALREADY_HELD: "113"}
_READINGS_2009 = _TITLE_HELD_READING

# 001 renumbers (digest §9 item 14). A rule its text lacks is kept, as a general principle citing decisions.md, if
# the 2024 edition still has it, and is taken as dropped if 2024 has not (decisions.md, "Where 001 is silent").
# 001 ends at 1.48a: 1.50–1.52 are not in its text either (an application is judged as item 79 says).
_DROPPED_BY_2014 = frozenset(
    {Rule.UNRATED_MAXIMUM, Rule.UNRATED_TITLED, Rule.TOTAL_GAMES, Rule.NORM_FOR_EACH_TITLE, Rule.TITLE_RATING}
)
_READINGS_2014 = {
    Rule.EDITION_IN_FORCE: "114",
    Rule.EXEMPT_SWISS: "115",
    Rule.DOUBLE_ROUND_ROBIN: "115",
    Rule.UNRATED_RATING: "115",
    Rule.LONG_EVENTS: "115",
    Rule.CERTIFICATES: "116",
    Rule.APPLICATION_BY_FEDERATION: "116",
}
_RULES_2014 = {
    rule: number
    for rule, number in _RULES_2009.items()
    if rule not in _DROPPED_BY_2014 and rule not in _READINGS_2014
} | {
    Rule.TITLE_ALREADY_HELD: "0.43",
    Rule.EIGHT_OF_NINE: "1.41c",
    Rule.EXTRA_GAMES: "1.41d",
    Rule.FORFEIT: "1.42d",
    Rule.LAST_ROUND_FORFEIT: "1.42d",
    Rule.UNRATED_ZERO_SCORER: "1.42c",
    Rule.DROP_WINS: "1.42f",
    Rule.IGNORE_LATER_GAMES: "1.42e",
    Rule.PREPAIRED_EVENTS: "1.42e(c)/1.42f",
    Rule.FEDERATION_MAXIMA: "1.44",
    Rule.RATING_LIST: "1.46a",
    Rule.DAY_OF_PLAY_RATINGS: "1.15",
    Rule.RATING_FLOOR: "1.46b-c",
    Rule.MINIMUM_SCORE: "1.22",
    Rule.LONG_EVENT_RATINGS: "1.15",
    Rule.OLYMPIAD: "1.23b",
    Rule.ONE_ROUND_A_DAY: "1.13a",
}

_ADMINISTRATION_RULES_2014 = {
    Rule.REGISTRATION: "1.11",
    Rule.HOURS_PER_DAY: "1.12",
    Rule.ROUNDS_PER_DAY: "1.13",
    Rule.TIME_CONTROL: "1.13",
    Rule.SAME_TIME_CONTROL: "1.13b",
    Rule.DURATION: "1.14",
    Rule.CHIEF_ARBITER: "1.16",
    Rule.ARBITER_PRESENT: "1.16",
    Rule.ARBITERS_DO_NOT_PLAY: "1.17",
    # 001 §1.42g: "Турніри, в яких були зроблені зміни на користь одного або декількох гравців … повинні бути
    # виключені з розгляду" (events changed in favour of players are excluded), with 1.11.
    Rule.FAIR_SYSTEM: "1.11",
    # 000's 1.42g (programme published) and 1.10.2 (public games) are not in 001 nor in 2024: dropped.
    # 001 has no 1.8 nor 1.10, but 2024 keeps both: general principles (_READINGS_2014).
}

# The 2024 numbering (shared/docs/regulations-2024.md). It has no maximum of unrated opponents, no unrated
# titled values, no Olympiad rule and no computer rule: decisions.md, "The 2024 edition".
_RULES_2024 = {
    Rule.EDITION_IN_FORCE: "1.5.4",
    Rule.MINIMUM_GAMES: "1.4.1a",
    Rule.TEAM_AND_CUP_GAMES: "1.4.1b",
    Rule.EIGHT_OF_NINE: "1.4.1c",
    Rule.EXTRA_GAMES: "1.4.1d",
    Rule.IGNORE_LATER_GAMES: "1.4.1e",
    Rule.DROP_WINS: "1.4.1f",
    Rule.PREPAIRED_EVENTS: "1.4.1f",
    Rule.NON_FIDE_OPPONENT: "1.4.2a",
    Rule.UNRATED_ZERO_SCORER: "1.4.2b",
    Rule.FORFEIT: "1.4.2c",
    Rule.LAST_ROUND_FORFEIT: "1.4.2c",
    Rule.FOREIGN_FEDERATIONS: "1.4.3",
    Rule.EXEMPT_NATIONAL_FINAL: "1.4.3a",
    Rule.EXEMPT_NATIONAL_TEAM: "1.4.3b",
    Rule.EXEMPT_ZONAL: "1.4.3c",
    # 1.4.3 lists a–d only: a QC approval is refused under 1.4.3 itself.
    Rule.EXEMPT_QC_APPROVED: "1.4.3",
    Rule.EXEMPT_SWISS: "1.4.3d",
    Rule.FEDERATION_MAXIMA: "1.4.4",
    Rule.TITLE_HOLDERS: "1.4.5a",
    Rule.GM_OPPONENTS: "1.4.5b",
    Rule.IM_OPPONENTS: "1.4.5c",
    Rule.WGM_OPPONENTS: "1.4.5d",
    Rule.WIM_OPPONENTS: "1.4.5e",
    Rule.DOUBLE_ROUND_ROBIN: "1.4.5",
    Rule.RATING_LIST: "1.4.6a",
    Rule.DAY_OF_PLAY_RATINGS: "1.1.4",
    Rule.LONG_EVENT_RATINGS: "1.1.4",
    Rule.RATING_FLOOR: "1.4.6b-c",
    Rule.UNRATED_RATING: "1.4.6d",
    Rule.AVERAGE: "1.4.7",
    Rule.MINIMUM_AVERAGE: "1.4.8a",
    Rule.PERFORMANCE: "1.4.8",
    Rule.MINIMUM_SCORE: "1.4.8b",
    # 1.7: "Tables in the Annex show the range for tournaments up to 19 rounds" (regulations-2024.md).
    Rule.OPPONENTS_TABLE: "1.7",
    Rule.LONG_EVENTS: "1.7",
    Rule.REGISTRATION: "1.1.1",
    Rule.HOURS_PER_DAY: "1.1.2",
    Rule.ROUNDS_PER_DAY: "1.1.3",
    Rule.TIME_CONTROL: "1.1.3",
    Rule.SAME_TIME_CONTROL: "1.1.3b",
    Rule.CHIEF_ARBITER: "1.1.5",
    Rule.ARBITER_PRESENT: "1.1.5",
    Rule.ARBITERS_DO_NOT_PLAY: "1.1.6",
    Rule.FORMATS: "1.4.2e",
    Rule.FAIR_SYSTEM: "1.4.2d",
    Rule.TOTAL_GAMES: "1.5.1",
    Rule.CERTIFICATES: "1.8",
    # 1.10: "If the federation refuses to apply, the player may appeal to FIDE" (regulations-2024.md).
    Rule.APPLICATION_BY_FEDERATION: "1.10",
    Rule.NORM_FOR_EACH_TITLE: "1.5.2",
    Rule.NORMAL_FOREIGNER_NORM: "1.4.3e",
    Rule.ONE_ROUND_A_DAY: "1.1.3a",
    Rule.MANDATORY_EVENT_TYPE: "1.5.6",
    Rule.TITLE_RATING: "1.5.3",
    Rule.RATING_TITLES: "1.3",
    Rule.DIRECT_TITLE_RATING: "0.6.2",
}

# Not restated in the 2024 digest, still applied: women's titles (0.31 of 2009), computers (1.42b of 2009), the
# events rated before their norms count (1.10.2 of 2009).
_READINGS_2024 = _TITLE_HELD_READING | {Rule.WOMEN_ONLY: "117", Rule.COMPUTER: "117", Rule.EVENTS_RATED: "117"}

def _reporting_read(item: str) -> ReportingRules:
    """2009 §1.92–1.96, applied as general principles by an edition whose text lacks them (decisions.md item)."""
    cited = general_principle(item)
    return replace(REPORTING_2009, in_time_rule=cited, correction_rule=cited, too_late_rule=cited, unregistered_rule=cited)


# 001 ends before 1.92 and the 2024 digest does not restate 1.92–1.96, nor has the 2001 excerpt any such rule.
REPORTING_READ = _reporting_read("122")

_PERFORMANCE_MINIMUM = {"GM": 2600, "IM": 2450, "WGM": 2400, "WIM": 2250}
_MINIMUM_AVERAGE = {"GM": 2380, "IM": 2230, "WGM": 2180, "WIM": 2030}
_RATING_FLOOR = {"GM": 2200, "IM": 2050, "WGM": 2000, "WIM": 1850}

_ONE_AND_A_HALF = Fraction(3, 2)
_WEIGHTED_TITLES_2009 = {
    "GM": {"GM": Fraction(1)},
    "IM": {"IM": Fraction(1), "GM": _ONE_AND_A_HALF},
    "WGM": {"WGM": Fraction(1), "GM": _ONE_AND_A_HALF, "IM": Fraction(1), "FM": Fraction(1)},
    "WIM": {
        "WIM": Fraction(1),
        "GM": Fraction(2),
        "WGM": _ONE_AND_A_HALF,
        "IM": _ONE_AND_A_HALF,
        "FM": _ONE_AND_A_HALF,
    },
}
_COUNTED_TITLES_2014 = {
    "GM": ("GM",),
    "IM": ("IM", "GM"),
    "WGM": ("WGM", "IM", "GM"),
    "WIM": ("WIM", "WGM", "IM", "GM"),
}

_TEAM_CHAMPIONSHIPS = frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP, EventFlag.WORLD_TEAM_CHAMPIONSHIP})
_WORLD_OR_CONTINENTAL_CHAMPIONSHIPS = frozenset({EventFlag.WORLD_CHAMPIONSHIP, EventFlag.CONTINENTAL_CHAMPIONSHIP})


def _lowest_rating_on_the_list(tournament: TournamentFacts) -> int:
    """1.46d (2009): "the rating floor level", the lowest rating on the list used."""
    # With the start not given the verdict fails (1.53); the latest floor, the lowest, is shown meanwhile.
    return tournament.rating_list_floor or lowest_published_rating(tournament.start_date or date.max)


_UNRATED_RATING_2024 = 1400


def _unrated_at_1400(tournament: TournamentFacts) -> int:
    """2024 §1.4.6d: whatever the list."""
    return _UNRATED_RATING_2024


_FROM_2009 = gettext_noop("not in the 2014 text; applied as in 2009")
# 001 §1.44 rounds minimums "до найближчого цілого числа" (to the nearest whole number), but 1.45 sends the
# reader to table 1.7 for the exact figures ("точні цифри див. в таблиці 1.7"), and that table (000's, as in
# 2024) rounds up: the table's figures are taken.
_ROUNDED_AS_TABLE_1_7 = gettext_noop(
    "minimums rounded up as in table 1.7, to which 1.45 refers (1.44's text: to the nearest)"
)

EDITION_2009 = Edition(
    name="2009",
    source="FIDE title regulations, English text, in force for tournaments starting 1 July 2009 – 30 June 2014",
    valid_from=EDITION_PERIODS["2009"][0],
    valid_until=EDITION_PERIODS["2009"][1],
    rule_numbers=_frozen(_RULES_2009 | _ADMINISTRATION_RULES_2009),
    readings=_frozen(_READINGS_2009),
    performance_minimum=_frozen(_PERFORMANCE_MINIMUM),
    minimum_average=_frozen(_MINIMUM_AVERAGE),
    rating_floor=_frozen(_RATING_FLOOR),
    unrated_titled_rating=_frozen({"GM": 2300, "WGM": 2100, "IM": 2200, "WIM": 2000, "FM": 2100, "WFM": 1900}),
    unrated_rating=_lowest_rating_on_the_list,
    title_weights=_frozen({title: _frozen(weights) for title, weights in _WEIGHTED_TITLES_2009.items()}),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    seven_game_events=_TEAM_CHAMPIONSHIPS,
    eight_game_events=frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP}),
    eight_of_nine_counts_as=None,
    prepaired_events_need=CompleteEvent.NOTHING,
    prepaired_events_use_all_rounds=False,
    # 000's chart: "Olympiad; Women's Olympiad; Continental; Continental Women's", the team events.
    twenty_game_events=frozenset({EventFlag.OLYMPIAD, EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP}),
    uncapped_events=_WORLD_OR_CONTINENTAL_CHAMPIONSHIPS,
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=90,
    long_event_method_stipulated=True,
    administration=Administration(
        time_control=time_controls.listed_in_2009,
        max_days=90,
        max_days_for_leagues=None,
    ),
    printed_table_lowest_score=_frozen({17: Fraction(13, 2)}),
    notes=_frozen(
        {
            Rule.UNRATED_RATING: (
                gettext_noop("the lowest published FIDE rating at the start: 1200 before July 2012, then 1000 (1400 from March 2024)")
            ),
            Rule.CHIEF_ARBITER: gettext_noop("an IA, failing that an FA: an FA is accepted, availability not being known"),
        }
    ),
)

EDITION_2014 = Edition(
    name="2014",
    source=(
        "FIDE title regulations, Ukrainian text (Положення про міжнародні звання ФІДЕ), in force for tournaments "
        "starting 1 July 2014 – 31 December 2023"
    ),
    valid_from=EDITION_PERIODS["2014"][0],
    valid_until=EDITION_PERIODS["2014"][1],
    rule_numbers=_frozen(_RULES_2014 | _ADMINISTRATION_RULES_2014),
    readings=_frozen(_READINGS_2014),
    reporting=REPORTING_READ,
    performance_minimum=_frozen(_PERFORMANCE_MINIMUM),
    minimum_average=_frozen(_MINIMUM_AVERAGE),
    rating_floor=_frozen(_RATING_FLOOR),
    unrated_titled_rating=_frozen({}),
    unrated_rating=_lowest_rating_on_the_list,
    title_weights=_frozen(
        {title: _frozen(dict.fromkeys(counted, Fraction(1))) for title, counted in _COUNTED_TITLES_2014.items()}
    ),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final_outside_subzonal_year),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal_or_subzonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    seven_game_events=_TEAM_CHAMPIONSHIPS,
    eight_game_events=frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP}),
    eight_of_nine_counts_as=8,
    prepaired_events_need=CompleteEvent.ALL_BUT_THE_SCORE,
    prepaired_events_use_all_rounds=False,
    # 1.23b names only the Olympiad.
    twenty_game_events=frozenset({EventFlag.OLYMPIAD}),
    uncapped_events=_WORLD_OR_CONTINENTAL_CHAMPIONSHIPS,
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=90,
    administration=Administration(
        time_control=time_controls.minimum_of_2014,
        max_days=90,
        max_days_for_leagues=365,
    ),
    notes=_frozen(
        {
            Rule.MINIMUM_GAMES: gettext_noop("the text says 7, read as 9: its own 1.41b-c exceptions only make sense above 7"),
            (Rule.IM_OPPONENTS, "IM"): gettext_noop("the text names only IMs; GMs count too, as higher titles do in 1.45d-e"),
            **dict.fromkeys(
                (Rule.TITLE_HOLDERS, Rule.GM_OPPONENTS, Rule.IM_OPPONENTS, Rule.WGM_OPPONENTS, Rule.WIM_OPPONENTS),
                _ROUNDED_AS_TABLE_1_7,
            ),
            Rule.EXEMPT_SWISS: gettext_noop("missing from the text, whose 1.43 letters jump from d to f; applied as in 2009"),
            Rule.DOUBLE_ROUND_ROBIN: _FROM_2009,
            (Rule.RATING_FLOOR, "GM"): gettext_noop("the text lists only the IM and WIM floors; the GM floor 2200 is the 2009 one"),
            (Rule.RATING_FLOOR, "WGM"): gettext_noop("the text lists only the IM and WIM floors; the WGM floor 2000 is the 2009 one"),
            Rule.UNRATED_RATING: gettext_noop("the text sets no value; the lowest published FIDE rating (1000) as in 2009 §1.46d"),
            Rule.PERFORMANCE: gettext_noop("1.48 gives no values in the text; 2600/2450/2400/2250 from its §0 definitions"),
            Rule.MINIMUM_AVERAGE: gettext_noop("1.48a gives no values in the text; 2380/2230/2180/2030 from its §0 definitions"),
            Rule.LONG_EVENTS: gettext_noop("the text ends before 1.49; not in the 2014 text; applied as in 2009"),
            Rule.TIME_CONTROL: gettext_noop("read as at least 150 minutes without an increment, or 90 with 30″ a move"),
        }
    ),
)

_ROUNDED_UP = gettext_noop("minimum counts round up, maximum counts round down")

EDITION_2024 = Edition(
    name="2024",
    source=(
        "FIDE Handbook B.01 (FIDE Title Regulations), applied from 1 January 2024; in force for "
        "tournaments starting from 1 January 2024"
    ),
    valid_from=EDITION_PERIODS["2024"][0],
    valid_until=EDITION_PERIODS["2024"][1],
    rule_numbers=_frozen(_RULES_2024),
    readings=_frozen(_READINGS_2024),
    reporting=REPORTING_READ,
    performance_minimum=_frozen(_PERFORMANCE_MINIMUM),
    minimum_average=_frozen(_MINIMUM_AVERAGE),
    rating_floor=_frozen(_RATING_FLOOR),
    unrated_titled_rating=_frozen({}),
    unrated_rating=_unrated_at_1400,
    title_weights=_frozen(
        {title: _frozen(dict.fromkeys(counted, Fraction(1))) for title, counted in _COUNTED_TITLES_2014.items()}
    ),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final_outside_subzonal_year),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship_for_its_own_players),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal_or_subzonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approval_is_no_exemption),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field_every_round),
    ),
    seven_game_events=_TEAM_CHAMPIONSHIPS
    | {EventFlag.CONTINENTAL_CLUB_CHAMPIONSHIP, EventFlag.WORLD_CLUB_CHAMPIONSHIP},
    eight_game_events=frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CUP}),
    eight_of_nine_counts_as=9,
    prepaired_events_need=CompleteEvent.THE_MIX,
    prepaired_events_use_all_rounds=True,
    twenty_game_events=frozenset(),
    uncapped_events=frozenset(),
    federationless=frozenset({FIDE_FLAG}),
    day_of_play_ratings_beyond_days=30,
    administration=Administration(
        time_control=time_controls.two_hours_for_sixty_moves,
        permitted_systems=frozenset(
            {
                TournamentSystem.SWISS,
                TournamentSystem.ROUND_ROBIN,
                TournamentSystem.DOUBLE_ROUND_ROBIN,
                TournamentSystem.KNOCKOUT,
                TournamentSystem.TEAM,
            }
        ),
    ),
    notes=_frozen(
        {
            Rule.EXEMPT_NATIONAL_FINAL: gettext_noop("the zonal limitation read as 2014's: not in a year with a "
            "single-federation subzonal"),
            Rule.EXEMPT_NATIONAL_TEAM: gettext_noop("the registering federation is taken to be the host"),
            Rule.EXEMPT_QC_APPROVED: gettext_noop("1.4.3 exempts only the events of 1.4.3a-d; a prior approval by the QC "
            "Chairman (1.43d of 2009 and 2014) is no longer an exemption"),
            Rule.EXEMPT_SWISS: gettext_noop("FID players are not counted: they belong to no federation (1.4.2a)"),
            Rule.DOUBLE_ROUND_ROBIN: gettext_noop("read as in 2009: every count is over the distinct opponents, half the "
            "games (rounded up for minimums)"),
            Rule.LONG_EVENTS: gettext_noop("the text names no exception (2009: world and continental championships)"),
            Rule.FORMATS: gettext_noop("team competitions, for which 1.4.1b and 1.4.3b provide, are taken as permitted"),
        }
    ),
    paraphrases=_frozen(
        {
            Rule.EDITION_IN_FORCE: gettext_noop("a title result is valid if it complied with the rules in force when it was "
            "obtained"),
            Rule.MINIMUM_GAMES: gettext_noop("minimum 9 games"),
            Rule.TEAM_AND_CUP_GAMES: gettext_noop("7 games in 7- to 9-round world and continental team or club "
            "championships; 8 in the World Cup and the Women's World Cup, which count as 9"),
            Rule.EIGHT_OF_NINE: gettext_noop("in a 9-round event, 8 played games count as a 9-game norm if the missing game "
            "is a forfeit win or a pairing-allocated bye, the mix is met and the title result is made in the 8 "
            "games; only one such norm per application"),
            Rule.EXTRA_GAMES: gettext_noop("each full point above the norm requirement counts as one extra game"),
            Rule.PREPAIRED_EVENTS: gettext_noop("events with predetermined pairings use all scheduled rounds (1.4.1e); in "
            "round robins, games against defeated opponents may be ignored only where the mix makes a norm "
            "possible over the complete event (1.4.1f)"),
            Rule.LAST_ROUND_FORFEIT: gettext_noop("a last-round opponent forfeit can leave a norm valid if the player needed the game "
            "and could afford to lose it"),
            Rule.EXEMPT_NATIONAL_FINAL: gettext_noop("final stage of the national open/men's and women's championships, "
            "the zonal limitation applying"),
            Rule.EXEMPT_NATIONAL_TEAM: gettext_noop("national team championships, for players of the registering federation only"),
            Rule.EXEMPT_ZONAL: gettext_noop("zonal and sub-zonal tournaments"),
            Rule.EXEMPT_SWISS: gettext_noop("players are counted only if they miss at most one round (pairing-allocated "
            "byes excepted)"),
            Rule.FEDERATION_MAXIMA: _ROUNDED_UP,
            Rule.TITLE_HOLDERS: _ROUNDED_UP,
            Rule.GM_OPPONENTS: gettext_noop("at least one third, minimum 3, of the opponents must be GMs"),
            Rule.IM_OPPONENTS: gettext_noop("at least one third, minimum 3, of the opponents must be IMs or GMs"),
            Rule.WGM_OPPONENTS: gettext_noop(
                "at least one third, minimum 3, of the opponents must be WGMs, IMs or GMs"
            ),
            Rule.WIM_OPPONENTS: gettext_noop(
                "at least one third, minimum 3, of the opponents must be WIMs, WGMs, IMs or GMs"
            ),
            Rule.DOUBLE_ROUND_ROBIN: gettext_noop("at least 6 players; the required number of titled players is half, rounded up"),
            Rule.REGISTRATION: gettext_noop("registered on the FIDE server at least 30 days before the start, unless "
            "otherwise approved"),
            Rule.HOURS_PER_DAY: gettext_noop("at most 12 hours of play a day, calculated on 60-move games"),
            Rule.ROUNDS_PER_DAY: gettext_noop("at most 2 rounds a day"),
            Rule.TIME_CONTROL: gettext_noop("each player must have at least 2 hours for all moves on a 60-move basis"),
            Rule.SAME_TIME_CONTROL: gettext_noop("time controls and clock settings identical for all games, apart from the "
            "stated exceptions"),
            Rule.CHIEF_ARBITER: gettext_noop("the Chief Arbiter must be IA or FA"),
            Rule.ARBITER_PRESENT: gettext_noop("an IA or FA must always be in the playing venue"),
            Rule.ARBITERS_DO_NOT_PLAY: gettext_noop("an appointed arbiter may not play"),
            Rule.FORMATS: gettext_noop("Swiss, Round-Robin, Double Round-Robin, Knockout; others need prior approval of the "
            "QC Chair"),
            Rule.FAIR_SYSTEM: gettext_noop("events changed to benefit players (rounds, round order, opponent assignment)"),
            Rule.TOTAL_GAMES: gettext_noop("the norms must total at least 27 games"),
            Rule.NORM_FOR_EACH_TITLE: gettext_noop("a norm sufficient for more than one title can be used for each"),
            Rule.NORMAL_FOREIGNER_NORM: gettext_noop("at least one norm in an application must meet the normal foreigner "
            "requirement (1.4.3 with 1.4.4)"),
            Rule.ONE_ROUND_A_DAY: gettext_noop("for a GM or WGM application based on norms, at least one norm must come from "
            "an event with one round a day for at least 3 days"),
            Rule.MANDATORY_EVENT_TYPE: gettext_noop("if an application includes a norm achieved after 30 June 2022, at least "
            "one norm must come from one of the listed event types"),
        }
    ),
)

def as_edition(edition: Edition | str) -> Edition:
    return get_edition(edition) if isinstance(edition, str) else edition


def get_edition(name: str) -> Edition:
    try:
        return EDITIONS[name]
    except KeyError:
        raise UnknownEditionError(f"no edition {name!r}; known: {', '.join(EDITIONS)}") from None


def edition_for(start_date: date) -> Edition:
    """The edition in force when the tournament started (``EDITION_PERIODS``)."""
    return edition_choice(start_date)[0]


def edition_for_event(start_date: date | None) -> Edition:
    """The edition in force at the start; with the start not given, the latest, only to name the rules of a
    verdict that fails for want of it (``rules.check_start_date_given``; decisions.md, missing facts)."""
    if start_date is None:
        return list(EDITIONS.values())[-1]
    return edition_for(start_date)


def edition_choice(start_date: date) -> tuple[Edition, Message]:
    """The edition in force when the tournament started, and why, in words a norm page can show."""
    for edition in EDITIONS.values():
        if edition.applies_to(start_date):
            return edition, message(
                gettext_noop(
                    "the tournament started on %(start)s; edition %(edition)s judges %(period)s: the regulations in "
                    "force when it was played apply"
                ),
                start=str(start_date), edition=edition.name, period=edition.period,
            )
    raise UnknownEditionError(f"no edition is implemented for tournaments starting {start_date}")


# Every edition by name, in the order of the periods they judge. Each edition joins it where it is defined
# (`register_edition`): those before 2009 build on the definitions above, in modules of their own that import this
# one, so this module does not import them back; the package imports them all.
_registered: dict[str, Edition] = {}
EDITIONS: Mapping[str, Edition] = MappingProxyType(_registered)


def register_edition(edition: Edition) -> Edition:
    """Add an edition to EDITIONS, in its place among the periods; registering it again changes nothing."""
    if _registered.get(edition.name, edition) is not edition:
        raise ValueError(f"two editions are named {edition.name}")
    ordered = sorted({**_registered, edition.name: edition}.values(), key=lambda registered: registered.valid_from)
    _registered.clear()
    _registered.update((registered.name, registered) for registered in ordered)
    return edition


for _edition in (EDITION_2009, EDITION_2014, EDITION_2024):
    register_edition(_edition)
