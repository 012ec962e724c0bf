"""A missing fact never helps a player, in every edition: blanking an opponent's federation or title, the host
federation, the player's own federation or the event's dates never turns a non-norm into a norm.

1.42a (1990 8.11, 2001 2.1, 2024 1.4.2a): "Games ... against opponents who do not belong to FIDE federations"
are not included; a blank field does not say that they do not. A blank rating is different: the rules
themselves value unrated opponents (1.46d–e), so it is not blanked here.
"""

from dataclasses import replace
from datetime import timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from regulations import Participant, TournamentSystem, evaluate_all, get_edition
from regulations.editions.edition_1990 import with_category_table

from .builders import IN_2009_EDITION, IN_2014_EDITION, IN_2024_EDITION, game, player, tournament
from .test_1990_edition import IN_1990_EDITION, TABLE
from .test_2001_edition import IN_2001_EDITION

# Each edition with a start it judges; 1990 with a category table entered, or it never gives a norm at all.
EDITIONS = [
    (IN_1990_EDITION, with_category_table(TABLE)),
    (IN_2001_EDITION, get_edition("2001")),
    (IN_2009_EDITION, get_edition("2009")),
    (IN_2014_EDITION, get_edition("2014")),
    (IN_2024_EDITION, get_edition("2024")),
]
editions = st.sampled_from(EDITIONS)
# Records near a norm, so that the properties are tested where a norm is at stake: rated, mostly titled opponents
# of several federations, now and then a non-member (NON).
FEDERATIONS = ["ENG", "ENG", "GER", "GER", "FRA", "FRA", "NED", "NED", "ESP", "ESP", "HUN", "HUN", "NON"]
opponents = st.tuples(
    st.sampled_from(["1", "1", "1", "½", "½", "0"]),
    st.integers(2420, 2580),
    st.sampled_from(["GM", "GM", "GM", "IM", "IM", "WGM", "FM", ""]),
    st.sampled_from(FEDERATIONS),
)
records = st.lists(opponents, min_size=9, max_size=11).map(
    lambda rows: [game(round, *row, opponent_id=100 + round) for round, row in enumerate(rows, 1)]
)
systems = st.sampled_from([TournamentSystem.ROUND_ROBIN, TournamentSystem.SWISS])
hosts = st.sampled_from(["ENG", "GER", "", "NON"])
# A strong Swiss field around the host: 22 foreign rated entrants of 4 federations, 12 GMs among them.
SWISS_FIELD = tuple(
    Participant(federation=("GER", "FRA", "NED", "ESP")[index % 4], rated=True, title="GM" if index < 12 else "")
    for index in range(22)
) + tuple(Participant(federation="ENG", rated=True) for _ in range(10))
CANDIDATE = player(federation="ENG", sex="F", rating=2400, title="WIM")


def event(games, edition, system, host):
    start, _ = edition
    return tournament(
        rounds=len(games),
        system=system,
        start=start,
        host=host,
        round_dates=tuple(start + timedelta(days=day) for day in range(len(games))),
        participants=SWISS_FIELD if system is TournamentSystem.SWISS else (),
    )


def norms(facts, candidate, games, edition) -> set[str]:
    return {verdict.title for verdict in evaluate_all(facts, candidate, games, edition=edition[1]) if verdict.achieved}


def _blanking_one_game_makes_no_norm(games, edition, system, host, data, field: str) -> None:
    index = data.draw(st.integers(0, len(games) - 1))
    blanked = [replace(g, **{field: ""}) if at == index else g for at, g in enumerate(games)]
    facts = event(games, edition, system, host)
    assert norms(facts, CANDIDATE, blanked, edition) <= norms(facts, CANDIDATE, games, edition)


@settings(max_examples=120, deadline=None)
@given(records, editions, systems, hosts, st.data())
def test_blanking_an_opponents_federation_never_makes_a_norm(games, edition, system, host, data):
    _blanking_one_game_makes_no_norm(games, edition, system, host, data, "opponent_federation")


@settings(max_examples=120, deadline=None)
@given(records, editions, systems, hosts, st.data())
def test_blanking_an_opponents_title_never_makes_a_norm(games, edition, system, host, data):
    _blanking_one_game_makes_no_norm(games, edition, system, host, data, "opponent_title")


@settings(max_examples=120, deadline=None)
@given(records, editions, systems, st.sampled_from(["ENG", "GER"]), st.sampled_from(["", "NON"]))
def test_blanking_the_host_federation_never_makes_a_norm(games, edition, system, host, blank):
    known, unknown = event(games, edition, system, host), event(games, edition, system, blank)
    assert norms(unknown, CANDIDATE, games, edition) <= norms(known, CANDIDATE, games, edition)


@settings(max_examples=80, deadline=None)
@given(records, editions, systems, hosts, st.sampled_from(["", "NON"]))
def test_blanking_the_players_own_federation_never_makes_a_norm(games, edition, system, host, blank):
    facts = event(games, edition, system, host)
    blanked = replace(CANDIDATE, federation=blank)
    assert norms(facts, blanked, games, edition) <= norms(facts, CANDIDATE, games, edition)


@settings(max_examples=80, deadline=None)
@given(records, editions, systems, hosts)
def test_an_event_with_no_start_date_gives_no_norm_and_a_missing_end_never_makes_one(games, edition, system, host):
    facts = event(games, edition, system, host)
    assert norms(replace(facts, start_date=None, end_date=None, round_dates=()), CANDIDATE, games, edition) == set()
    assert norms(replace(facts, start_date=None), CANDIDATE, games, edition) == set()
    assert norms(replace(facts, end_date=None), CANDIDATE, games, edition) <= norms(facts, CANDIDATE, games, edition)
