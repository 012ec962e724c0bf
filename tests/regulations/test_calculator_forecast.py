"""The forecast for a tournament in progress: the score the 1.48/1.49a formulas ask over all the games if the
remaining opponents keep the current average, against the games 1.41a–b lets count, and never for a title held
(0.43).

After the first five rounds of GM_NORM_9 the player has 3/5 (1, ½, ½, ½, ½) against 2600, 2580, 2560, 2500 and
2480: 12720/5 = 2544 (1.47). Over 9 games against 2544 (dp from 1.48's table): GM needs dp 56, so 5½ (.61 → 80;
5/9 = .56 → 43); IM, WGM and WIM need less than the 35 % minimum of 1.49a, so 3½ (38.9 %; 3/9 is 33.3 %).
"""

from datetime import date
from fractions import Fraction

from regulations import EventFlag, GameKind, forecast
from regulations.editions.edition_2001 import EDITION_2001

from .builders import GM_NORM_9, game, player, record, replaced, tournament

ESTIMATE_2544 = (
    "estimate: assumes the remaining opponents average 2544 like the 5 so far; the mix of opponents (1.43–1.46) "
    "is not forecast"
)


def by_title(forecasts):
    return {estimate.title: estimate for estimate in forecasts}


def test_1_49a_the_forecast_for_every_title_after_five_rounds():
    estimates = by_title(forecast(tournament(), player(), record(GM_NORM_9[:5])))
    assert list(estimates) == ["GM", "IM", "WGM", "WIM"]
    assert [(e.score_needed, e.needed_from_remaining, e.reachable) for e in estimates.values()] == [
        (Fraction(11, 2), Fraction(5, 2), True),
        (Fraction(7, 2), Fraction(1, 2), True),
        (Fraction(7, 2), Fraction(1, 2), True),
        (Fraction(7, 2), Fraction(1, 2), True),
    ]
    for estimate in estimates.values():
        assert (estimate.games_played, estimate.score, estimate.average_rating, estimate.rounds_remaining) == (
            5, 3, 2544, 4,
        )
        assert estimate.note == ESTIMATE_2544
        assert str(estimate.message) == ESTIMATE_2544


def test_1_53_an_edition_given_by_name_or_value_replaces_the_one_of_the_start_date():
    """2001 (002 §2.5) asks 2601/2451/2401/2251 and sets no 35 % minimum: against 2544, WGM needs dp −143, 3/9
    (.33 → −125; 2½/9 = .28 → −166 is short), WIM dp −293, 1½/9 (.17 → −284; 1/9 = .11 → −351 is short), both
    below what 35 % of 9 games (3½) would ask. 3 points already cover both: nothing more is needed."""
    for edition in ("2001", EDITION_2001):
        estimates = by_title(forecast(tournament(), player(), record(GM_NORM_9[:5]), edition=edition))
        assert (estimates["WGM"].score_needed, estimates["WGM"].needed_from_remaining) == (Fraction(3), Fraction(0))
        assert (estimates["WIM"].score_needed, estimates["WIM"].needed_from_remaining) == (Fraction(3, 2), Fraction(0))
        assert estimates["WIM"].reachable
        assert estimates["GM"].score_needed == Fraction(11, 2)  # dp 57 needed: still 5½


def test_the_1990_edition_given_for_a_2013_event_forecasts_nothing():
    """1990's category table, not in its text, sets the scores: no forecast (minimum_score has none)."""
    assert forecast(tournament(), player(), record(GM_NORM_9[:5]), edition="1990") == []
    assert len(forecast(tournament(), player(), record(GM_NORM_9[:5]))) == 4


def test_1_41a_before_the_first_round_every_round_is_still_to_play_and_nothing_can_be_estimated():
    (gm,) = forecast(tournament(rounds=9), player(), [], titles=("GM",))
    assert (gm.games_played, gm.score, gm.average_rating, gm.rounds_remaining) == (0, 0, None, 9)
    assert (gm.score_needed, gm.needed_from_remaining, gm.reachable) == (None, None, False)
    assert gm.note == "estimate impossible: no counted game yet"


def test_1_42c_a_forfeit_is_no_counted_game_but_its_round_is_played():
    (gm,) = forecast(tournament(rounds=9), player(), [game(1, "1", 2500, kind=GameKind.FORFEIT_WIN)], titles=("GM",))
    assert (gm.games_played, gm.score, gm.average_rating, gm.rounds_remaining) == (0, 0, None, 8)
    assert gm.note == "estimate impossible: no counted game yet"
    assert not gm.reachable


def test_the_rounds_remaining_follow_the_last_round_played_not_the_number_of_games():
    """Rounds 1, 2 and 4 played (round 3 missed): 9 − 4 = 5 rounds remain, and 3 + 5 = 8 games at most count."""
    games = [game(1, "1", 2600, "GM"), game(2, "½", 2580, "GM"), game(4, "½", 2560, "GM")]
    (gm,) = forecast(tournament(rounds=9), player(), games, titles=("GM",))
    assert (gm.games_played, gm.rounds_remaining) == (3, 5)
    assert gm.note == "estimate: at most 8 games can be counted, 9 needed"
    assert gm.score_needed is None and not gm.reachable


