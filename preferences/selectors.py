from django.contrib.auth.models import AbstractBaseUser

from .models import Preference


def language_of(*, user: AbstractBaseUser) -> str | None:
    """The language the user chose on their account, or None (then the browser's language applies)."""
    if not user.is_authenticated:
        return None
    return Preference.objects.filter(user=user).values_list("language", flat=True).first()
