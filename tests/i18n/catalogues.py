"""The project's translation catalogues as data, for the tests that check them."""

from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("uk", "de", "es")


def catalogue_paths(language: str) -> list[Path]:
    return sorted(ROOT.glob(f"locale/{language}/LC_MESSAGES/django.po")) + sorted(
        ROOT.glob(f"*/locale/{language}/LC_MESSAGES/django.po")
    )


def all_catalogue_paths() -> list[Path]:
    return [path for language in LANGUAGES for path in catalogue_paths(language)]


def entries(path: Path) -> list[polib.POEntry]:
    return [entry for entry in polib.pofile(str(path)) if not entry.obsolete]


def translated_english(language: str) -> set[str]:
    """English texts that this language translates to something else: seeing one on a page means it was missed."""
    texts = set()
    for path in catalogue_paths(language):
        for entry in entries(path):
            if entry.msgstr and entry.msgstr != entry.msgid and "%" not in entry.msgid:
                texts.add(" ".join(entry.msgid.split()))
    return texts
