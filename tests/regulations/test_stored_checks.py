"""The JSON a norm result keeps of its checks and dropped rounds (docs/interfaces.md, "Stored norm results"): the
English text for FIDE, and the message with its values from which the app translates it."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction

from classification.rules.check import Check as ClassificationCheck
from regulations.applications import check_events_rated
from regulations.messages import EnglishText, Listing, Message, Plural, gettext_noop, message, message_of, pgettext_lazy
from regulations.verdict import Check, DroppedRound


def test_a_plain_text_check_stores_its_english_alone():
    assert Check("1.46c", False, "raised to 2200").as_dict() == {
        "rule": "1.46c",
        "ok": False,
        "detail": "raised to 2200",
    }


def test_a_check_stores_its_message_its_values_and_the_english_they_make():
    detail = message(gettext_noop("%(games)s games, %(needed)s needed"), games=8, needed=9)

    assert Check("1.41a", False, detail).as_dict() == {
        "rule": "1.41a",
        "ok": False,
        "detail": "8 games, 9 needed",
        "message": "%(games)s games, %(needed)s needed",
        "params": {"games": 8, "needed": 9},
    }


def test_values_that_are_messages_listings_or_decimals_are_stored_whole():
    note = message(gettext_noop("at most %(share)s"), share=Decimal("33.3"))
    listing = Listing((message(gettext_noop("round %(round)s"), round=3), "IT3"), ", ")
    detail = message(gettext_noop("%(first)s; %(rest)s"), first=note, rest=listing)

    assert Check("1.44a", True, detail).as_dict()["params"] == {
        "first": {"message": "at most %(share)s", "params": {"share": {"decimal": "33.3"}}},
        "rest": {"items": [{"message": "round %(round)s", "params": {"round": 3}}, "IT3"], "separator": ", "},
    }
    assert Check("1.44a", True, detail).detail == "at most 33.3; round 3, IT3"


def test_a_plural_message_stores_both_forms_and_the_value_that_chooses_between_them():
    detail = message(Plural("%(count)s GM opponent", "%(count)s GM opponents", "count"), count=3)

    assert Check("1.45b", True, detail).as_dict() == {
        "rule": "1.45b",
        "ok": True,
        "detail": "3 GM opponents",
        "message": "%(count)s GM opponent",
        "params": {"count": 3},
        "plural": "%(count)s GM opponents",
        "number": "count",
    }
    one = message(Plural("%(count)s GM opponent", "%(count)s GM opponents", "count"), count=1)
    assert str(one) == "1 GM opponent"


def test_a_message_with_a_context_stores_it():
    detail = message(pgettext_lazy("event system", "%(system)s"), system="Swiss")

    stored = Check("1.43e", True, detail).as_dict()
    assert (stored["message"], stored["context"], stored["detail"]) == ("%(system)s", "event system", "Swiss")
    assert "plural" not in stored


def test_a_dropped_round_stores_its_reason_as_a_check_stores_its_detail():
    reason = message(gettext_noop("forfeit in round %(round)s"), round=5)

    assert DroppedRound(5, "forfeit", by_choice=False).as_dict() == {
        "round": 5,
        "reason": "forfeit",
        "by_choice": False,
    }
    assert DroppedRound(9, reason, by_choice=True).as_dict() == {
        "round": 9,
        "reason": "forfeit in round 5",
        "by_choice": True,
        "message": "forfeit in round %(round)s",
        "params": {"round": 5},
    }


def test_a_message_shows_its_text_and_values_when_printed_for_a_developer():
    assert repr(message(gettext_noop("%(games)s games"), games=9)) == "Message('%(games)s games', {'games': 9})"


def test_a_classification_check_stores_its_item_message_values_and_text():
    check = ClassificationCheck("Cond. 3", True, message("%(points)s points, %(needed)s needed", points="6½", needed=6))

    assert check.as_dict() == {
        "rule": "Cond. 3",
        "ok": True,
        "detail": "6½ points, 6 needed",
        "message": "%(points)s points, %(needed)s needed",
        "params": {"points": "6½", "needed": 6},
    }


def test_1_10_2_of_2009_names_each_tournament_fide_has_not_rated_yet():
    waiting = check_events_rated(["Kyiv Open 2025", "Lviv RR 2025"])
    assert (waiting.rule, waiting.ok, waiting.detail) == (
        "general principle; decisions.md item 117",
        False,
        "not yet rated: Kyiv Open 2025, Lviv RR 2025",
    )
    assert waiting.message.params == {"events": "Kyiv Open 2025, Lviv RR 2025"}

    rated = check_events_rated([])
    assert (rated.rule, rated.ok, rated.detail) == (
        "general principle; decisions.md item 117",
        True,
        "every tournament reported here and rated by FIDE",
    )


def test_messages_are_equal_when_their_texts_and_values_are():
    text = gettext_noop("%(games)s games")
    assert message(text, games=9) == message(text, games=9)
    assert message(text, games=9) != message(text, games=10)
    assert message(text, games=9) != message(gettext_noop("%(games)s rounds"), games=9)
    assert message(text, games=9) == "9 games"
    assert message(pgettext_lazy("a", "%(games)s games"), games=9) != message(pgettext_lazy("b", "%(games)s games"), games=9)


def test_each_english_text_field_of_a_class_keeps_its_own_message():
    @dataclass(frozen=True)
    class _TwoTexts:
        first: str = EnglishText()
        second: str = EnglishText()

    first, second = message(gettext_noop("first %(n)s"), n=1), message(gettext_noop("second %(n)s"), n=2)
    item = _TwoTexts(first, second)

    assert (item.first, item.second) == ("first 1", "second 2")
    assert (message_of(item, "first"), message_of(item, "second")) == (first, second)
    assert message_of(_TwoTexts("plain", second), "first") is None


def test_a_message_keeps_plain_values_and_stores_dates_and_fractions_as_their_text():
    # The stored params are JSON: numbers, texts and messages stay as they are; a date or a fraction becomes the
    # text the English detail shows.
    inner = message(gettext_noop("%(games)s games"), games=9)
    stored = message(
        gettext_noop("%(a)s %(b)s %(c)s %(d)s %(e)s %(f)s"), a=9, b=Decimal("2.5"), c=True, d=inner,
        e=date(2025, 3, 1), f=Fraction(13, 2),
    )
    assert stored.params == {"a": 9, "b": Decimal("2.5"), "c": True, "d": inner, "e": "2025-03-01", "f": "13/2"}
    assert [type(value) for value in stored.params.values()] == [int, Decimal, bool, Message, str, str]
    assert Message("no values").params == {}
