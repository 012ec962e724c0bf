"""Settings shared by every environment. Everything that differs comes from the environment (config.env)."""

from datetime import timedelta
from email.utils import parseaddr
from pathlib import Path

from celery.schedules import crontab
from csp.constants import NONCE, NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from config.env import database_from_url, env, envbool, envint, envlist
from config.monitoring import init_sentry

BASE_DIR = Path(__file__).resolve().parents[2]

SECRET_KEY = env("DJANGO_SECRET_KEY", "insecure-development-key-do-not-use-in-production")
DEBUG = envbool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = envlist("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "crispy_forms",
    "crispy_bootstrap5",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "django_otp",
    "django_otp.plugins.otp_totp",
    "accounts",
    "privatefiles",
    "follow_ups",
    "printing",
    "auditlog",
    "csp",
    "players",
    "tournaments",
    "titles",
    "certificates",
    "notifications",
    "classification",
    "web",
    "api",
    "preferences",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django_otp.middleware.OTPMiddleware",
    "accounts.middleware.SecondFactorMiddleware",
    "auditlog.middleware.AuditlogMiddleware",
    "preferences.middleware.AccountLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: it answers a locked-out login attempt.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ],
        },
    },
]

DATABASES = {
    "default": database_from_url(env("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}")),
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"
AUTHENTICATION_BACKENDS = [
    # django-axes first: it refuses a locked-out username before any password is checked.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Five wrong passwords for one username from one address lock them out for a quarter of an hour. Behind a
# proxy the address is the client's only as far as DJANGO_PROXY_COUNT says how many proxies to trust; with
# none trusted, every client has the proxy's address and the lock is in effect per username.
AXES_FAILURE_LIMIT = envint("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(minutes=envint("AXES_COOLOFF_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/lockout.html"
AXES_VERBOSE = False
# How many proxies in front of the application append to X-Forwarded-For and are trusted (DJANGO_PROXY_COUNT):
# the login lock and the API's rate limits count the client at that depth (lib.client_address), never by a
# header the client could write. 0 by default: without a proxy the header is the client's own invention.
PROXY_COUNT = envint("DJANGO_PROXY_COUNT", 0)
if PROXY_COUNT < 0:
    raise ImproperlyConfigured("DJANGO_PROXY_COUNT is the number of trusted proxies: 0 or more")
AXES_CLIENT_IP_CALLABLE = "lib.client_address.client_address"
# Password reset requests an hour, per client address and per address asked for (accounts.services).
PASSWORD_RESET_PER_CLIENT_HOURLY = envint("PASSWORD_RESET_PER_CLIENT_HOURLY", 10)
PASSWORD_RESET_PER_ACCOUNT_HOURLY = envint("PASSWORD_RESET_PER_ACCOUNT_HOURLY", 3)
# The audit trail (django-auditlog): who changed what, when, before and after. Records that belong to a player
# keep a copy of their fields (serialize_data), so that the player's history finds them even once deleted.
AUDITLOG_INCLUDE_TRACKING_MODELS = (
    "players.player",
    "tournaments.tournament",
    "titles.normresult",
    "titles.officialtitleapplication",
    "titles.honoraryrating",
    *(
        {"model": label, "serialize_data": True}
        for label in (
            "players.playertitle",
            "players.ratingentry",
            "titles.externalnorm",
            "titles.titleapplication",
            "titles.championshipresult",
            "classification.categoryrecord",
            "certificates.signoff",
        )
    ),
)
# Devices of the second factor: who added or removed one, never its key.
AUDITLOG_INCLUDE_TRACKING_MODELS += ({"model": "otp_totp.totpdevice", "include_fields": ["user", "name", "confirmed"]},)
AUDITLOG_STORE_JSON_CHANGES = True
# Content-Security-Policy (django-csp): scripts only from this site or inline with the request's nonce
# (<script nonce="{{ request.csp_nonce }}">), never from attributes such as onclick. Reported, not enforced,
# outside production, so that a violation shows in the browser console before it breaks a page there.
CSP_DIRECTIVES = {
    "default-src": [SELF],
    "script-src": [SELF, NONCE],
    "style-src": [SELF, "'unsafe-inline'"],
    "img-src": [SELF, "data:"],
    "font-src": [SELF],
    "connect-src": [SELF],
    "object-src": [NONE],
    "base-uri": [SELF],
    "form-action": [SELF],
    "frame-ancestors": [NONE],
}
CONTENT_SECURITY_POLICY_REPORT_ONLY = {"DIRECTIVES": CSP_DIRECTIVES}
# Officers and staff sign in with a TOTP code too (accounts.middleware), and their sessions last a working day.
OTP_TOTP_ISSUER = "TitleDesk"
PRIVILEGED_SESSION_AGE = envint("PRIVILEGED_SESSION_AGE", 8 * 60 * 60)

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("uk", _("Ukrainian")), ("de", _("German")), ("es", _("Spanish"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
# Where a language writes dates differently from Django's own formats (config/formats/<language>/formats.py).
FORMAT_MODULE_PATH = ["config.formats"]
TIME_ZONE = env("DJANGO_TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env("DJANGO_STATIC_ROOT", str(BASE_DIR / "staticfiles")))
MEDIA_URL = "media/"
MEDIA_ROOT = Path(env("DJANGO_MEDIA_ROOT", str(BASE_DIR / "media")))
# Uploaded and generated private files (evidence, scans): never served by a web server directly, only by
# web.privatefiles.views after a permission check, or by the web server when that view says X-Accel-Redirect.
PRIVATE_FILES_ROOT = Path(env("DJANGO_PRIVATE_FILES_ROOT", str(BASE_DIR / "private-files")))
PRIVATE_FILES_X_ACCEL_REDIRECT = env("DJANGO_PRIVATE_FILES_X_ACCEL_REDIRECT", "")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    "private": {
        "BACKEND": "privatefiles.storage.PrivateFileSystemStorage",
        "OPTIONS": {"location": PRIVATE_FILES_ROOT, "directory_permissions_mode": 0o700, "file_permissions_mode": 0o600},
    },
}

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# An uploaded TRF is parsed in memory; the limit keeps a stray 20 MB file out of the database.
TRF_MAX_UPLOAD_BYTES = envint("TRF_MAX_UPLOAD_BYTES", 5 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = TRF_MAX_UPLOAD_BYTES + 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = TRF_MAX_UPLOAD_BYTES + 1024 * 1024

# Rendered results tables are kept per results version (tournaments/selectors.py). With CACHE_URL naming a
# Redis database every web process shares them; otherwise each process keeps its own.
CACHE_URL = env("CACHE_URL", "")
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL}
    if CACHE_URL
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "OPTIONS": {"MAX_ENTRIES": 200}}
}

# Celery: with no broker configured the tasks run in-process, so the app works on a bare machine.
CELERY_BROKER_URL = env("CELERY_BROKER_URL", env("REDIS_URL", ""))
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
# Redis, through a transport that survives the broker going away while tasks run (config/broker.py).
CELERY_BROKER_TRANSPORT = "config.broker:Transport" if CELERY_BROKER_URL.startswith("redis://") else None
# A task past its hard time limit is killed; the broker hands an unacknowledged message to another worker only
# after the visibility timeout, so that no task still within its limit is ever run twice. No task sets a longer
# limit of its own: this is the longest.
CELERY_TASK_TIME_LIMIT = envint("CELERY_TASK_TIME_LIMIT", 360)
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": CELERY_TASK_TIME_LIMIT + 60, "socket_connect_timeout": 3}
# A web request whose broker is down waits about a second, not a minute.
CELERY_TASK_PUBLISH_RETRY_POLICY = {"max_retries": 2, "interval_start": 0, "interval_step": 0.5, "interval_max": 0.5}
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_DEFAULT_QUEUE = env("CELERY_TASK_DEFAULT_QUEUE", "titledesk")
# Certificates, the national classification and the rating list go to "<default queue>.bulk".
CELERY_TASK_ROUTES = ("config.celery_app.route_task",)
# IT1 certificates are printed in chunks of this many, which bulk workers take side by side.
CERTIFICATES_PER_TASK = envint("CERTIFICATES_PER_TASK", 4)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# A task past the soft limit is told (SoftTimeLimitExceeded) and records why it failed; past the hard
# limit its process is killed. Rendering a 1,000-player event's certificates stays well inside both.
CELERY_TASK_SOFT_TIME_LIMIT = envint("CELERY_TASK_SOFT_TIME_LIMIT", 300)
# Follow-ups (follow_ups.outbox) are recorded with their event and swept every FOLLOW_UP_SWEEP_SECONDS: one never
# sent (the broker was down) is sent FOLLOW_UP_UNSENT_GRACE_SECONDS after its event; one sent but not completed is
# sent again when its work stalled (an upload's expired lease) or, for follow-ups without a lease,
# FOLLOW_UP_RESEND_AFTER_SECONDS after the last send; after FOLLOW_UP_MAX_ATTEMPTS sends it is given up, and
# staff hear of it.
FOLLOW_UP_SWEEP_SECONDS = envint("FOLLOW_UP_SWEEP_SECONDS", 30)
FOLLOW_UP_UNSENT_GRACE_SECONDS = envint("FOLLOW_UP_UNSENT_GRACE_SECONDS", 15)
FOLLOW_UP_RESEND_AFTER_SECONDS = envint("FOLLOW_UP_RESEND_AFTER_SECONDS", 600)
FOLLOW_UP_MAX_ATTEMPTS = envint("FOLLOW_UP_MAX_ATTEMPTS", 6)
# An upload's evaluation holds a lease of UPLOAD_LEASE_SECONDS, renewed every third of it while it runs; the sweep
# sends it again only once the lease expired (its worker died), so within UPLOAD_LEASE_SECONDS plus a sweep.
# An upload whose evaluation was cut off this many times (hard time limit, a killed worker) is marked failed.
UPLOAD_LEASE_SECONDS = envint("UPLOAD_LEASE_SECONDS", 60)
UPLOAD_EVALUATION_MAX_INTERRUPTIONS = envint("UPLOAD_EVALUATION_MAX_INTERRUPTIONS", 3)
# An upload no worker has taken after this long is sent again (a message lost with the broker's data).
UPLOAD_REQUEUE_AFTER_SECONDS = envint("UPLOAD_REQUEUE_AFTER_SECONDS", 300)
CELERY_BEAT_SCHEDULE = {
    "send-pending-follow-ups": {"task": "follow_ups.tasks.send_pending_follow_ups", "schedule": float(FOLLOW_UP_SWEEP_SECONDS)},
    "email-owed-notifications": {"task": "notifications.tasks.email_owed_notifications", "schedule": 120.0},
    "send-report-reminders": {"task": "titles.tasks.send_report_reminders", "schedule": crontab(hour=7, minute=0)},
    "import-fide-rating-list": {"task": "players.tasks.import_configured_rating_list", "schedule": crontab(hour=4, minute=15)},
    "expire-national-categories": {
        "task": "classification.tasks.expire_national_categories",
        "schedule": crontab(hour=3, minute=30),
    },
}

# The FIDE standard list the nightly job imports (empty: none). Keep FIDE's monthly file name
# (standard_oct26frl.zip) or use the single standard list, so that the list's month is known.
FIDE_RATING_LIST_PATH = env("FIDE_RATING_LIST_PATH", "")

EMAIL_BACKEND = env("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = env("DJANGO_DEFAULT_FROM_EMAIL", "titledesk@localhost")
SERVER_EMAIL = env("DJANGO_SERVER_EMAIL", DEFAULT_FROM_EMAIL)
# Where staff hear of errors of the site and the worker: "Name <address>" or plain addresses, comma-separated.
ADMINS = [parseaddr(item) for item in envlist("DJANGO_ADMINS")]
# The site's public address, for links read outside it: e-mails, and the verification link and QR code printed
# on certificates. Production refuses to start without one, or with a development host.
SITE_URL = env("SITE_URL", "http://localhost:8000")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"require_debug_false": {"()": "django.utils.log.RequireDebugFalse"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler"},
        "mail_admins": {"class": "django.utils.log.AdminEmailHandler", "level": "ERROR", "filters": ["require_debug_false"]},
    },
    "root": {"handlers": ["console", "mail_admins"], "level": env("DJANGO_LOG_LEVEL", "INFO")},
    # WeasyPrint and fontTools narrate every stylesheet and font at INFO.
    # django-axes narrates every successful login.
    "loggers": {name: {"level": "WARNING"} for name in ("weasyprint", "fontTools", "axes")},
}

# Errors also reach Sentry when a DSN is given (web and worker alike).
SENTRY_DSN = env("SENTRY_DSN", "")
if SENTRY_DSN:
    init_sentry(SENTRY_DSN, environment=env("SENTRY_ENVIRONMENT", "production"))

# The REST API: personal tokens (hashed, named, expiring) or the browser session; pages of 50; throttled.
KNOX_TOKEN_MODEL = "knox.AuthToken"
REST_KNOX = {"TOKEN_PREFIX": "td_", "AUTH_HEADER_PREFIX": "Token", "TOKEN_TTL": None}
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "knox.auth.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PAGINATION_CLASS": "api.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "api.schema.ApiAutoSchema",
    # DRF's own throttles would take the client's address from X-Forwarded-For as sent: these count it as
    # the login lock does (PROXY_COUNT).
    "DEFAULT_THROTTLE_CLASSES": [
        "api.throttling.AnonRateThrottle",
        "api.throttling.UserRateThrottle",
        "api.throttling.ScopedRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env("API_THROTTLE_ANON", "60/minute"),
        "user": env("API_THROTTLE_USER", "600/minute"),
        "upload": env("API_THROTTLE_UPLOAD", "30/hour"),
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "TitleDesk API",
    "DESCRIPTION": "Tournaments, results uploads and their evaluation, norm verdicts with their rules, "
    "players' norm records, title applications and certificates. Authenticate with a personal token "
    "(header `Authorization: Token td_…`), created on the API tokens page.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    # The documentation page's scripts are served from here, not from a CDN.
    "REDOC_DIST": "SIDECAR",
    # The API's ids in paths (api.converters): an integer within the range of the database's keys.
    "PATH_CONVERTER_OVERRIDES": {"dbid": {"type": "integer", "minimum": 1, "maximum": 2**63 - 1}},
    # The .json suffixes of the router's paths are the same operations: listed once, without them.
    "PREPROCESSING_HOOKS": ["drf_spectacular.hooks.preprocess_exclude_path_format"],
    # An application's title is a norm title or an official one: two sets of choices of fields named "title".
    "ENUM_NAME_OVERRIDES": {
        "NormTitleEnum": "titles.models.NormResult.Title",
        "ApplicationTitleEnum": "titles.models.APPLICATION_TITLE_CHOICES",
    },
}

# Every printed document is signed (PAdES) by the issuing federation's key: a PKCS#12 file and its passphrase
# (printing/signing.py; README, "Signed documents"). Without a key file documents print unsigned, which only the
# production settings refuse (printing.E002) unless PDF_SIGNING=off. The certificates of earlier keys
# (PEM files) stay trusted, so that the documents they signed still verify.
PDF_SIGNING_ENABLED = envbool("PDF_SIGNING", True)
PDF_SIGNING_KEY_FILE = env("PDF_SIGNING_KEY_FILE")
PDF_SIGNING_KEY_PASSPHRASE = env("PDF_SIGNING_KEY_PASSPHRASE")
PDF_SIGNING_TRUSTED_CERTIFICATES = envlist("PDF_SIGNING_TRUSTED_CERTIFICATES")
PDF_SIGNING_REASON = env("PDF_SIGNING_REASON", "Issued by the federation through TitleDesk")
PDF_SIGNING_REQUIRED = False
