"""One policy for every task: idempotent work acknowledged late, transient errors of the database and the broker
retried with backoff, and no task allowed longer than the broker waits before handing its message on."""

import psycopg
import pytest
from django.conf import settings
from django.db import InterfaceError, OperationalError

from config.celery_app import RETRY_POLICY, TRANSIENT_ERRORS, app

PERIODIC = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}


def project_tasks():
    app.loader.import_default_modules()
    return [task for name, task in sorted(app.tasks.items()) if not name.startswith("celery.") and ".tasks." in name]


@pytest.mark.parametrize("error", [OperationalError, InterfaceError, psycopg.OperationalError, ConnectionError])
def test_the_transient_errors_include_the_database_and_the_broker_gone_for_a_moment(error):
    assert issubclass(error, TRANSIENT_ERRORS)


def test_every_task_that_is_not_periodic_retries_transient_errors_with_backoff():
    retried = [task for task in project_tasks() if task.name not in PERIODIC]
    assert len(retried) >= 8
    for task in retried:
        assert set(TRANSIENT_ERRORS) <= set(task.autoretry_for), task.name
        assert (task.retry_backoff, task.max_retries) == (RETRY_POLICY["retry_backoff"], RETRY_POLICY["max_retries"]), task.name
        assert task.acks_late, task.name


def test_no_task_may_run_longer_than_the_broker_keeps_its_message_from_other_workers():
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"]
    for task in project_tasks():
        assert (task.time_limit or settings.CELERY_TASK_TIME_LIMIT) < visibility, task.name


def test_the_sweep_of_pending_follow_ups_is_scheduled():
    assert "follow_ups.tasks.send_pending_follow_ups" in PERIODIC
