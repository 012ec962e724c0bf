from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from .events import upload_refused


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Tournaments and results")

    def ready(self):
        # Tasks import models, which exist only once the apps are ready.
        from privatefiles.registry import register

        from .access import tournaments_overseen_by
        from .models import Tournament
        from .tasks import notify_upload_refusal

        upload_refused.register_task("tournaments.notify_refusal", notify_upload_refusal)
        # The QC chairman's agreement to a late report: the event's arbiters, its federations' officers, staff.
        register(
            Tournament,
            "late_report_scan",
            may_read=lambda user, tournament: tournaments_overseen_by(user).filter(pk=tournament.pk).exists(),
        )
