"""The tournament page's results table: a constant number of queries, kept per results version."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.classification.round_robin import round_robin_file
from titles.models import NormResult
from titles.services import upload_evaluate
from tournaments import _versions

from .test_bulk_storage import evaluated

pytestmark = pytest.mark.django_db


def page_queries(client, upload) -> tuple[int, bytes]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("tournaments:detail", args=[upload.tournament_id]))
    assert response.status_code == 200
    return len(queries), response.content


def table_of(content: bytes) -> bytes:
    start = content.index(b'id="crosstable"')
    return content[start : content.index(b"</table>", start)]


def test_the_page_takes_as_many_queries_for_twelve_players_as_for_six(client):
    small, _ = evaluated(6)
    large, _ = evaluated(12)
    small_queries, _content = page_queries(client, small)
    large_queries, content = page_queries(client, large)
    assert small_queries == large_queries
    assert content.count(b'<tr id="entry-') == 12


def test_a_second_view_reads_the_table_kept_for_the_results_version(client):
    upload, _ = evaluated(8)
    first, content = page_queries(client, upload)
    second, again = page_queries(client, upload)
    assert second < first
    assert table_of(again) == table_of(content)


def test_a_new_results_version_is_shown_at_once(client):
    upload, _ = evaluated(6)
    page_queries(client, upload)
    corrected = round_robin_file(["I"] * 6).replace(b"Player, Number 01", b"Player, Remade 01")
    newer = _versions.version_store(tournament=upload.tournament, filename="rr-2.trf", data=corrected)
    upload_evaluate(upload_id=newer.pk)
    _queries, content = page_queries(client, newer)
    assert b"Player, Remade 01" in content


def test_verdicts_judged_again_are_shown_at_once(client):
    upload, _ = evaluated(6)
    _queries, before = page_queries(client, upload)
    norm = NormResult.objects.filter(entry__upload=upload).first()
    norm.achieved = not norm.achieved
    norm.save()
    _queries, after = page_queries(client, upload)
    assert table_of(after) != table_of(before)
