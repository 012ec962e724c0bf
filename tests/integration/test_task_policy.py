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


def test_a_sweep_cut_short_by_the_database_waits_for_the_next_beat_without_an_error(monkeypatch, caplog):
    """The sweep is periodic and never retried: a connection lost mid-sweep leaves its rows pending for the next
    beat, and is logged as a warning, as a follow-up sent at once is (follow_ups.outbox.follow_up_send)."""
    from django.db.utils import OperationalError

    from follow_ups import outbox, tasks

    def lost(*args, **kwargs):
        raise OperationalError("terminating connection due to administrator command")

    monkeypatch.setattr(outbox, "follow_ups_send_pending", lost)
    assert tasks.send_pending_follow_ups() == 0
    assert [record.levelname for record in caplog.records if record.name == "follow_ups.tasks"] == ["WARNING"]
