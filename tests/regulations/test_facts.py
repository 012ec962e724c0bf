"""The facts refuse what cannot be judged, rather than guessing."""

from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from regulations import GameFacts, TournamentFacts, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, player, record, tournament


@pytest.mark.parametrize("result", [Fraction(3, 4), 2, -1])
def test_a_result_is_0_half_or_1(result):
    with pytest.raises(ValueError):
        GameFacts(1, result)


def test_a_result_may_be_given_as_a_decimal():
    assert GameFacts(1, Decimal("0.5")).result == Fraction(1, 2)


def test_an_unknown_opponent_title_is_refused():
    with pytest.raises(ValueError):
        GameFacts(1, Fraction(1), opponent_title="NM")


def test_a_tournament_cannot_end_before_it_starts():
    with pytest.raises(ValueError):
        TournamentFacts(date(2013, 3, 2), date(2013, 3, 1), TournamentSystem.SWISS, 9, "ENG")


def test_a_round_given_twice_is_refused():
    games = record(GM_NORM_9) + record(GM_NORM_9[:1])
    with pytest.raises(ValueError, match="round 1 appears more than once"):
        evaluate_norm(tournament(), player(), games, "GM")


def test_an_empty_record_is_judged_not_refused():
    verdict = evaluate_norm(tournament(), player(), [], "GM")
    assert not verdict.achieved
    assert (verdict.games, verdict.score, verdict.average_rating, verdict.performance) == (0, 0, None, None)
    assert [check.rule for check in verdict.failures] == ["1.41a"]


def test_a_tournament_may_end_on_the_day_it_starts_and_have_one_round():
    one_day = TournamentFacts(date(2025, 3, 1), date(2025, 3, 1), TournamentSystem.SWISS, 1, "ENG")
    assert (one_day.days, one_day.rounds_scheduled) == (1, 1)


def test_a_tournament_ending_before_it_starts_or_without_rounds_is_refused_with_its_dates():
    with pytest.raises(ValueError, match=r"^tournament ends \(2025-02-28\) before it starts \(2025-03-01\)$"):
        TournamentFacts(date(2025, 3, 1), date(2025, 2, 28), TournamentSystem.SWISS, 9, "ENG")
    with pytest.raises(ValueError, match=r"^rounds_scheduled must be positive, not 0$"):
        TournamentFacts(date(2025, 3, 1), date(2025, 3, 9), TournamentSystem.SWISS, 0, "ENG")
