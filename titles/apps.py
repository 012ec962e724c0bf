from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from players.events import player_facts_changed
from tournaments.events import tournament_facts_changed, upload_received

from .events import upload_evaluated


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")

    def ready(self):
        # Tasks import models, which exist only once the apps are ready.
        from .tasks import announce_new_norms, evaluate_upload, reevaluate_player, reevaluate_tournament

        upload_received.register_task("titles.evaluate", evaluate_upload)
        upload_evaluated.register_task("titles.announce_new_norms", announce_new_norms)
        player_facts_changed.register("titles.reevaluate", reevaluate_player)
        tournament_facts_changed.register_task("titles.reevaluate_tournament", reevaluate_tournament)
