"""Notes: the tournament coefficient K, the worked example, and the table as data."""

from decimal import Decimal
from fractions import Fraction

import pytest

from classification.rules import (
    Category,
    Check,
    Game,
    NormStatus,
    PlayerRecord,
    Standing,
    Target,
    evaluate_tournament,
    find_row,
    participant_coefficient,
    required_points,
    row_problems,
    tournament_coefficient,
)
from classification.rules.check import message
from classification.rules.norm_table import NormRow

from .builders import SEED_ROW, STRONG_ROW, event, games_against, person, record, standing

WORKED_EXAMPLE = ["I"] * 2 + ["II"] * 5 + ["III"] * 3 + ["youth"] * 6


@pytest.mark.parametrize(
    ("code", "points", "coefficient"),
    [
        ("none", 0, "5.0"),
        ("youth", 0, "4.0"),
        ("III", 0, "3.0"),
        ("II", 0, "2.0"),
        ("I", 0, "1.0"),
        ("I", 1, "1.0"),
        ("I", 2, "0.75"),
        ("KMS", 0, "0"),
    ],
)
def test_notes_each_category_has_its_coefficient(code, points, coefficient):
    assert participant_coefficient(standing(code, candidate_points=points), Decimal("0")) == Decimal(coefficient)


@pytest.mark.parametrize("code", ["MSU", "MSMK"])
def test_notes_masters_count_the_configured_coefficient_the_seed_does_not_give(code):
    assert participant_coefficient(standing(code), Decimal("-0.5")) == Decimal("-0.5")


def test_notes_worked_example_k_is_2_81():
    """(2×1.0 + 5×2.0 + 3×3.0 + 6×4.0) : 16 = 45/16 = 2.8125, printed 2.81."""
    assert tournament_coefficient([standing(code) for code in WORKED_EXAMPLE], Decimal("0")) == Decimal("2.81")


def test_notes_k_is_rounded_half_up_to_two_decimals():
    # 0.75 + 5.0 + 5.0 + 5.0 = 15.75, /8 = 1.96875 → 1.97; 2.005 would round up as well.
    standings = [standing("I", candidate_points=2)] + [standing("none")] * 3 + [standing("KMS")] * 4
    assert tournament_coefficient(standings, Decimal("0")) == Decimal("1.97")


@pytest.mark.parametrize(
    ("percent", "games", "points"),
    [
        ("73", 15, Fraction(11)),  # 10.95 → 11, the seed's II norm
        ("48", 15, Fraction(7)),  # 7.2 → 7, the seed's III norm
        ("50", 9, Fraction(9, 2)),  # 4.5 is a score one can make: kept
        ("55", 9, Fraction(5)),  # 4.95 → 5
        ("52.5", 10, Fraction(11, 2)),  # 5.25, a quarter: rounds up to 5½
        ("60", 9, Fraction(11, 2)),  # 5.4 → 5½
    ],
)
def test_notes_points_needed_are_the_nearest_half_point(percent, games, points):
    assert required_points(Decimal(percent), games) == points


def test_notes_worked_example_ii_needs_11_and_iii_needs_7_of_15():
    """The seed's example: 16 players, 15 games; with K 2.81 the II norm is 73 % (11 points), III 48 % (7)."""
    participants = [person(number, code) for number, code in enumerate(WORKED_EXAMPLE, start=1)]
    opponents_of = {number: [other for other in range(1, 17) if other != number] for number in range(1, 17)}
    # Player 3 (II) scores exactly 11; player 11 (youth) exactly 7; player 12 (youth) 6½.
    records = [
        record(3, opponents_of[3], "1" * 11 + "0" * 4),
        record(11, opponents_of[11], "1" * 7 + "0" * 8),
        record(12, opponents_of[12], "1" * 6 + "½" + "0" * 8),
    ]
    verdict = evaluate_tournament(event(participants), records, [SEED_ROW])
    assert verdict.coefficient == Decimal("2.81") and verdict.row == SEED_ROW
    second, youth_at_seven, youth_short = verdict.players
    assert second.norm(Target.SECOND).required == 11 and second.norm(Target.SECOND).achieved
    assert second.confirmed
    assert youth_at_seven.norm(Target.THIRD).required == 7 and youth_at_seven.best_new_norm.target is Target.THIRD
    assert youth_short.best_new_norm is None


def test_notes_a_tournament_without_a_row_judges_no_table_norm_and_records_no_failure():
    """K 43/16 = 2.6875 → 2.69 (one II player more, one youth fewer than the example): the table has only 2.81."""
    codes = ["I"] * 2 + ["II"] * 6 + ["III"] * 3 + ["youth"] * 5
    participants = [person(number, code) for number, code in enumerate(codes, start=1)]
    records = [record(3, [n for n in range(1, 17) if n != 3], "0" * 15)]
    verdict = evaluate_tournament(event(participants), records, [SEED_ROW])
    assert verdict.coefficient == Decimal("2.69") and verdict.row is None
    player = verdict.players[0]
    assert {norm.status for norm in player.norms if norm.target is not Target.MASTER} == {NormStatus.NO_NORM}
    assert player.norm(Target.SECOND).score_check.detail == "the norm table in force has no row for K 2.69"
    assert player.failure is None and player.changes == ()


def test_notes_a_row_without_the_category_says_so():
    participants = [person(number, code) for number, code in enumerate(WORKED_EXAMPLE, start=1)]
    verdict = evaluate_tournament(event(participants), [record(1, list(range(2, 17)), "1" * 15)], [SEED_ROW])
    first = verdict.players[0].norm(Target.FIRST)
    assert first.status is NormStatus.NO_NORM
    assert first.score_check.detail == "the row for K 2.81 gives no norm for this category"


