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

import django  # noqa: E402

django.setup()
# WeasyPrint reports every layout step at INFO; Celery reports every task. The figures are what we print.
for noisy in ("weasyprint", "celery", "fontTools"):
    logging.getLogger(noisy).setLevel(logging.WARNING)


def database_label() -> str:
    from django.db import connection

    return f"{connection.vendor} {connection.settings_dict['NAME']}"


def migrate() -> None:
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def tournament_file(players: int, seed: int = 1, rounds: int = 11) -> Path:
    from generate_open import generate_open

    from tournaments.trf import render_trf

    path = WORKDIR / f"open-{players}-{rounds}-{seed}.trf"
    if not path.exists():
        path.write_text(render_trf(generate_open(seed, players, rounds)), encoding="utf-8")
    return path


def machine_load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"
