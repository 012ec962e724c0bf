"""What the IT3 tournament report prints."""

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta

from django.utils.translation import gettext_lazy as _

from players.models import FederationOfficer
from regulations import Rule, edition_for
from tournaments.models import ResultUpload, Tournament
from tournaments.selectors import upload_current
from trf import TrfError, TrfTournament, parse_trf

from .it1_certificate import deputy_arbiters
from .selectors import certifiable_norm_results

# The rows of the IT3 statistics table, in the form's order.
REPORT_TITLES = ("GM", "WGM", "IM", "WIM", "FM", "WFM")
# Pairing programs the TRF headers name, in lower case.
PAIRING_PROGRAMS = ("swiss-manager", "swiss manager", "vega", "javafo", "bbp", "swiss master", "sevilla", "orion",
                    "tornelo", "sharly", "lichess", "chessmanager", "info64", "swissys")
ARBITER_TITLES = frozenset({"ia", "fa", "na", "ia/fa"})


@dataclass(frozen=True)
class StatisticsRow:
    label: str
    number: int
    federations: int
    from_host: int

    @property
    def from_other_federations(self) -> int:
        return self.number - self.from_host


@dataclass(frozen=True)
class RoundDay:
    date: date | None
    rounds: list[int]


@dataclass(frozen=True)
class TournamentReport:
    tournament: Tournament
    upload: ResultUpload | None
    players: int
    statistics: list[StatisticsRow]
    schedule: list[RoundDay]
    deputies: list[str]
    remarks: list[str]
    rest_days: list[date] = field(default_factory=list)
    pairing_program: str = ""
    is_team: bool = False
    chief_arbiter_in_file: str = ""
    chief_arbiter_registered: str = ""
    chief_arbiter_contact: str = ""
    organiser_contacts: list[str] = field(default_factory=list)

    @property
    def chief_arbiter_differs(self) -> bool:
        return bool(self.chief_arbiter_registered) and not same_person(self.chief_arbiter_in_file, self.chief_arbiter_registered)

    @property
    def schedule_pattern(self) -> str:
        """Rounds per playing day as the form writes them, e.g. 1-1-2-1."""
        return "-".join(str(len(day.rounds)) for day in self.schedule if day.date)

    @property
    def is_pre_paired(self) -> bool:
        return self.tournament.system in {Tournament.System.ROUND_ROBIN, Tournament.System.DOUBLE_ROUND_ROBIN}


def tournament_report(*, tournament: Tournament) -> TournamentReport:
    tournament = Tournament.objects.select_related(
        "host_federation", "organising_federation", "chief_arbiter__user"
    ).get(pk=tournament.pk)
    upload = upload_current(tournament=tournament)
    entries = list(upload.entries.all()) if upload else []
    host_code = tournament.host_federation.code
    groups = [
        (_("rated"), [entry for entry in entries if entry.rating is not None]),
        (_("unrated"), [entry for entry in entries if entry.rating is None]),
        *[(title, [entry for entry in entries if entry.title == title]) for title in REPORT_TITLES],
    ]
    schedule = _schedule(tournament)
    document = _document(upload)
    registered = tournament.chief_arbiter
    return TournamentReport(
        rest_days=_rest_days(schedule),
        pairing_program=pairing_program(document),
        is_team=tournament.system == Tournament.System.TEAM or bool(document and document.team_records),
        chief_arbiter_in_file=(document.chief_arbiter if document else "") or tournament.chief_arbiter_as_reported
        or (f"{registered.arbiter_title} {registered.name}" if registered else ""),
        chief_arbiter_registered=f"{registered.arbiter_title} {registered.name}" if registered else "",
        chief_arbiter_contact=registered.user.email if registered and registered.user else "",
        # The contact the registration names; without one, the organising federation's officers.
        organiser_contacts=[tournament.organiser_contact] if tournament.organiser_contact else [
            f"{officer.user.get_full_name() or officer.user.username} <{officer.user.email}>"
            for officer in FederationOfficer.objects.filter(federation=tournament.organising_federation).select_related("user")
            if officer.user.email
        ],
        tournament=tournament,
        upload=upload,
        players=len(entries),
        statistics=[
            StatisticsRow(
                label,
                len(group),
                len({entry.federation_code for entry in group}),
                sum(entry.federation_code == host_code for entry in group),
            )
            for label, group in groups
        ],
        schedule=schedule,
        deputies=deputy_arbiters(tournament, upload) if upload else [],
        remarks=_remarks(tournament, upload, schedule),
    )


