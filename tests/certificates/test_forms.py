"""The IT2 title application and the IT3 tournament report, read back from their PDFs."""

import datetime

import pytest

from certificates.models import Certificate
from certificates.services import RECIPIENTS, application_form_issue, certificate_render, tournament_report_render
from players.models import Player
from tests import factories
from titles.administration import tournament_risks
from titles.application_services import application_start
from tournaments.models import Tournament

from .documents import demo_trf, flat, pdf_pages

pytestmark = pytest.mark.django_db(transaction=True)


def bondar_application(cast):
    """The officer's GM application for Bondar, with the IT2 form issued."""
    player = Player.objects.get(fide_id=14100040)
    application, _created = application_start(player=player, title="GM", actor=cast.officer)
    return application_form_issue(application=application, actor=cast.officer)


@pytest.mark.real_pdf
def test_the_title_application_lists_the_norms_the_rating_and_the_games(bondar_gm, cast):
    player = Player.objects.get(fide_id=14100040)
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 3, 1), rating=2512)
    form = bondar_application(cast)

    text = flat("\n".join(pdf_pages(form.pdf)))

    assert "TITLE APPLICATION Verification code" in text and " IT2 " in text
    assert "☒ GM ☐ IM ☐ WGM ☐ WIM SURNAME Bondar FIRST NAME Dmytro FIDE ID 14100040" in text
    assert "FEDERATION UKR – " in text and "DATE OF BIRTH 2004-08-08" in text
    assert "Kyiv Autumn Grandmaster Round Robin 2023" in text
    # Database ids make the reference longer or shorter; it must never be broken across lines.
    assert f"2023-11-04 – 2023-11-13 2014 9 9 6 2476 2601 IT1 certificate {bondar_gm.reference}" in text
    assert "Total games (at least 27, 1.5.1) 9" in text
    assert "RATING REQUIRED 2500 RATING REACHED 2512 WHEN 2024-03-01" in text
    assert "FEDERATION APPLYING" in text
    assert form.verification_code in text and "FIDE publishes" not in text


@pytest.mark.real_pdf("certificates/pdf/it3_tournament_report.html")
def test_the_tournament_report_has_the_event_statistics_and_arbiters(import_results, cast):
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        organiser_contact="Kyiv Chess Club, Khreshchatyk 1, Kyiv, +380 44 000 0000, club@example.org"
    )
    import_results(demo_trf())
    text = flat("\n".join(pdf_pages(tournament_report_render(tournament=cast.tournament))))

    assert "TOURNAMENT REPORT FORM IT3" in text
    assert "Kyiv Autumn Grandmaster Round Robin 2023 FIDE TOURNAMENT ID 312345" in text
    assert "STARTING DATE 2023-11-04 ENDING DATE 2023-11-13 PLAYERS 10" in text
    assert "NUMBER OF ROUNDS 9 SCHEDULE (ROUNDS PER DAY) 1-1-1-1-1-1-1-1-1" in text
    assert "90 min/40 moves + 30 min, 30 sec/move from move 1" in text
    assert "TOURNAMENT TYPE round robin PAIRING METHOD pre-paired by round-robin tables" in text
    assert "REST DAYS 1 rest day: 2023-11-09" in text
    assert "Norms achieved by Bondar, Dmytro (UKR): GM, IM." in text
    # Type, number, federations, host (UKR) players, other federations' players
    for row in (
        "Rated 10 7 4 6",
        "Unrated 0 0 0 0",
        "GM 4 4 1 3",
        "WGM 1 1 1 0",
        "IM 3 3 1 2",
        "WIM 0 0 0 0",
        "FM 2 2 1 1",
        "WFM 0 0 0 0",
    ):
        assert row in text, row
    chief = cast.tournament.chief_arbiter
    assert f"Chief arbiter IA Melnyk, Oksana (14100900) {chief.fide_id}" in text
    assert f"file: IA Melnyk, Oksana (14100900); registered: {chief.arbiter_title} {chief.name}." in text
    assert "Deputy chief arbiter 1 FA Savchuk, Petro" in text
    assert "Kyiv Chess Club, Khreshchatyk 1, Kyiv, +380 44 000 0000, club@example.org" in text
    assert (
        "The organiser sends this report to each arbiter who achieved a norm in the event, to his or her "
        "federation, to the organising federation (UKR) and to the FIDE Office." in text
    )


