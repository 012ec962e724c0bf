"""The eight confirmation rules of seed 004 ("Підтвердження розрядів"), rule by rule."""

from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest

from classification.rules import (
    Category,
    ChangeKind,
    EventFormat,
    PlayerRecord,
    Target,
    evaluate_tournament,
    expiry_date,
    lapse,
    participant_coefficient,
    standing_on,
)
from classification.rules.standing import FailureRecord, HistoryStep, PointRecord

from .builders import END, STRONG_ROW, event, games_against, person, standing
from .test_conditions import KMS_FIELD, opponents


def judge(player, results, field=KMS_FIELD, **facts):
    games = games_against([opponent.id for opponent in field], results)
    return evaluate_tournament(
        event([player, *field], **facts), [PlayerRecord(player.id, games)], [STRONG_ROW]
    ).players[0]


# With STRONG_ROW and 9 games: КМС 75 % → 7 points (75 % of it: 5.25), I 55 % → 5, II 40 % → 3½.
KMS_SCORE_7, KMS_SCORE_5_5, KMS_SCORE_5 = "1" * 7 + "00", "1" * 5 + "½000", "1" * 5 + "0000"


def test_conf_1_meeting_ones_own_norm_confirms_the_category_for_a_new_period():
    verdict = judge(person(1, "I"), "1" * 5 + "0000")
    (change,) = verdict.changes
    assert (change.kind, change.category, change.effective_on, change.expires_on, change.rule) == (
        ChangeKind.CONFIRMED,
        Category.FIRST,
        END,
        date(2022, 7, 15),
        "Conf. 1",
    )


def test_conf_1_meeting_only_a_lower_norm_confirms_nothing():
    verdict = judge(person(1, "I"), "1" * 4 + "0" * 5)
    assert not verdict.confirmed and verdict.failure is not None


# Conf. 2: "Звання КМС при виконанні у командному змаганні з 7 турів, діє 1 рік, при виконанні в змаганні з 9
# турів – 2 роки, якщо зіграно 10 або більше партій – 3 роки": rounds for 1 and 2 years, games for 3.
@pytest.mark.parametrize(
    ("games", "rounds", "event_format", "confirming", "expires"),
    [
        (7, 7, EventFormat.TEAM, False, date(2020, 7, 15)),
        (6, 7, EventFormat.TEAM, False, date(2020, 7, 15)),
        (9, 9, EventFormat.SWISS, False, date(2021, 7, 15)),
        (8, 9, EventFormat.SWISS, False, date(2021, 7, 15)),
        (7, 9, EventFormat.TEAM, False, date(2021, 7, 15)),
        (8, 8, EventFormat.TEAM, False, date(2020, 7, 15)),
        (9, 11, EventFormat.SWISS, False, date(2021, 7, 15)),
        (10, 11, EventFormat.ROUND_ROBIN, False, date(2022, 7, 15)),
        (10, 10, EventFormat.ROUND_ROBIN, False, date(2022, 7, 15)),
        (9, 9, EventFormat.ROUND_ROBIN, True, date(2022, 7, 15)),
        (9, 9, EventFormat.SWISS, True, date(2022, 7, 15)),
        (7, 7, EventFormat.TEAM, True, date(2020, 7, 15)),
        (7, 9, EventFormat.TEAM, True, date(2021, 7, 15)),
    ],
    ids=[
        "conf_2_team_7_one_year",
        "conf_2_team_7_rounds_six_games_one_year",
        "conf_2_nine_two_years",
        "conf_2_nine_rounds_eight_games_two_years",
        "conf_2_team_nine_rounds_seven_games_two_years",
        "conf_2_eight_rounds_one_year",
        "conf_2_nine_games_of_eleven_rounds_two_years",
        "conf_2_ten_three_years",
        "conf_2_ten_games_ten_rounds_three_years",
        "conf_2_confirmed_rr",
        "conf_2_confirmed_swiss",
        "conf_2_confirmed_team_7_rounds",
        "conf_2_confirmed_team_9_rounds",
    ],
)
def test_conf_2_kms_validity_by_event(games, rounds, event_format, confirming, expires):
    assert expiry_date(Category.CANDIDATE_MASTER, END, games, rounds, event_format, confirming) == expires


