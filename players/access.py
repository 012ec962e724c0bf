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
    return Player.objects.filter(Q(user=user) | Q(federation_id=officer_federation_id(user), federation__isnull=False))


def may_see_player(user: AbstractBaseUser | None, *, player_id: int, federation_id: int | None, user_id: int | None) -> bool:
    """The same rule as ``players_visible_to`` for one player already at hand, without a query."""
    if user is None or not user.is_authenticated:
        return False
    return user.is_staff or user_id == user.pk or is_officer_of(user, federation_id)

def may_see_private_records(user: AbstractBaseUser, player) -> bool:
    """A player's private documents (evidence, scans): the player, the officers of their federation, staff."""
    return user.is_staff or (player.user_id is not None and player.user_id == user.pk) or is_officer_of(
        user, player.federation_id
    )
