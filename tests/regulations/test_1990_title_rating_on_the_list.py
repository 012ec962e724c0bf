"""1990 §1.11 (and 1.21, 1.41, 1.51), the first route: the title's rating "en la Lista de Rating FIDE en vigor en el
momento en que el Congreso de la FIDE considere la aplicación"; with 12.2, the Congress is the first held at least
60 days after the application. Both sides of each limit, in words (the second route, seven years after the first
result, fails throughout: no highest rating is given)."""

from datetime import date

import pytest

from regulations import NormApplication, RatingRecord
from regulations.application_rules import check_title_rating_1990

from .builders import nine_day_norm

NORMS = (nine_day_norm(date(1993, 1, 1), 12, edition="1990"), nine_day_norm(date(1992, 1, 1), 12, edition="1990"))
APPLIED = date(1996, 3, 1)
# The Congress of 15 April is held less than 60 days after the application: that of 10 October considers it.
CONGRESSES = (date(1994, 10, 1), date(1996, 4, 15), date(1996, 10, 10))
CONGRESS = date(1996, 10, 10)
NOT_WITHIN = "within seven years, no rating given, 2500 needed"


def _judged(*lists, until=CONGRESS, congresses=CONGRESSES):
    application = NormApplication(
        "GM", NORMS, None, list_ratings=lists, lists_recorded_until=until, congresses=congresses
    )
    check = check_title_rating_1990(application, APPLIED)
    assert check.rule == "1.11"
    return check.ok, check.detail


def test_the_title_rating_exactly_on_a_list_dated_the_congress_day_meets_it():
    """The list of the Congress's own day is in force at it, the records reaching that day suffice, and 2500 is
    the GM rating itself ("un rating mínimo de 2500")."""
    assert _judged(RatingRecord(2500, CONGRESS)) == (
        True,
        "met on the list in force at the Congress: 2500 on the list of 1996-10-10, in force at the FIDE Congress of "
        "1996-10-10, 2500 needed; not within seven years: no rating given, 2500 needed",
    )


def test_one_point_below_the_title_rating_on_that_list_does_not():
    assert _judged(RatingRecord(2499, CONGRESS)) == (
        False,
        "neither route meets it: on the list, 2499 on the list of 1996-10-10, in force at the FIDE Congress of "
        f"1996-10-10, 2500 needed; {NOT_WITHIN}",
    )


def test_the_list_in_force_is_the_latest_before_the_congress_not_the_best():
    """A 2550 on an earlier list is not the list "en vigor" when a later one shows 2480."""
    assert _judged(RatingRecord(2550, date(1996, 7, 1)), RatingRecord(2480, date(1996, 10, 1))) == (
        False,
        "neither route meets it: on the list, 2480 on the list of 1996-10-01, in force at the FIDE Congress of "
        f"1996-10-10, 2500 needed; {NOT_WITHIN}",
    )


def test_a_rating_only_on_a_list_after_the_congress_is_no_rating_on_the_list_in_force():
    assert _judged(RatingRecord(2550, date(1996, 10, 11))) == (
        False,
        "neither route meets it: on the list, no rating on the list in force at the FIDE Congress of 1996-10-10, "
        f"2500 needed; {NOT_WITHIN}",
    )


@pytest.mark.parametrize("until", [date(1996, 10, 9), None])
def test_lists_not_recorded_up_to_the_congress_decide_nothing(until):
    """Missing facts never help: a later list, not yet recorded, could be the one in force."""
    assert _judged(RatingRecord(2550, date(1996, 7, 1)), until=until) == (
        False,
        "neither route meets it: on the list, the list in force at the FIDE Congress of 1996-10-10 is not recorded "
        f"yet; {NOT_WITHIN}",
    )


def test_an_unrecorded_congress_is_named_from_sixty_days_after_the_application():
    """The 15 April Congress is too early (12.2) and none after it is recorded: what is missing is a Congress
    after 1996, counted from 60 days after the application (not before it, which would ask for 1996's first)."""
    assert _judged(RatingRecord(2550, date(1996, 7, 1)), congresses=(date(1996, 4, 15),)) == (
        False,
        "neither route meets it: on the list, the FIDE Congress that considers it is not known (FIDE Congress dates "
        f"after 1996 not recorded); {NOT_WITHIN}",
    )
