from django.apps import AppConfig
from django.db.backends.signals import connection_created


class WebConfig(AppConfig):
    """The site's pages: every HTML view, form, URL configuration and template tag, by area. It owns no model."""

    name = "web"

    def ready(self):
        from config.data_version import watch_writes

        # The kept pages' version moves with every write of any process that loads the apps (web, workers,
        # commands).
        connection_created.connect(watch_writes, dispatch_uid="config.data_version.watch_writes")
