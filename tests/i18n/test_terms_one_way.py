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


# An edition's note on a rule opens with its year alone in brackets ("[2014: …]"), as rule citations do ("1.46a
# (2014)"); those texts are stored in verdicts and read in every language, and no other names an edition so.
BRACKETED_NOTES = {" [%(edition)s, paraphrase: %(readings)s]", " [%(edition)s: %(readings)s]"}


def test_english_names_an_edition_one_way_too():
    """The source texts say "edition 2014", never "the 2014 regulations" nor "the 2014 edition" beside it."""
    named_otherwise = [
        entry.msgid
        for entry in entries(catalogue_paths(LANGUAGES[0])[0])
        if "%(edition)s" in entry.msgid
        and entry.msgid not in BRACKETED_NOTES
        and not re.search(r"\bedition %\(edition\)s", entry.msgid)
    ]
    assert named_otherwise == []
