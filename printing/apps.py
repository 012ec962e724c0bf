from django.apps import AppConfig
from django.core import checks
from django.utils.translation import gettext_lazy as _


class PrintingConfig(AppConfig):
    name = "printing"
    verbose_name = _("Printing")

    def ready(self):
        from .fonts import shipped_fonts_check
        from .signing import signing_key_check

        # At start-up (runserver, migrate, check, CI's deploy check) rather than at the first certificate a
        # worker prints, hours later, for a chief arbiter waiting on it.
        checks.register(shipped_fonts_check)
        checks.register(signing_key_check)
