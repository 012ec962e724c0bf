"""Production: PostgreSQL, Redis broker and a separate worker; every secret comes from the environment."""

from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured

from config.env import env, envbool, envint, envlist

from .base import *  # noqa: F403

DEBUG = False
DEVELOPMENT_HOSTS = {None, "", "localhost", "127.0.0.1", "0.0.0.0", "::1", "testserver"}
SECRET_KEY = env("DJANGO_SECRET_KEY")
if not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set in production")
if not env("DATABASE_URL"):
    raise ImproperlyConfigured("DATABASE_URL must name the PostgreSQL database in production")
# Without a broker the tasks would run inside web requests: evaluations and PDFs would hold up gunicorn.
if not CELERY_BROKER_URL:  # noqa: F405
    raise ImproperlyConfigured("REDIS_URL or CELERY_BROKER_URL must name the broker in production")
# No query may outlive the request that asked for it (gunicorn cuts requests off at GUNICORN_TIMEOUT); the
# worker may allow its longer jobs more by setting DATABASE_STATEMENT_TIMEOUT_MS in its own environment.
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":  # noqa: F405
    statement_timeout_ms = envint("DATABASE_STATEMENT_TIMEOUT_MS", 30_000)
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = f"-c statement_timeout={statement_timeout_ms}"  # noqa: F405
# Certificates print their verification link from it: a copy must never send its reader to a development host.
SITE_URL = env("SITE_URL")
if urlsplit(SITE_URL).scheme not in {"http", "https"} or urlsplit(SITE_URL).hostname in DEVELOPMENT_HOSTS:
    raise ImproperlyConfigured("SITE_URL must be the site's public address, e.g. https://titles.example.org")
ALLOWED_HOSTS = envlist("DJANGO_ALLOWED_HOSTS")
# Documents leave signed by the federation's key, unless PDF_SIGNING=off (the system check printing.E002).
PDF_SIGNING_REQUIRED = True
CSRF_TRUSTED_ORIGINS = envlist("DJANGO_CSRF_TRUSTED_ORIGINS")

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = envbool("DJANGO_SECURE_SSL_REDIRECT", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = envint("DJANGO_SECURE_HSTS_SECONDS", 60 * 60 * 24 * 365)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
CONTENT_SECURITY_POLICY = {"DIRECTIVES": CSP_DIRECTIVES}  # noqa: F405
CONTENT_SECURITY_POLICY_REPORT_ONLY = None


STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

EMAIL_BACKEND = env("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = env("DJANGO_EMAIL_HOST", "localhost")
EMAIL_PORT = envint("DJANGO_EMAIL_PORT", 25)
EMAIL_HOST_USER = env("DJANGO_EMAIL_HOST_USER")
EMAIL_HOST_PASSWORD = env("DJANGO_EMAIL_HOST_PASSWORD")
EMAIL_USE_TLS = envbool("DJANGO_EMAIL_USE_TLS", False)
EMAIL_USE_SSL = envbool("DJANGO_EMAIL_USE_SSL", False)
if EMAIL_USE_TLS and EMAIL_USE_SSL:
    raise ImproperlyConfigured("DJANGO_EMAIL_USE_TLS (STARTTLS) and DJANGO_EMAIL_USE_SSL exclude each other")
EMAIL_TIMEOUT = envint("DJANGO_EMAIL_TIMEOUT", 30)
