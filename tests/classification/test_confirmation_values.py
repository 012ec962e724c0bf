"""Seed 004's confirmation rules (Conf. 2–7) function by function: each value they return compared whole, with the
boundaries of every threshold, so that no part of a failure, a demotion or a lapse goes unchecked."""

from dataclasses import replace
from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from classification.rules import Category, ChangeKind, EventFormat, Target, lapse
from classification.rules.check import Check, message
from classification.rules.confirmation import (
    add_years,
    apply_change,
    confirmation,
    demotion_after,
    failure_in,
    points_removed_by,
)
from classification.rules.verdict import Change, FailureVerdict, NormVerdict

from .builders import standing

ON = date(2019, 7, 15)


def norm(target: Target, required: Fraction | None, score_ok: bool = False, conditions_ok: bool = True) -> NormVerdict:
    conditions = (Check("Cond. 14", conditions_ok, "condition"),)
    return NormVerdict(target, None, required, conditions, Check("Cond. 13", score_ok, "score"))


def norms(**required) -> dict[Target, NormVerdict]:
    """The norms of one event, by target name: FIRST=Fraction(5) etc.; None for an unknown figure."""
    return {Target[name]: norm(Target[name], value) for name, value in required.items()}


# Conf. 2 and 6: a category "діє 3 роки" (lasts three years) from the day it was gained or confirmed.
@pytest.mark.parametrize(
    ("day", "years", "expires"),
    [
        (date(2019, 7, 15), 3, date(2022, 7, 15)),
        (date(2016, 2, 29), 3, date(2019, 2, 28)),  # no 29 February in 2019: the last day of February
        (date(2016, 2, 29), 4, date(2020, 2, 29)),
        (date(2016, 2, 29), 1, date(2017, 2, 28)),
    ],
    ids=["conf_6_three_years", "conf_6_29_february_to_28", "conf_6_29_february_kept", "conf_2_one_year_from_29_february"],
)
def test_conf_2_and_6_periods_end_on_the_same_day_years_later(day, years, expires):
    assert add_years(day, years) == expires


# Conf. 4: "менше 75 % від норми КМС" (below 75 % of the КМС norm) is a failure; exactly 75 % is none.
@pytest.mark.parametrize(
    ("score", "failed"),
    [(Fraction(9, 2), False), (Fraction(4), True)],
    ids=["conf_4_exactly_75_percent", "conf_4_below_75_percent"],
)
def test_conf_4_a_kms_fails_only_below_75_percent_of_the_norm(score, failed):
    found = failure_in(standing("KMS"), "m", norms(CANDIDATE_MASTER=Fraction(6), FIRST=Fraction(5)), score)
    if not failed:
        assert found is None
        return
    expected_check = Check(
        "Conf. 4",
        False,
        message(
            "%(score)s points, below %(threshold)s, 75 %% of the norm of %(norm)s: a failure",
            score="4", threshold=Decimal("4.5"), norm="6",
        ),
    )
    assert found == FailureVerdict(Category.CANDIDATE_MASTER, False, Fraction(4), Fraction(9, 2), expected_check)
    assert found.check.message == expected_check.message
    assert found.check.detail == "4 points, below 4.5, 75 % of the norm of 6: a failure"


def test_conf_4_without_a_kms_figure_75_percent_of_the_first_category_norm():
    found = failure_in(standing("KMS"), "f", norms(CANDIDATE_MASTER=None, FIRST=Fraction(6)), Fraction(4))
    assert (found.threshold, found.check.message.params["norm"]) == (Fraction(9, 2), "6")


def test_conf_4_an_event_that_could_not_give_the_kms_norm_is_no_failure():
    unqualified = {Target.CANDIDATE_MASTER: norm(Target.CANDIDATE_MASTER, Fraction(6), conditions_ok=False)}
    assert failure_in(standing("KMS"), "m", unqualified, Fraction(0)) is None


# Conf. 6: a failure is a score short of one's own norm; "severe" when short of the next lower norm too.
@pytest.mark.parametrize(
    ("score", "shown", "severe", "text"),
    [
        (Fraction(7, 2), "3½", False, "%(score)s points, short of this category's norm of %(norm)s: a failure"),
        (
            Fraction(3),
            "3",
            True,
            "%(score)s points, short of this category's norm of %(norm)s and of the next lower norm too: a failure",
        ),
    ],
    ids=["conf_6_at_the_lower_norm_is_ordinary", "conf_6_below_the_lower_norm_is_severe"],
)
def test_conf_6_a_failure_is_severe_only_below_the_next_lower_norm(score, shown, severe, text):
    found = failure_in(standing("I"), "m", norms(FIRST=Fraction(5), SECOND=Fraction(7, 2)), score)
    expected_check = Check("Conf. 6", False, message(text, score=shown, norm="5"))
    assert found == FailureVerdict(Category.FIRST, severe, score, Fraction(5), expected_check)
    assert found.check.message == expected_check.message


