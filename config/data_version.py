"""The version of the data the pages show: a counter in the shared cache, moved on after every committed write to a
table a page reads.

Kept pages (`web.page_cache`) and conditional GETs (`web.conditional`) are keyed by it, so a new results version,
verdicts judged again, an approval or a permission changed gives every page a new key at once, and no list of what
each page depends on can go stale. Writes that change no page (a session, a login attempt, a device's counter, a
notice read) leave it alone, so a busy day of sign-ins does not empty the kept pages.

Every statement is seen on its way to the database (an execute wrapper on each connection, `watch_writes`); the
counter moves after the commit (`transaction.on_commit`), so a page read before it cannot be kept under the new
version. A COPY, which bypasses the wrappers, says so itself (`written`). Without a cache every process shares
(`CACHE_URL`) nothing is kept: a counter of one process would not see another's writes.
"""

import re
import secrets
import time

from django.conf import settings
from django.core.cache import cache
from django.db import connection, transaction

KEY = "data-version"
SEEN_KEY = "data-version-seen:{version}"
# Long enough for any page of that version to be revalidated; a time forgotten is first seen again, later.
SEEN_SECONDS = 24 * 3600
SEEN_KEPT_HERE = 16
_seen_here: dict[str, float] = {}
SHARED_CACHES = ("django.core.cache.backends.redis.RedisCache",)
# Tables written while people read and sign in, which no kept page shows.
UNSHOWN_TABLES = frozenset({
    "django_session", "axes_accessattempt", "axes_accessattemptexpiration", "axes_accessfailurelog", "axes_accesslog",
    "otp_totp_totpdevice", "knox_authtoken", "notifications_notification", "follow_ups_pendingfollowup",
    "preferences_preference", "accounts_passwordresetrequest",
})
WRITE = re.compile(r'^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?', re.IGNORECASE)
# A sign-in's note of when (Django's `update_last_login`), which no page shows.
LAST_LOGIN = re.compile(r'^UPDATE "auth_user" SET "last_login" = %s WHERE "auth_user"."id" = %s$')


def data_version() -> str | None:
    """The data's version now; None where pages must not be kept: inside a transaction (it may hold writes not yet
    committed), or without a cache all processes share."""
    if connection.in_atomic_block or settings.CACHES["default"]["BACKEND"] not in SHARED_CACHES:
        return None
    version = cache.get(KEY)
    if version is None:
        # A fresh start (the cache emptied) cannot meet the keys of pages kept under an earlier counter.
        cache.add(KEY, secrets.randbelow(2**62))
        version = cache.get(KEY)
    return str(version)


def data_version_seen(version: str) -> float:
    """When this version was first read (a Unix time): no later than the first page that shows it, and no earlier
    than the commit that made it, since the counter moves only after that commit. Pages give it as their
    ``Last-Modified``. Once read it never changes, so each process keeps the last few it read."""
    seen = _seen_here.get(version)
    if seen is None:
        key, now = SEEN_KEY.format(version=version), time.time()
        # The first process to read the version records the time; any other reads what it recorded.
        seen = now if cache.add(key, now, timeout=SEEN_SECONDS) else cache.get(key, now)
        if len(_seen_here) >= SEEN_KEPT_HERE:
            _seen_here.clear()
        _seen_here[version] = seen
    return seen


def data_changed() -> None:
    try:
        cache.incr(KEY)
    except ValueError:  # the counter was evicted: any new value is a new version
        cache.add(KEY, secrets.randbelow(2**62))


def written(database_connection) -> None:
    """A write went through this connection: the version moves once it is committed (at once outside a
    transaction), and once per transaction however many statements it has."""
    if not database_connection.in_atomic_block:
        data_changed()
    elif not any(function is data_changed for _savepoints, function, _robust in database_connection.run_on_commit):
        transaction.on_commit(data_changed, using=database_connection.alias)


def _noting_writes(execute, sql, params, many, context):
    result = execute(sql, params, many, context)
    table = WRITE.match(sql)
    if table is not None and table.group(1) not in UNSHOWN_TABLES and not LAST_LOGIN.match(sql):
        written(context["connection"])
    return result


def watch_writes(sender, connection, **kwargs) -> None:
    """`connection_created` receiver: every statement of the new connection passes `_noting_writes`."""
    if _noting_writes not in connection.execute_wrappers:
        connection.execute_wrappers.append(_noting_writes)
