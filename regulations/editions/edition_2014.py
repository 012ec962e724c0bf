"""The edition of 2014: tournaments starting 1 July 2014 – 31 December 2023, as the Ukrainian text (Положення
про міжнародні звання ФІДЕ) gives it; it renumbers the 2009 rules and keeps their values.
"""

from __future__ import annotations

from fractions import Fraction

from .. import exemptions, time_controls
from ..facts import EventFlag
from ..messages import gettext_noop
from .edition import REPORTING_READ, Administration, CompleteEvent, Edition, Exemption, Rounding, Rule, frozen
from .edition_2009 import (
    MINIMUM_AVERAGE,
    PERFORMANCE_MINIMUM,
    RATING_FLOOR,
    RULES_2009,
    TEAM_CHAMPIONSHIPS,
    WORLD_OR_CONTINENTAL_CHAMPIONSHIPS,
    lowest_rating_on_the_list,
)
from .registry import EDITION_PERIODS, register_edition

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
    for rule, number in RULES_2009.items()
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

COUNTED_TITLES_2014 = {
    "GM": ("GM",),
    "IM": ("IM", "GM"),
    "WGM": ("WGM", "IM", "GM"),
    "WIM": ("WIM", "WGM", "IM", "GM"),
}

_FROM_2009 = gettext_noop("not in the 2014 text; applied as in 2009")
# 001 §1.44 rounds minimums "до найближчого цілого числа" (to the nearest whole number), but 1.45 sends the
# reader to table 1.7 for the exact figures ("точні цифри див. в таблиці 1.7"), and that table (000's, as in
# 2024) rounds up: the table's figures are taken.
_ROUNDED_AS_TABLE_1_7 = gettext_noop(
    "minimums rounded up as in table 1.7, to which 1.45 refers (1.44's text: to the nearest)"
)

EDITION_2014 = Edition(
    name="2014",
    source=(
        "FIDE title regulations, Ukrainian text (Положення про міжнародні звання ФІДЕ), in force for tournaments "
        "starting 1 July 2014 – 31 December 2023"
    ),
    valid_from=EDITION_PERIODS["2014"][0],
    valid_until=EDITION_PERIODS["2014"][1],
    rule_numbers=frozen(_RULES_2014 | _ADMINISTRATION_RULES_2014),
    readings=frozen(_READINGS_2014),
    reporting=REPORTING_READ,
    performance_minimum=frozen(PERFORMANCE_MINIMUM),
    minimum_average=frozen(MINIMUM_AVERAGE),
    rating_floor=frozen(RATING_FLOOR),
    unrated_titled_rating=frozen({}),
    unrated_rating=lowest_rating_on_the_list,
    title_weights=frozen(
        {title: frozen(dict.fromkeys(counted, Fraction(1))) for title, counted in COUNTED_TITLES_2014.items()}
    ),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final_outside_subzonal_year),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal_or_subzonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approved),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    seven_game_events=TEAM_CHAMPIONSHIPS,
    eight_game_events=frozenset({EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP}),
    eight_of_nine_counts_as=8,
    prepaired_events_need=CompleteEvent.ALL_BUT_THE_SCORE,
    prepaired_events_use_all_rounds=False,
    # 1.23b names only the Olympiad.
    twenty_game_events=frozenset({EventFlag.OLYMPIAD}),
    uncapped_events=WORLD_OR_CONTINENTAL_CHAMPIONSHIPS,
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=90,
    administration=Administration(
        time_control=time_controls.minimum_of_2014,
        max_days=90,
        max_days_for_leagues=365,
    ),
    notes=frozen(
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

register_edition(EDITION_2014)
