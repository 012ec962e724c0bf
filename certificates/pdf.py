"""The printed forms (IT1, IT2, IT3) from their templates, through the site's one PDF module (printing.pdf).

Official copies go to federations and the FIDE Office: they are always printed in the site's language,
whatever language the person or task that triggered the printing uses.
"""

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation

from printing.pdf import html_to_pdf

# The forms' own rules, over the common stylesheet of every printed document.
STYLESHEET_TEMPLATE = "certificates/pdf/print.css"


def pdf_html(template_name: str, context: dict) -> str:
    """The HTML a form is printed from."""
    with translation.override(settings.LANGUAGE_CODE):
        return render_to_string(template_name, context)


def pdf_render(template_name: str, context: dict) -> bytes:
    with translation.override(settings.LANGUAGE_CODE):
        return html_to_pdf(pdf_html(template_name, context), stylesheets=[STYLESHEET_TEMPLATE])


def pdf_render_copies(template_name: str, context: dict, *, copies: int) -> bytes:
    """Copies of one form that differ only in their elements marked `data-copy="<n>"` (0 to copies - 1)."""
    with translation.override(settings.LANGUAGE_CODE):
        return html_to_pdf(pdf_html(template_name, context), stylesheets=[STYLESHEET_TEMPLATE], copies=copies)
