"""Work that follows an event of a lower layer, declared by the higher layer that does it.

A layer announces its events (an upload received, an upload's norms evaluated, a player's facts changed)
without knowing who follows them up; each app that follows one registers a named follow-up in its
`AppConfig.ready`. Follow-ups start once the announcing transaction commits, in the order they were
registered (the order of INSTALLED_APPS), so that none of them sees uncommitted data or runs for work that
was rolled back. A follow-up takes the id of the object the event is about, and nothing else, and only
enqueues its own Celery task: the task does the work, idempotently, and a failure there never touches the
announcing layer. A follow-up's name is stable (`"app.verb"`), so that it can be recorded and run again by
name.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from django.core.exceptions import ImproperlyConfigured
from django.db import transaction

from config.celery_app import TRANSIENT_ERRORS

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class FollowUp:
    name: str
    start: Callable[[int], object]


@dataclass(frozen=True)
class TaskStart:
    """Send a Celery task with the id. A broker that is down is logged, not raised: the announcing work is
    committed, and the periodic sweeps start what is still pending when the broker is back."""

    task: object

    def __call__(self, object_id: int) -> None:
        try:
            self.task.delay(object_id)
        except TRANSIENT_ERRORS as error:
            logger.warning("%s(%s) not sent now (%s); the periodic sweep will send it", self.task.name, object_id, error)


class Event:
    def __init__(self, name: str):
        self.name = name
        self._follow_ups: dict[str, FollowUp] = {}

    def __repr__(self) -> str:
        return f"<Event {self.name}: {', '.join(self._follow_ups) or 'no follow-ups'}>"

    def register(self, name: str, start: Callable[[int], object]) -> None:
        """Declare a follow-up; registering the same one again (a second `ready`) changes nothing."""
        registered = self._follow_ups.get(name)
        if registered is not None and registered.start != start:
            raise ImproperlyConfigured(f"two follow-ups of {self.name} are named {name}")
        self._follow_ups[name] = FollowUp(name, start)

    def register_task(self, name: str, task) -> None:
        """Declare a follow-up that sends this Celery task with the id."""
        self.register(name, TaskStart(task))

    @property
    def follow_ups(self) -> tuple[FollowUp, ...]:
        return tuple(self._follow_ups.values())

    def follow_up(self, name: str) -> FollowUp:
        return self._follow_ups[name]

    def announce(self, object_id: int) -> None:
        """Start every follow-up with this id once the current transaction commits (at once outside one)."""
        for follow_up in self._follow_ups.values():
            transaction.on_commit(partial(follow_up.start, object_id))

    def announce_again(self, object_id: int) -> None:
        """Start every follow-up with this id now: the event was committed long ago and its follow-ups were lost."""
        for follow_up in self._follow_ups.values():
            follow_up.start(object_id)
