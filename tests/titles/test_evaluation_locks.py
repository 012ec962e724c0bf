"""Uploading never waits on evaluating: an evaluation locks its upload's row, not its tournament's, which a new
version's upload locks to number itself (PostgreSQL, two connections)."""

import threading
import time

import pytest
from django.db import connection, transaction

from titles import services as titles_services
from tournaments import _versions, services
from tournaments.models import ResultUpload

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_a_new_version_is_stored_while_the_previous_one_is_being_evaluated(cast, sample_path, monkeypatch):
    monkeypatch.setattr("titles.tasks.evaluate_upload.delay", lambda upload_id: None)  # this test evaluates
    data = sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
    first = _versions.version_store(tournament=cast.tournament, filename="v1.trf", data=data)
    storing, release = threading.Event(), threading.Event()
    original = services.results_store

    def store_slowly(**kwargs):
        storing.set()  # inside the transaction that holds the evaluation's lock on its upload
        release.wait(timeout=20)
        return original(**kwargs)

    monkeypatch.setattr("tournaments.services.results_store", store_slowly)
    outcome = {}

    def evaluate() -> None:
        try:
            outcome["status"] = titles_services.upload_evaluate(upload_id=first.pk, owner="worker/evaluation").status
        finally:
            connection.close()

    evaluation = threading.Thread(target=evaluate)
    evaluation.start()
    try:
        assert storing.wait(timeout=20)
        started = time.monotonic()
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL lock_timeout = '3s'")
            receipt = services.upload_receive(
                tournament=cast.tournament, filename="v2.trf", data=data + b"\n", entrance="api", confirmed=True
            )
        waited = time.monotonic() - started
    finally:
        release.set()
        evaluation.join(timeout=30)
    assert receipt.created and receipt.upload.version == 2
    assert waited < 1.5
    assert outcome["status"] == ResultUpload.Status.EVALUATED
