"""Who may read and act on title applications, the same for every title.

The roles of a move (``application_services.TRANSITIONS``):
- "federation": an officer of the application's federation, or staff;
- "applicant": the same, or the player once applying directly (1.10.2);
- "player": the player alone (applying directly after the federation declined);
- "confirmation": sending the application to FIDE needs four eyes: an officer of the federation or staff who is
  neither the applicant (the player, or the candidate as an arbiter here) nor the one who submitted it; a player
  applying directly (1.10.2) sends it himself, the federation having declined;
- "decision": recording FIDE's decision or the award: an officer of the federation or staff, never the applicant.
"""

from django.db.models import Q
from django.utils.translation import gettext as _

from players.access import is_officer_of, officer_federation_id

from .models import TitleApplication


def _acts_for_federation(user, application: TitleApplication) -> bool:
    return user.is_staff or is_officer_of(user, application.federation_id)


def _is_the_applicant(user, application: TitleApplication) -> bool:
    applicant_user_id = application.applicant_user_id
    return applicant_user_id is not None and applicant_user_id == user.pk


def _submitted_or_asked(user, application: TitleApplication) -> bool:
    """Whoever submitted the application, or is its applicant: never the one who confirms it."""
    return _is_the_applicant(user, application) or user.pk == application.submitted_by_id


def may_act(user, application: TitleApplication, role: str) -> bool:
    if not user.is_authenticated:
        return False
    if role == "player":
        return _is_the_applicant(user, application)
    if role == "confirmation" and application.applied_by_player:
        return _is_the_applicant(user, application)
    if role == "confirmation":
        return _acts_for_federation(user, application) and not _submitted_or_asked(user, application)
    if role == "decision":
        return _acts_for_federation(user, application) and not _is_the_applicant(user, application)
    if _acts_for_federation(user, application):
        return True
    return role == "applicant" and application.applied_by_player and _is_the_applicant(user, application)


def who_may_act(application: TitleApplication, role: str) -> str:
    """Who may make a move of this role, and why not somebody else, for the page of a user who may not."""
    federation = application.federation.code
    if role == "player" or (role == "confirmation" and application.applied_by_player):
        return _("%(applicant)s, applying directly") % {"applicant": application.applicant_name}
    if role == "confirmation":
        return _(
            "another officer of %(federation)s or staff: not %(submitter)s, who submitted it, nor %(applicant)s "
            "(four eyes)"
        ) % {"federation": federation, "submitter": application.submitted_by, "applicant": application.applicant_name}
    if role == "decision":
        return _("an officer of %(federation)s or staff, other than %(applicant)s, who asks for the title") % {
            "federation": federation, "applicant": application.applicant_name}
    return _("an officer of %(federation)s or staff") % {"federation": federation}


def applications_visible_to(user):
    """Applications this user may read: their federation's, their own (as the player or the candidate), or all for
    staff."""
    if user.is_staff:
        return TitleApplication.objects.all()
    return TitleApplication.objects.filter(
        Q(player__user=user) | Q(candidate__arbiter__user=user) | Q(federation_id=officer_federation_id(user))
    )


def player_applications_visible_to(user):
    """The visible applications for a player's title, the only ones with IT1 certificates and an IT2 form."""
    return applications_visible_to(user).filter(player__isnull=False)