@pytest.mark.parametrize(
    ("coefficient", "found"),
    [("2.80", False), ("2.81", True), ("2.82", False)],
)
def test_notes_a_row_covers_its_range_both_ends_included(coefficient, found):
    assert (find_row([SEED_ROW], Decimal(coefficient)) is not None) == found


def test_notes_overlapping_or_reversed_rows_are_refused():
    rows = [
        NormRow(Decimal("2.00"), Decimal("2.50"), {}),
        NormRow(Decimal("2.50"), Decimal("3.00"), {}),
        NormRow(Decimal("4.00"), Decimal("3.50"), {Target.SECOND: Decimal("120")}),
    ]
    details = [problem.detail for problem in row_problems(rows)]
    assert details == [
        "K 4.00–3.50: the range is reversed",
        "K 4.00–3.50: 120 is not a percentage",
        "K 2.00–2.50 and K 2.50–3.00 overlap: a coefficient may fall in one row only",
    ]


def test_notes_the_seed_row_alone_is_a_valid_table():
    assert row_problems([SEED_ROW]) == []


def test_standing_defaults_to_no_category():
    assert Standing().category is Category.NONE


def test_notes_k_rounds_an_exact_half_up_not_to_even():
    """3 youth (4.0) + III (3.0) + II (2.0) + 3 КМС (0) = 17, /8 = 2.125 exactly: 2.13, never 2.12."""
    standings = [standing("youth")] * 3 + [standing("III"), standing("II")] + [standing("KMS")] * 3
    assert tournament_coefficient(standings, Decimal("0")) == Decimal("2.13")


def test_notes_k_of_no_participants_is_refused():
    """Notes: K is a mean of the participants' coefficients; there is none of nobody."""
    with pytest.raises(ValueError, match=r"^a tournament coefficient needs at least one participant$"):
        tournament_coefficient([], Decimal("0"))


def test_notes_each_players_verdict_carries_his_own_coefficient_games_score_and_age():
    """Notes: an МСУ counts the configured coefficient, a lifetime КМС with two failures counts as I (Conf. 7);
    the verdict also gives the player's age (Cond. 19) and the checks of the player (Cond. 14, 20)."""
    participants = [
        person(5, "MSU", birth_year=1990),
        person(6, "KMS", birth_year=1960, lifetime=True, failures=2),
        person(7, "I", withdrew=True),
    ]
    records = [
        PlayerRecord(5, games_against([6, 7], "1½"), ("Lviv Open",)),
        PlayerRecord(6, games_against([5, 7], "00")),
    ]
    verdict = evaluate_tournament(event(participants, master_coefficient=Decimal("-0.5")), records, [STRONG_ROW])
    withdrawn = Check("Cond. 14", True, message("%(games)s games against players who withdrew are counted", games=1))
    assert verdict.coefficient == Decimal("0.50")  # (-0.5 + 1.0 + 1.0) / 3
    assert [
        (player.participant_id, player.counted_category, player.coefficient, player.games, player.score, player.age)
        + (player.player_checks,)
        for player in verdict.players
    ] == [
        (
            5,
            Category.MASTER,
            Decimal("-0.5"),
            2,
            Fraction(3, 2),
            28,
            (
                withdrawn,
                Check(
                    "Cond. 20",
                    False,
                    message("played in another event at the same time: %(events)s", events="Lviv Open"),
                ),
            ),
        ),
        (
            6,
            Category.FIRST,
            Decimal("1.0"),
            2,
            Fraction(0),
            58,
            (withdrawn, Check("Cond. 20", True, message("no other individual event at the same time on record"))),
        ),
    ]


def test_notes_each_norm_carries_the_rows_percentage_and_the_points_it_asks():
    """Notes: the row's percentage of the games played as the nearest half point; no percentage, no points; the
    МСУ norm is not in the table (Cond. 4)."""
    participants = [person(number, "I") for number in range(1, 11)]
    player = evaluate_tournament(
        event(participants), [record(1, list(range(2, 11)), "1" * 9)], [STRONG_ROW]
    ).players[0]
    assert [(norm.target, norm.percent, norm.required) for norm in player.norms] == [
        (Target.MASTER, None, None),
        (Target.CANDIDATE_MASTER, Decimal("75"), Fraction(7)),  # 6.75 → 7
        (Target.CANDIDATE_POINT, Decimal("65"), Fraction(6)),  # 5.85 → 6
        (Target.FIRST, Decimal("55"), Fraction(5)),  # 4.95 → 5
        (Target.SECOND, Decimal("40"), Fraction(7, 2)),  # 3.6 → 3½
        (Target.THIRD, Decimal("25"), Fraction(5, 2)),  # 2.25, a quarter: rounds up to 2½
        (Target.YOUTH, None, None),
    ]


def test_notes_forfeits_are_not_games_and_no_game_scores_a_fraction_of_nothing():
    """Notes (decisions.md 10): forfeits and byes are not games; a player without a game over the board has no
    games and a score of 0, a Fraction like every score."""
    games = (
        Game(1, 2, Fraction(1), played=False),
        Game(2, 3, Fraction(1), played=False),
        Game(3, None, Fraction(1), played=False),
    )
    participants = [person(1, "I"), person(2, "I"), person(3, "I")]
    player = evaluate_tournament(event(participants), [PlayerRecord(1, games)], [STRONG_ROW]).players[0]
    assert (player.games, player.score, type(player.score)) == (0, Fraction(0), Fraction)
