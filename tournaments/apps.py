from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from .events import upload_refused


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Tournaments and results")

    def ready(self):
        # Tasks import models, which exist only once the apps are ready.
        from .tasks import notify_upload_refusal

        upload_refused.register_task("tournaments.notify_refusal", notify_upload_refusal)
