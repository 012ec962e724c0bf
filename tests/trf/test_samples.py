"""The ten sample TRF files of shared/data/trf parse, and say what the files say."""

from __future__ import annotations

from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from trf import GameKind, TrfTournament, parse_trf, read_deputy_arbiters, summarize

SAMPLE_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "trf"


def read_sample(prefix: str) -> bytes:
    (path,) = SAMPLE_DIR.glob(f"{prefix}_*")
    return path.read_bytes()


def parse_sample(prefix: str) -> TrfTournament:
    return parse_trf(read_sample(prefix))


def player(tournament: TrfTournament, start_number: int):
    return next(p for p in tournament.players if p.start_number == start_number)


# Expected numbers were obtained without the parser: an awk script over the fixed columns of every
# 001 line (round block r at columns 92+10(r-1): opponent 4 chars, colour at +5, result at +7), with
# rounds taken from 142, else XXR, else the count of dates on the 132 line, else the longest line.
#   games    = blocks with 1 0 = W D L, divided by 2
#   forfeits = blocks with + or - and an opponent, divided by 2, plus + or - blocks with 0000/blank
#   absent   = blank or missing blocks up to the file's longest round section, plus "      -   "
# The H/F/U/Z/+/- counts of file 01 agree with its README (H=99 Z=30 F=3 U=5 +=15 -=15).
SAMPLE_FACTS = [
    # prefix, players, rounds, games, forfeits, +, -, half, full, pairing, zero, absent
    ("01", 137, 7, 396, 15, 15, 15, 99, 3, 5, 30, 0),
    ("02", 284, 7, 970, 12, 11, 11, 0, 0, 0, 0, 26),
    ("03", 52, 9, 89, 4, 4, 4, 16, 0, 3, 6, 49),
    ("04", 34, 6, 97, 0, 0, 0, 0, 0, 0, 0, 10),
    ("05", 160, 11, 522, 8, 6, 2, 0, 0, 0, 0, 708),
    ("06", 249, 14, 1030, 1426, 98, 1328, 0, 0, 0, 0, 0),
    ("07", 2, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    ("08", 16, 5, 34, 2, 2, 2, 2, 0, 3, 3, 0),
    ("09", 13, 10, 56, 12, 0, 12, 2, 0, 4, 0, 0),
    ("10", 180, 12, 904, 86, 84, 88, 0, 0, 0, 0, 0),
]


@pytest.mark.parametrize(
    "prefix, players, rounds, games, forfeits, forfeit_wins, forfeit_losses, half, full, pairing, zero, absent",
    SAMPLE_FACTS,
    ids=[row[0] for row in SAMPLE_FACTS],
)
def test_sample_counts(
    prefix, players, rounds, games, forfeits, forfeit_wins, forfeit_losses, half, full, pairing, zero, absent
):
    tournament = parse_sample(prefix)

    assert summarize(tournament) == {
        "players": players,
        "rounds": rounds,
        "games": games,
        "forfeits": forfeits,
        "byes": {"half": half, "full": full, "pairing_allocated": pairing, "zero": zero, "absent": absent},
    }
    kinds = Counter(game.kind for p in tournament.players for game in p.games)
    assert (kinds[GameKind.FORFEIT_WIN], kinds[GameKind.FORFEIT_LOSS]) == (forfeit_wins, forfeit_losses)


@pytest.mark.parametrize("prefix", [row[0] for row in SAMPLE_FACTS])
def test_every_player_has_one_game_per_round_in_order(prefix):
    tournament = parse_sample(prefix)

    for p in tournament.players:
        assert [game.round for game in p.games] == list(range(1, tournament.paired_rounds + 1))


def test_file_01_header_and_round_dates():
    tournament = parse_sample("01")

    assert tournament.format == "TRF16"
    assert tournament.name == "XXX Torneo San Viator - Memorial Pepe Domaica (B)"
    assert (tournament.city, tournament.federation) == ("Madrid", "ESP")
    assert (tournament.start_date, tournament.end_date) == (date(2018, 4, 8), date(2018, 6, 10))
    assert (tournament.players_count_declared, tournament.rated_count_declared) == (137, 117)
    assert tournament.chief_arbiter == "Francisco Javier Sanz Morinigo - AN 2216434"
    assert tournament.deputy_arbiters == ()
    assert tournament.round_dates == (
        date(2018, 4, 8),
        date(2018, 4, 15),
        date(2018, 4, 22),
        date(2018, 5, 6),
        date(2018, 5, 13),
        date(2018, 5, 20),
        date(2018, 5, 27),
    )
    sarabia = player(tournament, 1)
    assert (sarabia.birth_year, sarabia.birth_date) == (1981, None)
    assert (sarabia.points, sarabia.rank) == (Decimal("2.0"), 118)
    assert [game.kind for game in sarabia.games[:3]] == [
        GameKind.BYE_ZERO,
        GameKind.BYE_FULL,
        GameKind.PLAYED,
    ]
    assert tournament.warnings == ()


def test_file_02_trf06_titles_federations_and_unrated_player():
    tournament = parse_sample("02")

    assert tournament.format == "TRF06"
    titles = Counter(p.title for p in tournament.players)
    assert (titles["GM"], titles["IM"], titles["FM"], titles["WFM"]) == (3, 11, 5, 1)
    assert [(p.start_number, p.name) for p in tournament.players if p.title == "GM"] == [
        (1, "Vasquez,Rodrigo"),
        (5, "Mikhaletz,Lubomir"),
        (9, "Bagaturov,Giorgi"),
    ]
    vasquez = player(tournament, 1)
    assert (vasquez.rating, vasquez.federation, vasquez.fide_id) == (2558, "CHI", 3400042)
    assert (vasquez.birth_date, vasquez.birth_year) == (date(1969, 12, 6), 1969)
    bagaturov = player(tournament, 9)
    assert (bagaturov.federation, bagaturov.sex) == ("", "")
    yilmaz = player(tournament, 151)
    assert (yilmaz.rating, yilmaz.fide_id, yilmaz.federation) == (None, None, "")
    assert player(tournament, 204).sex == "w"  # written "f"
    assert tournament.start_date == date(2005, 7, 28)  # written "28. 07. 2005"
    assert tournament.deputy_arbiters == ("NSR Thomas Rondio, NSR Wolfgang Hettler",)
    assert tournament.round_dates == (None,) * 7


def test_file_02_withdrawn_player_and_colourless_forfeits():
    tournament = parse_sample("02")

    bakhmatov = player(tournament, 13)
    assert bakhmatov.rank is None  # written 0
    first, *rest = bakhmatov.games
    assert (first.opponent, first.colour, first.kind) == (153, None, GameKind.FORFEIT_LOSS)
    assert {game.kind for game in rest} == {GameKind.ABSENT}
    forfeit_win = player(tournament, 153).games[0]
    assert (forfeit_win.opponent, forfeit_win.kind, forfeit_win.points) == (13, GameKind.FORFEIT_WIN, 1)


def test_file_03_javafo_file_with_crlf_and_zero_rating():
    tournament = parse_sample("03")

    assert tournament.rounds == 9  # XXR 9, although only rounds 1-5 have content
    assert tournament.paired_rounds == 5
    mirzoev = player(tournament, 1)
    assert (mirzoev.title, mirzoev.sex, mirzoev.federation, mirzoev.rating) == ("GM", "m", "AZE", 2527)
    assert (mirzoev.name, mirzoev.fide_id, mirzoev.birth_year) == ("Mirzoev Azer", 13400304, 1978)
    gorrochategui = player(tournament, 6)
    assert (gorrochategui.rating, gorrochategui.fide_id) == (None, None)  # both written 0
    assert player(tournament, 34).birth_year is None
    assert player(tournament, 52).name == "Darbinyan Vigen"  # no stray carriage return


def test_file_04_krause_tab_quirks():
    tournament = parse_sample("04")

    wilson = player(tournament, 26)
    assert (wilson.sex, wilson.title, wilson.name) == ("w", "WFM", "Wilson, Alexandra")  # "FWFM"
    short = player(tournament, 1)
    assert (short.sex, short.title, short.federation, short.fide_id) == ("m", "GM", "ENG", None)
    assert player(tournament, 17).federation == ""  # club code "C.C"
    # "11.25.02 11.26.02 ...": YY.DD.MM, the one layout in which every round date is a date, in order, and which
    # agrees with 042 "25.02.2011" (Bunratty Masters, 25–27 February 2011).
    assert tournament.round_dates == tuple(date(2011, 2, day) for day in (25, 26, 26, 26, 27, 27))
    assert tournament.start_date == date(2011, 2, 25)
    assert player(tournament, 16).games[3].kind is GameKind.ABSENT  # "      -   "
    assert any("'C.C'" in warning for warning in tournament.warnings)
    # The file's totals count its blank "-" rounds as half-point byes; the blocks stay as written.
    assert "line 29: player 16 declares 2.5 points, but the rounds add up to 1.5" in tournament.warnings


def test_file_05_ruler_line_is_not_a_header():
    tournament = parse_sample("05")

    assert tournament.name == "Leinster Chess Union Div 1 Armstrong Cup 2010 - 2011"
    assert tournament.start_date == date(2010, 9, 13)  # "10.09.13" read as the spec's YY/MM/DD
    assert sum(record.startswith("013 ") for record in tournament.team_records) == 12
    assert [warning.split(":")[0] for warning in tournament.warnings] == ["line 28", "line 29"]
    assert tournament.round_dates[10] == date(2011, 3, 13)


def test_file_06_trf26_team_headers():
    tournament = parse_sample("06")

    assert tournament.format == "TRF26"
    assert tournament.deputy_arbiters == ("The First Deputy Arbiter", "The Second Deputy Arbiter")
    assert tournament.initial_colour == "b"
    assert tournament.pairing_system == "FIDE_TEAM_BAKU"
    assert tournament.extra_headers["202"] == ("EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP",)
    assert set(tournament.extra_headers) == {"162", "172", "202", "222", "352", "362"}
    assert len(tournament.byes_240) == 18  # teams, not players: not compared with the 001 lines
    first = player(tournament, 1)
    assert (first.birth_year, first.birth_date) == (1987, None)  # "1987/00/00"
    assert sum(record.startswith("IND ") for record in tournament.team_records) == 15


def test_file_07_packed_sex_and_title():
    tournament = parse_sample("07")

    kasparov, polgar = tournament.players
    assert (kasparov.sex, kasparov.title, kasparov.fide_id) == ("m", "GM", 4100018363)
    assert (polgar.sex, polgar.title, polgar.fide_id) == ("w", "IM", 735463)
    assert kasparov.birth_date == date(1963, 4, 13)  # written one column to the right


def test_file_08_trf26_individual_byes_and_shifted_round_dates():
    tournament = parse_sample("08")

    assert tournament.round_dates == (
        date(2025, 9, 13),
        date(2025, 9, 13),
        date(2025, 9, 13),
        date(2025, 9, 14),
        date(2025, 9, 14),
    )
    assert [(bye.kind, bye.round, bye.numbers) for bye in tournament.byes_240] == [
        ("H", 2, (4,)),
        ("H", 3, (9,)),
        ("Z", 4, (12, 14)),
        ("Z", 5, (12,)),
    ]
    assert tournament.extra_headers == {"172": ("NIDOF",), "182": ("Sharly Chess",)}
    assert tournament.pairing_system == "FIDE_DUTCH_2026_BAKU"
    carlsen = player(tournament, 1)
    assert (carlsen.title, carlsen.birth_date, carlsen.fide_id) == ("GM", date(1990, 11, 30), 1503014)
    assert tournament.team_records == ("FRA    1    A                                   2200 IDF      D50113",)


def test_file_09_lichess_export():
    tournament = parse_sample("09")

    assert tournament.start_date == date(2020, 5, 29)  # "May 29, 2020"
    assert tournament.initial_colour == "w"  # XXC white1
    defrank = player(tournament, 5)
    assert (defrank.rating, defrank.fide_id, defrank.name) == (None, None, "defrank")
    assert [game.kind for game in defrank.games[:2]] == [GameKind.BYE_HALF, GameKind.FORFEIT_LOSS]
    assert defrank.games[1].opponent is None


def test_line_endings_do_not_matter():
    crlf = read_sample("03")
    assert b"\r\n" in crlf

    as_lf = parse_trf(crlf.replace(b"\r\n", b"\n"))
    as_cr = parse_trf(crlf.replace(b"\r\n", b"\r"))

    assert parse_trf(crlf) == as_lf == as_cr


# "Mueller,Maximilian" (line 33 of file 02) rewritten with accents; the new name has as many
# characters, so the columns after it stay in place once the bytes are decoded.
@pytest.mark.parametrize(
    "encoding, name",
    [("latin-1", "Müller,Maximilian "), ("cp1252", "Šmíd,Maximilián   "), ("utf-8", "Müller,Maximilian ")],
)
def test_accented_names_decode(encoding, name):
    assert len(name) == len("Mueller,Maximilian")
    data = read_sample("02").replace(b"Mueller,Maximilian", name.encode(encoding))

    tournament = parse_trf(data)

    assert player(tournament, 20).name == name.strip()
    assert player(tournament, 20).rating == 2303


@pytest.mark.parametrize("bom_encoding", ["utf-8-sig", "utf-16"])
def test_byte_order_marks(bom_encoding):
    text = read_sample("08").decode("ascii").replace("CARLSEN, Magnus ", "CARLSEN, Mågnus ")

    tournament = parse_trf(text.encode(bom_encoding))

    assert player(tournament, 1).name == "CARLSEN, Mågnus"
    assert tournament.name == "TRF import test"


def test_round_dates_listed_without_column_alignment_are_read_in_order():
    original = read_sample("01")
    aligned = next(line for line in original.split(b"\n") if line.startswith(b"132"))
    listed = b"132 " + b" ".join(aligned.split()[1:])

    tournament = parse_trf(original.replace(aligned, listed))

    assert tournament.round_dates == parse_sample("01").round_dates
    assert "line 13: round dates are not over the round columns; read in order" in tournament.warnings


def test_lower_case_letter_codes_are_accepted():
    tournament = parse_trf(read_sample("08").replace(b"0000 - H", b"0000 - h"))

    half_point_bye = player(tournament, 4).games[1]
    assert (half_point_bye.code, half_point_bye.kind, half_point_bye.points) == ("h", GameKind.BYE_HALF, Decimal("0.5"))


@pytest.mark.parametrize("path", sorted(SAMPLE_DIR.glob("*.trf*")), ids=lambda path: path.name)
def test_the_deputy_arbiters_read_alone_are_those_of_the_whole_file(path):
    data = path.read_bytes()
    assert read_deputy_arbiters(data) == parse_trf(data).deputy_arbiters
