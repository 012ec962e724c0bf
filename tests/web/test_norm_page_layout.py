"""The public norm page puts each result first ("GM norm achieved ✔; IM norm achieved ✔"), shows only the
titles that apply to the player (no WGM or WIM panel for a man; both when his sex is unknown) and folds the
checks and the figures behind each result."""

import re

import pytest
from django.urls import reverse

from players.models import Player
from tournaments.models import Entry

from .conftest import BONDAR_FIDE_ID

pytestmark = pytest.mark.django_db


def entry_page(client, round_robin, fide_id: int) -> str:
    entry = Entry.objects.get(player__fide_id=fide_id, upload__tournament=round_robin)
    return client.get(reverse("titles:entry_norms", args=[entry.pk])).content.decode()


def test_the_results_come_first_and_the_checks_are_folded_behind_them(client, round_robin):
    page = entry_page(client, round_robin, BONDAR_FIDE_ID)
    results = page.split('id="norm-results"', 1)[1].split("</p>", 1)[0]
    said = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", results)).strip(" >")
    assert said == "GM norm achieved ✔; IM norm achieved ✔"
    assert page.index('id="norm-results"') < page.index('id="norm-GM"')
    gm = page.split('id="norm-GM"', 1)[1].split('id="norm-IM"', 1)[0]
    folded = gm.split("<details", 1)[1].split("</details>", 1)[0]
    assert "<summary>" in folded and "check-ok" in folded and 'id="totals-GM"' in folded
    assert "check-ok" not in gm.split("<details", 1)[0]


def test_a_man_is_shown_no_womens_title(client, round_robin):
    page = entry_page(client, round_robin, BONDAR_FIDE_ID)
    assert 'id="norm-GM"' in page and 'id="norm-IM"' in page
    assert 'id="norm-WGM"' not in page and 'id="norm-WIM"' not in page and "WGM norm" not in page


def test_a_woman_and_a_player_of_unknown_sex_are_shown_the_womens_titles(client, round_robin):
    shevchenko = 14100030
    assert 'id="norm-WIM"' in entry_page(client, round_robin, shevchenko)
    Player.objects.filter(fide_id=BONDAR_FIDE_ID).update(sex="")
    Entry.objects.filter(player__fide_id=BONDAR_FIDE_ID).update(sex="")
    assert 'id="norm-WGM"' in entry_page(client, round_robin, BONDAR_FIDE_ID)
