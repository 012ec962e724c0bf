"""Follow-ups: declared by the layer that does the work, recorded with their event (the outbox), started in order
once the announcing transaction commits, done when their task succeeds, and sent again by the sweep until then."""

import datetime
import logging

import kombu.exceptions
import pytest
from celery import shared_task
from django.core.exceptions import ImproperlyConfigured
from django.db import transaction
from django.utils import timezone

from follow_ups import Event
from follow_ups.models import PendingFollowUp
from follow_ups.outbox import follow_ups_send_pending
from players.events import player_facts_changed
from titles.events import norms_judged_again, upload_evaluated
from tournaments.events import upload_received, upload_refused

pytestmark = pytest.mark.django_db

done_by_probe: list[int] = []


@shared_task(name="tests.follow_ups.probe")
def probe_task(object_id: int) -> int:
    if object_id < 0:
        raise RuntimeError("a bug in the follow-up")
    done_by_probe.append(object_id)
    return object_id


@pytest.fixture(autouse=True)
def _forget_probe_runs():
    done_by_probe.clear()


def names(event: Event) -> list[str]:
    return [follow_up.name for follow_up in event.follow_ups]


def states(event: Event) -> dict[tuple[str, int], str]:
    return {(row.name, row.object_id): row.state for row in PendingFollowUp.objects.filter(event=event.name)}


def test_every_app_declares_its_follow_ups_in_the_documented_order():
    assert names(upload_received) == ["titles.evaluate"]
    assert names(upload_refused) == ["tournaments.notify_refusal"]
    assert names(upload_evaluated) == ["titles.announce_new_norms", "certificates.issue", "classification.evaluate"]
    assert names(norms_judged_again) == ["certificates.issue"]
    assert names(player_facts_changed) == ["titles.reevaluate"]


@pytest.mark.django_db(transaction=True)
def test_follow_ups_start_in_order_after_the_commit_and_never_after_a_rollback():
    started = []
    event = Event("probe order")
    event.register("first", lambda object_id: started.append(("first", object_id)))
    event.register("second", lambda object_id: started.append(("second", object_id)))
    with transaction.atomic():
        event.announce(7)
        assert started == []
        assert states(event) == {("first", 7): "pending", ("second", 7): "pending"}
    assert started == [("first", 7), ("second", 7)]
    assert states(event) == {("first", 7): "done", ("second", 7): "done"}
    with pytest.raises(RuntimeError), transaction.atomic():
        event.announce(8)
        raise RuntimeError("rolled back")
    assert started == [("first", 7), ("second", 7)]
    assert (("first", 8)) not in states(event)


@pytest.mark.django_db(transaction=True)
def test_a_task_follow_up_is_done_when_its_task_succeeded_and_stays_pending_when_it_failed():
    event = Event("probe task")
    event.register_task("probe.run", probe_task)
    event.announce(3)
    assert done_by_probe == [3]
    assert states(event) == {("probe.run", 3): "done"}
    with pytest.raises(RuntimeError):
        event.announce(-1)
    row = PendingFollowUp.objects.get(event=event.name, object_id=-1)
    assert row.state == PendingFollowUp.State.PENDING


def test_a_follow_up_announced_again_while_its_task_runs_stays_pending_for_the_next_run():
    event = Event("probe rerun")

    @shared_task(name="tests.follow_ups.announces_again")
    def announces_again(object_id: int) -> None:
        event.announce(object_id)  # the facts changed again while this run was reading them

    event.register_task("probe.again", announces_again)
    with transaction.atomic():
        PendingFollowUp.objects.create(event=event.name, name="probe.again", object_id=4, announced_at=timezone.now())
    announces_again.apply(args=[4])
    assert states(event) == {("probe.again", 4): "pending"}


def test_a_broker_down_leaves_the_follow_up_pending_and_the_sweep_sends_it_when_it_is_back(monkeypatch, settings, caplog):
    settings.FOLLOW_UP_UNSENT_GRACE_SECONDS = 10
    event = Event("probe broker")
    event.register_task("probe.run", probe_task)

    def broker_down(*args, **kwargs):
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6391. Connection refused.")

    monkeypatch.setattr(probe_task, "delay", broker_down)
    event.announce_again(5)  # no error for the announcing request
    row = PendingFollowUp.objects.get(event=event.name)
    assert (row.state, row.sent_at, row.attempts) == ("pending", None, 0)
    assert "not sent now" in caplog.text
    monkeypatch.undo()
    assert follow_ups_send_pending() == []  # within the grace: the commit's own send may still come
    PendingFollowUp.objects.update(announced_at=timezone.now() - datetime.timedelta(seconds=11))
    assert follow_ups_send_pending() == [(event.name, "probe.run", 5)]
    assert done_by_probe == [5]
    assert states(event) == {("probe.run", 5): "done"}


def test_the_sweep_sends_again_after_the_resend_delay_and_gives_up_after_the_last_attempt(monkeypatch, settings, caplog):
    settings.FOLLOW_UP_RESEND_AFTER_SECONDS = 60
    settings.FOLLOW_UP_MAX_ATTEMPTS = 2
    event = Event("probe lost")
    event.register_task("probe.run", probe_task)
    sent = []
    monkeypatch.setattr(probe_task, "delay", sent.append)  # sent, then lost with the worker
    event.announce_again(6)
    assert follow_ups_send_pending() == []
    long_ago = timezone.now() - datetime.timedelta(seconds=61)
    PendingFollowUp.objects.update(sent_at=long_ago)
    assert follow_ups_send_pending() == [(event.name, "probe.run", 6)]
    PendingFollowUp.objects.update(sent_at=long_ago)
    with caplog.at_level(logging.ERROR):
        assert follow_ups_send_pending() == []
    assert sent == [6, 6]
    assert states(event) == {("probe.run", 6): "given_up"}
    assert "never completed" in caplog.text


def test_a_follow_up_with_a_lease_is_sent_again_only_when_it_says_its_work_stalled(monkeypatch):
    event = Event("probe lease")
    stalled = {8}
    event.register_task("probe.run", probe_task, stalled=lambda ids: [item for item in ids if item in stalled])
    sent = []
    monkeypatch.setattr(probe_task, "delay", sent.append)
    event.announce_again(7)
    event.announce_again(8)
    assert follow_ups_send_pending() == [(event.name, "probe.run", 8)]
    assert sent == [7, 8, 8]


def test_a_follow_up_is_started_again_by_its_name():
    started = []
    event = Event("probe name")
    event.register("only", started.append)
    event.follow_up("only").start(3)
    event.announce_again(4)
    assert started == [3, 4]


def test_two_different_follow_ups_cannot_share_a_name():
    event = Event("probe names")
    event.register("same", print)
    event.register("same", print)
    with pytest.raises(ImproperlyConfigured):
        event.register("same", repr)
