"""The engine's sentences as messages the app translates when it shows them.

A message is English with ``%(name)s`` placeholders, marked with ``gettext_noop`` (or ``ngettext_lazy`` when
a count chooses the form) so that Django's ``makemessages`` extracts it while this package stays free of
Django. Its values are numbers (a ``Decimal`` is shown in the reader's notation: 2491,11), rule numbers,
titles and codes, which no language translates, or messages themselves (a note, a reason, the unmet checks
of a list), which the app translates in turn: a composed text is thus translated as whole sentences, never
as glued fragments. ``str`` gives the English text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal

__all__ = [
    "Contextual",
    "Listing",
    "Message",
    "Plural",
    "either",
    "EnglishText",
    "gettext_noop",
    "message",
    "message_of",
    "ngettext_lazy",
    "pgettext_lazy",
    "stored_value",
    "with_note",
]


def gettext_noop(text: str) -> str:
    return text


@dataclass(frozen=True)
class Plural:
    """A message whose form the value of ``number`` chooses (one, few, many in Ukrainian)."""

    singular: str
    plural: str
    number: str


def ngettext_lazy(singular: str, plural: str, number: str) -> Plural:
    """Named as Django's so that makemessages extracts both forms; as in Django's, ``number`` names the
    value that chooses the form when the message is shown."""
    return Plural(singular, plural, number)


@dataclass(frozen=True)
class Contextual:
    """A short message that means different things in different places, told apart by its context."""

    context: str
    text: str


def pgettext_lazy(context: str, text: str) -> Contextual:
    """Named as Django's so that makemessages extracts the context with the text."""
    return Contextual(context, text)


@dataclass(frozen=True)
class Listing:
    """Messages (or values) shown one after the other, as the English text separates them."""

    items: tuple[Message | str | int, ...]
    separator: str = "; "

    def __str__(self) -> str:
        return self.separator.join(str(item) for item in self.items)

    def __bool__(self) -> bool:
        return bool(self.items)


class Message:
    """A marked text and its values. A plain class with slots rather than a frozen dataclass: an evaluation
    makes some sixty thousand of them, and a frozen dataclass's constructor took a third of the judging time."""

    __slots__ = ("text", "params", "plural", "number", "context")

    def __init__(
        self,
        text: str,
        params: Mapping[str, str | int | Decimal | Message | Listing] | None = None,
        plural: str | None = None,
        number: str | None = None,
        context: str | None = None,
    ) -> None:
        self.text = text
        self.params = params if params is not None else {}
        # The plural form of ``text`` and the value that chooses between them, for messages of ``ngettext_lazy``.
        self.plural = plural
        self.number = number
        self.context = context

    def __repr__(self) -> str:
        return f"Message({self.text!r}, {dict(self.params)!r})"

    __hash__ = None  # equal to its English text, so no hash can agree with both

    def __str__(self) -> str:
        if not self.params:  # as gettext leaves it: a "%" of a text without values is no placeholder
            return self.text
        # English, as ngettext: the singular for exactly one, the plural for any other number.
        text = self.text if self.plural is None or str(self.params[self.number]) == "1" else self.plural
        return text % {name: str(value) for name, value in self.params.items()}

    def __eq__(self, other: object) -> bool:
        """Equal to another message of the same text and values, and to its English text: code that compared
        English texts before they became messages still can."""
        if isinstance(other, str):
            return str(self) == other
        if isinstance(other, Message):
            return (self.text, dict(self.params), self.plural, self.context) == (
                other.text, dict(other.params), other.plural, other.context
            )
        return NotImplemented

    def as_dict(self) -> dict:
        """The JSON stored with a norm result (docs/interfaces.md, "Stored norm results")."""
        stored = {"message": self.text, "params": {name: stored_value(value) for name, value in self.params.items()}}
        if self.plural is not None:
            stored |= {"plural": self.plural, "number": self.number}
        if self.context is not None:
            stored["context"] = self.context
        return stored


_KEPT_VALUES = (str, int, Decimal, Message, Listing)
_KEPT_TYPES = frozenset(_KEPT_VALUES) | {bool}  # the common case in one look-up, before isinstance's walk


def message(text: str | Plural | Contextual, /, **params: str | int | Decimal | Message | Listing) -> Message:
    """A marked text and its values: ``message(gettext_noop("%(games)s games"), games=9)``. Any other value
    (a date, a fraction) is kept as its text, as the English f-strings wrote it, so that the message stores as JSON."""
    for name, value in params.items():
        if type(value) not in _KEPT_TYPES and not isinstance(value, _KEPT_VALUES):
            params[name] = str(value)
    if isinstance(text, Plural):
        return Message(text.singular, params, text.plural, text.number)
    if isinstance(text, Contextual):
        return Message(text.text, params, context=text.context)
    return Message(text, params)


def either(items) -> Message | str:
    """Alternatives of which one is needed, as English lists them: "IA or FA", "gold or silver"."""
    if len(items) == 1:
        return items[0]
    # Translators: alternatives, the last of which is joined by "or": "IA or FA", "winner or finalist".
    return message(gettext_noop("%(titles)s or %(last)s"), titles=either(items[:-1]), last=items[-1])


class EnglishText:
    """A field of a frozen dataclass (a check's ``detail``, a dropped round's ``reason``) given as a text or as
    a message. Read, it is the English text that code, tests and FIDE's English copy read, written out when it
    is first read: an evaluation makes some fifty thousand checks, and writing each out at once took as long
    as judging them. It may also be given as a function that makes the text or message, called when the field
    is first read: most checks of a large open are never shown (the search's candidates, a page showing only
    the outcome), and making their messages was a third of the judging. ``message_of`` gives the message the
    app translates."""

    def __set_name__(self, owner, name: str) -> None:
        self._given = f"_{name}_given"
        self._english = f"_{name}_english"

    def __get__(self, item, owner=None) -> str:
        if item is None:
            raise AttributeError(self._given)  # the field has no default
        english = item.__dict__.get(self._english)
        if english is None:
            english = str(self.given(item))
            item.__dict__[self._english] = english  # a cache: the dataclass stays frozen for every field
        return english

    def given(self, item) -> str | Message:
        given = item.__dict__[self._given]
        if callable(given):  # deferred: the message is made now that it is read, and kept
            given = given()
            item.__dict__[self._given] = given
        return given

    def __set__(self, item, value: str | Message | Callable[[], str | Message]) -> None:
        # Only the dataclass's constructor sets it: the instance is frozen, so no English was cached yet.
        item.__dict__[self._given] = value


def message_of(item, name: str) -> Message | None:
    """The message an ``EnglishText`` field named ``name`` was given, or None for a plain text."""
    given = vars(type(item))[name].given(item)
    return given if isinstance(given, Message) else None


def with_note(text: Message, note: Message | str) -> Message:
    """A check's text and the edition's note on its rule (``Edition.note``), which follows it."""
    if not note:
        return text
    # Translators: a check's sentence, then our reading of the edition in brackets; keep both as they are.
    return message(gettext_noop("%(text)s%(note)s"), text=text, note=note)


def stored_value(value: str | int | Decimal | Message | Listing) -> str | int | dict:
    if isinstance(value, Message):
        return value.as_dict()
    if isinstance(value, Listing):
        return {"items": [stored_value(item) for item in value.items], "separator": value.separator}
    if isinstance(value, Decimal):
        return {"decimal": str(value)}
    return value
