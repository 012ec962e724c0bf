from datetime import timedelta

from django.utils import timezone

from .models import Notification

# A notice is e-mailed by the task sent when it is committed; the sweep leaves that task this long first.
EMAIL_SWEEP_AFTER = timedelta(minutes=2)


def notifications_email_owed() -> list[int]:
    """The notifications whose e-mail is still owed after a while: their task was lost with a broker or a worker."""
    return list(
        Notification.objects.filter(emailed_at=None, created_at__lt=timezone.now() - EMAIL_SWEEP_AFTER)
        .exclude(email_to="")
        .values_list("pk", flat=True)
    )
