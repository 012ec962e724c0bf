"""`outline_trf`, read within the upload's request, refuses what `parse_trf` refuses line by line, at the same
line and column, and counts what `parse_trf` reads; what it leaves to the worker is only the agreement of lines
with one another (issue 30: "parse in the request only what is needed to refuse or accept quickly")."""

import random
import signal
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzzing import mutate, mutated_inputs, trf_samples
from trf import TrfError, outline_trf, parse_trf, summarize
from trf.limits import MAX_PLAYERS, MAX_ROUNDS, WORKER_MAX_PLAYERS, WORKER_MAX_ROUND_BLOCKS
from trf.players import FIRST_ROUND_COLUMN, ROUND_WIDTH, round_column

from .test_limits import field_file, player_line

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
    assert outline.games == summarize(document)["games"] and type(outline.games) is int
    assert (outline.name, outline.city, outline.federation, outline.start_date, outline.end_date, outline.rounds) == (
        document.name, document.city, document.federation, document.start_date, document.end_date, document.rounds
    )


def test_seeded_mutations_are_refused_by_the_outline_exactly_where_the_parser_refuses_them():
    for _name, data in mutated_inputs(300, seed=20261204, samples=SAMPLES):
        assert_outline_agrees(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(SAMPLES), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_mutation_is_refused_by_the_outline_where_the_parser_refuses_it(sample, seed):
    _name, data = sample
    assert_outline_agrees(mutate(data, random.Random(seed), DONORS))


@contextmanager
def refused_within(seconds: int):
    """Fails the test when the block takes longer than ``seconds`` (it is meant to take a millisecond): a reading
    that backtracks without end would otherwise hold the test run, as it held the upload's request."""

    def too_long(signum, frame):
        raise AssertionError(f"still reading after {seconds} s: the pattern backtracks")

    previous = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("reader", [outline_trf, parse_trf])
def test_a_wrong_block_after_a_run_of_blank_rounds_is_refused_at_once(reader):
    """Ten blanks read as two kinds of round block (a round not paired; nobody, no colour, no result), and the
    round section's pattern tried every way of reading 98 such blocks before refusing the 99th: 2**98 ways, a
    request that never ended. Found by the property test above (sample 08, seed 1790)."""
    blank_rounds = b" " * ROUND_WIDTH * (MAX_ROUNDS - 1)
    data = b"\n".join([b"012 Blank rounds", player_line(1) + blank_rounds + b"     2 x 1", player_line(2)])
    with refused_within(seconds=10):
        error = outcome(reader, data)
    assert isinstance(error, TrfError)
    assert (error.line, error.column) == (2, FIRST_ROUND_COLUMN + ROUND_WIDTH * (MAX_ROUNDS - 1) + 5)  # its colour
    assert error.message.startswith(f"round {MAX_ROUNDS}:")


def test_the_three_line_file_of_issue_30_is_refused_by_the_outline():
    with pytest.raises(TrfError) as raised:
        outline_trf(b"012 Open\n001    1 m    Broken line here\nBroken line here\n")

    assert (raised.value.line, raised.value.column) == (3, 1)  # the line pass comes first, as in parse_trf


def test_the_9999_player_44_round_file_of_issue_30_is_refused_saying_the_bound():
    """It fit in the upload limit and took the worker 273 s of its 300 s and 1.3 GB."""
    error = outcome(outline_trf, field_file(MAX_PLAYERS, 44))
    assert isinstance(error, TrfError)
    assert (error.line, error.column) == (WORKER_MAX_PLAYERS + 2, 1)
    assert error.message.startswith(
        f"player record number {WORKER_MAX_PLAYERS + 1:,}: expected at most {WORKER_MAX_PLAYERS:,} players in one "
        "upload, what one evaluation is sure to finish"
    )


def test_a_field_over_the_round_block_bound_is_refused_at_its_longest_line_saying_the_bound():
    rounds = 44
    players = WORKER_MAX_ROUND_BLOCKS // rounds + 1
    error = outcome(outline_trf, field_file(players, rounds))
    assert (error.line, error.column) == (2, round_column(rounds))
    assert error.message == (
        f"round {rounds}: {players:,} players over {rounds} rounds make {players * rounds:,} round blocks; expected at "
        f"most {WORKER_MAX_ROUND_BLOCKS:,} (players times rounds) in one upload, what one evaluation is sure to finish"
    )


def test_the_largest_field_the_worker_finishes_is_accepted():
    rounds = WORKER_MAX_ROUND_BLOCKS // WORKER_MAX_PLAYERS
    outline = outline_trf(field_file(WORKER_MAX_PLAYERS, rounds))
    assert (outline.players, outline.paired_rounds) == (WORKER_MAX_PLAYERS, rounds)


def test_a_field_of_exactly_the_round_block_bound_is_accepted():
    players, rounds = 3_000, WORKER_MAX_ROUND_BLOCKS // 3_000
    assert players * rounds == WORKER_MAX_ROUND_BLOCKS and players <= WORKER_MAX_PLAYERS
    outline = outline_trf(field_file(players, rounds))
    assert (outline.players, outline.paired_rounds) == (players, rounds)


@pytest.mark.parametrize(
    ("records", "declared"),
    [(b"142 9\n", 9), (b"XXR 9\n", 9), (b"142 9\nXXR 7\n", 9), (b"", None)],
    ids=["142", "XXR", "142-and-XXR", "neither"],
)
def test_the_rounds_a_file_declares_are_read_from_142_before_xxr(records, declared):
    """The scheduled rounds the upload is held on (issue 30's unplayed rounds): 142 (TRF-2026), else XXR."""
    outline = outline_trf(records + field_file(10, 5))
    assert outline.rounds_declared == declared


def test_a_header_without_place_or_host_is_blank_in_the_outline():
    outline = outline_trf(field_file(10, 5))
    assert (outline.city, outline.federation, outline.end_date) == ("", "", None)
