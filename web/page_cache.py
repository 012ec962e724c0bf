"""Whole pages kept between requests, never older than the database.

A page is kept under its viewer (the user, or anonymous), its address, the language, today's date and the data's
version (`config.data_version`): a counter moved after every committed write to a table a page shows, read before the
page is, so a kept page always shows at least everything committed when its key was read. A new results version,
verdicts judged again, an approval recorded, a permission changed: every such write gives every page a new key,
and no list of what each page depends on can go stale; sessions and sign-ins do not. Kept pages are never shared
between viewers, so nobody is ever served what another may see and they may not.

What differs per request stays out of the kept part: the page's frame (navigation, messages, the language
form) is rendered each time around the kept title and content, and a form's CSRF token is put in on the way
out. Without a cache every process shares (`CACHE_URL`), or inside a transaction, nothing is kept.
"""

import hashlib
from urllib.parse import urlencode

from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from config.data_version import data_version

# A kept page is useless once anything it shows is written; this only bounds how long an unused one takes room.
KEPT_SECONDS = 3600
# The page's own template extends this instead of base.html when rendered for keeping.
PARTS_TEMPLATE = "page_parts.html"
KEPT_PAGE_TEMPLATE = "kept_page.html"
PARTS_SEPARATOR = "<!-- end of the title -->"
CSRF_PLACEHOLDER = "csrf-token-of-this-request"


def render_kept(request: HttpRequest, template_name: str, context, *, query: tuple[str, ...] = ()) -> HttpResponse:
    """`render(request, template_name, context())`, the page kept for this viewer until anything is written.

    ``context`` is called only when the page is not kept; the template extends
    ``page_base|default:"base.html"`` and has only the blocks ``title`` and ``content``. ``query`` names the
    parameters of the address the page depends on; any other is left out of the key, so that made-up ones
    cannot fill the cache.
    """
    version = data_version()
    if version is None:
        return render(request, template_name, context())
    key = _key(request, template_name, version, query)
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


def kept_for_viewer(request: HttpRequest, name: str, compute):
    """``compute()``, kept for this viewer, day and data version as pages are: a part of every page's frame (the
    desk's count in the navigation) that would otherwise cost each kept page its queries again."""
    version = data_version()
    if version is None:
        return compute()
    parts = (name, viewer(request), timezone.localdate().isoformat(), version)
    key = "kept-value:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()
    return cache.get_or_set(key, compute, KEPT_SECONDS)


def viewer(request: HttpRequest) -> str:
    """Whom a page is made for: the user, with the second factor given or not (django-otp's middleware tells; it may
    change what an officer sees), or an anonymous visitor."""
    user = request.user
    verified = getattr(user, "is_verified", lambda: False)()
    return f"user:{user.pk}:{int(verified)}" if user.is_authenticated else "anonymous"


def _key(request: HttpRequest, template_name: str, version: str, query: tuple[str, ...]) -> str:
    address = request.path + "?" + urlencode([(name, request.GET.getlist(name)) for name in query], doseq=True)
    parts = (template_name, address, viewer(request), get_language(), timezone.localdate().isoformat(), version)
    return "kept-page:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()
