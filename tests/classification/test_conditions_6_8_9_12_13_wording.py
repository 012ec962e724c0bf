"""Seed 004, Cond. 5C, 6, 8, 9, 12 and 13: both sides of each limit, and the exact words of each check.

Pure: the checks of ``classification.rules.conditions`` are called on plain facts, no database.
"""

from dataclasses import replace
from decimal import Decimal

import pytest

from classification.rules import Category, JudgeCategory, Target, TimeControl
from classification.rules.conditions import (
    REQUIREMENTS,
    check_cond_9_games,
    check_cond_9_games_per_day,
    check_cond_9_time_control,
    check_judges,
    check_time_control,
    is_strong_opponent,
)

from .builders import event, person

PLAYER = person(1, "I")

COND_6_WORDS = "needs 2 hours for 40 moves + 30 minutes, or 90 minutes + 30 seconds a move"
COND_8_WORDS = "needs the КМС time control or 2 hours to the end of the game"
UNKNOWN_WORDS = "the time control class is not stated in the tournament's national facts"


def facts(**values):
    return event([PLAYER], **values)


# --- Cond. 6 (МСУ, КМС) and Cond. 8 (candidate point, I category): the time control -------------------------


@pytest.mark.parametrize("target", [Target.MASTER, Target.CANDIDATE_MASTER], ids=["cond_6_msu", "cond_6_kms"])
@pytest.mark.parametrize(
    ("time_control", "ok"),
    [(TimeControl.MASTER, True), (TimeControl.TWO_HOURS, False)],
    ids=["cond_6_classical_control", "cond_6_two_hours_sudden_death_is_weaker"],
)
def test_cond_6_master_and_kms_norms_name_the_classical_control_in_full(target, time_control, ok):
    """Cond. 6: 2 h for 40 moves + 30 min, or 90 min + 30 a move (decisions.md 13: two hours sudden death is
    the weaker class of Cond. 8)."""
    found = check_time_control(REQUIREMENTS[target], facts(time_control=time_control))
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == ("Cond. 6", ok, COND_6_WORDS, {})
    assert found.detail == COND_6_WORDS
    assert found.as_dict()["detail"] == COND_6_WORDS


@pytest.mark.parametrize("target", [Target.CANDIDATE_POINT, Target.FIRST], ids=["cond_8_point", "cond_8_first"])
@pytest.mark.parametrize(
    ("time_control", "ok"),
    [(TimeControl.TWO_HOURS, True), (TimeControl.MASTER, True), (TimeControl.ONE_HOUR, False)],
    ids=["cond_8_two_hours_to_the_end", "cond_8_kms_control", "cond_8_one_hour"],
)
def test_cond_8_candidate_point_and_first_category_need_kms_control_or_two_hours(target, time_control, ok):
    """Cond. 8: the КМС control or two hours to the end of the game; one hour is below it."""
    found = check_time_control(REQUIREMENTS[target], facts(time_control=time_control))
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == ("Cond. 8", ok, COND_8_WORDS, {})
    assert found.detail == COND_8_WORDS


@pytest.mark.parametrize(
    ("target", "rule"),
    [(Target.MASTER, "Cond. 6"), (Target.CANDIDATE_MASTER, "Cond. 6"), (Target.FIRST, "Cond. 8")],
    ids=["cond_6_msu_not_stated", "cond_6_kms_not_stated", "cond_8_not_stated"],
)
def test_cond_6_and_8_an_unstated_time_control_fails_and_says_so(target, rule):
    """Cond. 6, 8: without the class of the time control the condition cannot be shown to hold."""
    found = check_time_control(REQUIREMENTS[target], facts(time_control=None))
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == (rule, False, UNKNOWN_WORDS, {})
    assert found.detail == UNKNOWN_WORDS


@pytest.mark.parametrize("target", [Target.SECOND, Target.THIRD, Target.YOUTH])
def test_cond_6_and_8_do_not_apply_to_second_category_and_below(target):
    """Cond. 6 names the МС and КМС norms, Cond. 8 the candidate point and I; II and lower have neither."""
    assert check_time_control(REQUIREMENTS[target], facts(time_control=TimeControl.UNDER_ONE_HOUR)) is None


# --- Cond. 9: from K 2.01 ("2,01 та вище") -------------------------------------------------------------------

K = Decimal("2.01")
BELOW = Decimal("2.00")


