"""Seed 004's Notes (the commission's coefficient → percentage table, the points a percentage asks for) and the
exact words of the checks of Cond. 3, 4, 7, 8 and the Notes. Pure."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from classification.rules import (
    Category,
    EventFormat,
    NormRow,
    NormVerdict,
    PlayerVerdict,
    Standing,
    Target,
    required_points,
    row_problems,
)
from classification.rules.check import Check
from classification.rules.conditions import (
    REQUIREMENTS,
    check_master_norm,
    check_minimum_games,
    check_strong_opponents,
    check_table_norm,
)

from .builders import event, person


@pytest.mark.parametrize(
    ("percent", "games", "needed"),
    [
        ("55", 15, Fraction(17, 2)),  # 8.25, a quarter: rounds up to 8½
        ("45", 15, Fraction(7)),  # 6.75, three quarters: rounds up to 7
        ("65", 15, Fraction(10)),  # 9.75 → 10
        ("50", 1, Fraction(1, 2)),
        ("100", 7, Fraction(7)),
    ],
)
def test_notes_the_nearest_half_point_a_quarter_rounding_up(percent, games, needed):
    assert required_points(Decimal(percent), games) == needed


def test_notes_overlapping_rows_are_refused_with_both_ranges_named():
    rows = [NormRow(Decimal("2.81"), Decimal("3.00")), NormRow(Decimal("2.50"), Decimal("2.81"))]
    assert [check.as_dict() for check in row_problems(rows)] == [
        {
            "rule": "Notes",
            "ok": False,
            "detail": "K 2.50–2.81 and K 2.81–3.00 overlap: a coefficient may fall in one row only",
            "message": "K %(lower)s and K %(upper)s overlap: a coefficient may fall in one row only",
            "params": {"lower": "2.50–2.81", "upper": "2.81–3.00"},
        }
    ]


def test_notes_adjacent_rows_do_not_overlap():
    rows = [NormRow(Decimal("2.50"), Decimal("2.80")), NormRow(Decimal("2.81"), Decimal("3.00"))]
    assert row_problems(rows) == []


def test_notes_a_reversed_range_is_refused():
    assert [check.as_dict() for check in row_problems([NormRow(Decimal("3.00"), Decimal("2.50"))])] == [
        {
            "rule": "Notes",
            "ok": False,
            "detail": "K 3.00–2.50: the range is reversed",
            "message": "K %(range)s: the range is reversed",
            "params": {"range": "3.00–2.50"},
        }
    ]


@pytest.mark.parametrize(("percent", "refused"), [("0", False), ("0.5", False), ("100", False), ("100.5", True), ("-0.5", True)])
def test_notes_a_percentage_lies_between_0_and_100(percent, refused):
    row = NormRow(Decimal("2.00"), Decimal("2.50"), {Target.SECOND: Decimal(percent)})
    problems = [check.as_dict() for check in row_problems([row])]
    expected = {
        "rule": "Notes",
        "ok": False,
        "detail": f"K 2.00–2.50: {percent} is not a percentage",
        "message": "K %(range)s: %(percent)s is not a percentage",
        "params": {"range": "2.00–2.50", "percent": {"decimal": percent}},
    }
    assert problems == ([expected] if refused else [])


@pytest.mark.parametrize(
    ("target", "event_format", "games", "rule", "needed"),
    [
        (Target.MASTER, EventFormat.TEAM, 8, "Cond. 3", 9),
        (Target.CANDIDATE_MASTER, EventFormat.TEAM, 7, "Cond. 7", 7),
        (Target.FIRST, EventFormat.SWISS, 8, "Cond. 8", 9),
    ],
)
def test_cond_3_7_8_the_games_played_and_needed(target, event_format, games, rule, needed):
    check = check_minimum_games(REQUIREMENTS[target], event_format, games)
    assert check.as_dict() == {
        "rule": rule,
        "ok": games >= needed,
        "detail": f"{games} games played, {needed} needed",
        "message": "%(games)s games played, %(needed)s needed",
        "params": {"games": games, "needed": needed},
    }


def test_notes_the_table_norm_in_words():
    check = check_table_norm(Decimal("73.0"), Fraction(11), Decimal("2.81"), 15, Fraction(21, 2), True)
    assert check.as_dict() == {
        "rule": "Notes",
        "ok": False,
        "detail": "10½ points in 15 games; 11 needed (73 % at K 2.81)",
        "message": "%(score)s points in %(games)s games; %(needed)s needed (%(percent)s %% at K %(k)s)",
        "params": {"score": "10½", "games": 15, "needed": "11", "percent": {"decimal": "73"}, "k": {"decimal": "2.81"}},
    }


def test_notes_one_game_won_meets_a_norm_of_half_a_point_and_no_game_meets_none():
    """A 50 % norm over one game asks ½ point: a win meets it. Without a game there is no norm to meet, though
    the nearest half point of 50 % of nothing is 0."""
    assert check_table_norm(Decimal("50"), Fraction(1, 2), Decimal("2.81"), 1, Fraction(1), True).ok
    assert not check_table_norm(Decimal("50"), Fraction(0), Decimal("2.81"), 0, Fraction(0), True).ok


def test_cond_4_the_master_norm_in_words():
    check = check_master_norm(Fraction(7), 9, Fraction(15, 2))
    assert check.as_dict() == {
        "rule": "Cond. 4",
        "ok": True,
        "detail": "7½ points in 9 games; 7 needed (the norm set by the federation's qualification commission)",
        "message": (
            "%(score)s points in %(games)s games; %(needed)s needed (the norm set by the federation's qualification"
            " commission)"
        ),
        "params": {"score": "7½", "games": 9, "needed": "7"},
    }


def _norm(target: Target, achieved: bool) -> NormVerdict:
    return NormVerdict(target, Decimal("50"), Fraction(5), (), Check("Notes", achieved, "score"))


def _player(category: Category, *norms: NormVerdict) -> PlayerVerdict:
    return PlayerVerdict(
        participant_id=1,
        standing=Standing(category=category, expires_on=date(2022, 1, 1)),
        counted_category=category,
        coefficient=Decimal("1.0"),
        games=9,
        score=Fraction(6),
        age=20,
        player_checks=(),
        norms=norms,
        failure=None,
        changes=(),
        points_removed=0,
    )


def test_conf_5_a_candidate_point_is_a_new_norm_for_a_first_category_player_only():
    point = _norm(Target.CANDIDATE_POINT, True)
    assert _player(Category.FIRST, point).best_new_norm is point
    assert _player(Category.SECOND, point).best_new_norm is None


def test_cond_10_the_norm_of_the_category_held_raises_nobody():
    """The I norm achieved by a first-category player confirms (Conf. 1) but is no new category."""
    first, second = _norm(Target.FIRST, True), _norm(Target.SECOND, True)
    assert _player(Category.FIRST, first, second).best_new_norm is None
    assert _player(Category.SECOND, first, second).best_new_norm is first


def test_cond_7_games_against_kms_or_higher_in_words():
    """Cond. 7: 6 games against КМС or higher (5 in team events); a first-category opponent does not count."""
    opponents = [person(2, "KMS"), person(3, "MSU"), person(4, "I")]
    check = check_strong_opponents(REQUIREMENTS[Target.CANDIDATE_MASTER], event(opponents), opponents)
    assert check.as_dict() == {
        "rule": "Cond. 7",
        "ok": False,
        "detail": "2 games against КМС or higher, 6 needed",
        "message": "%(count)s games against КМС or higher, %(needed)s needed",
        "params": {"count": 2, "needed": 6},
    }


def test_cond_4_no_master_norm_set_in_words():
    """Cond. 4: until the federation's commission sets the МСУ norm for the event, the norm cannot be met."""
    message = "the federation's qualification commission has not set the МСУ norm for this event"
    assert check_master_norm(None, 9, Fraction(9)).as_dict() == {
        "rule": "Cond. 4",
        "ok": False,
        "detail": message,
        "message": message,
        "params": {},
    }


