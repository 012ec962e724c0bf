"""Conditional GET for the pages many people reload on a big day: an ``ETag`` made from the data's version, so that
a browser that already holds the page is answered 304 without the page being rendered, or even read.

The version is the data's (``config.data_version``): every committed write to a table a page shows moves it, so a
new results version, verdicts judged again or a permission changed all give a new tag, and no list of what a
page depends on can go stale. The tag also names the address, the viewer (the pages differ per user), the
language and the day, and is signed with the secret key, so that it cannot be guessed. Without a cache every
process shares no tag is given and every request is rendered.

``Cache-Control: private, no-cache``: a browser keeps the page but asks again each time; shared caches do not keep
it, since its frame carries the viewer's navigation and a form's CSRF token.
"""

from functools import wraps

from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.utils.crypto import salted_hmac
from django.utils.translation import get_language
from django.views.decorators.http import condition

from config.data_version import data_version
from web.page_cache import viewer


def data_version_etag(request, *args, **kwargs) -> str | None:
    version = data_version()
    if version is None:
        return None
    parts = (request.get_full_path(), viewer(request), get_language() or "", timezone.localdate().isoformat(), version)
    return salted_hmac("web.conditional", "\n".join(parts)).hexdigest()[:32]


def revalidated(view):
    """The view answered 304 when the browser's copy is current, and its pages marked for revalidation. Put it
    inside the decorators that check who may see the page (``login_required``, ``require_safe``)."""
    conditional = condition(etag_func=data_version_etag)(view)

    @wraps(view)
    def answered(request, *args, **kwargs):
        response = conditional(request, *args, **kwargs)
        patch_cache_control(response, private=True, no_cache=True)
        return response

    return answered
