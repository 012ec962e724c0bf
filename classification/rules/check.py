"""What the regulations answer: checks that each name their item of seed 004.

A check is the one check type of the project (``regulations.verdict.Check``: rule, outcome, message with its
values), so the pages, documents and stored results treat the classification's checks as the FIDE
regulations' ones. The messages are English with ``%(name)s`` placeholders, marked with ``gettext_noop`` so
that Django's ``makemessages`` extracts them while this package stays free of Django; the app translates the
message and fills in the values when it shows a check. Decimals (coefficients, percentages) are given as
``Decimal``, which the app writes in the reader's notation.
"""

from __future__ import annotations

from regulations.messages import gettext_noop, message
from regulations.verdict import Check

__all__ = ["NOTES", "Check", "cond", "conf", "gettext_noop", "message"]

NOTES = "Notes"


def cond(item: int | str) -> str:
    """The citation of a condition ("Умови виконання"), as the digest writes it."""
    return f"Cond. {item}"


def conf(item: int) -> str:
    """The citation of a confirmation rule ("Підтвердження розрядів")."""
    return f"Conf. {item}"
