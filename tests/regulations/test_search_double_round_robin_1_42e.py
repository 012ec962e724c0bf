"""1.42e in a double round robin (1.45f, 1.46c over distinct opponents): the wins left out may be both games
against one opponent, also when another opponent has the same title and federation."""

from regulations import GameKind, TournamentSystem, evaluate_norm

from .builders import IN_2024_EDITION, game, player, tournament


def test_1_42e_1_46c_both_wins_against_one_of_two_like_opponents_are_left_out():
    # Six GMs met twice; two of them rated 1750, both of ENG. Leaving out one win against each leaves both 1750s
    # in and 1.46c raises one of them to the WGM floor (10 games, average 2182: 11 games counted); leaving out both
    # wins against the same one leaves the other, raised in both games (average 2207: 12 games counted).
    opponents = [(1750, "ENG"), (1750, "ENG"), (2407, "ENG"), (None, "ENG"), (1919, "GER"), (2407, "GER")]
    results = ["1"] * 11 + ["½"]
    games = [
        game(round, result, opponents[(round - 1) % 6][0], "GM", opponents[(round - 1) % 6][1], opponent_id=(round - 1) % 6)
        for round, result in enumerate(results, 1)
    ]
    event = tournament(rounds=12, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    verdict = evaluate_norm(event, player(sex="F", federation="ITA"), games, "WGM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.counts_as_games) == (True, 10, 2207, 12)
    assert [(d.round, d.reason) for d in verdict.dropped_rounds if d.by_choice] == [
        (1, "1.42e: won game ignored"),
        (7, "1.42e: won game ignored"),
    ]


def test_1_42f_1_46c_a_title_result_before_the_second_game_against_the_lowest_opponent_raises_his_one_game():
    # Six opponents met twice in 12 rounds; the lowest (2116, NED) in rounds 6 and 12. 8½ of the first 11 games
    # against 2391 (his one game raised to the GM floor, 1.46c) give Rp 2602: the last round is ignored and no win
    # need go. Without the raise the 11 games would average 2383, Rp 2594.
    opponents = [
        (2466, "GM", "ENG"),
        (2324, "GM", "FRA"),
        (2336, "IM", "FRA"),
        (2497, "IM", "FRA"),
        (2426, "GM", "NED"),
        (2116, "IM", "NED"),
    ]
    results = ["1", "½", "1", "0", "1", "1", "½", "1", "1", "½", "1", "½"]
    games = [
        game(round, result, *opponents[(round - 1) % 6], opponent_id=(round - 1) % 6) for round, result in enumerate(results, 1)
    ]
    event = tournament(rounds=12, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    verdict = evaluate_norm(event, player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (True, 11, 2391, 2602)
    assert [(d.round, d.reason) for d in verdict.dropped_rounds if d.by_choice] == [
        (12, "1.42f: later games ignored after the title result of round 11"),
    ]
    assert next(check.detail for check in verdict.checks if check.rule == "1.46c") == (
        "round 6: the lowest opponent, rated 2116, raised to the GM floor of 2200; nobody else is raised"
    )


def test_1_4_1f_1_4_4_federation_maxima_count_opponents_not_games_when_wins_are_left_out():
    # 2024, seven opponents met twice (14 rounds), four of them GER: 4 of 7 is the 1.4.4 maximum (half, rounded
    # down), though they are 8 of the 13 games played (round 9 is a forfeit win, 1.4.2c). Leaving out the wins
    # against the unrated GM (round 5) and the unrated WIM (round 13), each counted as 1400 (1.4.6d), makes the
    # norm: 8/11 against 2083, Rp 2258. Counted per game, GER would have to lose wins to the maximum, and no norm
    # would be found.
    opponents = {
        200: (2175, "", "GER"), 201: (None, "IM", "ENG"), 202: (2242, "", "ENG"), 203: (2392, "", "FRA"),
        204: (None, "GM", "GER"), 205: (None, "WIM", "GER"), 206: (2323, "FM", "GER"),
    }
    rounds = [(200, "1"), (201, "1"), (202, "1"), (203, "1"), (204, "1"), (205, "½"), (206, "1"),
              (200, "½"), (201, "1"), (202, "½"), (203, "1"), (204, "½"), (205, "1"), (206, "0")]
    games = [
        game(round, result, *opponents[opponent], opponent_id=opponent, kind=GameKind.FORFEIT_WIN if round == 9 else
             GameKind.PLAYED)
        for round, (opponent, result) in enumerate(rounds, 1)
    ]
    event = tournament(rounds=14, system=TournamentSystem.DOUBLE_ROUND_ROBIN, start=IN_2024_EDITION)
    verdict = evaluate_norm(event, player(federation="FRA", sex="F"), games, "WIM")
    assert (verdict.achieved, verdict.games, verdict.score, verdict.average_rating) == (True, 11, 8, 2083)
    assert [(d.round, d.reason) for d in verdict.dropped_rounds if d.by_choice] == [
        (5, "1.4.1f: won game ignored"),
        (13, "1.4.1f: won game ignored"),
    ]
    assert next(check.detail for check in verdict.checks if check.rule == "1.4.4").startswith(
        "1 of 7 opponents from FRA, at most 4; most from one federation: 4 from GER, at most 4"
    )
