from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = _("Accounts")

    def ready(self) -> None:
        from django.contrib.auth import get_user_model
        from django.contrib.auth.signals import user_logged_in
        from django.db.models.signals import post_delete, post_save
        from django_otp.plugins.otp_totp.models import TOTPDevice

        from . import services, tasks
        from .events import password_reset_requested

        user_logged_in.connect(services.session_shorten_for_privileged, dispatch_uid="accounts.session_shorten_for_privileged")
        post_save.connect(
            services.password_changed_revoke_tokens, sender=get_user_model(),
            dispatch_uid="accounts.password_changed_revoke_tokens",
        )
        post_save.connect(services.device_added_tell, sender=TOTPDevice, dispatch_uid="accounts.device_added_tell")
        post_delete.connect(
            services.device_removed_revoke_tokens, sender=TOTPDevice, dispatch_uid="accounts.device_removed_revoke_tokens"
        )
        password_reset_requested.register_task("accounts.mail_password_reset", tasks.mail_password_reset)
