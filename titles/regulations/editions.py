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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from types import MappingProxyType

from . import exemptions
from .facts import EventFlag, TournamentFacts
from .tables import lowest_published_rating, round_half_up

__all__ = [
    "EDITIONS",
    "EDITION_2009",
    "EDITION_2014",
    "Edition",
    "Exemption",
    "Rounding",
    "Rule",
    "UnknownEditionError",
    "as_edition",
    "edition_for",
    "get_edition",
]


class Rule(enum.Enum):
    """A requirement by topic; each edition gives it its own number."""

    WOMEN_ONLY = "women's titles"
    EDITION_IN_FORCE = "regulations in force at the time"
    MINIMUM_GAMES = "number of games"
    TEAM_AND_CUP_GAMES = "7- and 8-game exceptions"
    EIGHT_OF_NINE = "8 games after a bye or forfeit"
    EXTRA_GAMES = "full points above the norm"
    NON_FIDE_OPPONENT = "opponents outside FIDE"
    COMPUTER = "computers"
    FORFEIT = "forfeits and adjudications"
    UNRATED_ZERO_SCORER = "unrated zero-scorers in round robins"
    DROP_WINS = "ignoring won games"
    IGNORE_LATER_GAMES = "ignoring games after a title result"
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
    RATING_FLOOR = "adjusted rating floor"
    UNRATED_RATING = "rating of unrated opponents"
    UNRATED_TITLED = "unrated titled opponents"
    AVERAGE = "average rating"
    MINIMUM_AVERAGE = "minimum average"
    PERFORMANCE = "performance"
    MINIMUM_SCORE = "minimum score"
    LONG_EVENTS = "more than 13 games"
    OLYMPIAD = "Olympiad-type events"


MO_RULE = {"GM": Rule.GM_OPPONENTS, "IM": Rule.IM_OPPONENTS, "WGM": Rule.WGM_OPPONENTS, "WIM": Rule.WIM_OPPONENTS}


class Rounding(enum.Enum):
    """How a fractional minimum number of opponents becomes a count (1.44)."""

    UP = "rounded up"
    NEAREST = "rounded to the nearest, .5 up"

    def apply(self, value: Fraction) -> int:
        return math.ceil(value) if self is Rounding.UP else round_half_up(value)


@dataclass(frozen=True)
class Exemption:
    rule: Rule
    qualifies: Callable[[TournamentFacts], tuple[bool, str] | None]


class UnknownEditionError(LookupError):
    pass


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


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
    unrated_rating: Callable[[date], int]
    # What an opponent's title is worth towards the norm title's 1/3 (1.45b–e).
    title_weights: Mapping[str, Mapping[str, Fraction]]
    minimum_rounding: Rounding
    exemptions: tuple[Exemption, ...]
    eight_games_after_bye_or_forfeit: bool
    prepaired_events_need_complete_mix: bool
    twenty_game_events: frozenset[EventFlag]
    # The printed 1.49a tables, where they stop above the lowest score the formulas allow.
    printed_table_lowest_score: Mapping[int, Fraction] = field(default_factory=dict)
    notes: Mapping[Rule | tuple[Rule, str], str] = field(default_factory=dict)

    def rule(self, rule: Rule) -> str:
        return self.rule_numbers[rule]

    def note(self, rule: Rule, title: str | None = None) -> str:
        """Our reading of the edition on this rule (and title), to append to a check's detail ("" if none)."""
        texts = [text for text in (self.notes.get((rule, title)), self.notes.get(rule)) if text]
        return f" [{self.name}: {'; '.join(texts)}]" if texts else ""

    def applies_to(self, start_date: date) -> bool:
        return start_date >= self.valid_from and (self.valid_until is None or start_date <= self.valid_until)


_RULES_2009 = {
    Rule.WOMEN_ONLY: "0.31",
    Rule.EDITION_IN_FORCE: "1.53",
    Rule.MINIMUM_GAMES: "1.41a",
    Rule.TEAM_AND_CUP_GAMES: "1.41b",
    Rule.EXTRA_GAMES: "1.41c",
    Rule.NON_FIDE_OPPONENT: "1.42a",
    Rule.COMPUTER: "1.42b",
    Rule.FORFEIT: "1.42c",
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
    Rule.RATING_FLOOR: "1.46c",
    Rule.UNRATED_RATING: "1.46d",
    Rule.UNRATED_TITLED: "1.46e",
    Rule.AVERAGE: "1.47",
    Rule.MINIMUM_AVERAGE: "1.48a",
    Rule.PERFORMANCE: "1.48",
    Rule.MINIMUM_SCORE: "1.49a",
    Rule.LONG_EVENTS: "1.49",
    Rule.OLYMPIAD: "1.24",
}

# 001 renumbers (digest §9 item 14); rules its text lacks keep the 2009 number, marked as such.
_RULES_2014 = _RULES_2009 | {
    Rule.EDITION_IN_FORCE: "1.53 (2009)",
    Rule.EIGHT_OF_NINE: "1.41c",
    Rule.EXTRA_GAMES: "1.41d",
    Rule.FORFEIT: "1.42d",
    Rule.UNRATED_ZERO_SCORER: "1.42c",
    Rule.DROP_WINS: "1.42f",
    Rule.IGNORE_LATER_GAMES: "1.42e",
    Rule.EXEMPT_SWISS: "1.43e (2009)",
    Rule.FEDERATION_MAXIMA: "1.44",
    Rule.DOUBLE_ROUND_ROBIN: "1.45f (2009)",
    Rule.UNRATED_MAXIMUM: "table 1.7",
    Rule.RATING_FLOOR: "1.46b-c",
    Rule.UNRATED_RATING: "1.46d (2009)",
    Rule.MINIMUM_SCORE: "1.22",
    Rule.LONG_EVENTS: "1.49 (2009)",
    Rule.OLYMPIAD: "1.23b",
}

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

