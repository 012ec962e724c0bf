"""Every event by name and what its follow-ups are: the registry the outbox reads, apart from `Event`, whose
announcing writes to the outbox, so that neither module imports the other back."""

from collections.abc import Callable, Collection
from dataclasses import dataclass

# Every event (`follow_ups.Event`) by name, for the sweep that finds a recorded follow-up again.
events: dict = {}


@dataclass(frozen=True)
class FollowUp:
    name: str
    start: Callable[[int], object]
    # For a follow-up that knows whether its work is in hand (a lease): which of these pending ids have stalled
    # and must be sent again. Without it, a follow-up is sent again FOLLOW_UP_RESEND_AFTER_SECONDS after the last.
    stalled: Callable[[list[int]], Collection[int]] | None = None

    @property
    def task_name(self) -> str | None:
        """The Celery task whose success completes this follow-up; None: done once started."""
        return getattr(self.start, "task_name", None)


@dataclass(frozen=True)
class TaskStart:
    """Send a Celery task with the id. A broker that is down raises: the outbox keeps the follow-up pending."""

    task: object

    @property
    def task_name(self) -> str:
        return self.task.name

    def __call__(self, object_id: int) -> None:
        self.task.delay(object_id)
