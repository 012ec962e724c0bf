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
        from players.access import may_see_private_records
        from privatefiles.registry import register
        from tournaments.selectors import uploads_stalled
        from tournaments.services import upload_gate_add

        from .administration import upload_gate
        from .models import ExternalNorm, QualifyingEvent
        from .tasks import announce_new_norms, evaluate_upload, reevaluate_player, reevaluate_tournament

        # An evaluation holds a lease while it runs: the sweep sends it again only once the lease expired.
        upload_received.register_task("titles.evaluate", evaluate_upload, stalled=uploads_stalled)
        upload_gate_add(gate=upload_gate)
        upload_evaluated.register_task("titles.announce_new_norms", announce_new_norms)
        player_facts_changed.register_task("titles.reevaluate", reevaluate_player)
        tournament_facts_changed.register_task("titles.reevaluate_tournament", reevaluate_tournament)
        register(ExternalNorm, "certificate_scan", may_read=lambda user, norm: may_see_private_records(user, norm.player))
        register(QualifyingEvent, "evidence", may_read=_may_read_qualifying_evidence)


def _may_read_qualifying_evidence(user, event) -> bool:
    """A candidate's evidence: the officers of the candidate's federation, staff, and the candidate as arbiter."""
    from players.access import is_officer_of

    candidate = event.candidate
    arbiter_user_id = candidate.arbiter.user_id if candidate.arbiter_id else None
    return user.is_staff or is_officer_of(user, candidate.federation_id) or (
        arbiter_user_id is not None and arbiter_user_id == user.pk
    )
