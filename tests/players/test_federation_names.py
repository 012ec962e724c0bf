"""Country names in the reader's language (issue 32): every FIDE federation is named in English, Ukrainian, German
and Spanish, on the pages and in the documents, not in the English stored with it."""

import csv

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from players.federation_names import FEDERATIONS_CSV, federation_name
from players.models import Federation
from tests import factories

CODES = [row["code"] for row in csv.DictReader(FEDERATIONS_CSV.open(encoding="utf-8"))]


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("en", {"UKR": "Ukraine", "GER": "Germany", "ENG": "England", "TPE": "Chinese Taipei"}),
        ("uk", {"UKR": "Україна", "GER": "Німеччина", "ENG": "Англія", "TPE": "Китайський Тайбей"}),
        ("de", {"UKR": "Ukraine", "GER": "Deutschland", "ENG": "England", "NED": "Niederlande"}),
        ("es", {"UKR": "Ucrania", "GER": "Alemania", "ENG": "Inglaterra", "ESP": "España"}),
    ],
)
def test_federations_are_named_in_the_readers_language(language, names):
    with translation.override(language):
        assert {code: federation_name(code, "stored") for code in names} == names


@pytest.mark.parametrize("language", [code for code, _name in settings.LANGUAGES])
def test_every_fide_federation_has_a_name_of_its_own_in_every_language(language):
    """No federation of the list falls back to its stored English name outside English (the Cyrillic test:
    a Ukrainian name has Cyrillic letters, except FIDE's own)."""
    with translation.override(language):
        names = {code: federation_name(code, "-stored-") for code in CODES}
    assert "-stored-" not in names.values()
    if language == "uk":
        latin_only = [code for code, name in names.items() if not any("а" <= letter.lower() <= "я" or letter in "іїєґ" for letter in name)]
        assert latin_only == []


def test_a_federation_added_later_keeps_the_name_stored_with_it():
    with translation.override("uk"):
        assert federation_name("XYZ", "Atlantis") == "Atlantis"


@pytest.mark.django_db
def test_the_pages_name_the_federation_in_the_readers_language(client, cast):
    client.force_login(cast.officer)
    desk = client.get(reverse("players:desk"), HTTP_ACCEPT_LANGUAGE="uk").content.decode()
    assert "Україна (UKR)" in desk
    player = factories.PlayerFactory(federation=Federation.objects.get(code="GER"), fide_id=24599999)
    page = client.get(player.public_url, HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "Alemania (GER)" in page
