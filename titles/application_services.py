"""Title applications: the player's request (1.5, 1.10) or the candidate's (1990 §2), proposing norms, checking,
and the one workflow every title follows to the award."""

import hashlib
import json
from dataclasses import dataclass, replace
from datetime import date

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from lib.messages import stored, translated
from notifications.models import Notification
from notifications.services import notification_send
from players.access import is_officer_of
from players.events import player_facts_changed
from players.models import FederationOfficer, Player, PlayerTitle
from regulations import TITLES_COVERED
from regulations.applications import NORMS_COUNTING_FOR
from regulations.rules import WOMEN_TITLES

from .access import may_act, who_may_act
from .application_checks import application_checks
from .models import (
    ApplicationEvent,
    CandidateTitle,
    ChampionshipResult,
    ExternalNorm,
    OfficialCandidate,
    OfficialTitle,
    TitleApplication,
)
from .official_titles import official_application_checks, require_officer
from .selectors import best_title_rating, norms_available

State = TitleApplication.State

# Who may move an application from one state to the next (the roles are explained in access.py).
TRANSITIONS: dict[tuple[str, str], str] = {
    (State.REQUESTED, State.DRAFT): "federation",
    (State.REQUESTED, State.DECLINED): "federation",
    # 1.10.2: when the federation declines, the player may apply directly, as a step of their own.
    (State.DECLINED, State.DRAFT): "player",
    (State.DRAFT, State.SUBMITTED): "applicant",
    (State.SUBMITTED, State.DRAFT): "applicant",
    # Four eyes: a second officer (or staff) confirms what the first submitted before FIDE sees it.
    (State.SUBMITTED, State.SENT): "confirmation",
    (State.SENT, State.APPROVED): "decision",
    (State.SENT, State.REJECTED): "decision",
    (State.REJECTED, State.DRAFT): "applicant",
    (State.APPROVED, State.AWARDED): "decision",
}
# FIDE's decisions: each records its date and the Council or Presidential Board reference.
DECISIONS = frozenset({State.APPROVED, State.REJECTED, State.AWARDED})
# The moves whose decision is entered; the award carries the approval's date and reference.
DECISIONS_ENTERED = frozenset({State.APPROVED, State.REJECTED})


@dataclass(frozen=True)
class Action:
    """A move as the officer reads it: the button, the question that confirms it, the message that follows it."""

    button: str
    question: str
    done: str


ACTIONS: dict[tuple[str, str], Action] = {
    (State.REQUESTED, State.DRAFT): Action(
        gettext_lazy("Take up the request as a draft"), gettext_lazy("Take up the player's request as a draft?"),
        gettext_lazy("The request is taken up as a draft."),
    ),
    (State.REQUESTED, State.DECLINED): Action(
        gettext_lazy("Decline the request"), gettext_lazy("Decline the player's request? The player may then apply directly."),
        gettext_lazy("The request is declined; the player is told."),
    ),
    (State.DECLINED, State.DRAFT): Action(
        gettext_lazy("Apply directly to FIDE"), gettext_lazy("Apply directly to FIDE, paying the fee yourself?"),
        gettext_lazy("Your direct application is a draft: submit it when its checks pass."),
    ),
    (State.DRAFT, State.SUBMITTED): Action(
        gettext_lazy("Submit"), gettext_lazy("Submit the application? Another officer then confirms it before it is sent to FIDE."),
        gettext_lazy("The application is submitted."),
    ),
    (State.SUBMITTED, State.DRAFT): Action(
        gettext_lazy("Take back as a draft"), gettext_lazy("Take the application back as a draft?"),
        gettext_lazy("The application is a draft again."),
    ),
    (State.SUBMITTED, State.SENT): Action(
        gettext_lazy("Confirm and send to FIDE"), gettext_lazy("Confirm the application and send it to FIDE?"),
        gettext_lazy("The application is confirmed and sent to FIDE."),
    ),
    (State.SENT, State.APPROVED): Action(
        gettext_lazy("Record FIDE's decision: approved"), gettext_lazy("Record that FIDE approved the title, with this date and reference?"),
        gettext_lazy("FIDE's approval is recorded."),
    ),
    (State.SENT, State.REJECTED): Action(
        gettext_lazy("Record FIDE's decision: rejected"), gettext_lazy("Record that FIDE rejected the application, with this date and reference?"),
        gettext_lazy("FIDE's rejection is recorded."),
    ),
    (State.REJECTED, State.DRAFT): Action(
        gettext_lazy("Prepare it again as a draft"), gettext_lazy("Prepare the application again as a draft?"),
        gettext_lazy("The application is a draft again."),
    ),
    (State.APPROVED, State.AWARDED): Action(
        gettext_lazy("Record the award"), gettext_lazy("Record the award, with FIDE's decision recorded above?"),
        gettext_lazy("The award is recorded: the title is held from FIDE's decision."),
    ),
}
# States in which the norms may still change: a correction takes a vanished norm out of the application.
EDITABLE_STATES = frozenset({State.REQUESTED, State.DECLINED, State.DRAFT, State.SUBMITTED})


