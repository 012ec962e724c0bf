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

# PostgreSQL empties the tables after a transactional test by deleting rows, not truncating (tests/postgresql), and
# does not wait for the disk at each commit: a test database need not outlive a crash of its server.
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":  # noqa: F405
    DATABASES["default"]["ENGINE"] = "tests.postgresql"  # noqa: F405
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = "-c synchronous_commit=off"  # noqa: F405
