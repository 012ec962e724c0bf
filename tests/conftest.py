"""Shared fixtures: the cast of users, the sample files, and the real services (PostgreSQL, Redis, worker).

A test marked postgres, redis or worker is skipped when its service is not configured, except when
TITLEDESK_REQUIRE_SERVICES is set (CI): then a missing service fails the test instead of skipping it.
"""

import os
from pathlib import Path

import pytest

from tests.samples import SAMPLES_DIR

SERVICE_MARKERS = ("postgres", "redis", "worker")
# (fault, seconds) of every fault test's recovery, gathered from the reports of every test process.
reported_recovery_times: list[tuple[str, float]] = []


def services_required() -> bool:
    return os.environ.get("TITLEDESK_REQUIRE_SERVICES", "").lower() in {"1", "true", "yes"}


def service_unavailable(reason: str):
    if services_required():
        pytest.fail(f"required service unavailable: {reason}", pytrace=False)
    pytest.skip(reason)


def postgres_configured() -> bool:
    from django.conf import settings

    return settings.DATABASES["default"]["ENGINE"] in ("django.db.backends.postgresql", "tests.postgresql")


def redis_url() -> str:
    return os.environ.get("REDIS_URL", "")


TEST_SIGNING_PASSPHRASE = "a passphrase for the tests only"


@pytest.fixture(scope="session", autouse=True)
def pdf_signing_key(tmp_path_factory) -> Path:
    """Every test process signs with a key of its own, made at its start in a temporary folder: signing works
    as in production without a real key on disk. Returns the key's certificate (PEM)."""
    from django.conf import settings

    from printing.signing_keys import self_signed_key_create

    key_file = tmp_path_factory.mktemp("signing") / "test-signing-key.p12"
    certificate = self_signed_key_create(path=key_file, passphrase=TEST_SIGNING_PASSPHRASE, name="TitleDesk test federation")
    settings.PDF_SIGNING_KEY_FILE = str(key_file)
    settings.PDF_SIGNING_KEY_PASSPHRASE = TEST_SIGNING_PASSPHRASE
    return certificate


@pytest.fixture(autouse=True)
def _empty_cache():
    """Rendered pages are kept per results version; a test never sees another test's."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def _site_language():
    """A request in another language leaves it active in the thread; each test starts in the site's language."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture(autouse=True)
def _services_for_markers(request):
    markers = {marker.name for marker in request.node.iter_markers() if marker.name in SERVICE_MARKERS}
    if markers & {"postgres", "worker"} and not postgres_configured():
        service_unavailable("DATABASE_URL does not name a PostgreSQL database")
    if markers & {"redis", "worker"}:
        if not redis_url():
            service_unavailable("REDIS_URL is not set")
        import redis

        try:
            redis.Redis.from_url(redis_url(), socket_connect_timeout=2).ping()
        except redis.RedisError as error:
            service_unavailable(f"Redis at {redis_url()} does not answer: {error}")


# The rows the migrations wrote (the FIDE federations, the national norm table's seed row, …), kept by each test
# process before its first transactional test, whose teardown empties every table. In one process pytest-django
# runs transactional tests last; pytest-xdist hands a process whole modules in its own order, so a plain test may
# follow a transactional one there and must still find what the migrations promise.
_migrated_rows: dict = {}

TABLE_EMPTYING_FIXTURES = {"transactional_db", "live_server", "django_db_reset_sequences"}


def empties_the_tables(item) -> bool:
    marker = item.get_closest_marker("django_db")
    transactional = marker is not None and (marker.kwargs.get("transaction") or marker.kwargs.get("reset_sequences"))
    return bool(transactional) or bool(TABLE_EMPTYING_FIXTURES & set(getattr(item, "fixturenames", ())))


@pytest.fixture(autouse=True)
def _migrated_rows_kept(request):
    """Before a process's first transactional test, while the tables still hold only what the migrations wrote."""
    if "contents" in _migrated_rows or not empties_the_tables(request.node):
        return
    blocker = request.getfixturevalue("django_db_blocker")
    request.getfixturevalue("django_db_setup")
    with blocker.unblock():
        _migrated_rows["contents"] = migrated_rows_as_json()
    _migrated_rows["blocker"] = blocker


