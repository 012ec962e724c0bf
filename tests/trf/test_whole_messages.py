"""What the reader tells an arbiter about a file, compared whole: the line, the column and every word, so that a
changed position or sentence cannot pass unseen (survivors of the 7 December 2026 mutation run)."""

from trf import TrfError, parse_trf
from trf.players import START_NUMBER

from .test_dates import PLAYERS, file, round_dates


def outcome(data: bytes):
    try:
        return parse_trf(data)
    except TrfError as error:
        return error


def test_a_start_number_0_is_refused_where_the_field_begins():
    zero = PLAYERS[0].replace("001    1 w", "001    0 w", 1)
    error = outcome(("012 Zero\n" + zero + "\n" + PLAYERS[1] + "\n").encode())
    assert isinstance(error, TrfError)
    assert (error.line, error.column, error.message) == (2, START_NUMBER.first, "start number 0; expected 1-9999")


def test_a_start_date_that_is_no_date_is_left_blank_with_a_warning_naming_the_line():
    document = parse_trf(file("042 2023/13/45", "052 2023/09/03"))
    assert "line 2: date '2023/13/45' is not a date (YYYY/MM/DD); left blank" in document.warnings


def test_a_round_date_that_is_no_date_and_a_second_date_for_a_round_are_warned_of():
    document = parse_trf(file(round_dates("23/09/01", "23/99/99", "23/09/03"), round_dates("23/09/01")))
    assert "line 2: round 2 date '23/99/99' is not YY/MM/DD; left blank" in document.warnings
    assert "line 3: second date '23/09/01' for round 1 ignored" in document.warnings


def test_a_second_date_for_a_round_does_not_stop_the_reading_of_the_dates_after_it():
    document = parse_trf(file(round_dates("23/09/01", "23/09/02", ""), round_dates("23/09/01", "", "23/09/03")))
    assert [day.isoformat() for day in document.round_dates] == ["2023-09-01", "2023-09-02", "2023-09-03"]
    assert "line 3: second date '23/09/01' for round 1 ignored" in document.warnings


def test_a_blank_start_number_is_refused_where_the_field_begins():
    blank = PLAYERS[0].replace("001    1 w", "001      w", 1)
    error = outcome(("012 Blank\n" + blank + "\n" + PLAYERS[1] + "\n").encode())
    assert (error.line, error.column, error.message) == (
        2, START_NUMBER.first, f"start number is blank; expected digits in columns {START_NUMBER.first}-{START_NUMBER.last}"
    )


def test_a_start_date_that_reads_as_dates_years_apart_without_round_dates_is_refused_saying_how_to_write_it():
    error = outcome(file("042 01/02/03"))
    assert isinstance(error, TrfError) and (error.line, error.column) == (2, 5)
    assert error.message.endswith("years apart; write it as YYYY/MM/DD, or give the round dates (record 132)")
    assert error.message.startswith("date '01/02/03' reads as ")


def test_a_line_cut_inside_a_rounds_block_is_refused_naming_the_round_and_its_columns():
    cut = PLAYERS[0][:105]  # inside round 2's opponent number
    error = outcome(("012 Cut\n" + cut + "\n" + PLAYERS[1] + "\n").encode())
    assert (error.line, error.column, error.message) == (
        2, 105, "line 2 is shorter than expected: it stops at column 105, inside the block of round 2 (columns 102-109)"
    )
