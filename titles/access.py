"""Who may read and act on title applications.

The roles of a move (``application_services.TRANSITIONS``):
- "federation": an officer of the application's federation, or staff;
- "applicant": the same, or the player once applying directly (1.10.2);
- "player": the player alone (applying directly after the federation declined);
- "decision": recording FIDE's decision needs four eyes: an officer of the federation or staff, who is neither the
  player nor the one who submitted the application.
"""

from django.db.models import Q

from players.access import is_officer_of, officer_federation_id

from .models import TitleApplication


def _acts_for_federation(user, application: TitleApplication) -> bool:
    return user.is_staff or is_officer_of(user, application.federation_id)


def _is_the_player(user, application: TitleApplication) -> bool:
    return application.player.user_id is not None and application.player.user_id == user.pk


def may_act(user, application: TitleApplication, role: str) -> bool:
    if not user.is_authenticated:
        return False
    if role == "player":
        return _is_the_player(user, application)
    if role == "decision":
        return (
            _acts_for_federation(user, application)
            and not _is_the_player(user, application)
            and application.submitted_by_id != user.pk
        )
    if _acts_for_federation(user, application):
        return True
    return role == "applicant" and application.applied_by_player and _is_the_player(user, application)


def applications_visible_to(user):
    """Applications this user may read: their federation's, their own, or all for staff."""
    if user.is_staff:
        return TitleApplication.objects.all()
    return TitleApplication.objects.filter(Q(player__user=user) | Q(federation_id=officer_federation_id(user)))
