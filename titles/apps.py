from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")
