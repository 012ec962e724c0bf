"""The pages in Ukrainian: every string of the app is translated, and the compiled catalogue matches."""

import ast
import gettext
import re
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from classification.text import check_text

from .round_robin import judged, seed_table  # noqa: F401

APP = Path(__file__).resolve().parents[2] / "classification"
TEMPLATES = APP.parent / "templates" / "classification"
CATALOGUE = APP / "locale" / "uk" / "LC_MESSAGES"
MARKERS = {"_", "gettext", "gettext_lazy", "gettext_noop", "ngettext"}


def po_entries() -> dict[tuple[str | None, str], list[str]]:
    """(context, msgid) → msgstr forms, from the .po file as makemessages writes it."""
    entries, field, current = {}, None, {}

    def close():
        if "msgid" in current:
            key = (current.get("msgctxt"), current["msgid"])
            entries[key] = [value for name, value in current.items() if name.startswith("msgstr")]

    for line in (CATALOGUE / "django.po").read_text(encoding="utf-8").splitlines():
        assert not line.startswith("#, fuzzy"), "a fuzzy translation is left"
        match = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?) (".*")$', line)
        if match:
            field = match.group(1)
            if field in ("msgctxt", "msgid") and any(name.startswith("msgstr") for name in current):
                close()
                current = {}
            current[field] = ast.literal_eval(match.group(2))
        elif line.startswith('"'):
            current[field] += ast.literal_eval(line)
    close()
    entries.pop((None, ""), None)
    return entries


def marked_in_python() -> set[str]:
    calls = (
        node
        for path in APP.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in MARKERS and node.args
    )
    return {
        call.args[0].value
        for call in calls
        if isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)
    }


def marked_in_templates() -> set[str]:
    pattern = re.compile(r'{% translate "([^"]+)" %}')
    return {match for path in TEMPLATES.glob("*.html") for match in pattern.findall(path.read_text(encoding="utf-8"))}


def test_every_string_of_the_app_has_a_ukrainian_translation():
    entries = po_entries()
    untranslated = [msgid for msgid, forms in entries.items() if not all(forms)]
    assert untranslated == []
    msgids = {msgid for _context, msgid in entries}
    assert marked_in_python() - msgids == set()
    # makemessages doubles a template's % signs, as Django's {% translate %} does when it looks a string up.
    assert {
        text for text in marked_in_templates() if text.replace("%", "%%") not in msgids and text not in msgids
    } == set()


def test_the_compiled_catalogue_matches_the_po_file():
    with (CATALOGUE / "django.mo").open("rb") as compiled:
        catalogue = gettext.GNUTranslations(compiled)
    for (context, msgid), forms in po_entries().items():
        if len(forms) == 1:
            found = catalogue.pgettext(context, msgid) if context else catalogue.gettext(msgid)
            assert found == forms[0], msgid


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
        "rule": "004 Cond. 7",
        "ok": False,
        "message": "%(count)s games against КМС or higher, %(needed)s needed",
        "params": {"count": 4, "needed": 6},
    }
    with translation.override("uk"):
        assert check_text(check) == "партій з КМС і вище: 4, потрібно 6"
    with translation.override("en"):
        assert check_text(check) == "4 games against КМС or higher, 6 needed"