@pytest.mark.parametrize(
    ("sex", "rating", "exempt"),
    [("m", 2200, True), ("m", 2199, False), ("f", 2100, True), ("f", 2099, False)],
    ids=["conf_3_man_2200", "conf_3_man_2199", "conf_3_woman_2100", "conf_3_woman_2099"],
)
def test_conf_3_a_kms_with_a_high_ik_needs_no_confirmation(sex, rating, exempt):
    player = person(1, "KMS", sex=sex, national_rating=rating)
    assert (judge(player, KMS_SCORE_5).failure is None) is exempt
    _standing, lapses = lapse(replace(player.standing, expires_on=date(2019, 1, 1)), END, sex)
    assert (lapses == ()) is exempt


@pytest.mark.parametrize(
    ("results", "failure"),
    [(KMS_SCORE_5, True), (KMS_SCORE_5_5, False), (KMS_SCORE_7, False)],
    ids=["conf_4_below_75_percent", "conf_4_above_75_percent_of_7", "conf_4_norm_met"],
)
def test_conf_4_a_kms_fails_below_75_percent_of_the_kms_norm(results, failure):
    verdict = judge(person(1, "KMS"), results)
    assert (verdict.failure is not None) is failure
    if failure:
        assert verdict.failure.threshold == Decimal("5.25") and verdict.failure.check.rule == "Conf. 4"


def test_conf_4_without_a_kms_norm_the_first_category_norm_is_the_measure():
    row = replace(STRONG_ROW, percents={Target.FIRST: Decimal("55")})
    games = games_against([opponent.id for opponent in KMS_FIELD], "1" * 3 + "0" * 6)
    verdict = evaluate_tournament(event([person(1, "KMS"), *KMS_FIELD]), [PlayerRecord(1, games)], [row]).players[0]
    assert verdict.failure.threshold == Decimal("3.75")  # 75 % of the I norm of 5


def test_conf_4_a_second_failure_lowers_a_kms_to_first_category_with_two_points_for_three_years():
    verdict = judge(person(1, "KMS", failures=1), KMS_SCORE_5)
    (change,) = verdict.changes
    assert (change.kind, change.category, change.candidate_points, change.expires_on, change.rule) == (
        ChangeKind.DEMOTED,
        Category.FIRST,
        2,
        date(2022, 7, 15),
        "Conf. 4",
    )


def test_conf_4_after_the_demotion_first_lasts_3_years_and_second_until_6():
    history = [
        HistoryStep(Category.CANDIDATE_MASTER, date(2015, 1, 10), date(2018, 1, 10)),
        HistoryStep(Category.FIRST, date(2017, 5, 1), date(2020, 5, 1)),
    ]
    first, _ = standing_on(date(2020, 4, 30), history)
    second, (step,) = standing_on(date(2022, 1, 1), history)
    third, _ = standing_on(date(2023, 5, 1), history)
    assert first.category is Category.FIRST
    assert (second.category, second.expires_on, step.effective_on) == (
        Category.SECOND,
        date(2023, 5, 1),
        date(2020, 5, 1),
    )
    assert third.category is Category.THIRD


@pytest.mark.parametrize(
    ("day", "points"),
    [(date(2018, 6, 1), 2), (date(2019, 1, 1), 2), (date(2021, 1, 4), 2), (date(2021, 1, 5), 1), (date(2021, 9, 2), 0)],
    ids=[
        "conf_5_two",
        "conf_5_three_count_as_two",
        "conf_5_last_day_of_the_second",
        "conf_5_second_expired",
        "conf_5_all_expired",
    ],
)
def test_conf_5_a_first_category_player_holds_two_points_each_for_three_years(day, points):
    history = [HistoryStep(Category.FIRST, date(2016, 1, 1), date(2025, 1, 1))]
    earned = [
        PointRecord(date(2017, 3, 2), date(2020, 3, 2)),
        PointRecord(date(2018, 1, 5), date(2021, 1, 5)),
        PointRecord(date(2018, 9, 2), date(2021, 9, 2)),
    ]
    assert standing_on(day, history, earned)[0].candidate_points == points


