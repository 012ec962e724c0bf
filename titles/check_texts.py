"""Every check and reason in the reader's language: those of the FIDE regulations and of the national
classification, which share one check type (``regulations.verdict.Check``).

The rule packages (``regulations``, ``classification.rules``) give each check and reason as a marked English
message with its values, some of them messages themselves; stored results keep them as JSON beside the English
``detail`` (docs/interfaces.md, "Stored norm results"). A text with no message (a row stored before
messages were) is shown in English, marked as such.
"""

import re
from collections.abc import Mapping
from decimal import Decimal

from django.utils.formats import number_format
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext, gettext_noop, ngettext, npgettext, pgettext

from regulations.editions import reading_item
from regulations.messages import Message, message, pgettext_lazy, stored_value

ENGLISH_FIELDS = ("detail", "reason", "note")
# The national classification's citations (``classification.rules.check``): "Cond. 7", "Conf. 4", "Notes", and
# how each language writes them ("Умови п. 7"; the item numbers are the seed's own).
NATIONAL_CITATION = re.compile(r"^(Cond\.|Conf\.|Notes)\s*(.*)$")
NATIONAL_CITATION_TEXTS = {
    "Cond.": pgettext_lazy("classification citation", "Cond. %(items)s"),
    "Conf.": pgettext_lazy("classification citation", "Conf. %(items)s"),
    "Notes": pgettext_lazy("classification citation", "Notes"),
}
# Translators: cited instead of a rule number where the edition's own text has no such rule; keep "decisions.md".
GENERAL_PRINCIPLE = gettext_noop("general principle; decisions.md item %(item)s")


def citation(rule: str) -> str:
    """A check's rule in the active language: a rule number as it is, a general principle (a rule the edition's
    text lacks, ``editions.general_principle``) in words, with the decisions.md item it rests on, and an item of
    the national classification as the reader's language writes it."""
    national = national_citation(rule)
    if national is not None:
        return translated(national)
    return _general_principle(rule)


def national_citation(rule: str) -> Message | None:
    """A citation of the national classification as a message to put into words (on a page, or stored for a
    notice); None for any other rule."""
    match = NATIONAL_CITATION.match(rule or "")
    if match is None:
        return None
    part, items = match.groups()
    return message(NATIONAL_CITATION_TEXTS[part], items=items)


def _general_principle(rule: str) -> str:
    """A general principle in words (a message's value may be one); anything else as it is."""
    item = reading_item(rule or "")
    if item is None:
        return rule
    return gettext(GENERAL_PRINCIPLE) % {"item": item}


def portable(value):
    """A stored message (or a rule) that `lib.messages.translated` puts into words as `translated` below does,
    for a notice to keep: the rules cited as general principles become messages of their own."""
    if isinstance(value, str):
        item = reading_item(value)
        return value if item is None else {"message": GENERAL_PRINCIPLE, "params": {"item": item}}
    if not isinstance(value, Mapping):
        return value
    if "items" in value:
        return {**value, "items": [portable(item) for item in value["items"]]}
    if "params" in value:
        return {**value, "params": {name: portable(param) for name, param in value["params"].items()}}
    return value


def translated(value) -> str:
    """A message (stored or as the engine made it), a listing of them, or a plain value, in the active language."""
    if isinstance(value, Message):
        value = value.as_dict()
    if isinstance(value, str):
        return _general_principle(value)
    if not isinstance(value, Mapping):
        return str(value)
    if "decimal" in value:
        return number_format(Decimal(value["decimal"]))
    if "items" in value:
        return value["separator"].join(translated(item) for item in value["items"])
    params = {name: translated(param) for name, param in value.get("params", {}).items()}
    return _translated_template(value) % params if params else _translated_template(value)


def _translated_template(stored: Mapping) -> str:
    context = stored.get("context")
    if "plural" in stored:
        count = int(stored["params"][stored["number"]])
        if context:
            return npgettext(context, stored["message"], stored["plural"], count)
        return ngettext(stored["message"], stored["plural"], count)
    return pgettext(context, stored["message"]) if context else gettext(stored["message"])


def stored_message(item) -> Mapping | None:
    """The message of a check or dropped round, stored (a dict) or as the engine made it; None for none."""
    if isinstance(item, Mapping):
        return item if item.get("message") else None
    engine_message = getattr(item, "message", None)
    return stored_value(engine_message) if engine_message is not None else None


def english_text(item) -> str:
    for name in ENGLISH_FIELDS:
        value = item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)
        if value is not None:
            return value
    return ""


def text_of(item) -> str:
    """A check's or dropped round's text in the active language, or its English text if it has no message."""
    message = stored_message(item)
    return translated(message) if message is not None else english_text(item)


def text_html(item) -> SafeString:
    """``text_of`` for a page: an English text without a message is marked as English for the reader's browser
    (and the untranslated-text detector of the tests)."""
    message = stored_message(item)
    if message is None:
        return format_html('<span lang="en">{}</span>', english_text(item))
    return format_html("{}", translated(message))
