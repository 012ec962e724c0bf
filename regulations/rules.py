"""One small function per rule, each returning a ``Check`` under the edition's own rule number.

The functions read a ``Tally`` (opponents of one set of counted games) and the requirements of table 1.7;
they never look at the raw games, so the search and the final verdict judge a set of games identically.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction

from lib.scores import score_text

from .editions import MO_RULE, Edition, Rule, edition_for
from .facts import EventFlag, PlayerFacts, TournamentFacts
from .messages import EnglishText, Listing, Message, gettext_noop, message, message_of, ngettext_lazy
from .opponents import Tally
from .performance import meets_minimum_score, minimum_score
from .requirements import OpponentRequirements
from .tables import dp_for_score, rounded_ratio
from .verdict import Check, unmet_checks

__all__ = [
    "OWN_FEDERATION_NOT_GIVEN",
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
    "check_opponent_federation_given",
    "check_number_of_games",
    "check_performance",
    "check_rating_floor",
    "check_rating_list",
    "check_start_date_given",
    "check_system_settled",
    "check_title_holders",
    "check_title_not_held",
    "check_unrated_maximum",
    "check_unrated_ratings",
    "check_women_only",
    "count_games",
    "exemption_checks",
    "games_count_checks",
    "games_rule",
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


def _decimal(numerator: int, denominator: int) -> Decimal:
    """numerator / denominator with two decimals, the last rounded half up."""
    return Decimal(rounded_ratio(100 * numerator, denominator)).scaleb(-2)


@dataclass(frozen=True)
class GamesRule:
    """The 1.41 minimum that applies, and whether a norm of exactly that many games counts as 9 (1.41b's
    8 games in a cup; 2024 §1.4.1c's 8 games after a forfeit win or a pairing bye)."""

    minimum: int
    rule: Rule
    reason: str = EnglishText()
    counted_as_nine: bool = False

    @property
    def message(self) -> Message | None:
        return message_of(self, "reason")


_NINE_GAMES = GamesRule(9, Rule.MINIMUM_GAMES, "")


def games_rule(tournament: TournamentFacts, edition: Edition) -> GamesRule:
    """1.41a–b: 9 games; 7 in 7–9-round continental and world team championships (2024: club championships
    too); 8 in the World Cup and the Women's World Championship (2024: Women's World Cup), counted as 9."""
    seven = tournament.flags & edition.seven_game_events
    if seven and 7 <= tournament.rounds_scheduled <= 9:
        event = min(seven, key=_EVENT_ORDER.index)
        reason = message(
            gettext_noop("%(rounds)s-round %(event)s"), rounds=tournament.rounds_scheduled, event=message(event.value)
        )
        return GamesRule(7, Rule.TEAM_AND_CUP_GAMES, reason)
    cup = tournament.flags & edition.eight_game_events
    if cup:
        event = message(min(cup, key=_EVENT_ORDER.index).value)
        return GamesRule(8, Rule.TEAM_AND_CUP_GAMES, event, counted_as_nine=True)
    return _NINE_GAMES


def check_number_of_games(games: int, rule: GamesRule, edition: Edition) -> Check:
    """1.41a–c: the minimum number of counted games."""

    def text() -> Message:
        values = {"games": games, "minimum": rule.minimum, "note": edition.note(rule.rule)}
        if rule.reason:
            return message(gettext_noop("%(games)s games counted, %(minimum)s needed (%(reason)s)%(note)s"),
                           reason=rule.message or rule.reason, **values)
        return message(gettext_noop("%(games)s games counted, %(minimum)s needed%(note)s"), **values)

    return Check(edition.rule(rule.rule), games >= rule.minimum, text)


def check_rating_list(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """The ratings and titles of the list in force at the start (2024 §1.4.6a, 2014 §1.46a, 2009 §1.46b); in a
    longer event (2024 §1.1.4: over 30 days; 2014 §1.15: over 90) those of the day each game was played, which
    only the caller can give, or (2009 §1.16, over 90 days) the method stipulated in advance. None in editions
    without the rule."""
    longest = edition.day_of_play_ratings_beyond_days
    if longest is None:
        return None
    if tournament.days is None:
        return _length_not_given(tournament, edition, longest)
    lasted = {"days": tournament.days, "longest": longest}
    if tournament.days > longest and edition.long_event_method_stipulated:
        return _stipulated_rating_method(tournament, edition, lasted)
    if tournament.days <= longest:
        return Check(
            edition.rule(Rule.RATING_LIST),
            True,
            lambda: message(
                gettext_noop(
                    "ratings and titles of the list in force at the start (%(start)s): the event lasted %(days)s "
                    "days, not more than %(longest)s (%(rule)s)"
                ),
                start=str(tournament.start_date), rule=edition.rule(Rule.DAY_OF_PLAY_RATINGS), **lasted,
            ),
        )
    if tournament.ratings_of_day_of_play:
        return Check(
            edition.rule(Rule.DAY_OF_PLAY_RATINGS),
            True,
            message(
                gettext_noop(
                    "the event lasted %(days)s days, more than %(longest)s: the opponents' ratings and titles are "
                    "given as those of the day each game was played"
                ),
                **lasted,
            ),
        )
    return Check(
        edition.rule(Rule.DAY_OF_PLAY_RATINGS),
        False,
        message(
            gettext_noop(
                "the event lasted %(days)s days, more than %(longest)s: the opponents' ratings and titles must be "
                "those of the day each game was played, and the values given are not said to be (they are taken "
                "as the list at the start)"
            ),
            **lasted,
        ),
    )


def _length_not_given(tournament: TournamentFacts, edition: Edition, longest: int) -> Check:
    """With no end date nor round dates the event's length is unknown: never taken as one day."""
    return Check(
        edition.rule(Rule.DAY_OF_PLAY_RATINGS),
        False,
        message(
            gettext_noop(
                "the event's dates are not given (no end date nor round dates): it cannot be shown to have lasted "
                "%(longest)s days or less, nor the opponents' ratings and titles to be those that count"
            ),
            longest=longest,
        ),
    )


def check_start_date_given(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """The start chooses the regulations in force (1.53 in 2009) and the rating list (1.46b): a file with no date
    at all is never judged as if it started today. None when the start is given."""
    if tournament.start_date is not None:
        return None
    return Check(
        edition.rule(Rule.EDITION_IN_FORCE),
        False,
        message(
            gettext_noop(
                "start date not given (no start date nor round dates): the regulations in force and the rating "
                "list cannot be chosen; the rules of edition %(edition)s are shown, and no norm can be confirmed"
            ),
            edition=edition.name,
        ),
    )


def _stipulated_rating_method(tournament: TournamentFacts, edition: Edition, lasted: dict) -> Check:
    """2009 §1.16: "Which system is used must be stipulated prior to the event and mentioned in all publicity
    and indicated on all norm certificates IT1": (a) the list at the start, or (b) the day of play."""
    rule = edition.rule(Rule.DAY_OF_PLAY_RATINGS)
    if not tournament.rating_method_stipulated:
        return Check(
            rule,
            False,
            message(
                gettext_noop(
                    "the event lasted %(days)s days, more than %(longest)s: the rating method (the list at the "
                    "start, or the day of play) must be stipulated before the event and shown on every IT1, and it "
                    "is not said to have been"
                ),
                **lasted,
            ),
        )
    if tournament.ratings_of_day_of_play:
        text = gettext_noop(
            "the event lasted %(days)s days, more than %(longest)s: (b) the opponents' ratings on the day each game "
            "was played, as stipulated before the event"
        )
    else:
        text = gettext_noop(
            "the event lasted %(days)s days, more than %(longest)s: (a) the rating list at the start, as stipulated "
            "before the event"
        )
    return Check(rule, True, message(text, **lasted))


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
    if held == title:
        text = message(
            gettext_noop("already holds %(held)s at the start of the event: a result for a title held is no norm"),
            held=held,
        )
    else:
        text = message(
            gettext_noop(
                "already holds %(held)s, which covers %(title)s at the start of the event: a result for a title "
                "held is no norm"
            ),
            held=held, title=title,
        )
    return Check(edition.rule(Rule.TITLE_ALREADY_HELD), False, text)


def check_women_only(title: str, player: PlayerFacts, edition: Edition) -> Check | None:
    """0.31: WGM and WIM are women's titles."""
    if title not in WOMEN_TITLES:
        return None
    return Check(
        edition.rule(Rule.WOMEN_ONLY),
        player.sex.upper() == "F",
        lambda: message(
            gettext_noop("%(title)s is a women's title; the player's sex is given as %(sex)s"), title=title,
            sex=repr(player.sex) if player.sex else message(gettext_noop("'unknown'")),
        ),
    )


def check_edition_in_force(start_date: date | None, edition: Edition) -> Check | None:
    """1.53 (2009): a norm is judged by the regulations in force when the tournament took place. Says so
    when the edition applied, chosen by name, is not that one (a start not given: ``check_start_date_given``)."""
    if start_date is None or edition.applies_to(start_date):
        return None
    values = {"edition": edition.name, "start": str(start_date), "note": edition.note(Rule.EDITION_IN_FORCE)}
    # EDITION_PERIODS covers every start date from date.min on, so some edition is always in force.
    text = message(
        gettext_noop(
            "edition %(edition)s was chosen by name; a tournament starting %(start)s falls under edition "
            "%(in_force)s%(note)s"
        ),
        in_force=edition_for(start_date).name, **values,
    )
    return Check(edition.rule(Rule.EDITION_IN_FORCE), True, text)


def check_opponent_federation_given(round_number: int, edition: Edition) -> Check:
    """1.42a (1990 8.11, 2001 2.1, 2024 1.4.2a): games against players of no FIDE federation do not count. A
    blank federation field is missing data: the game is counted, never silently left out (a loss so left out
    would help), and the verdict fails, for membership cannot be confirmed (decisions.md, missing facts)."""
    return Check(
        edition.rule(Rule.NON_FIDE_OPPONENT),
        False,
        message(
            gettext_noop(
                "federation of the round-%(round)s opponent not given: the game counts, with the opponent in no "
                "known federation, but that he plays for a FIDE federation cannot be confirmed"
            ),
            round=round_number,
        ),
    )


# The rules that turn on the event's system: the Swiss exemption, and the round-robin rules.
_SYSTEM_RULES = (Rule.EXEMPT_SWISS, Rule.PREPAIRED_EVENTS, Rule.UNRATED_ZERO_SCORER)


def check_system_settled(tournament: TournamentFacts, edition: Edition) -> Check | None:
    """The Swiss exemption (1.43e; 1.4.3d; 1990 8.8) and the round-robin rules (1.42d, 1.42e(c), 1.4.1e–f) turn on
    what the event is. Where its record and its pairings tell different events, no norm stands until the system
    is settled; the event is judged meanwhile as the stricter of the two (decisions.md). None: no dispute."""
    if tournament.system_disputed is None:
        return None
    rules = ", ".join(dict.fromkeys(edition.rule(rule) for rule in _SYSTEM_RULES if edition.has(rule)))
    return Check(
        rules,
        False,
        message(
            gettext_noop("the system is in doubt: %(dispute)s; judged as a %(system)s event until it is settled"),
            dispute=tournament.system_disputed, system=message(tournament.system.value),
        ),
    )


def check_foreign_federations(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check:
    """1.43: at least two federations other than the applicant's. FID opponents belong to none (2024 §1.4.2a),
    nor do opponents whose federation is not given; with the applicant's own not given (blank or NON), no
    federation can be shown to be other than his."""
    if not tally.own_known:
        return Check(edition.rule(Rule.FOREIGN_FEDERATIONS), False, OWN_FEDERATION_NOT_GIVEN)
    ok = len(tally.other_federations) >= need.min_other_federations
    return Check(edition.rule(Rule.FOREIGN_FEDERATIONS), ok, lambda: _foreign_federations_text(tally, need, edition))


def _foreign_federations_text(tally: Tally, need: OpponentRequirements, edition: Edition) -> Message:
    values = {
        "count": len(tally.other_federations),
        "found": ", ".join(sorted(tally.other_federations)) or message(gettext_noop("none")),
        "needed": need.min_other_federations,
    }
    if tally.federationless:
        return message(
            ngettext_lazy(
                "%(count)s federations other than the player's (%(found)s), %(needed)s needed; %(federationless)s "
                "%(codes)s opponent(s) count as no federation (%(rule)s)",
                "%(count)s federations other than the player's (%(found)s), %(needed)s needed; %(federationless)s "
                "%(codes)s opponent(s) count as no federation (%(rule)s)",
                "count",
            ),
            federationless=tally.federationless, codes="/".join(sorted(edition.federationless)),
            rule=edition.rule(Rule.NON_FIDE_OPPONENT), **values,
        )
    return message(
        ngettext_lazy(
            "%(count)s federations other than the player's (%(found)s), %(needed)s needed",
            "%(count)s federations other than the player's (%(found)s), %(needed)s needed",
            "count",
        ),
        **values,
    )


OWN_FEDERATION_NOT_GIVEN = message(
    gettext_noop(
        "the player's federation is not given (blank or NON): the opponents cannot be measured against it"
    )
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
        message(
            gettext_noop(
                "%(games)s games under %(rule)s: the federation rows of table 1.7 are \"Irrelevant\"; titles counted "
                "over different players%(note)s"
            ),
            games=games, rule=edition.rule(Rule.TEAM_AND_CUP_GAMES), note=edition.note(Rule.TEAM_AND_CUP_GAMES),
        ),
    )


def check_federation_maxima(tally: Tally, need: OpponentRequirements, own: str, edition: Edition) -> Check:
    """1.44a (1.44 in 2014): at most 3/5 of the opponents from the applicant's federation and 2/3 from
    any one federation, both of the opponents counted (never of the rounds), rounded down."""
    if not tally.own_known:
        return Check(edition.rule(Rule.FEDERATION_MAXIMA), False, OWN_FEDERATION_NOT_GIVEN)
    # An opponent whose federation is not given may be of the applicant's, or of the largest, federation.
    unknown = tally.federation_unknown
    largest, largest_count = tally.largest_federation
    own_count, largest_count = tally.own_federation + unknown, largest_count + unknown
    ok = own_count <= need.max_own_federation and largest_count <= need.max_one_federation
    return Check(
        edition.rule(Rule.FEDERATION_MAXIMA),
        ok,
        lambda: _federation_maxima_text(tally, need, own, edition, (own_count, largest, largest_count)),
    )


def _federation_maxima_text(
    tally: Tally, need: OpponentRequirements, own: str, edition: Edition, counts: tuple[int, str | None, int]
) -> Message:
    own_count, largest, largest_count = counts
    unknown = tally.federation_unknown
    values = {
        "own_count": own_count, "opponents": need.opponents, "own": own, "max_own": need.max_own_federation,
        "largest_count": largest_count, "largest": largest or message(gettext_noop("none")),
        "max_one": need.max_one_federation, "note": edition.note(Rule.FEDERATION_MAXIMA),
    }
    if unknown:
        return message(
            ngettext_lazy(
                "%(own_count)s of %(opponents)s opponents from %(own)s, at most %(max_own)s; most from one "
                "federation: %(largest_count)s from %(largest)s, at most %(max_one)s; both counts include "
                "%(unknown)s opponent(s) whose federation is not given%(note)s",
                "%(own_count)s of %(opponents)s opponents from %(own)s, at most %(max_own)s; most from one "
                "federation: %(largest_count)s from %(largest)s, at most %(max_one)s; both counts include "
                "%(unknown)s opponent(s) whose federation is not given%(note)s",
                "unknown",
            ),
            unknown=unknown, **values,
        )
    return message(
        gettext_noop(
            "%(own_count)s of %(opponents)s opponents from %(own)s, at most %(max_own)s; most from one "
            "federation: %(largest_count)s from %(largest)s, at most %(max_one)s%(note)s"
        ),
        **values,
    )


def exemption_checks(
    tournament: TournamentFacts, player: PlayerFacts, edition: Edition, federation: list[Check]
) -> tuple[list[Check], str | None]:
    """1.43a–e: an exempt event waives 1.43 and 1.44a. Given the federation checks, of which some fail,
    returns the checks to report instead and the exemption relied on (1.43f needs a norm without one)."""
    unmet = unmet_checks(federation)
    refusals = []
    for exemption in edition.exemptions:
        answer = exemption.qualifies(tournament, player)
        if answer is None:
            continue
        qualifies, why = answer
        rule = edition.rule(exemption.rule)
        note = edition.note(exemption.rule)
        if qualifies:
            detail = message(
                gettext_noop("federation rules waived (%(why)s)%(note)s; not met otherwise: %(unmet)s"),
                why=why, note=note, unmet=unmet,
            )
            return [Check(rule, True, detail)], rule
        refusals.append(Check(rule, False, message(gettext_noop("not exempt: %(why)s%(note)s"), why=why, note=note)))
    return federation + refusals, None


def check_title_holders(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check:
    """1.45a: at least 50 % of the opponents hold a title of 0.31 other than CM and WCM."""
    return Check(
        edition.rule(Rule.TITLE_HOLDERS),
        tally.title_holders >= need.title_holders,
        lambda: message(
            gettext_noop(
                "%(count)s title-holders (GM, IM, WGM, WIM, FM, WFM), %(needed)s needed (half of %(opponents)s, "
                "%(rounding)s)%(note)s"
            ),
            count=tally.title_holders, needed=need.title_holders, opponents=need.opponents,
            rounding=message(edition.minimum_rounding.value), note=edition.note(Rule.TITLE_HOLDERS),
        ),
    )


def check_norm_title_opponents(tally: Tally, need: OpponentRequirements, title: str, edition: Edition) -> Check:
    """1.45b–e: a third of the opponents, at least 3, hold the norm's title or one the edition counts
    for it (1.45c–e: in 2009 with weights, GM = 1.5 IM, etc.)."""
    rule = MO_RULE[title]
    ok = tally.norm_title_weight >= need.norm_title_opponents
    return Check(edition.rule(rule), ok, lambda: _norm_title_opponents_text(tally, need, title, edition))


def _norm_title_opponents_text(tally: Tally, need: OpponentRequirements, title: str, edition: Edition) -> Message:
    weights = edition.title_weights[title]
    parts = [
        f"{count} {held}" + (f" × {score_text(weights[held])}" if weights[held] != 1 else "")
        for held, count in sorted(tally.norm_title_counts.items(), key=lambda item: (-weights[item[0]], item[0]))
    ]
    values = {
        "weight": score_text(tally.norm_title_weight),
        "title": title,
        "needed": need.norm_title_opponents,
        "opponents": need.opponents,
        "rounding": message(edition.minimum_rounding.value),
        "note": edition.note(MO_RULE[title], title),
    }
    if set(tally.norm_title_counts) <= {title}:
        return message(
            gettext_noop(
                "%(weight)s %(title)s opponents, %(needed)s needed (a third of %(opponents)s, %(rounding)s, at "
                "least 3)%(note)s"
            ),
            **values,
        )
    return message(
        gettext_noop(
            "%(weight)s %(title)s opponents (%(counted)s), %(needed)s needed (a third of %(opponents)s, "
            "%(rounding)s, at least 3)%(note)s"
        ),
        counted=" + ".join(parts), **values,
    )


def check_double_round_robin(players: int, edition: Edition) -> Check:
    """1.45f: "Double round-robin tournaments need a minimum of six players. An opponent's title as in 1.45b-e
    shall be counted only once": applied to every event in which an opponent is met more than once (any number
    of cycles), each opponent's title, federation and rating status counted once."""
    return Check(
        edition.rule(Rule.DOUBLE_ROUND_ROBIN),
        players >= DOUBLE_ROUND_ROBIN_MINIMUM_PLAYERS,
        lambda: message(
            ngettext_lazy(
                "%(players)s players, %(needed)s needed; opponents counted once each%(note)s",
                "%(players)s players, %(needed)s needed; opponents counted once each%(note)s",
                "players",
            ),
            players=players, needed=DOUBLE_ROUND_ROBIN_MINIMUM_PLAYERS, note=edition.note(Rule.DOUBLE_ROUND_ROBIN),
        ),
    )


def check_unrated_maximum(tally: Tally, need: OpponentRequirements, edition: Edition) -> Check | None:
    """1.46a: at most 20 % of (opponents + 1) unrated, rounded down. None in editions without the rule (2024)."""
    if not edition.has(Rule.UNRATED_MAXIMUM):
        return None
    return Check(
        edition.rule(Rule.UNRATED_MAXIMUM),
        tally.unrated <= need.max_unrated,
        lambda: message(
            gettext_noop(
                "%(unrated)s unrated opponents, at most %(max_unrated)s (20 %% of %(opponents)s + 1); %(rated)s "
                "rated, %(min_rated)s needed%(note)s"
            ),
            unrated=tally.unrated, max_unrated=need.max_unrated, opponents=need.opponents,
            rated=need.opponents - tally.unrated, min_rated=need.min_rated, note=edition.note(Rule.UNRATED_MAXIMUM),
        ),
    )


def check_rating_floor(tally: Tally, title: str, edition: Edition) -> Check:
    """1.46c: one opponent at most, the lowest, is raised to the title's adjusted rating floor."""
    floor = edition.rating_floor[title]
    if not tally.raised:
        return Check(
            edition.rule(Rule.RATING_FLOOR),
            True,
            lambda: message(
                gettext_noop("no opponent below the %(title)s floor of %(floor)s%(note)s"), title=title, floor=floor,
                note=edition.note(Rule.RATING_FLOOR, title),
            ),
        )
    (lowest,) = tally.raised
    return Check(
        edition.rule(Rule.RATING_FLOOR),
        True,
        lambda: message(
            gettext_noop(
                "round %(round)s: the lowest opponent, rated %(rating)s, raised to the %(title)s floor of %(floor)s; "
                "nobody else is raised%(note)s"
            ),
            round=lowest.round, rating=lowest.rating, title=title, floor=floor,
            note=edition.note(Rule.RATING_FLOOR, title),
        ),
    )


def check_unrated_ratings(tally: Tally, edition: Edition) -> list[Check]:
    """1.46d–e: unrated opponents count at the rating-list floor, unrated titled ones at their title's value."""
    checks = []
    for rule in (Rule.UNRATED_TITLED, Rule.UNRATED_RATING):
        games = [game for game in tally.assumed if game.assumed_by is rule]
        if games:
            rated_as = Listing(tuple(_assumed_rating(game) for game in games), ", ")
            text = message(
                gettext_noop("unrated opponents counted as: %(rated_as)s%(note)s"), rated_as=rated_as,
                note=edition.note(rule),
            )
            checks.append(Check(edition.rule(rule), True, text))
    return checks


def _assumed_rating(game) -> Message:
    if game.title:
        return message(
            gettext_noop("round %(round)s (%(title)s) %(rating)s"), round=game.round, title=game.title,
            rating=game.rating,
        )
    return message(gettext_noop("round %(round)s (untitled) %(rating)s"), round=game.round, rating=game.rating)


def check_average(tally: Tally, edition: Edition) -> Check:
    """1.47a–b: the total of the opponents' ratings (after 1.46) over their number, .5 rounded up."""
    return Check(
        edition.rule(Rule.AVERAGE),
        True,
        lambda: message(
            gettext_noop("%(sum)s / %(games)s = %(exact)s, rounded to %(average)s"), sum=tally.rating_sum,
            games=tally.games, exact=_decimal(tally.rating_sum, tally.games), average=tally.average,
        ),
    )


def check_minimum_average(tally: Tally, title: str, edition: Edition) -> Check:
    """1.48a: the opponents' average must reach the title's minimum (GM 2380, IM 2230, WGM 2180, WIM 2030)."""
    minimum = edition.minimum_average[title]
    return Check(
        edition.rule(Rule.MINIMUM_AVERAGE),
        tally.average >= minimum,
        lambda: message(
            gettext_noop("average %(average)s, %(minimum)s needed%(note)s"), average=tally.average, minimum=minimum,
            note=edition.note(Rule.MINIMUM_AVERAGE),
        ),
    )


def check_performance(tally: Tally, title: str, edition: Edition) -> Check:
    """1.48: Rp = Ra + dp(p) must reach the title's minimum (2599.5 before rounding the average is the
    same test as 2600 after it, since dp is whole)."""
    minimum = edition.performance_minimum[title]
    difference = dp_for_score(tally.score, tally.games)
    rp = tally.average + difference
    return Check(
        edition.rule(Rule.PERFORMANCE),
        rp >= minimum,
        lambda: message(
            gettext_noop(
                "Rp = %(average)s %(dp)s (dp at p = %(percent)s %%) = %(rp)s, %(minimum)s needed; before rounding "
                "the average %(exact)s, %(exact_minimum)s needed%(note)s"
            ),
            average=tally.average, dp=f"{difference:+d}", rp=rp, minimum=minimum,
            percent=rounded_ratio(100 * tally.score.numerator, tally.score.denominator * tally.games),
            exact=_decimal(tally.rating_sum + difference * tally.games, tally.games),
            exact_minimum=_decimal(2 * minimum - 1, 2), note=edition.note(Rule.PERFORMANCE),
        ),
    )


def check_minimum_score(tally: Tally, edition: Edition) -> Check:
    """35 % of the games (1.49a in 2009, 1.22 in 2014), on the exact score."""
    return Check(
        edition.rule(Rule.MINIMUM_SCORE),
        meets_minimum_score(tally.score, tally.games),
        lambda: message(
            gettext_noop("%(score)s of %(games)s = %(percent)s %%, 35 %% needed"), score=score_text(tally.score),
            games=tally.games, percent=_decimal(100 * tally.score.numerator, tally.score.denominator * tally.games),
        ),
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
        text = message(
            gettext_noop("a norm in the %(event)s counts as 20 games"), event=message(count.twenty_game_event.value)
        )
        return [Check(edition.rule(Rule.OLYMPIAD), True, text)]
    checks = []
    if count.counted_as_nine_by:
        rule = count.counted_as_nine_by
        text = message(
            gettext_noop("%(games)s games in this event count as 9%(note)s"), games=count.games,
            note=edition.note(rule),
        )
        checks.append(Check(edition.rule(rule), True, text))
    if count.capped:
        text = message(
            gettext_noop("%(games)s games count as 13%(note)s"), games=count.games,
            note=edition.note(Rule.LONG_EVENTS),
        )
        checks.append(Check(edition.rule(Rule.LONG_EVENTS), True, text))
    if count.extra:
        checks.append(
            Check(
                edition.rule(Rule.EXTRA_GAMES),
                True,
                message(
                    ngettext_lazy(
                        "%(extra)s full point(s) above the %(required)s the norm needed: counts as %(extra)s more "
                        "game(s)%(note)s",
                        "%(extra)s full point(s) above the %(required)s the norm needed: counts as %(extra)s more "
                        "game(s)%(note)s",
                        "extra",
                    ),
                    extra=count.extra, required=score_text(count.required), note=edition.note(Rule.EXTRA_GAMES),
                ),
            )
        )
    return checks
