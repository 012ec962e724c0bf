"""The one PDF module: the shipped fonts and nothing else, a missing font stopping start-up, and copies."""

import io

import pytest
from django.core.management import call_command
from django.core.management.base import SystemCheckError
from pypdf import PdfReader
from weasyprint.urls import FatalURLFetchingError

from printing import fonts
from printing.fonts import shipped_fonts_check
from printing.pdf import font_urls, html_to_pdf, shipped_fonts_fetcher_class

from .poppler import poppler_read


def test_the_fetcher_serves_the_shipped_fonts_and_refuses_anything_else():
    fetcher = shipped_fonts_fetcher_class()()
    font = fetcher.fetch(font_urls()["normal"])
    assert font.read(4) == b"\x00\x01\x00\x00"  # a TrueType font
    font.close()
    for url in ("file:///etc/hostname", "https://example.org/font.ttf"):
        with pytest.raises(ValueError):
            fetcher.fetch(url)


def test_the_shipped_fonts_pass_the_system_check():
    assert shipped_fonts_check() == []


def test_a_missing_font_file_fails_manage_py_check_naming_the_file(monkeypatch):
    monkeypatch.setitem(fonts.FONT_FILES, "bold", "fonts/TitleDeskMissing-Bold.ttf")
    with pytest.raises(SystemCheckError) as failure:
        call_command("check")
    assert "printing.E001" in str(failure.value)
    assert "The font file fonts/TitleDeskMissing-Bold.ttf is missing from the static files." in str(failure.value)
    assert "DejaVuSansCondensed.ttf" not in str(failure.value)


@pytest.mark.parametrize(
    "reference",
    [
        '<img src="file:///etc/hostname">',
        '<img src="https://example.org/tracker.png">',
        '<img src="logo.png">',  # relative: resolved in the fonts' folder, where only the fonts are served
        '<link rel="stylesheet" href="/static/css/site.css">',
        '<p style="background: url(data:image/png;base64,iVBORw0KGgo=)">x</p>',
    ],
)
def test_a_document_that_refers_to_anything_but_the_fonts_is_not_printed(reference):
    with pytest.raises(FatalURLFetchingError):
        html_to_pdf(f"<p>Name</p>{reference}")


def test_text_in_any_script_prints_in_the_shipped_font_only():
    printed = html_to_pdf("<p>Бондар, Дмитро · Horváth, Ádám · <b>Jovanović, Marko</b></p>")
    reading = poppler_read(printed)
    assert reading.page_count == 1
    assert "Бондар, Дмитро · Horváth, Ádám · Jovanović, Marko" in reading.pages[0]
    reader = PdfReader(io.BytesIO(printed))
    fonts = {font["/BaseFont"].split("+", 1)[-1] for page in reader.pages for font in page["/Resources"]["/Font"].values()}
    # The family the common stylesheet names, in the regular and the bold face; no system font besides.
    assert len(fonts) == 2 and all(name.startswith("TitleDesk-Sans") for name in fonts), fonts


def test_each_copy_keeps_only_its_own_marks_and_every_page_of_the_body():
    labels = ["Copy A", "Copy B", "Copy C"]
    marks = "".join(f'<div data-copy="{number}" style="position: absolute">{label}</div>' for number, label in enumerate(labels))
    html = f'{marks}<p>First page</p><p style="break-before: page">Second page</p>'
    reading = poppler_read(html_to_pdf(html, copies=len(labels)))
    assert reading.page_count == 2 * len(labels)
    pages = [" ".join(page.split()) for page in reading.pages]
    for number, label in enumerate(labels):
        first, second = pages[2 * number : 2 * number + 2]
        assert "First page" in first and "Second page" in second
        assert [other for other in labels if other in first] == [label]
        assert not any(other in second for other in labels)
