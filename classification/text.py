"""The classification's figures in the reader's language (its checks are shown by ``titles.check_texts``, as every
check is)."""

from decimal import Decimal

from django.utils.formats import number_format


def plain_number(value) -> str:
    """A stored decimal without trailing zeros, in the active language's notation: "73.00" → 73, "2.81" → 2,81."""
    number = Decimal(str(value)).normalize()
    return number_format(number.quantize(Decimal(1)) if number == number.to_integral() else number)
