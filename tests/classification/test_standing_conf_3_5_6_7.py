"""A player's standing on a day from the recorded history (seed 004, "Підтвердження розрядів"): the step in force
on the day, the unbroken holding of Conf. 7, the candidate points of Conf. 5 (at most two, each valid three
years, only those earned while holding the first category), the failures of the current period (Conf. 4, 6)
and Conf. 3's exemption of a КМС with an ІК of 2200 (women 2100). Pure: no database."""

from __future__ import annotations

from datetime import date

from classification.rules import Category, FailureRecord, HistoryStep, PointRecord, Standing, standing_on

I, KMS, II = Category.FIRST, Category.CANDIDATE_MASTER, Category.SECOND
DAY = date(2020, 6, 1)


def test_conf_6_a_category_holds_from_the_day_it_takes_effect():
    history = (HistoryStep(II, DAY, date(2023, 6, 1)),)
    standing, changes = standing_on(DAY, history, national_rating=1800)
    assert standing == Standing(
        category=II, expires_on=date(2023, 6, 1), held_since=DAY, national_rating=1800
    ) and changes == ()


def test_conf_6_the_day_before_the_first_step_there_is_no_category_but_the_ik_is_kept():
    history = (HistoryStep(II, DAY, date(2023, 6, 1)),)
    assert standing_on(date(2020, 5, 31), history, national_rating=1800) == (Standing(national_rating=1800), ())


def test_conf_7_a_lifetime_category_and_cond_1_a_correspondence_category_are_carried():
    history = (HistoryStep(KMS, DAY, None, lifetime=True, correspondence=True),)
    standing, _ = standing_on(date(2030, 1, 1), history, national_rating=2250)
    assert standing == Standing(
        category=KMS, lifetime=True, correspondence=True, held_since=DAY, national_rating=2250
    )


def test_conf_7_held_since_is_the_start_of_the_unbroken_run_of_the_category():
    """I from 2014, КМС gained 2016 and confirmed 2019: the КМС has been held since 2016."""
    history = (
        HistoryStep(I, date(2014, 1, 10), date(2017, 1, 10)),
        HistoryStep(KMS, date(2016, 3, 1), date(2019, 3, 1)),
        HistoryStep(KMS, date(2019, 2, 1), date(2022, 2, 1)),
    )
    standing, _ = standing_on(DAY, history)
    assert standing.held_since == date(2016, 3, 1) and standing.expires_on == date(2022, 2, 1)


def test_conf_5_candidate_points_belong_to_the_first_category_only():
    """A КМС has no candidate points, whatever points the records still hold."""
    history = (HistoryStep(KMS, date(2019, 1, 1), date(2022, 1, 1)),)
    points = (PointRecord(date(2019, 5, 1), date(2022, 5, 1)),)
    standing, _ = standing_on(DAY, history, points)
    assert standing.candidate_points == 0


def test_conf_5_points_from_the_first_day_of_the_category_to_the_day_and_before_they_expire():
    history = (HistoryStep(I, date(2019, 1, 1), date(2022, 1, 1)),)
    earned_on_the_first_day = PointRecord(date(2019, 1, 1), date(2022, 1, 1))
    earned_on_the_day = PointRecord(DAY, date(2023, 6, 1))
    assert standing_on(DAY, history, (earned_on_the_first_day,))[0].candidate_points == 1
    assert standing_on(DAY, history, (earned_on_the_day,))[0].candidate_points == 1
    earned_before = PointRecord(date(2018, 12, 31), date(2021, 12, 31))
    earned_after = PointRecord(date(2020, 6, 2), date(2023, 6, 2))
    expiring_on_the_day = PointRecord(date(2019, 1, 1), DAY)
    removed_on_the_day = PointRecord(date(2019, 2, 1), date(2022, 2, 1), removed_on=DAY)
    removed_later = PointRecord(date(2019, 2, 1), date(2022, 2, 1), removed_on=date(2020, 6, 2))
    for point, counted in (
        (earned_before, 0),
        (earned_after, 0),
        (expiring_on_the_day, 0),
        (removed_on_the_day, 0),
        (removed_later, 1),
    ):
        assert standing_on(DAY, history, (point,))[0].candidate_points == counted, point


def test_conf_5_at_most_two_candidate_points():
    history = (HistoryStep(I, date(2019, 1, 1), date(2022, 1, 1)),)
    points = tuple(PointRecord(date(2019, month, 1), date(2022, month, 1)) for month in (2, 3, 4))
    assert standing_on(DAY, history, points)[0].candidate_points == 2


def test_conf_6_failures_count_from_the_first_day_of_the_period_to_the_day_against_its_category():
    history = (HistoryStep(I, date(2019, 1, 1), date(2022, 1, 1)),)
    failures = (
        FailureRecord(I, date(2019, 1, 1), severe=True),
        FailureRecord(I, DAY, severe=False),
        FailureRecord(I, date(2018, 12, 31), severe=True),
        FailureRecord(I, date(2020, 6, 2), severe=True),
        FailureRecord(II, date(2019, 5, 1), severe=True),
    )
    standing, _ = standing_on(DAY, history, failures=failures)
    assert (standing.failures, standing.severe_failures) == (2, 1)


def test_conf_3_a_woman_kms_with_an_ik_of_2150_needs_no_confirmation():
    """Conf. 3: 2100 for women, so her КМС does not lapse; a man with 2150 (2200 needed) is lowered to I."""
    history = (HistoryStep(KMS, date(2016, 1, 1), date(2019, 1, 1)),)
    woman, changes = standing_on(DAY, history, national_rating=2150, sex="f")
    assert woman.category is KMS and changes == ()
    man, changes = standing_on(DAY, history, national_rating=2150, sex="m")
    assert man.category is I and man.candidate_points == 2 and len(changes) == 1
