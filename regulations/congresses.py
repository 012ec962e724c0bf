"""The FIDE Congress (General Assembly) dates the caller has recorded, and what they can decide.

1990 §2.15 and §2.24 close an application at "el segundo congreso de la FIDE después de la fecha del último
torneo", and 1.11, 1.21, 1.41, 1.51 take the rating "en vigor en el momento en que el Congreso de la FIDE
considere la aplicación". The dates are data staff extend; the recorded dates are taken as every Congress from
the first to the last of them, and nothing is known outside that span. An unknown date never passes a deadline
nor picks a rating list: the caller is told which dates are missing (decisions.md, item 123).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta

from .messages import Message, gettext_noop, message

__all__ = ["CONSIDERED_AFTER_DAYS", "Congresses"]

# 1990 §12.2: an application is considered only by a meeting it reached at least 60 days before.
CONSIDERED_AFTER_DAYS = 60


@dataclass(frozen=True)
class Congresses:
    dates: tuple[date, ...] = field(default=())

    @classmethod
    def of(cls, dates: Iterable[date]) -> Congresses:
        return cls(tuple(sorted(set(dates))))

    def _known_from(self, day: date) -> bool:
        """Whether every Congress held after ``day`` up to the last recorded one is recorded."""
        return bool(self.dates) and self.dates[0] <= day

    def after(self, day: date) -> tuple[date, ...]:
        """The recorded Congresses held after ``day`` (not on it), in order."""
        return tuple(held for held in self.dates if held > day)

    def nth_after(self, day: date, nth: int) -> date | None:
        """The ``nth`` Congress after ``day``, when the record shows it; None when it is not recorded or an
        unrecorded Congress before the record's first could come first."""
        after = self.after(day)
        return after[nth - 1] if len(after) >= nth and self._known_from(day) else None

    def held_between(self, first: date, last: date) -> int | None:
        """How many Congresses were held after ``first`` up to ``last`` (inclusive); None when the record does
        not span those dates."""
        if not self._known_from(first) or self.dates[-1] < last:
            return None
        return sum(1 for held in self.dates if first < held <= last)

    def considering(self, applied_on: date) -> date | None:
        """The Congress that considers an application made on ``applied_on``: the first one held at least
        60 days later (12.2); None when the record cannot tell which."""
        return self.nth_after(applied_on + timedelta(days=CONSIDERED_AFTER_DAYS - 1), 1)

    def missing(self, day: date) -> Message:
        """What must be recorded before a question about the Congresses after ``day`` can be answered."""
        if not self.dates:
            return message(gettext_noop("no FIDE Congress dates recorded"))
        if day < self.dates[0]:
            return message(gettext_noop("FIDE Congress dates before %(year)s not recorded"), year=self.dates[0].year)
        return message(gettext_noop("FIDE Congress dates after %(year)s not recorded"), year=self.dates[-1].year)
