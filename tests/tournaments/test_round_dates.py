"""The tournament's rounds are its newest evaluated file's: a corrected file replaces them, not only adds."""

import datetime

from titles.services import upload_evaluate
from tournaments import _versions
from tournaments.models import ResultUpload


def rounds(tournament) -> list[tuple[int, datetime.date | None]]:
    return list(tournament.rounds.order_by("number").values_list("number", "date"))


def evaluated(tournament, data: bytes) -> ResultUpload:
    upload = _versions.version_store(tournament=tournament, filename="results.trf", data=data)
    return upload_evaluate(upload_id=upload.pk)


def test_a_corrected_file_replaces_the_rounds_and_dates_of_an_earlier_wrong_one(cast, sample_path):
    wrong = sample_path("01_san_viator_2018_B.trf").read_bytes()  # 7 rounds, April to June 2018
    corrected = sample_path("08_sharly_trf26_individual_import_test.trf").read_bytes()  # 5 rounds, September 2025
    assert evaluated(cast.tournament, wrong).status == ResultUpload.Status.EVALUATED
    assert len(rounds(cast.tournament)) == 7

    assert evaluated(cast.tournament, corrected).status == ResultUpload.Status.EVALUATED
    assert rounds(cast.tournament) == [
        (1, datetime.date(2025, 9, 13)),
        (2, datetime.date(2025, 9, 13)),
        (3, datetime.date(2025, 9, 13)),
        (4, datetime.date(2025, 9, 14)),
        (5, datetime.date(2025, 9, 14)),
    ]


def test_an_older_version_evaluated_after_a_newer_one_leaves_the_newer_rounds(cast, sample_path):
    # Version 1 waits (its message was slow) while version 2 is evaluated.
    older = _versions.version_store(
        tournament=cast.tournament, filename="v1.trf", data=sample_path("01_san_viator_2018_B.trf").read_bytes()
    )
    newer = evaluated(cast.tournament, sample_path("08_sharly_trf26_individual_import_test.trf").read_bytes())
    assert (older.version, newer.version) == (1, 2)
    assert upload_evaluate(upload_id=older.pk).status == ResultUpload.Status.EVALUATED
    assert len(rounds(cast.tournament)) == 5
