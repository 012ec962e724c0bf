"""The edition of 2024: FIDE Handbook B.01, for tournaments starting from 1 January 2024, as the digest
shared/docs/regulations-2024.md gives it (its own numbering: 0.x and 1.x.y).
"""

from __future__ import annotations

from fractions import Fraction

from .. import exemptions, time_controls
from ..facts import FIDE_FLAG, EventFlag, TournamentFacts, TournamentSystem
from ..messages import gettext_noop
from .edition import REPORTING_READ, Administration, CompleteEvent, Edition, Exemption, Rounding, Rule, frozen
from .edition_2009 import MINIMUM_AVERAGE, PERFORMANCE_MINIMUM, RATING_FLOOR, TEAM_CHAMPIONSHIPS, TITLE_HELD_READING
from .edition_2014 import COUNTED_TITLES_2014
from .registry import EDITION_PERIODS, register_edition

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
_READINGS_2024 = TITLE_HELD_READING | {Rule.WOMEN_ONLY: "117", Rule.COMPUTER: "117", Rule.EVENTS_RATED: "117"}


_UNRATED_RATING_2024 = 1400


def _unrated_at_1400(tournament: TournamentFacts) -> int:
    """2024 §1.4.6d: whatever the list."""
    return _UNRATED_RATING_2024


_ROUNDED_UP = gettext_noop("minimum counts round up, maximum counts round down")

EDITION_2024 = Edition(
    name="2024",
    source=(
        "FIDE Handbook B.01 (FIDE Title Regulations), applied from 1 January 2024; in force for "
        "tournaments starting from 1 January 2024"
    ),
    valid_from=EDITION_PERIODS["2024"][0],
    valid_until=EDITION_PERIODS["2024"][1],
    rule_numbers=frozen(_RULES_2024),
    readings=frozen(_READINGS_2024),
    reporting=REPORTING_READ,
    performance_minimum=frozen(PERFORMANCE_MINIMUM),
    minimum_average=frozen(MINIMUM_AVERAGE),
    rating_floor=frozen(RATING_FLOOR),
    unrated_titled_rating=frozen({}),
    unrated_rating=_unrated_at_1400,
    title_weights=frozen(
        {title: frozen(dict.fromkeys(counted, Fraction(1))) for title, counted in COUNTED_TITLES_2014.items()}
    ),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final_outside_subzonal_year),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship_for_its_own_players),
        Exemption(Rule.EXEMPT_ZONAL, exemptions.zonal_or_subzonal),
        Exemption(Rule.EXEMPT_QC_APPROVED, exemptions.qc_approval_is_no_exemption),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field_every_round),
    ),
    seven_game_events=TEAM_CHAMPIONSHIPS
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
    notes=frozen(
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
    paraphrases=frozen(
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

register_edition(EDITION_2024)
