"""The daily job: what has lapsed is lowered one step (Conf. 2, 4, 6) and told once, however often it runs."""

import datetime

import pytest
from django.core import mail
from django.utils import timezone

from classification.models import CandidatePoint, CategoryRecord, NationalRating
from classification.services import categories_expire
from classification.tasks import expire_national_categories
from notifications.models import Notification
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def first_category_player(cast):
    player = factories.PlayerFactory(
        federation=cast.tournament.host_federation, user=factories.UserFactory(username="holder")
    )
    CategoryRecord.objects.create(
        player=player,
        category="I",
        change="entered",
        effective_on=datetime.date(2018, 1, 1),
        expires_on=datetime.date(2021, 1, 1),
    )
    return player


def steps(player) -> list[tuple]:
    return list(
        player.national_categories.filter(change="expired").values_list(
            "category", "effective_on", "expires_on", "rule"
        )
    )


def test_conf_6_a_first_category_not_confirmed_in_three_years_becomes_second(first_category_player):
    assert categories_expire(today=datetime.date(2020, 12, 31)) == []
    categories_expire(today=datetime.date(2021, 1, 1))
    assert steps(first_category_player) == [("II", datetime.date(2021, 1, 1), datetime.date(2024, 1, 1), "Conf. 6")]


def test_the_player_and_the_federations_officers_are_told_once(cast, first_category_player, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        categories_expire(today=datetime.date(2021, 1, 1))
        categories_expire(today=datetime.date(2021, 1, 2))
    notices = Notification.objects.filter(kind=Notification.Kind.CATEGORY_EXPIRED)
    assert sorted(notices.values_list("recipient__username", flat=True)) == ["holder", "officer"]
    assert sorted(message.to[0] for message in mail.outbox) == ["holder@example.org", "officer@example.org"]
    assert len(steps(first_category_player)) == 1


def test_a_category_long_lapsed_is_lowered_step_by_step(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    CategoryRecord.objects.create(
        player=player,
        category="II",
        change="entered",
        effective_on=datetime.date(2012, 1, 1),
        expires_on=datetime.date(2015, 1, 1),
    )
    categories_expire(today=datetime.date(2021, 1, 1))
    assert [step[:2] for step in steps(player)] == [
        ("III", datetime.date(2015, 1, 1)),
        ("youth", datetime.date(2018, 1, 1)),
    ]


def test_conf_4_a_lapsed_kms_becomes_first_category_with_two_candidate_points(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    CategoryRecord.objects.create(
        player=player,
        category="KMS",
        change="entered",
        effective_on=datetime.date(2018, 3, 1),
        expires_on=datetime.date(2020, 3, 1),
    )
    categories_expire(today=datetime.date(2020, 3, 1))
    assert steps(player)[0][:2] == ("I", datetime.date(2020, 3, 1))
    assert (
        list(player.candidate_points.values_list("earned_on", "expires_on", "origin"))
        == [(datetime.date(2020, 3, 1), datetime.date(2023, 3, 1), "demotion")] * 2
    )


def test_conf_3_a_kms_with_an_ik_of_2200_does_not_lapse(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation, sex="m")
    CategoryRecord.objects.create(
        player=player,
        category="KMS",
        change="entered",
        effective_on=datetime.date(2018, 3, 1),
        expires_on=datetime.date(2020, 3, 1),
    )
    NationalRating.objects.create(player=player, rating=2200, published_on=datetime.date(2019, 1, 1))
    assert categories_expire(today=datetime.date(2021, 1, 1)) == []


def test_conf_7_a_lifetime_category_does_not_lapse(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    CategoryRecord.objects.create(
        player=player,
        category="I",
        change="confirmed",
        effective_on=datetime.date(2010, 1, 1),
        expires_on=None,
        lifetime=True,
    )
    assert categories_expire(today=datetime.date(2030, 1, 1)) == []


def test_conf_5_an_expired_candidate_point_is_told_once(cast, first_category_player):
    CandidatePoint.objects.create(
        player=first_category_player,
        earned_on=datetime.date(2017, 6, 1),
        expires_on=datetime.date(2020, 6, 1),
        origin="entered",
    )
    categories_expire(today=datetime.date(2020, 6, 1))
    categories_expire(today=datetime.date(2020, 6, 2))
    assert (
        Notification.objects.filter(key__startswith="national-point-expired:").count() == 2
    )  # the holder and the officer
    assert CandidatePoint.objects.get().expiry_notified_at is not None


def test_the_daily_task_lowers_what_lapsed_by_today(cast):
    player = factories.PlayerFactory(federation=cast.tournament.host_federation)
    yesterday = timezone.localdate() - datetime.timedelta(days=1)
    CategoryRecord.objects.create(
        player=player,
        category="III",
        change="entered",
        effective_on=yesterday.replace(year=yesterday.year - 3),
        expires_on=yesterday,
    )
    assert expire_national_categories.apply().get() == 1
    assert expire_national_categories.apply().get() == 0
    assert steps(player)[0][:2] == ("youth", yesterday)
