"""{% desk_waiting as count %}: how many items wait on the officer's desk, for the navigation."""

from django import template

from titles.desk import desk_counts
from web.page_cache import kept_for_viewer

register = template.Library()


@register.simple_tag(takes_context=True)
def desk_waiting(context) -> int:
    """Everything the signed-in officer's desk lists as waiting for an act: requests, the applications whose
    next move is theirs, reports to approve, late-report agreements, refused and rejected files. Kept until the
    data changes, as the pages are: every page of an officer shows it."""
    user = context.get("user")
    officer = getattr(user, "federation_officer", None)
    if officer is None:
        return 0
    return kept_for_viewer(
        context["request"], "desk-waiting", lambda: sum(desk_counts(federation=officer.federation, user=user).values())
    )
