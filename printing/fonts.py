"""The fonts every printed document uses, shipped in static/fonts (the one font policy: a missing file is an error
at start-up, the system check `printing.E001`, never a fallback to a system font). The documents (`pdf`) and the
visible signature stamp (`signing`) use the same files, so that a Cyrillic name prints in both."""

from pathlib import Path

from django.contrib.staticfiles import finders
from django.core import checks
from django.core.exceptions import ImproperlyConfigured

# CSS font weight → the static file of that face.
FONT_FILES = {
    "normal": "fonts/DejaVuSansCondensed.ttf",
    "bold": "fonts/DejaVuSansCondensed-Bold.ttf",
}


def missing_font_files() -> list[str]:
    return [static_path for static_path in FONT_FILES.values() if not finders.find(static_path)]


def shipped_fonts_check(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """The system check of the font policy: every shipped font is in the static files."""
    return [
        checks.Error(
            f"The font file {static_path} is missing from the static files.",
            hint="Printed documents embed only the fonts shipped in static/fonts; restore the file from the repository.",
            id="printing.E001",
        )
        for static_path in missing_font_files()
    ]


def font_path(weight: str) -> Path:
    """The file of that weight's font."""
    static_path = FONT_FILES[weight]
    found = finders.find(static_path)
    if not found:
        # Only a process that skipped the system checks (a Celery worker) gets this far without the file.
        raise ImproperlyConfigured(f"The font file {static_path} is missing from the static files.")
    return Path(found).resolve()
