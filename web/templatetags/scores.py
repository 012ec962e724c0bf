from django import template

from lib.scores import score_text

register = template.Library()


@register.filter
def points(value) -> str:
    """A score as chess writes it (6½, lib.scores); a dash where none is known."""
    if value is None or value == "":
        return "–"
    return score_text(value)
