"""The cheap bound that spares most players of a large open the search for a better set of games
(``search._leaving_games_out_could_help``, 1.48) is sound: whenever it says that leaving games out cannot help,
the full search, run without the bound, finds no norm either."""

from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from regulations import TournamentSystem, edition_for
from regulations import search as search_module
from regulations.assessment import NormContext
from regulations.engine import _meets_an_opponent_again
from regulations.facts import NORM_TITLES
from regulations.opponents import classify
from regulations.rules import games_rule

from .builders import IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION, game, player, tournament

WOMAN = player(sex="F", title="WFM", rating=2350)
# From club players to grandmasters, so that the bound answers both ways.
opponents = st.tuples(
    st.sampled_from(["1", "1", "1", "½", "½", "0"]),
    st.one_of(st.integers(1400, 2750), st.integers(2200, 2700), st.none()),
    st.sampled_from(["GM", "IM", "WGM", "WIM", "FM", "CM", ""]),
    st.sampled_from(["ENG", "GER", "FRA", "NED"]),
)
records = st.lists(opponents, min_size=9, max_size=13).map(
    lambda rows: [game(round, *row) for round, row in enumerate(rows, 1)]
)
systems = st.sampled_from([TournamentSystem.SWISS, TournamentSystem.ROUND_ROBIN, TournamentSystem.DOUBLE_ROUND_ROBIN])
starts = st.sampled_from([IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION])


def _judged(games, system, start, title):
    """(what the bound says, the search's best selection with the bound switched off, the whole record's)"""
    facts = tournament(rounds=len(games), system=system, start=start)
    edition = edition_for(start)
    classified = classify(games, facts, edition)
    context = NormContext(
        facts, WOMAN, title, edition, _meets_an_opponent_again(facts, classified), len(games) + 1
    )
    bound = search_module._leaving_games_out_could_help(classified.counted, games_rule(facts, edition), context)
    with mock.patch.object(search_module, "_leaving_games_out_could_help", return_value=True):
        unbounded = search_module.best_selection(classified, context)
    return bound, unbounded


@settings(max_examples=300, deadline=None)
@given(records, systems, starts, st.sampled_from(NORM_TITLES))
def test_when_the_bound_says_skip_the_full_search_finds_no_norm(games, system, start, title):
    bound, unbounded = _judged(games, system, start, title)
    if not bound:
        assert not unbounded.assessment.achieved
        assert not unbounded.dropped


def test_the_bound_both_skips_and_lets_through():
    """Not vacuous: on records the property draws from, the bound skips some and lets some through, and among
    those let through the search finds norms."""
    strong = [game(round, "1", 2600, "GM", fed) for round, fed in enumerate(["GER", "FRA", "NED"] * 3, 1)]
    weak = [game(round, "½", 1500, "", "GER") for round in range(1, 10)]
    assert _judged(strong, TournamentSystem.SWISS, IN_2009_EDITION, "GM") == (True, mock.ANY)
    assert _judged(strong, TournamentSystem.SWISS, IN_2009_EDITION, "GM")[1].assessment.achieved
    bound, unbounded = _judged(weak, TournamentSystem.SWISS, IN_2009_EDITION, "WIM")
    assert not bound and not unbounded.assessment.achieved