# Written again by the flush itself (post_migrate), with ids of their own.
REWRITTEN_BY_THE_FLUSH = {"contenttypes.ContentType", "auth.Permission"}


def migrated_rows_as_json() -> str:
    from itertools import chain

    from django.apps import apps
    from django.core import serializers

    models = [
        model for model in apps.get_models()
        if model._meta.managed and not model._meta.proxy and model._meta.label not in REWRITTEN_BY_THE_FLUSH
    ]
    return serializers.serialize("json", chain.from_iterable(model._base_manager.order_by("pk") for model in models))


# The markers of the modules that take longest: real browsers and real worker processes.
LONG_RUNNING_MARKERS = {"browser", "worker"}


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    """The modules with browser or worker tests run first: pytest-xdist hands out whole modules in this order, so
    that a long module started last does not keep one process busy while the other waits."""
    long_running = {
        item.module for item in items if LONG_RUNNING_MARKERS & {marker.name for marker in item.iter_markers()}
    }
    items.sort(key=lambda item: item.module not in long_running)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After a transactional test's teardown has emptied the tables, the migrations' rows are written back."""
    result = yield
    if nextitem is not None and "contents" in _migrated_rows and empties_the_tables(item):
        from django.db import connection

        with _migrated_rows["blocker"].unblock():
            connection.creation.deserialize_db_from_string(_migrated_rows["contents"])
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """The recovery times a fault test measured travel with its report, so that the summary of a run in several
    processes (pytest-xdist) still prints them."""
    from tests.fixtures.worker import recovery_times

    report = yield
    report.user_properties.extend(("recovery time", measured) for measured in recovery_times)
    recovery_times.clear()
    return report


def pytest_runtest_logreport(report):
    reported_recovery_times.extend(tuple(value) for name, value in report.user_properties if name == "recovery time")


def pytest_terminal_summary(terminalreporter):
    """Say which real services this run used, so a CI log shows it."""
    from django.db import connection

    terminalreporter.write_line(
        f"TitleDesk services: database={connection.vendor} "
        f"redis={'yes' if redis_url() else 'no'} required={'yes' if services_required() else 'no'}"
    )
    for fault, seconds in reported_recovery_times:
        terminalreporter.write_line(f"Recovery: {fault}: {seconds:.1f} s")


# The certificates app is imported once Django is set up, after this module.


def real_pdf_render(template_name: str, context: dict, *, copies: int | None = None) -> bytes:
    from certificates.pdf import pdf_render, pdf_render_copies

    if copies is None:
        return pdf_render(template_name, context)
    return pdf_render_copies(template_name, context, copies=copies)


def fake_pdf_render(template_name: str, context: dict, *, copies: int | None = None) -> bytes:
    """The certificate's HTML behind a PDF header: the template and its context are still exercised."""
    from certificates.pdf import pdf_html

    return b"%PDF-1.7 (HTML not printed in tests)\n" + pdf_html(template_name, context).encode()


@pytest.fixture(autouse=True)
def _fake_pdf_renderer(request, monkeypatch):
    """Printing a certificate takes WeasyPrint a second or more: only tests marked `real_pdf` pay for it, and
    only for the templates the marker names (all of them when it names none)."""
    marker = request.node.get_closest_marker("real_pdf")
    if marker is not None and not marker.args:
        return
    printed = set(marker.args) if marker else set()

    def render(template_name: str, context: dict, *, copies: int | None = None) -> bytes:
        return (real_pdf_render if template_name in printed else fake_pdf_render)(template_name, context, copies=copies)

    monkeypatch.setattr("certificates.services.pdf_render", render)
    monkeypatch.setattr("certificates.services.pdf_render_copies", render)


@pytest.fixture
def eager_retries():
    """In-process tasks retry as a worker's do (immediately) instead of raising the first error."""
    from config.celery_app import app

    app.conf.task_eager_propagates = False
    yield
    app.conf.task_eager_propagates = True


@pytest.fixture
def sample_path():
    def path(name: str) -> Path:
        return SAMPLES_DIR / name

    return path


pytest_plugins = ["tests.fixtures.cast", "tests.fixtures.worker", "tests.fixtures.accounts", "tests.fixtures.demo"]
