"""The edition of 1990: tournaments starting before 1 July 2001, as the Spanish "Reglamento de títulos
internacionales de la FIDE" gives it (its own numbering: §0–§12).

A tournament, for a norm, "consists of the player and his opponents" (8.1): every count of 8.3–8.7 is over
those players, the candidate included, and so is the average (11.1, 9.2). The category table of §11 and its
sheets 11.31/11.32 are not in the text: without them a result is judged by the performance route of 9.21
(GM results only, performance 2600 with or without the candidate in the average); a table the federation
has entered is passed in with ``with_category_table``, and then decides every title. decisions.md, "The
edition of 1990".
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from fractions import Fraction
from functools import partial
from types import MappingProxyType

from lib.scores import score_text

from .. import exemptions
from ..assessment import Assessment, NormContext
from ..facts import (
    NORM_TITLES,
    TITLE_HOLDER_TITLES,
    EventFlag,
    Participant,
    TournamentFacts,
    TournamentSystem,
    federation_known,
)
from ..messages import Message, gettext_noop, message, ngettext_lazy
from ..opponents import CountedGame, tally
from ..reporting import ReportingRules
from ..rules import (
    OWN_FEDERATION_NOT_GIVEN,
    GamesCount,
    GamesRule,
    check_number_of_games,
    check_unrated_ratings,
    games_count_checks,
)
from ..tables import dp_for_score, rounded_ratio
from ..time_controls import Period, TimeControl
from ..verdict import Check, unmet_checks
from .edition import MO_RULE, Administration, CompleteEvent, Edition, Rounding, Rule
from .registry import EDITION_PERIODS, register_edition

__all__ = [
    "EDITION_1990",
    "Category",
    "CategoryTable",
    "assess_1990",
    "average_with_candidate",
    "minimum_category_score",
    "time_control_1990",
    "with_category_table",
]

_RULES = {
    Rule.WOMEN_ONLY: "0.31",
    Rule.EDITION_IN_FORCE: "10.11",
    Rule.MINIMUM_GAMES: "8.32",
    Rule.NON_FIDE_OPPONENT: "8.11",
    Rule.COMPUTER: "8.12",
    Rule.FORFEIT: "8.13",
    Rule.UNRATED_ZERO_SCORER: "9.1/2/3",
    Rule.DROP_WINS: "8.32",
    Rule.IGNORE_LATER_GAMES: "10.9",
    Rule.EXTRA_GAMES: "10.10",
    Rule.FOREIGN_FEDERATIONS: "8.5",
    Rule.FEDERATION_MAXIMA: "8.7",
    Rule.EXEMPT_NATIONAL_FINAL: "8.9",
    Rule.EXEMPT_SWISS: "8.8",
    Rule.TITLE_HOLDERS: "8.4",
    Rule.GM_OPPONENTS: "10.1",
    Rule.WGM_OPPONENTS: "10.2",
    Rule.IM_OPPONENTS: "10.3",
    Rule.WIM_OPPONENTS: "10.4",
    Rule.UNRATED_MAXIMUM: "8.3",
    Rule.UNRATED_RATING: "8.31",
    Rule.HONORARY_RATING: "9.4",
    Rule.AVERAGE: "11.1",
    Rule.PERFORMANCE: "9.21",
    Rule.FAIR_SYSTEM: "10.12",
    Rule.ROUNDS_PER_DAY: "5.4",
    Rule.TIME_CONTROL: "5.5",
    Rule.DURATION: "5.6",
    Rule.TOTAL_GAMES: "1.11",
    Rule.ONE_ROUND_A_DAY: "10.6",
    Rule.NORMAL_FOREIGNER_NORM: "8.9",
    Rule.TITLE_RATING: "1.11",
    Rule.RATING_TITLES: "1.31",
}
# Rules only this edition has.
ROUNDS_RULE = "8.2"
FEDERATIONS_RULE = "8.6"
SWISS_WOMEN_RULE = "8.8w"
ZONAL_UNRATED_RULE = "8.33"
GM_ROUNDS_RULE = "5.4"
CATEGORY_RULE = "11.0"
FIXED_AVERAGE_RULE = "9.1"
OPPONENTS_AVERAGE_RULE = "9.2"

_MINIMUM_ROUNDS = 9
_RATED_SHARE = Fraction(80, 100)
_UNRATED_AT = 2000
_UNRATED_AT_IN_MEN_ZONALS = 2100
_TITLED_RATING = 2300
_TITLED_RATING_WOMEN_ONLY = 2100
_WOMEN_TITLES = frozenset({"WGM", "WIM"})
_FEDERATIONS = 3
_SWISS_FOREIGN_RATED = 20
_SWISS_FEDERATIONS = 3
_SWISS_TITLED = 10
_SWISS_WOMEN_RATED_AS_TITLED = 2300
_GM_PERFORMANCE = 2600
_MOST_EXTRA_GAMES = 3
_MOST_DOUBLE_ROUND_DAYS = 2
_LAST_ROUNDS_ALONE = 3


@dataclass(frozen=True)
class Category:
    """One row of the §11 table: the averages of the category and the score a title result needs there, in
    per cent of the games."""

    number: int
    lowest_average: int
    highest_average: int
    percent: Mapping[str, Fraction]


@dataclass(frozen=True)
class CategoryTable:
    """The §11 table as the federation entered it (the text does not carry it)."""

    categories: tuple[Category, ...]

    def category_for(self, average: int) -> Category | None:
        return next((row for row in self.categories if row.lowest_average <= average <= row.highest_average), None)


def _distinct(games: Sequence[CountedGame]) -> list[CountedGame]:
    return list({game.opponent: game for game in games}.values())


def _women_only(tournament: TournamentFacts) -> bool:
    return EventFlag.WOMEN_ONLY in tournament.flags


def _unrated_value(tournament: TournamentFacts) -> int:
    """8.31, 9.3: unrated players count 2000; 8.33: 2100 in the zonals of the (men's) World Championship."""
    if EventFlag.ZONAL in tournament.flags and not _women_only(tournament):
        return _UNRATED_AT_IN_MEN_ZONALS
    return _UNRATED_AT


def _candidate_rating(context: NormContext) -> int:
    return context.player.rating if context.player.rating is not None else _unrated_value(context.tournament)


def average_with_candidate(opponents: Sequence[CountedGame], candidate_rating: int) -> int:
    """11.1–11.2 with 9.2: the candidate and each opponent once, as in a round robin; .5 rounded up."""
    return _average_with_candidate_of(sum(game.rating for game in opponents), len(opponents), candidate_rating)


def _average_with_candidate_of(rating_sum: int, opponents: int, candidate_rating: int) -> int:
    return rounded_ratio(candidate_rating + rating_sum, opponents + 1)


def check_rounds(tournament: TournamentFacts) -> Check:
    """8.2: the tournament has at least 9 rounds."""
    rounds = tournament.rounds_scheduled
    text = message(gettext_noop("%(rounds)s rounds, %(needed)s needed"), rounds=rounds, needed=_MINIMUM_ROUNDS)
    return Check(ROUNDS_RULE, rounds >= _MINIMUM_ROUNDS, text)


def check_rated_players(opponents: Sequence[CountedGame], context: NormContext) -> Check:
    """8.3: at least 80 % of the players (the candidate and his opponents) rated."""
    players = len(opponents) + 1
    rated = sum(game.rated for game in opponents) + (context.player.rating is not None)
    needed = math.ceil(_RATED_SHARE * players)
    values = {"rated": rated, "players": players, "needed": needed}
    if EventFlag.ZONAL in context.tournament.flags:
        text = message(
            gettext_noop(
                "%(rated)s of %(players)s players rated (the candidate and his opponents), %(needed)s (80 %%) needed "
                "[1990: %(rule)s's zonal limit is cut off in the text; 8.3 applies]"
            ),
            rule=ZONAL_UNRATED_RULE, **values,
        )
    else:
        text = message(
            gettext_noop(
                "%(rated)s of %(players)s players rated (the candidate and his opponents), %(needed)s (80 %%) needed"
            ),
            **values,
        )
    return Check(_RULES[Rule.UNRATED_MAXIMUM], rated >= needed, text)


def _titled(game: CountedGame, threshold: int) -> bool:
    return game.title in TITLE_HOLDER_TITLES or (game.rated and game.rating >= threshold)


def check_titled_players(opponents: Sequence[CountedGame], context: NormContext) -> Check:
    """8.4: at least 50 % of the players titled (0.31) or rated 2300 or more (2100 for WGM and WIM results
    in events for women only)."""
    women = context.title in _WOMEN_TITLES and _women_only(context.tournament)
    threshold = _TITLED_RATING_WOMEN_ONLY if women else _TITLED_RATING
    player = context.player
    candidate = player.title in TITLE_HOLDER_TITLES or (player.rating is not None and player.rating >= threshold)
    count = sum(_titled(game, threshold) for game in opponents) + candidate
    players = len(opponents) + 1
    needed = math.ceil(Fraction(players, 2))
    return Check(
        _RULES[Rule.TITLE_HOLDERS],
        count >= needed,
        message(
            gettext_noop(
                "%(count)s of %(players)s players titled or rated %(threshold)s or more (an event for women only), "
                "%(needed)s (50 %%) needed"
            )
            if women
            else gettext_noop(
                "%(count)s of %(players)s players titled or rated %(threshold)s or more, %(needed)s (50 %%) needed"
            ),
            count=count, players=players, threshold=threshold, needed=needed,
        ),
    )


def check_foreign_players(opponents: Sequence[CountedGame], context: NormContext) -> list[Check]:
    """8.5: a third of the players not of the candidate's federation (9 rounds, 10 players: 4 opponents);
    8.7: for a candidate not of the host federation, instead, at most two thirds + 1 of one federation.

    With the host not given, the candidate may be of it or not: both 8.5 and 8.7 apply, so that the missing fact
    never spares him the rule that binds him (decisions.md, missing facts). An opponent whose federation is not
    given is never foreign (8.5) and may be of the largest federation (8.7)."""
    host = context.tournament.host_federation
    if not federation_known(host):
        return [
            _players_of_other_federations(opponents, context, host_given=False),
            _largest_federation(opponents, context, host_given=False),
        ]
    if context.player.federation != host:
        return [_largest_federation(opponents, context)]
    return [_players_of_other_federations(opponents, context)]


def _largest_federation(opponents: Sequence[CountedGame], context: NormContext, host_given: bool = True) -> Check:
    """8.7: at most two thirds + 1 of the players of one federation."""
    player, players = context.player, len(opponents) + 1
    own = [player.federation] if federation_known(player.federation) else []
    federations = Counter(game.federation for game in opponents if game.federation is not None) + Counter(own)
    largest, count = federations.most_common(1)[0] if federations else (None, 0)
    unknown = sum(game.federation is None for game in opponents) + (not own)
    most = 2 * players // 3 + 1
    if unknown or not host_given:
        text = message(
            ngettext_lazy(
                "candidate not of the host federation, or the host not given: %(count)s of %(players)s players from "
                "%(largest)s or of a federation not given (%(unknown)s), at most %(most)s (two thirds + 1)",
                "candidate not of the host federation, or the host not given: %(count)s of %(players)s players from "
                "%(largest)s or of a federation not given (%(unknown)s), at most %(most)s (two thirds + 1)",
                "unknown",
            ),
            count=count + unknown, players=players, largest=largest or message(gettext_noop("none")),
            unknown=unknown, most=most,
        )
    else:
        text = message(
            gettext_noop(
                "candidate not of the host federation: %(count)s of %(players)s players from %(largest)s, at most "
                "%(most)s (two thirds + 1)"
            ),
            count=count, players=players, largest=largest, most=most,
        )
    return Check(_RULES[Rule.FEDERATION_MAXIMA], count + unknown <= most, text)


def _players_of_other_federations(
    opponents: Sequence[CountedGame], context: NormContext, host_given: bool = True
) -> Check:
    """8.5: a third of the players not of the candidate's federation; none can be shown to be if his is not given."""
    player, players = context.player, len(opponents) + 1
    if not federation_known(player.federation):
        return Check(_RULES[Rule.FOREIGN_FEDERATIONS], False, OWN_FEDERATION_NOT_GIVEN)
    foreign = sum(game.federation is not None and game.federation != player.federation for game in opponents)
    needed = math.ceil(Fraction(players, 3))
    if host_given:
        text = gettext_noop("%(foreign)s opponents not of %(own)s, %(needed)s (a third of %(players)s players) needed")
    else:
        text = gettext_noop(
            "host federation not given, so the candidate may be of it: %(foreign)s opponents not of %(own)s, "
            "%(needed)s (a third of %(players)s players) needed"
        )
    return Check(
        _RULES[Rule.FOREIGN_FEDERATIONS],
        foreign >= needed,
        message(text, foreign=foreign, own=player.federation, needed=needed, players=players),
    )


def check_federations_represented(opponents: Sequence[CountedGame], context: NormContext) -> Check:
    """8.6: at least three federations among the players, except in zonals of a single federation. A federation
    not given is none of them."""
    represented = {game.federation for game in opponents if game.federation is not None} | (
        {context.player.federation} if federation_known(context.player.federation) else set()
    )
    if EventFlag.ZONAL in context.tournament.flags and len(represented) == 1:
        return Check(FEDERATIONS_RULE, True, message(gettext_noop("a zonal of a single federation: not required")))
    return Check(
        FEDERATIONS_RULE,
        len(represented) >= _FEDERATIONS,
        message(
            gettext_noop("%(count)s federations among the players (%(codes)s), %(needed)s needed"),
            count=len(represented), codes=", ".join(sorted(represented)), needed=_FEDERATIONS,
        ),
    )


def _counts_for_women_swiss(entrant: Participant) -> bool:
    """8.8w: "tener títulos FIDE (o tener clasificación igual o superior a 2300)"."""
    rating = entrant.rating
    return entrant.title in TITLE_HOLDER_TITLES or (rating is not None and rating >= _SWISS_WOMEN_RATED_AS_TITLED)


def _swiss_exemption(tournament: TournamentFacts, title: str) -> tuple[bool, str, Message] | None:
    """8.8: a Swiss with at least 20 foreign FIDE-rated players from 3 federations, 10 of them GM or IM;
    8.8w, for women's titles: 10 of them with a FIDE title or rated 2300 or more."""
    if tournament.system is not TournamentSystem.SWISS:
        return None
    women = title in _WOMEN_TITLES
    rule = SWISS_WOMEN_RULE if women else _RULES[Rule.EXEMPT_SWISS]
    if not exemptions.host_known(tournament):
        return False, rule, exemptions.HOST_NOT_KNOWN
    foreign = [
        entrant
        for entrant in tournament.competitors
        if entrant.rated
        and federation_known(entrant.federation)
        and entrant.federation != tournament.host_federation
        and entrant.federation not in tournament.excluded_federations
    ]
    if women:
        titled = sum(map(_counts_for_women_swiss, foreign))
        text = gettext_noop(
            "%(foreign)s foreign FIDE-rated players (%(foreign_needed)s needed) from %(federations)s federations "
            "(%(federations_needed)s needed), %(titled)s of them with a FIDE title or rated %(rating)s or more "
            "(%(titled_needed)s needed)"
        )
        values = {"rating": _SWISS_WOMEN_RATED_AS_TITLED}
    else:
        titled = sum(entrant.title in {"GM", "IM"} for entrant in foreign)
        text = gettext_noop(
            "%(foreign)s foreign FIDE-rated players (%(foreign_needed)s needed) from %(federations)s federations "
            "(%(federations_needed)s needed), %(titled)s of them GM or IM (%(titled_needed)s needed)"
        )
        values = {}
    federations = len({entrant.federation for entrant in foreign})
    qualifies = len(foreign) >= _SWISS_FOREIGN_RATED and federations >= _SWISS_FEDERATIONS and titled >= _SWISS_TITLED
    values |= {
        "foreign": len(foreign),
        "foreign_needed": _SWISS_FOREIGN_RATED,
        "federations": federations,
        "federations_needed": _SWISS_FEDERATIONS,
        "titled": titled,
        "titled_needed": _SWISS_TITLED,
    }
    return qualifies, rule, message(text, **values)


def _exemption(tournament: TournamentFacts, context: NormContext) -> tuple[bool, str, Message] | None:
    final = exemptions.national_championship_final(tournament, context.player)
    if final:
        why = message(gettext_noop("%(event)s (taken as registered in advance)"), event=final[1])
        return True, _RULES[Rule.EXEMPT_NATIONAL_FINAL], why
    return _swiss_exemption(tournament, context.title)


def _federation_checks(opponents: Sequence[CountedGame], context: NormContext) -> tuple[list[Check], str | None]:
    """8.5–8.7, which 8.8 and 8.9 waive."""
    checks = [*check_foreign_players(opponents, context), check_federations_represented(opponents, context)]
    if all(check.ok for check in checks):
        return checks, None
    exemption = _exemption(context.tournament, context)
    if exemption is None:
        return checks, None
    qualifies, rule, why = exemption
    if qualifies:
        waived = message(
            gettext_noop("8.5–8.7 waived (%(why)s); not met otherwise: %(unmet)s"), why=why, unmet=unmet_checks(checks)
        )
        return [Check(rule, True, waived)], rule
    return [*checks, Check(rule, False, message(gettext_noop("not exempt: %(why)s%(note)s"), why=why, note=""))], None


def title_mix(title: str, opponents: Sequence[CountedGame]) -> tuple[bool, Message]:
    """10.1–10.4: the titled opponents a result needs."""
    held = Counter(game.title for game in opponents)
    strong = sum(
        game.rated and game.rating >= _TITLED_RATING and game.title not in {"GM", "IM", "WGM"} for game in opponents
    )
    group = held["GM"] + held["IM"] + held["WGM"] + strong
    if title == "GM":
        return held["GM"] >= 3, message(gettext_noop("%(gm)s GM, 3 needed"), gm=held["GM"])
    if title == "IM":
        ok = held["IM"] + held["GM"] >= 3 or held["GM"] >= 2
        text = gettext_noop("%(im)s IM and %(gm)s GM; 3 IM (or GM), or 2 GM needed")
        return ok, message(text, im=held["IM"], gm=held["GM"])
    values = {"gm": held["GM"], "im": held["IM"], "wgm": held["WGM"], "strong": strong}
    if title == "WGM":
        text = gettext_noop(
            "%(gm)s GM, %(im)s IM, %(wgm)s WGM, %(strong)s others rated 2300 or more: 3 of them needed [1990: the "
            "text omits the number; 3 read, as in 10.1, 10.3 and 10.4]"
        )
        return group >= 3, message(text, **values)
    text = gettext_noop(
        "%(wim)s WIM; %(gm)s GM, %(im)s IM, %(wgm)s WGM, %(strong)s others rated 2300 or more: 3 WIM, or 2 of the "
        "others, needed"
    )
    return held["WIM"] >= 3 or group >= 2, message(text, wim=held["WIM"], **values)


def check_title_mix(opponents: Sequence[CountedGame], title: str) -> Check:
    ok, detail = title_mix(title, opponents)
    return Check(_RULES[MO_RULE[title]], ok, detail)


def check_gm_rounds(tournament: TournamentFacts) -> Check:
    """5.4: for a GM result, double rounds on at most two days, and one round a day in the last three rounds."""
    dates = tournament.round_dates
    if len(dates) < tournament.rounds_scheduled:
        return Check(GM_ROUNDS_RULE, False, message(gettext_noop("a GM result needs the dates of every round: not given")))
    per_day = Counter(dates)
    # A day of three rounds breaks 5.4's first sentence (``schedule.check_rounds_a_day``); here it is a day of
    # more than one round, never "a day with two rounds".
    doubles = sum(rounds > 1 for rounds in per_day.values())
    last = dates[-_LAST_ROUNDS_ALONE:]
    alone = len(set(last)) == len(last) and all(per_day[day] == 1 for day in last)
    return Check(
        GM_ROUNDS_RULE,
        doubles <= _MOST_DOUBLE_ROUND_DAYS and alone,
        message(
            ngettext_lazy(
                "%(doubles)s day with more than one round, at most %(most)s; the last three rounds each alone on its "
                "day",
                "%(doubles)s days with more than one round, at most %(most)s; the last three rounds each alone on its "
                "day",
                "doubles",
            )
            if alone
            else ngettext_lazy(
                "%(doubles)s day with more than one round, at most %(most)s; the last three rounds not each alone on "
                "its day",
                "%(doubles)s days with more than one round, at most %(most)s; the last three rounds not each alone on "
                "its day",
                "doubles",
            ),
            doubles=doubles, most=_MOST_DOUBLE_ROUND_DAYS,
        ),
    )


@dataclass(frozen=True)
class _Averages:
    """11.1 with 9.1 or 9.2: the average with the candidate and without him, and the checks that show them."""

    with_candidate: int
    without: int
    checks: tuple[Check, Check]  # the basis (9.1 or 9.2), then the sum (11.1)


def _field_ratings(context: NormContext) -> list[int] | None:
    """9.1: every entrant's rating at the start, unrated ones at 8.31/8.33's value; None where the field is not
    given with its ratings."""
    field = context.tournament.participants
    if len(field) < 2 or any(entrant.rated and entrant.rating is None for entrant in field):
        return None
    unrated = _unrated_value(context.tournament)
    return [entrant.rating if entrant.rated else unrated for entrant in field]


def _averages(opponents: Sequence[CountedGame], context: NormContext, table: CategoryTable | None) -> _Averages:
    """9.1: in a round robin the average is fixed before the start, over the whole field, those who withdrew
    included; 9.2: in Swiss, Scheveningen and team events, after the opponents are known, the candidate and his
    opponents as in a round robin (also for a round robin whose field is not given: decisions.md item 120)."""
    system = context.tournament.system
    field = _field_ratings(context) if system.is_round_robin else None
    no_table = message(gettext_noop("the category is not shown: the table (§11) has not been entered"))
    if field is not None:
        candidate = _candidate_rating(context)
        with_candidate = rounded_ratio(sum(field), len(field))
        without = rounded_ratio(sum(field) - candidate, len(field) - 1)
        basis = message(
            gettext_noop("a round robin: the average is fixed before the start, over the whole field of %(players)s "
                         "players, those who withdrew included"),
            players=len(field),
        )
        total = message(
            gettext_noop("%(sum)s / %(players)s players = %(average)s; without the candidate %(without)s"),
            sum=sum(field), players=len(field), average=with_candidate, without=without,
        )
        rule = FIXED_AVERAGE_RULE
    else:
        total, with_candidate, without = _with_the_opponents(opponents, context)
        if system.is_round_robin:
            rule = FIXED_AVERAGE_RULE
            basis = message(gettext_noop("a round robin whose field is not given with its ratings: the average is "
                                         "taken over the candidate and his opponents"))
        else:
            rule = OPPONENTS_AVERAGE_RULE
            basis = message(
                gettext_noop("a %(system)s event: the average is taken once the opponents are known, the candidate "
                             "and his opponents as in a round robin"),
                system=message(system.value),
            )
    # Translators: the average's sum, then why no category is shown; keep both as they are.
    text = total if table else message(gettext_noop("%(average)s; %(category)s"), average=total, category=no_table)
    return _Averages(with_candidate, without, (Check(rule, True, basis), Check(_RULES[Rule.AVERAGE], True, text)))


def _with_the_opponents(opponents: Sequence[CountedGame], context: NormContext) -> tuple[Message, int, int]:
    """9.2 with 11.1: the candidate and each opponent once; and the opponents alone."""
    candidate = _candidate_rating(context)
    total = sum(game.rating for game in opponents)
    with_candidate = average_with_candidate(opponents, candidate)
    without = rounded_ratio(total, len(opponents))
    text = message(
        gettext_noop(
            "(%(candidate)s for the candidate + %(sum)s) / %(players)s players = %(average)s; the opponents alone "
            "%(opponents_average)s"
        ),
        candidate=candidate, sum=total, players=len(opponents) + 1, average=with_candidate, opponents_average=without,
    )
    return text, with_candidate, without


def minimum_category_score(category: Category, title: str, games: int) -> Fraction | None:
    """11.31/11.32: the lowest score, in half points, of at least the category's percentage of the games; None
    when no score reaches it (a percentage above 100 entered by mistake)."""
    return _lowest_score(games, lambda score: 100 * score >= category.percent[title] * games)


def _lowest_score(games: int, meets) -> Fraction | None:
    return next((Fraction(half, 2) for half in range(2 * games + 1) if meets(Fraction(half, 2))), None)


@dataclass(frozen=True)
class _Route:
    check: Check
    required: Fraction | None  # the lowest score the route accepts; None if none
    average: int  # the average the route judged by: the verdict's and the certificate's figure


def _category_route(average: int, score: Fraction, games: int, title: str, table: CategoryTable | None) -> _Route:
    """11.0 with 11.31/11.32: the category of the average, and the score it needs for the title."""
    if table is None:
        return _Route(
            Check(
                CATEGORY_RULE,
                False,
                message(
                    gettext_noop("the category table (§11) has not been entered: %(title)s results are judged by it"),
                    title=title,
                ),
            ),
            None,
            average,
        )
    category = table.category_for(average)
    percent = category.percent.get(title) if category else None
    if percent is None:
        if category:
            text = message(
                gettext_noop("average %(average)s: category %(category)s, no %(title)s result possible"),
                average=average, category=category.number, title=title,
            )
        else:
            text = message(
                gettext_noop("average %(average)s: no category, no %(title)s result possible"), average=average,
                title=title,
            )
        return _Route(Check(CATEGORY_RULE, False, text), None, average)
    required = minimum_category_score(category, title, games)
    if required is None:
        text = message(
            gettext_noop("average %(average)s: category %(category)s; %(percent)s %% of %(games)s games cannot be scored"),
            average=average, category=category.number, percent=percent, games=games,
        )
        return _Route(Check(CATEGORY_RULE, False, text), None, average)
    return _Route(
        Check(
            CATEGORY_RULE,
            score >= required,
            message(
                gettext_noop(
                    "average %(average)s: category %(category)s; %(percent)s %% of %(games)s games, %(required)s "
                    "needed, %(score)s scored"
                ),
                average=average, category=category.number, percent=percent, games=games, required=score_text(required),
                score=score_text(score),
            ),
        ),
        required,
        average,
    )


def _performance_required(average: int, games: int) -> Fraction | None:
    """9.21: the lowest score of a performance of 2600 or more against this average."""
    return _lowest_score(games, lambda points_: average + dp_for_score(points_, games) >= _GM_PERFORMANCE)


def _performance_route(opponents_average: int, with_candidate: int, score: Fraction, games: int) -> _Route:
    """9.21: a GM result the table would call inadequate counts if the performance is 2600 or more, the
    candidate included in the average or not, as he chooses (the better is taken)."""
    best = max(opponents_average, with_candidate)
    performance = best + dp_for_score(score, games) if games else None
    required = _performance_required(best, games)
    if with_candidate >= opponents_average:
        text = gettext_noop(
            "performance %(performance)s (average %(best)s, with the candidate; without %(without)s, with %(with)s), "
            "%(needed)s needed"
        )
    else:
        text = gettext_noop(
            "performance %(performance)s (average %(best)s, without the candidate; without %(without)s, with "
            "%(with)s), %(needed)s needed"
        )
    values = {"performance": str(performance), "best": best, "without": opponents_average, "with": with_candidate}
    return _Route(
        Check(
            _RULES[Rule.PERFORMANCE],
            performance is not None and performance >= _GM_PERFORMANCE,
            message(text, needed=_GM_PERFORMANCE, **values),
        ),
        required,
        best,
    )


def _score_check(
    title: str, score: Fraction, games: int, averages: tuple[int, int], table: CategoryTable | None
) -> _Route:
    opponents_average, with_candidate = averages
    category = _category_route(with_candidate, score, games, title, table)
    if title != "GM":
        return category
    performance = _performance_route(opponents_average, with_candidate, score, games)
    passing = [route for route in (category, performance) if route.check.ok]
    if not passing:
        return (
            performance
            if table is None
            else _Route(
                Check(
                    category.check.rule,
                    False,
                    message(
                        gettext_noop("%(category)s; 9.21: %(performance)s"), category=category.check.message,
                        performance=performance.check.message,
                    ),
                ),
                None,
                with_candidate,
            )
        )
    return min(passing, key=lambda route: route.required)


def _games_count(games: int, score: Fraction, required: Fraction) -> GamesCount:
    """10.10: one, two or three full points above the requirement count as as many more games."""
    extra = min(_MOST_EXTRA_GAMES, math.floor(score - required))
    return GamesCount(games + extra, games, required=required, extra=extra)


def _highest_averages(games: Sequence[CountedGame], count: int, candidate_rating: int) -> tuple[int, int]:
    """The highest averages (9.2, 11.1: the opponents alone, and with the candidate) of any ``count`` of
    ``games``: each counts its opponents once, so at least ``count`` / (most games against one opponent) of
    the highest-rated; exact for all of ``games`` when no opponent repeats."""
    ratings = sorted((game.rating for game in _distinct(games)), reverse=True)
    per_opponent = max(Counter(game.opponent for game in games).values())
    fewest = -(-count // per_opponent)
    sums = list(itertools.accumulate(ratings))
    with_candidate = max(
        _average_with_candidate_of(sums[opponents - 1], opponents, candidate_rating)
        for opponents in range(fewest, len(ratings) + 1)
    )
    return rounded_ratio(sums[fewest - 1], fewest), with_candidate


def drop_bound_1990(
    games: Sequence[CountedGame],
    count: int,
    score: Fraction,
    context: NormContext,
    rule: GamesRule,
    table: CategoryTable | None = None,
) -> int | None:
    """The most games any ``count`` of ``games`` scoring ``score`` could count for (9.21, 11.0, 10.10), by
    their ratings alone. Each route's required score falls as its average rises; a category is any whose
    averages begin at or below the highest average, so the bound holds for any table."""
    title = context.title
    opponents_average, with_candidate = _highest_averages(games, count, _candidate_rating(context))
    # 9.1: a round robin's average is the whole field's whatever games are left out; it may exceed the games'.
    field = _field_ratings(context) if context.tournament.system.is_round_robin else None
    if field is not None:
        with_candidate = max(with_candidate, rounded_ratio(sum(field), len(field)))
        without = rounded_ratio(sum(field) - _candidate_rating(context), len(field) - 1)
        opponents_average = max(opponents_average, without)
    required = [_performance_required(max(opponents_average, with_candidate), count)] if title == "GM" else []
    if table is not None:
        required += [
            minimum_category_score(category, title, count)
            for category in table.categories
            if category.lowest_average <= with_candidate and title in category.percent
        ]
    lowest = min((needed for needed in required if needed is not None), default=None)
    if lowest is None or score < lowest:
        return None
    return count + min(_MOST_EXTRA_GAMES, math.floor(score - lowest))


def assess_1990(
    games: Sequence[CountedGame], rule: GamesRule, context: NormContext, table: CategoryTable | None = None
) -> Assessment:
    """8.1–8.9, 9.1–9.3, 9.21, 10.1–10.4, 10.10, 11.0–11.2 and, for GM results, 5.4, on one set of games."""
    edition, title, tournament = EDITION_1990, context.title, context.tournament
    games_check = check_number_of_games(len(games), rule, edition)
    if not games:
        return Assessment(False, 0, None, (check_rounds(tournament), games_check), None, False)
    opponents = _distinct(games)
    counted = tally(games, title, edition, context.player.federation, context.distinct_opponents)
    federation, exemption = _federation_checks(opponents, context)
    averages = _averages(opponents, context, table)
    route = _score_check(title, counted.score, counted.games, (averages.without, averages.with_candidate), table)
    checks = [
        check_rounds(tournament),
        games_check,
        check_rated_players(opponents, context),
        *federation,
        check_titled_players(opponents, context),
        check_title_mix(opponents, title),
        *([check_gm_rounds(tournament)] if title == "GM" else []),
        *check_unrated_ratings(counted, edition),
        *averages.checks,
        route.check,
    ]
    achieved = all(check.ok for check in checks)
    counts_as_games = 0
    if achieved:
        count = _games_count(counted.games, counted.score, route.required)
        counts_as_games = count.total
        checks += games_count_checks(count, edition)
    return Assessment(achieved, counts_as_games, counted, tuple(checks), exemption, False, average=route.average)


# 5.5: the controls and the one allowed at most once per application.
_MOVES_IN_TWO_HOURS = 46
_SUDDEN_DEATH_MINUTES = 30
_SUDDEN_DEATH_SESSION_MINUTES = 7 * 60
_INCREMENT_SECONDS = 15
QUICK_FINISH = TimeControl((Period(120, 40), Period(60)))


def _within_pace(period: Period) -> bool:
    return period.moves is not None and period.moves * 120 <= _MOVES_IN_TWO_HOURS * period.minutes


def time_control_1990(control: TimeControl, start_date: date) -> tuple[bool, Message]:
    """5.5: no faster than 46 moves in 2 hours in the first part; a sudden-death finish of at least 30 minutes
    in sessions of at least seven hours; with increments, that pace at every stage and 15″ a move from move
    1; 40 moves in 2 hours and the rest in 1 hour, for one result per application."""
    described = control.description()
    if control == QUICK_FINISH:
        return True, message(gettext_noop("%(control)s: allowed, for one result per application only"), control=described)
    if control.increment_seconds:
        boundaries = {_MOVES_IN_TWO_HOURS, *itertools.accumulate(period.moves for period in control.periods[:-1])}
        paced = all(120 * moves <= _MOVES_IN_TWO_HOURS * control.minutes_for(moves) for moves in boundaries)
        ok = paced and control.increment_seconds >= _INCREMENT_SECONDS and control.increment_from_move == 1
        text = gettext_noop("%(control)s: at most 46 moves in 2 hours at every stage and 15″ a move from move 1 needed")
        return ok, message(text, control=described)
    first, last = control.periods[0], control.periods[-1]
    session = 2 * control.base_minutes
    finish_ok = last.moves is not None or (
        last.minutes >= _SUDDEN_DEATH_MINUTES and session >= _SUDDEN_DEATH_SESSION_MINUTES
    )
    return _within_pace(first) and finish_ok, message(
        gettext_noop(
            "%(control)s: at most 46 moves in 2 hours first; a sudden-death finish of at least %(minutes)s minutes "
            "only in sessions of 7 hours (this one: %(session)s)"
        ),
        control=described, minutes=_SUDDEN_DEATH_MINUTES, session=f"{session // 60}h{session % 60:02d}",
    )


def _frozen(mapping):
    return MappingProxyType(dict(mapping))


# 7.1 "En las dos semanas siguientes al final del Torneo"; 7.13 the corrected report "dentro de las cuatro semanas";
# 7.3 "más de un periodo de clasificación de retraso" (a period of six months, the lists being half-yearly), with no
# agreement that lifts it; 7.11 an unregistered event is sent only by the host federation.
REPORTING_1990 = ReportingRules(
    report_within=timedelta(weeks=2),
    correction_within=timedelta(weeks=4),
    late_limit_months=6,
    in_time_rule="7.1",
    correction_rule="7.13",
    too_late_rule="7.3",
    unregistered_rule="7.11",
    late_report_may_be_approved=False,
)


EDITION_1990 = Edition(
    name="1990",
    source="FIDE title regulations, Spanish text (Reglamento de títulos internacionales de la FIDE)",
    valid_from=EDITION_PERIODS["1990"][0],
    valid_until=EDITION_PERIODS["1990"][1],
    rule_numbers=_frozen(_RULES),
    # The text has no rule on titles already held: a general principle (decisions.md item 113).
    readings=_frozen({Rule.TITLE_ALREADY_HELD: "113"}),
    own_rules=frozenset(
        {
            ROUNDS_RULE, FEDERATIONS_RULE, SWISS_WOMEN_RULE, ZONAL_UNRATED_RULE, GM_ROUNDS_RULE, CATEGORY_RULE,
            FIXED_AVERAGE_RULE, OPPONENTS_AVERAGE_RULE,
        }
    ),
    # 9.21 gives a performance for GM results only; the rest is the category table's.
    performance_minimum=_frozen({"GM": _GM_PERFORMANCE}),
    minimum_average=_frozen({}),
    # No floor: nobody is raised.
    rating_floor=_frozen(dict.fromkeys(NORM_TITLES, 0)),
    unrated_titled_rating=_frozen({}),
    unrated_rating=_unrated_value,
    # Only for the certificate's totals: 10.1–10.4 count fixed numbers (``title_mix``).
    title_weights=_frozen({title: _frozen({title: Fraction(1)}) for title in NORM_TITLES}),
    minimum_rounding=Rounding.UP,
    exemptions=(),
    seven_game_events=frozenset(),
    eight_game_events=frozenset(),
    eight_of_nine_counts_as=None,
    prepaired_events_need=CompleteEvent.NOTHING,
    prepaired_events_use_all_rounds=False,
    twenty_game_events=frozenset(),
    uncapped_events=frozenset(),
    federationless=frozenset(),
    day_of_play_ratings_beyond_days=None,
    administration=Administration(
        time_control=time_control_1990, max_days=90, max_days_for_leagues=None,
        longer_events=frozenset({EventFlag.LEAGUE}),
    ),
    minimum_score_percent=0,
    assess=assess_1990,
    drop_bound=drop_bound_1990,
    reporting=REPORTING_1990,
    notes=_frozen(
        {
            Rule.EXTRA_GAMES: gettext_noop("at most 3"),
            Rule.UNRATED_RATING: gettext_noop("2000; 2100 in zonals of the men's World Championship (8.33)"),
        }
    ),
)
register_edition(EDITION_1990)


def with_category_table(table: CategoryTable) -> Edition:
    """The 1990 edition judging by the category table a federation entered."""
    return replace(
        EDITION_1990, assess=partial(assess_1990, table=table), drop_bound=partial(drop_bound_1990, table=table)
    )
