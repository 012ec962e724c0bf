from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PrivateFilesConfig(AppConfig):
    name = "privatefiles"
    verbose_name = _("Private files")
