from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")

    def ready(self):
        from tournaments.signals import tournament_facts_changed

        from .tasks import on_tournament_facts_changed

        tournament_facts_changed.connect(on_tournament_facts_changed, dispatch_uid="titles-judge-tournament-again")
