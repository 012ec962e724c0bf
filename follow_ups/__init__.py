"""Work that follows an event of a lower layer, declared by the higher layer that does it.

A layer announces its events (an upload received, an upload's norms evaluated, a player's facts changed)
without knowing who follows them up; each app that follows one registers a named follow-up in its
`AppConfig.ready`. Announcing records every follow-up as pending in the announcing transaction (the outbox,
`follow_ups.models.PendingFollowUp`); once that transaction commits, the follow-ups start in the order they were
registered (the order of INSTALLED_APPS), so that none of them sees uncommitted data or runs for work that was
rolled back. A follow-up takes the id of the object the event is about, and nothing else, and only enqueues its
own Celery task: the task does the work, idempotently, and a failure there never touches the announcing layer.
The follow-up is done when its task succeeds; the periodic sweep (`follow_ups.outbox.follow_ups_send_pending`)
sends again whatever is still pending, so a broker or worker lost on the way loses no work. A follow-up's name
is stable (`"app.verb"`), so that it can be recorded and run again by name.
"""

from collections.abc import Callable, Collection

from django.core.exceptions import ImproperlyConfigured

from .registry import FollowUp, TaskStart, events


class Event:
    def __init__(self, name: str):
        self.name = name
        self._follow_ups: dict[str, FollowUp] = {}
        events[name] = self

    def __repr__(self) -> str:
        return f"<Event {self.name}: {', '.join(self._follow_ups) or 'no follow-ups'}>"

    def register(
        self, name: str, start: Callable[[int], object], *, stalled: Callable[[list[int]], Collection[int]] | None = None
    ) -> None:
        """Declare a follow-up; registering the same one again (a second `ready`) changes nothing."""
        registered = self._follow_ups.get(name)
        if registered is not None and registered.start != start:
            raise ImproperlyConfigured(f"two follow-ups of {self.name} are named {name}")
        self._follow_ups[name] = FollowUp(name, start, stalled)

    def register_task(self, name: str, task, *, stalled: Callable[[list[int]], Collection[int]] | None = None) -> None:
        """Declare a follow-up that sends this Celery task with the id; it is done when the task succeeds."""
        self.register(name, TaskStart(task), stalled=stalled)

    @property
    def follow_ups(self) -> tuple[FollowUp, ...]:
        return tuple(self._follow_ups.values())

    def follow_up(self, name: str) -> FollowUp:
        return self._follow_ups[name]

    def announce(self, object_id: int) -> None:
        """Record every follow-up with this id as pending, and start them once the current transaction commits
        (at once outside one)."""
        from . import outbox

        outbox.follow_ups_record(event=self, object_id=object_id)
        outbox.follow_ups_send_on_commit(event=self, object_id=object_id)

    def announce_again(self, object_id: int) -> None:
        """Record and start every follow-up with this id now: the event was committed long ago and its
        follow-ups must run again."""
        from . import outbox

        outbox.follow_ups_record(event=self, object_id=object_id)
        for follow_up in self._follow_ups.values():
            outbox.follow_up_send(event=self, follow_up=follow_up, object_id=object_id)