def test_1_41a_nine_games_can_still_count_but_eight_cannot():
    (nine,) = forecast(tournament(rounds=9), player(), record(GM_NORM_9[:5]), rounds_remaining=4, titles=("GM",))
    assert nine.score_needed == Fraction(11, 2) and nine.note == ESTIMATE_2544
    (eight,) = forecast(tournament(rounds=9), player(), record(GM_NORM_9[:5]), rounds_remaining=3, titles=("GM",))
    assert (eight.score_needed, eight.needed_from_remaining, eight.reachable) == (None, None, False)
    assert eight.rounds_remaining == 3
    assert eight.note == "estimate: at most 8 games can be counted, 9 needed"


def test_1_41b_seven_games_can_count_in_a_7_round_team_championship():
    """Five games and two rounds left: seven games, enough in a 7-round world team championship."""
    event = tournament(rounds=7, flags=frozenset({EventFlag.WORLD_TEAM_CHAMPIONSHIP}))
    (gm,) = forecast(event, player(), record(GM_NORM_9[:5]), titles=("GM",))
    assert gm.rounds_remaining == 2
    # Over 7 games against 2544, dp 56: 4½/7 = .64 → 102; 4/7 = .57 → 50 is short.
    assert (gm.score_needed, gm.needed_from_remaining, gm.reachable) == (Fraction(9, 2), Fraction(3, 2), True)
    assert gm.note == (
        "estimate: assumes the remaining opponents average 2544 like the 5 so far; the mix of opponents "
        "(1.43–1.46) is not forecast"
    )


def test_1_49a_a_norm_needing_every_remaining_point_is_still_reachable_and_one_more_half_point_is_not():
    # 1½/5 (½, ½, ½, 0, 0) against the same 2544: 5½ needs 4 from the 4 rounds left.
    rows = [(result, *row[1:]) for result, row in zip(["½", "½", "½", "0", "0"], GM_NORM_9[:5], strict=True)]
    (gm,) = forecast(tournament(), player(), record(rows), titles=("GM",))
    assert (gm.score, gm.average_rating, gm.score_needed, gm.needed_from_remaining) == (
        Fraction(3, 2), 2544, Fraction(11, 2), Fraction(4),
    )
    assert gm.reachable
    # 1/5: 4½ from 4 rounds is out of reach.
    (short,) = forecast(tournament(), player(), record(replaced(rows, 0, ("0", *rows[0][1:]))), titles=("GM",))
    assert (short.score, short.needed_from_remaining, short.reachable) == (Fraction(1), Fraction(9, 2), False)


def test_1_49a_a_score_already_above_the_need_leaves_nothing_to_score():
    """6½/8 against (2600 + 2580 + 2560 + 2500 + 2480 + 2450 + 2430 + 2420)/8 = 2502.5 → 2503 (1.47): 9 games
    need dp 97, 6/9 (.67 → 125; 5½/9 = .61 → 80 is short), half a point less than already scored."""
    rows = replaced(GM_NORM_9[:8], 1, ("1", 2580, "GM", "FRA"))
    (gm,) = forecast(tournament(), player(), record(rows), titles=("GM",))
    assert (gm.score, gm.average_rating, gm.rounds_remaining) == (Fraction(13, 2), 2503, 1)
    assert (gm.score_needed, gm.needed_from_remaining, gm.reachable) == (Fraction(6), Fraction(0), True)


def test_0_43_no_forecast_is_reachable_for_a_title_held_or_covered():
    held = by_title(forecast(tournament(), player(title="GM"), record(GM_NORM_9[:5])))
    assert not any(estimate.reachable for estimate in held.values())
    assert held["GM"].note == "already holds GM at the start of the event: a result for a title held is no norm"
    assert held["IM"].note == (
        "already holds GM, which covers IM at the start of the event: a result for a title held is no norm"
    )
    # The figures are still given: only the reachability and the note change.
    assert held["GM"].score_needed == Fraction(11, 2)
    im = by_title(forecast(tournament(), player(title="IM"), record(GM_NORM_9[:5])))
    assert im["GM"].reachable and im["GM"].note == ESTIMATE_2544
    assert not im["IM"].reachable and not im["WIM"].reachable and im["WGM"].reachable


def test_the_forecast_is_made_only_for_the_titles_asked():
    assert [e.title for e in forecast(tournament(), player(), record(GM_NORM_9[:5]), titles=("WIM", "IM"))] == [
        "WIM", "IM",
    ]


def test_1_53_the_start_date_chooses_the_edition_when_none_is_given():
    """A tournament of 2005 is judged by 2001: WIM needs 1½ against 2544 there (no 35 % minimum), 3½ in 2009."""
    (in_2005,) = forecast(tournament(start=date(2005, 3, 1)), player(), record(GM_NORM_9[:5]), titles=("WIM",))
    assert in_2005.score_needed == Fraction(3, 2)
    (in_2013,) = forecast(tournament(), player(), record(GM_NORM_9[:5]), titles=("WIM",))
    assert in_2013.score_needed == Fraction(7, 2)
