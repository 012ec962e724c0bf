"""What went wrong on a page, gathered for the error summary at its top (templates/forms/error_summary.html).

A page that answers a form with errors says so three ways, for those who cannot see the form: its title starts
with "Error:", a summary lists every error and takes the focus, each entry linking to its field. The summary
gathers the errors of every bound form and formset in the page's context; a view adds what no form holds (a
refused file) as `page_problems`, a list of `PageError`.
"""

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from django.forms import BaseForm, BaseFormSet
from django.utils.translation import gettext as _

# The context key under which a view hands the summary its own problems.
PAGE_PROBLEMS = "page_problems"


@dataclass(frozen=True)
class PageError:
    message: str
    # The id of the element the error is about (its field, its explanation on the page); "" when none.
    target: str = ""


def errors_in(context: Iterable) -> list[PageError]:
    """The errors of the bound forms and formsets among the context's values, then the view's own problems."""
    found: list[PageError] = []
    problems: list[PageError] = []
    for key, value in context:
        # type(), not isinstance(): a lazy value of the context (a table read only when the page shows it) is
        # left unevaluated.
        kind = type(value)
        if key == PAGE_PROBLEMS:
            problems += value
        elif issubclass(kind, BaseFormSet) and value.is_bound:
            found += _formset_errors(value)
        elif issubclass(kind, BaseForm) and value.is_bound:
            found += _form_errors(value)
    return list(dict.fromkeys(found + problems))


def _form_errors(form: BaseForm, row: int | None = None) -> Iterator[PageError]:
    first_field = next((field.auto_id for field in form.visible_fields() if field.auto_id), "")
    for message in form.non_field_errors():
        yield PageError(message, first_field)
    for name, messages in form.errors.items():
        if name not in form.fields:
            continue
        field = form[name]
        label = field.label if row is None else _("Row %(row)s, %(field)s") % {"row": row, "field": field.label}
        target = field.auto_id if not field.is_hidden else first_field
        for message in messages:
            yield PageError(f"{label}: {message}", target or "")


def _formset_errors(formset: BaseFormSet) -> Iterator[PageError]:
    for message in formset.non_form_errors():
        yield PageError(message)
    for row, form in enumerate(formset.forms, start=1):
        yield from _form_errors(form, row)
