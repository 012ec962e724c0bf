"""A date shows in the browser's date picker in every language: its value is ISO, never the language's format
(04.11.2023 in Ukrainian), which the picker discards."""

import datetime

import pytest
from django.utils import translation

from web.titles.forms import CalculatorEventForm

from .catalogues import LANGUAGES


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_date_of_a_form_shows_in_the_date_picker_in_every_language(language):
    with translation.override(language):
        html = str(CalculatorEventForm(initial={"start_date": datetime.date(2023, 11, 4)})["start_date"])
    assert 'type="date"' in html and 'value="2023-11-04"' in html
