"""A corrected upload supersedes the certificates whose verdict it changes, and only those."""

import pytest
from django.urls import reverse

from certificates.models import Certificate
from certificates.services import certificates_issue_for_upload
from certificates.tasks import issue_certificates

from .documents import demo_trf, flat, pdf_pages

pytestmark = pytest.mark.django_db(transaction=True)

# Round 9, Bondar – García Pérez: the win becomes a draw, which costs Bondar his GM norm and changes his IM norm.
LAST_ROUND_DRAWN = {
    "14100040 2004/08/08  6.0": "14100040 2004/08/08  5.5",
    "     7 w =    10 b 1": "     7 w =    10 b =",
    "2210010 2003/02/15  3.0": "2210010 2003/02/15  3.5",
    "     8 b =     9 w 0": "     8 b =     9 w =",
}


def bondar(title: str):
    return Certificate.objects.filter(norm_result__entry__name="Bondar, Dmytro", norm_result__title=title)


@pytest.mark.real_pdf
def test_a_correction_that_changes_the_verdicts_supersedes_their_certificates(import_results, client, cast):
    import_results(demo_trf())
    old_gm, old_im = bondar("GM").get(), bondar("IM").get()

    corrected = import_results(demo_trf(**LAST_ROUND_DRAWN))

    old_gm.refresh_from_db()
    old_im.refresh_from_db()
    new_im = bondar("IM").current().get()
    assert old_im.superseded_by == new_im and old_im.superseded_by_upload == corrected
    assert (new_im.version, new_im.norm_result.entry.upload) == (2, corrected)
    assert old_gm.is_superseded and old_gm.superseded_by is None  # the corrected results show no GM norm
    assert not bondar("GM").current().exists()
    assert f"replaces certificate {old_im.reference}" in flat(pdf_pages(new_im.pdf)[0])

    client.force_login(cast.arbiter)
    response = client.get(reverse("certificates:download", args=[old_gm.pk]))
    assert response.status_code == 200 and response.content == bytes(old_gm.pdf)
    assert "SUPERSEDED" in response["Content-Disposition"]
    page = client.get(reverse("certificates:tournament", args=[cast.tournament.pk])).content.decode()
    assert page.count("SUPERSEDED") == 2
    assert f"by {new_im.reference}" in page


def test_a_correction_that_leaves_the_verdicts_alone_leaves_the_certificates_in_force(import_results):
    import_results(demo_trf())
    issued = set(Certificate.objects.values_list("pk", flat=True))
    corrected = import_results(demo_trf(**{"Kyiv Autumn Grandmaster": "Kyiv Autumn Grandmaster (corrected)"}))
    assert set(Certificate.objects.current().values_list("pk", flat=True)) == issued
    assert certificates_issue_for_upload(upload=corrected) == []


def test_the_task_is_safe_to_run_again(import_results):
    upload = import_results(demo_trf())
    Certificate.objects.all().delete()
    assert issue_certificates.apply(args=[upload.pk]).get() == 2
    issued = set(Certificate.objects.values_list("reference", flat=True))
    assert len(issued) == 2
    assert issue_certificates.apply(args=[upload.pk]).get() == 0
    assert set(Certificate.objects.values_list("reference", flat=True)) == issued
