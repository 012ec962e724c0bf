"""The engine's check texts in the reader's language: on the norm page, in a check list, in the API, and in
English for a row stored before messages were."""

import datetime
from decimal import Decimal

import pytest
from django.conf import settings
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from api.serializers import NormResultSerializer
from classification.rules.conditions import check_cond_9_games
from regulations import evaluate_norm
from tests.regulations.builders import GM_NORM_9, IN_2024_EDITION, player, record, tournament
from tests.samples import DEMO_ROUND_ROBIN
from titles.check_texts import text_of
from titles.models import NormResult
from tournaments import _versions
from tournaments.models import Tournament

# Bondar's GM norm in the demo round robin (2014 edition): what its checks say in each language.
BONDAR_1_45A = {
    "de": "Titelträger (GM, IM, WGM, WIM, FM, WFM)",
    "uk": "суперників зі званнями (GM, IM, WGM, WIM, FM, WFM)",
    "es": "titulados (GM, IM, WGM, WIM, FM, WFM)",
}


@pytest.fixture
def round_robin(cast):
    tournament = cast.tournament
    Tournament.objects.filter(pk=tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13)
    )
    _versions.version_store(tournament=tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    return tournament


def page_in(client, url: str, language: str) -> str:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    return client.get(url).content.decode()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("language", sorted(BONDAR_1_45A))
def test_the_norm_page_shows_the_checks_in_the_readers_language(client, round_robin, language):
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    page = page_in(client, reverse("titles:norm_detail", args=[norm.pk]), language)
    assert BONDAR_1_45A[language] in page
    assert 'lang="en"' not in page.split('id="edition-reason"')[1]
    english = {check["detail"] for check in norm.checks}
    assert not any(detail in page for detail in english if not detail[0].isdigit())


@pytest.mark.django_db(transaction=True)
def test_a_row_stored_without_messages_is_shown_in_english(client, round_robin):
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    norm.checks = [{"rule": check["rule"], "ok": check["ok"], "detail": check["detail"]} for check in norm.checks]
    norm.save(update_fields=["checks"])
    page = page_in(client, reverse("titles:norm_detail", args=[norm.pk]), "uk")
    for check in norm.checks:
        assert f'<span lang="en">{check["detail"]}</span>' in page.replace("&#x27;", "'")
    assert BONDAR_1_45A["uk"] not in page


def constructed_checks():
    """A 2024 GM norm: 9 games, 4 GMs, nobody below the floor."""
    return evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(GM_NORM_9), "GM").checks


@pytest.mark.parametrize(
    ("language", "rule", "text"),
    [
        ("de", "1.4.5b", "4 GM-Gegner, 3 nötig (ein Drittel von 9, aufgerundet, mindestens 3) [Fassung 2024, sinngemäß: "
         "mindestens ein Drittel der Gegner, mindestens 3, müssen GMs sein]"),
        ("de", "1.4.6b-c", "kein Gegner unter der GM-Untergrenze von 2200"),
        ("uk", "1.4.6b-c", "жодного суперника нижче нижньої межі рейтингу для GM (2200)"),
        ("es", "1.4.5a", "6 titulados (GM, IM, WGM, WIM, FM, WFM), se necesitan 5 (la mitad de 9, redondeado hacia arriba)"),
    ],
)
def test_a_check_list_translates_a_constructed_verdict(language, rule, text):
    with translation.override(language):
        html = render_to_string("_checks.html", {"checks": constructed_checks()})
    line = next(line for line in html.splitlines() if f"<strong>{rule}</strong>" in line)
    assert text in line
    assert 'lang="en"' not in html



@pytest.mark.parametrize(
    ("language", "citation", "text"),
    [
        ("uk", "Умова 9", "K 2,01 ≥ 2,01: зіграно партій: 8, потрібно 9"),
        ("en", "Cond. 9", "K 2.01 ≥ 2.01: 8 games played, 9 needed"),
    ],
)
def test_the_same_check_list_shows_a_check_of_the_national_classification(language, citation, text):
    """The classification's checks are the regulations' Check: the one list cites their item and writes their
    coefficient in the reader's language, as the classification's own list did."""
    checks = [check_cond_9_games(Decimal("2.01"), 8)]
    with translation.override(language):
        html = render_to_string("_checks.html", {"checks": checks, "small": True})
    assert '<ul class="list-unstyled mb-0 small">' in html
    assert f'<li class="check-failed">✘ <strong>{citation}</strong>: ' in html
    assert text in html and 'lang="en"' not in html


def extra_games_text(wins: int, language: str) -> str:
    """1.4.1d of a 2024 GM norm that needed 6 of 9, ``wins`` draws of it turned into wins."""
    rows = [("1", *row[1:]) if index in (1, 2, 3)[:wins] else row for index, row in enumerate(GM_NORM_9)]
    rows[-1] = ("1", *rows[-1][1:])
    checks = evaluate_norm(tournament(start=IN_2024_EDITION), player(), record(rows), "GM").checks
    with translation.override(language):
        return text_of(next(check for check in checks if check.rule == "1.4.1d"))


@pytest.mark.parametrize(
    ("wins", "text"),
    [(0, "1 повне очко понад 6, потрібних для норми: зараховується як ще 1 партія"),
     (2, "2 повні очки понад 6, потрібних для норми: зараховується як ще 2 партії")],
)
def test_ukrainian_counts_take_their_plural_forms(wins, text):
    assert extra_games_text(wins, "uk").startswith(text)


@pytest.mark.django_db(transaction=True)
def test_the_api_gives_the_english_detail_and_the_translated_text(round_robin):
    norm = NormResult.objects.get(entry__name="Bondar, Dmytro", title="GM")
    with translation.override("de"):
        checks = NormResultSerializer(norm).data["checks"]
    holders = next(check for check in checks if check["rule"] == "1.45a")
    assert " title-holders (GM, IM, WGM, WIM, FM, WFM), " in holders["detail"]
    assert BONDAR_1_45A["de"] in holders["text"]
