"""1.41 number of games, what a norm counts for (1.41b–d, 1.49, 1.24)."""

from regulations import Check, EventFlag, GameKind, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, IN_2014_EDITION, game, player, record, replaced, tournament

# Seven opponents from seven federations, as in a team championship: 5/7 against 2514 gives Rp 2672,
# and 4½ was already enough.
GM_NORM_7 = [
    ("1", 2600, "GM", "GER"),
    ("½", 2580, "GM", "FRA"),
    ("½", 2560, "GM", "NED"),
    ("1", 2500, "IM", "ESP"),
    ("1", 2480, "IM", "ITA"),
    ("1", 2450, "FM", "POL"),
    ("0", 2430, "", "HUN"),
]


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def test_1_41a_nine_games_are_needed():
    games = record(GM_NORM_9[:8]) + [game(9, "0", 2400, kind=GameKind.FORFEIT_LOSS)]
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert not verdict.achieved
    assert check(verdict, "1.41a") == Check("1.41a", False, "8 games counted, 9 needed")


def test_1_41b_seven_games_are_enough_in_a_continental_team_championship():
    team = tournament(rounds=9, system=TournamentSystem.TEAM, flags={EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP})
    verdict = evaluate_norm(team, player(), record(GM_NORM_7), "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.counts_as_games) == (7, 7)
    assert check(verdict, "1.41b").detail == "7 games counted, 7 needed (9-round continental team championship)"


def test_1_41b_seven_games_are_not_enough_elsewhere():
    verdict = evaluate_norm(tournament(rounds=7), player(), record(GM_NORM_7), "GM")
    assert not verdict.achieved
    assert not check(verdict, "1.41a").ok


def test_1_41b_eight_world_cup_games_count_as_nine():
    cup = tournament(rounds=8, system=TournamentSystem.KNOCKOUT, flags={EventFlag.WORLD_CUP})
    rows = [
        (result, 2650, "GM", fed)
        for result, fed in zip("11½½½½00", ("GER", "FRA", "NED", "ESP", "ITA", "POL", "HUN", "USA"), strict=True)
    ]
    verdict = evaluate_norm(cup, player(), record(rows), "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.counts_as_games) == (8, 9)
    assert any(c.rule == "1.41b" and c.detail == "8 games in this event count as 9" for c in verdict.checks)


def test_1_41c_each_full_point_above_the_norm_adds_a_game():
    verdict = evaluate_norm(tournament(), player(), record(replaced(GM_NORM_9, 8, ("1", 2400, "", "GER"))), "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score, verdict.counts_as_games) == (9, 7, 10)
    assert check(verdict, "1.41c").detail == "1 full point(s) above the 6 the norm needed: counts as 1 more game(s)"


def test_1_41c_half_a_point_above_adds_nothing():
    rows = replaced(GM_NORM_9, 8, ("½", 2400, "", "GER"))
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert verdict.achieved and verdict.counts_as_games == 9


def test_1_41d_2014_numbers_the_extra_games_rule():
    later = tournament(start=IN_2014_EDITION)
    verdict = evaluate_norm(later, player(), record(replaced(GM_NORM_9, 8, ("1", 2400, "", "GER"))), "GM")
    assert verdict.counts_as_games == 10
    assert check(verdict, "1.41d").ok


def _eight_games_and(kind):
    core = record(GM_NORM_9[:4]) + [game(5, "1" if kind is GameKind.FORFEIT_WIN else "½", None, kind=kind)]
    return core + record(GM_NORM_9[4:8], first_round=6)


def test_1_41c_2014_eight_games_after_a_forfeit_win_in_nine_rounds_make_an_eight_game_norm():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), _eight_games_and(GameKind.FORFEIT_WIN), "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.counts_as_games, verdict.score) == (8, 8, 6)
    assert check(verdict, "1.41c").detail == "8 games counted, 8 needed (round 5: forfeit win in a 9-round event)"
    assert [dropped.reason for dropped in verdict.dropped_rounds] == ["1.42d: forfeit win, not played over the board"]


def test_1_41c_2014_a_pairing_allocated_bye_qualifies_too():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), _eight_games_and(GameKind.BYE_PAIRING), "GM")
    assert verdict.achieved and verdict.games == 8


def test_1_41c_2014_a_requested_bye_does_not_qualify():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), _eight_games_and(GameKind.BYE_HALF), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.41a").detail.startswith("8 games counted, 9 needed")


