from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet
from knox.models import AuthToken

from players.access import officer_federation_id
from players.models import Player


def api_tokens_of(*, user: AbstractBaseUser) -> QuerySet[AuthToken]:
    return AuthToken.objects.filter(user=user).select_related("label").order_by("-created")


def players_visible_to(user: AbstractBaseUser) -> QuerySet[Player]:
    """The player's own record, the players of an officer's federation; staff see everyone."""
    players = Player.objects.select_related("federation").prefetch_related("titles")
    if user.is_staff:
        return players
    federation_id = officer_federation_id(user)
    allowed = Q(user=user) if user.is_authenticated else Q(pk__in=[])
    if federation_id is not None:
        allowed |= Q(federation_id=federation_id)
    return players.filter(allowed)
