"""1.42a–d: games that do not count are removed from everything, the number of games included."""

from fractions import Fraction

import pytest

from regulations import AssumedRating, GameFacts, GameKind, Participant, RaisedOpponent, TournamentSystem, evaluate_norm

from .builders import (
    ENDING_WITH_A_WIN,
    GM_NORM_9,
    IN_2009_EDITION,
    IN_2014_EDITION,
    field,
    game,
    player,
    record,
    replaced,
    tournament,
)


def reasons(verdict):
    return [(dropped.round, dropped.reason) for dropped in verdict.dropped_rounds]


def test_1_42a_a_game_against_a_non_fide_opponent_is_not_counted_at_all():
    # Counting the game in the number of games while dropping its rating and points would give 6/10: no norm.
    games = record(GM_NORM_9) + [game(10, "0", 2300, federation="XXX")]
    verdict = evaluate_norm(tournament(rounds=10, excluded_federations=frozenset({"XXX"})), player(), games, "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score, verdict.average_rating) == (9, 6, 2491)
    assert verdict.counted_rounds == tuple(range(1, 10))
    assert reasons(verdict) == [(10, "1.42a: opponent's federation (XXX) is not a FIDE member or is excluded")]


@pytest.mark.parametrize("start", [IN_2009_EDITION, IN_2014_EDITION])
def test_1_42a_an_opponent_of_no_fide_federation_non_is_never_counted(start):
    games = record(GM_NORM_9) + [game(10, "0", 2300, federation="NON")]
    verdict = evaluate_norm(tournament(rounds=10, start=start), player(), games, "GM")
    assert verdict.achieved and verdict.games == 9
    assert reasons(verdict) == [(10, "1.42a: opponent's federation (NON) is not a FIDE member or is excluded")]


def test_1_43e_entrants_of_no_fide_federation_are_not_in_the_swiss_field():
    swiss = tournament(
        system=TournamentSystem.SWISS, host="ESP", participants=field(19, 3, 10) + (Participant("NON", rated=True),)
    )
    assert swiss.foreign_field.players == 19


def test_1_42a_an_opponent_without_a_federation_is_counted_and_fails_the_verdict():
    # 1.42a: "Games against opponents who do not belong to FIDE federations shall not be included". A blank field
    # is no proof of that: leaving out the round-1 loss would hand over a norm (6/9 at 2491) that 6/10 is not.
    games = [game(1, "0", 2300, federation="")] + record(ENDING_WITH_A_WIN, first_round=2)
    verdict = evaluate_norm(tournament(rounds=10), player(), games, "GM")
    assert not verdict.achieved
    assert verdict.games == 10 and reasons(verdict) == []
    failed = [(check.rule, str(check.detail)) for check in verdict.checks if not check.ok]
    assert failed[0] == (
        "1.42a",
        "federation of the round-1 opponent not given: the game counts, with the opponent in no known federation, "
        "but that he plays for a FIDE federation cannot be confirmed",
    )


def test_1_42b_games_against_computers_do_not_count():
    games = record(GM_NORM_9) + [game(10, "0", 2300, opponent_is_computer=True)]
    verdict = evaluate_norm(tournament(rounds=10), player(), games, "GM")
    assert verdict.achieved and verdict.games == 9
    assert reasons(verdict) == [(10, "1.42b: opponent is a computer")]


def test_1_42c_forfeits_byes_and_adjudications_do_not_count():
    extra = [
        game(10, "0", 2300, kind=GameKind.FORFEIT_LOSS),
        game(11, "1", 2300, kind=GameKind.FORFEIT_WIN),
        game(12, "½", 2300, kind=GameKind.ADJUDICATED),
        GameFacts(13, Fraction(1, 2), GameKind.BYE_HALF),
    ]
    verdict = evaluate_norm(tournament(rounds=13), player(), record(GM_NORM_9) + extra, "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score) == (9, 6)
    assert reasons(verdict) == [
        (10, "1.42c: forfeit loss, not played over the board"),
        (11, "1.42c: forfeit win, not played over the board"),
        (12, "1.42c: adjudicated, not played over the board"),
        (13, "1.42c: half-point bye, not played over the board"),
    ]


def test_1_42c_a_game_forfeited_after_play_started_counts_with_its_result():
    games = record(GM_NORM_9)
    games[8] = game(9, "0", 2400, kind=GameKind.FORFEIT_AFTER_PLAY_STARTED)
    verdict = evaluate_norm(tournament(), player(), games, "GM")
    assert verdict.achieved and verdict.games == 9 and verdict.dropped_rounds == ()


def test_1_42c_a_last_round_forfeit_counts_when_the_player_could_afford_to_lose():
    # Rounds 1–8 give 6/8; losing round 9 would still leave the 6/9 norm; the opponent did not come.
    games = record(GM_NORM_9[:8]) + [game(9, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.score, verdict.counts_as_games) == (9, 6, 9)
    assert verdict.counted_rounds == tuple(range(1, 10))
    assert verdict.dropped_rounds == ()
    forfeit = next(check for check in verdict.checks if check.rule == "1.42c")
    assert forfeit.ok and "counted as the loss the player could afford" in forfeit.detail


def test_1_42c_a_last_round_forfeit_does_not_save_a_norm_a_loss_would_have_lost():
    rows = replaced(GM_NORM_9[:8], 7, ("½", 2420, "", "ESP"))  # 5½/8: a loss in round 9 leaves 5½/9
    games = record(rows) + [game(9, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert not verdict.achieved
    assert verdict.games == 8
    assert reasons(verdict) == [(9, "1.42c: forfeit win, not played over the board")]


def test_1_42c_a_last_round_forfeit_of_an_unrated_opponent_counts_at_the_1_46d_rating_and_is_raised_by_1_46c():
    """The loss the player could afford is a loss to the absent opponent as the rules rate him: 1.46d (2009, the
    lowest rating on the list), then 1.46c (raised to the GM floor of 2200)."""
    rows = replaced(GM_NORM_9[:8], 1, ("1", 2580, "GM", "FRA"))  # 6½/8
    games = record(rows) + [game(9, "1", None, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert verdict.achieved and (verdict.games, verdict.score, verdict.average_rating) == (9, Fraction(13, 2), 2469)
    assert verdict.totals.assumed_ratings == (AssumedRating(9, 1000, "1.46d"),)
    assert verdict.totals.raised_opponents == (RaisedOpponent(9, 1000, 2200, "1.46c"),)


def test_1_42c_a_last_round_forfeit_of_an_opponent_who_would_not_count_is_not_rescued():
    """1.42a: a game against an opponent of no FIDE federation does not count, played or not."""
    rows = replaced(GM_NORM_9[:8], 1, ("1", 2580, "GM", "FRA"))
    games = record(rows) + [game(9, "1", 2400, federation="NON", kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert not verdict.achieved and verdict.games == 8
    assert reasons(verdict) == [(9, "1.42c: forfeit win, not played over the board")]


def test_1_45f_a_last_round_forfeit_by_an_opponent_already_met_counts_his_title_once():
    """1.45f: "An opponent's title ... shall be counted only once". A Swiss in which the GM of round 1 forfeits
    round 9: counted as a loss (1.42c) he is still one GM, so two GMs in all, not the three 1.45b needs."""
    rows = replaced(GM_NORM_9[:8], 1, ("1", 2580, "GM", "FRA"))
    rows = replaced(replaced(rows, 2, ("½", 2560, "IM", "NED")), 3, ("½", 2500, "IM", "ESP"))  # GMs: rounds 1–2
    games = record(rows) + [game(9, "1", 2600, "GM", "GER", kind=GameKind.FORFEIT_WIN, opponent_id=101)]
    verdict = evaluate_norm(tournament(rounds=9, system=TournamentSystem.SWISS), player(), games, "GM")
    assert not verdict.achieved
    assert verdict.totals.opponents_by_title[0] == ("GM", 2)
    assert next(check for check in verdict.checks if check.rule == "1.45b").detail.startswith("2 GM opponents")


def test_1_42c_a_forfeit_before_the_last_round_is_not_rescued():
    games = record(GM_NORM_9[:4]) + [game(5, "1", 2400, kind=GameKind.FORFEIT_WIN)] + record(GM_NORM_9[4:8], 6)
    verdict = evaluate_norm(tournament(rounds=9), player(), games, "GM")
    assert not verdict.achieved and verdict.games == 8


def test_1_42d_2014_numbers_the_last_round_forfeit_rule_and_prefers_nine_games_to_its_1_41c():
    games = record(GM_NORM_9[:8]) + [game(9, "1", 2400, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(tournament(rounds=9, start=IN_2014_EDITION), player(), games, "GM")
    assert verdict.achieved
    assert (verdict.games, verdict.counts_as_games) == (9, 9)
    assert any(check.rule == "1.42d" and check.ok for check in verdict.checks)


def _with_unrated_zero_scorer(system):
    games = record(GM_NORM_9) + [game(10, "1", None, opponent_scored_zero_vs_rated=True)]
    return evaluate_norm(tournament(rounds=10, system=system), player(), games, "GM")


def test_1_42d_an_unrated_zero_scorer_in_a_round_robin_is_not_counted():
    verdict = _with_unrated_zero_scorer(TournamentSystem.ROUND_ROBIN)
    assert (verdict.games, verdict.score, verdict.average_rating) == (9, 6, 2491)
    assert reasons(verdict) == [(10, "1.42d: unrated opponent scored 0 against rated opponents")]


def test_1_42d_the_rule_is_for_round_robins_only():
    verdict = _with_unrated_zero_scorer(TournamentSystem.SWISS)
    assert (verdict.games, verdict.score) == (10, 7)


def test_1_42d_a_rated_opponent_is_never_excluded_as_a_zero_scorer():
    games = record(GM_NORM_9) + [game(10, "1", 2300, opponent_scored_zero_vs_rated=True)]
    assert evaluate_norm(tournament(rounds=10), player(), games, "GM").games == 10


def test_1_42c_2014_numbers_the_unrated_zero_scorer_rule():
    games = record(GM_NORM_9) + [game(10, "1", None, opponent_scored_zero_vs_rated=True)]
    verdict = evaluate_norm(tournament(rounds=10, start=IN_2014_EDITION), player(), games, "GM")
    assert reasons(verdict) == [(10, "1.42c: unrated opponent scored 0 against rated opponents")]
