"""Time controls as the clocks are set, and what each edition accepts of them: 2009 §1.14 (the listed
controls), 2014 §1.13 (a minimum), 2024 §1.1.3 (2 hours a player for 60 moves), and the 60-move game of
2009/2014 §1.12 and 2024 §1.1.2. The exact English is what the arbiter's forms carry."""

from datetime import date
from fractions import Fraction

import pytest

from regulations import Period, TimeControl
from regulations.time_controls import MOVES_OF_A_GAME, listed_in_2009, minimum_of_2014, two_hours_for_sixty_moves

# 2009 §1.14, the six rates of play, in the order of the text.
NINETY_AND_THIRTY_SECONDS = TimeControl((Period(90),), increment_seconds=30)
NINETY_FORTY_THIRTY = TimeControl((Period(90, 40), Period(30)), increment_seconds=30)
HUNDRED_FIFTY_FIFTEEN = TimeControl((Period(100, 40), Period(50, 20), Period(15)), increment_seconds=30)
TWO_HOURS_THIRTY = TimeControl((Period(120, 40), Period(30)))
TWO_HOURS_SIXTY = TimeControl((Period(120, 40), Period(60)))
TWO_HOURS_ONE_HOUR_THIRTY = TimeControl((Period(120, 40), Period(60, 20), Period(30)))


def texts(answer):
    ok, why = answer
    return ok, str(why)


# --- the clock setting itself ------------------------------------------------------------------------------


def test_a_time_control_needs_at_least_one_period():
    with pytest.raises(ValueError, match="^a time control needs periods, and only the last may be for the rest of the game$"):
        TimeControl(())


def test_only_the_last_period_may_be_for_the_rest_of_the_game():
    with pytest.raises(ValueError, match="only the last may be for the rest of the game"):
        TimeControl((Period(90), Period(30)))
    with pytest.raises(ValueError, match="only the last may be for the rest of the game"):
        TimeControl((Period(90, 40), Period(30), Period(15)))
    # A last period for the rest of the game, or a last period for a number of moves, is a clock setting.
    assert TimeControl((Period(90, 40), Period(50, 20), Period(15))).base_minutes == 155
    assert TimeControl((Period(90, 40), Period(30, 20))).base_minutes == 120


def test_the_sixty_move_game_of_1_12_and_1_1_2():
    assert MOVES_OF_A_GAME == 60


def test_base_minutes_add_every_period():
    assert HUNDRED_FIFTY_FIFTEEN.base_minutes == 165
    assert TWO_HOURS_ONE_HOUR_THIRTY.base_minutes == 210
    assert NINETY_AND_THIRTY_SECONDS.base_minutes == 90


@pytest.mark.parametrize(
    ("control", "minutes"),
    [
        # 2024 §1.1.3: the periods that begin within the 60 moves, and 30″ for each of the 60 moves.
        (NINETY_AND_THIRTY_SECONDS, 120),
        (NINETY_FORTY_THIRTY, 150),
        (HUNDRED_FIFTY_FIFTEEN, 180),  # the 15′ begin at move 61
        (TWO_HOURS_THIRTY, 150),
        (TWO_HOURS_ONE_HOUR_THIRTY, 180),  # the 30′ begin at move 61: not part of a 60-move game
        (TimeControl((Period(90, 40), Period(15)), increment_seconds=30, increment_from_move=41), 115),
        # An increment from move 61 on, or later, adds nothing to a 60-move game.
        (TimeControl((Period(120),), increment_seconds=30, increment_from_move=61), 120),
        (TimeControl((Period(120),), increment_seconds=30, increment_from_move=62), 120),
        (TimeControl((Period(120),), increment_seconds=30, increment_from_move=70), 120),
        (TimeControl((Period(120),), increment_seconds=30, increment_from_move=60), Fraction(241, 2)),
        # A delay never adds time.
        (TimeControl((Period(90, 40), Period(30)), delay_seconds=30), 120),
    ],
)
def test_minutes_for_a_sixty_move_game(control, minutes):
    assert control.minutes_for() == minutes
    assert control.minutes_for(60) == minutes


def test_a_period_beginning_at_move_60_is_part_of_a_60_move_game_and_one_at_move_61_is_not():
    assert TimeControl((Period(100, 59), Period(30))).minutes_for() == 130
    assert TimeControl((Period(100, 60), Period(30))).minutes_for() == 100
    assert TimeControl((Period(100, 60), Period(30))).minutes_for(61) == 130


def test_minutes_for_other_lengths_of_game():
    assert NINETY_AND_THIRTY_SECONDS.minutes_for(40) == 110
    assert NINETY_FORTY_THIRTY.minutes_for(40) == 110
    assert NINETY_FORTY_THIRTY.minutes_for(41) == Fraction(281, 2)  # 90′ + 30′ + 41 increments of ½′
    assert TWO_HOURS_ONE_HOUR_THIRTY.minutes_for(80) == 210


