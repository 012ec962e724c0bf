from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from knox.models import AuthToken


def api_tokens_of(*, user: AbstractBaseUser) -> QuerySet[AuthToken]:
    return AuthToken.objects.filter(user=user).select_related("label").order_by("-created")

