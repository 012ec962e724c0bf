"""A registered tournament judged against the administration rules of its edition (1.1; 1.11–1.17 before 2024)
and its reporting deadlines (1.92–1.96): what puts its norms at risk, and the reminders to report."""

from datetime import date, timedelta

from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from lib.messages import stored
from notifications.models import Notification
from notifications.services import notification_send
from players.access import is_officer_of
from regulations import EDITIONS, Check, Rule, edition_for, event_dates
from regulations.messages import message
from regulations.reporting import ReportingFacts, ReportingStatus, add_months, reporting_status
from regulations.tournament_rules import Arbiter, EventFacts, tournament_checks
from tournaments import services as tournament_services
from tournaments.models import ResultUpload, Tournament

from .clock import ClockSettingError, parse_clock_setting
from .engine_facts import SYSTEMS, event_flags

# How long before a report falls due its chief arbiter is reminded (ours, not the regulations').
REMIND_DAYS_BEFORE = 7


def tournament_event_facts(*, tournament: Tournament, round_dates: tuple = (), read_clock: bool = True) -> EventFacts:
    round_dates = round_dates or _round_dates(tournament)
    # The length rules (1990 5.6, 2009 1.16, 2014 1.15, 2024 1.1.4) measure the rounds played, whatever was registered.
    start, end = event_dates(tournament.start_date, tournament.end_date, round_dates)
    return EventFacts(
        start_date=start,
        end_date=end,
        system=SYSTEMS[tournament.system],
        round_dates=round_dates,
        time_controls=tuple(
            parse_clock_setting(text)
            for text in (tournament.clock_setting, tournament.other_clock_setting)
            if text and read_clock
        ),
        arbiters=_arbiters(tournament),
        registered_on=tournament.registered_on,
        registration_approved=tournament.registration_approved,
        ia_or_fa_always_in_venue=tournament.ia_or_fa_always_present,
        format_approved=tournament.format_approved,
        length_approved=tournament.length_approved,
        changed_to_favour_players=tournament.changed_to_favour_players,
        programme_published=tournament.programme_published,
        games_public=tournament.games_public,
        flags=event_flags(tournament.event_kind),
    )


def _round_dates(tournament: Tournament) -> tuple:
    if not tournament.pk:
        return ()
    return tuple(day for day in tournament.rounds.order_by("number").values_list("date", flat=True) if day)


def _arbiters(tournament: Tournament) -> tuple[Arbiter, ...]:
    arbiters = []
    if tournament.chief_arbiter:
        chief = tournament.chief_arbiter
        arbiters.append(Arbiter(name=chief.name, title=chief.arbiter_title, chief=True))
    if tournament.pk:
        arbiters += [Arbiter(name=deputy.name, title=deputy.arbiter_title) for deputy in tournament.deputy_arbiters.all()]
    if tournament.an_arbiter_played:
        arbiters.append(Arbiter(name=_("an appointed arbiter (as declared)"), plays=True))
    return tuple(arbiters)


def tournament_administration_checks(*, tournament: Tournament, round_dates: tuple = ()) -> list[Check]:
    try:
        return tournament_checks(tournament_event_facts(tournament=tournament, round_dates=round_dates))
    except ClockSettingError as error:
        edition = edition_for(tournament.start_date)
        if not edition.has(Rule.TIME_CONTROL):  # the 2001 excerpt sets no time control: the clock is not read
            facts = tournament_event_facts(tournament=tournament, round_dates=round_dates, read_clock=False)
            return tournament_checks(facts)
        text = message(gettext_noop("clock setting not understood: %(error)s"), error=str(error))
        return [Check(edition.rule(Rule.TIME_CONTROL), False, text)]


def tournament_reporting_status(*, tournament: Tournament, today: date | None = None) -> ReportingStatus:
    """The reporting deadlines of the tournament's edition as things stand today."""
    today = today or timezone.localdate()
    uploads = list(tournament.uploads.order_by("version").only("status", "uploaded_at", "status_changed_at", "uploaded_by_id"))
    reported = next((upload for upload in uploads if upload.status == ResultUpload.Status.EVALUATED), None)
    last = uploads[-1] if uploads else None
    returned = last if last and last.status == ResultUpload.Status.REJECTED and reported is None else None
    last_round = max((day for day in tournament.rounds.values_list("date", flat=True) if day), default=tournament.end_date)
    facts = ReportingFacts(
        last_round=last_round,
        reported_on=timezone.localdate(reported.uploaded_at) if reported else None,
        returned_on=timezone.localdate(returned.status_changed_at) if returned else None,
        registered=tournament.registered_on is not None,
        late_report_approved=tournament.late_report_approved,
        submitted_by_host_federation=_submitted_by_host(tournament, reported or last),
        late_report_agreed_on=tournament.late_report_agreed_on,
        late_report_reference=tournament.late_report_reference,
    )
    return reporting_status(facts, today, edition_for(tournament.start_date).reporting)


