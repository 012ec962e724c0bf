"""A 16-player round robin uploaded as a TRF file and judged by seed 004, against a hand calculation.

The field is the seed's worked example: I ×2, II ×5, III ×3, youth ×6, so
K = (2×1.0 + 5×2.0 + 3×3.0 + 6×4.0) / 16 = 45/16 = 2.8125 → 2.81, the table's only row (II 73 %, III 48 %).
Everybody plays 15 games: II needs 0.73 × 15 = 10.95 → 11 points, III needs 0.48 × 15 = 7.2 → 7.
The stronger of two players wins, except that Nos 5 and 6 draw, so the scores are
15, 14, 13, 12, 10½, 10½, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0. The time control is that of Cond. 6 (so Cond. 9's
hour a game holds), one round a day, three judges; I has no percentage in the row, so no I norm is judged.

| No | category | pts | by hand |
|----|----------|-----|---------|
| 1  | I        | 15  | nothing: the I norm is not in the row, II is below I |
| 2  | youth    | 14  | II norm (14 ≥ 11) |
| 3  | II       | 13  | II confirmed (Conf. 1) until 15.07.2022 |
| 4  | III      | 12  | II norm, and III confirmed |
| 5  | youth    | 10½ | III norm only (10½ < 11) |
| 6  | II       | 10½ | failure: 10½ < 11, not below III's 7 |
| 7  | I        | 9   | nothing |
| 8  | youth    | 8   | III norm |
| 9  | III      | 7   | III confirmed, exactly at 7 |
| 10 | II       | 6   | failure below the III norm too, his second such: lowered to III (Conf. 6) |
| 11 | II       | 5   | failure, below the III norm too |
| 12 | III      | 4   | failure |
| 13 | youth    | 3   | nothing |
| 14 | II       | 2   | failure, below the III norm too |
| 15 | youth    | 1   | nothing |
| 16 | youth    | 0   | nothing |
"""

import dataclasses
import datetime
from decimal import Decimal

import pytest

from classification import selectors
from classification.models import (
    CandidatePoint,
    CategoryRecord,
    Failure,
    NationalEvaluation,
    NationalResult,
    NormTable,
    NormTableRow,
)
from classification.rules import add_years
from classification.services import upload_evaluate_national
from classification.tasks import evaluate_national_results
from tournaments import _versions
from tournaments.models import Tournament
from trf import parse_trf, render_trf

from .round_robin import (
    CATEGORIES,
    add_failure,
    give_categories,
    give_worked_example_categories,
    round_robin_file,
    round_robin_tournament,
    uploaded,
)

pytestmark = pytest.mark.django_db(transaction=True)

# No: (best new norm, confirmed, failure, severe failure)
BY_HAND = {
    1: ("", False, False, False),
    2: ("II", False, False, False),
    3: ("", True, False, False),
    4: ("II", True, False, False),
    5: ("III", False, False, False),
    6: ("", False, True, False),
    7: ("", False, False, False),
    8: ("III", False, False, False),
    9: ("", True, False, False),
    10: ("", False, True, True),
    11: ("", False, True, True),
    12: ("", False, True, False),
    13: ("", False, False, False),
    14: ("", False, True, True),
    15: ("", False, False, False),
    16: ("", False, False, False),
}
SCORES = [15, 14, 13, 12, 10.5, 10.5, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]


def test_the_round_robin_matches_the_hand_calculation(round_robin):
    players = give_worked_example_categories()
    upload = uploaded(round_robin, round_robin_file())

    evaluation = upload_evaluate_national(upload=upload)

    assert evaluation.coefficient == Decimal("2.81") and evaluation.final
    assert evaluation.norm_row == {
        "coefficient_from": "2.81",
        "coefficient_to": "2.81",
        "percents": {"II": "73.00", "III": "48.00"},
    }
    results = {result.entry.start_number: result for result in NationalResult.objects.select_related("entry")}
    found = {number: (r.best_norm, r.confirmed, r.failure, _severe(r)) for number, r in results.items()}
    assert found == BY_HAND
    assert [float(results[number].score) for number in range(1, 17)] == SCORES
    assert {norm["target"]: norm["required"] for norm in results[2].norms if norm["required"]} == {
        "II": "11",
        "III": "7",
    }
    assert set(Failure.objects.filter(tournament=round_robin).values_list("player__fide_id", flat=True)) == {
        14_900_000 + number - 1 for number in (6, 10, 11, 12, 14)
    }
    confirmed = CategoryRecord.objects.filter(tournament=round_robin, change=CategoryRecord.Change.CONFIRMED)
    assert sorted(confirmed.values_list("player__fide_id", "category", "expires_on")) == [
        (14_900_002, "II", datetime.date(2022, 7, 15)),
        (14_900_003, "III", datetime.date(2022, 7, 15)),
        (14_900_008, "III", datetime.date(2022, 7, 15)),
    ]
    demoted = CategoryRecord.objects.get(tournament=round_robin, change=CategoryRecord.Change.DEMOTED)
    assert (demoted.player, demoted.category, demoted.rule) == (players[9], "III", "Conf. 6")


