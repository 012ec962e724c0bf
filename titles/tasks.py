from celery import Task, shared_task
from celery.exceptions import Ignore, TimeLimitExceeded

from config.celery_app import RETRY_POLICY
from tournaments.services import UploadBusy

from . import administration, notices, reevaluation, services


class EvaluationTask(Task):
    def on_failure(self, exc, task_id, args, kwargs, einfo):
        """Killed at the hard time limit (which the soft one did not stop): the upload fails with that reason.
        Celery calls this in the worker's main process, as the evaluating process is gone."""
        if isinstance(exc, TimeLimitExceeded):
            services.upload_stopped_by_time_limit(upload_id=args[0])


@shared_task(base=EvaluationTask, bind=True, acks_late=True, **RETRY_POLICY)
def evaluate_upload(self, upload_id: int) -> str:
    try:
        return services.upload_evaluate(upload_id=upload_id, owner=f"{self.request.hostname}/{self.request.id}").status
    except UploadBusy:
        # Another run holds the lease and finishes it; this one is no failure, and completes no follow-up.
        raise Ignore() from None


@shared_task(acks_late=True, **RETRY_POLICY)
def announce_new_norms(upload_id: int) -> int:
    return len(notices.upload_announce_norm_changes(upload_id=upload_id))


@shared_task(acks_late=True, **RETRY_POLICY)
def reevaluate_player(player_id: int) -> dict:
    report = reevaluation.players_facts_changed(player_ids=[player_id])
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


@shared_task(acks_late=True, **RETRY_POLICY)
def reevaluate_tournament(tournament_id: int) -> dict:
    report = reevaluation.tournament_facts_changed(tournament_id=tournament_id)
    return {"uploads": report.uploads, "applications": report.applications, "changed": len(report.changed)}


@shared_task
def send_report_reminders() -> int:
    return len(administration.tournaments_remind_report_due())
