"""Faults on the real stack (PostgreSQL, Redis, two prefork workers with the periodic sweep): a worker SIGKILLed
while it evaluates, the database connections terminated mid-task, two versions of one tournament in quick
succession, two tournaments with the same new players at once. Each ends with nothing lost (every upload
evaluated, every follow-up done), nothing duplicated (each file's results once, each new player once, each
evaluation sent once unless its lease expired), nothing stuck, and nobody acting. Recovery times are printed
at the end of the run."""

import time

import pytest
from django.db import connection

from players.models import Player
from tests import factories
from tests.conftest import postgres_configured, redis_url, service_unavailable
from tests.fixtures.worker import (
    assert_no_errors,
    forget_queue,
    new_queue,
    recovery_times,
    start_worker,
    wait_for_follow_ups,
    wait_until_ready,
)
from tests.integration.faults import (
    FAST,
    JUDGING_DELAY,
    RECOVERY_TARGET_SECONDS,
    assert_all_follow_ups_done,
    assert_evaluated_once,
    evaluations_sent,
    final,
    judging,
    players_in,
    sample,
    upload,
    wait_until,
)
from tournaments.models import Entry, ResultUpload
from trf import parse_trf

pytestmark = [pytest.mark.worker, pytest.mark.postgres, pytest.mark.redis]


@pytest.fixture(scope="module")
def fault_workers(django_db_setup, django_db_blocker):
    """Two prefork workers on one queue, each with the periodic sweep, every evaluation slowed down."""
    if not postgres_configured() or not redis_url():
        service_unavailable("fault tests need DATABASE_URL (PostgreSQL) and REDIS_URL")
    queue = new_queue()
    workers = [
        start_worker(
            broker_url=redis_url(), queue=queue, name=name, pool="prefork", beat=True,
            judging_delay=JUDGING_DELAY, settings=FAST, wait=False,
        )
        for name in ("first", "second")
    ]
    try:
        for worker in workers:
            wait_until_ready(worker)
        yield workers
    finally:
        for worker in workers:
            worker.stop()
        forget_queue(redis_url(), queue)


@pytest.fixture
def workers(fault_workers, transactional_db, use_worker_broker, settings):
    for key, value in FAST.items():
        setattr(settings, key, int(value))
    alive = [worker for worker in fault_workers if worker.process.poll() is None]
    use_worker_broker(alive[0])
    for worker in alive:
        worker.forget_log()
    yield alive
    wait_for_follow_ups(alive)
    assert_no_errors([worker for worker in alive if worker.process.poll() is None])


def test_database_connections_terminated_mid_task_are_retried_and_nothing_fails(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    evaluated = upload(cast.tournament, data)
    wait_until(lambda: judging(evaluated.pk), workers, "judging")
    fault = time.monotonic()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        assert cursor.fetchone()[0] >= 1
    wait_until(final(evaluated.pk), workers, "the evaluation")
    wait_for_follow_ups(workers)
    recovery_times.append(("database connections terminated mid-task", time.monotonic() - fault))
    found = assert_evaluated_once(evaluated.pk, data)
    assert found.interruptions == 0
    assert "Retry in" in "".join(worker.log() for worker in workers)
    assert evaluations_sent(evaluated.pk) == [1]  # retried by its task, not sent again
    assert_all_follow_ups_done()


def test_two_versions_of_one_tournament_in_quick_succession_end_with_the_newer_ones_results(workers, cast, sample_path):
    older = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    newer = sample(sample_path, "08_sharly_trf26_individual_import_test.trf")
    started = time.monotonic()
    first, second = upload(cast.tournament, older, "v1.trf"), upload(cast.tournament, newer, "v2.trf")
    wait_until(final(first.pk, second.pk), workers, "both evaluations")
    wait_for_follow_ups(workers)
    recovery_times.append(("two versions in quick succession (both evaluated)", time.monotonic() - started))
    assert_evaluated_once(first.pk, older)
    assert_evaluated_once(second.pk, newer)
    assert list(cast.tournament.rounds.values_list("date", flat=True)) == list(parse_trf(newer).round_dates)
    assert evaluations_sent(first.pk, second.pk) == [1, 1]  # slower than a lease, and never sent again
    assert_all_follow_ups_done()


def test_two_tournaments_with_the_same_new_players_at_once_both_evaluate_them_once(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    other = factories.TournamentFactory(host_federation=cast.tournament.host_federation)
    players_before = Player.objects.count()
    started = time.monotonic()
    first, second = upload(cast.tournament, data, "a.trf"), upload(other, data, "b.trf")
    wait_until(final(first.pk, second.pk), workers, "both evaluations")
    wait_for_follow_ups(workers)
    recovery_times.append(("two tournaments with the same new players (both evaluated)", time.monotonic() - started))
    assert_evaluated_once(first.pk, data)
    assert_evaluated_once(second.pk, data)
    assert Player.objects.count() == players_before + players_in(data)
    assert evaluations_sent(first.pk, second.pk) == [1, 1]
    assert set(Entry.objects.filter(upload=first).values_list("player", flat=True)) == set(
        Entry.objects.filter(upload=second).values_list("player", flat=True)
    )
    assert_all_follow_ups_done()


def test_a_worker_killed_mid_evaluation_is_replaced_by_the_other_once_its_lease_expired(workers, cast, sample_path):
    data = sample(sample_path, "03_gros_2010_javafo_trfx_sample2.trf")
    evaluated = upload(cast.tournament, data)
    wait_until(lambda: judging(evaluated.pk), workers, "judging")
    owner = ResultUpload.objects.get(pk=evaluated.pk).lease_owner
    victim = next(worker for worker in workers if owner.startswith(worker.hostname_prefix))
    survivor = next(worker for worker in workers if worker is not victim)
    fault = time.monotonic()
    victim.kill()
    wait_until(final(evaluated.pk), [survivor], "the evaluation after the kill", timeout=RECOVERY_TARGET_SECONDS)
    wait_for_follow_ups([survivor])
    recovery = time.monotonic() - fault
    recovery_times.append(("worker SIGKILLed mid-evaluation", recovery))
    found = assert_evaluated_once(evaluated.pk, data)
    assert found.interruptions == 1
    assert found.lease_owner != owner
    assert evaluations_sent(evaluated.pk) == [2]  # sent again once, when the lease expired
    assert recovery < RECOVERY_TARGET_SECONDS
    assert_all_follow_ups_done()


