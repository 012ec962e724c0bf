"""Django set up for the benchmarks that need the project: a fresh SQLite file in a temporary folder, or the
database named by DATABASE_URL (PostgreSQL for the figures that matter), migrated before use.

Import this module before anything of Django. `tournament_file(players)` writes the generated open as a TRF
file once per size and returns its path.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
WORKDIR = Path(tempfile.mkdtemp(prefix="titledesk-bench-"))
os.environ.setdefault("DATABASE_URL", f"sqlite:///{WORKDIR / 'bench.sqlite3'}")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
# Django's test client calls itself "testserver"; the load benchmark's server listens on 127.0.0.1.
os.environ.setdefault("DJANGO_ALLOWED_HOSTS", "testserver,127.0.0.1,localhost")

import django  # noqa: E402

django.setup()
# WeasyPrint reports every layout step at INFO; Celery reports every task. The figures are what we print.
for noisy in ("weasyprint", "celery", "fontTools"):
    logging.getLogger(noisy).setLevel(logging.WARNING)


def database_label() -> str:
    from django.db import connection

    return f"{connection.vendor} {connection.settings_dict['NAME']}"


def migrate() -> None:
    """Migrate, and on PostgreSQL gather the planner's statistics: the shared bench server runs without
    autovacuum, and without them PostgreSQL reads the whole verdicts table to find one upload's verdicts."""
    from django.core.management import call_command
    from django.db import connection

    call_command("migrate", verbosity=0)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")


def tournament_file(players: int, seed: int = 1, rounds: int = 11) -> Path:
    from generate_open import generate_open

    from trf import render_trf

    path = WORKDIR / f"open-{players}-{rounds}-{seed}.trf"
    if not path.exists():
        path.write_text(render_trf(generate_open(seed, players, rounds)), encoding="utf-8")
    return path


def machine_load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def imported_open(players: int, seed: int = 1):
    """The evaluated upload of the generated open, imported in-process (FIDE norms, national classification,
    certificates) the first time and found again afterwards, so that page benchmarks start at once."""
    from titles.services import tournament_register_from_trf
    from tournaments import services
    from tournaments.models import ResultUpload
    from trf import parse_trf

    path = tournament_file(players, seed)
    data = path.read_bytes()
    name = f"{path.stem} (bench)"
    upload = (
        ResultUpload.objects.filter(tournament__name=name, status=ResultUpload.Status.EVALUATED)
        .select_related("tournament")
        .order_by("-pk")
        .first()
    )
    if upload is None:
        tournament = tournament_register_from_trf(document=parse_trf(data), filename=path.name)
        tournament.name = name
        tournament.save(update_fields=["name"])
        upload = services.upload_receive(
            tournament=tournament, filename=path.name, data=data, entrance="command", confirmed=True,
            registered_from_it=True,
        ).upload
        upload.refresh_from_db()
    return upload


def officer_of(federation_code: str):
    """A federation officer of the host (the desk and the players' pages are theirs)."""
    from django.contrib.auth import get_user_model

    from players.models import Federation, FederationOfficer

    user, _created = get_user_model().objects.get_or_create(username=f"bench-officer-{federation_code.lower()}")
    FederationOfficer.objects.get_or_create(user=user, defaults={"federation": Federation.objects.get(code=federation_code)})
    return user


def signed_in_client(user):
    """A test client signed in as the user, second factor given (officers and staff must give it)."""
    from django.test import Client
    from django_otp import DEVICE_ID_SESSION_KEY
    from django_otp.plugins.otp_totp.models import TOTPDevice

    client = Client()
    client.force_login(user)
    device, _created = TOTPDevice.objects.get_or_create(user=user, name="bench phone", defaults={"confirmed": True})
    session = client.session
    session[DEVICE_ID_SESSION_KEY] = device.persistent_id
    session.save()
    return client