def test_conf_5_each_failure_of_a_first_category_player_takes_a_point():
    verdict = judge(person(1, "I", candidate_points=2), "1" * 4 + "0" * 5)
    assert verdict.failure is not None and verdict.points_removed == 1


def test_conf_5_a_removed_point_no_longer_counts():
    history = [HistoryStep(Category.FIRST, date(2016, 1, 1), date(2025, 1, 1))]
    earned = [PointRecord(date(2017, 3, 2), date(2020, 3, 2), removed_on=date(2018, 2, 1))]
    assert standing_on(date(2018, 1, 31), history, earned)[0].candidate_points == 1
    assert standing_on(date(2018, 2, 1), history, earned)[0].candidate_points == 0


@pytest.mark.parametrize("code", ["I", "II", "III"])
def test_conf_6_first_second_and_third_are_valid_three_years(code):
    assert expiry_date(Category(code), END, 9, 9, EventFormat.SWISS, confirming=False) == date(2022, 7, 15)


@pytest.mark.parametrize(
    ("code", "failures", "severe", "results", "demoted_to"),
    [
        ("I", 2, 0, "1" * 4 + "0" * 5, Category.SECOND),  # third failure
        ("I", 1, 0, "1" * 4 + "0" * 5, None),  # second ordinary failure
        ("I", 1, 1, "1" * 3 + "0" * 6, Category.SECOND),  # twice short of the II norm (3½)
        ("II", 1, 1, "1" * 2 + "0" * 7, Category.THIRD),  # twice short of the III norm (2½)
        ("III", 2, 0, "1" * 2 + "0" * 7, Category.YOUTH),
    ],
    ids=[
        "conf_6_first_third_failure",
        "conf_6_first_second_failure",
        "conf_6_first_twice_below_ii",
        "conf_6_second_twice_below_iii",
        "conf_6_third_third_failure",
    ],
)
def test_conf_6_failures_lower_first_second_and_third(code, failures, severe, results, demoted_to):
    verdict = judge(person(1, code, failures=failures, severe_failures=severe), results)
    demotions = [change.category for change in verdict.changes if change.kind is ChangeKind.DEMOTED]
    assert demotions == ([demoted_to] if demoted_to else [])


def test_conf_6_youth_has_no_confirmation_and_does_not_lapse():
    verdict = judge(person(1, "youth"), "0" * 9)
    assert verdict.failure is None and verdict.changes == ()
    assert expiry_date(Category.YOUTH, END, 9, 9, EventFormat.SWISS, confirming=False) is None


@pytest.mark.parametrize(
    ("birth_year", "held_since", "lifetime"),
    [(1968, date(2014, 7, 15), True), (1970, date(2014, 7, 15), False), (1968, date(2014, 7, 16), False)],
    ids=["conf_7_fifty_and_five_years", "conf_7_under_fifty", "conf_7_a_day_short_of_five_years"],
)
def test_conf_7_confirmed_at_fifty_after_five_unbroken_years_is_kept_for_life(birth_year, held_since, lifetime):
    verdict = judge(person(1, "I", birth_year=birth_year, held_since=held_since), "1" * 5 + "0000")
    (change,) = verdict.changes
    assert change.lifetime is lifetime and (change.expires_on is None) is lifetime
    assert change.rule == ("Conf. 7" if lifetime else "Conf. 1")


def test_conf_7_a_break_restarts_the_five_years():
    history = [
        HistoryStep(Category.FIRST, date(2005, 1, 1), date(2008, 1, 1)),
        HistoryStep(Category.SECOND, date(2008, 1, 1), date(2011, 1, 1)),
        HistoryStep(Category.FIRST, date(2010, 6, 1), date(2013, 6, 1)),
    ]
    assert standing_on(date(2012, 1, 1), history)[0].held_since == date(2010, 6, 1)


