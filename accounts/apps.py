from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_in

        from .services import session_shorten_for_privileged

        user_logged_in.connect(session_shorten_for_privileged, dispatch_uid="accounts.session_shorten_for_privileged")