def _schedule(tournament: Tournament) -> list[RoundDay]:
    by_day = defaultdict(list)
    for number, day in tournament.rounds.order_by("number").values_list("number", "date"):
        by_day[day].append(number)
    days = sorted(by_day.items(), key=lambda item: (item[0] is None, item[0] or date.min))
    return [RoundDay(day, rounds) for day, rounds in days]


def _remarks(tournament: Tournament, upload: ResultUpload | None, schedule: list[RoundDay]) -> list[str]:
    """What the facts on record say beyond the form's fields; the arbiter adds the rest by hand."""
    remarks = []
    if tournament.event_kind != Tournament.EventKind.ORDINARY:
        remarks.append(_("Kind of event: %(kind)s.") % {"kind": tournament.get_event_kind_display()})
    edition = edition_for(tournament.start_date)
    if tournament.exemption_approved_by_qc:
        remarks.append(
            _("Exemption from the federation mix approved by the QC chairman (%(rule)s).")
            % {"rule": edition.rule(Rule.EXEMPT_QC_APPROVED)}
        )
    if tournament.late_report_approved:
        remarks.append(
            _("Late report accepted by the QC chairman (%(rule)s).") % {"rule": edition.reporting.too_late_rule}
        )
    if tournament.rating_list:
        remarks.append(_("Ratings of the FIDE list of %(day)s.") % {"day": tournament.rating_list.isoformat()})
    if upload:
        remarks.append(_("Results version %(version)s.") % {"version": upload.version})
        remarks.extend(_norm_remarks(upload))
    return remarks


def _document(upload: ResultUpload | None) -> TrfTournament | None:
    if upload is None:
        return None
    try:
        return parse_trf(bytes(upload.raw))
    except TrfError:
        return None


def pairing_program(document: TrfTournament | None) -> str:
    """The program that paired the rounds, as the file names it: its 192 record, or 182 or 092 where they
    name a known program (Swiss-Manager writes its name in 092, others in 182 or 192)."""
    if document is None:
        return ""
    candidates = [document.pairing_system, *document.extra_headers.get("182", ()), document.tournament_type]
    for text in candidates:
        if any(name in text.casefold() for name in PAIRING_PROGRAMS):
            return text.strip()
    return document.pairing_system.strip()


def same_person(named_in_file: str, registered: str) -> bool:
    """Whether two ways of writing an arbiter's name ("IA Melnyk, Oksana (14100900)", "IA Melnyk, Oksana") agree."""

    def words(text: str) -> set[str]:
        plain = "".join(char if char.isalpha() else " " for char in text.casefold())
        return {word for word in plain.split() if word not in ARBITER_TITLES}

    return words(named_in_file) == words(registered)


def _rest_days(schedule: list[RoundDay]) -> list[date]:
    days = [day.date for day in schedule if day.date]
    if len(days) < 2:
        return []
    played = set(days)
    span = (days[-1] - days[0]).days
    return [
        days[0] + timedelta(days=offset) for offset in range(1, span) if days[0] + timedelta(days=offset) not in played
    ]


def _norm_remarks(upload: ResultUpload) -> list[str]:
    titles_by_entry = defaultdict(list)
    for norm in certifiable_norm_results(upload=upload):
        titles_by_entry[norm.entry].append(norm.title)
    return [
        _("Norms achieved by %(name)s (%(federation)s): %(titles)s.")
        % {"name": entry.name, "federation": entry.federation_code, "titles": ", ".join(titles)}
        for entry, titles in titles_by_entry.items()
    ]
