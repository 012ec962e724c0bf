"""The Redis transport, made to outlive the broker going away while tasks run.

When Redis drops the connection, kombu closes the old channel and, for messages still unacknowledged (a task
with acks_late still running), tries to restore or acknowledge them through a transport that is already
detached: `'NoneType' object has no attribute 'hostname'` escapes as an "unrecoverable error" and stops the
worker. Here a detached channel leaves those messages as they are instead: in Redis, they come back after the
visibility timeout; lost with a restarted Redis, the follow-up sweep sends their work again (follow_ups)."""

import logging

from kombu.transport import redis, virtual

logger = logging.getLogger(__name__)


class QoS(redis.QoS):
    def _detached(self) -> bool:
        transport = self.channel.connection
        return transport is None or transport.client is None

    def restore_unacked(self, client=None):
        if client is None and self._detached():
            logger.warning("Broker connection lost: %s unacknowledged messages left to come back", len(self._delivered))
            self._delivered.clear()
            return
        super().restore_unacked(client)

    def ack(self, delivery_tag):
        if self._detached():
            logger.warning("Broker connection lost: message %s not acknowledged; it comes back and is skipped", delivery_tag)
            virtual.QoS.ack(self, delivery_tag)
            return
        super().ack(delivery_tag)

    def reject(self, delivery_tag, requeue=False):
        if self._detached():
            logger.warning("Broker connection lost: message %s not rejected; it comes back", delivery_tag)
            virtual.QoS.ack(self, delivery_tag)
            return
        super().reject(delivery_tag, requeue=requeue)


class Channel(redis.Channel):
    QoS = QoS


class Transport(redis.Transport):
    Channel = Channel
