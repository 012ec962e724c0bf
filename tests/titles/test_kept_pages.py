"""Whole pages kept between requests (web/page_cache.py): per viewer, never older than the database."""

import re

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.core.cache import cache
from django.db import connection, transaction
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from config import data_version
from tests import factories
from tests.fixtures.accounts import SignedInClient
from tests.tournaments.test_bulk_storage import evaluated
from tournaments.models import Tournament
from web import page_cache
from web.page_cache import CSRF_PLACEHOLDER

pytestmark = pytest.mark.django_db

# The tests of what is kept read the data's counter although each runs inside a transaction of its own (where the
# real `data_version` keeps nothing); its writes never commit, so the counter stands still unless a test moves it.
position_held_still = pytest.mark.usefixtures("_counter_read_in_the_tests_transaction")


@pytest.fixture
def _counter_read_in_the_tests_transaction(monkeypatch):
    monkeypatch.setattr(page_cache, "data_version", lambda: str(cache.get(data_version.KEY, 0)))


@pytest.fixture
def shared_cache(monkeypatch):
    """The test process's own cache taken as the one all processes share: there is only this process."""
    monkeypatch.setattr(data_version, "SHARED_CACHES", (settings.CACHES["default"]["BACKEND"],))


def get(client, url: str) -> tuple[int, bytes]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200
    return len(queries), response.content


def main(content: bytes) -> bytes:
    """The page below its frame (whose language form carries a token of its own request)."""
    return content[content.index(b'id="content"') :]


@position_held_still
def test_a_kept_tournament_page_is_served_again_with_one_query():
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    first_queries, first = get(Client(), url)
    queries, again = get(Client(), url)
    # The tournament itself (a 404 for a wrong number); the write position is held still here.
    assert queries == 1 < first_queries
    assert main(again) == main(first)


@pytest.mark.django_db(transaction=True)
def test_the_version_moves_once_a_shown_write_is_committed_and_only_then(shared_cache):
    before = data_version.data_version()
    with transaction.atomic():
        factories.PlayerFactory()
        factories.PlayerFactory()
        assert data_version.data_version() is None  # not read inside a transaction
        assert cache.get(data_version.KEY) == int(before)  # not before the commit
    after = data_version.data_version()
    assert int(after) == int(before) + 1  # once for the transaction
    with pytest.raises(RuntimeError), transaction.atomic():
        factories.PlayerFactory()
        raise RuntimeError("rolled back")
    assert data_version.data_version() == after
    factories.PlayerFactory()  # outside a transaction: each statement committed at once
    assert int(data_version.data_version()) > int(after)


@pytest.mark.django_db(transaction=True)
def test_sign_ins_and_sessions_leave_the_kept_pages_alone(shared_cache, cast):
    before = data_version.data_version()
    client = Client()
    assert client.post(reverse("login"), {"username": "nobody", "password": "wrong"}).status_code == 200
    client.force_login(cast.player_user)
    Session.objects.all().delete()
    assert data_version.data_version() == before
    cache.delete(data_version.KEY)  # a cache emptied starts a counter no kept page was keyed with
    assert data_version.data_version() != before


def test_without_a_cache_every_process_shares_nothing_is_kept(settings):
    assert settings.CACHES["default"]["BACKEND"] not in data_version.SHARED_CACHES
    assert data_version.data_version() is None


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_results_stored_with_copy_move_the_version(shared_cache):
    before = data_version.data_version()
    evaluated(6)  # the pairings and verdicts go in with COPY
    assert int(data_version.data_version()) > int(before)


@pytest.mark.django_db(transaction=True)
def test_anything_written_shows_at_once(shared_cache):
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    get(Client(), url)
    Tournament.objects.filter(pk=upload.tournament_id).update(city="Lviv-renamed")
    _queries, content = get(Client(), url)
    assert b"Lviv-renamed" in content


@position_held_still
def test_a_page_kept_for_one_officer_is_never_served_to_another(cast):
    desk = reverse("players:desk")
    officer, other_officer = SignedInClient(), SignedInClient()
    officer.force_login(cast.officer)
    other_officer.force_login(cast.other_officer)
    rendered, mine = get(officer, desk)
    _queries, theirs = get(other_officer, desk)
    assert b"(UKR)" in mine and b"(ESP)" not in mine
    assert b"(ESP)" in theirs and b"(UKR)" not in theirs
    queries, again = get(officer, desk)
    # Kept: only the page around it is made again (the navigation counts what waits on the desk, issue 32).
    assert b"(UKR)" in again and queries < rendered


@position_held_still
def test_a_player_page_kept_for_an_officer_is_not_shown_to_a_stranger(cast):
    player = factories.PlayerFactory(federation=cast.officer.federation_officer.federation)
    url = reverse("players:player", args=[player.pk])
    officer, stranger = SignedInClient(), SignedInClient()
    officer.force_login(cast.officer)
    stranger.force_login(cast.other_officer)
    get(officer, url)
    assert stranger.get(url).status_code == 404
    assert Client().get(url).status_code == 302  # to the sign-in page


@position_held_still
def test_a_form_of_a_kept_page_carries_the_token_of_each_request(cast):
    player = factories.PlayerFactory(federation=cast.officer.federation_officer.federation)
    url = reverse("players:player", args=[player.pk])
    for _visit in range(2):  # rendered, then kept
        client = SignedInClient(enforce_csrf_checks=True)
        client.force_login(cast.officer)
        content = client.get(url).content.decode()
        assert CSRF_PLACEHOLDER not in content
        main = content[content.index('id="content"') :]
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', main).group(1)
        answer = client.post(reverse("set_language"), {"language": "en", "next": url, "csrfmiddlewaretoken": token})
        assert answer.status_code == 302


@position_held_still
def test_each_language_has_its_own_kept_page():
    upload, _queries = evaluated(6)
    url = reverse("tournaments:detail", args=[upload.tournament_id])
    _queries, english = get(Client(), url)
    _queries, german = get(Client(headers={"accept-language": "de"}), url)
    assert b'lang="en"' in english and b'lang="de"' in german
    assert english.count(b"Results version") == 1 and b"Results version" not in german


@position_held_still
def test_only_the_parameters_a_page_reads_make_another_kept_page(cast):
    factories.PlayerFactory(federation=cast.officer.federation_officer.federation, name="Kovalenko, Ivan")
    officer = SignedInClient()
    officer.force_login(cast.officer)
    desk = reverse("players:desk")
    rendered, everyone = get(officer, desk)
    queries, made_up = get(officer, desk + "?utm_source=mail")
    _queries, searched = get(officer, desk + "?q=nobody-of-that-name")
    assert b"Kovalenko, Ivan" in everyone and main(made_up) == main(everyone) and queries < rendered
    assert b"Kovalenko, Ivan" not in searched