def test_1_41c_2009_has_no_eight_game_rule():
    verdict = evaluate_norm(tournament(), player(), _eight_games_and(GameKind.FORFEIT_WIN), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.41a").detail == "8 games counted, 9 needed"


def test_1_41a_2014_reads_its_seven_games_as_nine_and_says_so():
    verdict = evaluate_norm(tournament(rounds=8, start=IN_2014_EDITION), player(), record(GM_NORM_9[:8]), "GM")
    assert not verdict.achieved
    assert "8 games counted, 9 needed [2014: the text says 7, read as 9" in check(verdict, "1.41a").detail


# 14 games: 5 GMs, 3 IMs, 6 others; 9/14 against 2514 is exactly enough (8½ is not). The loss comes
# first: ignoring a final loss (1.42f) would make 9/13, one point over, worth 14 games.
GM_NORM_14 = [
    ("0", 2450, "", "GER"),
    ("½", 2600, "GM", "GER"),
    ("½", 2600, "GM", "FRA"),
    ("½", 2600, "GM", "NED"),
    ("½", 2600, "GM", "ESP"),
    ("½", 2600, "GM", "ITA"),
    ("½", 2500, "IM", "GER"),
    ("½", 2500, "IM", "FRA"),
    ("1", 2500, "IM", "ENG"),
    ("1", 2450, "", "ENG"),
    ("1", 2450, "", "ENG"),
    ("1", 2450, "", "ENG"),
    ("1", 2450, "", "GER"),
    ("½", 2450, "", "GER"),
]


def test_1_49_a_fourteen_round_norm_counts_as_thirteen_games():
    verdict = evaluate_norm(tournament(rounds=14), player(), record(GM_NORM_14), "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score, verdict.average_rating, verdict.counts_as_games) == (14, 9, 2514, 13)
    assert check(verdict, "1.49").detail == "14 games count as 13"
    assert verdict.dropped_rounds == ()


def test_1_49_world_championship_norms_are_not_capped():
    championship = tournament(rounds=14, flags={EventFlag.WORLD_CHAMPIONSHIP})
    verdict = evaluate_norm(championship, player(), record(GM_NORM_14), "GM")
    assert verdict.counts_as_games == 14


def test_1_49_2014_keeps_the_cap_and_says_where_from():
    verdict = evaluate_norm(tournament(rounds=14, start=IN_2014_EDITION), player(), record(GM_NORM_14), "GM")
    assert verdict.counts_as_games == 13
    assert "[2014: the text ends before 1.49" in check(verdict, "general principle; decisions.md item 115").detail


def _olympiad(start=None, flag=EventFlag.OLYMPIAD):
    return tournament(rounds=11, system=TournamentSystem.TEAM, flags={flag}, **({"start": start} if start else {}))


def test_1_24_an_olympiad_norm_counts_as_twenty_games():
    verdict = evaluate_norm(_olympiad(), player(), record(GM_NORM_9), "GM")
    assert verdict.achieved and not verdict.performance_only
    assert verdict.counts_as_games == 20
    assert check(verdict, "1.24").detail == "a norm in the Olympiad counts as 20 games"


def test_1_24_an_olympiad_performance_without_the_mix_counts_as_thirteen():
    untitled = [(result, rating, "", federation) for result, rating, _, federation in GM_NORM_9]
    verdict = evaluate_norm(_olympiad(), player(), record(untitled), "GM")
    assert verdict.achieved and verdict.performance_only
    assert verdict.counts_as_games == 13
    detail = check(verdict, "1.24").detail
    assert detail.startswith("performance result (1.21c), not a norm: counts as 13 games")
    assert "1.45b: 0 GM opponents, 3 needed" in detail


def test_1_23b_2014_only_the_olympiad_counts_as_twenty():
    assert evaluate_norm(_olympiad(IN_2014_EDITION), player(), record(GM_NORM_9), "GM").counts_as_games == 20
    continental = _olympiad(IN_2014_EDITION, EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP)
    assert evaluate_norm(continental, player(), record(GM_NORM_9), "GM").counts_as_games == 9
    assert (
        evaluate_norm(
            _olympiad(flag=EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP), player(), record(GM_NORM_9), "GM"
        ).counts_as_games
        == 20
    )
    # The continental individual championship is not on the Olympiad line (1.24, decisions.md item 7).
    individual = _olympiad(flag=EventFlag.CONTINENTAL_CHAMPIONSHIP)
    assert evaluate_norm(individual, player(), record(GM_NORM_9), "GM").counts_as_games == 9
