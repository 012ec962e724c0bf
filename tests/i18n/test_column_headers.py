"""Short column headers carry a context, so that "No" is translated as a start number, never as an answer."""

import re

import pytest
from django.utils import translation

from .test_templates_marked import TEMPLATES

SHORT_HEADER = re.compile(r"{%\s*translate\s+[\"'](No|Rk|Pts|Rd|R|Fed|Rtg|Avg|Perf\.?)[\"']\s*%}")


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda path: path.name)
def test_every_short_header_has_a_context(path):
    assert SHORT_HEADER.findall(path.read_text()) == []


def test_the_start_number_is_no_answer_in_german():
    with translation.override("de"):
        assert translation.pgettext("start number", "No") == "Nr."
