"""Properties of the engine on random records, and the search against an exhaustive oracle."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regulations import CompleteEvent, GameKind, Rule, TournamentSystem, edition_for, evaluate_all
from regulations.assessment import NormContext, assess
from regulations.opponents import classify
from regulations.rules import games_rule

from .builders import IN_2014_EDITION, IN_2024_EDITION, game, player, tournament

WOMAN = player(sex="F", title="WFM", rating=2350)
opponents = st.tuples(
    st.sampled_from(["1", "1", "1", "½", "½", "0"]),
    st.one_of(st.integers(1750, 2750), st.integers(2300, 2700), st.none()),
    st.sampled_from(["GM", "GM", "IM", "WGM", "WIM", "FM", "CM", ""]),
    st.sampled_from(["ENG", "GER", "FRA", "NED"]),
)
records = st.lists(opponents, min_size=9, max_size=12).map(
    lambda rows: [game(round, *row) for round, row in enumerate(rows, 1)]
)
events = st.sampled_from(
    [
        (TournamentSystem.ROUND_ROBIN, None),
        (TournamentSystem.SWISS, None),
        (TournamentSystem.SWISS, IN_2014_EDITION),
        (TournamentSystem.ROUND_ROBIN, IN_2014_EDITION),
        (TournamentSystem.SWISS, IN_2024_EDITION),
        (TournamentSystem.ROUND_ROBIN, IN_2024_EDITION),
    ]
)


def event(games, kind):
    system, start = kind
    return tournament(rounds=len(games), system=system, **({"start": start} if start else {}))


@settings(max_examples=150, deadline=None)
@given(records, events, st.randoms(use_true_random=False))
def test_a_verdict_does_not_depend_on_the_order_of_the_games(games, kind, rng):
    shuffled = list(games)
    rng.shuffle(shuffled)
    assert evaluate_all(event(games, kind), WOMAN, shuffled) == evaluate_all(event(games, kind), WOMAN, games)


@settings(max_examples=150, deadline=None)
@given(records, events)
def test_every_norm_is_confirmed_on_exactly_the_games_it_counted(games, kind):
    for verdict in evaluate_all(event(games, kind), WOMAN, games):
        if not verdict.achieved:
            continue
        counted = [game for game in games if game.round in verdict.counted_rounds]
        again = evaluate_all(event(games, kind), WOMAN, counted, titles=(verdict.title,))[0]
        assert again.achieved
        assert (again.games, again.score, again.average_rating, again.performance) == (
            verdict.games,
            verdict.score,
            verdict.average_rating,
            verdict.performance,
        )
        assert again.counts_as_games >= verdict.counts_as_games
        assert not any(dropped.by_choice for dropped in again.dropped_rounds)


@settings(max_examples=150, deadline=None)
@given(records, events)
def test_the_search_drops_only_wins_and_only_trailing_games(games, kind):
    results = {game.round: game.result for game in games}
    for verdict in evaluate_all(event(games, kind), WOMAN, games):
        chosen = [dropped for dropped in verdict.dropped_rounds if dropped.by_choice]
        ignored_later = [dropped.round for dropped in chosen if "later games ignored" in dropped.reason]
        assert all(results[dropped.round] == 1 for dropped in chosen if "won game ignored" in dropped.reason)
        assert all(round > max(verdict.counted_rounds) for round in ignored_later)


_MIX = (
    Rule.FOREIGN_FEDERATIONS,
    Rule.FEDERATION_MAXIMA,
    Rule.TITLE_HOLDERS,
    Rule.GM_OPPONENTS,
    Rule.IM_OPPONENTS,
    Rule.WGM_OPPONENTS,
    Rule.WIM_OPPONENTS,
)


def _complete_round_robin_allows_leaving_games_out(complete, edition):
    """2014 §1.42e(c)/1.42f: every requirement but the score; 2024 §1.4.1f: the mix."""
    unmet = {check.rule for check in complete.checks if not check.ok}
    if edition.prepaired_events_need is CompleteEvent.THE_MIX:
        return not unmet & {edition.rule(rule) for rule in _MIX}
    return unmet <= {edition.rule(Rule.PERFORMANCE), edition.rule(Rule.MINIMUM_SCORE)}


def _oracle(games, facts, title):
    """Every set the rules allow, judged one by one; the best achieved one as (games counted towards 27,
    −games left out), or None."""
    edition = edition_for(facts.start_date)
    double = facts.system is TournamentSystem.DOUBLE_ROUND_ROBIN
    players = len({game.opponent_id for game in games}) + 1
    context = NormContext(facts, WOMAN, title, edition, double, players)
    rule = games_rule(facts, edition)
    record = classify(games, facts, edition).counted
    shortest = rule.minimum
    if facts.system.is_round_robin and edition.prepaired_events_need is not CompleteEvent.NOTHING:
        complete = assess(record, rule, context)
        if not _complete_round_robin_allows_leaving_games_out(complete, edition):
            return (complete.counts_as_games, 0) if complete.achieved else None
        if edition.prepaired_events_use_all_rounds:
            shortest = len(record)
    best = None
    for length in range(len(record), shortest - 1, -1):
        prefix = record[:length]
        wins = [game for game in prefix if game.won]
        for size in range(length - rule.minimum + 1):
            for dropped in itertools.combinations(wins, size):
                kept = [game for game in prefix if game not in dropped]
                judged = assess(kept, rule, context)
                if judged.achieved:
                    best = max(best or (0, -99), (judged.counts_as_games, len(kept) - len(record)))
    return best


def _agrees_with_the_oracle(games, facts):
    for verdict in evaluate_all(facts, WOMAN, games):
        best = _oracle(games, facts, verdict.title)
        assert verdict.achieved is (best is not None)
        if best:
            left_out = sum(dropped.by_choice for dropped in verdict.dropped_rounds)
            assert (verdict.counts_as_games, -left_out) == best
        yield verdict


oracle_events = st.sampled_from(
    [
        (TournamentSystem.SWISS, None),
        (TournamentSystem.ROUND_ROBIN, None),
        (TournamentSystem.SWISS, IN_2014_EDITION),
        (TournamentSystem.ROUND_ROBIN, IN_2014_EDITION),
        (TournamentSystem.SWISS, IN_2024_EDITION),
        (TournamentSystem.ROUND_ROBIN, IN_2024_EDITION),
    ]
)


@settings(max_examples=150, deadline=None)
@given(records, oracle_events)
def test_the_search_finds_the_best_set_and_never_less_than_the_whole_record(games, kind):
    for _ in _agrees_with_the_oracle(games, event(games, kind)):
        pass


double_round_robins = st.lists(opponents, min_size=5, max_size=6).flatmap(
    lambda field: st.lists(st.sampled_from(["1", "1", "½", "0"]), min_size=2 * len(field), max_size=2 * len(field)).map(
        lambda results: [
            game(round, result, *field[(round - 1) % len(field)][1:], opponent_id=200 + (round - 1) % len(field))
            for round, result in enumerate(results, 1)
        ]
    )
)


@pytest.mark.parametrize("start", [None, IN_2014_EDITION, IN_2024_EDITION], ids=["2009", "2014", "2024"])
@settings(max_examples=60, deadline=None)
@given(double_round_robins)
def test_the_search_finds_the_best_set_in_double_round_robins(start, games):
    for _ in _agrees_with_the_oracle(games, event(games, (TournamentSystem.DOUBLE_ROUND_ROBIN, start))):
        pass


@pytest.mark.parametrize(
    "kind",
    [
        (TournamentSystem.SWISS, None),
        (TournamentSystem.SWISS, IN_2024_EDITION),
        (TournamentSystem.ROUND_ROBIN, IN_2024_EDITION),
    ],
    ids=["swiss-2009", "swiss-2024", "round-robin-2024"],
)
def test_the_oracle_comparison_is_not_vacuous(kind):
    rng = random.Random(2009)
    verdicts = []
    for _ in range(80):
        rows = [
            (
                rng.choice(["1", "1", "1", "½", "½", "0"]),
                rng.choice([None, rng.randint(1750, 2750), rng.randint(2300, 2700)]),
                rng.choice(["GM", "GM", "IM", "WGM", "WIM", "FM", "CM", ""]),
                rng.choice(["ENG", "GER", "FRA", "NED"]),
            )
            for _ in range(rng.randint(9, 12))
        ]
        games = [game(round, *row) for round, row in enumerate(rows, 1)]
        verdicts += _agrees_with_the_oracle(games, event(games, kind))
    achieved = [verdict for verdict in verdicts if verdict.achieved]
    assert len(achieved) >= 40
    assert sum(any(dropped.by_choice for dropped in verdict.dropped_rounds) for verdict in achieved) >= 10


kinds = st.sampled_from([GameKind.PLAYED] * 6 + [GameKind.FORFEIT_WIN, GameKind.FORFEIT_LOSS, GameKind.BYE_PAIRING])
records_with_forfeits = st.lists(st.tuples(opponents, kinds), min_size=8, max_size=11).map(
    lambda rows: [game(round, *row, kind=kind) for round, (row, kind) in enumerate(rows, 1)]
)


@settings(max_examples=100, deadline=None)
@given(records_with_forfeits, events, st.randoms(use_true_random=False))
def test_order_does_not_matter_with_forfeits_and_byes_either(games, kind, rng):
    shuffled = list(games)
    rng.shuffle(shuffled)
    assert evaluate_all(event(games, kind), WOMAN, shuffled) == evaluate_all(event(games, kind), WOMAN, games)
