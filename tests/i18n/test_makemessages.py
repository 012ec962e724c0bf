"""Every string the code marks for translation is in the catalogues, translated: makemessages, run on a copy of
the project with the command of the conventions, leaves no new, empty or fuzzy entry."""

import os
import shutil
import subprocess
import sys

import polib

from .catalogues import LANGUAGES, ROOT

# What the conventions' makemessages command ignores, and what a checkout holds besides the sources.
NOT_SOURCES = (".venv", ".git", "mutants", "tests", "bench", "__pycache__", ".ruff_cache", "*.sqlite3", "media",
               ".browser-artifacts", "node_modules", "staticfiles")


def makemessages_on_a_copy(copy) -> None:
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*NOT_SOURCES))
    languages = [argument for language in LANGUAGES for argument in ("-l", language)]
    subprocess.run(
        [sys.executable, "manage.py", "makemessages", *languages, "--no-location", "--ignore", ".venv/*",
         "--ignore", "tests/*", "--ignore", "bench/*", "--ignore", "mutants/*"],
        cwd=copy, check=True, capture_output=True,
        # The copy has no tests package, whose PostgreSQL backend the test settings name with DATABASE_URL; the
        # command reads no database.
        env={
            **{key: value for key, value in os.environ.items() if key != "DATABASE_URL"},
            "DJANGO_SETTINGS_MODULE": "config.settings.test",
        },
    )


def test_makemessages_leaves_no_new_empty_or_fuzzy_entry(tmp_path):
    copy = tmp_path / "project"
    makemessages_on_a_copy(copy)
    catalogues = sorted(copy.glob("locale/*/LC_MESSAGES/django.po")) + sorted(copy.glob("*/locale/*/LC_MESSAGES/django.po"))
    assert {path.parts[-3] for path in catalogues} == set(LANGUAGES)
    missing = [
        f"{path.relative_to(copy)}: {entry.msgctxt + ' | ' if entry.msgctxt else ''}{entry.msgid}"
        for path in catalogues
        for entry in polib.pofile(str(path))
        if not entry.obsolete and ("fuzzy" in entry.flags or not entry.translated())
    ]
    assert missing == [], "run makemessages and translate:\n" + "\n".join(missing)
