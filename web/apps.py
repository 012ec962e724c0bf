from django.apps import AppConfig


class WebConfig(AppConfig):
    """The site's pages: every HTML view, form, URL configuration and template tag, by area. It owns no model."""

    name = "web"
