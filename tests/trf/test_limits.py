"""Hostile files: every count a file can declare or imply is bounded while parsing, and the file is refused
at the line and column that goes beyond what a real event can have."""

from __future__ import annotations

import pytest

from trf import TrfError, parse_trf
from trf.limits import (
    MAX_BYE_RECORD_CHARACTERS,
    MAX_LINE_CHARACTERS,
    MAX_LINES,
    MAX_PLAYERS,
    MAX_ROUND_BLOCKS,
    MAX_ROUNDS,
    MAX_WARNINGS,
    UPLOAD_BYTES,
)
from trf.players import FIRST_ROUND_COLUMN, ROUND_WIDTH, round_column

from .test_errors import read_sample


def sample_lines(prefix: str = "08") -> list[bytes]:
    return read_sample(prefix).split(b"\n")


def replaced(lines: list[bytes], line: int, text: bytes) -> bytes:
    return b"\n".join([*lines[: line - 1], text, *lines[line:]])


def refused(data: bytes) -> TrfError:
    with pytest.raises(TrfError) as raised:
        parse_trf(data)
    return raised.value


# File 08: line 11 is "142 5", line 10 the 132 dates, line 18 player 1, line 36 "240 H   2    4".
@pytest.mark.parametrize("record", [b"142 999999999999", b"XXR 999999999999", b"142 100"], ids=bytes.decode)
def test_a_declared_round_count_beyond_a_real_event_is_refused_at_its_value(record):
    error = refused(replaced(sample_lines(), 11, record))
    assert (error.line, error.column) == (11, 5)
    assert f"expected at most {MAX_ROUNDS}" in error.message


def test_the_most_rounds_a_real_event_has_are_accepted():
    tournament = parse_trf(replaced(sample_lines(), 11, f"142 {MAX_ROUNDS}".encode()))
    assert tournament.rounds == MAX_ROUNDS
    assert len(tournament.round_dates) == MAX_ROUNDS


def test_a_bye_block_at_round_3000_in_one_player_line_is_refused_at_the_first_round_too_many():
    lines = sample_lines()
    player = lines[17].ljust(round_column(3000) - 1) + b"0000 - H"
    error = refused(replaced(lines, 18, player))
    assert (error.line, error.column) == (18, round_column(MAX_ROUNDS + 1))
    assert error.message == f"round {MAX_ROUNDS + 1}: expected at most {MAX_ROUNDS} rounds in a player record"


def test_a_240_bye_record_at_round_40000_is_refused_at_its_round():
    error = refused(replaced(sample_lines(), 36, b"240 H 40000    4"))
    assert (error.line, error.column) == (36, 7)
    assert "round 40000" in error.message


def test_a_240_bye_record_naming_a_start_number_of_five_digits_is_refused():
    error = refused(replaced(sample_lines(), 36, b"240 H   2 99999"))
    assert (error.line, error.column) == (36, 11)
    assert f"from 1 to {MAX_PLAYERS}" in error.message


@pytest.mark.parametrize(
    ("record", "column"),
    [(b"240 H " + b"7" * 5000 + b" 4", 7), (b"240 H   2 " + b"9" * 5000, 11)],
    ids=["round", "start number"],
)
def test_a_240_bye_record_number_longer_than_python_reads_is_refused_at_it(record, column):
    # The record may hold some 50,000 characters; a word past int()'s 4,300 digits once crashed the reader.
    error = refused(replaced(sample_lines(), 36, record))
    assert (error.line, error.column) == (36, column)
    assert error.message == (
        f"240 bye record: a number of 5000 digits; expected a round from 1 to {MAX_ROUNDS} or a start number from 1"
        f" to {MAX_PLAYERS}"
    )


def test_round_dates_listed_beyond_the_last_possible_round_are_refused():
    dates = b" ".join([b"25/09/13"] * (MAX_ROUNDS + 1))
    error = refused(replaced(sample_lines(), 10, b"132 " + dates))
    assert error.line == 10
    assert error.column == 5 + 9 * MAX_ROUNDS
    assert f"round {MAX_ROUNDS + 1}" in error.message


def test_a_header_line_longer_than_any_record_is_refused():
    error = refused(replaced(sample_lines(), 1, b"012 " + b"x" * 5000))
    assert (error.line, error.column) == (1, MAX_LINE_CHARACTERS + 1)


def test_more_lines_than_an_event_has_are_refused_before_they_are_read():
    data = read_sample("08") + b"###\n" * MAX_LINES
    error = refused(data)
    assert (error.line, error.column) == (MAX_LINES + 1, 1)


def player_line(start_number: int, rounds: int = 0, block: str = "0000 - Z") -> bytes:
    points = rounds / 2 if block.endswith("H") else 0
    head = f"001 {start_number:4d} m    Player {start_number:<26}1500 ESP".ljust(80) + f"{points:4.1f}".ljust(9)
    blocks = "".join(f"  {block}" for _ in range(rounds))
    return (head + blocks).encode()


