"""HTML to PDF with WeasyPrint: the one way the site prints a document.

Fonts: only the files shipped in static/fonts, embedded by file URL, so that a name in Cyrillic or with
accents prints the same on every machine whatever fonts the system has. A missing file is an error at
start-up (the system check below), never a fallback to a system font.

Security: nothing but those font files is ever fetched, and a failed fetch stops the rendering; documents are
read with the fonts' folder as their base URL, so no reference in a template, let alone a name in a results
file, can make the renderer load a resource from the site, the network or the rest of the disk.

Speed: a worker prints many documents, so the fonts are loaded and each stylesheet parsed once per process
(and language), not once per document.
"""

import atexit
import copy
from collections.abc import Sequence
from functools import cache

from django.template.loader import render_to_string
from django.utils import translation

from lib.collector import collector_paused

from .fonts import FONT_FILES, font_path
from .signing import pdf_sign

FONT_FAMILY = "TitleDesk Sans"


@cache
def font_urls() -> dict[str, str]:
    """The file URL of each weight's font."""
    return {weight: font_path(weight).as_uri() for weight in FONT_FILES}


@cache
def base_url() -> str:
    """The folder of the regular font, as the URL relative references in a document resolve against."""
    return font_urls()["normal"].rsplit("/", 1)[0] + "/"


@cache
def shipped_fonts_fetcher_class() -> type:
    """A WeasyPrint URL fetcher that fetches the shipped font files and refuses everything else."""
    # Imported here: importing WeasyPrint parses its own stylesheets, which every process that merely loads
    # the URLs or the admin would otherwise pay for.
    from weasyprint import URLFetcher

    class ShippedFontsOnly(URLFetcher):
        def __init__(self):
            # A refused or missing resource stops the rendering instead of printing without it.
            super().__init__(allowed_protocols={"file"}, fail_on_errors=True)

        def fetch(self, url, headers=None):
            if url not in font_urls().values():
                raise ValueError(f"printed documents fetch only the shipped fonts, not {url}")
            return super().fetch(url, headers)

    return ShippedFontsOnly


@cache
def font_configuration():
    """The process's fonts: the shipped faces are added once, by the first stylesheet parsed."""
    from weasyprint.text.fonts import FontConfiguration

    # Dropped before the interpreter tears down the modules its cleanup needs.
    atexit.register(font_configuration.cache_clear)
    return FontConfiguration()


def common_css() -> str:
    """The rules every document shares: the shipped faces, and the page and text set in them."""
    faces = "".join(
        f'@font-face {{ font-family: "{FONT_FAMILY}"; src: url("{url}"); font-weight: {weight}; }}\n'
        for weight, url in font_urls().items()
    )
    return faces + f'@page {{ size: A4; font-family: "{FONT_FAMILY}"; }}\nhtml {{ font-family: "{FONT_FAMILY}"; }}\n'


@cache
def _stylesheet(template_name: str | None, language: str):
    """A stylesheet parsed once per process and language: the common one (None) or a template's."""
    from weasyprint import CSS

    if template_name is None:
        text = common_css()
    else:
        with translation.override(language):
            text = render_to_string(template_name)
    return CSS(
        string=text, base_url=base_url(), font_config=font_configuration(), url_fetcher=shipped_fonts_fetcher_class()()
    )


def html_to_pdf(html: str, *, stylesheets: Sequence[str] = (), copies: int | None = None) -> bytes:
    """The document as a PDF, styled by the common stylesheet and then by the named stylesheet templates
    (rendered in the active language).

    With ``copies``, the document is printed that many times, each copy keeping only its own elements marked
    `data-copy="<n>"` (0 to copies - 1): see `_copies`. Every document leaves signed by the issuing federation
    (`signing.pdf_sign`).
    """
    with collector_paused():
        document = _laid_out(html, stylesheets)
        if copies is not None:
            document = _copies(document, copies)
        return pdf_sign(document.write_pdf())


def _laid_out(html: str, stylesheets: Sequence[str]):
    from weasyprint import HTML

    language = translation.get_language()
    parsed = [_stylesheet(None, language), *(_stylesheet(name, language) for name in stylesheets)]
    return HTML(string=html, base_url=base_url(), url_fetcher=shipped_fonts_fetcher_class()()).render(
        stylesheets=parsed, font_config=font_configuration()
    )


def _copies(document, copies: int):
    """Copies of one document that differ only in their marked elements.

    The document is laid out once, with every copy's marks on its first page (positioned out of the flow, so
    that none moves the rest). Each page is painted once, the first without the marks, and its drawing
    repeated for each copy, with the copy's own marks painted over the first page. Laying out and painting
    take nearly all of a print's time, so four copies cost little more than one.
    """
    first, *rest = document.pages
    page_class = _repeated_page_class()
    body = page_class(_without_marks(first._page_box))
    rest = [page_class(page._page_box) for page in rest]
    pages = []
    for number in range(copies):
        pages += [body.with_marks(_marks_of(first, str(number))), *rest]
    return document.copy(pages)


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