def _application_refusal(player: Player, title: str) -> str | None:
    """Why an application for this title makes no sense for this player, or None."""
    if title in WOMEN_TITLES and player.sex != "f":
        return _("%(title)s is a women's title.") % {"title": title}
    held = set(player.titles.values_list("title", flat=True))
    covering = sorted(held_title for held_title in held if title in TITLES_COVERED.get(held_title, ()))
    if covering:
        return _("%(player)s already holds the %(held)s title.") % {"player": player.name, "held": covering[0]}
    return None


def _open_application(player: Player, title: str) -> TitleApplication | None:
    return TitleApplication.objects.filter(player=player, title=title).exclude(state__in=TitleApplication.CLOSED_STATES).first()


def application_start(*, player: Player, title: str, actor) -> tuple[TitleApplication, bool]:
    """The open application of this player and title, or a new one: a draft when an officer of the player's federation
    starts it, a request to the federation when the player does. Returns it and whether it is new."""
    officer = actor.is_staff or is_officer_of(actor, player.federation_id)
    if not officer and player.user_id != actor.pk:
        raise PermissionDenied
    refusal = _application_refusal(player, title)
    if refusal:
        raise ValidationError(refusal)
    existing = _open_application(player, title)
    if existing:
        return existing, False
    state = State.DRAFT if officer else State.REQUESTED
    try:
        with transaction.atomic():
            application = TitleApplication.objects.create(
                player=player, title=title, federation_id=player.federation_id, state=state, created_by=actor
            )
            event = _event(
                application=application, to_state=state, actor=actor,
                note=stored(gettext_noop("started") if officer else gettext_noop("requested by the player")),
            )
            application_propose_norms(application=application)
            transaction.on_commit(lambda: _announce(application, event))
    except IntegrityError:
        # Somebody opened the same application a moment ago: one open application per player and title.
        return _open_application(player, title), False
    return application, True


def official_application_start(*, candidate: OfficialCandidate, title: str, actor, **evidence) -> TitleApplication:
    """A draft of an arbiter's, organiser's or instructor's title with the evidence given, checked at once."""
    require_officer(actor, candidate.federation_id)
    if title not in OfficialTitle.values:
        raise ValidationError(_("Unknown title %(title)s.") % {"title": title})
    with transaction.atomic():
        application = TitleApplication.objects.create(
            candidate=candidate, title=title, federation_id=candidate.federation_id, state=State.DRAFT,
            created_by=actor, **evidence,
        )
        event = _event(application=application, to_state=State.DRAFT, actor=actor, note=stored(gettext_noop("started")))
        application_refresh(application=application)
        transaction.on_commit(lambda: _announce(application, event))
    return application


