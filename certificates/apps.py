from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from titles.events import norms_judged_again, upload_evaluated


class CertificatesConfig(AppConfig):
    name = "certificates"
    verbose_name = _("Certificates and forms (IT1, IT2, IT3)")

    def ready(self):
        # Tasks import models, which exist only once the apps are ready.
        from .tasks import issue_certificates

        # IT1 certificates follow every judgement of norms, in their own task: rendering never holds up verdicts.
        upload_evaluated.register_task("certificates.issue", issue_certificates)
        norms_judged_again.register_task("certificates.issue", issue_certificates)