def test_notes_no_row_for_k_in_words():
    """Notes (decisions.md 8): where no row of the table covers K, no table norm is judged, whatever the score."""
    assert check_table_norm(None, None, Decimal("2.69"), 15, Fraction(15), False).as_dict() == {
        "rule": "Notes",
        "ok": False,
        "detail": "the norm table in force has no row for K 2.69",
        "message": "the norm table in force has no row for K %(k)s",
        "params": {"k": {"decimal": "2.69"}},
    }


@pytest.mark.parametrize(
    ("percent", "required"),
    [(None, None), (None, Fraction(5)), (Decimal("50"), None)],
    ids=["notes_empty_cell", "notes_points_without_a_percentage", "notes_percentage_without_points"],
)
def test_notes_a_row_without_the_category_in_words(percent, required):
    """Notes (decisions.md 8): an empty cell gives no norm; without both the percentage and its points nothing
    can be met."""
    assert check_table_norm(percent, required, Decimal("2.81"), 15, Fraction(15), True).as_dict() == {
        "rule": "Notes",
        "ok": False,
        "detail": "the row for K 2.81 gives no norm for this category",
        "message": "the row for K %(k)s gives no norm for this category",
        "params": {"k": {"decimal": "2.81"}},
    }


@pytest.mark.parametrize(
    ("percent", "written"),
    [("50", "50"), ("100", "100"), ("52.50", "52.5")],
    ids=["notes_fifty", "notes_a_hundred", "notes_a_half_percent"],
)
def test_notes_the_percentage_is_written_plainly_without_an_exponent(percent, written):
    """Notes: 50 % is written "50", not "5E+1", and trailing zeros are dropped."""
    check = check_table_norm(Decimal(percent), Fraction(9, 2), Decimal("1.50"), 9, Fraction(5), True)
    assert (check.ok, dict(check.message.params), check.detail) == (
        True,
        {"score": "5", "games": 9, "needed": "4½", "percent": Decimal(written), "k": Decimal("1.50")},
        f"5 points in 9 games; 4½ needed ({written} % at K 1.50)",
    )
