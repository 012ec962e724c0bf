"""Tests written for mutants that survived the mutation run of 7 December 2026 (docs/mutation.md): each pins a
behaviour the rule texts ask for and no earlier test held on its own."""

from dataclasses import replace
from datetime import date

import pytest

from regulations import evaluate_norm, get_edition
from regulations.editions import edition_2001
from regulations.editions.edition import Rule
from regulations.facts import event_dates
from regulations.opponents import CountedGame
from regulations.rules import OWN_FEDERATION_NOT_GIVEN
from regulations.verdict import Check

from .builders import GM_NORM_9, player, record, tournament

START, END = date(2011, 4, 2), date(2011, 4, 10)


def test_an_event_with_a_start_and_no_end_nor_round_date_has_no_known_last_day():
    """Missing facts never help (issue 29): the length of an event whose file gives only its start is unknown, never
    one day (which would pass every duration rule and print "lasted 1 days")."""
    assert event_dates(START, None, []) == (START, None)
    assert event_dates(START, None, [None, None]) == (START, None)
    assert event_dates(START, END, []) == (START, END)
    assert event_dates(None, None, [date(2011, 4, 5), date(2011, 4, 3)]) == (date(2011, 4, 3), date(2011, 4, 5))


@pytest.mark.parametrize("name", ["2009", "2014", "2024"])
def test_a_candidate_of_no_given_federation_fails_the_federation_rules_outright(name):
    """1.43/1.44a (2024 1.4.3/1.4.4a): measured against "the applicant's own federation", a blank one cannot pass;
    the checks fail (ok False, not an undecided None) and say why."""
    edition = get_edition(name)
    start = {"2009": date(2012, 1, 5), "2014": date(2015, 1, 5), "2024": date(2025, 1, 5)}[name]
    verdict = evaluate_norm(tournament(start=start), player(federation=""), record(GM_NORM_9), "GM", edition=edition)
    by_rule = {check.rule: check for check in verdict.checks}
    for rule in (Rule.FOREIGN_FEDERATIONS, Rule.FEDERATION_MAXIMA):
        number = edition.rule(rule)
        assert by_rule[number] == Check(number, False, str(OWN_FEDERATION_NOT_GIVEN)), rule
        assert by_rule[number].ok is False


def test_an_edition_may_not_both_number_a_rule_and_read_it():
    """Each edition declares the rules it has: a rule is either numbered in its text or read as a general
    principle, never both (a citation would then be ambiguous)."""
    edition = get_edition("2009")
    numbered = next(iter(edition.rule_numbers))
    with pytest.raises(ValueError, match=rf"edition 2009: \['{numbered.name}'\] both numbered and read"):
        replace(edition, readings={**edition.readings, numbered: "113"})


def counted(round_number: int, federation: str | None) -> CountedGame:
    return CountedGame(
        round=round_number, opponent=round_number, half_points=1, rated=True, rating=2400, assumed_by=None, title="",
        federation=federation, federation_unknown=federation is None,
    )


def test_2001_2_2_a_guest_share_with_the_host_not_given_counts_unknown_federations_inside_the_largest_nation():
    """2001 §2.2: a guest needs 33 % of opponents from other nations and 22 % from outside the largest one. An
    opponent whose federation is not given may be of the largest nation, so he never counts as outside it."""
    opponents = [counted(1, "GER"), counted(2, "GER"), counted(3, "FRA"), counted(4, None), counted(5, None),
                 counted(6, "ESP"), counted(7, "ITA"), counted(8, "ENG"), counted(9, "ENG")]
    check = edition_2001._guest_share(opponents, player(federation="ENG"), host_given=False)
    assert str(check.message) == (
        "host federation not given, so the candidate may be a guest: 5 of 9 opponents from a nation other than ENG, "
        "3 (33 %) needed; 5 from outside the largest nation (GER), 2 (22 %) needed"
    )


def test_2001_2_2_a_guest_share_with_no_opponent_of_a_given_federation_names_no_largest_nation():
    check = edition_2001._guest_share([counted(1, None), counted(2, None)], player(federation="ENG"), host_given=True)
    assert check.ok is False
    assert str(check.message) == (
        "guest candidate: 0 of 2 opponents from a nation other than ENG, 1 (33 %) needed; 0 from outside the largest "
        "nation (none), 1 (22 %) needed"
    )
