"""Turning one player's field texts into a RatingListPlayer: shared by the TXT and the XML reader."""

from __future__ import annotations

from dataclasses import dataclass

from .records import RatingListError, RatingListPlayer, gettext_noop

# FIDE IDs have 6 to 9 digits today; the TXT column is 15 wide, and the database column holds that.
_ID_DIGITS = 15
# Ratings, games and birth years have at most four digits; more means the columns slipped.
_VALUE_DIGITS = 4
_SEXES = ("M", "F", "")


@dataclass(frozen=True, slots=True)
class FieldLabels:
    """What the file calls each field, so that an error names the column as the reader sees it."""

    fide_id: str
    name: str
    federation: str
    sex: str
    rating: str
    games: str
    birth_year: str


def build_player(
    *,
    line: int,
    labels: FieldLabels,
    fide_id: str,
    name: str,
    federation: str,
    sex: str,
    rating: str,
    games: str,
    birth_year: str,
) -> RatingListPlayer:
    """The texts must already be stripped. Raises RatingListError naming the column and what was expected."""
    identifier = _number(fide_id, labels.fide_id, line, _ID_DIGITS)
    if not identifier:
        raise RatingListError(
            line, gettext_noop("%(column)s is blank or 0; expected the player's FIDE ID"), column=labels.fide_id
        )
    if not name:
        raise RatingListError(line, gettext_noop("%(column)s is blank; expected the player's name"), column=labels.name)
    return RatingListPlayer(
        line=line,
        fide_id=identifier,
        name=name,
        federation=_federation(federation, labels.federation, line),
        sex=_sex(sex, labels.sex, line),
        # 0 and 0000 are how some lists write "none".
        rating=_number(rating, labels.rating, line, _VALUE_DIGITS) or None,
        games=_number(games, labels.games, line, _VALUE_DIGITS),
        birth_year=_number(birth_year, labels.birth_year, line, _VALUE_DIGITS) or None,
    )


def _number(text: str, column: str, line: int, digits: int) -> int | None:
    if not text:
        return None
    # isascii() too: int() would also take "١٢" or "+12", which no FIDE list contains.
    if not (text.isdigit() and text.isascii() and len(text) <= digits):
        raise RatingListError(
            line,
            gettext_noop("%(column)s '%(value)s' is not a number; expected at most %(digits)s digits"),
            column=column,
            value=text,
            digits=digits,
        )
    return int(text)


def _federation(text: str, column: str, line: int) -> str:
    if len(text) != 3 or not text.isalpha() or not text.isascii():
        raise RatingListError(
            line,
            gettext_noop("%(column)s '%(value)s' is not a federation code; expected three letters such as ESP"),
            column=column,
            value=text,
        )
    return text.upper()


def _sex(text: str, column: str, line: int) -> str:
    sex = text.upper()
    if sex not in _SEXES:
        raise RatingListError(
            line, gettext_noop("%(column)s '%(value)s' is not a sex; expected M, F or blank"), column=column, value=text
        )
    return sex
