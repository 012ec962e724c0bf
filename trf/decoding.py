"""Turning uploaded bytes into TRF text lines, refusing what is clearly not a TRF text file."""

from __future__ import annotations

import codecs
import re

from .records import TrfError

# Files people upload by mistake instead of the TRF export.
_BINARY_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"%PDF", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (e.g. .xlsx, .docx or .zip)"),
    (b"\xd0\xcf\x11\xe0", "a Microsoft Office document (e.g. .xls or .doc)"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
)

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_EXPECTED_TEXT = "expected a TRF text file (lines such as '012 Tournament name' and '001 ...' player records)"


def decode_trf_bytes(data: bytes, *, max_bytes: int | None = None) -> str:
    """Decode like real TRF exports are written: UTF-8 (with or without BOM), UTF-16 with BOM,
    else Windows-1252, else Latin-1 (which accepts any byte). `max_bytes`: the largest file accepted."""
    _reject_unsuitable_bytes(data, max_bytes)
    text = _decode_text(data)
    _reject_control_characters(text)
    return text


def split_lines(text: str) -> list[str]:
    # Not str.splitlines(): it also breaks at form feeds and U+2028, which are data in a TRF line.
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _reject_unsuitable_bytes(data: bytes, max_bytes: int | None) -> None:
    if max_bytes is not None and len(data) > max_bytes:
        raise TrfError(
            1,
            1,
            f"the file is {len(data):,} bytes, more than the {max_bytes:,} bytes a TRF file may have; "
            "expected one tournament's TRF export",
        )
    if not data.strip():
        raise TrfError(1, 1, f"the file is empty; {_EXPECTED_TEXT}")
    start = data.lstrip()
    for signature, description in _BINARY_SIGNATURES:
        if start.startswith(signature):
            raise TrfError(1, 1, f"this is {description}, not a TRF file; {_EXPECTED_TEXT}")


def _decode_text(data: bytes) -> str:
    if data.startswith(_UTF16_BOMS):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass  # not really UTF-16: the single-byte fallbacks below still apply
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _reject_control_characters(text: str) -> None:
    position = text.find("\x00")
    if position < 0:
        return
    line_start = max(text.rfind("\n", 0, position), text.rfind("\r", 0, position)) + 1
    line = len(_LINE_BREAK.findall(text, 0, line_start)) + 1
    raise TrfError(
        line,
        position - line_start + 1,
        f"NUL byte: this is a binary file, not a TRF file; {_EXPECTED_TEXT}",
    )
