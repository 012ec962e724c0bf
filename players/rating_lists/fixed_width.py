"""The fixed-width TXT lists. Each column's start is read from the header line, so the combined list, the
single lists and the older files without the FOA column are all read by the same code."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import BinaryIO

from .limits import MAX_LINE_BYTES
from .periods import MONTH_LABEL, period_from_month_label
from .records import RatingListBrokenOff, RatingListError, RatingListPlayer, gettext_noop
from .values import FieldLabels, build_player

# "ID Number" is the only label with a space inside; every other label is one word.
_HEADER_LABEL = re.compile(r"ID Number|\S+", re.IGNORECASE)
# The labels that name each field we read, as FIDE writes them. A single list labels its rating column with
# its month (JAN23) instead of SRtng.
_FIELD_LABELS = {
    "fide_id": ("ID Number",),
    "name": ("Name",),
    "federation": ("Fed",),
    "sex": ("Sex",),
    "rating": ("SRtng",),
    "games": ("SGm", "Gms"),
    "birth_year": ("B-day",),
}
_FEDERATION_COLUMN = list(_FIELD_LABELS).index("federation")
_FIELD_OF_LABEL = {label.upper(): field for field, labels in _FIELD_LABELS.items() for label in labels}
_UTF8_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class TextLayout:
    """Where each field sits in a line, in the order of FieldLabels, and the month the header names."""

    columns: tuple[slice, ...]
    labels: FieldLabels
    period: date | None

    def player(self, line: int, text: str) -> RatingListPlayer:
        fide_id, name, federation, sex, rating, games, birth_year = [text[column].strip() for column in self.columns]
        return build_player(
            line=line,
            labels=self.labels,
            fide_id=fide_id,
            name=name,
            federation=federation,
            sex=sex,
            rating=rating,
            games=games,
            birth_year=birth_year,
        )

    @property
    def federation_start(self) -> int:
        return self.columns[_FEDERATION_COLUMN].start


def read_text_list(stream: BinaryIO) -> tuple[TextLayout, Iterator[RatingListPlayer | RatingListError]]:
    """Read the header now and the players as the returned iterator is consumed."""
    header_line, header = _header(stream)
    layout = layout_from_header(header, header_line)
    return layout, _rows(stream, layout, first_line=header_line + 1)


def layout_from_header(header: str, line: int) -> TextLayout:
    matches = list(_HEADER_LABEL.finditer(header))
    # A column runs from its label to the next label; numbers are left-aligned under their labels.
    ends = [match.start() for match in matches[1:]] + [None]
    found = {}
    for match, end in zip(matches, ends, strict=True):
        label = match.group()
        field = _field_of(label)
        if field and field not in found:
            found[field] = (label, slice(match.start(), end))
    missing = [labels[0] for field, labels in _FIELD_LABELS.items() if field not in found]
    if missing:
        raise RatingListError(
            line,
            gettext_noop("the header line has no %(columns)s column; expected the header of a FIDE player list"),
            columns=", ".join(missing),
        )
    return TextLayout(
        columns=tuple(found[field][1] for field in _FIELD_LABELS),
        labels=FieldLabels(*(found[field][0] for field in _FIELD_LABELS)),
        period=period_from_month_label(found["rating"][0]),
    )


def _field_of(label: str) -> str | None:
    if MONTH_LABEL.fullmatch(label):
        return "rating"
    return _FIELD_OF_LABEL.get(label.upper())


def _header(stream: BinaryIO) -> tuple[int, str]:
    for line, raw in _bounded_lines(stream, first_line=1):
        text = raw.removeprefix(_UTF8_BOM).decode("latin-1").rstrip()
        if text:
            return line, text
    raise RatingListError(None, gettext_noop("the file is empty; expected a FIDE player list"))


def _bounded_lines(stream: BinaryIO, first_line: int) -> Iterator[tuple[int, bytes]]:
    """The stream's lines, numbered; a line longer than any player line ends the list with an error
    (iterating the stream itself would first read an endless line into memory)."""
    line = first_line
    while raw := stream.readline(MAX_LINE_BYTES + 1):
        if len(raw) > MAX_LINE_BYTES:
            raise RatingListBrokenOff(
                line,
                gettext_noop("the line is longer than %(limit)s bytes; expected one player per line"),
                limit=MAX_LINE_BYTES,
            )
        yield line, raw
        line += 1


def _rows(stream: BinaryIO, layout: TextLayout, first_line: int) -> Iterator[RatingListPlayer | RatingListError]:
    try:
        yield from _players(stream, layout, first_line)
    except RatingListBrokenOff as error:
        yield error


def _players(stream: BinaryIO, layout: TextLayout, first_line: int) -> Iterator[RatingListPlayer | RatingListError]:
    federation_start = layout.federation_start
    for line, raw in _bounded_lines(stream, first_line):
        # Trailing spaces are padding (some copies strip them), and the line ending may be CRLF.
        raw = raw.rstrip()
        if not raw:
            continue
        try:
            yield layout.player(line, _decode(raw, federation_start))
        except RatingListError as error:
            yield error


def _decode(raw: bytes, federation_start: int) -> str:
    """FIDE does not say which encoding it uses; copies in UTF-8 and in Latin-1 both exist."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")
    if len(text) == len(raw) or text[federation_start : federation_start + 3].isalpha():
        return text
    # Padded to a width in bytes, not in letters: each extra byte of a name pulled the later columns one place
    # left. Only the name holds letters outside ASCII, so re-padding it puts every column back.
    name_part = raw[:federation_start].decode("utf-8", "replace")
    return name_part.ljust(federation_start) + raw[federation_start:].decode("utf-8", "replace")
