"""Choosing the games a norm is judged on: the whole record, or the record less won games (1.42e in
2009, 1.42f in 2014, 1.4.1f in 2024) and/or less the games after a title result (1.42f / 1.42e / 1.4.1e),
whichever is best.

Best means: a norm before no norm, then more games counted towards the 27, then fewer games left out.
The whole record is always a candidate, so the search never reports less than it. Only wins are ever
dropped and only trailing games ignored; nothing else is tried.

Pruning rests on one exchange argument: for a fixed number of dropped wins the score and the number
of games are fixed, and dropping a lower-rated win instead of a higher one never lowers the average
(also after the 1.46c raise, which grows by at most the difference). So the k lowest wins still
droppable give the best average a branch can reach: a branch whose best average cannot beat the best
result so far is cut, and a branch whose best set is a norm needs no further look. In a double round
robin the raise covers both games against the lowest opponent and the argument fails: there the average
is only bounded, and the search goes on while the bound can beat the best so far. Wins of the same kind
(same title, rating status, federation, and opponent in a double round robin) are interchangeable for the
mix, so only the lowest of a kind are ever dropped first.

1990 (8.32: "cualquier oponente al que haya derrotado", keeping 9 games; 10.9) and 2001 (2.1, from 10
rounds) are searched the same way over the same sets, with their own score rules as the bound
(``Edition.drop_bound``) and no bounds on the mix. The exchange argument holds for them too: their averages
only rise with a kept opponent's rating (2001 raises the two lowest), and of two wins of one kind the
higher-rated counts at least as much for every share (1990 8.4 and 10.2/10.4 count a rating of 2300 as a
title; 2001 2.4 counts a raised unrated opponent as rated). Both count every opponent once, so where one
repeats, a branch's cheapest set is not always its best, as in a double round robin. For 1990 judged by a
category table, this assumes its percentages do not rise with the average (decisions.md, item 82).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .assessment import Assessment, NormContext, assess
from .editions import CompleteEvent, Rule
from .facts import TITLE_HOLDER_TITLES, GameKind
from .messages import gettext_noop, message
from .opponents import Classified, CountedGame
from .requirements import opponent_requirements
from .rules import GamesRule, count_games, games_rule, uses_short_table
from .tables import dp_for_score, rounded_ratio
from .verdict import Check, DroppedRound, unmet_checks

__all__ = ["Selection", "best_selection"]

_EIGHT_OF_NINE_KINDS = (GameKind.FORFEIT_WIN, GameKind.BYE_PAIRING)
# The requirements of the mix of opponents (federations, exemptions and titles), which 2024 §1.4.1f asks of
# the complete round robin.
_MIX_RULES = (
    Rule.FOREIGN_FEDERATIONS,
    Rule.FEDERATION_MAXIMA,
    Rule.EXEMPT_NATIONAL_FINAL,
    Rule.EXEMPT_NATIONAL_TEAM,
    Rule.EXEMPT_ZONAL,
    Rule.EXEMPT_QC_APPROVED,
    Rule.EXEMPT_SWISS,
    Rule.TITLE_HOLDERS,
    Rule.GM_OPPONENTS,
    Rule.IM_OPPONENTS,
    Rule.WGM_OPPONENTS,
    Rule.WIM_OPPONENTS,
    Rule.DOUBLE_ROUND_ROBIN,
)


@dataclass(frozen=True)
class Selection:
    games: tuple[CountedGame, ...]
    dropped: tuple[DroppedRound, ...]
    assessment: Assessment
    extra_checks: tuple[Check, ...] = ()

    @property
    def rank(self) -> tuple[bool, int, int]:
        return self.assessment.achieved, self.assessment.counts_as_games, -len(self.dropped)


def _select(games: Sequence[CountedGame], rule: GamesRule, context: NormContext, **extra) -> Selection:
    return Selection(tuple(games), assessment=assess(games, rule, context), **extra)


def _full_record_rule(classified: Classified, context: NormContext) -> GamesRule:
    """1.41c (2014; 1.4.1c in 2024): in a 9-round event, 8 games after a forfeit win or a pairing bye make an
    8-game norm, which 2024 counts as 9."""
    edition = context.edition
    rule = games_rule(context.tournament, edition)
    eight_of_nine = (
        edition.eight_of_nine_counts_as is not None
        and rule.minimum == 9
        and context.tournament.rounds_scheduled == 9
        and len(classified.counted) == 8
        and len(classified.excluded_kinds) == 1
        and classified.excluded_kinds[0] in _EIGHT_OF_NINE_KINDS
    )
    if not eight_of_nine:
        return rule
    missing = classified.excluded[0].round
    return GamesRule(
        8,
        Rule.EIGHT_OF_NINE,
        message(
            gettext_noop("round %(round)s: %(kind)s in a 9-round event"), round=missing,
            kind=message(classified.excluded_kinds[0].value),
        ),
        counted_as_nine=edition.eight_of_nine_counts_as == 9,
    )


def _last_round_forfeit(classified: Classified, context: NormContext) -> Selection | None:
    """1.42c (2009; 1.42d in 2014): the player needed the last-round game for the count and could afford to
    lose it; the opponent forfeited, so the game counts as that loss."""
    edition = context.edition
    rule = games_rule(context.tournament, edition)
    forfeit = classified.last_round_forfeit
    if forfeit is None or len(classified.counted) >= rule.minimum:
        return None
    detail = message(
        gettext_noop(
            "round %(round)s: the opponent forfeited the last round, which the player needed for %(minimum)s games; "
            "counted as the loss the player could afford%(note)s"
        ),
        round=forfeit.round, minimum=rule.minimum, note=edition.note(Rule.LAST_ROUND_FORFEIT),
    )
    games = (*classified.counted, forfeit)
    rescue = Check(edition.rule(Rule.LAST_ROUND_FORFEIT), True, detail)
    return _select(games, rule, context, dropped=(), extra_checks=(rescue,))


class _MixBounds:
    """Necessary conditions of 1.43–1.46a on a set of dropped wins, for counts per game (not in a double
    round robin, where opponents are counted once). What drops can only lower (norm-title weight,
    title-holders, foreign federations) must stay high enough; what the drops must lower (unrated, own
    federation, any one federation) must be lowerable enough, and where only title-holders can lower it,
    their loss is charged. A cut here never loses a norm: the assessment still judges every candidate.
    """

    def __init__(self, prefix: Sequence[CountedGame], games_left: int, context: NormContext) -> None:
        need = opponent_requirements(games_left, context.edition)
        # Weights in halves (1.5 IM → 3), to stay in integers.
        weights = context.edition.title_weights[context.title]
        self.half_weights = {held: int(weight * 2) for held, weight in weights.items()}
        self.spare_weight = sum(map(self._weight, prefix)) - 2 * need.norm_title_opponents
        self.spare_holders = sum(map(_holds_title, prefix)) - need.title_holders
        self.excess_unrated = sum(not game.rated for game in prefix) - need.max_unrated
        own = context.player.federation
        federations = Counter(game.federation for game in prefix if game.federation is not None)
        maximum = {fed: need.max_own_federation if fed == own else need.max_one_federation for fed in federations}
        self.federation_rules = not _exempt(context)
        self.excess = {fed: count - maximum[fed] for fed, count in federations.items() if count > maximum[fed]}
        self.foreign = {fed: count for fed, count in federations.items() if fed != own}
        self.min_other = need.min_other_federations

    def _weight(self, game: CountedGame) -> int:
        return self.half_weights.get(game.title, 0)

    def _forced_holders(self, needed: int, candidates: Sequence[CountedGame]) -> list[int]:
        """The lightest weights of the title-holders that must be among ``needed`` drops from ``candidates``
        once every untitled candidate is dropped first."""
        untitled = sum(not _holds_title(game) for game in candidates)
        holders = sorted(self._weight(game) for game in candidates if _holds_title(game))
        return holders[: max(0, needed - untitled)]

    def _must_lower(self, chosen: Sequence[CountedGame], remaining: Sequence[CountedGame]) -> list[tuple[int, list]]:
        """(drops still needed, candidates) for the unrated count, then for each federation over its maximum."""
        musts = [(self.excess_unrated - sum(not game.rated for game in chosen), [g for g in remaining if not g.rated])]
        if self.federation_rules:
            dropped = Counter(game.federation for game in chosen)
            musts += [
                (excess - dropped[fed], [game for game in remaining if game.federation == fed])
                for fed, excess in self.excess.items()
            ]
        return musts

    def possible(self, chosen: Sequence[CountedGame], remaining: Sequence[CountedGame], still: int) -> bool:
        """Can ``chosen`` plus ``still`` more of ``remaining`` meet the counts?"""
        musts = self._must_lower(chosen, remaining)
        if any(needed > min(still, len(candidates)) for needed, candidates in musts):
            return False
        if sum(max(0, needed) for needed, _ in musts[1:]) > still:
            return False
        if self.federation_rules and not self._enough_foreign_federations(chosen):
            return False
        forced_unrated = self._forced_holders(*musts[0])
        # Federations are disjoint: what each of them forces adds up.
        forced_by_federations = [weight for must in musts[1:] for weight in self._forced_holders(*must)]
        holders = sorted(self._weight(game) for game in remaining if _holds_title(game))
        holders_dropped = max(still - (len(remaining) - len(holders)), len(forced_unrated), len(forced_by_federations))
        weight_dropped = max(sum(holders[:holders_dropped]), sum(forced_unrated), sum(forced_by_federations))
        return (
            sum(map(_holds_title, chosen)) + holders_dropped <= self.spare_holders
            and sum(map(self._weight, chosen)) + weight_dropped <= self.spare_weight
        )

    def _enough_foreign_federations(self, chosen: Sequence[CountedGame]) -> bool:
        dropped = Counter(game.federation for game in chosen)
        return sum(count > dropped[fed] for fed, count in self.foreign.items()) >= self.min_other


def _holds_title(game: CountedGame) -> bool:
    return game.title in TITLE_HOLDER_TITLES


def _exempt(context: NormContext) -> bool:
    answers = (exemption.qualifies(context.tournament, context.player) for exemption in context.edition.exemptions)
    return any(answer and answer[0] for answer in answers)


@dataclass(frozen=True)
class _Prefix:
    """The first games of the record (the rest ignored under 1.42f), with what every k shares."""

    games: tuple[CountedGame, ...]
    later: tuple[CountedGame, ...]
    wins: tuple[CountedGame, ...]  # lowest rating first
    ratings: tuple[tuple[int, int], ...]  # (rating, round) of every game, lowest first
    score: Fraction
    rating_sum: int
    games_per_opponent: int

    @classmethod
    def of(cls, record: Sequence[CountedGame], length: int) -> _Prefix:
        games = tuple(record[:length])
        return cls(
            games=games,
            later=tuple(record[length:]),
            wins=tuple(sorted((game for game in games if game.won), key=lambda game: (game.rating, game.round))),
            ratings=tuple(sorted((game.rating, game.round) for game in games)),
            score=Fraction(sum(game.half_points for game in games), 2),
            rating_sum=sum(game.rating for game in games),
            games_per_opponent=max(Counter(game.opponent for game in games).values()),
        )


class _DropSearch:
    """The best subset of one prefix of the record with exactly k wins left out."""

    def __init__(self, prefix: _Prefix, k: int, rule: GamesRule, context: NormContext, best: Selection) -> None:
        self.prefix, self.k, self.rule, self.context, self.best = prefix, k, rule, context, best
        self.games = len(prefix.games) - k
        self.score = prefix.score - k
        self.floor = context.edition.rating_floor[context.title]
        self.mix: _MixBounds | None = None
        self.edition_bound = context.edition.drop_bound
        # In a double round robin the 1.46c raise covers every game against the lowest opponent, so leaving
        # out both games against one opponent can give a higher average than leaving out the lowest wins:
        # there, a branch whose cheapest set is a norm may still hold a better one. 1990 and 2001 count every
        # opponent once in any event, so the same holds wherever an opponent repeats.
        if self.edition_bound is None:
            self.cheapest_norm_is_best = not context.distinct_opponents
        else:
            self.cheapest_norm_is_best = prefix.games_per_opponent == 1

    def _kind(self, game: CountedGame) -> tuple:
        return game.title, game.rated, game.federation, None if self.cheapest_norm_is_best else game.opponent

    def _average_bound(self, dropped: Sequence[CountedGame]) -> int:
        if self.context.distinct_opponents:
            # The raised opponent may be met twice: bound the 1.46c raise generously.
            raised = self.prefix.games_per_opponent * max(0, self.floor - self.prefix.ratings[0][0])
        else:
            rounds = {game.round for game in dropped}
            lowest_kept = next(rating for rating, round in self.prefix.ratings if round not in rounds)
            raised = max(0, self.floor - lowest_kept)
        total = self.prefix.rating_sum - sum(game.rating for game in dropped) + raised
        return rounded_ratio(total, self.games)

    def _count_bound(self, dropped: Sequence[CountedGame]) -> int | None:
        """The most games a set of the branch could count for; None if none of them can be a norm."""
        if self.edition_bound is not None:
            rounds = {game.round for game in dropped}
            kept = [game for game in self.prefix.games if game.round not in rounds]
            games = kept if self.cheapest_norm_is_best else self.prefix.games
            return self.edition_bound(games, self.games, self.score, self.context, self.rule)
        count = count_games(
            self.games,
            self.score,
            self._average_bound(dropped),
            self.context.title,
            self.rule,
            self.context.tournament,
            self.context.edition,
        )
        return None if count is None else count.total

    def _promising(self, dropped: Sequence[CountedGame]) -> bool:
        total = self._count_bound(dropped)
        if total is None:
            return False
        best = self.best.assessment
        left_out = len(self.prefix.later) + self.k
        return not best.achieved or (total, -left_out) > (best.counts_as_games, -len(self.best.dropped))

    def _try(self, dropped: Sequence[CountedGame]) -> bool:
        rounds = {game.round for game in dropped}
        kept = [game for game in self.prefix.games if game.round not in rounds]
        edition = self.context.edition
        reasons = [
            DroppedRound(
                game.round,
                message(gettext_noop("%(rule)s: won game ignored"), rule=edition.rule(Rule.DROP_WINS)),
                by_choice=True,
            )
            for game in dropped
        ]
        reasons += [
            DroppedRound(
                game.round,
                message(
                    gettext_noop("%(rule)s: later games ignored after the title result of round %(round)s"),
                    rule=edition.rule(Rule.IGNORE_LATER_GAMES), round=self.prefix.games[-1].round,
                ),
                by_choice=True,
            )
            for game in self.prefix.later
        ]
        candidate = _select(kept, self.rule, self.context, dropped=tuple(sorted(reasons, key=lambda d: d.round)))
        if candidate.assessment.achieved and candidate.rank > self.best.rank:
            self.best = candidate
        return candidate.assessment.achieved

    def run(self) -> Selection:
        if self._promising(self.prefix.wins[: self.k]):
            # The mix bounds describe 1.43–1.46a: not the rules of 1990 and 2001.
            per_game_counts = not (
                self.edition_bound is not None
                or self.context.distinct_opponents
                or self.context.tournament.flags & self.context.edition.twenty_game_events
                or uses_short_table(self.games, self.rule)
            )
            self.mix = _MixBounds(self.prefix.games, self.games, self.context) if per_game_counts else None
            self._visit(0, (), frozenset(), assessed=False)
        return self.best

    def _visit(self, start: int, chosen: tuple[CountedGame, ...], closed: frozenset, assessed: bool) -> None:
        """Branch on the lowest droppable win: drop it, or keep it and every win of its kind."""
        wins = self.prefix.wins
        remaining = [index for index in range(start, len(wins)) if self._kind(wins[index]) not in closed]
        still = self.k - len(chosen)
        if len(remaining) < still:
            return
        if self.mix and not self.mix.possible(chosen, [wins[index] for index in remaining], still):
            return
        cheapest = chosen + tuple(wins[index] for index in remaining[:still])
        if not self._promising(cheapest):
            return
        worth_assessing = not assessed and (self.mix is None or self.mix.possible(cheapest, (), 0))
        if (worth_assessing and self._try(cheapest) and self.cheapest_norm_is_best) or still == 0:
            return
        following = remaining[0]
        game = wins[following]
        self._visit(following + 1, (*chosen, game), closed, assessed=True)
        self._visit(following + 1, chosen, closed | {self._kind(game)}, assessed=False)


def _unmet_over_the_complete_event(complete: Selection, context: NormContext) -> list[Check]:
    edition = context.edition
    checks = [check for check in complete.assessment.checks if not check.ok]
    if edition.prepaired_events_need is CompleteEvent.THE_MIX:
        mix_rules = {edition.rule(rule) for rule in _MIX_RULES if edition.has(rule)}
        return [check for check in checks if check.rule in mix_rules]
    score_rules = {edition.rule(Rule.PERFORMANCE), edition.rule(Rule.MINIMUM_SCORE)}
    return [check for check in checks if check.rule not in score_rules]


def _prepaired_restriction(complete: Selection, context: NormContext) -> Check | None:
    """1.42e(c)/1.42f (2014): in an event paired in advance, games may be left out only if the complete
    event meets every requirement except the score; 1.4.1f (2024): only if it meets the mix. None when the
    edition or the event has no such rule."""
    edition = context.edition
    need = edition.prepaired_events_need
    if need is CompleteEvent.NOTHING or not context.tournament.system.is_round_robin:
        return None
    rule, note = edition.rule(Rule.PREPAIRED_EVENTS), edition.note(Rule.PREPAIRED_EVENTS)
    unmet = _unmet_over_the_complete_event(complete, context)
    if unmet:
        return Check(
            rule,
            False,
            message(
                gettext_noop(
                    "games may not be left out of this round robin: the complete event does not meet %(need)s "
                    "(%(unmet)s)%(note)s"
                ),
                need=message(need.value), unmet=unmet_checks(unmet), note=note,
            ),
        )
    if edition.prepaired_events_use_all_rounds:
        text = message(
            gettext_noop(
                "round robin: the complete event meets %(need)s; all scheduled rounds are used, only won games may "
                "be left out (%(rule)s)%(note)s"
            ),
            need=message(need.value), rule=edition.rule(Rule.IGNORE_LATER_GAMES), note=note,
        )
    else:
        text = message(gettext_noop("round robin: the complete event meets %(need)s%(note)s"), need=message(need.value),
                       note=note)
    return Check(rule, True, text)


def _leaving_games_out_could_help(record: Sequence[CountedGame], rule: GamesRule, context: NormContext) -> bool:
    """A cheap necessary condition for any shorter set to make a norm: its average is at most that of the
    strongest opponents (the lowest of them raised to the floor, in every game against him), and leaving
    out wins or trailing games scores no better than the best-scoring prefix."""
    if len(record) < rule.minimum:
        return False
    edition, title = context.edition, context.title
    strongest = sorted((game.rating for game in record), reverse=True)[: rule.minimum]
    games_per_opponent = max(Counter(game.opponent for game in record).values())
    raised = games_per_opponent * max(0, edition.rating_floor[title] - strongest[-1])
    average = rounded_ratio(sum(strongest) + raised, rule.minimum)
    half_points = 0
    best_dp = None
    for length, game in enumerate(record, 1):
        half_points += game.half_points
        if length >= rule.minimum:
            difference = dp_for_score(Fraction(half_points, 2), length)
            best_dp = difference if best_dp is None else max(best_dp, difference)
    return (
        best_dp is not None
        and average >= edition.minimum_average[title]
        and average + best_dp >= edition.performance_minimum[title]
    )


def _with_check(selection: Selection, check: Check | None) -> Selection:
    if check is None:
        return selection
    return Selection(selection.games, selection.dropped, selection.assessment, (*selection.extra_checks, check))


def best_selection(classified: Classified, context: NormContext) -> Selection:
    edition = context.edition
    complete = _select(classified.counted, _full_record_rule(classified, context), context, dropped=())
    forfeit = _last_round_forfeit(classified, context)
    if forfeit is not None and forfeit.rank > complete.rank:
        complete = forfeit
    restriction = _prepaired_restriction(complete, context)
    if restriction is not None and not restriction.ok:
        return _with_check(complete, restriction)
    # 2001 §2.1: games are left out only "Wenn ein Turnier mehr als 9 Runden hat".
    if context.tournament.rounds_scheduled < edition.fewest_rounds_to_leave_games_out:
        return complete
    rule = games_rule(context.tournament, edition)
    record = classified.counted
    best = complete
    # The cheap test is 1.48's; 1990 and 2001 are bounded branch by branch (``Edition.drop_bound``).
    could_help = edition.drop_bound is not None or _leaving_games_out_could_help(record, rule, context)
    if not (best.assessment.achieved or could_help):
        return best
    # 2024 §1.4.1e: a round robin uses all its scheduled rounds, so only the whole record's wins may go.
    all_rounds = context.tournament.system.is_round_robin and edition.prepaired_events_use_all_rounds
    shortest = len(record) if all_rounds else rule.minimum
    for length in range(len(record), shortest - 1, -1):
        prefix = _Prefix.of(record, length)
        for k in range(min(len(prefix.wins), length - rule.minimum) + 1):
            if prefix.later or k:
                best = _DropSearch(prefix, k, rule, context, best).run()
    return best if best is complete else _with_check(best, restriction)
