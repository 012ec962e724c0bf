"""Conditional GET for the pages many people reload on a big day: an ``ETag`` made from the data's version, and the
time that version was first read as ``Last-Modified``, so that a browser or a reverse proxy that already holds the
page is answered 304 without the page being rendered, or even read.

The version is the data's (``config.data_version``): every committed write to a table a page shows moves it, so a
new results version, verdicts judged again or a permission changed all give a new tag, and no list of what a
page depends on can go stale. The tag also names the address, the viewer (the pages differ per user), the
language and the day, and is signed with the secret key, so that it cannot be guessed. Without a cache every
process shares no tag is given and every request is rendered.

Who may keep a copy (``Cache-Control``): what an anonymous visitor is shown, when the answer sets no cookie and
holds no CSRF token, is the same for every visitor of that language, so a shared cache (the README's nginx) may
serve it for ``SHARED_SECONDS`` and then revalidate it; browsers revalidate it each time. Anything else is
``private, no-cache``: its frame carries the viewer's navigation, or a form's token tied to one browser.
"""

from datetime import datetime, time
from functools import wraps

from django.contrib import messages
from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.utils.crypto import salted_hmac
from django.utils.translation import get_language
from django.views.decorators.http import condition

from config.data_version import data_version, data_version_seen
from web.page_cache import viewer

# How long a shared cache may answer anonymous visitors from its copy before asking again (a few seconds behind
# a results upload, against hundreds of renders a second on a big day).
SHARED_SECONDS = 10


def _version_shown(request) -> str | None:
    """The data's version, read once for the tag and the time, unless the page must be rendered whatever the
    browser holds: a message waits to be shown (after a form was sent, say), which a 304 would leave unshown."""
    if not hasattr(request, "data_version_shown"):
        request.data_version_shown = None if len(messages.get_messages(request)) else data_version()
    return request.data_version_shown


def data_version_etag(request, *args, **kwargs) -> str | None:
    version = _version_shown(request)
    if version is None:
        return None
    parts = (request.get_full_path(), viewer(request), get_language() or "", timezone.localdate().isoformat(), version)
    return salted_hmac("web.conditional", "\n".join(parts)).hexdigest()[:32]


def data_version_modified(request, *args, **kwargs) -> datetime | None:
    """When the data shown was last changed, as far as anybody can tell: the time its version was first read, and
    never before today began (the tag, and what the pages say of deadlines, change with the day)."""
    version = _version_shown(request)
    if version is None:
        return None
    seen = datetime.fromtimestamp(data_version_seen(version), tz=timezone.get_current_timezone())
    today = datetime.combine(timezone.localdate(), time.min, tzinfo=timezone.get_current_timezone())
    return max(seen, today)


def _shareable(request, response) -> bool:
    if request.user.is_authenticated or response.cookies or request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
        return False
    session = getattr(request, "session", None)
    return response.status_code in (200, 304) and not (session is not None and session.modified)


def revalidated(view):
    """The view answered 304 when the browser's copy is current, and its pages marked for revalidation. Put it
    inside the decorators that check who may see the page (``login_required``, ``require_safe``)."""
    conditional = condition(etag_func=data_version_etag, last_modified_func=data_version_modified)(view)

    @wraps(view)
    def answered(request, *args, **kwargs):
        response = conditional(request, *args, **kwargs)
        if _shareable(request, response):
            patch_cache_control(response, public=True, max_age=0, s_maxage=SHARED_SECONDS)
        else:
            patch_cache_control(response, private=True, no_cache=True)
        return response

    return answered
