"""The data read from a rating list, and the one error type of the reader."""

from __future__ import annotations

from dataclasses import dataclass


def gettext_noop(message: str) -> str:
    """Marks a message for translation without translating it: this package has no Django, so whoever
    shows the error translates it (`error.describe(gettext)`). makemessages finds the marked strings."""
    return message


class RatingListError(ValueError):
    """A line (or the whole file) the reader cannot accept. `line` is 1-based, None when no line is to blame.

    The message is an untranslated %-template; `params` fill it in."""

    def __init__(self, line: int | None, message: str, **params: object) -> None:
        super().__init__(f"line {line}: {message % params}" if line is not None else message % params)
        self.line = line
        self.message = message
        self.params = params

    def describe(self, translate=gettext_noop) -> str:
        return translate(self.message) % self.params


class RatingListBrokenOff(RatingListError):
    """The list cannot be read past this point (damage, a broken XML document, a piece beyond the limits):
    the rows before it still count, but the list as a whole is refused."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RatingListPlayer:
    """One player of the list. `rating` and `games` are the standard ones; None where the list leaves them
    blank (the player is rated in rapid or blitz only). `birth_year` is None when blank or 0000."""

    line: int
    fide_id: int
    name: str
    federation: str
    sex: str  # "M", "F" or ""
    rating: int | None
    games: int | None
    birth_year: int | None
