"""Terms one way per language (issue 32): an edition of the regulations ("the 2014 regulations", "edition 2014",
"the 2014 edition") is named with one word in each language, never with two for the same thing."""

import re

import pytest

from tests.i18n.catalogues import LANGUAGES, catalogue_paths, entries

# The one way each language names an edition, in any of its cases.
EDITION = {
    "uk": re.compile(r"редакц\w+ %\(edition\)s"),
    "de": re.compile(r"Fassung %\(edition\)s"),
    "es": re.compile(r"edición de %\(edition\)s"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_edition_is_named_one_way(language):
    named_otherwise = [
        (entry.msgid, entry.msgstr)
        for path in catalogue_paths(language)
        for entry in entries(path)
        if "%(edition)s" in entry.msgid and not EDITION[language].search(entry.msgstr)
    ]
    assert named_otherwise == []
