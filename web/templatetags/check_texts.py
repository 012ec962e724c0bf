"""The engine's checks and reasons in the reader's language (titles.check_texts)."""

from django import template

from titles.check_texts import citation, text_html, translated

register = template.Library()


@register.simple_tag
def check_text(item):
    """A check or a dropped round, as HTML: translated, or in English marked lang="en" if it has no message."""
    return text_html(item)


@register.filter
def message_text(value) -> str:
    """A message of the engine (a stored one, or a Message) in the reader's language."""
    return translated(value)


@register.filter
def rule_citation(rule) -> str:
    """A check's rule: a number as it is, a general principle in the reader's language."""
    return citation(rule) if isinstance(rule, str) else rule
