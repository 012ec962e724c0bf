from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")

    def ready(self):
        from players.signals import player_facts_changed
        from tournaments.signals import tournament_facts_changed

        from .tasks import on_player_facts_changed, on_tournament_facts_changed

        tournament_facts_changed.connect(on_tournament_facts_changed, dispatch_uid="titles-judge-tournament-again")
        player_facts_changed.connect(on_player_facts_changed, dispatch_uid="titles-judge-players-again")
