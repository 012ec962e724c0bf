"""The FIDE Congress dates staff record (regulations/congresses.py), on both sides of each limit: 1990 §12.2 (an
application is considered by a meeting it reached at least 60 days before), §2.15 and §2.24 ("no más tarde del
segundo congreso de la FIDE después de la fecha del último torneo")."""

from datetime import date, timedelta

from regulations.congresses import CONSIDERED_AFTER_DAYS, Congresses
from regulations.editions import edition_for_event

RECORDED = Congresses.of([date(2022, 8, 7), date(2021, 10, 1), date(2023, 9, 10)])
APPLIED = date(2022, 3, 1)


def test_the_congress_sixty_days_after_the_application_considers_it():
    on_the_day = APPLIED + timedelta(days=CONSIDERED_AFTER_DAYS)
    later = on_the_day + timedelta(days=30)
    assert Congresses.of([date(2021, 1, 1), on_the_day, later]).considering(APPLIED) == on_the_day


def test_a_congress_fifty_nine_days_after_the_application_is_too_early():
    too_early = APPLIED + timedelta(days=CONSIDERED_AFTER_DAYS - 1)
    later = too_early + timedelta(days=30)
    assert Congresses.of([date(2021, 1, 1), too_early, later]).considering(APPLIED) == later


def test_the_second_congress_after_a_day_is_the_second_recorded_after_it():
    assert RECORDED.nth_after(date(2021, 10, 2), 2) == date(2023, 9, 10)
    assert RECORDED.nth_after(date(2021, 10, 2), 1) == date(2022, 8, 7)
    assert RECORDED.nth_after(date(2022, 8, 8), 2) is None


def test_a_congress_held_on_the_first_day_is_not_held_after_it():
    assert RECORDED.held_between(date(2021, 10, 1), date(2023, 9, 10)) == 2
    assert RECORDED.held_between(date(2021, 10, 2), date(2022, 8, 7)) == 1


def test_a_question_from_the_first_recorded_congress_on_asks_for_later_dates():
    """From the day of the first recorded Congress on, every earlier one is known: only later ones are missing."""
    assert str(RECORDED.missing(date(2021, 10, 1))) == "FIDE Congress dates after 2023 not recorded"
    assert str(RECORDED.missing(date(2021, 9, 30))) == "FIDE Congress dates before 2021 not recorded"


def test_an_event_without_a_start_is_named_by_the_latest_edition_only_to_cite_its_rules():
    """rules.check_start_date_given fails such a verdict; the latest edition only names the rules it cites."""
    assert edition_for_event(None).name == "2024"
    assert edition_for_event(date(1995, 1, 1)).name == "1990"
