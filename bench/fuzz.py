"""The fuzz campaigns in full: mutated sample TRF files through the parser and through the whole import
(store and evaluate, on a database), and mutated FIDE rating lists (TXT, XML, zipped) through the reader.

Prints, per campaign: inputs, accepted, rejections, crashes, slow inputs (over 5 s) and the slowest input;
the first crashes with their tracebacks. A crash or a slow input is printed as MISSED; the exit status stays 0.

    python bench/fuzz.py [--seed 1] [--trf-inputs 10000] [--import-inputs 10000] [--rating-list-inputs 10000]
                         [--entrance-inputs 600]

The entrance campaign sends each mutated file through the upload page, the REST API and import_trf in turn,
committed, confirming any differences: no file that does not parse may become current, and a refused file
leaves a refused attempt and no version.

Django is set up on a SQLite file in a temporary folder (or on DATABASE_URL if given, which should name a
scratch database: it is migrated, and every import is rolled back).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
WORKDIR = Path(tempfile.mkdtemp(prefix="titledesk-bench-fuzz-"))
os.environ.setdefault("DATABASE_URL", f"sqlite:///{WORKDIR / 'bench.sqlite3'}")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
os.environ.setdefault("DJANGO_ALLOWED_HOSTS", "testserver")  # the test client's host, for the entrance campaign

import django  # noqa: E402

django.setup()

import argparse  # noqa: E402
import logging  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from tests import factories  # noqa: E402
from tests.fuzzing import (  # noqa: E402
    Campaign,
    mutate_rating_list,
    mutated_inputs,
    rating_list_outcome,
    rating_list_seeds,
    trf_samples,
)
from tests.fuzzing_import import entrance_outcome, import_outcome  # noqa: E402
from trf import TrfError, parse_trf  # noqa: E402

SHOWN_CRASHES = 3


def parse_outcome(data: bytes) -> str:
    try:
        parse_trf(data, max_bytes=settings.TRF_MAX_UPLOAD_BYTES)
    except TrfError as error:
        assert error.line >= 1 and error.column >= 1 and error.message, error
        return "rejected"
    return "accepted"


def parser_campaign(inputs: list[tuple[str, bytes]]) -> Campaign:
    campaign = Campaign()
    for name, data in inputs:
        campaign.run(name, lambda data=data: parse_outcome(data))
    return campaign


def import_campaign(inputs: list[tuple[str, bytes]]) -> Campaign:
    call_command("migrate", verbosity=0)
    tournament = factories.TournamentFactory(host_federation=factories.FederationFactory(code="UKR"))
    campaign = Campaign()
    for name, data in inputs:
        campaign.run(name, lambda data=data: import_outcome(tournament=tournament, data=data))
    return campaign


ENTRANCES = ("web", "api", "command")


def entrance_campaign(inputs: list[tuple[str, bytes]]) -> Campaign:
    """Each input through the next door in turn (upload page, REST API, import_trf), committed for real, the
    differences confirmed: no malformed file may become current, and a refused one leaves no version."""
    from rest_framework.throttling import SimpleRateThrottle

    call_command("migrate", verbosity=0)
    SimpleRateThrottle.THROTTLE_RATES["upload"] = f"{len(inputs) + 1}/hour"  # the campaign is no flood
    arbiter = factories.ArbiterFactory(user__username="fuzz-arbiter")
    tournament = factories.TournamentFactory(
        host_federation=factories.FederationFactory(code="UKR"), chief_arbiter=arbiter
    )
    campaign = Campaign()
    for number, (name, data) in enumerate(inputs):
        entrance = ENTRANCES[number % len(ENTRANCES)]
        campaign.run(f"{entrance}:{name}", lambda data=data, entrance=entrance: entrance_outcome(
            entrance=entrance, tournament=tournament, arbiter=arbiter.user, data=data, workdir=WORKDIR))
    return campaign


def rating_list_campaign(count: int, seed: int) -> Campaign:
    seeds = rating_list_seeds()
    rng = random.Random(seed)
    campaign = Campaign()
    for number in range(count):
        name, data = rng.choice(seeds)
        path = WORKDIR / f"{number}-{name}"
        path.write_bytes(mutate_rating_list(name, data, rng))
        campaign.run(path.name, lambda path=path: rating_list_outcome(path))
        path.unlink()
    return campaign


def report(title: str, campaign: Campaign, seconds: float) -> None:
    verdict = "met" if not campaign.crashes and not campaign.slow else "MISSED"
    print(f"{title}: {campaign.figures()}; {seconds:.0f} s in all; no crash, nothing over 5 s: {verdict}")
    print(f"  outcomes: {dict(sorted(campaign.outcomes.items()))}")
    for crash in campaign.crashes[:SHOWN_CRASHES]:
        print(crash)
    for name, elapsed in campaign.slow[:SHOWN_CRASHES]:
        print(f"  slow: {name} {elapsed:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trf-inputs", type=int, default=10_000)
    parser.add_argument("--import-inputs", type=int, default=10_000)
    parser.add_argument("--rating-list-inputs", type=int, default=10_000)
    parser.add_argument("--entrance-inputs", type=int, default=600)
    options = parser.parse_args()
    # Rejections and failures are what the campaign counts; their log lines would drown the figures.
    logging.getLogger().handlers[:] = [logging.NullHandler()]
    samples = trf_samples()
    print(f"seed {options.seed}; {len(samples)} sample TRF files from {samples[0][0]} to {samples[-1][0]}")
    for title, count, run in (
        ("TRF parser", options.trf_inputs, parser_campaign),
        ("TRF whole import", options.import_inputs, import_campaign),
        ("TRF through every entrance (web, API, import_trf)", options.entrance_inputs, entrance_campaign),
    ):
        if count:
            started = time.perf_counter()
            campaign = run(mutated_inputs(count, seed=options.seed, samples=samples))
            report(title, campaign, time.perf_counter() - started)
    if options.rating_list_inputs:
        started = time.perf_counter()
        campaign = rating_list_campaign(options.rating_list_inputs, options.seed)
        report("rating-list reader", campaign, time.perf_counter() - started)


if __name__ == "__main__":
    main()