def test_conf_6_the_third_category_has_no_lower_norm_to_fail():
    found = failure_in(standing("III"), "m", norms(THIRD=Fraction(5, 2)), Fraction(0))
    assert found.severe is False and found.check.detail == "0 points, short of this category's norm of 2½: a failure"


def test_conf_6_meeting_the_own_norm_is_no_failure():
    met = {Target.FIRST: norm(Target.FIRST, Fraction(5), score_ok=True)}
    assert failure_in(standing("I"), "m", met, Fraction(5)) is None


def failure(category: Category, severe: bool = False) -> FailureVerdict:
    return FailureVerdict(category, severe, Fraction(0), Fraction(5), Check("Conf. 6", False, "failure"))


# Conf. 6: the third failure of a third-category player ends the category: youth, which never lapses.
def test_conf_6_a_third_category_player_demoted_to_youth_has_no_expiry():
    change = demotion_after(standing("III", failures=2), failure(Category.THIRD), ON)
    assert change == Change(ChangeKind.DEMOTED, Category.YOUTH, ON, None, "Conf. 6", candidate_points=0)


def test_conf_6_a_first_category_player_demoted_to_second_has_three_years():
    change = demotion_after(standing("I", failures=2), failure(Category.FIRST), ON)
    assert change == Change(ChangeKind.DEMOTED, Category.SECOND, ON, date(2022, 7, 15), "Conf. 6")


# Conf. 5: "кожен неуспіх ... позбавляє одного бала" — only a first-category player has candidate points to lose.
@pytest.mark.parametrize(
    ("code", "points", "failed", "removed"),
    [("I", 2, True, 1), ("I", 0, True, 0), ("I", 2, False, 0), ("KMS", 2, True, 0), ("II", 1, True, 0)],
    ids=["conf_5_first_loses_one", "conf_5_none_to_lose", "conf_5_no_failure", "conf_5_kms", "conf_5_second"],
)
def test_conf_5_a_failure_takes_one_candidate_point_from_a_first_category_player(code, points, failed, removed):
    verdict = failure(Category(code)) if failed else None
    assert points_removed_by(standing(code, candidate_points=points), verdict) == removed


HELD = standing("I", candidate_points=1, failures=2, severe_failures=1, expires_on=date(2020, 1, 1), held_since=date(2012, 3, 4))


def test_conf_1_a_confirmation_keeps_the_points_and_the_unbroken_holding_and_clears_the_failures():
    """Conf. 1 restarts the period; Conf. 7 counts the holding from its first day; failures count per period."""
    change = Change(ChangeKind.CONFIRMED, Category.FIRST, ON, date(2022, 7, 15), "Conf. 7", lifetime=True)
    assert apply_change(HELD, change) == replace(
        HELD, expires_on=date(2022, 7, 15), lifetime=True, failures=0, severe_failures=0
    )


def test_conf_4_a_new_category_brings_its_own_points_and_starts_a_new_holding():
    change = Change(ChangeKind.DEMOTED, Category.SECOND, ON, date(2022, 7, 15), "Conf. 6", candidate_points=0)
    assert apply_change(HELD, change) == replace(
        HELD,
        category=Category.SECOND,
        candidate_points=0,
        expires_on=date(2022, 7, 15),
        failures=0,
        severe_failures=0,
        held_since=ON,
    )


# Conf. 4: a lapsed КМС becomes I with two candidate points (decisions.md), for a fresh period from the lapse.
def test_conf_2_a_lapsed_kms_becomes_first_with_two_points_from_the_day_it_lapsed():
    lapsed_on = date(2019, 1, 1)
    found, changes = lapse(standing("KMS", expires_on=lapsed_on, failures=1), date(2020, 6, 1), "m")
    expected = Change(ChangeKind.EXPIRED, Category.FIRST, lapsed_on, date(2022, 1, 1), "Conf. 2", candidate_points=2)
    assert changes == (expected,)
    assert found == standing("I", candidate_points=2, expires_on=date(2022, 1, 1), held_since=lapsed_on)


def test_conf_6_a_lapsed_third_category_becomes_youth_without_expiry():
    found, changes = lapse(standing("III", expires_on=date(2019, 1, 1)), date(2030, 1, 1), "m")
    assert changes == (Change(ChangeKind.EXPIRED, Category.YOUTH, date(2019, 1, 1), None, "Conf. 6"),)
    assert found == standing("youth", held_since=date(2019, 1, 1))


# Conf. 2: a КМС confirmed in a round robin or Swiss lasts three years, whatever the games (a КМС gained in nine
# games lasts two).
@pytest.mark.parametrize("event_format", [EventFormat.ROUND_ROBIN, EventFormat.SWISS])
def test_conf_2_a_kms_confirmed_in_nine_games_of_a_round_robin_or_swiss_lasts_three_years(event_format):
    met = {Target.CANDIDATE_MASTER: norm(Target.CANDIDATE_MASTER, Fraction(7), score_ok=True)}
    change = confirmation(standing("KMS"), met, event_format, games=9, rounds=9, age=40, on=ON)
    assert change == Change(ChangeKind.CONFIRMED, Category.CANDIDATE_MASTER, ON, date(2022, 7, 15), "Conf. 1")
