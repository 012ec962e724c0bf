"""The outbox of follow-ups: recorded with the event, sent after the commit, done when their task succeeds, and
sent again by the periodic sweep while pending (a broker that was down, a worker that died, a lost message)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from functools import partial
from typing import TYPE_CHECKING

from celery.signals import task_postrun, task_prerun, task_success
from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from config.celery_app import TRANSIENT_ERRORS

from .models import PendingFollowUp
from .registry import FollowUp, events

if TYPE_CHECKING:
    from . import Event

logger = logging.getLogger(__name__)

# What each running task of a follow-up owes, by task id: the pending rows and when each was announced, read as it
# started, so that its success completes those and an announcement made while it ran stays pending (no clocks).
_owed_at_start: dict[str, dict[int, datetime]] = {}


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


def _owed_by_task(*, task_name: str, object_id: int):
    """The pending rows of every follow-up that this task completes for the object."""
    owed = [
        Q(event=event.name, name=follow_up.name)
        for event in events.values()
        for follow_up in event.follow_ups
        if follow_up.task_name == task_name
    ]
    any_owed = owed[0]
    for condition in owed[1:]:
        any_owed |= condition
    return PendingFollowUp.objects.filter(any_owed, object_id=object_id, state=PendingFollowUp.State.PENDING)


def follow_ups_owed(*, task_name: str, object_id: int) -> dict[int, datetime]:
    return dict(_owed_by_task(task_name=task_name, object_id=object_id).values_list("pk", "announced_at"))


def follow_ups_completed(*, owed: dict[int, datetime]) -> int:
    """The task succeeded: what it owed when it started is done, unless announced again since."""
    now = timezone.now()
    return sum(
        PendingFollowUp.objects.filter(pk=pk, state=PendingFollowUp.State.PENDING, announced_at=announced_at).update(
            state=PendingFollowUp.State.DONE, done_at=now
        )
        for pk, announced_at in owed.items()
    )


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


def _task_started(sender=None, task_id=None, args=None, **kwargs) -> None:
    if sender is None or not args or not _followed_up_task(sender):
        return
    try:
        _owed_at_start[task_id] = follow_ups_owed(task_name=sender.name, object_id=args[0])
    except TRANSIENT_ERRORS as error:
        # The task itself will meet the same error and be retried; this run records nothing done.
        logger.warning("%s(%s): what it owes could not be read (%s)", sender.name, args[0], error)


def _task_succeeded(sender=None, **kwargs) -> None:
    owed = _owed_at_start.pop(sender.request.id, None)
    if not owed:
        return
    try:
        follow_ups_completed(owed=owed)
    except TRANSIENT_ERRORS as error:
        # The work is done; the sweep sends it again, finds nothing left to do and records it done then.
        logger.warning("%s%r succeeded but could not be recorded done (%s)", sender.name, sender.request.args, error)


def _task_ended(task_id=None, **kwargs) -> None:
    _owed_at_start.pop(task_id, None)


def connect_task_signals() -> None:
    task_prerun.connect(_task_started, weak=False, dispatch_uid="follow_ups.started")
    task_success.connect(_task_succeeded, weak=False, dispatch_uid="follow_ups.succeeded")
    task_postrun.connect(_task_ended, weak=False, dispatch_uid="follow_ups.ended")
