"""Texts kept as a message and its values, put into words in the reader's language each time they are read.

A notice or a history note is read long after it was made, by people who read other languages than whoever
caused it. It is therefore stored as JSON, never as a sentence: the English message (marked for makemessages
with ``gettext_noop``), its context where one is needed, and its values. A value is kept as it is (a name, a
number, a rule number or a title code, which no language translates) unless it is itself a text to translate (a
lazy translation such as a state's label, or a nested message), a date or a decimal number, which are kept as
such and shown in the reader's notation. The format is the one the regulations engine stores its reasons in
(``regulations.messages.stored_value``), so a check's stored reason can be a value of a notice.
"""

from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal

from django.utils import formats
from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, npgettext, pgettext


def stored(text: str, *, context: str | None = None, **params) -> dict:
    """A message marked with ``gettext_noop`` and its values, as JSON to store."""
    message = {"message": text, "params": {name: _stored_param(value) for name, value in params.items()}}
    if context:
        message["context"] = context
    return message


def _stored_param(value):
    if isinstance(value, Promise):
        function, args, _kwargs, *_classes = value.__reduce__()[1]
        if function is pgettext:
            return {"message": args[1], "context": args[0]}
        if function is gettext:
            return {"message": args[0]}
        return str(value)
    if isinstance(value, datetime):
        return {"datetime": value.isoformat()}
    if isinstance(value, date):
        return {"date": value.isoformat()}
    if isinstance(value, Decimal):
        return {"decimal": str(value)}
    if isinstance(value, Mapping | int | float | str) or value is None:
        return value
    return str(value)


def translated(value) -> str:
    """A stored message (or a value of one) in the active language."""
    if not isinstance(value, Mapping):
        return "" if value is None else str(value)
    if "date" in value:
        return formats.date_format(date.fromisoformat(value["date"]), "DATE_FORMAT")
    if "datetime" in value:
        return formats.date_format(datetime.fromisoformat(value["datetime"]), "DATETIME_FORMAT")
    if "decimal" in value:
        return formats.number_format(Decimal(value["decimal"]))
    if "items" in value:
        return value.get("separator", "; ").join(translated(item) for item in value["items"])
    params = {name: translated(param) for name, param in (value.get("params") or {}).items()}
    template = _template(value)
    return template % params if params else template


def _template(stored_message: Mapping) -> str:
    context = stored_message.get("context")
    if "plural" in stored_message:
        count = int(stored_message["params"][stored_message["number"]])
        if context:
            return npgettext(context, stored_message["message"], stored_message["plural"], count)
        return ngettext(stored_message["message"], stored_message["plural"], count)
    return pgettext(context, stored_message["message"]) if context else gettext(stored_message["message"])
