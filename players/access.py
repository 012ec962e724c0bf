"""Who acts for which federation: the one place that reads a user's officer role."""

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet

from .models import Player


def officer_federation_id(user: AbstractBaseUser | None) -> int | None:
    officer = getattr(user, "federation_officer", None)
    return officer.federation_id if officer else None


def is_officer_of(user: AbstractBaseUser | None, federation_id: int | None) -> bool:
    return federation_id is not None and officer_federation_id(user) == federation_id


def players_visible_to(user: AbstractBaseUser | None) -> QuerySet[Player]:
    """The one rule for whose records a user may see: their own, their federation's as its officer, or all as staff."""
    if user is None or not user.is_authenticated:
        return Player.objects.none()
    if user.is_staff:
        return Player.objects.all()
    visible = Q(user=user)
    federation_id = officer_federation_id(user)
    if federation_id is not None:
        visible |= Q(federation_id=federation_id)
    return Player.objects.filter(visible)
