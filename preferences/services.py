from django.contrib.auth.models import AbstractBaseUser

from .models import Preference


def preference_set_language(*, user: AbstractBaseUser, language: str) -> Preference:
    preference, _created = Preference.objects.update_or_create(user=user, defaults={"language": language})
    return preference
