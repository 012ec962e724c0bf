"""Editions: chosen by the start date, forcible by name, visible in every verdict with their own numbering."""

from datetime import date

import pytest

from regulations import EDITIONS, GameKind, UnknownEditionError, edition_for, evaluate_all, evaluate_norm, get_edition
from regulations.editions import edition_choice

from .builders import GM_NORM_9, IN_2014_EDITION, game, player, record, tournament


@pytest.mark.parametrize(
    ("start", "name"),
    [
        (date(1985, 5, 1), "1990"),
        (date(2001, 6, 30), "1990"),
        (date(2001, 7, 1), "2001"),
        (date(2005, 5, 1), "2001"),
        (date(2009, 6, 30), "2001"),
        (date(2009, 7, 1), "2009"),
        (date(2014, 6, 30), "2009"),
        (date(2014, 7, 1), "2014"),
        (date(2023, 12, 31), "2014"),
        (date(2024, 1, 1), "2024"),
        (date(2031, 6, 1), "2024"),
    ],
)
def test_the_edition_follows_the_start_date(start, name):
    assert edition_for(start).name == name


def test_an_unknown_edition_name_is_refused():
    with pytest.raises(UnknownEditionError):
        get_edition("1999")
    assert sorted(EDITIONS) == ["1990", "2001", "2009", "2014", "2024"]


def test_1_53_an_event_before_july_2009_forced_under_2009_says_which_edition_its_date_chooses():
    verdict = evaluate_norm(tournament(start=date(2008, 5, 1)), player(), record(GM_NORM_9), "GM", edition="2009")
    assert verdict.edition == "2009" and verdict.achieved
    note = next(check for check in verdict.checks if check.rule == "1.53")
    assert note.ok
    assert note.detail == "edition 2009 was chosen by name; a tournament starting 2008-05-01 falls under edition 2001"


def test_an_edition_forced_by_name_is_used_and_the_date_s_edition_is_named():
    verdict = evaluate_norm(tournament(), player(), record(GM_NORM_9), "GM", edition="2014")
    assert verdict.edition == "2014"
    assert any(
        check.detail == "edition 2014 was chosen by name; a tournament starting 2013-03-01 falls under edition 2009"
        for check in verdict.checks
    )


def test_an_edition_forced_for_its_own_period_adds_no_note():
    verdict = evaluate_norm(tournament(), player(), record(GM_NORM_9), "GM", edition="2009")
    assert [check.rule for check in verdict.checks if check.rule.startswith("1.53")] == []


def check_of(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def test_rule_numbers_are_the_editions_own():
    games = record(GM_NORM_9) + [game(10, "1", 2300, kind=GameKind.FORFEIT_WIN)]
    in_2009 = evaluate_norm(tournament(rounds=10), player(), games, "GM")
    in_2014 = evaluate_norm(tournament(rounds=10, start=IN_2014_EDITION), player(), games, "GM")
    assert in_2009.dropped_rounds[0].reason.startswith("1.42c: forfeit win")
    assert in_2014.dropped_rounds[0].reason.startswith("1.42d: forfeit win")
    rules_2009 = [check.rule for check in in_2009.checks]
    rules_2014 = [check.rule for check in in_2014.checks]
    assert "1.44a" in rules_2009 and "1.44" in rules_2014
    assert "1.49a" in rules_2009 and "1.22" in rules_2014
    assert "1.46a" in rules_2009 and "1.46a" in rules_2014
    # 2009's 1.46a is the unrated maximum; 2014's is the rating list (decisions.md, "Where 001 is silent").
    assert check_of(in_2009, "1.46a").detail.startswith("0 unrated opponents, at most 2")
    assert check_of(in_2014, "1.46a").detail.startswith("ratings and titles of the list in force at the start")


def test_0_31_womens_norms_are_for_women():
    verdicts = evaluate_all(tournament(), player(sex="M"), record(GM_NORM_9))
    assert [verdict.title for verdict in verdicts] == ["GM", "IM", "WGM", "WIM"]
    assert [verdict.achieved for verdict in verdicts] == [True, True, False, False]
    refusal = next(check for check in verdicts[2].checks if check.rule == "0.31")
    assert refusal.detail == "WGM is a women's title; the player's sex is given as 'M'"
    assert all(verdict.achieved for verdict in evaluate_all(tournament(), player(sex="F"), record(GM_NORM_9)))


def test_a_title_without_norms_is_refused():
    with pytest.raises(ValueError):
        evaluate_norm(tournament(), player(), record(GM_NORM_9), "FM")


def test_1_53_the_reason_for_the_edition_names_the_start_and_the_edition_s_period():
    edition, why = edition_choice(date(2016, 3, 1))
    assert edition.name == "2014"
    assert str(why) == (
        "the tournament started on 2016-03-01; edition 2014 judges tournaments starting from 2014-07-01 until "
        "2023-12-31: the regulations in force when it was played apply"
    )
