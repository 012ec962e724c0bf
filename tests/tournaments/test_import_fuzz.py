"""The whole import under mutated sample files, on the configured database (PostgreSQL in CI): each file is
evaluated, or rejected with line and column and nothing written; never failed as "an error on our side"."""

import pytest

from tests.fuzzing import Campaign, mutated_inputs, trf_samples
from tests.fuzzing_import import import_outcome
from titles.services import upload_evaluate
from tournaments import _versions
from tournaments.models import Entry, ResultUpload, Round
from trf.limits import MAX_ROUNDS
from trf.players import round_column


def test_mutated_samples_are_evaluated_or_rejected_with_nothing_written(cast):
    campaign = Campaign()
    samples = [(name, data) for name, data in trf_samples() if not name.startswith(("02", "06"))]  # the largest
    for name, data in mutated_inputs(60, seed=7, samples=samples):
        campaign.run(name, lambda data=data: import_outcome(tournament=cast.tournament, data=data))
    assert not campaign.crashes, campaign.crashes[0]
    assert campaign.outcomes["accepted"] and campaign.outcomes["rejected"], campaign.figures()


@pytest.mark.postgres
def test_a_round_beyond_what_the_database_holds_is_rejected_at_its_line_and_column(cast, sample_path):
    lines = sample_path("08_sharly_trf26_individual_import_test.trf").read_bytes().split(b"\n")
    lines[17] = lines[17].ljust(round_column(40_000) - 1) + b"0000 - H"
    upload = _versions.version_store(tournament=cast.tournament, filename="far.trf", data=b"\n".join(lines))
    upload = upload_evaluate(upload_id=upload.pk)
    assert upload.status == ResultUpload.Status.REJECTED
    assert (upload.errors[0]["line"], upload.errors[0]["column"]) == (18, round_column(MAX_ROUNDS + 1))
    assert not Entry.objects.exists() and not Round.objects.filter(tournament=cast.tournament).exists()
