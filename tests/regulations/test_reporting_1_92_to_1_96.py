"""Reporting deadlines of 000 §1.92–1.96, which the 2014 and 2024 editions keep (regulations/reporting.py).

1.92: the report is uploaded "not later than 30 days after the end of the event"; 1.94: "The end of a tournament
is the date of the last round"; 1.95: a report returned for correction is corrected "within four weeks";
1.96: "Reports sent in more than six months late will not be accepted ... without the agreement of the chairman
of the Qualification Commission"; 1.93: an unregistered event's results may be sent "only [by] the Federation of
the country where the tournament was held".
"""

from dataclasses import replace
from datetime import date

import pytest

from regulations.editions import EDITIONS
from regulations.reporting import REPORTING_2009, ReportingFacts, add_months, reporting_status

LAST_ROUND = date(2025, 3, 10)
DUE = date(2025, 4, 9)  # 1.92, 1.94: thirty days after the last round
LATE_LIMIT = date(2025, 10, 9)  # 1.96: six months after the due date


def facts(**changes) -> ReportingFacts:
    values = dict(last_round=LAST_ROUND, reported_on=None, returned_on=None, registered=True,
                  late_report_approved=False, submitted_by_host_federation=False)
    return ReportingFacts(**{**values, **changes})


def failing_rules(status) -> set[str]:
    return {check.rule for check in status.at_risk}


@pytest.mark.parametrize(
    "case, today, expected_failures, accepts",
    [
        (facts(), date(2025, 4, 9), set(), True),
        (facts(), date(2025, 4, 10), {"1.92"}, True),
        (facts(reported_on=date(2025, 4, 1)), date(2026, 1, 1), set(), True),
        (facts(reported_on=date(2025, 4, 9)), date(2025, 4, 9), set(), True),
        (facts(reported_on=date(2025, 4, 10)), date(2025, 4, 10), {"1.92"}, True),
        (facts(returned_on=date(2025, 4, 1)), date(2025, 4, 8), set(), True),
        (facts(returned_on=date(2025, 4, 1)), date(2025, 4, 29), {"1.92"}, True),
        (facts(returned_on=date(2025, 4, 1)), date(2025, 4, 30), {"1.92", "1.95"}, True),
        (facts(), date(2025, 10, 9), {"1.92"}, True),
        (facts(), date(2025, 10, 10), {"1.92", "1.96"}, False),
        (facts(late_report_approved=True), date(2026, 1, 1), set(), True),
        (facts(registered=False), date(2025, 3, 20), {"1.93"}, True),
        (facts(registered=False, submitted_by_host_federation=True), date(2025, 3, 20), set(), True),
    ],
)
def test_each_reporting_rule_on_both_sides_of_its_date(case, today, expected_failures, accepts):
    status = reporting_status(case, today)
    assert failing_rules(status) == expected_failures
    assert status.accepts_upload is accepts
    assert (status.report_due, status.late_limit) == (DUE, LATE_LIMIT)


def test_1_92_a_report_not_made_yet_names_its_due_date():
    status = reporting_status(facts(), date(2025, 4, 1))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "not reported yet, due by 2025-04-09"),
    ]
    assert status.correction_due is None


def test_1_92_a_late_report_names_both_dates():
    status = reporting_status(facts(reported_on=date(2025, 4, 10)), date(2025, 5, 1))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", False, "reported on 2025-04-10, due by 2025-04-09"),
    ]


def test_1_95_a_returned_report_is_due_four_weeks_after_its_return():
    status = reporting_status(facts(returned_on=date(2025, 4, 1)), date(2025, 4, 29))
    assert status.correction_due == date(2025, 4, 29)
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", False, "not reported yet, due by 2025-04-09"),
        ("1.95", True, "returned for correction on 2025-04-01, corrected file due by 2025-04-29"),
    ]


def test_1_96_more_than_six_months_late_refuses_the_report_and_says_what_would_admit_it():
    status = reporting_status(facts(), date(2025, 10, 10))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", False, "not reported yet, due by 2025-04-09"),
        (
            "1.96",
            False,
            "more than 6 months late (after 2025-10-09): not accepted without the QC chairman's agreement",
        ),
    ]
    assert not status.accepts_upload


def test_1_96_the_chairmans_agreement_admits_a_report_more_than_six_months_late_and_excuses_1_92():
    """Once the agreement is recorded, neither 1.92 nor 1.96 is held against the norms: both cite it instead."""
    status = reporting_status(
        facts(late_report_approved=True, late_report_agreed_on=date(2025, 11, 2), late_report_reference="QC-7/25"),
        date(2025, 12, 10),
    )
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "not reported yet, due by 2025-04-09: late, accepted with the QC chairman's agreement of "
                       "2025-11-02 (reference QC-7/25)"),
        ("1.96", True, "more than 6 months late (after 2025-10-09), accepted with the QC chairman's agreement of "
                       "2025-11-02 (reference QC-7/25)"),
    ]
    assert status.accepts_upload
    assert failing_rules(status) == set()
    assert [check.rule for check in status.excused] == ["1.92", "1.96"]


