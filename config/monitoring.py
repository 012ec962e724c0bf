"""Error reporting beyond the logs: Sentry, when the environment names a DSN."""

import sentry_sdk
from sentry_sdk.integrations.celery import CeleryIntegration
from sentry_sdk.integrations.django import DjangoIntegration


def init_sentry(dsn: str, *, environment: str) -> None:
    # No personal data: the players and officers in TitleDesk are named in its own records, not in Sentry's.
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        integrations=[DjangoIntegration(), CeleryIntegration()],
        send_default_pii=False,
    )
