"""The §11 category table is staff data: the admin refuses a share of the games no score can reach."""

import pytest

from titles.admin import NormCategoryForm

pytestmark = pytest.mark.django_db


def _row(**percent):
    return {"number": 10, "lowest_average": 2476, "highest_average": 2500, "source": "1990 §11", **percent}


def test_a_percentage_above_100_is_refused_beside_its_field():
    form = NormCategoryForm(data=_row(gm_percent="65", im_percent="470"))
    assert not form.is_valid()
    assert list(form.errors) == ["im_percent"]


def test_percentages_up_to_100_and_blanks_are_taken():
    assert NormCategoryForm(data=_row(gm_percent="100", im_percent="47")).is_valid()
