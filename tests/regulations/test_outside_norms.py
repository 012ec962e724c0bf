"""A norm entered from another event's certificate, checked on its figures like an engine norm."""

import dataclasses
from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag
from regulations.outside_norms import FIGURES_DECIDE_FROM, OutsideNorm, counts_as_at_most, figures_decide, outside_norm_checks

GM_NORM_2024 = OutsideNorm(
    title="GM", start_date=date(2024, 3, 1), games=9, score=Fraction(13, 2), average_rating=2450,
    performance=2616, counts_as_games=9, title_holders=7, norm_title_opponents=3, other_federations=4,
)


def failed(norm) -> list[str]:
    return [check.rule for check in outside_norm_checks(norm) if not check.ok]


def test_a_sound_certificate_passes_every_check_with_2024_numbers():
    checks = outside_norm_checks(GM_NORM_2024)
    assert all(check.ok for check in checks), checks
    assert {"1.4.1a", "1.4.8", "1.4.8a", "1.4.5a", "1.4.5b", "1.4.3"} <= {check.rule for check in checks}


def test_1_48_the_same_certificate_from_2012_is_numbered_by_the_2009_edition():
    rules = {check.rule for check in outside_norm_checks(dataclasses.replace(GM_NORM_2024, start_date=date(2012, 5, 1)))}
    assert {"1.41a", "1.48", "1.45a", "1.45b", "1.43"} <= rules


def test_1_4_8_a_performance_that_does_not_follow_from_average_and_score_is_refused():
    assert failed(dataclasses.replace(GM_NORM_2024, performance=2650)) == ["1.4.8"]


def test_1_4_8a_an_average_below_the_minimum_fails():
    norm = dataclasses.replace(GM_NORM_2024, average_rating=2370, performance=2536)
    assert "1.4.8a" in failed(norm)


def test_1_4_5b_too_few_grandmasters_fail():
    assert failed(dataclasses.replace(GM_NORM_2024, norm_title_opponents=2)) == ["1.4.5b"]


def test_1_4_3_one_foreign_federation_fails_without_an_exemption():
    assert failed(dataclasses.replace(GM_NORM_2024, other_federations=1)) == ["1.4.3"]


def test_1_4_3a_a_national_championship_final_is_exempt_from_the_federation_mix():
    norm = dataclasses.replace(GM_NORM_2024, other_federations=0, flags=frozenset({EventFlag.NATIONAL_CHAMPIONSHIP_FINAL}))
    assert failed(norm) == []


def test_1_4_1d_a_norm_cannot_count_for_more_games_than_its_overscore_allows():
    assert counts_as_at_most(GM_NORM_2024) == 9
    assert failed(dataclasses.replace(GM_NORM_2024, counts_as_games=10)) == ["1.4.1d"]
    overscore = dataclasses.replace(GM_NORM_2024, score=Fraction(15, 2), performance=2723, counts_as_games=10)
    assert counts_as_at_most(overscore) == 10 and failed(overscore) == []


def test_1_4_1a_eight_games_are_too_few_in_an_ordinary_event():
    norm = dataclasses.replace(GM_NORM_2024, games=8, score=Fraction(6), performance=2643, counts_as_games=8)
    assert "1.4.1a" in failed(norm)


def test_only_the_2009_and_later_editions_judge_a_certificate_on_its_figures():
    """1990 and 2001 judge by their own rules of composition (category tables; 2001 §2), which need the
    cross-table: a certificate from before 1 July 2009 is refused rather than judged by a later edition."""
    assert FIGURES_DECIDE_FROM == date(2009, 7, 1)
    assert figures_decide(date(2009, 7, 1)) and not figures_decide(date(2009, 6, 30))
    assert not figures_decide(date(1995, 1, 1))
    with pytest.raises(ValueError, match="^a certificate of an event started on 2009-06-30 cannot be judged on its figures$"):
        outside_norm_checks(dataclasses.replace(GM_NORM_2024, start_date=date(2009, 6, 30)))
