"""An edition's note on a rule: our reading of it (decisions.md) and, for the 2024 rules known only from the
digest's paraphrase, that paraphrase, shown after a check's detail so that the reader can weigh them."""

from dataclasses import replace

from regulations import Rule, get_edition
from regulations.editions import frozen


def _edition(**changes):
    return replace(get_edition("2014"), **changes)


def test_a_rule_without_a_note_or_a_paraphrase_has_no_note():
    edition = _edition(notes={}, paraphrases={})
    assert edition.note(Rule.UNRATED_MAXIMUM) == ""
    assert edition.note(Rule.UNRATED_MAXIMUM, "GM") == ""


def test_a_note_on_a_rule_is_shown_in_brackets_after_the_editions_name():
    edition = _edition(notes={Rule.UNRATED_MAXIMUM: "our reading"}, paraphrases={})
    assert str(edition.note(Rule.UNRATED_MAXIMUM)) == " [2014: our reading]"
    assert str(edition.note(Rule.UNRATED_MAXIMUM, "IM")) == " [2014: our reading]"


def test_a_note_on_a_rule_for_one_title_comes_before_the_rules_own():
    edition = _edition(
        notes={(Rule.UNRATED_MAXIMUM, "GM"): "for GM norms", Rule.UNRATED_MAXIMUM: "for every norm"}, paraphrases={}
    )
    assert str(edition.note(Rule.UNRATED_MAXIMUM, "GM")) == " [2014: for GM norms; for every norm]"
    assert str(edition.note(Rule.UNRATED_MAXIMUM, "WIM")) == " [2014: for every norm]"


def test_a_note_for_one_title_alone_is_shown_for_that_title_only():
    edition = _edition(notes={(Rule.UNRATED_MAXIMUM, "GM"): "for GM norms"}, paraphrases={})
    assert str(edition.note(Rule.UNRATED_MAXIMUM, "GM")) == " [2014: for GM norms]"
    assert edition.note(Rule.UNRATED_MAXIMUM, "IM") == ""


def test_a_paraphrase_is_named_as_such_and_precedes_our_reading():
    edition = _edition(notes={Rule.UNRATED_MAXIMUM: "our reading"}, paraphrases={Rule.UNRATED_MAXIMUM: "as digested"})
    assert str(edition.note(Rule.UNRATED_MAXIMUM)) == " [2014, paraphrase: as digested; our reading]"
    assert str(_edition(notes={}, paraphrases={Rule.UNRATED_MAXIMUM: "as digested"}).note(Rule.UNRATED_MAXIMUM)) == (
        " [2014, paraphrase: as digested]"
    )


def test_a_note_keeps_its_texts_as_messages_to_translate():
    note = _edition(notes={Rule.UNRATED_MAXIMUM: "our reading"}, paraphrases={}).note(Rule.UNRATED_MAXIMUM)
    assert note.as_dict() == {
        "message": " [%(edition)s: %(readings)s]",
        "params": {
            "edition": "2014",
            "readings": {"items": [{"message": "our reading", "params": {}}], "separator": "; "},
        },
    }


def test_an_editions_tables_are_read_only_copies_of_what_they_were_built_from():
    built_from = {"GM": 2600}
    table = frozen(built_from)
    built_from["GM"] = 2500
    assert dict(table) == {"GM": 2600}
    assert type(table).__name__ == "mappingproxy"
