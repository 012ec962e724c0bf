from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TitlesConfig(AppConfig):
    name = "titles"
    verbose_name = _("Titles and norms")

    def ready(self) -> None:
        from players.access import may_see_private_records
        from players.signals import player_facts_changed
        from privatefiles.registry import register
        from tournaments.signals import tournament_facts_changed

        from .models import ExternalNorm, QualifyingEvent
        from .tasks import on_player_facts_changed, on_tournament_facts_changed

        tournament_facts_changed.connect(on_tournament_facts_changed, dispatch_uid="titles-judge-tournament-again")
        player_facts_changed.connect(on_player_facts_changed, dispatch_uid="titles-judge-players-again")
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
