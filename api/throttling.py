"""The API's rate limits, counting clients by the address the login lock uses (lib.client_address)."""

from rest_framework import throttling
from rest_framework.permissions import SAFE_METHODS

from lib.client_address import client_address


class ClientAddressMixin:
    def get_ident(self, request) -> str:
        return client_address(request)


class AnonRateThrottle(ClientAddressMixin, throttling.AnonRateThrottle):
    pass


class UserRateThrottle(ClientAddressMixin, throttling.UserRateThrottle):
    pass


class ScopedRateThrottle(ClientAddressMixin, throttling.ScopedRateThrottle):
    """A scope (such as "upload") limits what spends its resource: writes. Reading, e.g. the list of uploads
    while polling, is counted by the anonymous and per-user limits only."""

    def allow_request(self, request, view) -> bool:
        if request.method in SAFE_METHODS:
            return True
        return super().allow_request(request, view)
