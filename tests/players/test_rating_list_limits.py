"""Hostile rating lists: refused with a clear message, in bounded memory, and the import exits non-zero."""

import tracemalloc
import zipfile

import pytest
from django.core.management import CommandError, call_command

from players.rating_lists import RatingListBrokenOff, RatingListError, RatingListPlayer
from players.rating_lists.limits import MAX_EXPANSION_RATIO, MAX_LINE_BYTES, MAX_XML_PLAYER_BYTES

from .test_rating_list_parser import COMBINED_COLUMNS, header, player, read, txt_list, write, xml_list, xml_player

# Well beyond every limit, yet quick to write: memory must stay far below it.
HOSTILE_BYTES = 16 * 1024 * 1024
MEMORY_CEILING = 6 * 1024 * 1024


def zipped(tmp_path, text: str, name="players_list.zip", member="players_list_foa.txt"):
    path = tmp_path / name
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(member, text)
    return path


def patch_headers(path, *, flags: int | None = None, method: int | None = None):
    """Rewrite the flag bits and compression method of the one member, in its local and central headers."""
    data = bytearray(path.read_bytes())
    for signature, flags_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        start = data.index(signature)
        if flags is not None:
            data[start + flags_at : start + flags_at + 2] = flags.to_bytes(2, "little")
        if method is not None:
            data[start + flags_at + 2 : start + flags_at + 4] = method.to_bytes(2, "little")
    path.write_bytes(bytes(data))


def read_with_peak_memory(path):
    tracemalloc.start()
    try:
        result = read(path)
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def one_player_list() -> str:
    return txt_list(COMBINED_COLUMNS, player(COMBINED_COLUMNS, 100001, "Good, First", "ESP", rating=1800))


def test_an_encrypted_member_is_refused_with_a_message(tmp_path):
    path = zipped(tmp_path, one_player_list())
    patch_headers(path, flags=0x1)
    with pytest.raises(RatingListError, match="players_list_foa.txt in players_list.zip is encrypted or patched"):
        read(path)


def test_a_deflate64_member_is_refused_with_a_message(tmp_path):
    path = zipped(tmp_path, one_player_list())
    patch_headers(path, method=9)
    with pytest.raises(RatingListError, match="compression method 9 .*expected Deflate"):
        read(path)


def test_a_zip_that_expands_a_header_followed_by_spaces_is_refused_before_unpacking(tmp_path):
    path = zipped(tmp_path, header(COMBINED_COLUMNS) + " " * HOSTILE_BYTES)
    with pytest.raises(RatingListError, match=f"expected at most {MAX_EXPANSION_RATIO} times"):
        read(path)


def test_a_header_followed_by_one_endless_line_is_refused_in_bounded_memory(tmp_path):
    path = write(tmp_path, "players_list_foa.txt", header(COMBINED_COLUMNS) + " " * HOSTILE_BYTES)
    with pytest.raises(RatingListBrokenOff, match=f"longer than {MAX_LINE_BYTES} bytes") as raised:
        read_with_peak_memory(path)
    assert raised.value.line == 1


def test_an_endless_line_after_the_players_ends_the_list_there_in_bounded_memory(tmp_path):
    path = write(tmp_path, "players_list_foa.txt", one_player_list() + "9" * HOSTILE_BYTES)
    (_period, rows), peak = read_with_peak_memory(path)
    assert [type(row) for row in rows] == [RatingListPlayer, RatingListBrokenOff]
    assert rows[1].line == 3
    assert peak < MEMORY_CEILING


def test_an_xml_list_padded_with_whitespace_is_refused_in_bounded_memory(tmp_path):
    text = xml_list(xml_player(100001, "Good, First", "ESP", rating=1800), " " * HOSTILE_BYTES)
    (_period, rows), peak = read_with_peak_memory(write(tmp_path, "players_list_xml_foa.xml", text))
    assert [type(row) for row in rows] == [RatingListPlayer, RatingListBrokenOff]
    assert f"no player ends within {MAX_XML_PLAYER_BYTES} bytes" in rows[1].describe()
    assert peak < MEMORY_CEILING


def test_a_huge_xml_attribute_is_refused_in_bounded_memory(tmp_path):
    text = xml_list(f'<player note="{"x" * HOSTILE_BYTES}"></player>\n')
    (_period, rows), peak = read_with_peak_memory(write(tmp_path, "players_list_xml_foa.xml", text))
    assert [type(row) for row in rows] == [RatingListBrokenOff]
    assert rows[0].line == 1  # the stretch without a player end begins there
    assert peak < MEMORY_CEILING


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE playerslist [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<playerslist><player><fideid>100001</fideid><name>&lol4;</name></player></playerslist>
"""


def test_billion_laughs_is_refused_at_its_document_type(tmp_path):
    _period, [error] = read(write(tmp_path, "players_list_xml_foa.xml", BILLION_LAUGHS))
    assert isinstance(error, RatingListBrokenOff)
    assert error.line == 2
    assert "declares a document type" in error.describe()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "name, text",
    [
        ("players_list_xml_foa.xml", BILLION_LAUGHS),
        ("players_list_xml_foa.xml", xml_list(xml_player(100001, "Good, First", "ESP", rating=1800), " " * 100_000)),
        ("players_list_foa.txt", one_player_list() + "9" * 100_000),
    ],
    ids=["billion laughs", "whitespace", "endless line"],
)
def test_the_import_command_exits_non_zero_on_a_refused_list(tmp_path, name, text):
    with pytest.raises(CommandError, match="was refused after"):
        call_command("import_fide_ratings", str(write(tmp_path, name, text)), "--period", "2026-10-01")


def test_an_xml_list_declaring_an_encoding_that_does_not_exist_is_refused(tmp_path):
    text = xml_list(xml_player(100001, "Good, First", "ESP", rating=1800)).replace('encoding="UTF-8"', 'encoding="UTFC8"')
    _period, [error] = read(write(tmp_path, "players_list_xml_foa.xml", text))
    assert isinstance(error, RatingListBrokenOff)
    assert "encoding that does not exist" in error.describe()
