"""The norm page says which edition judged a norm and why; 1990 norms show a category only once the
federation has entered the table (§11)."""

import datetime

import pytest
from django.urls import reverse

from tests.samples import demo_round_robin_from
from tests.titles.calculator import calculator_query
from titles.models import NormCategory, NormResult
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)


def played_on(cast, start: datetime.date) -> NormResult:
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=start, end_date=start + datetime.timedelta(days=9)
    )
    _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=demo_round_robin_from(start))
    return NormResult.objects.get(entry__name="Bondar, Dmytro", title="IM")


@pytest.mark.parametrize(
    ("start", "edition", "period"),
    [
        (datetime.date(2001, 6, 30), "1990", "tournaments starting until 2001-06-30"),
        (datetime.date(2001, 7, 1), "2001", "tournaments starting from 2001-07-01 until 2009-06-30"),
        (datetime.date(2009, 6, 30), "2001", "tournaments starting from 2001-07-01 until 2009-06-30"),
        (datetime.date(2009, 7, 1), "2009", "tournaments starting from 2009-07-01 until 2014-06-30"),
    ],
)
def test_the_norm_page_names_the_edition_and_why(client, cast, start, edition, period):
    norm = played_on(cast, start)
    assert norm.edition == edition
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert f"judged by edition {edition}" in page
    assert f"the tournament started on {start}; edition {edition}" in page and period in page


def test_a_1990_im_result_waits_for_the_category_table_and_then_shows_the_category(client, cast):
    norm = played_on(cast, datetime.date(1995, 4, 1))
    assert not norm.achieved
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert "the category table (§11) has not been entered" in page and "category 10" not in page
    NormCategory.objects.create(number=10, lowest_average=2451, highest_average=2500, gm_percent=65, im_percent=47)
    data = demo_round_robin_from(datetime.date(1995, 4, 1))
    _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=data)
    norm = (
        NormResult.objects.filter(entry__name="Bondar, Dmytro", title="IM").order_by("-entry__upload__version").first()
    )
    assert norm.achieved
    page = client.get(reverse("titles:norm_detail", args=[norm.pk])).content.decode()
    assert "category 10" in page


@pytest.mark.parametrize("edition", ["2001", "1990"])
def test_the_calculator_offers_the_older_editions(client, edition):

    opponents = [(2500, "GM", ("GER", "FRA", "ESP")[index % 3], "1") for index in range(9)]
    page = client.get(reverse("titles:calculator"), calculator_query(opponents, edition=edition)).content.decode()
    assert f"Verdict under edition {edition}" in page
