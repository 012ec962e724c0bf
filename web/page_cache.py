"""Whole pages kept between requests, never older than the database.

A page is kept under its viewer (the user, or anonymous), its address, the language, today's date and the
database's write position: PostgreSQL's WAL insert position moves with every change written, and it is read
before the page is, so a kept page always shows at least everything committed when its key was read. A new
results version, verdicts judged again, an approval recorded, a permission changed: every write gives every
page a new key, and no list of what each page depends on can go stale. Kept pages are never shared between
viewers, so nobody is ever served what another may see and they may not.

What differs per request stays out of the kept part: the page's frame (navigation, messages, the language
form) is rendered each time around the kept title and content, and a form's CSRF token is put in on the way
out. Where the position cannot be read (SQLite) nothing is kept.
"""

import hashlib
from urllib.parse import urlencode

from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

# A kept page is useless once anything is written; this only bounds how long an unused one takes room.
KEPT_SECONDS = 3600
# The page's own template extends this instead of base.html when rendered for keeping.
PARTS_TEMPLATE = "page_parts.html"
KEPT_PAGE_TEMPLATE = "kept_page.html"
PARTS_SEPARATOR = "<!-- end of the title -->"
CSRF_PLACEHOLDER = "csrf-token-of-this-request"


def database_position() -> str | None:
    """Where the database's write-ahead log stands; None when the database cannot say (SQLite)."""
    if connection.vendor != "postgresql" or connection.in_atomic_block:
        return None
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_current_wal_insert_lsn()")
        return str(cursor.fetchone()[0])


def render_kept(request: HttpRequest, template_name: str, context, *, query: tuple[str, ...] = ()) -> HttpResponse:
    """`render(request, template_name, context())`, the page kept for this viewer until anything is written.

    ``context`` is called only when the page is not kept; the template extends
    ``page_base|default:"base.html"`` and has only the blocks ``title`` and ``content``. ``query`` names the
    parameters of the address the page depends on; any other is left out of the key, so that made-up ones
    cannot fill the cache.
    """
    position = database_position()
    if position is None:
        return render(request, template_name, context())
    key = _key(request, template_name, position, query)
    parts = cache.get(key)
    if parts is None:
        text = render_to_string(
            template_name, {**context(), "page_base": PARTS_TEMPLATE, "csrf_token": CSRF_PLACEHOLDER}, request
        )
        title, _separator, content = text.partition(PARTS_SEPARATOR)
        parts = {"title": title, "content": content}
        cache.set(key, parts, KEPT_SECONDS)
    content = parts["content"]
    if CSRF_PLACEHOLDER in content:
        content = content.replace(CSRF_PLACEHOLDER, get_token(request))
    # Both were rendered with autoescaping by the page's own template.
    kept = {"kept_title": mark_safe(parts["title"]), "kept_content": mark_safe(content)}  # noqa: S308
    return render(request, KEPT_PAGE_TEMPLATE, kept)


def _key(request: HttpRequest, template_name: str, position: str, query: tuple[str, ...]) -> str:
    user = request.user
    # The second factor given or not (django-otp's middleware tells) may change what an officer sees.
    verified = getattr(user, "is_verified", lambda: False)()
    viewer = f"user:{user.pk}:{int(verified)}" if user.is_authenticated else "anonymous"
    address = request.path + "?" + urlencode([(name, request.GET.getlist(name)) for name in query], doseq=True)
    parts = (template_name, address, viewer, get_language(), timezone.localdate().isoformat(), position)
    return "kept-page:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()
