"""A path under /api/ that names nothing answers as the API does (JSON), not with the site's HTML page."""

from django.http import JsonResponse
from django.views import defaults
from rest_framework.exceptions import NotFound


def page_not_found(request, exception):
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": str(NotFound.default_detail)}, status=404)
    return defaults.page_not_found(request, exception)
