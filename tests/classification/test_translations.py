"""The national classification in Ukrainian (the catalogues themselves are checked in tests/i18n)."""

import pytest
from django.urls import reverse
from django.utils import translation

from titles.check_texts import text_of


@pytest.mark.django_db
def test_the_results_page_reads_in_ukrainian(client, judged):
    page = client.get(
        reverse("classification:tournament", args=[judged.tournament.pk]), HTTP_ACCEPT_LANGUAGE="uk"
    ).content.decode()
    assert "Коефіцієнт турніру K = 2,81" in page
    assert "норма II розряду" in page and "неуспіх" in page
    assert "Присвоює облспортуправління" in page


def test_a_check_is_shown_in_the_readers_language():
    check = {
        "rule": "Cond. 7",
        "ok": False,
        "message": "%(count)s games against КМС or higher, %(needed)s needed",
        "params": {"count": 4, "needed": 6},
    }
    with translation.override("uk"):
        assert text_of(check) == "партій з КМС і вище: 4, потрібно 6"
    with translation.override("en"):
        assert text_of(check) == "4 games against КМС or higher, 6 needed"
