"""Who acts for which federation: the one place that reads a user's officer role."""

from django.contrib.auth.models import AbstractBaseUser


def officer_federation_id(user: AbstractBaseUser | None) -> int | None:
    officer = getattr(user, "federation_officer", None)
    return officer.federation_id if officer else None


def is_officer_of(user: AbstractBaseUser | None, federation_id: int | None) -> bool:
    return federation_id is not None and officer_federation_id(user) == federation_id


def may_see_private_records(user: AbstractBaseUser, player) -> bool:
    """A player's private documents (evidence, scans): the player, the officers of their federation, staff."""
    return user.is_staff or (player.user_id is not None and player.user_id == user.pk) or is_officer_of(
        user, player.federation_id
    )