def test_cond_9_time_control_applies_from_k_2_01_exactly_and_not_at_2_00():
    """Cond. 9: "з коефіцієнтом 2,01 та вище" — 2.01 is included, 2.00 is not."""
    assert check_cond_9_time_control(BELOW, facts(time_control=TimeControl.UNDER_ONE_HOUR)) is None
    found = check_cond_9_time_control(K, facts(time_control=TimeControl.UNDER_ONE_HOUR))
    assert (found.rule, found.ok) == ("Cond. 9", False)


@pytest.mark.parametrize(
    ("time_control", "ok"),
    [(TimeControl.ONE_HOUR, True), (TimeControl.UNDER_ONE_HOUR, False), (TimeControl.MASTER, True)],
    ids=["cond_9_one_hour", "cond_9_under_one_hour", "cond_9_classical"],
)
def test_cond_9_at_least_one_hour_per_player_per_game_in_its_words(time_control, ok):
    """Cond. 9: at least 1 hour for each player per game; the check names K."""
    found = check_cond_9_time_control(K, facts(time_control=time_control))
    assert (found.rule, found.ok, dict(found.message.params)) == ("Cond. 9", ok, {"k": Decimal("2.01")})
    assert found.message.text == "K %(k)s ≥ 2.01: needs at least 1 hour per player per game"
    assert found.detail == "K 2.01 ≥ 2.01: needs at least 1 hour per player per game"


def test_cond_9_time_control_names_the_k_of_the_event():
    """Cond. 9: the check shows the event's own K, here 3.00."""
    found = check_cond_9_time_control(Decimal("3.00"), facts(time_control=TimeControl.ONE_HOUR))
    assert found.detail == "K 3.00 ≥ 2.01: needs at least 1 hour per player per game"


def test_cond_9_time_control_not_stated_fails_and_says_so():
    """Cond. 9: without the class of the time control an hour a game cannot be shown."""
    found = check_cond_9_time_control(K, facts(time_control=None))
    assert (found.rule, found.ok, found.message.text, found.detail) == ("Cond. 9", False, UNKNOWN_WORDS, UNKNOWN_WORDS)


def test_cond_9_games_per_day_applies_from_k_2_01_exactly_and_not_at_2_00():
    """Cond. 9: 2.01 is included ("та вище"), 2.00 is not — with three games a day, or none known."""
    assert check_cond_9_games_per_day(BELOW, 3) is None
    assert check_cond_9_games_per_day(BELOW, None) is None
    assert check_cond_9_games_per_day(K, 3).ok is False
    assert check_cond_9_games_per_day(K, None).ok is False


@pytest.mark.parametrize(("most", "ok"), [(1, True), (2, True), (3, False)], ids=["one", "two", "three"])
def test_cond_9_at_most_two_games_a_day_in_its_words(most, ok):
    """Cond. 9: "не більше двох партій у день" — two allowed, three not."""
    found = check_cond_9_games_per_day(K, most)
    assert (found.rule, found.ok, dict(found.message.params)) == ("Cond. 9", ok, {"k": Decimal("2.01"), "most": most})
    assert found.message.text == "K %(k)s ≥ 2.01: at most 2 games a day allowed; %(most)s on the busiest day"
    assert found.detail == f"K 2.01 ≥ 2.01: at most 2 games a day allowed; {most} on the busiest day"


def test_cond_9_games_a_day_unknown_fails_and_says_why():
    """Cond. 9 (decisions.md 14): no round dates and no statement of the arbiter: two a day is not shown."""
    found = check_cond_9_games_per_day(Decimal("3.00"), None)
    words = "K %(k)s ≥ 2.01: at most 2 games a day allowed; the file has no round dates and the arbiter has not stated it"
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == ("Cond. 9", False, words, {"k": Decimal("3.00")})
    assert found.detail == (
        "K 3.00 ≥ 2.01: at most 2 games a day allowed; the file has no round dates and the arbiter has not stated it"
    )


def test_cond_9_games_applies_from_k_2_01_exactly_and_not_at_2_00():
    """Cond. 9: 2.01 is included ("та вище"), 2.00 is not."""
    assert check_cond_9_games(BELOW, 8) is None
    assert check_cond_9_games(K, 8).ok is False


@pytest.mark.parametrize(("games", "ok"), [(8, False), (9, True), (10, True)], ids=["eight", "nine", "ten"])
def test_cond_9_at_least_nine_games_in_its_words(games, ok):
    """Cond. 9: "при кількості партій не менше 9" — eight games fail, nine hold."""
    found = check_cond_9_games(K, games)
    assert (found.rule, found.ok, dict(found.message.params)) == ("Cond. 9", ok, {"k": Decimal("2.01"), "games": games})
    assert found.message.text == "K %(k)s ≥ 2.01: %(games)s games played, 9 needed"
    assert found.detail == f"K 2.01 ≥ 2.01: {games} games played, 9 needed"


