"""Public pages answer 304 to a browser whose copy is current (web/conditional.py): the ETag is made from the
data's version (config/data_version.py), never from the rendered page."""

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from config import data_version
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


def test_a_page_carries_an_etag_and_asks_to_be_revalidated(position):
    upload, _queries = evaluated(6)
    response = Client().get(reverse("tournaments:detail", args=[upload.tournament_id]))
    assert response.status_code == 200 and response["ETag"]
    assert {"private", "no-cache"} <= {part.strip() for part in response["Cache-Control"].split(",")}


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
