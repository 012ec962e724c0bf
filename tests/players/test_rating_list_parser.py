"""Reading FIDE's player lists: TXT by its header's columns, XML streamed, zips as FIDE ships them.

The samples are built here from the layouts in shared/docs/fide-rating-lists.md."""

import zipfile
from datetime import date

import pytest

from players.rating_lists import (
    RatingListBrokenOff,
    RatingListError,
    RatingListPlayer,
    open_rating_list,
    period_from_file_name,
    period_from_month_label,
)
from tests.players.rating_list_samples import (
    COMBINED_COLUMNS,
    COMBINED_HEADER,
    PRE_2016_COLUMNS,
    SINGLE_COLUMNS,
    header,
    line,
    player,
    txt_list,
    xml_list,
    xml_player,
)


def read(path):
    with open_rating_list(path) as rating_list:
        return rating_list.period, list(rating_list.rows)


def write(tmp_path, name: str, text: str, encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_the_combined_header_of_the_doc_is_162_characters_and_matches_the_columns():
    assert len(COMBINED_HEADER) == 162
    assert header(COMBINED_COLUMNS) == COMBINED_HEADER


def test_the_combined_list_is_read_by_the_columns_its_header_names(tmp_path):
    text = txt_list(
        COMBINED_COLUMNS,
        player(COMBINED_COLUMNS, 1503014, "Carlsen, Magnus", "NOR", rating=2830, games=9, born=1990,
               **{"Tit": "GM", "SK": 10, "RRtng": 2823, "RGm": 11, "Rk": 20}),
        player(COMBINED_COLUMNS, 14109603, "Muzychuk, Mariya", "UKR", sex="F", rating=2495, games=0, born=1992,
               **{"Tit": "GM", "WTit": "WGM", "OTit": "FI,LSI", "Flag": "wi"}),
    )  # fmt: skip
    assert len(text.splitlines()[1]) == 162
    period, rows = read(write(tmp_path, "players_list_foa.txt", text))
    assert period is None
    assert rows == [
        RatingListPlayer(line=2, fide_id=1503014, name="Carlsen, Magnus", federation="NOR", sex="M", rating=2830,
                         games=9, birth_year=1990),
        RatingListPlayer(line=3, fide_id=14109603, name="Muzychuk, Mariya", federation="UKR", sex="F", rating=2495,
                         games=0, birth_year=1992),
    ]  # fmt: skip


def test_a_player_rated_only_in_rapid_or_blitz_has_no_standard_rating(tmp_path):
    text = txt_list(COMBINED_COLUMNS, player(COMBINED_COLUMNS, 34100020, "Rapid, Only", "ESP", **{"RRtng": 1650, "RGm": 7}))
    _period, [row] = read(write(tmp_path, "players_list_foa.txt", text))
    assert (row.rating, row.games) == (None, None)


def test_unknown_birth_years_written_0000_or_blank_are_none(tmp_path):
    text = txt_list(
        COMBINED_COLUMNS,
        player(COMBINED_COLUMNS, 100001, "Zero, Year", "FID", rating=1500, born="0000"),
        player(COMBINED_COLUMNS, 100002, "Blank, Year", "NON", rating=1500),
    )
    _period, rows = read(write(tmp_path, "players_list_foa.txt", text))
    assert [row.birth_year for row in rows] == [None, None]
    assert [row.federation for row in rows] == ["FID", "NON"]


def test_a_single_standard_list_takes_its_period_from_the_month_label_of_its_rating_column(tmp_path):
    zakharov = player(SINGLE_COLUMNS, 4100018, "Zakharov, Ivan", "RUS", rating=2211, games=4, born=1971)
    text = txt_list(SINGLE_COLUMNS, zakharov)
    assert len(text.splitlines()[0]) == 136
    period, [row] = read(write(tmp_path, "standard_rating_list.txt", text))
    assert period == date(2023, 1, 1)
    assert (row.fide_id, row.rating, row.games, row.birth_year) == (4100018, 2211, 4, 1971)


def test_a_list_from_before_2016_without_the_foa_column_is_read_by_its_header(tmp_path):
    nakamura = player(PRE_2016_COLUMNS, 2016192, "Nakamura, Hikaru", "USA", rating=2775, games=12, born=1987)
    text = txt_list(PRE_2016_COLUMNS, nakamura)
    assert header(PRE_2016_COLUMNS).index("SRtng") == 109
    _period, [row] = read(write(tmp_path, "players_list.txt", text))
    assert (row.rating, row.games, row.birth_year, row.federation) == (2775, 12, 1987, "USA")


def test_lines_stripped_of_their_trailing_spaces_and_lf_endings_are_read(tmp_path):
    lines = [header(COMBINED_COLUMNS), player(COMBINED_COLUMNS, 5000017, "Short, Line", "ENG", rating=2100, born=1980)]
    _period, [row] = read(write(tmp_path, "players_list_foa.txt", "\n".join(text.rstrip() for text in lines)))
    assert (row.name, row.rating, row.birth_year) == ("Short, Line", 2100, 1980)


@pytest.mark.parametrize("encoding", ["latin-1", "utf-8"])
def test_names_with_accents_are_read_in_latin_1_and_in_utf_8(tmp_path, encoding):
    text = txt_list(COMBINED_COLUMNS, player(COMBINED_COLUMNS, 24600024, "Müller, Jürgen Ø", "GER", rating=2010, born=1970))
    _period, [row] = read(write(tmp_path, "players_list_foa.txt", text, encoding=encoding))
    assert (row.name, row.federation, row.rating, row.birth_year) == ("Müller, Jürgen Ø", "GER", 2010, 1970)


def test_utf_8_names_padded_to_a_width_in_bytes_keep_the_later_columns_in_place(tmp_path):
    name = "Šćepanović, Đorđe".encode()
    fields = line(COMBINED_COLUMNS, **{"Fed": "MNE", "Sex": "M", "SRtng": 2250, "SGm": 3, "B-day": 1999})
    data = header(COMBINED_COLUMNS).encode() + b"\r\n" + b"901000001".ljust(15) + name.ljust(61) + fields[76:].encode()
    path = tmp_path / "players_list_foa.txt"
    path.write_bytes(data + b"\r\n")
    _period, [row] = read(path)
    assert (row.name, row.federation, row.rating, row.games, row.birth_year) == (
        "Šćepanović, Đorđe", "MNE", 2250, 3, 1999)  # fmt: skip


def test_a_malformed_line_is_reported_with_its_line_number_and_the_rest_is_read(tmp_path):
    text = txt_list(
        COMBINED_COLUMNS,
        player(COMBINED_COLUMNS, 100001, "Good, First", "ESP", rating=1800),
        player(COMBINED_COLUMNS, 100002, "Bad, Rating", "ESP", rating="18x0"),
        "this line is no player at all",
        player(COMBINED_COLUMNS, 100004, "Good, Last", "ESP", rating=1900),
    )
    _period, rows = read(write(tmp_path, "players_list_foa.txt", text))
    good = [row for row in rows if isinstance(row, RatingListPlayer)]
    errors = [row for row in rows if isinstance(row, RatingListError)]
    assert [row.fide_id for row in good] == [100001, 100004]
    assert [(error.line, error.describe()) for error in errors] == [
        (3, "SRtng '18x0' is not a number; expected at most 4 digits"),
        (4, "ID Number 'this line is no' is not a number; expected at most 15 digits"),
    ]


@pytest.mark.parametrize(
    ("values", "problem"),
    [
        ({"Name": "", "Fed": "ESP"}, "Name is blank; expected the player's name"),
        ({"Name": "Odd, Sex", "Fed": "ESP", "Sex": "X"}, "Sex 'X' is not a sex; expected M, F or blank"),
        ({"Name": "No, Federation", "Fed": ""}, "Fed '' is not a federation code; expected three letters such as ESP"),
        (
            {"Name": "Slipped, Columns", "Fed": "ESP", "SRtng": "24500"},
            "SRtng '24500' is not a number; expected at most 4 digits",
        ),
    ],
)
def test_each_malformed_field_is_named_with_what_was_expected(tmp_path, values, problem):
    text = txt_list(COMBINED_COLUMNS, line(COMBINED_COLUMNS, **{"ID Number": 100001, **values}))
    _period, [error] = read(write(tmp_path, "players_list_foa.txt", text))
    assert (error.line, error.describe()) == (2, problem)


def test_a_file_without_the_header_line_is_refused(tmp_path):
    text = player(COMBINED_COLUMNS, 100001, "No, Header", "ESP", rating=1800) + "\r\n"
    with pytest.raises(RatingListError) as raised:
        read(write(tmp_path, "players_list_foa.txt", text))
    assert raised.value.line == 1
    assert "has no ID Number, Name, Fed, Sex, SRtng, SGm, B-day column" in str(raised.value)


@pytest.mark.parametrize("standard_only", [False, True])
def test_the_xml_lists_full_and_standard_only_are_read(tmp_path, standard_only):
    first = xml_player(1503014, "Carlsen, Magnus", "NOR", rating=2830, games=9, birthday=1990, standard_only=standard_only)
    second = xml_player(34100020, "Rapid, Only", "ESP", sex="F", standard_only=standard_only)
    period, rows = read(write(tmp_path, "players_list_xml_foa.xml", xml_list(first, second)))
    assert period is None
    assert rows == [
        RatingListPlayer(line=3, fide_id=1503014, name="Carlsen, Magnus", federation="NOR", sex="M", rating=2830,
                         games=9, birth_year=1990),
        RatingListPlayer(line=3 + first.count("\n"), fide_id=34100020, name="Rapid, Only", federation="ESP", sex="F",
                         rating=None, games=None, birth_year=None),
    ]  # fmt: skip


def test_an_xml_player_in_error_is_reported_at_the_line_of_its_player_tag(tmp_path):
    first = xml_player(100001, "Good, First", "ESP", rating=1800)
    bad = xml_player(100002, "Bad, Rating", "ESP", rating="18x0")
    text = xml_list(first, bad, xml_player(100003, "Good, Last", "ESP", rating=1900))
    _period, rows = read(write(tmp_path, "players_list_xml_foa.xml", text))
    second_player_line = 3 + first.count("\n")
    assert [getattr(row, "fide_id", None) for row in rows] == [100001, None, 100003]
    assert rows[1].line == second_player_line
    assert rows[1].describe() == "rating '18x0' is not a number; expected at most 4 digits"
    assert text.splitlines()[second_player_line - 1] == "<player>"


def test_an_xml_list_broken_off_ends_with_an_error_after_the_players_before_the_break(tmp_path):
    text = xml_list(xml_player(100001, "Good, First", "ESP", rating=1800), xml_player(100002, "Cut, Off", "ESP"))
    cut = text[: text.index("<name>Cut")]
    _period, rows = read(write(tmp_path, "players_list_xml_foa.xml", cut))
    assert [type(row) for row in rows] == [RatingListPlayer, RatingListBrokenOff]
    assert "nothing after this line can be read" in rows[1].describe()
    assert rows[1].line == cut.count("\n") + 1


def test_an_xml_in_latin_1_is_read_as_its_declaration_says(tmp_path):
    text = xml_list(xml_player(24600024, "Müller, Jürgen", "GER", rating=2010), encoding="ISO-8859-1")
    _period, [row] = read(write(tmp_path, "players_list_xml_foa.xml", text, encoding="latin-1"))
    assert row.name == "Müller, Jürgen"


def test_an_xml_that_is_no_player_list_is_reported(tmp_path):
    _period, [error] = read(write(tmp_path, "other.xml", "<?xml version='1.0'?>\n<tournaments></tournaments>\n"))
    assert error.describe() == "the XML holds <tournaments>; expected a FIDE <playerslist>"


def test_a_zip_as_fide_ships_it_is_read_and_its_name_gives_the_period(tmp_path):
    path = tmp_path / "standard_oct26frl.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        text = txt_list(SINGLE_COLUMNS, player(SINGLE_COLUMNS, 100001, "Zip, Ped", "ESP", rating=1800))
        archive.writestr("standard_oct26frl.txt", text)
    period, [row] = read(path)
    assert period == date(2026, 10, 1)  # the name wins over the JAN23 label of the sample header
    assert row.rating == 1800


def test_a_zipped_xml_list_is_read(tmp_path):
    path = tmp_path / "players_list_xml.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_xml_foa.xml", xml_list(xml_player(100001, "Zip, Ped", "ESP", rating=1800)))
    _period, [row] = read(path)
    assert (row.fide_id, row.rating) == (100001, 1800)


