from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PreferencesConfig(AppConfig):
    name = "preferences"
    verbose_name = _("User preferences")

    def ready(self):
        from . import signals  # noqa: F401  (connects the receivers)
