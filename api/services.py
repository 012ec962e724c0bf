"""Personal API tokens: created and revoked by their owner only."""

from datetime import timedelta

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from knox.models import AuthToken

from .models import ApiTokenLabel

# A forgotten token on an arbiter's laptop should not open the account for ever.
TOKEN_LIFETIME_DAYS = (30, 90, 365)


def api_token_create(*, user: AbstractBaseUser, name: str, days: int) -> tuple[AuthToken, str]:
    """Return the stored token and its secret, which is shown once and never stored in clear."""
    if days not in TOKEN_LIFETIME_DAYS:
        raise ValueError(f"lifetime must be one of {TOKEN_LIFETIME_DAYS} days")
    with transaction.atomic():
        token, secret = AuthToken.objects.create(user=user, expiry=timedelta(days=days))
        ApiTokenLabel.objects.create(token=token, name=name.strip())
    return token, secret


def api_token_revoke(*, user: AbstractBaseUser, token_key: str) -> int:
    """Revoke the user's token with this key; another user's key revokes nothing."""
    deleted, _ = AuthToken.objects.filter(user=user, token_key=token_key).delete()
    return deleted
