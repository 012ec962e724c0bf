"""Every word a template shows passes through the translation catalogues: no literal English in the HTML."""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = sorted(ROOT.glob("templates/**/*.html"))
# Names and codes that read the same in every language.
UNTRANSLATED_TOKENS = {"TitleDesk", "FIDE", "ID", "IT1", "IT2", "IT3", "CSV", "PDF", "TRF", "SHA-256", "K", "API", "QR", "Σ"}
TRANSLATED_BLOCKS = re.compile(r"{%\s*(blocktranslate|blocktrans|comment)\b.*?{%\s*end\1\s*%}", re.S)
TEMPLATE_SYNTAX = re.compile(r"{%.*?%}|{{.*?}}|{#.*?#}", re.S)
READABLE_ATTRIBUTES = {"title", "placeholder", "aria-label", "alt"}


class VisibleText(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in {"script", "style"}:
            self._hidden += 1
        self.texts += [value for name, value in attrs if name in READABLE_ATTRIBUTES and value]

    def handle_endtag(self, tag):
        if tag in {"script", "style"}:
            self._hidden -= 1

    def handle_data(self, data):
        if not self._hidden:
            self.texts.append(data)


def literal_words(source: str) -> list[str]:
    parser = VisibleText()
    parser.feed(TEMPLATE_SYNTAX.sub(" ", TRANSLATED_BLOCKS.sub(" ", source)))
    words = re.findall(r"[^\W\d_][\w.-]*", " ".join(parser.texts))
    return [word for word in words if word not in UNTRANSLATED_TOKENS]


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda path: str(path.relative_to(ROOT)))
def test_the_template_shows_no_untranslated_words(path):
    assert literal_words(path.read_text()) == []
