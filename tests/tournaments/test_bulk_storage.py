"""Storing an upload takes the same statements whatever the size of the field; rows are written in bulk."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from config.bulk import insert_rows, reserve_ids, update_rows
from tests import factories
from tests.classification.round_robin import round_robin_file
from titles.models import NormResult
from titles.services import upload_evaluate
from tournaments import _versions
from tournaments.models import Entry, Pairing, ResultUpload, Tournament

pytestmark = pytest.mark.django_db


def evaluated(players: int) -> tuple[ResultUpload, int]:
    """A round robin of this many players uploaded and evaluated; the queries the evaluation took."""
    tournament = factories.TournamentFactory(
        system=Tournament.System.ROUND_ROBIN,
        rounds_scheduled=players - 1,
        start_date=datetime.date(2021, 7, 1),
        end_date=datetime.date(2021, 7, 1) + datetime.timedelta(days=players - 2),
    )
    upload = _versions.version_store(tournament=tournament, filename="rr.trf", data=round_robin_file(["I"] * players))
    with CaptureQueriesContext(connection) as queries:
        upload_evaluate(upload_id=upload.pk)
    upload.refresh_from_db()
    return upload, len(queries)


def test_the_evaluation_takes_as_many_queries_for_twelve_players_as_for_six():
    small, small_queries = evaluated(6)
    large, large_queries = evaluated(12)
    assert small.status == large.status == ResultUpload.Status.EVALUATED
    assert Pairing.objects.filter(entry__upload=large).count() == 12 * 11
    # Never more for twelve: the first evaluation a test process runs may also fill a cache (under pytest-xdist
    # this module can be the first its process runs), which only ever adds to the six players' count.
    assert large_queries <= small_queries


def test_rows_written_in_one_statement_read_back_as_they_were_written():
    upload, _queries = evaluated(6)
    pairings = list(Pairing.objects.filter(entry__upload=upload).order_by("pk"))
    wanted = [(p.entry_id, p.round_number, p.opponent_id, p.colour, p.result_code, p.kind, p.points) for p in pairings]
    Pairing.objects.filter(entry__upload=upload).delete()
    for pairing in pairings:
        pairing.pk = None
    with CaptureQueriesContext(connection) as queries:
        insert_rows(Pairing, pairings)
    written = Pairing.objects.filter(entry__upload=upload).order_by("entry_id", "round_number")
    found = [(p.entry_id, p.round_number, p.opponent_id, p.colour, p.result_code, p.kind, p.points) for p in written]
    assert sorted(found) == sorted(wanted)
    assert len(queries) == 1


def test_an_update_of_many_rows_changes_only_the_fields_named():
    upload, _queries = evaluated(6)
    entries = list(Entry.objects.filter(upload=upload).order_by("start_number"))
    for number, entry in enumerate(entries):
        entry.performance = 2000 + number
        entry.name = "not written"
    with CaptureQueriesContext(connection) as queries:
        update_rows(Entry, entries, ["performance"])
    stored = list(Entry.objects.filter(upload=upload).order_by("start_number").values_list("performance", "name"))
    assert [performance for performance, _name in stored] == [2000 + number for number in range(6)]
    assert "not written" not in {name for _performance, name in stored}
    assert len(queries) == 1


@pytest.mark.postgres
def test_rows_given_reserved_ids_are_written_with_them_and_their_json_as_it_was():
    upload, _queries = evaluated(6)
    verdicts = list(NormResult.objects.filter(entry__upload=upload).order_by("pk"))
    wanted = {(verdict.entry_id, verdict.title): (verdict.checks, verdict.totals, verdict.forecast) for verdict in verdicts}
    NormResult.objects.filter(entry__upload=upload).delete()
    ids = reserve_ids(NormResult, len(verdicts))
    assert len(set(ids)) == len(verdicts) and min(ids) > max(verdict.pk for verdict in verdicts)
    for verdict, pk in zip(verdicts, ids, strict=True):
        verdict.pk = pk
    with CaptureQueriesContext(connection) as queries:
        insert_rows(NormResult, verdicts)
    written = NormResult.objects.filter(entry__upload=upload)
    assert sorted(written.values_list("pk", flat=True)) == sorted(ids)
    assert {(verdict.entry_id, verdict.title): (verdict.checks, verdict.totals, verdict.forecast) for verdict in written} == wanted
    assert len(queries) == 1


def test_without_a_sequence_to_draw_from_no_ids_are_reserved():
    if connection.vendor == "postgresql":
        pytest.skip("PostgreSQL draws ids from the table's sequence")
    assert reserve_ids(NormResult, 10) is None
