"""The edition of 2001: tournaments starting 1 July 2001 – 30 June 2009, as the German excerpt "Auszug aus den
Titelbestimmungen der FIDE" gives it (its own numbering: §1 and §2.1–2.5; it covers "usual tournaments", no
Olympiads, continental or world championships).

What differs from 2009 and is data here: 27 games; GM 2601, IM 2451, WGM 2401, WIM 2251 and averages of
2381/2231/2181/2031; floors of 2250/2100/2050/1900 for **two** opponents; unrated opponents at 1400; no 35 %
minimum; no 13-game cap; games left out only from 10 rounds on; 7 games in the European Club Cup. What
differs as a rule is below, one small function each: the title-holders counted with the candidate (2.3), the
fixed combinations of titled opponents (2.3), the host's and the guests' shares of foreign opponents (2.2),
22 % unrated at most, the raised ones counting as rated (2.4). decisions.md, "The edition of 2001".
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from .. import exemptions
from ..assessment import Assessment, NormContext
from ..facts import NORM_TITLES, TITLE_HOLDER_TITLES, EventFlag, PlayerFacts, TournamentFacts, federation_known
from ..messages import Listing, Message, gettext_noop, message
from ..opponents import CountedGame, Tally, tally
from ..performance import minimum_score
from ..rules import (
    OWN_FEDERATION_NOT_GIVEN,
    GamesCount,
    GamesRule,
    check_average,
    check_minimum_average,
    check_number_of_games,
    check_performance,
    check_unrated_ratings,
    exemption_checks,
    games_count_checks,
)
from ..tables import rounded_ratio
from ..verdict import Check
from .edition import MO_RULE, REPORTING_READ, Administration, CompleteEvent, Edition, Exemption, Rounding, Rule
from .registry import EDITION_PERIODS, register_edition

__all__ = ["EDITION_2001", "assess_2001", "drop_bound_2001", "title_combination"]

_RULES = {
    Rule.WOMEN_ONLY: "1",
    Rule.MINIMUM_GAMES: "2.1",
    Rule.TEAM_AND_CUP_GAMES: "2.1",
    Rule.EXTRA_GAMES: "2.1",
    Rule.NON_FIDE_OPPONENT: "2.1",
    Rule.COMPUTER: "2.1",
    Rule.FORFEIT: "2.1",
    Rule.LAST_ROUND_FORFEIT: "2.1",
    Rule.UNRATED_ZERO_SCORER: "2.1",
    Rule.DROP_WINS: "2.1",
    Rule.IGNORE_LATER_GAMES: "2.1",
    Rule.FAIR_SYSTEM: "2.1",
    Rule.FOREIGN_FEDERATIONS: "2.2",
    Rule.FEDERATION_MAXIMA: "2.2",
    Rule.EXEMPT_NATIONAL_FINAL: "2.2",
    Rule.EXEMPT_NATIONAL_TEAM: "2.2",
    Rule.EXEMPT_SWISS: "2.2",
    Rule.NORMAL_FOREIGNER_NORM: "2.2",
    Rule.TITLE_HOLDERS: "2.3",
    Rule.GM_OPPONENTS: "2.3",
    Rule.IM_OPPONENTS: "2.3",
    Rule.WGM_OPPONENTS: "2.3",
    Rule.WIM_OPPONENTS: "2.3",
    Rule.DOUBLE_ROUND_ROBIN: "2.3",
    Rule.RATING_LIST: "2.4",
    Rule.UNRATED_MAXIMUM: "2.4",
    Rule.RATING_FLOOR: "2.4",
    Rule.UNRATED_RATING: "2.4",
    Rule.AVERAGE: "2.4",
    Rule.PERFORMANCE: "2.5",
    Rule.MINIMUM_AVERAGE: "2.5",
    Rule.TOTAL_GAMES: "1",
    Rule.TITLE_RATING: "1",
    Rule.RATING_TITLES: "1",
}

_RAISED_OPPONENTS = 2
_UNRATED_AT = 1400
# 2.2: shares of the opponents from another nation, for a candidate of the host nation and for a guest.
_HOST_FOREIGN = Fraction(40, 100)
_GUEST_FOREIGN = Fraction(33, 100)
_GUEST_OUTSIDE_ONE_NATION = Fraction(22, 100)
_FOREIGN_NATIONS = 2
_UNRATED_SHARE = Fraction(22, 100)
# 2.3: the fixed combinations of titled opponents, each a {titles: how many} that suffices on its own.
_COMBINATIONS: dict[str, tuple[tuple[frozenset[str], int], ...]] = {
    "GM": ((frozenset({"GM"}), 3),),
    "IM": ((frozenset({"IM"}), 3), (frozenset({"GM"}), 2)),  # with "2 IM + 1 GM", below
    "WGM": ((frozenset({"GM"}), 2), (frozenset({"GM", "IM", "WGM", "FM"}), 3)),
    "WIM": ((frozenset({"WIM"}), 3), (frozenset({"GM", "IM", "WGM", "FM"}), 2)),
}
_COMBINATION_TEXT = {
    "GM": gettext_noop("3 GM"),
    "IM": gettext_noop("3 IM, 2 IM + 1 GM, or 2 GM"),
    "WGM": gettext_noop("2 GM, or 3 of GM, IM, WGM, FM"),
    "WIM": gettext_noop("3 WIM, or 2 of GM, IM, WGM, FM"),
}


def _at_least(share: Fraction, of: int) -> int:
    return math.ceil(share * of)


def _distinct(games: Sequence[CountedGame]) -> list[CountedGame]:
    """2.3: in double or multi-round events a player (and his title) counts once; so do his federation and
    rating status for 2.2 and 2.4."""
    return list({game.opponent: game for game in games}.values())


def title_combination(title: str, held: Counter[str]) -> bool:
    """2.3: whether the titles of the opponents make one of the combinations the norm title needs."""
    if title == "IM" and held["IM"] >= 2 and held["GM"] >= 1:
        return True
    return any(sum(held[one] for one in titles) >= count for titles, count in _COMBINATIONS[title])


def check_title_holders_with_candidate(opponents: Sequence[CountedGame], player: PlayerFacts) -> Check:
    """2.3: at least half of the players taking part (the opponents and the candidate) hold FM, WFM, IM, WIM,
    GM or WGM."""
    holders = sum(game.title in TITLE_HOLDER_TITLES for game in opponents)
    candidate = player.title in TITLE_HOLDER_TITLES
    players = len(opponents) + 1
    needed = math.ceil(Fraction(players, 2))
    return Check(
        _RULES[Rule.TITLE_HOLDERS],
        holders + candidate >= needed,
        message(
            gettext_noop(
                "%(holders)s title-holding opponents and the titled candidate = %(counted)s of %(players)s players "
                "(opponents + candidate), %(needed)s needed"
            )
            if candidate
            else gettext_noop(
                "%(holders)s title-holding opponents = %(counted)s of %(players)s players (opponents + candidate), "
                "%(needed)s needed"
            ),
            holders=holders, counted=holders + candidate, players=players, needed=needed,
        ),
    )


def check_title_combination(opponents: Sequence[CountedGame], title: str) -> Check:
    """2.3: the titled opponents a norm needs, in fixed combinations (no third of the opponents)."""
    held = Counter(game.title for game in opponents)
    found = ", ".join(f"{held[one]} {one}" for one in ("GM", "IM", "WGM", "WIM", "FM") if held[one])
    return Check(
        _RULES[MO_RULE[title]],
        title_combination(title, held),
        message(
            gettext_noop("titled opponents: %(found)s; a %(title)s norm needs %(needs)s"),
            found=found or message(gettext_noop("none")), title=title, needs=message(_COMBINATION_TEXT[title]),
        ),
    )


def check_foreign_nations(opponents: Sequence[CountedGame], own: str) -> Check:
    """2.2: opponents from at least 2 nations other than the candidate's (none can be shown to be if his is not
    given; an opponent whose federation is not given is of no known nation)."""
    if not federation_known(own):
        return Check(_RULES[Rule.FOREIGN_FEDERATIONS], False, OWN_FEDERATION_NOT_GIVEN)
    others = sorted({game.federation for game in opponents if game.federation and game.federation != own})
    return Check(
        _RULES[Rule.FOREIGN_FEDERATIONS],
        len(others) >= _FOREIGN_NATIONS,
        message(
            gettext_noop("%(count)s nations other than %(own)s (%(others)s), %(needed)s needed"), count=len(others),
            own=own, others=", ".join(others) or message(gettext_noop("none")), needed=_FOREIGN_NATIONS,
        ),
    )


def check_foreign_share(
    opponents: Sequence[CountedGame], player: PlayerFacts, tournament: TournamentFacts
) -> list[Check]:
    """2.2: a candidate of the host nation needs 40 % of the opponents from another nation; a guest 33 % from
    a nation other than his own and 22 % from outside any one nation. With the host not given, the candidate may
    be either: both shares apply (the host's 40 % and the guest's 22 %), so that the missing fact never spares
    him the one that binds him (decisions.md, missing facts)."""
    if not federation_known(player.federation):
        return [Check(_RULES[Rule.FEDERATION_MAXIMA], False, OWN_FEDERATION_NOT_GIVEN)]
    if not federation_known(tournament.host_federation):
        return [_host_share(opponents, player, host_given=False), _guest_share(opponents, player, host_given=False)]
    if player.federation == tournament.host_federation:
        return [_host_share(opponents, player)]
    return [_guest_share(opponents, player)]


def _foreign(opponents: Sequence[CountedGame], player: PlayerFacts) -> int:
    """Opponents shown to be from another nation: an opponent whose federation is not given is not."""
    return sum(game.federation is not None and game.federation != player.federation for game in opponents)


def _host_share(opponents: Sequence[CountedGame], player: PlayerFacts, host_given: bool = True) -> Check:
    count, foreign = len(opponents), _foreign(opponents, player)
    needed = _at_least(_HOST_FOREIGN, count)
    if host_given:
        text = gettext_noop(
            "candidate of the host nation: %(foreign)s of %(count)s opponents from another nation, %(needed)s "
            "(40 %%) needed"
        )
    else:
        text = gettext_noop(
            "host federation not given, so the candidate may be of the host nation: %(foreign)s of %(count)s "
            "opponents from another nation, %(needed)s (40 %%) needed"
        )
    return Check(
        _RULES[Rule.FEDERATION_MAXIMA], foreign >= needed, message(text, foreign=foreign, count=count, needed=needed)
    )


def _guest_share(opponents: Sequence[CountedGame], player: PlayerFacts, host_given: bool = True) -> Check:
    count, foreign = len(opponents), _foreign(opponents, player)
    # An opponent whose federation is not given may be of the largest nation.
    nations = Counter(game.federation for game in opponents if game.federation is not None)
    largest_federation, largest = nations.most_common(1)[0] if nations else (message(gettext_noop("none")), 0)
    outside_largest = count - largest - sum(game.federation is None for game in opponents)
    needed_foreign = _at_least(_GUEST_FOREIGN, count)
    needed_outside = _at_least(_GUEST_OUTSIDE_ONE_NATION, count)
    if host_given:
        text = gettext_noop(
            "guest candidate: %(foreign)s of %(count)s opponents from a nation other than %(own)s, "
            "%(needed_foreign)s (33 %%) needed; %(outside_largest)s from outside the largest nation (%(largest)s), "
            "%(needed_outside)s (22 %%) needed"
        )
    else:
        text = gettext_noop(
            "host federation not given, so the candidate may be a guest: %(foreign)s of %(count)s opponents from a "
            "nation other than %(own)s, %(needed_foreign)s (33 %%) needed; %(outside_largest)s from outside the "
            "largest nation (%(largest)s), %(needed_outside)s (22 %%) needed"
        )
    return Check(
        _RULES[Rule.FEDERATION_MAXIMA],
        foreign >= needed_foreign and outside_largest >= needed_outside,
        message(
            text,
            foreign=foreign, count=count, own=player.federation, needed_foreign=needed_foreign,
            outside_largest=outside_largest, largest=largest_federation,
            needed_outside=needed_outside,
        ),
    )


def _raise_two_lowest(games: Sequence[CountedGame], title: str) -> tuple[int, frozenset]:
    """2.4: the ratings of at most two opponents, the lowest, raised to the title's floor (every game against
    them); returns the rating sum and the opponents raised."""
    floor = EDITION_2001.rating_floor[title]
    below = sorted(
        (game for game in _distinct(games) if game.rating < floor), key=lambda game: (game.rating, game.round)
    )
    raised = frozenset(game.opponent for game in below[:_RAISED_OPPONENTS])
    return sum(floor if game.opponent in raised else game.rating for game in games), raised


def check_raised(games: Sequence[CountedGame], raised: frozenset, title: str) -> Check:
    floor = EDITION_2001.rating_floor[title]
    listed = Listing(tuple(_raised_game(game) for game in games if game.opponent in raised), ", ")
    if not raised:
        text = message(gettext_noop("no opponent below the %(title)s floor of %(floor)s%(note)s"), title=title,
                       floor=floor, note="")
        return Check(_RULES[Rule.RATING_FLOOR], True, text)
    text = message(
        gettext_noop("raised to the %(title)s floor of %(floor)s (at most %(most)s opponents, the lowest): %(listed)s"),
        title=title, floor=floor, most=_RAISED_OPPONENTS, listed=listed,
    )
    return Check(_RULES[Rule.RATING_FLOOR], True, text)


def _raised_game(game: CountedGame) -> Message:
    if game.rated:
        return message(gettext_noop("round %(round)s (%(rating)s)"), round=game.round, rating=game.rating)
    return message(gettext_noop("round %(round)s (unrated)"), round=game.round)


def check_unrated_share(opponents: Sequence[CountedGame], raised: frozenset) -> Check:
    """2.4: at most 22 % of the opponents unrated; an unrated opponent raised to the floor counts as rated."""
    unrated = sum(not game.rated and game.opponent not in raised for game in opponents)
    allowed = math.floor(_UNRATED_SHARE * len(opponents))
    return Check(
        _RULES[Rule.UNRATED_MAXIMUM],
        unrated <= allowed,
        message(
            gettext_noop(
                "%(unrated)s unrated opponents (not raised to the floor), at most %(allowed)s (22 %% of %(count)s)"
            ),
            unrated=unrated, allowed=allowed, count=len(opponents),
        ),
    )


def _mix(opponents: Sequence[CountedGame], context: NormContext) -> tuple[list[Check], str | None]:
    federation = [
        check_foreign_nations(opponents, context.player.federation),
        *check_foreign_share(opponents, context.player, context.tournament),
    ]
    exemption = None
    if not all(check.ok for check in federation):
        federation, exemption = exemption_checks(context.tournament, context.player, EDITION_2001, federation)
    titles = [
        check_title_holders_with_candidate(opponents, context.player),
        check_title_combination(opponents, context.title),
    ]
    return federation + titles, exemption


def _games_count(counted: Tally, title: str) -> GamesCount:
    """2.1: one game more for each full point above the score the norm needed; no cap on long events."""
    required = minimum_score(title, counted.average, counted.games, EDITION_2001)
    extra = math.floor(counted.score - required)
    return GamesCount(counted.games + extra, counted.games, required=required, extra=extra)


def assess_2001(games: Sequence[CountedGame], rule: GamesRule, context: NormContext) -> Assessment:
    """Every rule of 2.1–2.5 on one set of counted games."""
    edition, title = EDITION_2001, context.title
    games_check = check_number_of_games(len(games), rule, edition)
    if not games:
        return Assessment(False, 0, None, (games_check,), None, False)
    opponents = _distinct(games)
    rating_sum, raised = _raise_two_lowest(games, title)
    standard = tally(games, title, edition, context.player.federation, distinct_opponents=True)
    counted = replace(
        standard,
        rating_sum=rating_sum,
        raised=tuple(game for game in opponents if game.opponent in raised),
        unrated=sum(not game.rated and game.opponent not in raised for game in opponents),
    )
    mix, exemption = _mix(opponents, context)
    ratings = [
        check_unrated_share(opponents, raised),
        check_raised(games, raised, title),
        *check_unrated_ratings(counted, edition),
        check_average(counted, edition),
        check_minimum_average(counted, title, edition),
        check_performance(counted, title, edition),
    ]
    checks = [games_check, *mix, *ratings]
    achieved = all(check.ok for check in checks)
    counts_as_games = 0
    if achieved:
        count = _games_count(counted, title)
        counts_as_games = count.total
        checks += games_count_checks(count, edition)
    return Assessment(achieved, counts_as_games, counted, tuple(checks), exemption, False)


def drop_bound_2001(
    games: Sequence[CountedGame], count: int, score: Fraction, context: NormContext, rule: GamesRule
) -> int | None:
    """The most games any ``count`` of ``games`` scoring ``score`` could count for (2.1, 2.4, 2.5), by their
    ratings alone: the highest ratings, with the two largest raises of 2.4 in every game against an opponent.
    Exact for all of ``games`` when no opponent repeats (the raise of the two lowest)."""
    title = context.title
    floor = EDITION_2001.rating_floor[title]
    per_opponent = max(Counter(game.opponent for game in games).values())
    shortfalls = sorted(max(0, floor - game.rating) for game in _distinct(games))[-_RAISED_OPPONENTS:]
    highest = sorted((game.rating for game in games), reverse=True)[:count]
    average = rounded_ratio(sum(highest) + per_opponent * sum(shortfalls), count)
    required = minimum_score(title, average, count, EDITION_2001)
    if required is None or score < required:
        return None
    return count + math.floor(score - required)


def _unrated_at_1400(tournament: TournamentFacts) -> int:
    """2.4: "the FIDE minimum rating (currently 1400)"."""
    return _UNRATED_AT


def _frozen(mapping):
    return MappingProxyType(dict(mapping))


EDITION_2001 = Edition(
    name="2001",
    source="FIDE title regulations, German excerpt (Auszug aus den Titelbestimmungen der FIDE)",
    valid_from=EDITION_PERIODS["2001"][0],
    valid_until=EDITION_PERIODS["2001"][1],
    rule_numbers=_frozen(_RULES),
    # The excerpt has no rule on titles already held nor on the edition in force: general principles.
    readings=_frozen({Rule.TITLE_ALREADY_HELD: "113", Rule.EDITION_IN_FORCE: "114"}),
    performance_minimum=_frozen({"GM": 2601, "IM": 2451, "WGM": 2401, "WIM": 2251}),
    minimum_average=_frozen({"GM": 2381, "IM": 2231, "WGM": 2181, "WIM": 2031}),
    rating_floor=_frozen({"GM": 2250, "IM": 2100, "WGM": 2050, "WIM": 1900}),
    unrated_titled_rating=_frozen({}),
    unrated_rating=_unrated_at_1400,
    # Only for the certificate's totals: 2.3 counts fixed combinations (``title_combination``).
    title_weights=_frozen({title: _frozen({title: Fraction(1)}) for title in NORM_TITLES}),
    minimum_rounding=Rounding.UP,
    exemptions=(
        Exemption(Rule.EXEMPT_NATIONAL_FINAL, exemptions.national_championship_final),
        Exemption(Rule.EXEMPT_NATIONAL_TEAM, exemptions.national_team_championship),
        Exemption(Rule.EXEMPT_SWISS, exemptions.swiss_with_strong_foreign_field),
    ),
    # 2.1: "only in the European Club Cup do fewer games suffice, if it has at least 7 rounds".
    seven_game_events=frozenset({EventFlag.CONTINENTAL_CLUB_CHAMPIONSHIP}),
    eight_game_events=frozenset(),
    eight_of_nine_counts_as=None,
    prepaired_events_need=CompleteEvent.NOTHING,
    prepaired_events_use_all_rounds=False,
    twenty_game_events=frozenset(),
    uncapped_events=frozenset(),
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=None,
    # The excerpt sets no administration rules (time controls, rounds a day, length, arbiters).
    administration=Administration(),
    minimum_score_percent=0,
    assess=assess_2001,
    drop_bound=drop_bound_2001,
    fewest_rounds_to_leave_games_out=10,
    reporting=REPORTING_READ,
    notes=_frozen(
        {
            Rule.TEAM_AND_CUP_GAMES: gettext_noop("the European Club Cup is flagged as a continental club championship"),
            Rule.FORFEIT: gettext_noop("a game in which only White moved is recorded as a forfeit"),
        }
    ),
)
register_edition(EDITION_2001)
