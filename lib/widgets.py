"""Form widgets."""

from django import forms


class DateInput(forms.DateInput):
    """The browser's date picker. Its value must be ISO (2023-11-04) in every language: Django's DateInput writes
    the language's format (04.11.2023 in Ukrainian and German), which the picker discards, so a bound or filled-in
    date showed empty outside English."""

    input_type = "date"

    def __init__(self, attrs=None):
        super().__init__(attrs, format="%Y-%m-%d")