def test_an_archive_holding_several_files_is_refused(tmp_path):
    path = tmp_path / "lists.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("a.txt", "x")
        archive.writestr("b.txt", "y")
    with pytest.raises(RatingListError, match="holds 2 files"):
        read(path)


def test_a_damaged_archive_is_refused(tmp_path):
    path = tmp_path / "players_list.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("players_list_foa.txt", txt_list(COMBINED_COLUMNS))
    path.write_bytes(path.read_bytes()[:40])  # a download broken off
    with pytest.raises(RatingListError, match="damaged"):
        read(path)


@pytest.mark.parametrize("name", ["rapid_rating_list.txt", "blitz_oct26frl.zip", "Rapid_oct26frl_xml.zip"])
def test_the_rapid_and_blitz_lists_are_refused(tmp_path, name):
    with pytest.raises(RatingListError, match="expected the standard list"):
        read(write(tmp_path, name, txt_list(SINGLE_COLUMNS)))


@pytest.mark.parametrize(
    ("name", "period"),
    [
        ("standard_oct26frl.zip", date(2026, 10, 1)),
        ("STANDARD_JAN24FRL.TXT", date(2024, 1, 1)),
        ("standard_mar24frl_xml.zip", date(2024, 3, 1)),
        ("players_list_foa.txt", None),
    ],
)
def test_the_period_comes_from_fides_file_names(name, period):
    assert period_from_file_name(name) == period


def test_the_period_comes_from_a_month_label():
    assert (period_from_month_label("JAN23"), period_from_month_label("SRtng")) == (date(2023, 1, 1), None)


def test_an_archive_damaged_inside_keeps_the_rows_before_the_damage_and_says_so(tmp_path):
    path = tmp_path / "players_list.zip"
    # More than the reader's 1 MiB buffer, so the damage shows only after the first rows have been read.
    players = [player(COMBINED_COLUMNS, 100000 + n, f"Player, {n}", "ESP", rating=1800) for n in range(8000)]
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as archive:
        archive.writestr("players_list_foa.txt", txt_list(COMBINED_COLUMNS, *players))
    path.write_bytes(path.read_bytes().replace(b"Player, 7999", b"Pla?er, 7999"))  # the checksum no longer matches
    _period, rows = read(path)
    assert all(isinstance(row, RatingListPlayer) for row in rows[:-1]) and len(rows) > 1000
    assert rows[-1].describe().startswith("the archive players_list.zip is damaged (Bad CRC-32")
