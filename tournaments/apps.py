from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Tournaments and results")

    def ready(self) -> None:
        from privatefiles.registry import register

        from .access import tournaments_overseen_by
        from .models import Tournament

        # The QC chairman's agreement to a late report: the event's arbiters, its federations' officers, staff.
        register(
            Tournament,
            "late_report_scan",
            may_read=lambda user, tournament: tournaments_overseen_by(user).filter(pk=tournament.pk).exists(),
        )
