"""Finding English left on a page rendered in another language, by comparing it with the English rendering.

A piece of text (an HTML text node, or a readable attribute such as a tooltip) that reads the same in both
renderings is English that was not translated, unless:
- the language's catalogues translate something to exactly that text (a word both languages share, such as
  "Name" in German or "Total" in Spanish), or
- what is left of it, once names and data (``data_words``), numbers, codes and the allowed proper nouns
  are taken out, is no word at all.
The page tests (tests/i18n) and the browser journeys (tests/browser) share this detector.
"""

import re
from functools import cache
from html.parser import HTMLParser

from django.apps import apps
from django.conf import settings
from django.db import models
from django.utils import translation

from players.federation_names import federation_name
from players.models import Federation

# Proper nouns and abbreviations that every language writes as English does.
PROPER_NOUNS = frozenset(
    {
        "FIDE", "TRF", "TRF16", "TRF-16", "Elo", "TitleDesk", "PDF", "CSV", "API", "IT1", "IT2", "IT3", "QR",
        "SHA-256", "ID", "OpenAPI", "Swagger", "ReDoc", "English", "Українська", "Deutsch", "Español",
    }
)
READABLE_ATTRIBUTES = frozenset({"title", "placeholder", "aria-label", "alt"})
HIDDEN_ELEMENTS = frozenset({"script", "style", "pre", "code", "textarea"})
EDGE_SIGNS = re.compile(r"^[^\w(]+|[^\w)]+$")
TOKEN = re.compile(r"[\w'’.-]+")
# Codes: titles and federations (GM, UKR), anything with a digit (1.46b-c, IT1-2024-7), single letters.
CODE = re.compile(r"^(?:[A-ZА-ЯІЇЄҐ]+(?:[-./][A-ZА-ЯІЇЄҐ]+)*|.|.*\d.*)$")

# Texts people typed or files brought: names, places, events, references, reasons. What the product itself
# writes (notices, audit entries) is not data and must be translated.
DATA_APPS = {"players", "tournaments", "titles", "certificates", "classification", "accounts", "auth", "api"}


class PageText(HTMLParser):
    """The texts a reader sees (or hears from a screen reader), each whitespace-normalised. What a page
    declares English on purpose (``lang="en"``: FIDE's English copy, the language's own name) is left out."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._hiding: str | None = None  # the tag whose content is left out, and how deep it nests in itself
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self._hiding:
            self._depth += tag == self._hiding
            return
        if tag in HIDDEN_ELEMENTS or (attributes.get("lang") == "en" and tag != "html"):
            self._hiding, self._depth = tag, 1
            return
        readable = [value for name, value in attrs if name in READABLE_ATTRIBUTES and value]
        if tag == "input" and attributes.get("type") in {"submit", "button"} and attributes.get("value"):
            readable.append(attributes["value"])
        self.texts += [normalised(value) for value in readable]

    def handle_endtag(self, tag):
        if tag == self._hiding:
            self._depth -= 1
            if not self._depth:
                self._hiding = None

    def handle_data(self, data):
        if not self._hiding and data.strip():
            self.texts.append(normalised(data))


def normalised(text: str) -> str:
    return " ".join(text.split())


def page_texts(html: str) -> list[str]:
    parser = PageText()
    parser.feed(html)
    parser.close()
    return parser.texts


@cache
def chosen_translations(language: str) -> frozenset[str]:
    """Every text the language's catalogues (the project's and Django's own) translate something to."""
    catalog = translation.trans_real.translation(language)._catalog
    return frozenset(normalised(text) for _msgid, text in catalog.items() if text)


def english_words(text: str, data_words: frozenset[str]) -> list[str]:
    """The words of a text that are neither data, nor codes or numbers, nor allowed proper nouns."""
    words = []
    for word in TOKEN.findall(text):
        word = word.strip(".-'’")
        if not word or word in PROPER_NOUNS or word in data_words or CODE.match(word):
            continue
        words.append(word)
    return words


def _chosen_as_it_stands(text: str, chosen: frozenset[str]) -> bool:
    """Whether the catalogues translate something to this text, with or without the signs around it (a colon,
    an arrow, a bullet), which the page adds and no catalogue translates."""
    return text in chosen or text.rstrip(":") in chosen or EDGE_SIGNS.sub("", text) in chosen


def untranslated(english_html: str, translated_html: str, language: str, data_words: frozenset[str]) -> list[str]:
    """The texts of the translated page that are English left untranslated."""
    english = set(page_texts(english_html))
    chosen = chosen_translations(language)
    found = []
    for text in page_texts(translated_html):
        if text in english and not _chosen_as_it_stands(text, chosen) and english_words(text, data_words) and text not in found:
            found.append(text)
    return found


def stored_words() -> frozenset[str]:
    """The words of every free text stored in the database: names, places, events, file names and the like."""
    words = set()
    for model in apps.get_models():
        if model._meta.app_label not in DATA_APPS:
            continue
        fields = [
            field.name for field in model._meta.concrete_fields
            if isinstance(field, models.CharField | models.TextField) and not field.choices
        ]
        for values in model.objects.values_list(*fields) if fields else ():
            for value in values:
                words.update(word.strip(".-'’") for word in TOKEN.findall(value or ""))
    # Countries are named in each language from the CLDR, and many are written alike in several ("Côte d’Ivoire").
    for code, name in Federation.objects.values_list("code", "name"):
        for language, _name in settings.LANGUAGES:
            with translation.override(language):
                words.update(word.strip(".-'’") for word in TOKEN.findall(federation_name(code, name)))
    return frozenset(words)
