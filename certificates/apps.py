from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class CertificatesConfig(AppConfig):
    name = "certificates"
    verbose_name = _("Certificates and forms (IT1, IT2, IT3)")
