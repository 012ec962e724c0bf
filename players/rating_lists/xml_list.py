"""The XML lists (`<playerslist>` of `<player>` elements), streamed: each player is dropped once read."""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO
from xml.etree import ElementTree
from xml.parsers import expat

from .limits import MAX_XML_PLAYER_BYTES
from .records import RatingListBrokenOff, RatingListError, RatingListPlayer, gettext_noop
from .values import FieldLabels, build_player

_LABELS = FieldLabels(
    fide_id="fideid",
    name="name",
    federation="country",
    sex="sex",
    rating="rating",
    games="games",
    birth_year="birthday",
)
_ROOT = "playerslist"
_PLAYER = "player"
_PLAYER_START = b"<player"
_PLAYER_END = b"</player>"
_CHUNK_BYTES = 1024 * 1024
# A document type declaration is where entities (billion laughs, external files) are declared; FIDE's lists
# have none.
_DOCTYPE = b"<!DOCTYPE"


def xml_rows(stream: BinaryIO) -> Iterator[RatingListPlayer | RatingListError]:
    """A broken document ends the rows with an error at the line where it broke: nothing after it can be read."""
    parser = ElementTree.XMLPullParser(events=("start", "end"))
    root = None
    try:
        for line, piece in _player_pieces(stream):
            if root is None and (doctype := piece.find(_DOCTYPE)) >= 0:
                # The prolog comes before the first player, so it is in the first piece, whose first line is 1.
                yield _declares_a_doctype(piece.count(b"\n", 0, doctype) + 1)
                return
            parser.feed(piece)
            for event, element in parser.read_events():
                if root is None:
                    root = element
                    if root.tag != _ROOT:
                        yield _not_a_player_list(root.tag)
                        return
                elif event == "end" and element.tag == _PLAYER:
                    yield _player(element, line)
            if root is not None:
                # What has been read is dropped from the tree, so memory stays flat however long the file.
                root.clear()
        parser.close()
    except RatingListBrokenOff as error:
        yield error
    except LookupError as error:
        # The declaration names an encoding no reader knows ("UTFC8"): nothing of the list can be read.
        yield RatingListBrokenOff(1, gettext_noop("the XML declares an encoding that does not exist (%(problem)s)"), problem=str(error))
    except ElementTree.ParseError as error:
        yield RatingListBrokenOff(
            error.position[0],
            gettext_noop("the XML breaks off here (%(problem)s); nothing after this line can be read"),
            problem=expat.ErrorString(error.code),
        )


def _player_pieces(stream: BinaryIO) -> Iterator[tuple[int, bytes]]:
    """The document cut after each `</player>`, with the line that piece's `<player>` starts on.

    The parser is fed one player at a time because ElementTree does not tell where an element was: this way
    every error can name its line (iterparse feeds 16 KiB at a time, so it could not)."""
    lines_before = 0
    pending = b""
    while chunk := stream.read(_CHUNK_BYTES):
        pending += chunk
        start = 0
        while (end := pending.find(_PLAYER_END, start)) >= 0:
            end += len(_PLAYER_END)
            opening = pending.rfind(_PLAYER_START, start, end - len(_PLAYER_END))
            yield lines_before + pending.count(b"\n", start, max(opening, start)) + 1, pending[start:end]
            lines_before += pending.count(b"\n", start, end)
            start = end
        pending = pending[start:]
        if len(pending) > MAX_XML_PLAYER_BYTES:
            # Padding, an endless attribute or no players at all: it must not pile up in the parser.
            raise RatingListBrokenOff(
                lines_before + 1,
                gettext_noop("no player ends within %(limit)s bytes of this line; expected one <player> after another"),
                limit=MAX_XML_PLAYER_BYTES,
            )
    if pending:
        yield lines_before + 1, pending


def _player(element: ElementTree.Element, line: int) -> RatingListPlayer | RatingListError:
    fields = {child.tag: (child.text or "").strip() for child in element}
    try:
        return build_player(
            line=line,
            labels=_LABELS,
            fide_id=fields.get(_LABELS.fide_id, ""),
            name=fields.get(_LABELS.name, ""),
            federation=fields.get(_LABELS.federation, ""),
            sex=fields.get(_LABELS.sex, ""),
            rating=fields.get(_LABELS.rating, ""),
            games=fields.get(_LABELS.games, ""),
            birth_year=fields.get(_LABELS.birth_year, ""),
        )
    except RatingListError as error:
        return error


def _declares_a_doctype(line: int) -> RatingListBrokenOff:
    return RatingListBrokenOff(
        line,
        gettext_noop("the XML declares a document type (<!DOCTYPE>); expected a FIDE list, which declares none"),
    )


def _not_a_player_list(tag: str) -> RatingListError:
    return RatingListBrokenOff(
        None,
        gettext_noop("the XML holds <%(tag)s>; expected a FIDE <playerslist>"),
        tag=tag,
    )