def application_propose_norms(*, application: TitleApplication) -> TitleApplication:
    """Every norm of the player that counts for the title: from results here, from outside, from championships."""
    counting = NORMS_COUNTING_FOR[application.title]
    application.norms.set(norms_available(player=application.player, title=application.title))
    application.external_norms.set(
        [norm for norm in ExternalNorm.objects.filter(player=application.player, title__in=counting) if norm.passes_checks]
    )
    application.championship_results.set(
        [
            result
            for result in ChampionshipResult.objects.filter(player=application.player)
            if any(v["achieved"] and v["counts_as_games"] and v["title"] in counting for v in result.verdicts)
        ]
    )
    return application_refresh(application=application)


def application_refresh(*, application: TitleApplication) -> TitleApplication:
    """Recompute the title rating and every check; what a draft shows and what submission requires. An official
    title has no rating: its checklist reads the candidate's record and the application's evidence."""
    if application.is_official:
        application.checks = [check.as_dict() for check in official_application_checks(application)]
        application.save(update_fields=["checks"])
        return application
    player = application.player
    reached = best_title_rating(player=player, title=application.title) or player.ratings.order_by("-rating", "period").first()
    application.title_rating = reached.rating if reached else None
    application.title_rating_reached_on = reached.period if reached else None
    application.checks = [check.as_dict() for check in application_checks(application)]
    application.save(update_fields=["title_rating", "title_rating_reached_on", "checks"])
    return application


@dataclass(frozen=True)
class Decision:
    """FIDE's decision as the officer records it: its date, the Council or Presidential Board reference, the reason."""

    on: date | None = None
    reference: str = ""
    reason: str = ""
    refused_norm_ids: tuple[int, ...] = ()


def application_waiting_for(*, application: TitleApplication) -> str:
    """Who must act next and on what, in the words of the page and the desk; empty once the application is closed."""
    people = {
        "federation": application.federation.code, "applicant": application.applicant_name,
        "submitter": application.submitted_by,
    }
    direct = application.applied_by_player
    waiting = {
        State.REQUESTED: _("Waiting for an officer of %(federation)s to take up or decline the request."),
        State.DECLINED: _("Waiting for %(applicant)s, who may apply directly to FIDE."),
        State.DRAFT: _("Waiting for %(applicant)s to submit it.") if direct
        else _("Waiting for an officer of %(federation)s to submit it."),
        State.SUBMITTED: _("Waiting for %(applicant)s to send it to FIDE.") if direct
        else _("Waiting for another officer of %(federation)s (not %(submitter)s, who submitted it) or staff to "
               "confirm it and send it to FIDE."),
        State.SENT: _("Waiting for FIDE's decision, which an officer of %(federation)s or staff records."),
        State.APPROVED: _("FIDE approved the title: waiting for an officer of %(federation)s or staff to record the award."),
    }.get(application.state)
    return waiting % people if waiting else ""


def application_waits_on(*, application: TitleApplication, user) -> bool:
    """Whether the next step forward is this user's: a move they may make other than taking the application back."""
    return any(
        to_state != State.DRAFT or application.state != State.SUBMITTED
        for to_state in application_next_states(application=application, user=user)
    )


def application_next_states(*, application: TitleApplication, user) -> list[str]:
    return [
        to_state
        for (from_state, to_state), role in TRANSITIONS.items()
        if from_state == application.state and may_act(user, application, role)
    ]


def application_moves_left_to_others(*, application: TitleApplication, user) -> list[tuple[str, str]]:
    """The moves from the present state this user may not make, each with who may: what a page shows instead of
    a button the service would refuse."""
    return [
        (to_state, who_may_act(application, role))
        for (from_state, to_state), role in TRANSITIONS.items()
        if from_state == application.state and not may_act(user, application, role)
    ]


