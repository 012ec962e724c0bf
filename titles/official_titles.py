"""Arbiter, organiser and instructor titles (1990 §2): the candidate's record, the checklist of the
regulations package, and the application workflow of player titles with its audit trail.

Chief and deputy arbiter appointments on this system's own tournaments count by themselves (2.14); events
elsewhere are recorded with their evidence.
"""

from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from players.access import is_officer_of, officer_federation_id
from tournaments.models import Arbiter, Tournament

from .application_services import TRANSITIONS
from .models import (
    FideCongress,
    OfficialApplicationEvent,
    OfficialCandidate,
    OfficialTitle,
    OfficialTitleApplication,
    QualifyingEvent,
    TitleApplication,
)
from .regulations import Check
from .regulations.non_player_titles import (
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

State = TitleApplication.State
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
# Decisions that award something: never taken by whoever asked (nor by the candidate).
_DECISIONS = frozenset({State.APPROVED, State.REJECTED, State.AWARDED})


def candidates_visible_to(user):
    """Candidates this user may read: their federation's, their own (as the linked arbiter), or all for staff."""
    if user.is_staff:
        return OfficialCandidate.objects.all()
    return OfficialCandidate.objects.filter(Q(federation_id=officer_federation_id(user)) | Q(arbiter__user=user))


def official_applications_visible_to(user):
    if user.is_staff:
        return OfficialTitleApplication.objects.all()
    return OfficialTitleApplication.objects.filter(
        Q(federation_id=officer_federation_id(user)) | Q(candidate__arbiter__user=user)
    )


def _require_officer(actor, federation_id: int) -> None:
    if not is_officer_of(actor, federation_id):
        raise PermissionDenied


def official_candidate_create(
    *, name: str, federation, actor, fide_id: int | None = None, arbiter: Arbiter | None = None
) -> OfficialCandidate:
    _require_officer(actor, federation.pk)
    return OfficialCandidate.objects.create(
        name=name, federation=federation, fide_id=fide_id, arbiter=arbiter, created_by=actor
    )


def qualifying_event_record(*, candidate: OfficialCandidate, actor, **fields) -> QualifyingEvent:
    """An event from outside this system, with its evidence."""
    _require_officer(actor, candidate.federation_id)
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


def official_application_checks(application: OfficialTitleApplication) -> list[Check]:
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


def official_application_refresh(*, application: OfficialTitleApplication) -> OfficialTitleApplication:
    application.checks = [check.as_dict() for check in official_application_checks(application)]
    application.save(update_fields=["checks"])
    return application


def official_application_start(
    *, candidate: OfficialCandidate, title: str, actor, **evidence
) -> OfficialTitleApplication:
    """A draft with the evidence given, checked at once."""
    _require_officer(actor, candidate.federation_id)
    if title not in OfficialTitle.values:
        raise ValidationError(_("Unknown title %(title)s.") % {"title": title})
    with transaction.atomic():
        application = OfficialTitleApplication.objects.create(
            candidate=candidate, title=title, federation_id=candidate.federation_id, created_by=actor, **evidence
        )
        OfficialApplicationEvent.objects.create(
            application=application, to_state=State.DRAFT, actor=actor, note=_("started")
        )
        official_application_refresh(application=application)
    return application


def _asked_by(actor, application: OfficialTitleApplication) -> bool:
    candidate = application.candidate
    return actor.pk == application.created_by_id or (candidate.arbiter_id and candidate.arbiter.user_id == actor.pk)


def official_application_transition(
    *, application: OfficialTitleApplication, to_state: str, actor, note: str = "", decided_on: date | None = None
) -> OfficialTitleApplication:
    """The player titles' workflow (draft → submitted → sent → approved/rejected → awarded), each move in the
    audit trail; submission needs every check met, and whoever asked never decides."""
    with transaction.atomic():
        # Judged on the locked row, so that two requests racing from the same state cannot both move it.
        application = OfficialTitleApplication.objects.select_for_update().get(pk=application.pk)
        if (application.state, to_state) not in TRANSITIONS:
            raise ValidationError(
                _("An application cannot go from %(from)s to %(to)s.") % {"from": application.state, "to": to_state}
            )
        _require_officer(actor, application.federation_id)
        if to_state in _DECISIONS and _asked_by(actor, application):
            raise PermissionDenied
        if to_state == State.SUBMITTED:
            official_application_refresh(application=application)
            if not application.passes_checks:
                raise ValidationError(_("The application does not pass its checks yet."))
        if to_state in {State.APPROVED, State.REJECTED}:
            application.decision_on = decided_on or timezone.localdate()
            application.decision_reason = note
        OfficialApplicationEvent.objects.create(
            application=application, from_state=application.state, to_state=to_state, actor=actor, note=note
        )
        application.state = to_state
        application.save(update_fields=["state", "decision_on", "decision_reason"])
    return application
