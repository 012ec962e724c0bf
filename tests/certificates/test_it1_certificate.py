"""The IT1 certificate read back from its PDF: four copies, the games, the totals and the stored verdict."""

import io
import re

import pytest
from django.utils import timezone
from pypdf import PdfReader

from certificates.it1_certificate import printed_checks
from certificates.models import Certificate
from tournaments.models import Pairing
from tournaments.selectors import RESULT_LABELS

from .documents import demo_trf, flat, form_pages, pdf_pages

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.real_pdf]

RECIPIENT_HEADINGS = [
    "Copy for the player",
    "Copy for the player's federation",
    "Copy for the organising federation",
    "Copy for the FIDE Office",
]


def test_four_copies_each_on_its_own_page_headed_with_its_recipient(bondar_gm):
    pages = pdf_pages(bondar_gm.pdf)
    # The demo event does not say that an IA or FA was always in the venue (1.16): each form has its annex page.
    assert len(pages) == 8 and len(form_pages(pages)) == 4
    for page, heading in zip(form_pages(pages), RECIPIENT_HEADINGS, strict=True):
        assert heading in page.splitlines()
    every_line = [line for page in pages for line in page.splitlines()]
    for heading in RECIPIENT_HEADINGS:
        assert every_line.count(heading) == 1, heading


def test_every_copy_prints_the_issue_date_stored_with_the_certificate(bondar_gm):
    issued = f"issued {timezone.localtime(bondar_gm.created_at):%Y-%m-%d}"
    for page in pdf_pages(bondar_gm.pdf):
        assert issued in flat(page)


def test_every_counted_game_shows_its_opponent_and_result(bondar_gm):
    norm = bondar_gm.norm_result
    counted = Pairing.objects.filter(entry=norm.entry, round_number__in=norm.counted_rounds).select_related("opponent")
    assert counted.count() == norm.games == 9
    for page in form_pages(pdf_pages(bondar_gm.pdf)):
        lines = page.splitlines()
        for pairing in counted:
            row = next(line for line in lines if pairing.opponent.name in line)
            assert row.startswith(f"{pairing.round_number} 2023-11-"), row
            assert row.endswith(f" {RESULT_LABELS[pairing.result_code]}"), row


def test_the_totals_are_those_of_the_counted_games(bondar_gm):
    text = flat(pdf_pages(bondar_gm.pdf)[0])
    # GM IM WGM WIM FM WFM CM WCM, title-holders, rated, unrated, not from UKR, from the host UKR, federations
    assert "FEDERATIONS 4 3 1 0 1 0 0 0 9 9 0 6 3 7 Exemption used: none" in text
    totals = bondar_gm.norm_result.totals
    if totals:  # verdicts stored since the engine writes its totals
        assert [totals["opponents_by_title"][title] for title in ("GM", "IM", "WGM", "WIM", "FM", "WFM")] == [
            4,
            3,
            1,
            0,
            1,
            0,
        ]
        assert (totals["title_holders"], totals["rated"], totals["unrated"], totals["foreigners"]) == (9, 9, 0, 6)
        assert totals["federations"] == 7


def test_the_rule_based_figures_are_the_stored_verdict(bondar_gm):
    norm = bondar_gm.norm_result
    text = flat(pdf_pages(bondar_gm.pdf)[0])
    assert f"NUMBER OF GAMES {norm.games} COUNTS AS GAMES {norm.counts_as_games} SCORE ACHIEVED 6" in text
    assert f"AVERAGE (1.47) {norm.average_rating} PERFORMANCE (1.48) {norm.performance}" in text  # the 2014 numbers
    assert (norm.games, norm.average_rating, norm.performance) == (9, 2476, 2601)
    assert f"VERDICT UNDER EDITION {norm.edition} OF THE REGULATIONS" in text
    for check in printed_checks(norm):
        assert flat(f"{check['rule']} {'✔' if check['ok'] else '✘'} {check['detail']}") in text


def test_the_verdict_prints_rules_and_figures_without_our_reading_notes(bondar_gm):
    norm = bondar_gm.norm_result
    assert any("[2014: the text says 7, read as 9" in check["detail"] for check in norm.checks)
    text = flat(pdf_pages(bondar_gm.pdf)[0])
    assert "1.41a ✔ 9 games counted, 9 needed" in text and "read as 9" not in text


def test_each_copy_carries_the_verification_code_of_the_register(bondar_gm):
    assert bondar_gm.verification_code
    for page in form_pages(pdf_pages(bondar_gm.pdf)):
        assert bondar_gm.verification_code in page


def test_the_ratings_for_the_norm_add_up_to_the_stored_average(bondar_gm):
    norm = bondar_gm.norm_result
    text = flat(pdf_pages(bondar_gm.pdf)[0])
    rating_sum = int(re.search(r"Σ (\d+)", text).group(1))
    assert f"{rating_sum} / {norm.games} = " in text  # the 1.47 check's own arithmetic
    assert (2 * rating_sum + norm.games) // (2 * norm.games) == norm.average_rating


def test_a_cyrillic_name_round_trips_through_the_pdf(import_results):
    import_results(demo_trf(**{"Bondar, Dmytro": "Бондар, Дмитро"}))
    certificate = Certificate.objects.get(norm_result__entry__name="Бондар, Дмитро", norm_result__title="GM")
    first_copy = pdf_pages(certificate.pdf)[0]
    assert "Бондар" in first_copy and "Дмитро" in first_copy
    for opponent in ("Horváth, Ádám", "Jovanović, Marko", "Dvořák, Jan", "García Pérez, Luis"):
        assert opponent in first_copy


def test_the_pdf_embeds_the_shipped_font_and_no_other(bondar_gm):
    reader = PdfReader(io.BytesIO(bytes(bondar_gm.pdf)))
    fonts = {
        font["/BaseFont"].split("+", 1)[-1] for page in reader.pages for font in page["/Resources"]["/Font"].values()
    }
    assert fonts and all(name.startswith("TitleDesk-Sans") for name in fonts), fonts
