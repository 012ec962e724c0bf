"""Issue 30: the anonymous limit counts clients by the address the login lock uses (DJANGO_PROXY_COUNT
trusted proxies), so a made-up X-Forwarded-For is no new client; and polling the list of uploads spends no
upload from the upload limit."""

import pytest
from axes.helpers import get_client_ip_address
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import RequestFactory, override_settings
from django.urls import reverse
from rest_framework.throttling import SimpleRateThrottle

from lib.client_address import client_address


def request_from(remote: str, forwarded: str | None = None):
    headers = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        headers["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **headers)


@pytest.mark.parametrize(("proxies", "forwarded", "client"), [
    (0, "203.0.113.9", "10.0.0.1"),  # no proxy trusted: the header is the client's own invention
    (0, None, "10.0.0.1"),
    (1, "198.51.100.7", "198.51.100.7"),  # the one proxy appended what it saw
    (1, "203.0.113.9, 198.51.100.7", "198.51.100.7"),  # whatever the client wrote stands further left
    (2, "203.0.113.9, 198.51.100.7, 192.0.2.3", "198.51.100.7"),
    (2, "198.51.100.7", "198.51.100.7"),  # the first proxy was reached directly
    (1, None, "10.0.0.1"),
    (1, " , ", "10.0.0.1"),
])
def test_the_client_is_counted_at_the_depth_of_the_trusted_proxies(settings, proxies, forwarded, client):
    settings.PROXY_COUNT = proxies
    assert client_address(request_from("10.0.0.1", forwarded)) == client


@pytest.mark.parametrize("proxies", [0, 1])
def test_the_login_lock_counts_the_same_address(settings, proxies):
    settings.PROXY_COUNT = proxies
    request = request_from("10.0.0.1", "203.0.113.9, 198.51.100.7")
    assert get_client_ip_address(request) == client_address(request)


def test_by_default_no_proxy_is_trusted_and_the_login_lock_asks_the_same_function():
    from config.settings import base

    assert base.PROXY_COUNT == 0
    assert base.AXES_CLIENT_IP_CALLABLE == "lib.client_address.client_address"


@pytest.fixture
def fresh_limits(monkeypatch):
    cache.clear()
    yield lambda scope, rate: monkeypatch.setitem(SimpleRateThrottle.THROTTLE_RATES, scope, rate)
    cache.clear()


@pytest.mark.django_db
def test_a_made_up_forwarded_for_does_not_bypass_the_anonymous_limit(api_client, fresh_limits):
    fresh_limits("anon", "2/minute")
    url = reverse("api:tournament-list")
    statuses = [
        api_client.get(url, HTTP_X_FORWARDED_FOR=f"203.0.113.{number}").status_code for number in range(3)
    ]
    assert statuses == [200, 200, 429]


@pytest.mark.django_db
@override_settings(PROXY_COUNT=1)
def test_behind_a_trusted_proxy_each_client_has_its_own_limit(api_client, fresh_limits):
    fresh_limits("anon", "1/minute")
    url = reverse("api:tournament-list")
    assert api_client.get(url, HTTP_X_FORWARDED_FOR="198.51.100.1").status_code == 200
    assert api_client.get(url, HTTP_X_FORWARDED_FOR="198.51.100.2").status_code == 200
    assert api_client.get(url, HTTP_X_FORWARDED_FOR="203.0.113.5, 198.51.100.1").status_code == 429


@pytest.mark.django_db
def test_reading_the_uploads_spends_no_upload(cast, token_client, fresh_limits, trf_bytes):
    fresh_limits("upload", "1/hour")
    api = token_client(cast.arbiter)
    url = reverse("api:tournament-uploads", args=[cast.tournament.pk])
    assert [api.get(url).status_code for _ in range(3)] == [200, 200, 200]
    # The limit is still whole: one file is received, the next is throttled.
    first = api.post(url, {"file": SimpleUploadedFile("a.trf", trf_bytes), "confirm_mismatches": "true"}, format="multipart")
    second = api.post(url, {"file": SimpleUploadedFile("a.trf", trf_bytes), "confirm_mismatches": "true"}, format="multipart")
    assert first.status_code == 202, first.json()
    assert second.status_code == 429 and int(second["Retry-After"]) > 0
