from celery import shared_task

from . import outbox


# Periodic: not retried, the next beat is its retry (retries would pile up sweeps during an outage).
@shared_task
def send_pending_follow_ups() -> int:
    return len(outbox.follow_ups_send_pending())
