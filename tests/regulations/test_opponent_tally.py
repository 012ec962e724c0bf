"""How the counted games are tallied for 1.43–1.47 and the IT1 totals: the opponents' identities (1.45f), the
1.46c raise at the floor itself, and the federation counts (1.43, 1.44a) when no opponent, or none of the
player's own federation, has one."""

from dataclasses import replace

import pytest

from regulations import get_edition
from regulations.opponents import classify, norm_totals, tally

from .builders import GM_NORM_9, IN_2009_EDITION, IN_2024_EDITION, record, tournament

EDITION_2009 = get_edition("2009")
EDITION_2024 = get_edition("2024")


def counted(games, start=IN_2009_EDITION, edition=EDITION_2009):
    return classify(games, tournament(rounds=len(games), start=start), edition).counted


def test_1_45f_opponents_without_an_identity_are_different_players_in_each_round():
    """A caller that knows no opponent ids (a hand-entered list) still has nine opponents, four of them GMs, when
    titles are counted once per opponent."""
    games = [replace(game, opponent_id=None) for game in record(GM_NORM_9)]
    found = tally(counted(games), "GM", EDITION_2009, "ENG", distinct_opponents=True)
    assert (found.opponents, found.norm_title_counts["GM"], found.title_holders) == (9, 4, 6)


@pytest.mark.parametrize(("rating", "raised"), [(2200, False), (2199, True)])
def test_1_46c_an_opponent_at_the_gm_floor_is_not_raised(rating, raised):
    """1.46c: "the lowest rated opponent shall be deemed to have a rating of the floor": only one below it."""
    rows = [*GM_NORM_9[:8], ("0", rating, "", "GER")]
    found = tally(counted(record(rows)), "GM", EDITION_2009, "ENG", distinct_opponents=False)
    assert bool(found.raised) is raised
    assert found.rating_sum == sum(row[1] for row in GM_NORM_9[:8]) + 2200


def test_a_tally_needs_counted_games():
    with pytest.raises(ValueError, match="^no counted games to tally$"):
        tally([], "GM", EDITION_2009, "ENG", distinct_opponents=False)


def test_2024_1_4_2a_opponents_of_no_federation_make_no_largest_federation():
    """2024 §1.4.2a: FID players count, but belong to no federation: none is the largest, with nobody in it."""
    rows = [(result, rating, title, "FID") for result, rating, title, _federation in GM_NORM_9]
    games = counted(record(rows), IN_2024_EDITION, EDITION_2024)
    found = tally(games, "GM", EDITION_2024, "ENG", distinct_opponents=False)
    assert (found.largest_federation, found.federationless, found.own_federation) == ((None, 0), 9, 0)


def test_1_44a_the_largest_federation_named_does_not_depend_on_the_order_of_the_rounds():
    """1.44a counts the opponents of one federation; of two federations equally large the check names the same
    one whatever the order the games were played in, so that judging the file again gives the same words."""
    rows = [("1", 2500, "GM", "GER")] * 3 + [("1", 2500, "GM", "ESP")] * 3 + [("½", 2450, "IM", "FRA")] * 3
    games = counted(record(rows))
    forwards = tally(games, "GM", EDITION_2009, "ENG", distinct_opponents=False).largest_federation
    backwards = tally(games[::-1], "GM", EDITION_2009, "ENG", distinct_opponents=False).largest_federation
    assert forwards == backwards == ("GER", 3)


def test_it1_totals_count_the_federations_met_and_the_players_own_only_if_met():
    """The IT1's "number of federations": the other federations, plus the player's own when an opponent is of it."""
    games = counted(record([row for row in GM_NORM_9 if row[3] != "ENG"]))
    found = tally(games, "GM", EDITION_2009, "ENG", distinct_opponents=False)
    assert norm_totals(games, found, "GM", EDITION_2009, distinct_opponents=False).federations == 4
    games = counted(record(GM_NORM_9))
    found = tally(games, "GM", EDITION_2009, "ENG", distinct_opponents=False)
    assert norm_totals(games, found, "GM", EDITION_2009, distinct_opponents=False).federations == 5