def field_file(players: int, rounds: int) -> bytes:
    """A field whose every line carries its round blocks (zero-point byes: no pairings to agree)."""
    return b"\n".join([b"012 Big", *(player_line(number, rounds) for number in range(1, players + 1))])


@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        (2000, 11),  # a Chess Olympiad's open section and women's section together
        (5000, 11),  # the biggest opens and youth festivals
        (MAX_PLAYERS, 13),  # every start number, over more rounds than any open of that size plays
    ],
)
def test_the_biggest_real_fields_are_accepted(players, rounds):
    tournament = parse_trf(field_file(players, rounds), max_bytes=UPLOAD_BYTES)
    assert len(tournament.players) == players
    assert tournament.rounds == rounds


def test_no_file_within_the_upload_limit_whose_lines_carry_their_blocks_goes_beyond_the_round_block_bound():
    line_bytes = FIRST_ROUND_COLUMN  # the player's columns and the line break, before the round blocks
    for rounds in range(1, MAX_ROUNDS + 1):
        players = min(MAX_PLAYERS, UPLOAD_BYTES // (line_bytes + ROUND_WIDTH * rounds))
        assert players * rounds <= MAX_ROUND_BLOCKS, rounds


def test_short_lines_padded_out_by_one_long_line_beyond_the_bound_are_refused_at_the_long_line():
    players = MAX_ROUND_BLOCKS // MAX_ROUNDS + 1
    lines = [b"012 Big", player_line(1, rounds=MAX_ROUNDS), *(player_line(n) for n in range(2, players + 1))]
    error = refused(b"\n".join(lines))
    assert (error.line, error.column) == (2, round_column(MAX_ROUNDS))
    assert f"{players * MAX_ROUNDS:,} round blocks; expected at most {MAX_ROUND_BLOCKS:,}" in error.message


def test_short_lines_padded_out_to_the_bound_are_accepted():
    players = MAX_ROUND_BLOCKS // MAX_ROUNDS
    lines = [b"012 Big", player_line(1, rounds=MAX_ROUNDS), *(player_line(n) for n in range(2, players + 1))]
    tournament = parse_trf(b"\n".join(lines))
    assert len(tournament.players) * len(tournament.players[0].games) <= MAX_ROUND_BLOCKS


def bye_field(players: int) -> list[bytes]:
    """Every player takes a half-point bye in round 1, as the one 240 record (line 2) says."""
    numbers = " ".join(f"{number:4d}" for number in range(1, players + 1))
    return [b"012 Big", f"240 H   1 {numbers}".encode(), *(player_line(n, 1, "0000 - H") for n in range(1, players + 1))]


def test_a_240_record_naming_every_player_of_a_big_field_is_accepted():
    tournament = parse_trf(b"\n".join(bye_field(MAX_PLAYERS)))
    assert len(tournament.byes_240[0].numbers) == MAX_PLAYERS
    assert len(bye_field(MAX_PLAYERS)[1]) <= MAX_BYE_RECORD_CHARACTERS


def test_a_240_record_longer_than_every_player_once_is_refused():
    lines = bye_field(10)
    lines[1] = lines[1].ljust(MAX_BYE_RECORD_CHARACTERS + 1, b" ") + b"1"
    error = refused(b"\n".join(lines))
    assert (error.line, error.column) == (2, MAX_BYE_RECORD_CHARACTERS + 1)


def test_the_size_limit_is_the_one_the_caller_configures():
    data = read_sample("08")
    assert parse_trf(data, max_bytes=len(data)).players
    error = refused_with_limit(data, len(data) - 1)
    assert (error.line, error.column) == (1, 1)
    assert f"more than the {len(data) - 1:,} bytes" in error.message


def refused_with_limit(data: bytes, max_bytes: int) -> TrfError:
    with pytest.raises(TrfError) as raised:
        parse_trf(data, max_bytes=max_bytes)
    return raised.value


def test_warnings_are_kept_to_what_a_person_reads_and_say_how_many_were_left_out():
    rulers = b"\n".join(b"0123456789%d" % n for n in range(MAX_WARNINGS + 50))  # each one warning
    tournament = parse_trf(read_sample("08") + b"\n" + rulers)
    assert len(tournament.warnings) == MAX_WARNINGS + 1
    assert tournament.warnings[-1].startswith("... and ")


def test_more_player_records_than_start_numbers_exist_are_refused_at_the_first_one_too_many():
    lines = [b"012 Big", *(player_line(n % MAX_PLAYERS + 1) for n in range(MAX_PLAYERS + 1))]
    error = refused(b"\n".join(lines))
    assert (error.line, error.column) == (MAX_PLAYERS + 2, 1)
    assert f"expected at most {MAX_PLAYERS} players" in error.message
