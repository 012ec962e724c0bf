from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")

    def ready(self) -> None:
        from players.access import may_see_private_records
        from privatefiles.registry import register

        from .models import ExternalNorm

        register(ExternalNorm, "certificate_scan", may_read=lambda user, norm: may_see_private_records(user, norm.player))
