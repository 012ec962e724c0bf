"""The catalogues are complete, consistent with their sources and compiled (checked after makemessages in CI)."""

import re

import polib
import pytest

from .catalogues import all_catalogue_paths, entries

PLACEHOLDER = re.compile(r"%\([a-z_]+\)[sd]|%[sd]")
PATHS = all_catalogue_paths()


def ids(path):
    return "/".join(path.parts[-5:])


def test_every_language_has_a_catalogue():
    assert {path.parts[-3] for path in PATHS} == {"uk", "de", "es"}


@pytest.mark.parametrize("path", PATHS, ids=ids)
def test_no_entry_is_empty_or_fuzzy(path):
    missing = [entry.msgid for entry in entries(path) if "fuzzy" in entry.flags or not entry.translated()]
    assert missing == []


@pytest.mark.parametrize("path", PATHS, ids=ids)
def test_every_placeholder_survives_translation(path):
    broken = []
    for entry in filter(polib.POEntry.translated, entries(path)):
        wanted = sorted(PLACEHOLDER.findall(entry.msgid_plural or entry.msgid))
        translations = entry.msgstr_plural.values() if entry.msgid_plural else [entry.msgstr]
        for translation in translations:
            found = sorted(PLACEHOLDER.findall(translation))
            # A singular form may name the number in words ("one more norm"), never invent a placeholder.
            if found != wanted and not (entry.msgid_plural and set(found) <= set(wanted)):
                broken.append((entry.msgid, translation))
    assert broken == []


@pytest.mark.parametrize("path", [path for path in PATHS if path.parts[-3] == "uk"], ids=ids)
def test_ukrainian_plurals_have_all_four_forms(path):
    plurals = [entry for entry in entries(path) if entry.msgid_plural]
    assert all(len(entry.msgstr_plural) == 4 and all(entry.msgstr_plural.values()) for entry in plurals)


@pytest.mark.parametrize("path", PATHS, ids=ids)
def test_the_compiled_catalogue_matches_its_source(path):
    compiled = {(entry.msgctxt, entry.msgid): entry for entry in polib.mofile(str(path.with_suffix(".mo")))}
    stale = [
        entry.msgid for entry in filter(polib.POEntry.translated, entries(path))
        if (found := compiled.get((entry.msgctxt, entry.msgid))) is None
        or (found.msgstr != entry.msgstr if not entry.msgid_plural else found.msgstr_plural != entry.msgstr_plural)
    ]
    assert stale == []


@pytest.mark.parametrize("path", PATHS, ids=ids)
def test_plurals_have_every_form_the_language_declares(path):
    """Spanish declares three forms (the third for millions), Ukrainian four: a missing one shows English."""
    catalogue = polib.pofile(str(path))
    forms = int(re.search(r"nplurals=(\d+)", catalogue.metadata["Plural-Forms"]).group(1))
    short = [entry.msgid for entry in entries(path) if entry.msgid_plural and len(entry.msgstr_plural) != forms]
    assert short == []