def application_transition(*, application: TitleApplication, to_state: str, actor, note: str = "",
                           decision: Decision = Decision()) -> TitleApplication:
    with transaction.atomic():
        # The move is judged on the locked row: a request that read the application before another move was
        # committed must not move it again from the state it no longer has.
        application = TitleApplication.objects.select_for_update().get(pk=application.pk)
        role = TRANSITIONS.get((application.state, to_state))
        if role is None:
            raise ValidationError(
                _("An application cannot go from %(from)s to %(to)s.") % {"from": application.state, "to": to_state}
            )
        if not may_act(actor, application, role):
            raise PermissionDenied
        if to_state == State.AWARDED:
            # FIDE's decision is entered once, on approval, and carried to the award unless the award says otherwise.
            decision = replace(
                decision, on=decision.on or application.decision_on,
                reference=decision.reference.strip() or application.decision_reference,
            )
        if to_state in DECISIONS:
            _check_decision(application, decision)
        _apply(application, to_state, actor, decision)
        event = ApplicationEvent.objects.create(
            application=application, from_state=application.state, to_state=to_state, actor=actor,
            note=note or decision.reason,
        )
        application.state = to_state
        try:
            with transaction.atomic():
                application.save(update_fields=["state"])
        except IntegrityError as error:
            raise ValidationError(_("Another application for this title is open already.")) from error
        transaction.on_commit(lambda: _announce(application, event))
    return application


def _apply(application: TitleApplication, to_state: str, actor, decision: Decision) -> None:
    """What a move does besides changing the state."""
    if application.state == State.DECLINED and to_state == State.DRAFT:
        application.applied_by_player = True
        application.save(update_fields=["applied_by_player"])
    if to_state == State.SUBMITTED:
        application_refresh(application=application)
        if not application.passes_checks:
            raise ValidationError(_("The application does not pass its checks yet."))
        application.submitted_on, application.submitted_by = timezone.localdate(), actor
        application.save(update_fields=["submitted_on", "submitted_by"])
    if to_state == State.SENT and application.needs_review:
        raise ValidationError(_("A correction changed the application's norms: review it before sending it."))
    if to_state in {State.APPROVED, State.REJECTED}:
        _record_decision(application, decision)
    if to_state == State.AWARDED:
        application.awarded_on, application.award_reference = decision.on, decision.reference
        application.save(update_fields=["awarded_on", "award_reference"])
        title_award(application=application)


def _check_decision(application: TitleApplication, decision: Decision) -> None:
    """Each error names its field (decision_on, decision_reference), where the page shows it."""
    errors = {}
    if decision.on is None:
        errors["decision_on"] = _("Enter the date of FIDE's decision.")
    elif decision.on > timezone.localdate():
        errors["decision_on"] = _("FIDE's decision cannot be dated in the future.")
    elif application.submitted_on and decision.on < application.submitted_on:
        errors["decision_on"] = _("FIDE's decision cannot come before the application was submitted.")
    if not decision.reference.strip():
        errors["decision_reference"] = _("Enter the Council or Presidential Board reference of FIDE's decision.")
    if errors:
        raise ValidationError(errors)


def _record_decision(application: TitleApplication, decision: Decision) -> None:
    application.decision_on = decision.on
    application.decision_reference = decision.reference.strip()
    application.decision_reason = decision.reason
    application.save(update_fields=["decision_on", "decision_reference", "decision_reason"])
    application.refused_norms.set(application.norms.filter(pk__in=decision.refused_norm_ids))


