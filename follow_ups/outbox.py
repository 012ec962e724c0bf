"""The outbox of follow-ups: recorded with the event, sent after the commit, done when their task succeeds, and
sent again by the periodic sweep while pending (a broker that was down, a worker that died, a lost message)."""

import logging
from datetime import datetime, timedelta
from functools import partial

from celery.signals import task_postrun, task_prerun, task_success
from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from config.celery_app import TRANSIENT_ERRORS

from . import Event, FollowUp, events
from .models import PendingFollowUp

logger = logging.getLogger(__name__)

# Unique within one process: a task's start, by task id, so that an announcement made while it ran stays pending.
_task_started_at: dict[str, datetime] = {}


def follow_ups_record(*, event: Event, object_id: int) -> None:
    """Every follow-up of the event is pending for the object, in the caller's transaction."""
    now = timezone.now()
    rows = [
        PendingFollowUp(event=event.name, name=follow_up.name, object_id=object_id, announced_at=now)
        for follow_up in event.follow_ups
    ]
    PendingFollowUp.objects.bulk_create(
        rows,
        update_conflicts=True,
        unique_fields=["event", "name", "object_id"],
        update_fields=["state", "attempts", "announced_at", "sent_at", "done_at"],
    )


def follow_ups_send_on_commit(*, event: Event, object_id: int) -> None:
    for follow_up in event.follow_ups:
        transaction.on_commit(partial(follow_up_send, event=event, follow_up=follow_up, object_id=object_id))


def follow_up_send(*, event: Event, follow_up: FollowUp, object_id: int) -> bool:
    """Start the follow-up. A broker or database that is down is logged, not raised: the follow-up stays
    pending and the sweep sends it when they are back. A follow-up without a task is done once started."""
    try:
        follow_up.start(object_id)
        now = timezone.now()
        pending = PendingFollowUp.objects.filter(
            event=event.name, name=follow_up.name, object_id=object_id, state=PendingFollowUp.State.PENDING
        )
        if follow_up.task_name is None:
            pending.update(state=PendingFollowUp.State.DONE, sent_at=now, done_at=now, attempts=F("attempts") + 1)
        else:
            pending.update(sent_at=now, attempts=F("attempts") + 1)
    except TRANSIENT_ERRORS as error:
        logger.warning("%s(%s) of %s not sent now (%s); the sweep will send it", follow_up.name, object_id, event.name, error)
        return False
    return True


def follow_ups_completed(*, task_name: str, object_id: int, started_at: datetime) -> int:
    """The task of these follow-ups succeeded for the object: each announced before it started is done."""
    owed = [
        Q(event=event.name, name=follow_up.name)
        for event in events.values()
        for follow_up in event.follow_ups
        if follow_up.task_name == task_name
    ]
    if not owed:
        return 0
    any_owed = owed[0]
    for condition in owed[1:]:
        any_owed |= condition
    return PendingFollowUp.objects.filter(
        any_owed, object_id=object_id, state=PendingFollowUp.State.PENDING, announced_at__lte=started_at
    ).update(state=PendingFollowUp.State.DONE, done_at=timezone.now())


def follow_ups_send_pending() -> list[tuple[str, str, int]]:
    """The sweep: send again every follow-up still pending that is due. Never sent (the broker was down):
    FOLLOW_UP_UNSENT_GRACE_SECONDS after the announcement. Sent: when its follow-up says its work stalled
    (an expired lease), else FOLLOW_UP_RESEND_AFTER_SECONDS after the last send. One sent
    FOLLOW_UP_MAX_ATTEMPTS times is given up, and staff hear of it."""
    now = timezone.now()
    unsent_before = now - timedelta(seconds=settings.FOLLOW_UP_UNSENT_GRACE_SECONDS)
    resend_before = now - timedelta(seconds=settings.FOLLOW_UP_RESEND_AFTER_SECONDS)
    pending = PendingFollowUp.objects.filter(state=PendingFollowUp.State.PENDING).filter(
        Q(sent_at__isnull=True, announced_at__lt=unsent_before) | Q(sent_at__isnull=False)
    )
    by_follow_up: dict[tuple[str, str], list[PendingFollowUp]] = {}
    for row in pending.order_by("announced_at", "pk"):
        by_follow_up.setdefault((row.event, row.name), []).append(row)
    sent = []
    for (event_name, name), rows in by_follow_up.items():
        event = events.get(event_name)
        if event is None or name not in {follow_up.name for follow_up in event.follow_ups}:
            logger.error("A pending follow-up %s of %s is no longer declared; it is left as it is", name, event_name)
            continue
        follow_up = event.follow_up(name)
        for row in _due(follow_up, rows, resend_before):
            if row.attempts >= settings.FOLLOW_UP_MAX_ATTEMPTS:
                logger.error("%s(%s) of %s was sent %s times and never completed; given up", name, row.object_id, event_name, row.attempts)
                PendingFollowUp.objects.filter(pk=row.pk, state=PendingFollowUp.State.PENDING).update(
                    state=PendingFollowUp.State.GIVEN_UP
                )
                continue
            logger.warning("%s(%s) of %s is still pending; sending it again", name, row.object_id, event_name)
            if follow_up_send(event=event, follow_up=follow_up, object_id=row.object_id):
                sent.append((event_name, name, row.object_id))
    return sent


def _due(follow_up: FollowUp, rows: list[PendingFollowUp], resend_before: datetime) -> list[PendingFollowUp]:
    unsent = [row for row in rows if row.sent_at is None]
    sent = [row for row in rows if row.sent_at is not None]
    if follow_up.stalled is not None:
        stalled = set(follow_up.stalled([row.object_id for row in sent])) if sent else set()
        return unsent + [row for row in sent if row.object_id in stalled]
    return unsent + [row for row in sent if row.sent_at < resend_before]


def _followed_up_task(task) -> bool:
    return any(follow_up.task_name == task.name for event in events.values() for follow_up in event.follow_ups)


def _task_started(sender=None, task_id=None, **kwargs) -> None:
    if sender is not None and _followed_up_task(sender):
        _task_started_at[task_id] = timezone.now()


def _task_succeeded(sender=None, **kwargs) -> None:
    started_at = _task_started_at.pop(sender.request.id, None)
    if started_at is None or not sender.request.args:
        return
    object_id = sender.request.args[0]
    try:
        follow_ups_completed(task_name=sender.name, object_id=object_id, started_at=started_at)
    except TRANSIENT_ERRORS as error:
        # The work is done; the sweep sends it again, finds nothing left to do and records it done then.
        logger.warning("%s(%s) succeeded but could not be recorded done (%s)", sender.name, object_id, error)


def _task_ended(task_id=None, **kwargs) -> None:
    _task_started_at.pop(task_id, None)


def connect_task_signals() -> None:
    task_prerun.connect(_task_started, weak=False, dispatch_uid="follow_ups.started")
    task_success.connect(_task_succeeded, weak=False, dispatch_uid="follow_ups.succeeded")
    task_postrun.connect(_task_ended, weak=False, dispatch_uid="follow_ups.ended")
