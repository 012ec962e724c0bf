"""The address a request came from, as every lock and limit counts it (django-axes, the API's throttles).

Behind PROXY_COUNT trusted proxies (DJANGO_PROXY_COUNT), each of them appended the address it was reached from
to X-Forwarded-For, so the client is the PROXY_COUNT-th address from the right; whatever stands further left
was written by the client and proves nothing. With no trusted proxy (the default) the header is not read at
all: a made-up X-Forwarded-For must not make one client many.
"""

from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest) -> str:
    proxies = settings.PROXY_COUNT
    remote = request.META.get("REMOTE_ADDR", "")
    if proxies == 0:
        return remote
    forwarded = [address.strip() for address in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    forwarded = [address for address in forwarded if address]
    if not forwarded:
        return remote
    # A header shorter than the chain of proxies: the first proxy was reached directly by the client.
    return forwarded[-min(proxies, len(forwarded))]
