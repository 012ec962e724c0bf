"""Reporting deadlines of the title regulations (1.92–1.96), as pure functions over dates.

The chief arbiter reports within 30 days of the last round (1.92, 1.94); a report returned for correction
is corrected within four weeks (1.95); one more than six months late is not accepted without the
Qualification Commission chairman's agreement (1.96); an unregistered event may be submitted only by the
host federation (1.93). The 2014 and 2024 editions do not restate these rules, so they keep the 2009 ones
(``Edition.reporting``).
"""

import calendar
from dataclasses import dataclass
from datetime import date, timedelta

from .messages import gettext_noop, message
from .verdict import Check


@dataclass(frozen=True)
class ReportingRules:
    report_within: timedelta
    correction_within: timedelta
    late_limit_months: int
    in_time_rule: str
    correction_rule: str
    too_late_rule: str
    unregistered_rule: str
    # 2009 §1.96: a later report is accepted with the QC chairman's agreement; 1990 §7.3 knows no such agreement.
    late_report_may_be_approved: bool = True


REPORTING_2009 = ReportingRules(
    report_within=timedelta(days=30),
    correction_within=timedelta(weeks=4),
    late_limit_months=6,
    in_time_rule="1.92",
    correction_rule="1.95",
    too_late_rule="1.96",
    unregistered_rule="1.93",
)


def add_months(day: date, months: int) -> date:
    """The same day some months later, or the month's last day when it is shorter (31 Aug + 6 → 28/29 Feb)."""
    month_index = day.month - 1 + months
    year, month = day.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


@dataclass(frozen=True)
class ReportingFacts:
    last_round: date
    reported_on: date | None  # the first evaluated upload
    returned_on: date | None  # the last rejected upload, when no evaluated one followed it
    registered: bool
    late_report_approved: bool
    submitted_by_host_federation: bool
    late_report_agreed_on: date | None = None  # the QC chairman's agreement, cited where lateness is excused
    late_report_reference: str = ""


@dataclass(frozen=True)
class ReportingStatus:
    rules: ReportingRules
    report_due: date
    late_limit: date
    correction_due: date | None
    checks: tuple[Check, ...]
    # The six-month check itself, not found by its rule number: an edition that applies 2009's deadlines as a
    # general principle cites every one of them by the same words.
    too_late: Check | None = None
    last_round: date | None = None
    excused: tuple[Check, ...] = ()  # checks that hold only by the QC chairman's agreement to a late report

    @property
    def accepts_upload(self) -> bool:
        """Only the six-month limit refuses a report; the other rules flag the tournament's norms as at risk."""
        return self.too_late is None or self.too_late.ok

    @property
    def at_risk(self) -> tuple[Check, ...]:
        return tuple(check for check in self.checks if not check.ok)


def reporting_status(facts: ReportingFacts, today: date, rules: ReportingRules = REPORTING_2009) -> ReportingStatus:
    report_due = facts.last_round + rules.report_within
    late_limit = add_months(report_due, rules.late_limit_months)
    correction_due = facts.returned_on + rules.correction_within if facts.returned_on else None
    in_time = _check_reported_in_time(facts, rules, report_due, today)
    too_late = _check_not_too_late(facts, rules, late_limit, today)
    checks = tuple(
        check
        for check in (
            in_time,
            _check_correction_in_time(facts, rules, correction_due, today),
            too_late,
            _check_unregistered_event(facts, rules),
        )
        if check
    )
    # The checks themselves, not found by their rule numbers: an edition that applies 2009's deadlines as a
    # general principle cites every one of them by the same words.
    late = (facts.reported_on or today) > report_due
    excused = tuple(check for check in (in_time, too_late) if check and check.ok and facts.late_report_approved and late)
    return ReportingStatus(
        rules, report_due, late_limit, correction_due, checks,
        too_late=too_late, last_round=facts.last_round, excused=excused,
    )


def _agreement(facts: ReportingFacts) -> dict:
    """The QC chairman's agreement as a late report's check cites it: its date and reference, where recorded."""
    return {
        "agreed": str(facts.late_report_agreed_on) if facts.late_report_agreed_on else "–",
        "reference": facts.late_report_reference or "–",
    }


def _check_reported_in_time(facts: ReportingFacts, rules: ReportingRules, due: date, today: date) -> Check:
    """1.92; a late report the QC chairman agreed to (1.96) is no longer held against the norms: it cites his agreement.
    An edition that knows no such agreement (1990 §7.3) holds the late report against them all the same."""
    agreed = facts.late_report_approved and rules.late_report_may_be_approved
    if agreed and (facts.reported_on or today) > due:
        if facts.reported_on is None:
            text = gettext_noop(
                "not reported yet, due by %(due)s: late, accepted with the QC chairman's agreement of %(agreed)s "
                "(reference %(reference)s)"
            )
            return Check(rules.in_time_rule, True, message(text, due=str(due), **_agreement(facts)))
        text = gettext_noop(
            "reported on %(reported)s, due by %(due)s: late, accepted with the QC chairman's agreement of %(agreed)s "
            "(reference %(reference)s)"
        )
        return Check(
            rules.in_time_rule, True, message(text, reported=str(facts.reported_on), due=str(due), **_agreement(facts))
        )
    if facts.reported_on:
        text = message(
            gettext_noop("reported on %(reported)s, due by %(due)s"), reported=str(facts.reported_on), due=str(due)
        )
        return Check(rules.in_time_rule, facts.reported_on <= due, text)
    return Check(rules.in_time_rule, today <= due, message(gettext_noop("not reported yet, due by %(due)s"), due=str(due)))


def _check_correction_in_time(facts: ReportingFacts, rules: ReportingRules, due: date | None, today: date) -> Check | None:
    if due is None:
        return None
    text = message(
        gettext_noop("returned for correction on %(returned)s, corrected file due by %(due)s"),
        returned=str(facts.returned_on), due=str(due),
    )
    return Check(rules.correction_rule, today <= due, text)


def _check_not_too_late(facts: ReportingFacts, rules: ReportingRules, limit: date, today: date) -> Check | None:
    """1.96: only a report not made yet can still become too late; one made after the limit was admitted by the
    agreement, which its check keeps citing."""
    if (facts.reported_on or today) <= limit or (facts.reported_on and not facts.late_report_approved):
        return None
    values = {"months": rules.late_limit_months, "limit": str(limit)}
    if not rules.late_report_may_be_approved:
        text = gettext_noop("more than %(months)s months late (after %(limit)s): not accepted")
        return Check(rules.too_late_rule, False, message(text, **values))
    if facts.late_report_approved:
        text = gettext_noop(
            "more than %(months)s months late (after %(limit)s), accepted with the QC chairman's agreement of "
            "%(agreed)s (reference %(reference)s)"
        )
        return Check(rules.too_late_rule, True, message(text, **values, **_agreement(facts)))
    text = gettext_noop(
        "more than %(months)s months late (after %(limit)s): not accepted without the QC chairman's agreement"
    )
    return Check(rules.too_late_rule, False, message(text, **values))


def _check_unregistered_event(facts: ReportingFacts, rules: ReportingRules) -> Check | None:
    if facts.registered:
        return None
    return Check(
        rules.unregistered_rule,
        facts.submitted_by_host_federation,
        message(gettext_noop("event not registered beforehand: only the host federation may submit it")),
    )
