"""`outline_trf`, read within the upload's request, refuses what `parse_trf` refuses line by line, at the same
line and column, and counts what `parse_trf` reads; what it leaves to the worker is only the agreement of lines
with one another (issue 30: "parse in the request only what is needed to refuse or accept quickly")."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzzing import mutate, mutated_inputs, trf_samples
from tournaments.trf import TrfError, outline_trf, parse_trf, summarize

SAMPLES = trf_samples()
DONORS = [data for _name, data in SAMPLES]


def outcome(reader, data: bytes):
    try:
        return reader(data)
    except TrfError as error:
        return error


def assert_outline_agrees(data: bytes) -> None:
    outline, document = outcome(outline_trf, data), outcome(parse_trf, data)
    if isinstance(outline, TrfError):
        assert isinstance(document, TrfError), f"the outline refused what the parser accepts: {outline}"
        assert (outline.line, outline.column, outline.message) == (document.line, document.column, document.message)
    elif not isinstance(document, TrfError):
        assert (outline.players, outline.paired_rounds, outline.rounds, outline.name, outline.start_date) == (
            len(document.players), document.paired_rounds, document.rounds, document.name, document.start_date
        )


@pytest.mark.parametrize("name, data", SAMPLES, ids=[name for name, _data in SAMPLES])
def test_every_sample_is_outlined_with_the_parsers_counts(name, data):
    outline, document = outline_trf(data), parse_trf(data)

    assert outline.players == len(document.players)
    assert outline.paired_rounds == document.paired_rounds
    assert outline.games == summarize(document)["games"]


def test_seeded_mutations_are_refused_by_the_outline_exactly_where_the_parser_refuses_them():
    for _name, data in mutated_inputs(300, seed=20261204, samples=SAMPLES):
        assert_outline_agrees(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(SAMPLES), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_mutation_is_refused_by_the_outline_where_the_parser_refuses_it(sample, seed):
    _name, data = sample
    assert_outline_agrees(mutate(data, random.Random(seed), DONORS))


def test_the_three_line_file_of_issue_30_is_refused_by_the_outline():
    with pytest.raises(TrfError) as raised:
        outline_trf(b"012 Open\n001    1 m    Broken line here\nBroken line here\n")

    assert (raised.value.line, raised.value.column) == (3, 1)  # the line pass comes first, as in parse_trf
