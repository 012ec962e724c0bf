"""Verifiable certificates: a short code and a QR code on every IT1 and IT2, checked on a public page that shows the
key facts and whether the document is in force, and nothing private; a code the register does not know matches
nothing."""

import pytest
from django.urls import reverse

from certificates.models import Certificate
from certificates.verification import normalised, verification_code

from .documents import demo_trf

pytestmark = pytest.mark.django_db(transaction=True)


def test_anyone_checks_a_certificate_without_an_account(client, bondar_gm):
    response = client.get(reverse("verify", args=[bondar_gm.verification_code]))
    page = response.content.decode()
    assert response.status_code == 200 and "in force" in page
    for fact in ("Bondar, Dmytro", "GM", "Kyiv Autumn Grandmaster Round Robin 2023", "2023-11-04", "2476", "2601"):
        assert fact in page
    assert bondar_gm.sha256 in page
    assert "2004-08-08" not in page  # nothing private: no date of birth


def test_a_typed_code_in_any_case_and_with_lookalike_digits_is_found(client, bondar_gm):
    typed = bondar_gm.verification_code.lower().replace("-", " ").replace("o", "0")
    response = client.get(reverse("verify_form"), {"code": typed}, follow=True)
    assert bondar_gm.reference in response.content.decode()


def test_a_superseded_certificate_says_so_and_names_its_successor(client, bondar_gm, import_results):
    import_results(demo_trf(**{"García Pérez, Luis                2350": "García Pérez, Luis                2360"}))
    bondar_gm.refresh_from_db()
    assert bondar_gm.is_superseded
    page = client.get(reverse("verify", args=[bondar_gm.verification_code])).content.decode()
    assert "superseded" in page and bondar_gm.superseded_by.reference in page


def test_a_made_up_or_altered_code_matches_nothing(client, bondar_gm):
    altered = bondar_gm.verification_code[:-1] + ("A" if bondar_gm.verification_code[-1] != "A" else "B")
    page = client.get(reverse("verify", args=[altered])).content.decode()
    assert "No document was issued under the code" in page and "Bondar" not in page


def test_the_code_depends_on_the_facts_stated_and_the_installations_key(settings):
    facts = {"player": "Bondar, Dmytro", "score": "6"}
    code = verification_code(kind="IT1", reference="IT1-1-14100040-GM-1", facts=facts)
    assert code == normalised(code) and len(code) == 14
    assert verification_code(kind="IT1", reference="IT1-1-14100040-GM-1", facts={**facts, "score": "7"}) != code
    settings.SECRET_KEY = "another installation"
    assert verification_code(kind="IT1", reference="IT1-1-14100040-GM-1", facts=facts) != code


def test_every_certificate_is_issued_with_its_code_and_facts(bondar_gm):
    assert Certificate.objects.filter(verification_code__isnull=True).count() == 0
    assert bondar_gm.facts["event"] == "Kyiv Autumn Grandmaster Round Robin 2023"
