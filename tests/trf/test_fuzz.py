"""The parser under mutated sample files: it accepts a file or refuses it with its own error, at a line and
column, and never takes long. The full campaign (10,000+ inputs, with figures) is bench/fuzz_trf.py."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzzing import Campaign, mutate, mutated_inputs, trf_samples
from trf import TrfError, parse_trf

UPLOAD_LIMIT = 5 * 1024 * 1024
SAMPLES = trf_samples()
DONORS = [data for _name, data in SAMPLES]


def parse_outcome(data: bytes) -> str:
    try:
        parse_trf(data, max_bytes=UPLOAD_LIMIT)
    except TrfError as error:
        assert error.line >= 1 and error.column >= 1 and error.message, error
        return "rejected"
    return "accepted"


def test_seeded_mutations_of_every_sample_are_accepted_or_refused_with_line_and_column():
    campaign = Campaign()
    for name, data in mutated_inputs(400, seed=20261201, samples=SAMPLES):
        campaign.run(name, lambda data=data: parse_outcome(data))
    assert not campaign.crashes, campaign.crashes[0]
    assert not campaign.slow, campaign.slow
    assert campaign.outcomes["accepted"] and campaign.outcomes["rejected"], campaign.figures()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(SAMPLES), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_mutation_is_accepted_or_refused_with_line_and_column(sample, seed):
    _name, data = sample
    parse_outcome(mutate(data, random.Random(seed), DONORS))


@settings(max_examples=150, deadline=None)
@given(
    sample=st.sampled_from(SAMPLES),
    where=st.floats(min_value=0, max_value=1),
    inserted=st.binary(max_size=200),
)
def test_any_bytes_inserted_anywhere_are_accepted_or_refused_with_line_and_column(sample, where, inserted):
    _name, data = sample
    at = int(where * len(data))
    parse_outcome(data[:at] + inserted + data[at:])
