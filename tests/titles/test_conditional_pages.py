"""Public pages answer 304 to a browser whose copy is current (web/conditional.py): the ETag is made from the
data's version (config/data_version.py), never from the rendered page."""

import time

import pytest
from django.contrib import messages
from django.contrib.auth.models import AnonymousUser
from django.contrib.messages.storage import default_storage
from django.core.cache import cache
from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.test import Client, RequestFactory
from django.urls import reverse
from django.utils.http import parse_http_date

from config import data_version
from tests.fixtures.accounts import SignedInClient
from tests.tournaments.test_bulk_storage import evaluated
from titles.models import NormResult
from web import conditional, page_cache

pytestmark = pytest.mark.django_db


@pytest.fixture
def position(monkeypatch):
    """The data's counter, read inside the test's own transaction (where the real `data_version` keeps nothing),
    and moved by the test as a commit would move it."""
    monkeypatch.setattr(conditional, "data_version", lambda: str(cache.get(data_version.KEY, 0)))
    monkeypatch.setattr(page_cache, "data_version", lambda: str(cache.get(data_version.KEY, 0)))


def directives(response) -> set[str]:
    return {part.strip() for part in response["Cache-Control"].split(",")}


def test_a_visitors_page_may_be_kept_by_a_shared_cache_for_seconds_and_is_revalidated_by_browsers(position):
    upload, _queries = evaluated(6)
    response = Client().get(reverse("tournaments:detail", args=[upload.tournament_id]))
    assert response.status_code == 200 and response["ETag"] and response["Last-Modified"]
    assert directives(response) == {"public", "max-age=0", f"s-maxage={conditional.SHARED_SECONDS}"}
    assert not response.cookies and "csrfmiddlewaretoken" not in response.content.decode()
    assert {"Cookie", "Accept-Language"} <= {part.strip() for part in response["Vary"].split(",")}


def test_a_signed_in_users_page_is_private_and_revalidated(position, cast):
    upload, _queries = evaluated(6)
    client = SignedInClient()
    client.force_login(cast.officer)
    response = client.get(reverse("tournaments:detail", args=[upload.tournament_id]))
    assert response.status_code == 200 and response["ETag"]
    assert directives(response) == {"private", "no-cache"}


def anonymous_request():
    request = RequestFactory().get("/tournaments/")
    request.user = AnonymousUser()
    return request


def test_a_visitors_answer_tied_to_his_browser_is_never_shared():
    """A CSRF token in a form, a session written or a cookie set make the answer one browser's."""
    assert conditional._shareable(anonymous_request(), HttpResponse())
    with_token = anonymous_request()
    get_token(with_token)
    assert not conditional._shareable(with_token, HttpResponse())
    with_cookie = HttpResponse()
    with_cookie.set_cookie("messages", "saved")
    assert not conditional._shareable(anonymous_request(), with_cookie)
    assert not conditional._shareable(anonymous_request(), HttpResponse(status=404))


def test_last_modified_is_when_the_data_was_first_seen_and_answers_304(position):
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    client = Client()
    first = client.get(url)
    modified = first["Last-Modified"]
    assert parse_http_date(modified) <= time.time() + 1
    assert client.get(url, headers={"if-modified-since": modified}).status_code == 304
    data_version.data_changed()
    # Last-Modified has a resolution of a second; a browser or nginx sends the ETag beside it, which decides.
    assert client.get(url, headers={"if-none-match": first["ETag"], "if-modified-since": modified}).status_code == 200


def test_a_current_copy_is_answered_304_without_rendering(position, django_assert_max_num_queries):
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    client = Client()
    etag = client.get(url)["ETag"]
    with django_assert_max_num_queries(1):  # the session of the viewer at most: no page read
        again = client.get(url, headers={"if-none-match": etag})
    assert again.status_code == 304 and not again.content and not again.templates
    assert again["ETag"] == etag


def test_a_changed_result_changes_the_etag(position):
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    client = Client()
    before = client.get(url)["ETag"]
    assert client.get(url)["ETag"] == before
    NormResult.objects.filter(entry__upload=upload).update(achieved=True)
    data_version.data_changed()  # as its commit would (the real counter: the test below)
    after = client.get(url, headers={"if-none-match": before})
    assert after.status_code == 200 and after["ETag"] != before


def test_the_etag_differs_by_viewer_page_and_language(position):
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    responses = [Client().get(url), Client().get(url + "?page=2"), Client(headers={"accept-language": "uk"}).get(url)]
    assert [response.status_code for response in responses] == [200, 200, 200]
    assert len({response["ETag"] for response in responses}) == 3


def test_without_a_data_version_every_request_is_rendered(monkeypatch):
    monkeypatch.setattr(conditional, "data_version", lambda: None)
    monkeypatch.setattr(page_cache, "data_version", lambda: None)
    upload, _queries = evaluated(6)
    response = Client().get(reverse("tournaments:detail", args=[upload.tournament_id]), headers={"if-none-match": "*"})
    assert response.status_code == 200 and not response.has_header("ETag")


@pytest.mark.django_db(transaction=True)
def test_a_result_written_changes_the_etag_through_the_real_counter(monkeypatch, settings):
    monkeypatch.setattr(data_version, "SHARED_CACHES", (settings.CACHES["default"]["BACKEND"],))
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    before = Client().get(url)["ETag"]
    NormResult.objects.filter(entry__upload=upload).update(achieved=True)
    assert Client().get(url, headers={"if-none-match": before}).status_code == 200


def test_a_waiting_message_is_shown_even_to_a_browser_holding_the_page(position, cast):
    """After a form was sent and nothing changed, the page the browser holds would hide the message: rendered."""
    client = SignedInClient()
    client.force_login(cast.officer)
    url = reverse("players:desk")
    first = client.get(url)
    assert first.status_code == 200 and first["ETag"]
    assert client.get(url, headers={"if-none-match": first["ETag"]}).status_code == 304
    client.cookies["messages"] = waiting_message_cookie("Nothing was changed.")
    again = client.get(url, headers={"if-none-match": first["ETag"]})
    assert again.status_code == 200 and "Nothing was changed." in again.content.decode()


def waiting_message_cookie(text: str) -> str:
    """The messages cookie a redirect after a form leaves in the browser."""
    request = RequestFactory().get("/")
    request.session = {}
    storage = default_storage(request)
    storage.add(messages.INFO, text)
    response = HttpResponse()
    storage.update(response)
    return response.cookies["messages"].value