@pytest.mark.parametrize(
    ("code", "failures", "coefficient"),
    [("KMS", 1, "0"), ("KMS", 2, "1.0"), ("I", 2, "1.0"), ("I", 3, "2.0")],
    ids=[
        "conf_7_kms_one_failure",
        "conf_7_kms_two_failures",
        "conf_7_first_two_failures",
        "conf_7_first_three_failures",
    ],
)
def test_conf_7_lifetime_players_with_failures_count_one_category_lower(code, failures, coefficient):
    assert participant_coefficient(standing(code, lifetime=True, failures=failures), Decimal("0")) == Decimal(
        coefficient
    )


def test_conf_7_a_lifetime_kms_keeps_the_category_after_failures():
    verdict = judge(person(1, "KMS", lifetime=True, failures=3), KMS_SCORE_5)
    assert verdict.failure is not None and verdict.changes == ()


def test_conf_7_a_lifetime_category_does_not_lapse():
    history = [HistoryStep(Category.SECOND, date(2001, 1, 1), None, lifetime=True)]
    assert standing_on(date(2030, 1, 1), history)[0].category is Category.SECOND


def test_conf_8_lifetime_kms_with_two_failures_are_not_kms_opponents():
    field = opponents("KMS", *["KMS"] * 5, "I", "I", "I")
    discounted = [person(2, "KMS", lifetime=True, failures=2), *field[1:]]
    assert judge(person(1, "I"), KMS_SCORE_7, field=field).norm(Target.CANDIDATE_MASTER).achieved
    assert not judge(person(1, "I"), KMS_SCORE_7, field=discounted).norm(Target.CANDIDATE_MASTER).achieved


def test_failures_are_counted_from_the_start_of_the_current_period():
    history = [
        HistoryStep(Category.FIRST, date(2015, 1, 1), date(2018, 1, 1)),
        HistoryStep(Category.FIRST, date(2017, 6, 1), date(2020, 6, 1)),
    ]
    failures = [
        FailureRecord(Category.FIRST, date(2016, 3, 1), False),
        FailureRecord(Category.FIRST, date(2018, 3, 1), True),
    ]
    found = standing_on(date(2019, 1, 1), history, failures=failures)[0]
    assert (found.failures, found.severe_failures) == (1, 1)


@pytest.mark.parametrize(("rounds", "expires"), [(7, date(2020, 7, 15)), (9, date(2021, 7, 15))])
def test_conf_2_a_kms_confirmed_in_a_team_event_lasts_by_its_rounds(rounds, expires):
    verdict = judge(person(1, "KMS"), KMS_SCORE_7, format=EventFormat.TEAM, rounds=rounds)
    (change,) = verdict.changes
    assert (change.kind, change.category, change.expires_on) == (ChangeKind.CONFIRMED, Category.CANDIDATE_MASTER, expires)


@pytest.mark.parametrize(
    ("results", "facts", "expected"),
    [
        ("1" * 5 + "0" * 4, {}, (True, False, 0)),
        ("1" * 4 + "0" * 5, {}, (False, True, 1)),
        ("0" * 9, {"clocks_and_scoresheets": False}, (False, False, 0)),
    ],
    ids=["conf_1_confirmed", "conf_5_failed", "conf_5_no_failure_where_i_could_not_be_confirmed"],
)
def test_conf_5_only_a_failure_takes_a_candidate_point(results, facts, expected):
    """Conf. 5: each failure takes a point; a confirmation (Conf. 1) takes none, nor does an event that could not
    have confirmed the category (here Cond. 21 fails), for there is no failure (decisions.md 25)."""
    verdict = judge(person(1, "I", candidate_points=2), results, **facts)
    assert (verdict.confirmed, verdict.failure is not None, verdict.points_removed) == expected
