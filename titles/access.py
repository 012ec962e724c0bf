"""Who may read and act on title applications, the same for every title.

The roles of a move (``application_services.TRANSITIONS``):
- "federation": an officer of the application's federation, or staff;
- "applicant": the same, or the player once applying directly (1.10.2);
- "player": the player alone (applying directly after the federation declined);
- "decision": recording FIDE's decision needs four eyes: an officer of the federation or staff, who is neither the
  applicant (the player, or the candidate as an arbiter here) nor the one who prepared or submitted the application.
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


def _asked(user, application: TitleApplication) -> bool:
    """Whoever prepared or submitted the application, or is its applicant: never the one who records FIDE's decision."""
    return _is_the_applicant(user, application) or user.pk in {application.created_by_id, application.submitted_by_id}


def may_act(user, application: TitleApplication, role: str) -> bool:
    if not user.is_authenticated:
        return False
    if role == "player":
        return _is_the_applicant(user, application)
    if role == "decision":
        return _acts_for_federation(user, application) and not _asked(user, application)
    if _acts_for_federation(user, application):
        return True
    return role == "applicant" and application.applied_by_player and _is_the_applicant(user, application)


def who_may_act(application: TitleApplication, role: str) -> str:
    """Who may make a move of this role, for the page of a user who may not."""
    if role == "player":
        return application.applicant_name
    officers = _("an officer of %(federation)s or staff") % {"federation": application.federation.code}
    if role != "decision":
        return officers
    asked = sorted(
        {str(person) for person in (application.created_by, application.submitted_by) if person is not None}
        | {application.applicant_name}
    )
    return _("%(officers)s, other than %(people)s (four eyes)") % {"officers": officers, "people": ", ".join(asked)}


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
