import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

app = Celery("titledesk")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# Work that people wait for (an upload's verdicts, notices) stays on the default queue; bulk work (printing
# certificates, the national classification, the rating list) goes to its own queue and workers, so that a
# big batch never delays the next upload's verdicts. README, "Running in production", gives the workers.
BULK_TASK_PREFIXES = ("certificates.tasks.", "classification.tasks.", "players.tasks.")


def bulk_queue(default_queue: str) -> str:
    return f"{default_queue}.bulk"


def route_task(name, args, kwargs, options, task=None, **rest):
    """Celery router: the bulk queue is named after the default one, so a test worker's own queue has its own."""
    if name.startswith(BULK_TASK_PREFIXES):
        return {"queue": bulk_queue(app.conf.task_default_queue)}
    return None
