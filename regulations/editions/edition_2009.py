"""The edition of 2009: tournaments starting 1 July 2009 – 30 June 2014, as the English text gives it (its own
numbering: 0.x and 1.x). The editions of 2014 and 2024 build on its numbering and values.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from .. import exemptions, time_controls
from ..facts import EventFlag, TournamentFacts
from ..messages import gettext_noop
from ..tables import lowest_published_rating
from .edition import Administration, CompleteEvent, Edition, Exemption, Rounding, Rule, frozen
from .registry import EDITION_PERIODS, register_edition

RULES_2009 = {
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
TITLE_HELD_READING = {Rule.TITLE_ALREADY_HELD: "113"}
_READINGS_2009 = TITLE_HELD_READING

PERFORMANCE_MINIMUM = {"GM": 2600, "IM": 2450, "WGM": 2400, "WIM": 2250}
MINIMUM_AVERAGE = {"GM": 2380, "IM": 2230, "WGM": 2180, "WIM": 2030}
RATING_FLOOR = {"GM": 2200, "IM": 2050, "WGM": 2000, "WIM": 1850}

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
TEAM_CHAMPIONSHIPS = frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP, EventFlag.WORLD_TEAM_CHAMPIONSHIP})
WORLD_OR_CONTINENTAL_CHAMPIONSHIPS = frozenset({EventFlag.WORLD_CHAMPIONSHIP, EventFlag.CONTINENTAL_CHAMPIONSHIP})


def lowest_rating_on_the_list(tournament: TournamentFacts) -> int:
    """1.46d (2009): "the rating floor level", the lowest rating on the list used."""
    # With the start not given the verdict fails (1.53); the latest floor, the lowest, is shown meanwhile.
    return tournament.rating_list_floor or lowest_published_rating(tournament.start_date or date.max)


EDITION_2009 = Edition(
    name="2009",
    source="FIDE title regulations, English text, in force for tournaments starting 1 July 2009 – 30 June 2014",
    valid_from=EDITION_PERIODS["2009"][0],
    valid_until=EDITION_PERIODS["2009"][1],
    rule_numbers=frozen(RULES_2009 | _ADMINISTRATION_RULES_2009),
    readings=frozen(_READINGS_2009),
    performance_minimum=frozen(PERFORMANCE_MINIMUM),
    minimum_average=frozen(MINIMUM_AVERAGE),
    rating_floor=frozen(RATING_FLOOR),
    unrated_titled_rating=frozen({"GM": 2300, "WGM": 2100, "IM": 2200, "WIM": 2000, "FM": 2100, "WFM": 1900}),
    unrated_rating=lowest_rating_on_the_list,
    title_weights=frozen({title: frozen(weights) for title, weights in _WEIGHTED_TITLES_2009.items()}),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    seven_game_events=TEAM_CHAMPIONSHIPS,
    eight_game_events=frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP}),
    eight_of_nine_counts_as=None,
    prepaired_events_need=CompleteEvent.NOTHING,
    prepaired_events_use_all_rounds=False,
    # 000's chart: "Olympiad; Women's Olympiad; Continental; Continental Women's", the team events.
    twenty_game_events=frozenset({EventFlag.OLYMPIAD, EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP}),
    uncapped_events=WORLD_OR_CONTINENTAL_CHAMPIONSHIPS,
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=90,
    long_event_method_stipulated=True,
    administration=Administration(
        time_control=time_controls.listed_in_2009,
        max_days=90,
        max_days_for_leagues=None,
    ),
    printed_table_lowest_score=frozen({17: Fraction(13, 2)}),
    notes=frozen(
        {
            Rule.UNRATED_RATING: (
                gettext_noop("the lowest published FIDE rating at the start: 1200 before July 2012, then 1000 (1400 from March 2024)")
            ),
            Rule.CHIEF_ARBITER: gettext_noop("an IA, failing that an FA: an FA is accepted, availability not being known"),
        }
    ),
)

register_edition(EDITION_2009)
