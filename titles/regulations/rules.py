"""One small function per rule, each returning a ``Check`` under the edition's own rule number.

The functions read a ``Tally`` (opponents of one set of counted games) and the requirements of table 1.7;
they never look at the raw games, so the search and the final verdict judge a set of games identically.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from .editions import MO_RULE, Edition, Rule, UnknownEditionError, edition_for
from .facts import EventFlag, PlayerFacts, TournamentFacts
from .opponents import Tally
from .performance import meets_minimum_score, minimum_score
from .requirements import OpponentRequirements
from .tables import dp_for_score, rounded_ratio
from .verdict import Check

__all__ = [
    "GamesCount",
    "GamesRule",
    "check_average",
    "check_double_round_robin",
    "check_edition_in_force",
    "check_federation_maxima",
    "check_federations_irrelevant",
    "check_foreign_federations",
    "check_minimum_average",
    "check_minimum_score",
    "check_norm_title_opponents",
    "check_number_of_games",
    "check_performance",
    "check_rating_floor",
    "check_rating_list",
    "check_title_holders",
    "check_title_not_held",
    "check_unrated_maximum",
    "check_unrated_ratings",
    "check_women_only",
    "count_games",
    "exemption_checks",
    "games_count_checks",
    "games_rule",
    "points",
    "twenty_game_event",
    "uses_short_table",
]

WOMEN_TITLES = frozenset({"WGM", "WIM"})
DOUBLE_ROUND_ROBIN_MINIMUM_PLAYERS = 6
LONG_EVENT_GAMES = 13
OLYMPIAD_NORM_GAMES = 20
OLYMPIAD_PERFORMANCE_GAMES = 13
OLYMPIAD_MINIMUM_GAMES = 9  # 000's chart: "≥9 games GM Norm counts as 20 games"
_EVENT_ORDER = list(EventFlag)


def points(value: Fraction) -> str:
    """A score as printed in the regulations: 6½, ½, 7."""
    whole, half = divmod(2 * value.numerator // value.denominator, 2)
    return (str(whole) if whole or not half else "") + ("½" if half else "")


def _decimal(numerator: int, denominator: int) -> str:
    """numerator / denominator with two decimals, the last rounded half up."""
    hundredths = rounded_ratio(100 * numerator, denominator)
    return f"{hundredths // 100}.{hundredths % 100:02d}"


@dataclass(frozen=True)
class GamesRule:
    """The 1.41 minimum that applies, and whether a norm of exactly that many games counts as 9 (1.41b's
    8 games in a cup; 2024 §1.4.1c's 8 games after a forfeit win or a pairing bye)."""

    minimum: int
    rule: Rule
    reason: str
    counted_as_nine: bool = False


_NINE_GAMES = GamesRule(9, Rule.MINIMUM_GAMES, "")


def games_rule(tournament: TournamentFacts, edition: Edition) -> GamesRule:
    """1.41a–b: 9 games; 7 in 7–9-round continental and world team championships (2024: club championships
    too); 8 in the World Cup and the Women's World Championship (2024: Women's World Cup), counted as 9."""
    seven = tournament.flags & edition.seven_game_events
    if seven and 7 <= tournament.rounds_scheduled <= 9:
        event = min(seven, key=_EVENT_ORDER.index)
        return GamesRule(7, Rule.TEAM_AND_CUP_GAMES, f"{tournament.rounds_scheduled}-round {event.value}")
    cup = tournament.flags & edition.eight_game_events
    if cup:
        return GamesRule(8, Rule.TEAM_AND_CUP_GAMES, min(cup, key=_EVENT_ORDER.index).value, counted_as_nine=True)
    return _NINE_GAMES


def check_number_of_games(games: int, rule: GamesRule, edition: Edition) -> Check:
    """1.41a–c: the minimum number of counted games."""
    why = f" ({rule.reason})" if rule.reason else ""
    return Check(
        edition.rule(rule.rule),
        games >= rule.minimum,
        f"{games} games counted, {rule.minimum} needed{why}{edition.note(rule.rule)}",
    )


def check_rating_list(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """The ratings and titles of the list in force at the start (2024 §1.4.6a, 2014 §1.46a, 2009 §1.46b); in a
    longer event (2024 §1.1.4: over 30 days; 2014 §1.15: over 90) those of the day each game was played, which
    only the caller can give, or (2009 §1.16, over 90 days) the method stipulated in advance. None in editions
    without the rule."""
    longest = edition.day_of_play_ratings_beyond_days
    if longest is None:
        return None
    lasted = f"the event lasted {tournament.days} days"
    if tournament.days > longest and edition.long_event_method_stipulated:
        return _stipulated_rating_method(tournament, edition, f"{lasted}, more than {longest}")
    if tournament.days <= longest:
        return Check(
            edition.rule(Rule.RATING_LIST),
            True,
            f"ratings and titles of the list in force at the start ({tournament.start_date}): {lasted}, not more "
            f"than {longest} ({edition.rule(Rule.DAY_OF_PLAY_RATINGS)})",
        )
    if tournament.ratings_of_day_of_play:
        return Check(
            edition.rule(Rule.DAY_OF_PLAY_RATINGS),
            True,
            f"{lasted}, more than {longest}: the opponents' ratings and titles are given as those of the day "
            "each game was played",
        )
    return Check(
        edition.rule(Rule.DAY_OF_PLAY_RATINGS),
        False,
        f"{lasted}, more than {longest}: the opponents' ratings and titles must be those of the day each game "
        "was played, and the values given are not said to be (they are taken as the list at the start)",
    )


def _stipulated_rating_method(tournament: TournamentFacts, edition: Edition, lasted: str) -> Check:
    """2009 §1.16: "Which system is used must be stipulated prior to the event and mentioned in all publicity
    and indicated on all norm certificates IT1": (a) the list at the start, or (b) the day of play."""
    rule = edition.rule(Rule.DAY_OF_PLAY_RATINGS)
    if not tournament.rating_method_stipulated:
        return Check(
            rule,
            False,
            f"{lasted}: the rating method (the list at the start, or the day of play) must be stipulated before the "
            "event and shown on every IT1, and it is not said to have been",
        )
    method = (
        "(b) the opponents' ratings on the day each game was played"
        if tournament.ratings_of_day_of_play
        else "(a) the rating list at the start"
    )
    return Check(rule, True, f"{lasted}: {method}, as stipulated before the event")


# A title and the norm titles it covers: GM covers IM, WGM and WIM; IM and WGM cover WIM.
TITLES_COVERED = {
    "GM": frozenset({"GM", "IM", "WGM", "WIM"}),
    "IM": frozenset({"IM", "WIM"}),
    "WGM": frozenset({"WGM", "WIM"}),
    "WIM": frozenset({"WIM"}),
}


def check_title_not_held(title: str, player: PlayerFacts, edition: Edition) -> Check | None:
    """No norm for a title the player already holds at the start of the event, or one his title covers (001
    §0.43: a title counts in tournaments starting after its confirmation). None when it does not apply."""
    held = player.title
    if title not in TITLES_COVERED.get(held, frozenset()):
        return None
    covers = "" if held == title else f", which covers {title}"
    return Check(
        edition.rule(Rule.TITLE_ALREADY_HELD),
        False,
        f"already holds {held}{covers} at the start of the event: a result for a title held is no norm",
    )


def check_women_only(title: str, player: PlayerFacts, edition: Edition) -> Check | None:
    """0.31: WGM and WIM are women's titles."""
    if title not in WOMEN_TITLES:
        return None
    return Check(
        edition.rule(Rule.WOMEN_ONLY),
        player.sex.upper() == "F",
        f"{title} is a women's title; the player's sex is given as {player.sex or 'unknown'!r}",
    )


def check_edition_in_force(start_date: date, edition: Edition) -> Check | None:
    """1.53 (2009): a norm is judged by the regulations in force when the tournament took place. Says so
    when the edition applied, chosen by name, is not that one."""
    if edition.applies_to(start_date):
        return None
    try:
        falls_under = f"edition {edition_for(start_date).name}"
    except UnknownEditionError:
        falls_under = "no implemented edition"
    detail = f"edition {edition.name} was chosen by name; a tournament starting {start_date} falls under {falls_under}"
    return Check(edition.rule(Rule.EDITION_IN_FORCE), True, detail + edition.note(Rule.EDITION_IN_FORCE))


def check_foreign_federations(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check:
    """1.43: at least two federations other than the applicant's. FID opponents belong to none (2024 §1.4.2a)."""
    found = ", ".join(sorted(tally.other_federations)) or "none"
    federationless = (
        f"; {tally.federationless} {'/'.join(sorted(edition.federationless))} opponent(s) count as no federation "
        f"({edition.rule(Rule.NON_FIDE_OPPONENT)})"
        if tally.federationless
        else ""
    )
    return Check(
        edition.rule(Rule.FOREIGN_FEDERATIONS),
        len(tally.other_federations) >= need.min_other_federations,
        f"{len(tally.other_federations)} federations other than the player's ({found}), "
        f"{need.min_other_federations} needed{federationless}",
    )


def uses_short_table(games: int, rule: GamesRule) -> bool:
    """Table 1.7's 7- and 8-round tables: fewer than 9 games under the 1.41b exception."""
    return rule.rule is Rule.TEAM_AND_CUP_GAMES and games < _NINE_GAMES.minimum


def check_federations_irrelevant(games: int, edition: Edition) -> Check:
    """Table 1.7 for 7 and 8 rounds (000): "Max. From 1 fed. Irrelevant", "Max. From own fed. Irrelevant",
    "Min. Other feds. Irrelevant": 1.43 and 1.44 are met in these events."""
    return Check(
        edition.rule(Rule.FEDERATION_MAXIMA),
        True,
        f"{games} games under {edition.rule(Rule.TEAM_AND_CUP_GAMES)}: the federation rows of table 1.7 are "
        f"\"Irrelevant\"; titles counted over different players{edition.note(Rule.TEAM_AND_CUP_GAMES)}",
    )


def check_federation_maxima(tally: Tally, need: OpponentRequirements, own: str, edition: Edition) -> Check:
    """1.44a (1.44 in 2014): at most 3/5 of the opponents from the applicant's federation and 2/3 from
    any one federation, both of the opponents counted (never of the rounds), rounded down."""
    largest, largest_count = tally.largest_federation
    ok = tally.own_federation <= need.max_own_federation and largest_count <= need.max_one_federation
    return Check(
        edition.rule(Rule.FEDERATION_MAXIMA),
        ok,
        f"{tally.own_federation} of {need.opponents} opponents from {own}, at most {need.max_own_federation}; "
        f"most from one federation: {largest_count} from {largest or 'none'}, at most {need.max_one_federation}"
        f"{edition.note(Rule.FEDERATION_MAXIMA)}",
    )


def exemption_checks(
    tournament: TournamentFacts, player: PlayerFacts, edition: Edition, federation: list[Check]
) -> tuple[list[Check], str | None]:
    """1.43a–e: an exempt event waives 1.43 and 1.44a. Given the federation checks, of which some fail,
    returns the checks to report instead and the exemption relied on (1.43f needs a norm without one)."""
    unmet = "; ".join(f"{check.rule}: {check.detail}" for check in federation if not check.ok)
    refusals = []
    for exemption in edition.exemptions:
        answer = exemption.qualifies(tournament, player)
        if answer is None:
            continue
        qualifies, why = answer
        rule = edition.rule(exemption.rule)
        if qualifies:
            detail = f"federation rules waived ({why}){edition.note(exemption.rule)}; not met otherwise: {unmet}"
            return [Check(rule, True, detail)], rule
        refusals.append(Check(rule, False, f"not exempt: {why}{edition.note(exemption.rule)}"))
    return federation + refusals, None


def check_title_holders(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check:
    """1.45a: at least 50 % of the opponents hold a title of 0.31 other than CM and WCM."""
    return Check(
        edition.rule(Rule.TITLE_HOLDERS),
        tally.title_holders >= need.title_holders,
        f"{tally.title_holders} title-holders (GM, IM, WGM, WIM, FM, WFM), {need.title_holders} needed "
        f"(half of {need.opponents}, {edition.minimum_rounding.value}){edition.note(Rule.TITLE_HOLDERS)}",
    )


def check_norm_title_opponents(tally: Tally, need: OpponentRequirements, title: str, edition: Edition) -> Check:
    """1.45b–e: a third of the opponents, at least 3, hold the norm's title or one the edition counts
    for it (1.45c–e: in 2009 with weights, GM = 1.5 IM, etc.)."""
    weights = edition.title_weights[title]
    parts = [
        f"{count} {held}" + (f" × {points(weights[held])}" if weights[held] != 1 else "")
        for held, count in sorted(tally.norm_title_counts.items(), key=lambda item: (-weights[item[0]], item[0]))
    ]
    counted = "" if set(tally.norm_title_counts) <= {title} else f" ({' + '.join(parts)})"
    rule = MO_RULE[title]
    return Check(
        edition.rule(rule),
        tally.norm_title_weight >= need.norm_title_opponents,
        f"{points(tally.norm_title_weight)} {title} opponents{counted}, {need.norm_title_opponents} needed "
        f"(a third of {need.opponents}, {edition.minimum_rounding.value}, at least 3){edition.note(rule, title)}",
    )


def check_double_round_robin(players: int, edition: Edition) -> Check:
    """1.45f: "Double round-robin tournaments need a minimum of six players. An opponent's title as in 1.45b-e
    shall be counted only once": applied to every event in which an opponent is met more than once (any number
    of cycles), each opponent's title, federation and rating status counted once."""
    return Check(
        edition.rule(Rule.DOUBLE_ROUND_ROBIN),
        players >= DOUBLE_ROUND_ROBIN_MINIMUM_PLAYERS,
        f"{players} players, {DOUBLE_ROUND_ROBIN_MINIMUM_PLAYERS} needed; opponents counted once each"
        f"{edition.note(Rule.DOUBLE_ROUND_ROBIN)}",
    )


def check_unrated_maximum(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check | None:
    """1.46a: at most 20 % of (opponents + 1) unrated, rounded down. None in editions without the rule (2024)."""
    if not edition.has(Rule.UNRATED_MAXIMUM):
        return None
    return Check(
        edition.rule(Rule.UNRATED_MAXIMUM),
        tally.unrated <= need.max_unrated,
        f"{tally.unrated} unrated opponents, at most {need.max_unrated} (20 % of {need.opponents} + 1); "
        f"{need.opponents - tally.unrated} rated, {need.min_rated} needed{edition.note(Rule.UNRATED_MAXIMUM)}",
    )


def check_rating_floor(tally: Tally, title: str, edition: Edition) -> Check:
    """1.46c: one opponent at most, the lowest, is raised to the title's adjusted rating floor."""
    floor = edition.rating_floor[title]
    note = edition.note(Rule.RATING_FLOOR, title)
    if tally.raised is None:
        return Check(edition.rule(Rule.RATING_FLOOR), True, f"no opponent below the {title} floor of {floor}{note}")
    return Check(
        edition.rule(Rule.RATING_FLOOR),
        True,
        f"round {tally.raised.round}: the lowest opponent, rated {tally.raised.rating}, raised to the {title} floor "
        f"of {floor}; nobody else is raised{note}",
    )


def check_unrated_ratings(tally: Tally, edition: Edition) -> list[Check]:
    """1.46d–e: unrated opponents count at the rating-list floor, unrated titled ones at their title's value."""
    checks = []
    for rule in (Rule.UNRATED_TITLED, Rule.UNRATED_RATING):
        games = [game for game in tally.assumed if game.assumed_by is rule]
        if games:
            rated_as = ", ".join(f"round {game.round} ({game.title or 'untitled'}) {game.rating}" for game in games)
            checks.append(
                Check(edition.rule(rule), True, f"unrated opponents counted as: {rated_as}{edition.note(rule)}")
            )
    return checks


def check_average(tally: Tally, edition: Edition) -> Check:
    """1.47a–b: the total of the opponents' ratings (after 1.46) over their number, .5 rounded up."""
    return Check(
        edition.rule(Rule.AVERAGE),
        True,
        f"{tally.rating_sum} / {tally.games} = {_decimal(tally.rating_sum, tally.games)}, rounded to {tally.average}",
    )


def check_minimum_average(tally: Tally, title: str, edition: Edition) -> Check:
    """1.48a: the opponents' average must reach the title's minimum (GM 2380, IM 2230, WGM 2180, WIM 2030)."""
    minimum = edition.minimum_average[title]
    return Check(
        edition.rule(Rule.MINIMUM_AVERAGE),
        tally.average >= minimum,
        f"average {tally.average}, {minimum} needed{edition.note(Rule.MINIMUM_AVERAGE)}",
    )


def check_performance(tally: Tally, title: str, edition: Edition) -> Check:
    """1.48: Rp = Ra + dp(p) must reach the title's minimum (2599.5 before rounding the average is the
    same test as 2600 after it, since dp is whole)."""
    minimum = edition.performance_minimum[title]
    difference = dp_for_score(tally.score, tally.games)
    rp = tally.average + difference
    percent = rounded_ratio(100 * tally.score.numerator, tally.score.denominator * tally.games)
    return Check(
        edition.rule(Rule.PERFORMANCE),
        rp >= minimum,
        f"Rp = {tally.average} {difference:+d} (dp at p = {percent} %) = {rp}, {minimum} needed; "
        f"before rounding the average {_decimal(tally.rating_sum + difference * tally.games, tally.games)}, "
        f"{_decimal(2 * minimum - 1, 2)} needed{edition.note(Rule.PERFORMANCE)}",
    )


def check_minimum_score(tally: Tally, edition: Edition) -> Check:
    """35 % of the games (1.49a in 2009, 1.22 in 2014), on the exact score."""
    return Check(
        edition.rule(Rule.MINIMUM_SCORE),
        meets_minimum_score(tally.score, tally.games),
        f"{points(tally.score)} of {tally.games} = "
        f"{_decimal(100 * tally.score.numerator, tally.score.denominator * tally.games)} %, 35 % needed",
    )


@dataclass(frozen=True)
class GamesCount:
    """What a norm is worth towards the 27 games, and how it got there."""

    total: int
    games: int
    twenty_game_event: EventFlag | None = None
    counted_as_nine_by: Rule | None = None
    capped: bool = False
    required: Fraction | None = None
    extra: int = 0


def twenty_game_event(games: int, tournament: TournamentFacts, edition: Edition) -> EventFlag | None:
    """1.24 (1.23b in 2014): the Olympiad-type event in which "≥9 games" make a norm worth 20 games (and a
    performance worth 13); None elsewhere or with fewer games."""
    events = tournament.flags & edition.twenty_game_events
    if not events or games < OLYMPIAD_MINIMUM_GAMES:
        return None
    return min(events, key=_EVENT_ORDER.index)


def count_games(
    games: int,
    score: Fraction,
    average: int,
    title: str,
    rule: GamesRule,
    tournament: TournamentFacts,
    edition: Edition,
) -> GamesCount | None:
    """The games a norm counts for, or None when the score cannot make a norm against this average.

    Order (digest §9 item 2, our reading): the 1.41b World Cup 8 → 9 (and 2024's 1.4.1c 8 → 9), then the
    13-game cap for longer events (1.49, in 2009 and 2014 not in world or continental championships), then
    one game for each full point above the score the norm needed (1.41c; 1.41d in 2014, 1.4.1d in 2024).
    Olympiad-type norms (1.24) are worth 20 outright.
    """
    required = minimum_score(title, average, games, edition)
    if required is None or score < required:
        return None
    twenty = twenty_game_event(games, tournament, edition)
    if twenty:
        return GamesCount(OLYMPIAD_NORM_GAMES, games, twenty_game_event=twenty)
    counted_as_nine = rule.counted_as_nine and games == rule.minimum
    capped = games > LONG_EVENT_GAMES and not tournament.flags & edition.uncapped_events
    base = 9 if counted_as_nine else LONG_EVENT_GAMES if capped else games
    extra = math.floor(score - required)
    return GamesCount(base + extra, games, None, rule.rule if counted_as_nine else None, capped, required, extra)


def games_count_checks(count: GamesCount, edition: Edition) -> list[Check]:
    """The checks that explain ``count_games``."""
    if count.twenty_game_event:
        return [
            Check(
                edition.rule(Rule.OLYMPIAD), True, f"a norm in the {count.twenty_game_event.value} counts as 20 games"
            )
        ]
    checks = []
    if count.counted_as_nine_by:
        rule = count.counted_as_nine_by
        checks.append(
            Check(edition.rule(rule), True, f"{count.games} games in this event count as 9{edition.note(rule)}")
        )
    if count.capped:
        checks.append(
            Check(
                edition.rule(Rule.LONG_EVENTS), True, f"{count.games} games count as 13{edition.note(Rule.LONG_EVENTS)}"
            )
        )
    if count.extra:
        checks.append(
            Check(
                edition.rule(Rule.EXTRA_GAMES),
                True,
                f"{count.extra} full point(s) above the {points(count.required)} the norm needed: counts as "
                f"{count.extra} more game(s){edition.note(Rule.EXTRA_GAMES)}",
            )
        )
    return checks
