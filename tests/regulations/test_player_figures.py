"""The cross-table's plain figures beside the norms (regulations/figures.py): 1.42 decides which rounds
are games, 1.47 and 1.48 give the average and the performance over the rated opponents among them."""

from fractions import Fraction

from regulations import GameFacts, GameKind
from regulations.figures import PlayerFigures, player_figures


def _game(round_number, result, rating, kind=GameKind.PLAYED, opponent=True):
    return GameFacts(
        round=round_number,
        result=Fraction(result),
        kind=kind,
        opponent_id=100 + round_number if opponent else None,
        opponent_rating=rating,
    )


def test_1_42_forfeits_and_byes_are_no_games_and_1_48_takes_the_rated_opponents_only():
    games = [
        _game(1, 1, 2400),
        _game(2, Fraction(1, 2), 2501),
        _game(3, Fraction(1, 2), 2600),
        _game(4, 1, None),  # unrated: a game and its point, outside the average (1.47)
        _game(5, 1, 2700, kind=GameKind.FORFEIT_WIN),
        _game(6, 0, 2300, kind=GameKind.FORFEIT_LOSS),
        _game(7, 1, None, kind=GameKind.BYE_FULL, opponent=False),
        _game(8, Fraction(1, 2), None, kind=GameKind.BYE_HALF, opponent=False),
    ]

    # 1.47: (2400 + 2501 + 2600) / 3 = 2500.33 → 2500; 1.48: 2/3 = 0.67 → dp 125.
    assert player_figures(games) == PlayerFigures(
        games=4, score=Fraction(3), average_rating=2500, performance=2625
    )


def test_1_42_a_game_begun_and_then_forfeited_counts_with_its_result():
    games = [_game(1, 1, 2450, kind=GameKind.FORFEIT_AFTER_PLAY_STARTED), _game(2, 0, 2451)]

    # 1.47: 2450.5 rounds up to 2451; 1.48: p = 0.50 → dp 0.
    assert player_figures(games) == PlayerFigures(
        games=2, score=Fraction(1), average_rating=2451, performance=2451
    )


def test_a_record_without_rated_opponents_has_games_and_score_but_no_average_or_performance():
    games = [_game(1, Fraction(1, 2), None), _game(2, 1, None), _game(3, 1, 2500, kind=GameKind.FORFEIT_WIN)]

    assert player_figures(games) == PlayerFigures(
        games=2, score=Fraction(3, 2), average_rating=None, performance=None
    )


def test_a_played_round_without_a_known_opponent_is_no_game():
    games = [_game(1, 1, 2400, opponent=False), _game(2, 0, 2600)]

    # 1.48: 0/1 → dp −800.
    assert player_figures(games) == PlayerFigures(
        games=1, score=Fraction(0), average_rating=2600, performance=1800
    )


def test_nothing_played_gives_nothing():
    assert player_figures([]) == PlayerFigures(games=0, score=Fraction(0), average_rating=None, performance=None)
