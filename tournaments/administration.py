"""A registered tournament judged against the administration rules of its edition (1.1; 1.11–1.17 before 2024)."""

from django.utils.translation import gettext as _

from titles.regulations import Check, edition_for
from titles.regulations.editions import Rule
from titles.regulations.tournament_rules import Arbiter, EventFacts, tournament_checks
from titles.services import SYSTEMS, event_flags

from .clock import ClockSettingError, parse_clock_setting
from .models import Tournament


def tournament_event_facts(tournament: Tournament, round_dates: tuple = (), read_clock: bool = True) -> EventFacts:
    return EventFacts(
        start_date=tournament.start_date,
        end_date=max(tournament.end_date, tournament.start_date),
        system=SYSTEMS[tournament.system],
        round_dates=round_dates or _round_dates(tournament),
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


def tournament_administration_checks(tournament: Tournament, round_dates: tuple = ()) -> list[Check]:
    try:
        return tournament_checks(tournament_event_facts(tournament, round_dates))
    except ClockSettingError as error:
        edition = edition_for(tournament.start_date)
        if not edition.has(Rule.TIME_CONTROL):  # the 2001 excerpt sets no time control: the clock is not read
            return tournament_checks(tournament_event_facts(tournament, round_dates, read_clock=False))
        return [Check(edition.rule(Rule.TIME_CONTROL), False, _("clock setting not understood: %(error)s") % {"error": error})]


def tournament_risks(tournament: Tournament) -> list[Check]:
    """Why the tournament's norms are at risk: every failed administration or reporting check."""
    from .services import tournament_reporting_status

    checks = tournament_administration_checks(tournament) + list(tournament_reporting_status(tournament).checks)
    return [check for check in checks if not check.ok]
