from celery import shared_task

from . import administration, notices, reevaluation, services


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def evaluate_upload(upload_id: int) -> str:
    return services.upload_evaluate(upload_id=upload_id).status


@shared_task(acks_late=True)
def announce_new_norms(upload_id: int) -> int:
    return len(notices.upload_announce_new_norms(upload_id=upload_id))


@shared_task(acks_late=True)
def reevaluate_for_players(player_ids: list[int]) -> dict:
    report = reevaluation.players_facts_changed(player_ids=player_ids)
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


@shared_task(acks_late=True)
def reevaluate_tournament(tournament_id: int) -> dict:
    report = reevaluation.tournament_facts_changed(tournament_id=tournament_id)
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


def reevaluate_player(player_id: int) -> None:
    reevaluate_for_players.delay([player_id])


@shared_task
def send_report_reminders() -> int:
    return len(administration.tournaments_remind_report_due())