_FROM_2009 = "not in the 2014 text (001); applied as in 2009"
# 001 §1.44 rounds minimums "to the nearest whole number" (000: up); probably a translation of "the next
# whole number", but kept as the edition difference it reads as. Only 1.45's third and half are minimums.
_NEAREST = "minimums rounded to the nearest as the text's 1.44 says (2009: up)"

EDITION_2009 = Edition(
    name="2009",
    source="seed 000 (English), in force for tournaments starting 1 July 2009 – 30 June 2014",
    valid_from=date(2009, 7, 1),
    valid_until=date(2014, 6, 30),
    rule_numbers=_frozen(_RULES_2009),
    performance_minimum=_frozen(_PERFORMANCE_MINIMUM),
    minimum_average=_frozen(_MINIMUM_AVERAGE),
    rating_floor=_frozen(_RATING_FLOOR),
    unrated_titled_rating=_frozen({"GM": 2300, "WGM": 2100, "IM": 2200, "WIM": 2000, "FM": 2100, "WFM": 1900}),
    unrated_rating=lowest_published_rating,
    title_weights=_frozen({title: _frozen(weights) for title, weights in _WEIGHTED_TITLES_2009.items()}),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    eight_games_after_bye_or_forfeit=False,
    prepaired_events_need_complete_mix=False,
    twenty_game_events=frozenset({EventFlag.OLYMPIAD, EventFlag.CONTINENTAL_CHAMPIONSHIP}),
    printed_table_lowest_score=_frozen({17: Fraction(13, 2)}),
    notes=_frozen(
        {
            Rule.UNRATED_RATING: "the lowest published FIDE rating at the start: 1200 before July 2012, then 1000",
        }
    ),
)

EDITION_2014 = Edition(
    name="2014",
    source="seed 001 (Ukrainian translation), in force for tournaments starting 1 July 2014 – 31 December 2023",
    valid_from=date(2014, 7, 1),
    valid_until=date(2023, 12, 31),
    rule_numbers=_frozen(_RULES_2014),
    performance_minimum=_frozen(_PERFORMANCE_MINIMUM),
    minimum_average=_frozen(_MINIMUM_AVERAGE),
    rating_floor=_frozen(_RATING_FLOOR),
    unrated_titled_rating=_frozen({}),
    unrated_rating=lowest_published_rating,
    title_weights=_frozen(
        {title: _frozen(dict.fromkeys(counted, Fraction(1))) for title, counted in _COUNTED_TITLES_2014.items()}
    ),
    minimum_rounding=Rounding.NEAREST,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final_outside_subzonal_year),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal_or_subzonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    eight_games_after_bye_or_forfeit=True,
    prepaired_events_need_complete_mix=True,
    # 1.23b names only the Olympiad.
    twenty_game_events=frozenset({EventFlag.OLYMPIAD}),
    notes=_frozen(
        {
            Rule.MINIMUM_GAMES: "the text says 7, read as 9: its own 1.41b-c exceptions only make sense above 7",
            (Rule.IM_OPPONENTS, "IM"): "the text names only IMs; GMs count too, as higher titles do in 1.45d-e",
            **dict.fromkeys(
                (Rule.TITLE_HOLDERS, Rule.GM_OPPONENTS, Rule.IM_OPPONENTS, Rule.WGM_OPPONENTS, Rule.WIM_OPPONENTS),
                _NEAREST,
            ),
            Rule.EXEMPT_SWISS: "missing from the text, whose 1.43 letters jump from d to f; applied as in 2009",
            Rule.DOUBLE_ROUND_ROBIN: _FROM_2009,
            Rule.UNRATED_MAXIMUM: "no rule in the text; table 1.7's 20 % of (opponents + 1) as in 2009 §1.46a",
            (Rule.RATING_FLOOR, "GM"): "the text lists only the IM and WIM floors; the GM floor 2200 is the 2009 one",
            (Rule.RATING_FLOOR, "WGM"): "the text lists only the IM and WIM floors; the WGM floor 2000 is the 2009 one",
            Rule.UNRATED_RATING: "the text sets no value; the lowest published FIDE rating (1000) as in 2009 §1.46d",
            Rule.PERFORMANCE: "1.48 gives no values in the text; 2600/2450/2400/2250 from its §0 definitions",
            Rule.MINIMUM_AVERAGE: "1.48a gives no values in the text; 2380/2230/2180/2030 from its §0 definitions",
            Rule.LONG_EVENTS: "the text ends before 1.49; " + _FROM_2009,
        }
    ),
)

EDITIONS: Mapping[str, Edition] = _frozen({edition.name: edition for edition in (EDITION_2009, EDITION_2014)})


def as_edition(edition: Edition | str) -> Edition:
    return get_edition(edition) if isinstance(edition, str) else edition


def get_edition(name: str) -> Edition:
    try:
        return EDITIONS[name]
    except KeyError:
        raise UnknownEditionError(f"no edition {name!r}; known: {', '.join(EDITIONS)}") from None


def edition_for(start_date: date) -> Edition:
    """The edition in force when the tournament started; the earliest one also judges older events."""
    for edition in EDITIONS.values():
        if edition.applies_to(start_date):
            return edition
    earliest = min(EDITIONS.values(), key=lambda edition: edition.valid_from)
    if start_date < earliest.valid_from:
        return earliest
    raise UnknownEditionError(f"no edition is implemented for tournaments starting {start_date}")
