"""The rating-list reader under mutated lists (TXT, XML, zipped): every row is a player or a located error, a
refused list says why, and nothing else is ever raised. The full campaign is bench/fuzz.py."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzzing import Campaign, mutate_rating_list, rating_list_outcome, rating_list_seeds

SEEDS = rating_list_seeds()


def test_seeded_mutations_of_every_kind_of_list_are_read_or_refused(tmp_path):
    campaign = Campaign()
    rng = random.Random(20261201)
    for number in range(300):
        name, data = rng.choice(SEEDS)
        path = tmp_path / f"{number}-{name}"
        path.write_bytes(mutate_rating_list(name, data, rng))
        campaign.run(path.name, lambda path=path: rating_list_outcome(path))
    assert not campaign.crashes, campaign.crashes[0]
    assert not campaign.slow, campaign.slow
    assert campaign.outcomes["accepted"] and campaign.outcomes["rejected"], campaign.figures()


@settings(max_examples=100, deadline=None)
@given(seed=st.sampled_from(SEEDS), at=st.floats(min_value=0, max_value=1), inserted=st.binary(max_size=100))
def test_any_bytes_inserted_into_a_list_are_read_or_refused(tmp_path_factory, seed, at, inserted):
    name, data = seed
    cut = int(at * len(data))
    path = tmp_path_factory.mktemp("list") / name
    path.write_bytes(data[:cut] + inserted + data[cut:])
    rating_list_outcome(path)
