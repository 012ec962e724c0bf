import logging
import os

import kombu.exceptions
import psycopg
import redis.exceptions
from celery import Celery
from celery.signals import after_setup_logger
from django.db import transaction
from django.db.utils import InterfaceError, OperationalError
from django.utils.log import AdminEmailHandler

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

app = Celery("titledesk")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

logger = logging.getLogger(__name__)

# The database or the broker away for a moment: worth retrying with backoff. Anything else is the input's
# fault (the task turns it into a verdict) or a bug (the task fails and staff hear of it).
TRANSIENT_ERRORS = (
    OperationalError,
    InterfaceError,
    psycopg.OperationalError,  # raised outside Django's wrapping, e.g. while a dropped connection is closed
    kombu.exceptions.OperationalError,
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    ConnectionError,
    TimeoutError,
)
# The one retry policy of every task that is not periodic: 2, 4, 8 ... seconds, at most two minutes apart, for
# about half an hour; after that the follow-up sweep sends whatever is still pending. A periodic task is not
# retried: its next run is its retry.
RETRY_POLICY = {
    "autoretry_for": TRANSIENT_ERRORS,
    "retry_backoff": 2,
    "retry_backoff_max": 120,
    "retry_jitter": True,
    "max_retries": 20,
}


def send_after_commit(task, *args) -> None:
    """Send `task` once the current transaction commits. A broker that is down is logged, not raised: what was
    committed is the record of the work, and the periodic sweeps send it when the broker is back."""

    def send() -> None:
        try:
            task.delay(*args)
        except TRANSIENT_ERRORS as error:
            logger.warning("%s%r not sent now (%s); the periodic sweep will send it", task.name, args, error)

    transaction.on_commit(send)


@after_setup_logger.connect
def _mail_admins_on_errors(logger, **kwargs):
    """The worker's root logger is Celery's: errors there reach ADMINS as they do from the web."""
    handler = AdminEmailHandler()
    handler.setLevel(logging.ERROR)
    logger.addHandler(handler)


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