@pytest.mark.parametrize(
    ("control", "written"),
    [
        (NINETY_AND_THIRTY_SECONDS, "90′ + 30″/move"),
        (NINETY_FORTY_THIRTY, "90′/40 + 30′ + 30″/move"),
        (HUNDRED_FIFTY_FIFTEEN, "100′/40 + 50′/20 + 15′ + 30″/move"),
        (TWO_HOURS_ONE_HOUR_THIRTY, "120′/40 + 60′/20 + 30′"),
        (TimeControl((Period(90, 40), Period(15)), increment_seconds=30, increment_from_move=41),
         "90′/40 + 15′ + 30″/move from move 41"),
        # No increment: the move it would start from is not written.
        (TimeControl((Period(120),), increment_from_move=41), "120′"),
        (TimeControl((Period(90, 40), Period(30)), delay_seconds=30), "90′/40 + 30′, 30″ delay"),
        (TimeControl((Period(90),), increment_seconds=10, delay_seconds=5), "90′ + 10″/move, 5″ delay"),
        (TimeControl((Period(90),), increment_seconds=10, increment_from_move=2, delay_seconds=5),
         "90′ + 10″/move from move 2, 5″ delay"),
    ],
)
def test_a_control_is_written_as_arbiters_write_it(control, written):
    assert control.describe() == written
    assert str(control.description()) == written


# --- 2009 §1.14: the listed controls -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("control", "written"),
    [
        (NINETY_FORTY_THIRTY, "90′/40 + 30′ + 30″/move"),
        (HUNDRED_FIFTY_FIFTEEN, "100′/40 + 50′/20 + 15′ + 30″/move"),
        (TWO_HOURS_THIRTY, "120′/40 + 30′"),
        (TWO_HOURS_SIXTY, "120′/40 + 60′"),
        (TWO_HOURS_ONE_HOUR_THIRTY, "120′/40 + 60′/20 + 30′"),
    ],
)
def test_2009_1_14_the_listed_controls_of_unlimited_validity(control, written):
    for start in (date(2009, 7, 1), date(2014, 6, 30), date(2030, 1, 1)):
        assert texts(listed_in_2009(control, start)) == (True, f"{written} is one of the listed controls")


def test_2009_1_14_ninety_minutes_and_thirty_seconds_is_valid_only_until_31_december_2010():
    assert texts(listed_in_2009(NINETY_AND_THIRTY_SECONDS, date(2010, 12, 31))) == (
        True,
        "90′ + 30″/move is one of the listed controls",
    )
    assert texts(listed_in_2009(NINETY_AND_THIRTY_SECONDS, date(2011, 1, 1))) == (
        False,
        "90′ + 30″/move was allowed only until 2010-12-31",
    )


@pytest.mark.parametrize(
    "control",
    [
        TimeControl((Period(90, 40), Period(30))),  # the increment is part of the listed control
        TimeControl((Period(90, 40), Period(30)), increment_seconds=30, increment_from_move=2),
        TimeControl((Period(120, 40), Period(60)), increment_seconds=30),
        TimeControl((Period(90, 40), Period(30)), delay_seconds=30),
        TimeControl((Period(100, 40), Period(50)), increment_seconds=30),
    ],
)
def test_2009_1_14_any_other_control_is_not_listed(control):
    assert texts(listed_in_2009(control, date(2012, 3, 1))) == (
        False,
        f"{control.describe()} is not one of the listed controls",
    )


# --- 2014 §1.13: a minimum ---------------------------------------------------------------------------------

TEXT_2014 = "%s: %s minutes; at least 150 without an increment, or 90 with 30″ a move"


@pytest.mark.parametrize(
    ("control", "ok"),
    [
        # "2 hours followed by 30 minutes" without an increment: 150 minutes, not 149.
        (TimeControl((Period(120, 40), Period(30))), True),
        (TimeControl((Period(120, 40), Period(29))), False),
        (TimeControl((Period(150),)), True),
        (TimeControl((Period(149),)), False),
        # "at least 30 seconds a move": 90 minutes with 30″, not 89, nor 90 with 29″.
        (TimeControl((Period(90),), increment_seconds=30), True),
        (TimeControl((Period(89),), increment_seconds=30), False),
        (TimeControl((Period(90),), increment_seconds=29), False),
        (TimeControl((Period(90),), increment_seconds=60), True),
        (TimeControl((Period(90, 40), Period(30)), increment_seconds=30), True),
        # A small increment does not spoil what meets the minimum without one.
        (TimeControl((Period(150),), increment_seconds=10), True),
        (TimeControl((Period(149),), increment_seconds=29), False),
        # A delay is no increment: it adds no time.
        (TimeControl((Period(90),), delay_seconds=30), False),
    ],
)
def test_2014_1_13_at_least_150_minutes_without_an_increment_or_90_with_30_seconds(control, ok):
    assert texts(minimum_of_2014(control, date(2016, 3, 1))) == (
        ok,
        TEXT_2014 % (control.describe(), control.base_minutes),
    )


# --- 2024 §1.1.3: 2 hours a player for a 60-move game ------------------------------------------------------


@pytest.mark.parametrize(
    ("control", "ok", "minutes"),
    [
        (NINETY_AND_THIRTY_SECONDS, True, "120"),
        (TimeControl((Period(90),), increment_seconds=29), False, "119"),
        (TimeControl((Period(120),)), True, "120"),
        (TimeControl((Period(119),)), False, "119"),
        (TimeControl((Period(105),), increment_seconds=15, increment_from_move=2), False, "119.75"),
        (TimeControl((Period(60),), increment_seconds=30), False, "90"),
        (NINETY_FORTY_THIRTY, True, "150"),
    ],
)
def test_2024_1_1_3_at_least_two_hours_a_player_for_sixty_moves(control, ok, minutes):
    assert texts(two_hours_for_sixty_moves(control, date(2025, 3, 1))) == (
        ok,
        f"{control.describe()}: {minutes} minutes a player for 60 moves, 120 needed",
    )
