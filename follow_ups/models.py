from django.db import models


class PendingFollowUp(models.Model):
    """The outbox: a follow-up owed for an event, recorded in the announcing transaction, so that it survives a
    broker or worker lost between the commit and the end of its task. One row per event, follow-up and object;
    announcing the event again makes it pending again."""

    class State(models.TextChoices):
        PENDING = "pending"
        DONE = "done"
        GIVEN_UP = "given_up"  # sent FOLLOW_UP_MAX_ATTEMPTS times without completing; staff were told

    event = models.CharField(max_length=100)
    name = models.CharField(max_length=100)
    object_id = models.BigIntegerField()
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    attempts = models.PositiveIntegerField(default=0)  # times sent since it was last announced
    announced_at = models.DateTimeField()
    sent_at = models.DateTimeField(null=True, blank=True)
    done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["event", "name", "object_id"], name="unique_follow_up")]
        indexes = [models.Index(fields=["state", "sent_at"])]

    def __str__(self) -> str:
        return f"{self.name}({self.object_id}) for {self.event}: {self.state}"
