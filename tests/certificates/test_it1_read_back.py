"""The IT1 certificate printed by WeasyPrint and read back by poppler: four copies, each with its own label."""

import pytest

from certificates.models import Certificate
from certificates.services import RECIPIENTS
from regulations import Rule, get_edition
from tests.printing.poppler import poppler_read
from titles.check_texts import citation

from .documents import demo_trf, flat, form_pages

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_pdf]

# The rules every copy cites outside its checklist: the totals' headings and the footnote.
CITED_RULES = (Rule.AVERAGE, Rule.PERFORMANCE, Rule.CERTIFICATES, Rule.APPLICATION_BY_FEDERATION)


def test_poppler_reads_one_page_per_recipient_with_its_label_the_cyrillic_name_and_the_editions_rules(import_results):
    import_results(demo_trf(**{"Bondar, Dmytro": "Бондар, Дмитро"}))
    certificate = Certificate.objects.get(norm_result__entry__name="Бондар, Дмитро", norm_result__title="GM")
    edition = get_edition(certificate.norm_result.edition)
    cited = [citation(edition.rule(rule)) for rule in CITED_RULES if edition.has(rule)]
    assert len(cited) == len(CITED_RULES)
    labels = [str(label) for label in RECIPIENTS]

    reading = poppler_read(certificate.pdf)

    forms = form_pages(reading.pages)
    # The demo event does not say that an IA or FA was always in the venue (1.16): each form has its annex page.
    assert len(forms) == len(labels) == 4 and reading.page_count == 8
    for page, label in zip(forms, labels, strict=True):
        # A label is a line of its own; "Copy for the player" is also the start of another label.
        assert [other for other in labels if other in page.splitlines()] == [label]
        assert {"Бондар", "Дмитро"} <= set(page.splitlines())  # the surname's and the first name's cells
        text = flat(page)
        assert f"VERDICT UNDER EDITION {edition.name} OF THE REGULATIONS" in text
        for number in cited:
            assert f"({number})" in text, number
