from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from titles.events import upload_evaluated


class ClassificationConfig(AppConfig):
    name = "classification"
    verbose_name = _("Ukrainian national classification")

    def ready(self):
        # Tasks import models, which exist only once the apps are ready.
        from .tasks import evaluate_national_results

        # Its own task, so that a failure of the national classification never fails the FIDE evaluation.
        upload_evaluated.register_task("classification.evaluate", evaluate_national_results)
