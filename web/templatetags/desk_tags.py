"""{% desk_waiting as count %}: how many items wait on the officer's desk, for the navigation."""

from django import template

from titles.desk import desk_counts

register = template.Library()


@register.simple_tag(takes_context=True)
def desk_waiting(context) -> int:
    """Everything the signed-in officer's desk lists as waiting for an act: requests, the applications whose
    next move is theirs, reports to approve, late-report agreements, refused and rejected files."""
    officer = getattr(context.get("user"), "federation_officer", None)
    if officer is None:
        return 0
    return sum(desk_counts(federation=officer.federation, user=context["user"]).values())
