"""The upload rate limit, shared by every entrance that takes a results file from a person."""

from rest_framework.throttling import SimpleRateThrottle


class UploadThrottle(SimpleRateThrottle):
    """The REST API's "upload" scope (API_THROTTLE_UPLOAD) for the upload page: the same budget per user, under
    the same cache key as the API's ScopedRateThrottle, so that the two doors together take no more."""

    scope = "upload"

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": request.user.pk}
