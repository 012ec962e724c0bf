"""Dates in any form the files use: records 042 and 052 are read consistently with the round dates (132), the
round dates in one layout for the whole record, and a date whose readings lie years apart with nothing to choose
between them is refused with its line and column, never read silently as a date in other regulations."""

from datetime import date

import pytest

from trf import TrfError, parse_trf
from trf.players import FIRST_ROUND_COLUMN, ROUND_WIDTH
from trf.values import date_readings, parse_date

PLAYERS = (
    "001    1 w    Alpha, Ann                        1800 ENG                         2.0          2 w 1     2 b =     2 w =",
    "001    2 m    Beta, Bob                         1700 GER                         1.0          1 b 0     1 w =     1 b =",
)


def file(*headers: str) -> bytes:
    return ("\n".join(("012 Dates", *headers, *PLAYERS)) + "\n").encode()


def round_dates(*texts: str) -> str:
    """Record 132 with each text over its round's block."""
    return "132" + " " * (FIRST_ROUND_COLUMN - 4) + "".join(f"{text:<{ROUND_WIDTH}}" for text in texts)


def test_every_reading_of_a_date_in_the_order_files_most_often_mean_it():
    assert date_readings("2018/04/08") == {"Y/M/D": date(2018, 4, 8)}
    assert list(date_readings("08/04/2018").values()) == [date(2018, 4, 8), date(2018, 8, 4)]
    assert date_readings("10.09.13") == {
        "y/m/d": date(2010, 9, 13), "d/m/y": date(2013, 9, 10), "m/d/y": date(2013, 10, 9)
    }
    assert date_readings("11.25.02") == {"y/d/m": date(2011, 2, 25), "m/d/y": date(2002, 11, 25)}
    assert parse_date("May 29, 2020") == date(2020, 5, 29)
    assert date_readings("not a date") == {}


def test_a_date_in_a_layout_but_no_day_in_any_reading_is_no_date():
    # A birth date such as 31/31/1990 fits day-month-year but is no day read either way: unknown, never an error.
    assert date_readings("31/31/1990") == {}
    assert parse_date("31/31/1990") is None


def test_a_two_digit_start_is_read_as_the_round_dates_agree():
    # "08/04/18" is 18 April 2008 as the spec's YY/MM/DD, or 8 April 2018 day first: the rounds of April 2018
    # choose, and the event stays under the regulations of 2018.
    document = parse_trf(file("042 08/04/18", "052 22/04/18", round_dates("18/04/08", "18/04/15", "18/04/22")))
    assert (document.start_date, document.end_date) == (date(2018, 4, 8), date(2018, 4, 22))
    assert document.round_dates == (date(2018, 4, 8), date(2018, 4, 15), date(2018, 4, 22))


def test_round_dates_are_read_in_the_one_layout_in_which_they_follow_each_other():
    # Krause exports write YY.DD.MM: "11.25.02" is no YY.MM.DD date, and read month first it would go back in time.
    document = parse_trf(file("042 25.02.2011", round_dates("11.25.02", "11.26.02", "11.27.02")))
    assert document.round_dates == (date(2011, 2, 25), date(2011, 2, 26), date(2011, 2, 27))


def test_the_other_header_date_chooses_when_there_are_no_round_dates():
    document = parse_trf(file("042 10.09.13", "052 2010/09/20"))
    assert document.start_date == date(2010, 9, 13)


@pytest.mark.parametrize(("record", "line"), [("042 10.09.13", 2), ("052 10.09.13", 2)])
def test_a_date_years_apart_in_its_readings_with_nothing_to_choose_is_refused_with_line_and_column(record, line):
    with pytest.raises(TrfError) as refused:
        parse_trf(file(record))
    assert (refused.value.line, refused.value.column) == (line, 5)
    assert "date '10.09.13' reads as 2010-09-13 or 2013-09-10" in str(refused.value)


def test_day_and_month_swapped_within_a_year_are_read_day_first_without_round_dates():
    assert parse_trf(file("042 08/04/2018")).start_date == date(2018, 4, 8)
