"""Who may read and act on title applications."""

from django.db.models import Q

from players.access import is_officer_of, officer_federation_id

from .models import TitleApplication


def may_act(user, application: TitleApplication, role: str) -> bool:
    if is_officer_of(user, application.federation_id):
        return True
    return role == "applicant" and application.applied_by_player and application.player.user_id == user.pk


def applications_visible_to(user):
    """Applications this user may read: their federation's, their own, or all for staff."""
    if user.is_staff:
        return TitleApplication.objects.all()
    return TitleApplication.objects.filter(Q(player__user=user) | Q(federation_id=officer_federation_id(user)))
