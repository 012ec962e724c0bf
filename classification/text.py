"""The rules' messages in the reader's language: they are English templates marked for translation, and
their values are plain strings, so decimals are put in the reader's notation here (2.81 → 2,81 in Ukrainian)."""

import re
from collections.abc import Mapping
from decimal import Decimal

from django.utils.formats import number_format
from django.utils.translation import gettext, pgettext

DECIMAL = re.compile(r"^-?\d+\.\d+$")
CITATION = re.compile(r"^(Cond\.|Conf\.|Notes)\s*(.*)$")


def translated(message: str, params: Mapping) -> str:
    return gettext(message) % {name: localized_number(value) for name, value in params.items()}


def check_text(check: Mapping) -> str:
    """A stored check (rule, ok, detail, message, params) as a sentence in the active language."""
    return translated(check["message"], check.get("params", {}))


def rule_citation(rule: str) -> str:
    """A citation of the classification ("Cond. 7", "Conf. 4", "Notes") as the reader's language writes it."""
    match = CITATION.match(rule or "")
    if match is None:
        return rule
    part, items = match.groups()
    if part == "Notes":
        return pgettext("classification citation", "Notes")
    if part == "Cond.":
        return pgettext("classification citation", "Cond. %(items)s") % {"items": items}
    return pgettext("classification citation", "Conf. %(items)s") % {"items": items}


def stored_citation(rule: str):
    """`rule_citation` kept for a notice (`lib.messages.stored`): read in the reader's language when shown."""
    match = CITATION.match(rule or "")
    if match is None:
        return rule
    part, items = match.groups()
    if part == "Notes":
        return {"message": "Notes", "context": "classification citation"}
    template = "Cond. %(items)s" if part == "Cond." else "Conf. %(items)s"
    return {"message": template, "context": "classification citation", "params": {"items": items}}


def localized_number(value):
    """A decimal written as text, in the active language's notation; anything else as it is."""
    if isinstance(value, str) and DECIMAL.match(value):
        return number_format(Decimal(value))
    return value


def plain_number(value) -> str:
    """A stored decimal without trailing zeros, in the active language's notation: "73.00" → 73, "2.81" → 2,81."""
    number = Decimal(str(value)).normalize()
    return number_format(number.quantize(Decimal(1)) if number == number.to_integral() else number)
