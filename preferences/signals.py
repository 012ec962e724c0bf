from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from .middleware import SESSION_KEY
from .selectors import language_of


@receiver(user_logged_in)
def restore_account_language(sender, request, user, **kwargs):
    language = language_of(user=user)
    if language and request is not None:
        request.session[SESSION_KEY] = language
