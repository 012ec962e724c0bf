"""Ids in the API's paths: ASCII digits within the range of the database's keys, else no such page (404).

Django's <int:…> takes any run of digits, and a number beyond a 64-bit key reaches the database and fails there
(a server error); a made-up word such as "null" must not reach it either.
"""

from django.db import connection
from django.db.models import BigAutoField

# The primary keys are BigAutoField (DEFAULT_AUTO_FIELD); every backend stores them as a signed 64-bit integer.
DATABASE_ID_MIN = 1
DATABASE_ID_MAX = connection.ops.integer_field_range(BigAutoField().get_internal_type())[1]


def is_database_id(number: int) -> bool:
    return DATABASE_ID_MIN <= number <= DATABASE_ID_MAX


class DatabaseIdConverter:
    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if not is_database_id(number):
            raise ValueError(f"{value} is no database id")
        return number

    def to_url(self, value: int) -> str:
        return str(value)
