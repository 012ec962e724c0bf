"""NormVerdict.totals: the counted games as the certificate (IT1) totals them, stored as JSON in the shape of
docs/interfaces.md ("Stored norm results")."""

import json

from regulations import GameKind, NormTotals, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, IN_2024_EDITION, game, player, record, replaced, tournament
from .test_2024_federations_1_4_2_to_1_4_4 import WITH_A_FID_OPPONENT
from .test_ratings_1_46_1_48 import with_ratings

NO_TITLES = {"GM": 0, "IM": 0, "WGM": 0, "WIM": 0, "FM": 0, "WFM": 0, "CM": 0, "WCM": 0}


def test_the_totals_of_a_norm_in_the_stored_shape():
    rows = replaced(GM_NORM_9, 6, ("1", 2100, "CM", "ENG"))
    verdict = evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(rows), "GM")
    assert verdict.totals.as_dict() == {
        "opponents_by_title": NO_TITLES | {"GM": 4, "IM": 1, "FM": 1, "CM": 1},
        "title_holders": 6,
        "rated": 9,
        "unrated": 0,
        "foreigners": 6,
        "federations": 5,
        "raised_opponents": [{"round": 7, "rating": 2100, "raised_to": 2200, "rule": "1.4.6b-c"}],
        "assumed_ratings": [],
    }
    assert json.loads(json.dumps(verdict.totals.as_dict())) == verdict.totals.as_dict()


def test_the_totals_name_each_edition_s_rules_for_raised_and_assumed_ratings():
    # 2009: an unrated IM counts 2200 (1.46e), an unrated untitled opponent 1000 (1.46d) and is the one raised.
    rows = replaced(
        with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, None, 2450, 2430, None, 2400), 0, ("1", 2600, "GM", "GER")
    )
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    totals = verdict.totals.as_dict()
    assert (totals["rated"], totals["unrated"]) == (7, 2)
    assert totals["raised_opponents"] == [{"round": 8, "rating": 1000, "raised_to": 2200, "rule": "1.46c"}]
    assert totals["assumed_ratings"] == [
        {"round": 5, "rating": 2200, "rule": "1.46e"},
        {"round": 8, "rating": 1000, "rule": "1.46d"},
    ]


def test_the_totals_describe_only_the_counted_games():
    # Round 2's win is left out (1.42e) and the forfeit of round 12 does not count.
    weak_wins = [("1", 1900, "", "GER"), ("1", 1850, "", "FRA")]
    games = record(weak_wins + GM_NORM_9) + [game(12, "1", 2300, "GM", "USA", kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=12), player(), games, "GM")
    assert verdict.games == 10
    totals = verdict.totals
    assert totals.rated + totals.unrated == 10
    assert dict(totals.opponents_by_title)["GM"] == 4
    assert totals.raised_opponents[0].round == 1


def test_a_double_round_robin_counts_each_opponent_once_and_lists_both_raised_games():
    opponents = [(2600, "GM", "GER"), (2580, "GM", "FRA"), (2560, "GM", "NED"), (2450, "FM", "ENG"), (2100, "", "ITA")]
    games = [
        game(round, "1" if round % 2 else "½", *opponents[(round - 1) % 5], opponent_id=300 + (round - 1) % 5)
        for round in range(1, 11)
    ]
    event = tournament(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN, start=IN_2024_EDITION)
    totals = evaluate_norm(event, player(), games, "GM").totals.as_dict()
    assert totals["opponents_by_title"] == NO_TITLES | {"GM": 3, "FM": 1}
    assert (totals["title_holders"], totals["rated"], totals["foreigners"], totals["federations"]) == (4, 5, 4, 5)
    assert totals["raised_opponents"] == [
        {"round": 5, "rating": 2100, "raised_to": 2200, "rule": "1.4.6b-c"},
        {"round": 10, "rating": 2100, "raised_to": 2200, "rule": "1.4.6b-c"},
    ]


def test_a_fid_opponent_is_neither_a_foreigner_nor_a_federation_in_2024():
    totals = evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(WITH_A_FID_OPPONENT), "GM").totals
    assert (totals.foreigners, totals.federations) == (5, 2)
    assert dict(totals.opponents_by_title)["GM"] == 4
    in_2014 = evaluate_norm(
        tournament(start=IN_2024_EDITION.replace(year=2016)), player(), record(WITH_A_FID_OPPONENT), "GM"
    )
    assert (in_2014.totals.foreigners, in_2014.totals.federations) == (6, 3)


def test_a_record_without_counted_games_has_empty_totals():
    verdict = evaluate_norm(tournament(), player(), [game(1, "1", 2400, kind=GameKind.FORFEIT_WIN)], "GM")
    assert verdict.totals == NormTotals()
    assert NormTotals().as_dict() == {
        "opponents_by_title": NO_TITLES,
        "title_holders": 0,
        "rated": 0,
        "unrated": 0,
        "foreigners": 0,
        "federations": 0,
        "raised_opponents": [],
        "assumed_ratings": [],
    }
