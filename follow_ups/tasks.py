import logging

from celery import shared_task

from config.celery_app import TRANSIENT_ERRORS

from . import outbox

logger = logging.getLogger(__name__)


# Periodic: not retried, the next beat is its retry (retries would pile up sweeps during an outage). So a database
# or broker lost mid-sweep is no failure of the sweep, as it is none of a follow-up sent at once (outbox.follow_up_send).
@shared_task
def send_pending_follow_ups() -> int:
    try:
        return len(outbox.follow_ups_send_pending())
    except TRANSIENT_ERRORS as error:
        logger.warning("the sweep of pending follow-ups stopped (%s); the next beat sweeps again", error)
        return 0
