"""An edition of the title regulations, as data: the ``Edition`` value and the words its rules are named by.

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

from ..facts import EventFlag, PlayerFacts, TournamentFacts, TournamentSystem
from ..messages import Listing, Message, gettext_noop, message
from ..reporting import REPORTING_2009, ReportingRules
from ..time_controls import TimeControl

__all__ = [
    "GENERAL_PRINCIPLE",
    "MO_RULE",
    "REPORTING_READ",
    "TITLE_RATINGS",
    "Administration",
    "CompleteEvent",
    "Edition",
    "Exemption",
    "Rounding",
    "Rule",
    "UnknownEditionError",
    "frozen",
    "general_principle",
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


def frozen(mapping: Mapping) -> Mapping:
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


def _reporting_read(item: str) -> ReportingRules:
    """2009 §1.92–1.96, applied as general principles by an edition whose text lacks them (decisions.md item)."""
    cited = general_principle(item)
    return replace(REPORTING_2009, in_time_rule=cited, correction_rule=cited, too_late_rule=cited, unregistered_rule=cited)


# 001 ends before 1.92 and the 2024 digest does not restate 1.92–1.96, nor has the 2001 excerpt any such rule.
REPORTING_READ = _reporting_read("122")
