"""What the list endpoints accept in their query: every value checked, a wrong one refused (400), never ignored.

Each filter is a serializer, so that the schema lists the parameters with their types and bounds
(extend_schema(parameters=[…])) and the view reads only validated values.
"""

import re
from datetime import date

from rest_framework import serializers

from titles.models import NormResult

from .converters import DATABASE_ID_MAX, DATABASE_ID_MIN

ASCII_INTEGER = re.compile(r"[+-]?[0-9]+")


class AsciiIntegerField(serializers.IntegerField):
    """An integer written in the digits 0–9: Python's int() also reads Arabic-Indic or full-width digits."""

    def to_internal_value(self, data):
        if not ASCII_INTEGER.fullmatch(str(data)):
            self.fail("invalid")
        return super().to_internal_value(data)


def database_id_field(help_text: str) -> AsciiIntegerField:
    return AsciiIntegerField(
        required=False, min_value=DATABASE_ID_MIN, max_value=DATABASE_ID_MAX, help_text=help_text
    )


class QueryFilter(serializers.Serializer):
    """Reads the request's query string; a parameter given twice counts by its last value."""

    @classmethod
    def from_request(cls, request) -> dict:
        query = cls(data=request.query_params.dict())
        query.is_valid(raise_exception=True)
        return {name: value for name, value in query.validated_data.items() if value is not None}


class TournamentFilter(QueryFilter):
    q = serializers.CharField(
        required=False, allow_blank=True, max_length=100, help_text="Part of the name or city (empty: any)"
    )
    federation = serializers.RegexField(
        r"^[A-Za-z]{3}$", required=False, help_text="Host federation's FIDE code, e.g. UKR"
    )
    year = AsciiIntegerField(
        required=False, min_value=date.min.year, max_value=date.max.year, help_text="Year the tournament started"
    )


class NormResultFilter(QueryFilter):
    tournament = database_id_field("The tournament's id")
    player = database_id_field("The player's id")
    title = serializers.ChoiceField(choices=NormResult.Title.values, required=False, help_text="The title of the norm")
    achieved = serializers.BooleanField(
        required=False, allow_null=True, default=None, help_text="true: norms achieved; false: verdicts without one"
    )
