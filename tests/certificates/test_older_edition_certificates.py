"""IT1 certificates of norms judged by the 2001 and 1990 editions."""

import datetime

import pytest

from certificates.models import Certificate
from tests.samples import demo_round_robin_from
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("start", "edition"), [(datetime.date(2005, 3, 4), "2001"), (datetime.date(1998, 3, 4), "1990")]
)
def test_a_norm_of_an_older_edition_gets_its_certificate(kyiv, import_results, start, edition):
    Tournament.objects.filter(pk=kyiv.pk).update(start_date=start, end_date=start + datetime.timedelta(days=9))
    import_results(demo_round_robin_from(start))
    certificate = Certificate.objects.get(norm_result__entry__name="Bondar, Dmytro", norm_result__title="GM")
    assert certificate.norm_result.edition == edition and certificate.norm_result.achieved
    assert bytes(certificate.pdf)
