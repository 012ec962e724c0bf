"""The qualification book (Cond. 18) printed by WeasyPrint and read back by poppler."""

import pytest
from django.urls import reverse
from django.utils import translation

from titles.check_texts import citation

from ..printing.poppler import poppler_read

pytestmark = pytest.mark.django_db


def test_poppler_reads_every_page_with_the_cyrillic_name_and_the_rules_of_the_category_history(client, cast, judged):
    player = judged.players[2]
    player.name = "Гравець, Номер Третій"
    player.save()
    client.force_login(cast.officer)

    response = client.get(reverse("classification:qualification_book", args=[player.pk]), HTTP_ACCEPT_LANGUAGE="uk")
    reading = poppler_read(response.content)

    rules = [record.rule for record in player.national_categories.all() if record.rule]
    assert rules
    with translation.override("uk"):
        citations = {citation(rule) for rule in rules}
    # Each page's footer numbers it among the pages pdfinfo counts (poppler may drop the spaces around "/").
    footers = [[line.replace(" ", "") for line in page.splitlines()] for page in reading.pages]
    assert reading.page_count >= 1
    for number, lines in enumerate(footers, start=1):
        assert f"{number}/{reading.page_count}" in lines
    text = " ".join(" ".join(page.split()) for page in reading.pages)
    assert "Кваліфікаційний квиток" in text and "Гравець, Номер Третій" in text
    for cited in citations:
        assert cited in text
