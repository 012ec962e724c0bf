from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ClassificationConfig(AppConfig):
    name = "classification"
    verbose_name = _("Ukrainian national classification")