def title_award(*, application: TitleApplication) -> PlayerTitle | CandidateTitle:
    """0.4: the title takes effect on FIDE's confirmation; 0.44: it was achieved when the last norm or the rating
    came, whichever was later. An official title is held by the candidate from the award, with its reference."""
    if application.is_official:
        title, _created = CandidateTitle.objects.update_or_create(
            candidate=application.candidate, title=application.title,
            defaults={"confirmed_on": application.awarded_on, "reference": application.award_reference},
        )
        return title
    last_norm = max(
        [norm.entry.upload.tournament.end_date for norm in application.norms.select_related("entry__upload__tournament")]
        + [norm.event_end for norm in application.external_norms.all()]
        + [result.event_end for result in application.championship_results.all() if result.event_end],
        default=None,
    )
    achieved = max(day for day in (last_norm, application.title_rating_reached_on) if day) if last_norm else None
    title, _created = PlayerTitle.objects.update_or_create(
        player=application.player,
        title=application.title,
        defaults={"confirmed_on": application.awarded_on, "achieved_on": achieved},
    )
    player_facts_changed.announce(application.player_id)
    return title


def application_review_done(*, application: TitleApplication, actor, note: str) -> TitleApplication:
    """An officer has looked at what a correction changed and says how the application stands."""
    if not may_act(actor, application, "federation"):
        raise PermissionDenied
    if not note.strip():
        raise ValidationError(_("Say what the review found."))
    with transaction.atomic():
        application.needs_review, application.review_reasons = False, []
        application.save(update_fields=["needs_review", "review_reasons"])
        _event(
            application=application, from_state=application.state, to_state=application.state, actor=actor,
            note=stored(gettext_noop("reviewed after a correction: %(note)s"), note=note.strip()),
        )
    return application


def application_mark_for_review(*, application: TitleApplication, reasons: list[dict]) -> None:
    """A correction touched a norm of the application: it is re-checked, flagged, and its people told.
    ``reasons`` are messages (`lib.messages.stored`): each reader reads them in his language."""
    application.needs_review = True
    application.review_reasons = [*application.review_reasons, *reasons]
    application.save(update_fields=["needs_review", "review_reasons"])
    application_refresh(application=application)
    transaction.on_commit(lambda: _announce_review(application, reasons))


def _event(*, note: dict, **fields) -> ApplicationEvent:
    """A history note of ours: kept as a message, read in each reader's language, and in English beside it."""
    with translation.override(settings.LANGUAGE_CODE):
        english = translated(note)
    return ApplicationEvent.objects.create(note=english, note_message=note, **fields)


def _recipients(application: TitleApplication, actor=None) -> list:
    officers = FederationOfficer.objects.filter(federation_id=application.federation_id).select_related("user")
    users = {officer.user.pk: officer.user for officer in officers}
    applicant = application.candidate.arbiter if application.is_official else application.player
    if applicant is not None and applicant.user is not None:
        users[applicant.user.pk] = applicant.user
    return [user for pk, user in users.items() if actor is None or pk != actor.pk]


def _announce(application: TitleApplication, event: ApplicationEvent) -> None:
    """The applicant and the federation's officers hear of every move, except whoever made it."""
    subject = stored(
        gettext_noop("%(title)s application of %(applicant)s: %(state)s"),
        title=application.title, applicant=application.applicant_name, state=TitleApplication.State(event.to_state).label,
    )
    for recipient in _recipients(application, event.actor):
        notification_send(
            recipient=recipient, kind=Notification.Kind.APPLICATION_CHANGED, key=f"application:{application.pk}:{event.pk}",
            subject=subject, body=event.note_message or event.note or subject, link=application.get_absolute_url(),
            about=application.applicant_name, about_link=application.applicant_link,
        )


def _announce_review(application: TitleApplication, reasons: list[dict]) -> None:
    subject = stored(gettext_noop("%(title)s application of %(applicant)s needs review after a correction"),
                     title=application.title, applicant=application.applicant_name)
    body = {"items": reasons, "separator": "\n"}
    digest = hashlib.sha256(json.dumps(reasons, sort_keys=True).encode()).hexdigest()[:16]
    for recipient in _recipients(application):
        notification_send(
            recipient=recipient, kind=Notification.Kind.APPLICATION_CHANGED,
            key=f"application-review:{application.pk}:{digest}", subject=subject, body=body,
            link=application.get_absolute_url(), about=application.applicant_name, about_link=application.applicant_link,
        )
