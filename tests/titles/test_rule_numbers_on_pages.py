"""Pages cite the rules by the numbers of the edition that governs what they show (1.53)."""

from datetime import date

import pytest
from django.template import Context, Template
from django.utils import translation

from regulations import get_edition
from regulations.messages import gettext_noop, message
from titles.check_texts import translated
from web.templatetags.rule_numbers import application_games, rule_number


@pytest.mark.parametrize(
    ("rule", "day", "number"),
    [
        ("CERTIFICATES", date(2012, 3, 1), "1.8"),  # 000 §1.8: "in quadruplicate"
        # 001 has no 1.8: a general principle (2009 §1.8, 2024 §1.8), never another edition's number.
        ("CERTIFICATES", date(2015, 3, 1), "general principle; decisions.md item 116"),
        ("CERTIFICATES", date(2025, 3, 1), "1.8"),
        ("APPLICATION_BY_FEDERATION", date(2012, 3, 1), "1.10.2"),  # 000 §1.10.2: "the player can appeal to FIDE"
        ("APPLICATION_BY_FEDERATION", date(2025, 3, 1), "1.10"),
        ("RATING_TITLES", date(2025, 3, 1), "1.3"),
        ("DIRECT_TITLE_RATING", date(2025, 3, 1), "0.6.2"),
        ("MINIMUM_SCORE", date(2012, 3, 1), "1.49a"),
        ("MINIMUM_SCORE", date(2025, 3, 1), "1.4.8b"),
        ("OPPONENTS_TABLE", date(2015, 3, 1), "1.7"),  # 001 §1.45: "точні цифри див. в таблиці 1.7"
    ],
)
def test_a_rule_is_cited_by_the_number_of_the_edition_in_force(rule, day, number):
    assert rule_number(rule, on=day) == number


def test_a_rule_the_edition_lacks_is_cited_by_nothing():
    assert rule_number("CERTIFICATES", edition=get_edition("2001")) == ""


def test_the_games_an_application_needs_come_from_the_edition():
    assert application_games(on=date(2025, 3, 1)) == 27  # 1.5.1: "at least 27 games"


def test_the_closed_upload_names_the_late_report_rule_and_limit_of_the_edition():
    reporting = type("Status", (), {"rules": get_edition("2014").reporting})()
    tournament = type("Tournament", (), {"host_federation": type("Federation", (), {"code": "UKR"})()})()
    html = Template('{% include "tournaments/_late_report_missing.html" %}').render(
        Context({"reporting": reporting, "tournament": tournament, "approvers": []})
    )
    # 000 §1.96 "more than six months late": 001 has no such rule, applied as a general principle (decisions 122).
    assert "more than 6 months late (general principle; decisions.md item 122)" in html
    reporting.rules = get_edition("1990").reporting  # 1990 §7.3: "más de un periodo de clasificación de retraso"
    html = Template('{% include "tournaments/_late_report_missing.html" %}').render(
        Context({"reporting": reporting, "tournament": tournament, "approvers": []})
    )
    assert "more than 6 months late (7.3)" in html


def test_a_general_principle_is_cited_in_the_readers_language():
    # Issue 29: a rule the edition's text lacks is cited by the reading it rests on, in words the reader reads.
    with translation.override("uk"):
        assert rule_number("CERTIFICATES", on=date(2015, 3, 1)) == "загальний принцип; decisions.md, пункт 116"
        reason = message(gettext_noop("%(rule)s: opponent is a computer"), rule="general principle; decisions.md item 117")
        assert translated(reason).startswith("загальний принцип; decisions.md, пункт 117")
    with translation.override("de"):
        assert rule_number("CERTIFICATES", on=date(2015, 3, 1)) == "allgemeiner Grundsatz; decisions.md, Punkt 116"
        assert rule_number("CERTIFICATES", on=date(2012, 3, 1)) == "1.8"
