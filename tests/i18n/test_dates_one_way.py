"""Dates in the reader's locale, one way on every page (issue 32): never "12/04/2026" beside "Dec. 4, 2026", and no
page template writes a date in a fixed pattern of its own (the printed FIDE forms keep theirs)."""

import re
from datetime import date, datetime
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import formats, translation

from tests.i18n.catalogues import LANGUAGES

TEMPLATES = Path(settings.BASE_DIR) / "templates"
FIXED_PATTERN = re.compile(r'\|date:"(?![A-Z_]+_FORMAT")(?!Y")[^"]*"')
DAY = date(2026, 12, 4)


def test_no_page_template_writes_a_date_in_a_pattern_of_its_own():
    offending = [
        f"{path.relative_to(TEMPLATES)}: {match.group(0)}"
        for path in TEMPLATES.rglob("*.html")
        if "pdf" not in path.parts
        for match in FIXED_PATTERN.finditer(path.read_text())
    ]
    assert offending == []


def test_english_short_and_long_dates_are_written_alike():
    with translation.override("en"):
        assert formats.date_format(DAY) == formats.date_format(DAY, "SHORT_DATE_FORMAT") == "Dec. 4, 2026"
        moment = datetime(2026, 12, 4, 17, 5)
        assert formats.date_format(moment, "SHORT_DATETIME_FORMAT") == formats.date_format(moment, "DATETIME_FORMAT")
        assert formats.date_format(moment, "SHORT_DATETIME_FORMAT") == "Dec. 4, 2026, 17:05"


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_no_language_puts_the_month_first_in_figures(language):
    with translation.override(language):
        written = formats.date_format(DAY, "SHORT_DATE_FORMAT")
    assert "12/04" not in written and "12.04" not in written