def _severe(result: NationalResult) -> bool:
    failure = Failure.objects.filter(player=result.player, tournament=result.evaluation.upload.tournament).first()
    return bool(failure and failure.severe)


def test_judging_the_upload_twice_changes_nothing(round_robin):
    give_worked_example_categories()
    upload = uploaded(round_robin, round_robin_file())
    upload_evaluate_national(upload=upload)
    before = _snapshot()
    upload_evaluate_national(upload=upload)
    assert _snapshot() == before


def _snapshot() -> dict:
    return {
        "records": list(CategoryRecord.objects.order_by("pk").values()),
        "failures": list(Failure.objects.order_by("pk").values()),
        "results": list(
            NationalResult.objects.order_by("pk").values("pk", "best_norm", "confirmed", "failure", "norms")
        ),
        "evaluations": list(NationalEvaluation.objects.values("pk", "coefficient", "final")),
    }


def test_a_corrected_file_replaces_what_the_first_version_recorded(round_robin):
    """Version 2 draws Nos 9 and 10 instead of 5 and 6: No 9 (III) now has 6½ < 7, a failure, not a confirmation."""
    players = give_worked_example_categories()
    upload_evaluate_national(upload=uploaded(round_robin, round_robin_file()))
    upload_evaluate_national(upload=uploaded(round_robin, round_robin_file(drawn=frozenset({8, 9}))))
    failed = set(Failure.objects.filter(tournament=round_robin).values_list("player__fide_id", flat=True))
    assert failed == {players[number - 1].fide_id for number in (6, 9, 10, 11, 12, 14)}
    confirmed = CategoryRecord.objects.filter(tournament=round_robin, change=CategoryRecord.Change.CONFIRMED)
    assert set(confirmed.values_list("player__fide_id", flat=True)) == {players[2].fide_id, players[3].fide_id}


def test_a_tournament_without_a_row_records_no_failure(round_robin):
    """One youth player more as II: K = 43/16 = 2.6875 → 2.69, which no row covers."""
    categories = [*CATEGORIES[:15], "II"]
    give_categories(categories)
    evaluation = upload_evaluate_national(upload=uploaded(round_robin, round_robin_file(categories=categories)))
    assert evaluation.coefficient == Decimal("2.69") and evaluation.norm_row is None
    assert not Failure.objects.filter(tournament=round_robin).exists()
    assert not NationalResult.objects.exclude(best_norm="").exists()


def test_players_without_a_category_count_five_and_are_said_so(round_robin):
    evaluation = upload_evaluate_national(upload=uploaded(round_robin, round_robin_file()))
    assert evaluation.coefficient == Decimal("5.00") and evaluation.participants_without_category == 16


def test_the_task_judges_an_evaluated_upload_and_ignores_others(round_robin):
    give_worked_example_categories()
    upload = uploaded(round_robin, round_robin_file())
    assert evaluate_national_results.apply(args=[upload.pk]).get() == "2.81"
    rejected = _versions.version_store(
        tournament=round_robin, filename="bad.trf", data=b"012 broken\n001 x\n"
    )
    assert evaluate_national_results.apply(args=[rejected.pk]).get() is None


def test_an_unfinished_event_records_no_failure_yet(round_robin):
    give_worked_example_categories()
    Tournament.objects.filter(pk=round_robin.pk).update(rounds_scheduled=17)
    evaluation = upload_evaluate_national(upload=uploaded(round_robin, round_robin_file()))
    assert not evaluation.final
    assert NationalResult.objects.filter(failure=True).count() == 5  # shown on the page as provisional
    assert not Failure.objects.filter(tournament=round_robin).exists()
    assert not CategoryRecord.objects.filter(tournament=round_robin).exists()