def registration_reporting_preview(
    *, tournament: Tournament, round_dates: tuple = (), today: date | None = None
) -> ReportingStatus:
    """The deadlines a registration being filled in would have, before it is saved and before any report."""
    today = today or timezone.localdate()
    facts = ReportingFacts(
        last_round=max(round_dates, default=tournament.end_date),
        reported_on=None,
        returned_on=None,
        registered=True,
        late_report_approved=tournament.late_report_approved,
        submitted_by_host_federation=False,
        late_report_agreed_on=tournament.late_report_agreed_on,
        late_report_reference=tournament.late_report_reference,
    )
    return reporting_status(facts, today, edition_for(tournament.start_date).reporting)


def months_late(*, due: date, today: date) -> int:
    """Whole calendar months from the due date to today (0 when not late, or late by less than a month)."""
    months = 0
    while add_months(due, months + 1) <= today:
        months += 1
    return months


def reporting_deadline_moved(*, tournament: Tournament, status: ReportingStatus) -> str | None:
    """Why the due date is not the one the registered end date gives: it counts from the last round's date
    (1.94), which the results file (or the registered round dates) put elsewhere."""
    if status.last_round is None or status.last_round == tournament.end_date:
        return None
    source = (
        _("the results file") if tournament_services.tournament_has_results(tournament=tournament)
        else _("the registered round dates")
    )
    return _(
        "The due date counts from the last round, on %(last_round)s according to %(source)s, not from the "
        "registered end date %(end)s (%(rule)s)."
    ) % {
        "last_round": date_format(status.last_round),
        "source": source,
        "end": date_format(tournament.end_date),
        "rule": status.rules.in_time_rule,
    }


def _submitted_by_host(tournament: Tournament, upload: ResultUpload | None) -> bool:
    uploader = upload.uploaded_by if upload else None
    return bool(uploader and (uploader.is_staff or is_officer_of(uploader, tournament.host_federation_id)))


def upload_refusal(*, tournament: Tournament) -> str | None:
    """Why the tournament's report cannot be accepted now (too late without the QC chairman's agreement), or None."""
    status = tournament_reporting_status(tournament=tournament)
    if status.accepts_upload:
        return None
    return _("This report is more than %(months)s months late (%(rule)s); it needs the QC chairman's agreement first.") % {
        "months": status.rules.late_limit_months, "rule": status.rules.too_late_rule}


def upload_gate(tournament: Tournament) -> str | None:
    """`upload_refusal` as the gate every entrance of a results file meets (tournaments.services.upload_receive)."""
    return upload_refusal(tournament=tournament)


def tournament_risks(*, tournament: Tournament) -> list[Check]:
    """Why the tournament's norms are at risk: every failed administration or reporting check."""
    checks = tournament_administration_checks(tournament=tournament) + list(
        tournament_reporting_status(tournament=tournament).checks
    )
    return [check for check in checks if not check.ok]


def tournament_excused_risks(*, tournament: Tournament) -> list[Check]:
    """The reporting checks (1.92, 1.96) that hold only by the QC chairman's agreement: cited where risks are."""
    return list(tournament_reporting_status(tournament=tournament).excused)


def tournaments_remind_report_due(*, today: date | None = None) -> list[Notification]:
    """Remind chief arbiters whose report falls due within a week and who have not reported yet."""
    today = today or timezone.localdate()
    reminder_window = (today, today + timedelta(days=REMIND_DAYS_BEFORE))
    # A first cut by the reporting periods of every edition; each tournament's own is checked below.
    periods = [edition.reporting.report_within for edition in EDITIONS.values()]
    candidates = (
        Tournament.objects.filter(
            end_date__range=(reminder_window[0] - max(periods), reminder_window[1] - min(periods)),
            chief_arbiter__user__isnull=False,
        )
        .exclude(uploads__status=ResultUpload.Status.EVALUATED)
        .select_related("chief_arbiter__user")
    )
    sent = []
    for tournament in candidates:
        status = tournament_reporting_status(tournament=tournament, today=today)
        if not reminder_window[0] <= status.report_due <= reminder_window[1]:
            continue
        note = notification_send(
            recipient=tournament.chief_arbiter.user,
            kind=Notification.Kind.REPORT_DUE,
            key=f"report-due:{tournament.pk}",
            subject=stored(gettext_noop("Report of %(tournament)s due by %(date)s"), tournament=tournament.name, date=status.report_due),
            body=stored(gettext_noop("Upload the results file within %(days)s days of the last round (%(rule)s)."),
                        days=status.rules.report_within.days, rule=status.rules.in_time_rule),
            link=reverse("tournaments:upload", args=[tournament.pk]),
        )
        if note:
            sent.append(note)
    return sent