def test_1_96_a_report_made_after_the_limit_with_the_agreement_keeps_citing_it():
    status = reporting_status(
        facts(reported_on=date(2025, 12, 1), late_report_approved=True, late_report_agreed_on=date(2025, 11, 2)),
        date(2026, 3, 1),
    )
    assert [(check.rule, check.ok) for check in status.checks] == [("1.92", True), ("1.96", True)]
    assert "agreement of 2025-11-02 (reference –)" in status.checks[0].detail


def test_an_agreement_excuses_nothing_in_a_report_made_in_time():
    status = reporting_status(facts(reported_on=date(2025, 4, 1), late_report_approved=True), date(2026, 3, 1))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "reported on 2025-04-01, due by 2025-04-09"),
    ]
    assert status.excused == ()


def test_1_96_a_report_once_made_is_never_too_late_afterwards():
    status = reporting_status(facts(reported_on=date(2025, 4, 20)), date(2027, 1, 1))
    assert [check.rule for check in status.checks] == ["1.92"]
    assert status.accepts_upload


def test_1_93_an_unregistered_event_names_who_may_submit_it():
    status = reporting_status(facts(registered=False), date(2025, 3, 20))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "not reported yet, due by 2025-04-09"),
        ("1.93", False, "event not registered beforehand: only the host federation may submit it"),
    ]
    assert status.accepts_upload  # 1.93 puts the norms at risk; only 1.96 refuses a report


def test_the_2009_rules_are_the_ones_quoted():
    assert (REPORTING_2009.report_within.days, REPORTING_2009.correction_within.days) == (30, 28)
    assert REPORTING_2009.late_limit_months == 6


@pytest.mark.parametrize(
    "day, months, expected",
    [
        (date(2025, 8, 31), 6, date(2026, 2, 28)),  # the month's last day when it is shorter
        (date(2027, 8, 31), 6, date(2028, 2, 29)),  # a leap year's
        (date(2025, 4, 9), 6, date(2025, 10, 9)),
        (date(2025, 7, 15), 6, date(2026, 1, 15)),  # into the next year
        (date(2025, 6, 30), 6, date(2025, 12, 30)),  # December stays in its year
        (date(2025, 1, 31), 1, date(2025, 2, 28)),
        (date(2025, 3, 31), 0, date(2025, 3, 31)),
        (date(2025, 5, 1), 18, date(2026, 11, 1)),
        (date(2025, 12, 1), 12, date(2026, 12, 1)),
    ],
)
def test_months_are_counted_by_the_calendar(day, months, expected):
    assert add_months(day, months) == expected


def test_a_late_report_is_refused_only_by_the_six_month_check_where_every_deadline_is_a_general_principle():
    """2014 applies 2009's 1.92–1.96 as a general principle, citing each by the same words: a report merely late
    (1.92 failed) is still accepted; only the six-month limit (1.96) closes the upload."""
    rules = EDITIONS["2014"].reporting
    facts = ReportingFacts(
        last_round=date(2019, 7, 9), reported_on=None, returned_on=None, registered=True,
        late_report_approved=False, submitted_by_host_federation=False,
    )
    late = reporting_status(facts, date(2019, 9, 1), rules)
    assert not all(check.ok for check in late.checks) and late.accepts_upload
    assert not reporting_status(facts, date(2020, 6, 1), rules).accepts_upload
    approved = reporting_status(replace(facts, late_report_approved=True), date(2026, 1, 1), rules)
    assert approved.accepts_upload and not approved.at_risk and len(approved.excused) == 2


def test_1_92_a_report_made_on_its_due_day_with_an_agreement_is_in_time_and_excuses_nothing():
    """"not later than 30 days after the end of the event": the 30th day is in time, agreement or none."""
    status = reporting_status(facts(reported_on=DUE, late_report_approved=True), date(2026, 3, 1))
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "reported on 2025-04-09, due by 2025-04-09"),
    ]
    assert status.excused == ()


def test_1_92_a_late_report_made_with_the_agreement_cites_both_dates_and_an_agreement_not_dated_as_unknown():
    status = reporting_status(
        facts(reported_on=date(2025, 5, 2), late_report_approved=True, late_report_reference="QC-9/25"),
        date(2025, 6, 1),
    )
    assert [(check.rule, check.ok, check.detail) for check in status.checks] == [
        ("1.92", True, "reported on 2025-05-02, due by 2025-04-09: late, accepted with the QC chairman's agreement "
                       "of – (reference QC-9/25)"),
    ]
    assert [check.rule for check in status.excused] == ["1.92"]


@pytest.mark.parametrize("edition", ["2014", "1990"])
def test_too_late_a_report_fails_as_false_not_as_unknown(edition):
    """1.96 (and 1990 §7.3, which knows no agreement): past the limit the check fails, with or without one."""
    rules = EDITIONS[edition].reporting
    status = reporting_status(facts(late_report_approved=edition == "1990"), date(2027, 1, 1), rules)
    assert status.too_late is not None and status.too_late.ok is False


def test_the_status_keeps_the_rules_it_applied_and_the_last_round():
    status = reporting_status(facts(), date(2025, 4, 1))
    assert (status.rules, status.last_round) == (REPORTING_2009, LAST_ROUND)
