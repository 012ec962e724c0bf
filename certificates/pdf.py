"""HTML templates to PDF with WeasyPrint, using only the fonts shipped in static/fonts.

The fonts are loaded by file URL so that a name in Cyrillic or with accents prints the same on every
machine, whatever fonts the system has; nothing else is fetched, so a name in a results file can never
make the renderer load a resource.

A worker prints many forms: the fonts are loaded and the common stylesheet parsed once per process (and
language), not once per document; each form's template adds only its own few rules.
"""

import atexit
import copy
from functools import cache
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.exceptions import ImproperlyConfigured
from django.template.loader import render_to_string
from django.utils import translation

from lib.collector import collector_paused

FONT_FILES = {
    "regular": "fonts/DejaVuSansCondensed.ttf",
    "bold": "fonts/DejaVuSansCondensed-Bold.ttf",
}


@cache
def font_urls() -> dict[str, str]:
    urls = {}
    for weight, static_path in FONT_FILES.items():
        found = finders.find(static_path)
        if not found:
            raise ImproperlyConfigured(f"The certificate font {static_path} is missing from the static files.")
        urls[weight] = Path(found).resolve().as_uri()
    return urls


@cache
def shipped_fonts_fetcher_class() -> type:
    """A WeasyPrint URL fetcher that fetches the shipped font files and refuses everything else."""
    from weasyprint import URLFetcher

    class ShippedFontsOnly(URLFetcher):
        def __init__(self):
            # A missing font stops the rendering instead of falling back to whatever the system has.
            super().__init__(allowed_protocols={"file"}, fail_on_errors=True)

        def fetch(self, url, headers=None):
            if url not in font_urls().values():
                raise ValueError(f"certificates fetch only their own fonts, not {url}")
            return super().fetch(url, headers)

    return ShippedFontsOnly


STYLESHEET_TEMPLATE = "certificates/pdf/print.css"


@cache
def font_configuration():
    """The process's fonts: the shipped faces are added once, by the first stylesheet parsed."""
    from weasyprint.text.fonts import FontConfiguration

    # Dropped before the interpreter tears down the modules its cleanup needs.
    atexit.register(font_configuration.cache_clear)
    return FontConfiguration()


@cache
def print_stylesheet(language: str):
    """The forms' common stylesheet with its @font-face rules, parsed once per process and language."""
    from weasyprint import CSS

    with translation.override(language):
        text = render_to_string(STYLESHEET_TEMPLATE, {"font_urls": font_urls()})
    return CSS(string=text, font_config=font_configuration(), url_fetcher=shipped_fonts_fetcher_class()())


def pdf_html(template_name: str, context: dict) -> str:
    """The HTML a PDF is printed from."""
    # Official copies go to federations and the FIDE Office: always in the site's language, whatever
    # language the person or task that triggered the rendering uses.
    with translation.override(settings.LANGUAGE_CODE):
        return render_to_string(template_name, {**context, "font_urls": font_urls()})


def pdf_render(template_name: str, context: dict) -> bytes:
    with collector_paused():
        return _laid_out(template_name, context).write_pdf()


def pdf_render_copies(template_name: str, context: dict, *, copies: int) -> bytes:
    """Copies of one form that differ only in their elements marked `data-copy="<n>"` (0 to copies - 1).

    The form is laid out once, with every copy's marks on its first page (positioned out of the flow, so that
    none moves the rest). Each page is painted once, the first without the marks, and its drawing repeated for
    each copy, with the copy's own marks painted over the first page. Laying out and painting take nearly all
    of a print's time, so four copies cost little more than one.
    """
    with collector_paused():
        document = _laid_out(template_name, context)
        first, *rest = document.pages
        page_class = _repeated_page_class()
        body = page_class(_without_marks(first._page_box))
        rest = [page_class(page._page_box) for page in rest]
        pages = []
        for number in range(copies):
            pages += [body.with_marks(_marks_of(first, str(number))), *rest]
        return document.copy(pages).write_pdf()


def _laid_out(template_name: str, context: dict):
    # Imported here: importing WeasyPrint parses its own stylesheets, which every process that merely loads
    # the URLs or the admin would otherwise pay for.
    from weasyprint import HTML

    html = pdf_html(template_name, context)
    return HTML(string=html, url_fetcher=shipped_fonts_fetcher_class()()).render(
        stylesheets=[print_stylesheet(settings.LANGUAGE_CODE)], font_config=font_configuration()
    )


@cache
def _repeated_page_class() -> type:
    from weasyprint.document import Page
    from weasyprint.draw import draw_page

    class RepeatedPage(Page):
        """A laid-out page that may stand several times in a document: painted once, its drawing repeated,
        with marks of its own painted over it."""

        def __init__(self, page_box):
            super().__init__(page_box)
            self._painted = [None]  # the drawing operations, shared by the page's copies
            self._marks_box = None

        def with_marks(self, marks_box):
            repeated = copy.copy(self)
            repeated._marks_box = marks_box
            return repeated

        def paint(self, stream, scale=1):
            # Each painting is wrapped in save/restore of the graphics state: drawings can follow one another.
            if self._painted[0] is None:
                start = len(stream.stream)
                super().paint(stream, scale)
                self._painted[0] = stream.stream[start:]
            else:
                stream.stream.extend(self._painted[0])
            if self._marks_box is not None:
                with stream.stacked():
                    stream.transform(a=scale, d=scale)
                    draw_page(self._marks_box, stream)

    return RepeatedPage


def _marks_of(page, number: str):
    marks = _only_marks(page._page_box, number)
    # The marks are painted over the body: the page's own background was painted with the body.
    marks.background = marks.canvas_background = None
    return marks


def _mark(box) -> str | None:
    return box.element.get("data-copy") if box.element is not None else None


def _without_marks(box):
    """The box without any copy's marks; a shallow copy of it and of their ancestors only: the rest is shared."""
    children = getattr(box, "children", None)
    if not children:
        return box
    kept = [_without_marks(child) for child in children if _mark(child) is None]
    if len(kept) == len(children) and all(new is old for new, old in zip(kept, children, strict=True)):
        return box
    trimmed = box.copy()
    trimmed.children = kept
    return trimmed


def _only_marks(box, number: str):
    """The box with nothing but the marks of copy ``number`` and their ancestors; None if it holds none."""
    mark = _mark(box)
    if mark is not None:
        return box if mark == number else None
    kept = [only for only in (_only_marks(child, number) for child in getattr(box, "children", None) or ()) if only]
    if not kept:
        return None
    trimmed = box.copy()
    trimmed.children = kept
    return trimmed
