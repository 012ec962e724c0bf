"""The qualification book ("кваліфікаційний квиток", Cond. 18) as a PDF, with WeasyPrint.

Fonts: the DejaVu files shipped under static/fonts are embedded when present; otherwise the font-family
list falls back to fonts installed on the system (DejaVu Sans, Noto Sans, Liberation Sans), all of which
carry Cyrillic. Nothing but those font files is ever fetched, so a name in a results file cannot make the
renderer load a resource.
"""

from pathlib import Path

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from weasyprint import HTML, URLFetcher

from .selectors import PlayerBook

SHIPPED_FONTS = {"normal": "fonts/DejaVuSansCondensed.ttf", "bold": "fonts/DejaVuSansCondensed-Bold.ttf"}


def shipped_font_urls() -> dict[str, str]:
    found = {weight: finders.find(path) for weight, path in SHIPPED_FONTS.items()}
    return {weight: Path(path).resolve().as_uri() for weight, path in found.items() if path}


class FontFilesOnly(URLFetcher):
    def __init__(self, allowed: set[str]):
        super().__init__(allowed_protocols={"file"})
        self.allowed = allowed

    def fetch(self, url, headers=None):
        if url not in self.allowed:
            raise ValueError(f"the qualification book fetches only its fonts, not {url}")
        return super().fetch(url, headers)


def qualification_book_pdf(book: PlayerBook) -> bytes:
    fonts = shipped_font_urls()
    html = render_to_string("classification/qualification_book.html", {"book": book, "font_urls": fonts})
    return HTML(string=html, url_fetcher=FontFilesOnly(set(fonts.values()))).write_pdf()
