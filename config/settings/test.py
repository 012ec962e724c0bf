"""Test runs: SQLite unless DATABASE_URL names PostgreSQL; tasks in-process unless a test starts a worker."""

import tempfile

from .base import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
CELERY_TASK_ALWAYS_EAGER = True
STORAGES = {
    **STORAGES,  # noqa: F405
    "private": {
        "BACKEND": "privatefiles.storage.PrivateFileSystemStorage",
        "OPTIONS": {"location": tempfile.mkdtemp(prefix="titledesk-test-private-")},
    },
}
WHITENOISE_AUTOREFRESH = True
