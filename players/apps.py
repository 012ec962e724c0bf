from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PlayersConfig(AppConfig):
    name = "players"
    verbose_name = _("Players and federations")

    def ready(self) -> None:
        from privatefiles.registry import register

        from .access import may_see_private_records
        from .models import RatingEntry

        register(RatingEntry, "evidence", may_read=lambda user, entry: may_see_private_records(user, entry.player))