# --- Cond. 12 (МСУ) and Cond. 13 (КМС): the judges' panel ----------------------------------------------------

COND_12_WORDS = "%(judges)s judges on the panel; 3 needed, one at least of national category"
COND_13_WORDS = "%(judges)s judges on the panel; 3 needed, one at least of first category"


@pytest.mark.parametrize(
    ("judges", "highest", "ok"),
    [
        (3, JudgeCategory.NATIONAL, True),
        (4, JudgeCategory.INTERNATIONAL, True),
        (2, JudgeCategory.NATIONAL, False),
        (3, JudgeCategory.FIRST, False),
        (3, None, False),
    ],
    ids=["cond_12_three_national", "cond_12_four_international", "cond_12_two", "cond_12_first_only", "cond_12_none"],
)
def test_cond_12_master_norm_three_judges_one_of_national_category_in_its_words(judges, highest, ok):
    """Cond. 12: "не менше 3-х суддів, один з яких не нижче національної категорії"."""
    found = check_judges(REQUIREMENTS[Target.MASTER], facts(judges=judges, highest_judge=highest))
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == (
        "Cond. 12",
        ok,
        COND_12_WORDS,
        {"judges": judges},
    )
    assert found.detail == f"{judges} judges on the panel; 3 needed, one at least of national category"


@pytest.mark.parametrize(
    ("judges", "highest", "ok"),
    [
        (3, JudgeCategory.FIRST, True),
        (2, JudgeCategory.FIRST, False),
        (3, JudgeCategory.OTHER, False),
    ],
    ids=["cond_13_three_first", "cond_13_two", "cond_13_below_first"],
)
def test_cond_13_kms_norm_three_judges_one_of_first_category_in_its_words(judges, highest, ok):
    """Cond. 13: "не менше 3-х суддів, один з яких не нижче першої категорії"."""
    found = check_judges(REQUIREMENTS[Target.CANDIDATE_MASTER], facts(judges=judges, highest_judge=highest))
    assert (found.rule, found.ok, found.message.text, dict(found.message.params)) == (
        "Cond. 13",
        ok,
        COND_13_WORDS,
        {"judges": judges},
    )
    assert found.detail == f"{judges} judges on the panel; 3 needed, one at least of first category"


@pytest.mark.parametrize("target", [Target.CANDIDATE_POINT, Target.FIRST, Target.SECOND])
def test_cond_12_and_13_ask_no_panel_below_kms(target):
    """Cond. 12 and 13 name the МС and КМС norms only."""
    assert check_judges(REQUIREMENTS[target], facts(judges=0, highest_judge=None)) is None


# --- Cond. 3 and 5C: who counts as a master of sport ----------------------------------------------------------


def test_cond_5c_is_about_gms_and_ims_an_untitled_ukrainian_msu_counts_by_cond_3():
    """Cond. 5C limits only Ukrainian GMs and IMs; a Ukrainian МСУ without a FIDE title and without an ІК on
    record is still a master of sport (Cond. 3) in an international event."""
    msu = person(2, "MSU", federation="UKR")
    international = facts(international=True)
    assert is_strong_opponent(msu, Category.MASTER, international) is True
    assert is_strong_opponent(replace(msu, fide_title="FM"), Category.MASTER, international) is True


def test_cond_5c_applies_in_international_events_only():
    """Cond. 5 sets conditions for an international event; in a national one Cond. 3 counts МСУ and МСМК by
    the national category, so a КМС with a GM title and an ІК of 2400 is no master of sport there."""
    titled_kms = person(2, "KMS", federation="UKR", fide_title="GM", national_rating=2400)
    assert is_strong_opponent(titled_kms, Category.MASTER, facts(international=False)) is False
    assert is_strong_opponent(titled_kms, Category.MASTER, facts(international=True)) is True


@pytest.mark.parametrize(
    ("sex", "rating", "counts"),
    [("m", 2325, True), ("m", 2324, False), ("f", 2150, True), ("f", 2149, False), ("m", None, False)],
    ids=["man_2325", "man_2324", "woman_2150", "woman_2149", "no_ik"],
)
def test_cond_5c_a_ukrainian_im_counts_with_an_ik_of_2325_men_2150_women(sex, rating, counts):
    """Cond. 5C: "при наявності ІК України не нижче 2325 у чоловіків та 2150 – у жінок"."""
    im = person(2, "MSU", sex=sex, federation="UKR", fide_title="IM", national_rating=rating)
    assert is_strong_opponent(im, Category.MASTER, facts(international=True)) is counts