def test_a_kms_field_lowers_a_kms_with_two_points_and_takes_a_first_category_point(seed_table):
    """Ten players, strongest first: I, КМС ×5, I, КМС ×3; the stronger wins every game: 9, 8, …, 0 points.
    The commission's version of 1 January 2019 (invented for the test) has a row K 0.00–2.00: КМС 75 %, I 55 %,
    II 40 %. No 7 (I) holds two candidate points, so K = (1.0 + 0.75 + 8 × 0) / 10 = 0.175 → 0.18.
    With 9 games: the КМС norm is 6.75 → 7 and a КМС fails below 75 % of 7 = 5.25; I needs 4.95 → 5, II 3.6 → 3½.
    No 1 (I, 9): КМС norm, and I confirmed. Nos 2, 3 (КМС, 8 and 7): confirmed. No 4 (КМС, 6): neither.
    Nos 5, 6, 9, 10 (КМС, 5, 4, 1, 0): failures. No 7 (I, 3): failure below the II norm too; loses the older
    point (Conf. 5). No 8 (КМС, 2) had failed once: his second failure lowers him to I with two candidate
    points, valid three years from the last day, 9 July 2019 (Conf. 4)."""
    table = NormTable.objects.create(effective_from=datetime.date(2019, 1, 1), source="test")
    NormTableRow.objects.create(
        table=table,
        coefficient_from=0,
        coefficient_to=2,
        candidate_master_percent=75,
        first_percent=55,
        second_percent=40,
    )
    players = give_categories(["I", "KMS", "KMS", "KMS", "KMS", "KMS", "I", "KMS", "KMS", "KMS"])
    older, newer = (
        CandidatePoint.objects.create(player=players[6], earned_on=day, expires_on=add_years(day, 3), origin="entered")
        for day in (datetime.date(2018, 3, 1), datetime.date(2018, 9, 1))
    )
    add_failure(players[7], "KMS", severe=False)
    tournament = round_robin_tournament(players=10)

    evaluation = upload_evaluate_national(
        upload=uploaded(
            tournament,
            round_robin_file(["I", "KMS", "KMS", "KMS", "KMS", "KMS", "I", "KMS", "KMS", "KMS"], frozenset()),
        )
    )

    assert evaluation.coefficient == Decimal("0.18")
    results = {result.entry.start_number: result for result in NationalResult.objects.filter(evaluation=evaluation)}
    assert {number for number, result in results.items() if result.best_norm == "KMS"} == {1}
    assert {number for number, result in results.items() if result.confirmed} == {1, 2, 3}
    failed = Failure.objects.filter(tournament=tournament)
    assert sorted(failed.values_list("player__fide_id", "severe")) == [
        (14_900_000 + number - 1, number == 7) for number in (5, 6, 7, 8, 9, 10)
    ]
    demoted = CategoryRecord.objects.get(tournament=tournament, change=CategoryRecord.Change.DEMOTED)
    assert (demoted.player, demoted.category, demoted.expires_on, demoted.rule) == (
        players[7],
        "I",
        datetime.date(2022, 7, 9),
        "Conf. 4",
    )
    kept = CandidatePoint.objects.filter(player=players[7], origin=CandidatePoint.Origin.DEMOTION)
    assert (
        list(kept.values_list("earned_on", "expires_on"))
        == [(datetime.date(2019, 7, 9), datetime.date(2022, 7, 9))] * 2
    )
    older.refresh_from_db()
    newer.refresh_from_db()
    assert (older.removed_on, older.removed_by_tournament, newer.removed_on) == (
        datetime.date(2019, 7, 9),
        tournament,
        None,
    )


def test_only_the_federations_own_players_are_judged_while_guests_count_in_k(round_robin):
    give_worked_example_categories()
    document = parse_trf(round_robin_file())
    guests = {2, 5}
    players = tuple(
        dataclasses.replace(player, federation="POL") if player.start_number in guests else player
        for player in document.players
    )
    upload = uploaded(round_robin, render_trf(dataclasses.replace(document, players=players)).encode())

    evaluation = upload_evaluate_national(upload=upload)

    judged = set(NationalResult.objects.values_list("entry__start_number", flat=True))
    assert judged == set(range(1, 17)) - guests
    assert evaluation.coefficient == Decimal("2.81")


def test_the_results_page_shows_the_results_by_pages_in_rank_order(round_robin, monkeypatch):
    give_worked_example_categories()
    upload_evaluate_national(upload=uploaded(round_robin, round_robin_file()))
    monkeypatch.setattr(selectors, "RESULTS_PER_PAGE", 5)

    page = selectors.tournament_national_page(tournament=round_robin, page_number=2)

    assert [row.result.entry.start_number for row in page.rows] == [6, 7, 8, 9, 10]
    assert page.paginator_page.paginator.num_pages == 4
