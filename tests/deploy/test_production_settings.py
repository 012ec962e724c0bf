"""The production settings, loaded in a fresh interpreter as gunicorn and the worker load them."""

import json
import os
import subprocess
import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parents[2]
PRODUCTION_ENVIRONMENT = {
    "DJANGO_SETTINGS_MODULE": "config.settings.production",
    "DJANGO_SECRET_KEY": "a-production-secret-for-this-test-only-0123456789",
    "DJANGO_ALLOWED_HOSTS": "titles.example.org",
    "DATABASE_URL": "postgres://titledesk:secret@db.example.org:5432/titledesk?sslmode=require",
    "REDIS_URL": "redis://redis.example.org:6379/0",
    "SITE_URL": "https://titles.example.org",
}
READ_SETTINGS = """
import json, django
from django.conf import settings
django.setup()
database = settings.DATABASES["default"]
print(json.dumps({
    "database": {key: database.get(key) for key in ("ENGINE", "NAME", "HOST", "OPTIONS")},
    "email": [settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_HOST_USER, settings.EMAIL_HOST_PASSWORD,
              settings.EMAIL_USE_TLS],
    "eager": settings.CELERY_TASK_ALWAYS_EAGER,
}))
"""


def load_production_settings(*, script: str = READ_SETTINGS, **overrides: str | None) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "CELERY_"))}
    environment.pop("DATABASE_URL", None)
    environment.pop("REDIS_URL", None)
    environment.update(PRODUCTION_ENVIRONMENT)
    for key, value in overrides.items():
        if value is None:
            environment.pop(key, None)
        else:
            environment[key] = value
    return subprocess.run(
        [sys.executable, "-c", script], cwd=BASE_DIR, env=environment, capture_output=True, text=True, timeout=60
    )


def test_the_database_url_keeps_its_sslmode():
    result = load_production_settings()
    assert result.returncode == 0, result.stderr
    database = json.loads(result.stdout)["database"]
    assert (database["ENGINE"], database["NAME"], database["HOST"]) == (
        "django.db.backends.postgresql",
        "titledesk",
        "db.example.org",
    )
    assert database["OPTIONS"]["sslmode"] == "require"


def test_no_query_outlives_a_request():
    result = load_production_settings(DATABASE_STATEMENT_TIMEOUT_MS="25000")
    assert json.loads(result.stdout)["database"]["OPTIONS"]["options"] == "-c statement_timeout=25000"


def test_production_reads_the_smtp_account_and_tls():
    result = load_production_settings(
        DJANGO_EMAIL_HOST="smtp.example.org",
        DJANGO_EMAIL_PORT="587",
        DJANGO_EMAIL_HOST_USER="titledesk",
        DJANGO_EMAIL_HOST_PASSWORD="mail-secret",
        DJANGO_EMAIL_USE_TLS="true",
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["email"] == ["smtp.example.org", 587, "titledesk", "mail-secret", True]


def test_production_sends_tasks_to_the_broker():
    result = load_production_settings()
    assert json.loads(result.stdout)["eager"] is False


def test_production_refuses_to_start_without_a_broker():
    result = load_production_settings(REDIS_URL=None, CELERY_BROKER_URL=None)
    assert result.returncode != 0
    assert "REDIS_URL or CELERY_BROKER_URL must name the broker in production" in result.stderr


def test_production_refuses_to_start_without_a_secret_key():
    result = load_production_settings(DJANGO_SECRET_KEY=None)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set in production" in result.stderr


def test_production_refuses_to_start_without_the_sites_public_address():
    for address in (None, "http://127.0.0.1:8000", "http://localhost:8000/", "titles.example.org"):
        result = load_production_settings(SITE_URL=address)
        assert result.returncode != 0, address
        assert "SITE_URL must be the site's public address" in result.stderr


def test_certificates_print_their_verification_link_from_the_configured_address():
    script = """
import django
django.setup()
from certificates.verification import verification_url
print(verification_url("7KQ2-MZ4D-XW3A"))
"""
    result = load_production_settings(script=script, SITE_URL="https://titles.example.org/")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "https://titles.example.org/verify/7KQ2-MZ4D-XW3A/"
