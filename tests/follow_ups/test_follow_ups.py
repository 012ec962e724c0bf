"""Follow-ups: declared by the layer that does the work, started in order once the announcing transaction commits."""

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.db import transaction

from follow_ups import Event
from players.events import player_facts_changed
from titles.events import norms_judged_again, upload_evaluated
from tournaments.events import upload_received, upload_refused


def names(event: Event) -> list[str]:
    return [follow_up.name for follow_up in event.follow_ups]


def test_every_app_declares_its_follow_ups_in_the_documented_order():
    assert names(upload_received) == ["titles.evaluate"]
    assert names(upload_refused) == ["tournaments.notify_refusal"]
    assert names(upload_evaluated) == ["titles.announce_new_norms", "certificates.issue", "classification.evaluate"]
    assert names(norms_judged_again) == ["certificates.issue"]
    assert names(player_facts_changed) == ["titles.reevaluate"]


@pytest.mark.django_db(transaction=True)
def test_follow_ups_start_in_order_after_the_commit_and_never_after_a_rollback():
    started = []
    event = Event("probe")
    event.register("first", lambda object_id: started.append(("first", object_id)))
    event.register("second", lambda object_id: started.append(("second", object_id)))
    with transaction.atomic():
        event.announce(7)
        assert started == []
    assert started == [("first", 7), ("second", 7)]
    with pytest.raises(RuntimeError), transaction.atomic():
        event.announce(8)
        raise RuntimeError("rolled back")
    assert started == [("first", 7), ("second", 7)]


def test_a_follow_up_is_started_again_by_its_name():
    started = []
    event = Event("probe")
    event.register("only", started.append)
    event.follow_up("only").start(3)
    event.announce_again(4)
    assert started == [3, 4]


def test_two_different_follow_ups_cannot_share_a_name():
    event = Event("probe")
    event.register("same", print)
    event.register("same", print)
    with pytest.raises(ImproperlyConfigured):
        event.register("same", repr)
