"""Opening a list as FIDE ships it: a .txt or .xml file, or a .zip holding one."""

from __future__ import annotations

import io
import re
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from .fixed_width import read_text_list
from .limits import MAX_EXPANSION_RATIO, MAX_LIST_BYTES
from .periods import period_from_file_name
from .records import RatingListBrokenOff, RatingListError, RatingListPlayer, gettext_noop
from .xml_list import xml_rows

_BUFFER_BYTES = 1024 * 1024
# The single rapid and blitz lists have the same columns as the standard one; only their names tell them apart.
_RAPID_OR_BLITZ_NAME = re.compile(r"(rapid|blitz)", re.IGNORECASE)
_UTF8_BOM = b"\xef\xbb\xbf"
_ZIP_SIGNATURE = b"PK\x03\x04"
# What unpacking a broken-off or corrupted download raises.
_ARCHIVE_DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError)
# FIDE packs its lists with plain Deflate; zipfile cannot unpack Deflate64 and the like at all.
_READABLE_METHODS = {zipfile.ZIP_STORED: "stored", zipfile.ZIP_DEFLATED: "Deflate"}
# Encryption (bits 0 and 6) and patched data (bit 5): zipfile refuses them with tracebacks of its own.
_UNREADABLE_FLAGS = 0x1 | 0x20 | 0x40


@dataclass(frozen=True, slots=True)
class RatingList:
    """An opened list. `period` is the month its file name says (`standard_oct26frl.zip`), else the month
    its rating column is labelled with (`OCT26`), else None. `rows` yields each player as it is read, and
    a RatingListError in place of a malformed one."""

    period: date | None
    rows: Iterator[RatingListPlayer | RatingListError]


@contextmanager
def open_rating_list(path: Path) -> Iterator[RatingList]:
    """Raises RatingListError for a file that is no standard player list, OSError when it cannot be read."""
    with ExitStack() as cleanup:
        try:
            rating_list = _rating_list(path, cleanup)
        except _ARCHIVE_DAMAGE as error:
            raise _damaged(path, error) from error
        yield rating_list


def _rating_list(path: Path, cleanup: ExitStack) -> RatingList:
    stream, names = _open(path, cleanup)
    _refuse_rapid_and_blitz(names)
    named_period = next(filter(None, map(period_from_file_name, names)), None)
    if _looks_like_xml(stream):
        return RatingList(period=named_period, rows=_reporting_damage(xml_rows(stream), path))
    layout, rows = read_text_list(stream)
    return RatingList(period=named_period or layout.period, rows=_reporting_damage(rows, path))


def _open(path: Path, cleanup: ExitStack) -> tuple[io.BufferedReader, list[str]]:
    """The list's bytes, and the names that may tell its month: the archive's and the file's inside it."""
    file = cleanup.enter_context(open(path, "rb", buffering=_BUFFER_BYTES))
    if not file.peek(len(_ZIP_SIGNATURE)).startswith(_ZIP_SIGNATURE):
        _check_size(path.name, path.stat().st_size)
        return file, [path.name]
    archive = cleanup.enter_context(zipfile.ZipFile(file))
    members = [member for member in archive.infolist() if not member.is_dir()]
    if len(members) != 1:
        raise RatingListError(
            None,
            gettext_noop("the archive %(archive)s holds %(count)s files; expected the one player list FIDE ships"),
            archive=path.name,
            count=len(members),
        )
    _check_member(path.name, members[0])
    if not 0 <= members[0].header_offset < path.stat().st_size:
        raise _damaged(path, zipfile.BadZipFile(f"the member's data is said to start at {members[0].header_offset}"))
    # zipfile never unpacks more than the member's declared size, so the checks above bound the stream.
    stream = io.BufferedReader(cleanup.enter_context(archive.open(members[0])), buffer_size=_BUFFER_BYTES)
    return stream, [path.name, PurePosixPath(members[0].filename).name]


def _check_member(archive: str, member: zipfile.ZipInfo) -> None:
    if member.flag_bits & _UNREADABLE_FLAGS:
        raise RatingListError(
            None,
            gettext_noop("%(member)s in %(archive)s is encrypted or patched; expected the list as FIDE ships it"),
            member=member.filename,
            archive=archive,
        )
    if member.compress_type not in _READABLE_METHODS:
        raise RatingListError(
            None,
            gettext_noop(
                "%(member)s in %(archive)s is packed with compression method %(method)s (e.g. Deflate64); "
                "expected Deflate, as FIDE packs its lists"
            ),
            member=member.filename,
            archive=archive,
            method=member.compress_type,
        )
    _check_size(member.filename, member.file_size)
    if member.file_size > MAX_EXPANSION_RATIO * max(member.compress_size, 1):
        raise RatingListError(
            None,
            gettext_noop(
                "%(member)s in %(archive)s unpacks to %(ratio)s times its packed size; expected at most "
                "%(limit)s times, as a list of players does"
            ),
            member=member.filename,
            archive=archive,
            ratio=member.file_size // max(member.compress_size, 1),
            limit=MAX_EXPANSION_RATIO,
        )


def _check_size(name: str, size: int) -> None:
    if size > MAX_LIST_BYTES:
        raise RatingListError(
            None,
            gettext_noop("%(name)s is %(size)s bytes; expected at most %(limit)s bytes, more than FIDE's largest list"),
            name=name,
            size=size,
            limit=MAX_LIST_BYTES,
        )


def _reporting_damage(
    rows: Iterator[RatingListPlayer | RatingListError], path: Path
) -> Iterator[RatingListPlayer | RatingListError]:
    """A damaged archive often shows only when the bad block is unpacked: the rows before it still count."""
    try:
        yield from rows
    except _ARCHIVE_DAMAGE as error:
        yield _damaged(path, error)


def _damaged(path: Path, error: Exception) -> RatingListBrokenOff:
    return RatingListBrokenOff(
        None,
        gettext_noop("the archive %(archive)s is damaged (%(problem)s); expected a complete download"),
        archive=path.name,
        problem=str(error),
    )


def _refuse_rapid_and_blitz(names: list[str]) -> None:
    for name in names:
        if match := _RAPID_OR_BLITZ_NAME.match(name):
            raise RatingListError(
                None,
                gettext_noop("%(name)s is the %(kind)s list; expected the standard list or the combined player list"),
                name=name,
                kind=match.group(1).lower(),
            )


def _looks_like_xml(stream: BinaryIO) -> bool:
    return stream.peek(64).removeprefix(_UTF8_BOM).lstrip().startswith(b"<")
