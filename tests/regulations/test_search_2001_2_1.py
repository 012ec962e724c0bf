"""2001 §2.1 (002): after more than 9 rounds, an unbroken run of games from the end may be left out if at least 9
games remain and make a norm; and "if a player could lose to the scheduled last-round opponent without
endangering the norm, but that opponent loses by forfeit, the norm stands"."""

from datetime import date

from regulations import GameKind, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, game, player, record, replaced, tournament

IN_2001_EDITION = date(2005, 3, 1)


def in_2001(**facts):
    return tournament(start=IN_2001_EDITION, **facts)


def test_2_1_a_10_round_event_may_leave_out_its_last_game_after_the_title_result():
    # 10 rounds is more than 9: the final loss goes, the 9 games left (6/9, Rp 2616) make the norm.
    games = record(GM_NORM_9 + [("0", 2600, "GM", "FRA")])
    verdict = evaluate_norm(in_2001(rounds=10, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.performance) == (True, 9, 2616)
    assert verdict.counted_rounds == tuple(range(1, 10))
    assert [(d.round, d.reason, d.by_choice) for d in verdict.dropped_rounds] == [
        (10, "2.1: later games ignored after the title result of round 9", True)
    ]


def test_2_1_an_unbroken_run_of_two_games_from_the_end():
    games = record(GM_NORM_9 + [("0", 2600, "GM", "FRA"), ("0", 2500, "IM", "NED")])
    verdict = evaluate_norm(in_2001(rounds=11, system=TournamentSystem.SWISS), player(), games, "GM")
    assert (verdict.achieved, verdict.games) == (True, 9)
    assert [d.round for d in verdict.dropped_rounds] == [10, 11]


def test_2_1_the_last_round_forfeit_the_player_could_afford_to_lose_leaves_the_norm_standing():
    games = record(GM_NORM_9[:8]) + [game(9, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(in_2001(rounds=9), player(), games, "GM")
    assert (verdict.achieved, verdict.games, verdict.score) == (True, 9, 6)
    assert [(c.ok, c.detail) for c in verdict.checks if c.detail.startswith("round 9")] == [
        (
            True,
            "round 9: the opponent forfeited the last round, which the player needed for 9 games; counted as the loss "
            "the player could afford",
        )
    ]


def test_2_1_a_last_round_forfeit_the_player_could_not_afford_to_lose_saves_nothing():
    # 5½/8: a loss in round 9 would leave 5½/9, no norm; the 8 games are judged as they are.
    rows = replaced(GM_NORM_9[:8], 7, ("½", 2420, "", "ESP"))
    games = record(rows) + [game(9, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(in_2001(rounds=9), player(), games, "GM")
    assert not verdict.achieved
    assert verdict.games == 8 and verdict.counted_rounds == tuple(range(1, 9))
    assert not [c for c in verdict.checks if c.detail.startswith("round 9")]
