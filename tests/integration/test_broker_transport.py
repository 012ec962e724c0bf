"""The Redis transport survives the broker dropping the connection while an acks_late task runs: closing the old
channel neither restores nor acknowledges through the detached transport (which stopped the worker with
"'NoneType' object has no attribute 'hostname'")."""

from types import SimpleNamespace

from config.broker import QoS


def detached_qos(transport) -> QoS:
    qos = QoS(SimpleNamespace(connection=transport, do_restore=True))
    qos._delivered["tag-1"] = object()
    return qos


def test_closing_a_channel_whose_connection_was_dropped_leaves_the_messages_to_come_back():
    for transport in (None, SimpleNamespace(client=None)):
        qos = detached_qos(transport)
        qos.restore_unacked()
        assert not qos._delivered


def test_a_task_finishing_after_the_connection_was_dropped_is_not_acknowledged_through_it():
    qos = detached_qos(SimpleNamespace(client=None))
    qos.ack("tag-1")  # no error: the message is only forgotten by this channel
    qos._flush()
    assert "tag-1" not in qos._delivered


def test_the_broker_hands_a_message_on_only_after_the_longest_task_could_have_run(settings):
    assert settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"] > settings.CELERY_TASK_TIME_LIMIT
