"""Arbiter, organiser and instructor titles (1990 §2): the candidate's record and the checklist of the
regulations package. Their applications move through the one workflow of every title (application_services).

Chief and deputy arbiter appointments on this system's own tournaments count by themselves (2.14); events
elsewhere are recorded with their evidence.
"""

from datetime import date

from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.utils import timezone

from players.access import is_officer_of, officer_federation_id
from regulations import Check
from regulations.non_player_titles import (
    ArbiterEvent,
    ArbiterEventKind,
    ArbiterRecord,
    CompetitionType,
    InstructorRecord,
    OrganisedEvent,
    OrganizerRecord,
    arbiter_checks,
    instructor_checks,
    organizer_checks,
)
from tournaments.models import Arbiter, Tournament

from .models import FideCongress, OfficialCandidate, OfficialTitle, QualifyingEvent, TitleApplication

Kind = Tournament.EventKind
# 2.14 (b): the official FIDE events among the kinds of tournament this system registers.
_FIDE_OFFICIAL_KINDS = frozenset(
    {
        Kind.ZONAL,
        Kind.SUBZONAL,
        Kind.CONTINENTAL_CHAMPIONSHIP,
        Kind.CONTINENTAL_TEAM_CHAMPIONSHIP,
        Kind.WORLD_CHAMPIONSHIP,
        Kind.WORLD_TEAM_CHAMPIONSHIP,
        Kind.OLYMPIAD,
        Kind.WORLD_CUP,
        Kind.WOMENS_WORLD_CHAMPIONSHIP,
    }
)
_COMPETITION_TYPES = {kind.value: kind for kind in CompetitionType}


def candidates_visible_to(user):
    """Candidates this user may read: their federation's, their own (as the linked arbiter), or all for staff."""
    if user.is_staff:
        return OfficialCandidate.objects.all()
    return OfficialCandidate.objects.filter(Q(federation_id=officer_federation_id(user)) | Q(arbiter__user=user))


def require_officer(actor, federation_id: int) -> None:
    """Recording a candidate's record and applying are the federation's: its officers alone."""
    if not is_officer_of(actor, federation_id):
        raise PermissionDenied


def official_candidate_create(
    *, name: str, federation, actor, fide_id: int | None = None, arbiter: Arbiter | None = None
) -> OfficialCandidate:
    require_officer(actor, federation.pk)
    return OfficialCandidate.objects.create(
        name=name, federation=federation, fide_id=fide_id, arbiter=arbiter, created_by=actor
    )


def qualifying_event_record(*, candidate: OfficialCandidate, actor, **fields) -> QualifyingEvent:
    """An event from outside this system, with its evidence."""
    require_officer(actor, candidate.federation_id)
    event = QualifyingEvent(candidate=candidate, entered_by=actor, **fields)
    event.full_clean()
    event.save()
    return event


def _kind_of(tournament: Tournament, federations: int) -> ArbiterEventKind:
    """2.14 (a)–(c) for a tournament of this system: the national final, an official FIDE event, or an
    international title tournament (players of more than one federation)."""
    if tournament.event_kind == Kind.NATIONAL_CHAMPIONSHIP_FINAL:
        return ArbiterEventKind.NATIONAL_FINAL
    if tournament.event_kind in _FIDE_OFFICIAL_KINDS:
        return ArbiterEventKind.FIDE_OFFICIAL
    if tournament.event_kind == Kind.ORDINARY and federations > 1:
        return ArbiterEventKind.INTERNATIONAL_TITLE
    return ArbiterEventKind.OTHER


def tournament_arbiter_events(arbiter: Arbiter) -> list[ArbiterEvent]:
    """The tournaments of this system where the arbiter was chief or deputy (2.14), as the checklist reads them."""
    tournaments = Tournament.objects.filter(Q(chief_arbiter=arbiter) | Q(deputy_arbiters=arbiter)).distinct()
    events = []
    for tournament in tournaments.order_by("start_date"):
        upload = tournament.uploads.order_by("-version").first()
        entries = upload.entries.values_list("federation_code", flat=True) if upload else []
        events.append(
            ArbiterEvent(
                name=tournament.name,
                start_date=tournament.start_date,
                end_date=max(tournament.end_date, tournament.start_date),
                kind=_kind_of(tournament, len(set(entries))),
                role="chief" if tournament.chief_arbiter_id == arbiter.pk else "deputy",
                fide_rated=tournament.rated_by_fide,
                participants=len(entries),
            )
        )
    return events


def candidate_arbiter_events(candidate: OfficialCandidate) -> list[ArbiterEvent]:
    """Recorded events as chief or deputy, and the appointments on this system's tournaments."""
    recorded = [
        ArbiterEvent(
            name=event.name,
            start_date=event.start_date,
            end_date=event.end_date,
            kind=ArbiterEventKind(event.kind),
            role=event.role,
            fide_rated=event.fide_rated,
            participants=event.participants,
        )
        for event in candidate.events.exclude(role=QualifyingEvent.Role.ORGANISER)
    ]
    own = tournament_arbiter_events(candidate.arbiter) if candidate.arbiter_id else []
    return recorded + own


def candidate_organised_events(candidate: OfficialCandidate) -> list[OrganisedEvent]:
    return [
        OrganisedEvent(
            name=event.name,
            start_date=event.start_date,
            end_date=event.end_date,
            kind=_competition_type(event.competition_type),
            fide_registered=event.fide_registered,
            fide_competition=event.fide_competition,
        )
        for event in candidate.events.filter(role=QualifyingEvent.Role.ORGANISER)
    ]


def _competition_type(recorded: str) -> CompetitionType | None:
    """2.23's type; free text kept from before the closed list is no type (decisions.md, item 107)."""
    return _COMPETITION_TYPES.get(recorded)


def _congresses() -> tuple[date, ...]:
    return tuple(FideCongress.objects.values_list("held_on", flat=True))


def official_application_checks(application: TitleApplication) -> list[Check]:
    """The checklist of the title, on the candidate's record and the application's evidence."""
    applied_on = timezone.localdate(application.created_at) if application.created_at else timezone.localdate()
    candidate = application.candidate
    if application.title == OfficialTitle.IA:
        return arbiter_checks(
            ArbiterRecord(
                events=tuple(candidate_arbiter_events(candidate)),
                knows_laws_and_regulations=application.knows_laws_and_regulations,
                objectivity_shown=application.objectivity_shown,
                fide_language=application.fide_language,
                applied_on=applied_on,
                congresses=_congresses(),
                federation_organises_listed_events=application.federation_organises_listed_events,
                passed_arbiters_exam=application.passed_arbiters_exam,
            )
        )
    if application.title == OfficialTitle.IO:
        return organizer_checks(
            OrganizerRecord(
                events=tuple(candidate_organised_events(candidate)),
                organising_experience=application.organising_experience,
                fide_language=application.fide_language,
                applied_on=applied_on,
                congresses=_congresses(),
            )
        )
    return instructor_checks(
        InstructorRecord(
            presented_by_federation=application.presented_by_federation,
            cv_with_practical_experience=application.cv_with_practical_experience,
            years_of_current_activity=application.years_of_current_activity,
            international_rating=application.international_rating,
            secondary_education=application.secondary_education,
            seminars_attended=application.seminars_attended,
        )
    )
