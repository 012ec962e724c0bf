"""What the regulations answer: checks that each name their item of seed 004.

The messages are English with ``%(name)s`` placeholders, marked with ``gettext_noop`` so that Django's
``makemessages`` extracts them while this package stays free of Django; the app translates the message
and fills in the values when it shows a check.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["NOTES", "Check", "cond", "conf", "gettext_noop"]

NOTES = "Notes"


def gettext_noop(message: str) -> str:
    return message


def cond(item: int | str) -> str:
    """The citation of a condition ("Умови виконання"), as the digest writes it."""
    return f"Cond. {item}"


def conf(item: int) -> str:
    """The citation of a confirmation rule ("Підтвердження розрядів")."""
    return f"Conf. {item}"


@dataclass(frozen=True)
class Check:
    """One requirement: the item of seed 004, whether it holds, and what was needed and found."""

    rule: str
    ok: bool
    message: str
    params: Mapping[str, str | int] = field(default_factory=dict)

    @property
    def detail(self) -> str:
        return self.message % self.params

    def as_dict(self) -> dict:
        return {
            "rule": self.rule,
            "ok": self.ok,
            "detail": self.detail,
            "message": self.message,
            "params": dict(self.params),
        }
