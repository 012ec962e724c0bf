from celery import shared_task
from django.db import transaction


@shared_task(acks_late=True)
def reevaluate_for_players(player_ids: list[int]) -> dict:
    from .reevaluation import players_facts_changed

    report = players_facts_changed(player_ids=player_ids)
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


def enqueue_reevaluation(player_ids: list[int]) -> None:
    """Judge again once the change is committed, so that the worker sees it."""
    transaction.on_commit(lambda: reevaluate_for_players.delay(sorted(set(player_ids))))


@shared_task(acks_late=True)
def reevaluate_tournament(tournament_id: int) -> dict:
    from .reevaluation import tournament_facts_changed

    report = tournament_facts_changed(tournament_id=tournament_id)
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


def on_tournament_facts_changed(sender, *, tournament_id: int, **kwargs) -> None:
    """Sent after the change commits, so the worker sees it."""
    reevaluate_tournament.delay(tournament_id)


def on_player_facts_changed(sender, *, player_ids: list[int], **kwargs) -> None:
    enqueue_reevaluation(player_ids)
