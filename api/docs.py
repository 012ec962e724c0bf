"""The API's documentation page: ReDoc from the installed sidecar package, asking no other site for anything.

ReDoc's bundle loads a small logo of its makers from their CDN (its "API docs by Redocly" line), whatever the
options say. A documentation page should ask nobody else for anything (the readers' privacy, a site without
internet access, the production CSP, which refuses the image and logs a violation), so the bundle is served from
here with that address replaced by an empty image.
"""

import hashlib
from functools import cache
from pathlib import Path

from django.contrib.staticfiles import finders
from django.http import HttpResponse
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import condition
from drf_spectacular.views import SpectacularRedocView

BUNDLE = "drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js"
REDOCLY_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"
# An empty SVG, written so that it can stand inside the bundle's quoted strings; the CSP allows data: images.
EMPTY_IMAGE = "data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27/%3E"
# The bundle changes only with the installed package: browsers may keep it a day, revalidating by its ETag after.
KEPT_SECONDS = 24 * 3600


@cache
def bundle() -> bytes:
    """The sidecar's ReDoc bundle, its makers' logo replaced by an empty image."""
    text = Path(finders.find(BUNDLE)).read_text(encoding="utf-8")
    return text.replace(REDOCLY_LOGO, EMPTY_IMAGE).encode("utf-8")


@cache
def _bundle_etag() -> str:
    return hashlib.sha256(bundle()).hexdigest()[:32]


@condition(etag_func=lambda request: _bundle_etag())
def redoc_bundle(request):
    response = HttpResponse(bundle(), content_type="text/javascript; charset=utf-8")
    patch_cache_control(response, public=True, max_age=KEPT_SECONDS)
    return response


class ApiDocsView(SpectacularRedocView):
    """drf-spectacular's ReDoc page, loading the bundle from ``redoc_bundle``."""

    @staticmethod
    def _redoc_standalone() -> str:
        return reverse("api:docs_bundle")
