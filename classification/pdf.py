"""The qualification book ("кваліфікаційний квиток", Cond. 18) as a PDF, in the reader's language, through the
site's one PDF module (printing.pdf)."""

from django.template.loader import render_to_string

from printing.pdf import html_to_pdf

from .selectors import PlayerBook


def qualification_book_pdf(book: PlayerBook) -> bytes:
    return html_to_pdf(render_to_string("classification/qualification_book.html", {"book": book}))
