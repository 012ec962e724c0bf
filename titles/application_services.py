"""Title applications: the player's request (1.5, 1.10) or the candidate's (1990 §2), proposing norms, checking,
and the one workflow every title follows to the award."""

import hashlib
from dataclasses import dataclass
from datetime import date

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

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
    (State.SUBMITTED, State.SENT): "applicant",
    (State.SENT, State.APPROVED): "decision",
    (State.SENT, State.REJECTED): "decision",
    (State.REJECTED, State.DRAFT): "applicant",
    (State.APPROVED, State.AWARDED): "decision",
}
# FIDE's decisions: each records its date and the Council or Presidential Board reference.
DECISIONS = frozenset({State.APPROVED, State.REJECTED, State.AWARDED})
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
    if decision.on is None or not decision.reference.strip():
        raise ValidationError(_("Record FIDE's decision: its date and the Council or Presidential Board reference."))
    if decision.on > timezone.localdate():
        raise ValidationError(_("FIDE's decision cannot be dated in the future."))
    if application.submitted_on and decision.on < application.submitted_on:
        raise ValidationError(_("FIDE's decision cannot come before the application was submitted."))


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
        application.needs_review, application.review_reason = False, ""
        application.save(update_fields=["needs_review", "review_reason"])
        _event(
            application=application, from_state=application.state, to_state=application.state, actor=actor,
            note=stored(gettext_noop("reviewed after a correction: %(note)s"), note=note.strip()),
        )
    return application


def application_mark_for_review(*, application: TitleApplication, reason: str) -> None:
    """A correction touched a norm of the application: it is re-checked, flagged, and its people told."""
    application.needs_review = True
    application.review_reason = "\n".join(filter(None, [application.review_reason, reason]))
    application.save(update_fields=["needs_review", "review_reason"])
    application_refresh(application=application)
    transaction.on_commit(lambda: _announce_review(application, reason))


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


def _announce_review(application: TitleApplication, reason: str) -> None:
    subject = stored(gettext_noop("%(title)s application of %(applicant)s needs review after a correction"),
                     title=application.title, applicant=application.applicant_name)
    for recipient in _recipients(application):
        notification_send(
            recipient=recipient, kind=Notification.Kind.APPLICATION_CHANGED,
            key=f"application-review:{application.pk}:{hashlib.sha256(reason.encode()).hexdigest()[:16]}", subject=subject, body=reason,
            link=application.get_absolute_url(), about=application.applicant_name, about_link=application.applicant_link,
        )
