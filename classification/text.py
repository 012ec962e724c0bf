"""The classification's figures in the reader's language (its checks are shown by ``titles.check_texts``, as every
check is)."""

from decimal import Decimal

from django.utils.formats import number_format

from regulations.messages import stored_value
from titles.check_texts import national_citation


def stored_citation(rule: str):
    """A citation of the classification ("Cond. 7", "Conf. 4", "Notes") kept for a notice (`lib.messages.stored`):
    read in the reader's language when shown, as ``titles.check_texts.citation`` writes it on a page."""
    national = national_citation(rule)
    return rule if national is None else stored_value(national)


def plain_number(value) -> str:
    """A stored decimal without trailing zeros, in the active language's notation: "73.00" → 73, "2.81" → 2,81."""
    number = Decimal(str(value)).normalize()
    return number_format(number.quantize(Decimal(1)) if number == number.to_integral() else number)
