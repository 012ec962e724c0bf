"""The one formatter of scores."""

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lib.scores import score_text


@pytest.mark.parametrize(
    ("score", "written"),
    [
        (Fraction(13, 2), "6½"),
        (Fraction(1, 2), "½"),
        (Fraction(0), "0"),
        (10, "10"),
        (Fraction(21, 2), "10½"),
        (Decimal("6.5"), "6½"),  # as the results store it
        (Decimal("7.0"), "7"),
        (Decimal("0.50"), "½"),
        ("4.5", "4½"),
        (Fraction(-3, 2), "−1½"),
        (Decimal("-0.5"), "−½"),
    ],
)
def test_a_score_is_written_in_whole_points_and_a_half(score, written):
    assert score_text(score) == written


def test_a_value_that_is_no_score_is_written_as_a_decimal_not_rounded_into_one():
    assert score_text(Decimal("6.3")) == "6.3"
    assert score_text(Fraction(1, 4)) == "0.25"


@given(st.integers(min_value=-400, max_value=400))
def test_the_text_reads_back_as_the_score(half_points):
    text = score_text(Fraction(half_points, 2))
    negative = text.startswith("−")
    digits = text.removeprefix("−").removesuffix("½")
    read = Fraction(int(digits or 0)) + (Fraction(1, 2) if text.endswith("½") else 0)
    assert (-read if negative else read) == Fraction(half_points, 2)
    assert text not in {"−0", "0½", ""}
