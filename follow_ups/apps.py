from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class FollowUpsConfig(AppConfig):
    name = "follow_ups"
    verbose_name = _("Follow-ups")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from . import outbox

        outbox.connect_task_signals()
