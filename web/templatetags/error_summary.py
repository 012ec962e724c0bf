from django import template

from web.error_summary import PageError, errors_in

register = template.Library()


@register.simple_tag(takes_context=True)
def page_errors(context) -> list[PageError]:
    """Every error of the page's forms and the view's own problems (web.error_summary)."""
    return errors_in(context.flatten().items())