@pytest.mark.real_pdf
def test_a_long_certificate_reference_stays_on_one_line(bondar_gm, cast):
    long_reference = "IT1-98765-14100040-GM-12"
    Certificate.objects.filter(pk=bondar_gm.pk).update(reference=long_reference)
    text = flat("\n".join(pdf_pages(bondar_application(cast).pdf)))
    assert f"2601 IT1 certificate {long_reference}" in text


@pytest.mark.real_pdf
def test_an_at_risk_certificate_gives_each_copy_its_form_and_an_annex_of_the_reasons(bondar_gm):
    Tournament.objects.filter(pk=bondar_gm.entry.upload.tournament_id).update(
        programme_published=None, games_public=None, an_arbiter_played=True, registered_on=None
    )
    pages = [flat(page) for page in pdf_pages(certificate_render(certificate=bondar_gm))]
    assert len(pages) == 8
    forms, annexes = pages[0::2], pages[1::2]
    assert all("CERTIFICATE OF TITLE RESULT" in page and "Norms of this tournament are at risk" in page for page in forms)
    for form, recipient in zip(forms, RECIPIENTS, strict=True):
        assert str(recipient) in form and form.count("Copy for") == 1
        assert "page 1 / 2" in form
    for annex in annexes:
        heading = f"Annex to IT1 certificate {bondar_gm.reference}: why norms of this tournament are at risk"
        assert heading.upper() in annex  # headings are set in capitals
        assert "CERTIFICATE OF TITLE RESULT" not in annex and "page 2 / 2" in annex and "Copy for" not in annex


@pytest.mark.real_pdf
def test_an_unthreatened_certificate_has_one_page_a_copy_and_no_annex(bondar_gm):
    Tournament.objects.filter(pk=bondar_gm.entry.upload.tournament_id).update(
        clock_setting="90/40 + 30 + 30s", ia_or_fa_always_present=True, programme_published=True, games_public=True
    )
    assert not tournament_risks(tournament=Tournament.objects.get(pk=bondar_gm.entry.upload.tournament_id))
    pages = pdf_pages(certificate_render(certificate=Certificate.objects.get(pk=bondar_gm.pk)))
    assert len(pages) == 4 and not any("ANNEX TO IT1" in page.upper() for page in pages)


def test_the_at_risk_mark_says_what_the_tournament_page_says(client, bondar_gm):
    """The IT1's mark appears only with the page's warning, and in its words: the same checks, the same texts."""
    import re

    from django.urls import reverse

    tournament_id = bondar_gm.entry.upload.tournament_id
    Tournament.objects.filter(pk=tournament_id).update(
        time_control="90'/40 + 30' + 30\"", ia_or_fa_always_present=True, programme_published=True, games_public=True
    )
    html = certificate_render(certificate=bondar_gm).decode(errors="ignore")
    page = client.get(reverse("tournaments:detail", args=[tournament_id])).content.decode()
    assert ('id="at-risk"' in html) == ('id="at-risk"' in page)
    Tournament.objects.filter(pk=tournament_id).update(programme_published=None, games_public=None)
    html = certificate_render(certificate=bondar_gm).decode(errors="ignore")
    page = client.get(reverse("tournaments:detail", args=[tournament_id])).content.decode()

    def rules(text: str) -> list[str]:
        warning = text.split('id="at-risk"')[1].split("</div>")[0].split("</p>")[0]
        return list(dict.fromkeys(re.findall(r"<strong>([^<:]+)</strong>", warning)))

    assert "Norms of this tournament are at risk:" in html.split('id="at-risk"')[1]
    assert "Norms of this tournament are at risk" in page.split('id="at-risk"')[1]
    assert rules(html) and rules(html) == rules(page)

    def sentences(text: str, start: str, end: str) -> list[str]:
        part = text.split(start)[1].split(end)[0]
        return [" ".join(re.sub(r"<[^>]+>", " ", item).split()) for item in re.findall(r"<li[^>]*>(.*?)</li>", part, re.S)]

    # The annex gives the page's sentences, word for word.
    annex = sentences(html, 'id="at-risk-reasons"', "</ul>")
    assert annex and annex == sentences(page, 'id="at-risk"', "</ul>")
