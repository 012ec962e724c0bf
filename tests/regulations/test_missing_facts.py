"""Missing facts never help a player, one class at a time, each under the rule text it rests on: an unknown
federation is not a non-member, an unknown host is not a guest, the applicant's own federation must be given,
and an event with no start date is judged by no edition's calendar (decisions.md, missing facts)."""

from dataclasses import replace

import pytest

from regulations import Participant, TournamentSystem, evaluate_norm
from regulations.editions.edition_1990 import with_category_table

from .builders import (
    ENDING_WITH_A_WIN,
    GM_NORM_9,
    IN_2009_EDITION,
    IN_2014_EDITION,
    IN_2024_EDITION,
    field,
    game,
    player,
    record,
    tournament,
)
from .test_1990_edition import TABLE, _in_1990
from .test_2001_edition import IN_2001_EDITION

# GM_NORM_9 with six opponents of the candidate's own federation (ENG) and three of three others.
MOSTLY_OWN = [
    row[:3] + (federation,) for row, federation in zip(GM_NORM_9, ["ENG"] * 6 + ["GER", "FRA", "NED"], strict=True)
]
NON_FIDE_RULE = {"2001": "2.1", "2009": "1.42a", "2014": "1.42a", "2024": "1.4.2a"}
STARTS = {"2001": IN_2001_EDITION, "2009": IN_2009_EDITION, "2014": IN_2014_EDITION, "2024": IN_2024_EDITION}


def failed(verdict, rule):
    return [str(check.detail) for check in verdict.checks if check.rule == rule and not check.ok]


@pytest.mark.parametrize("edition", sorted(STARTS))
def test_an_opponent_whose_federation_is_not_given_is_counted_and_the_verdict_fails(edition):
    # 1.42a "Games against opponents who do not belong to FIDE federations" are not included: a blank field does
    # not say so. Left out, the round-1 loss would leave 6/9; counted, it leaves 6/10 and a verdict that fails.
    games = [game(1, "0", 2300, federation="")] + record(ENDING_WITH_A_WIN, first_round=2)
    verdict = evaluate_norm(tournament(rounds=10, start=STARTS[edition]), player(), games, "GM")
    assert not verdict.achieved and 1 in verdict.counted_rounds
    assert failed(verdict, NON_FIDE_RULE[edition])[0].startswith("federation of the round-1 opponent not given")


def test_1990_8_11_the_same_for_an_opponent_whose_federation_is_not_given():
    # 8.11: "Las partidas jugadas contra oponentes que no pertenecen a federaciones afiliadas a la FIDE ... no serán
    # incluidas."
    games = record(GM_NORM_9[:8]) + [game(9, "1", 2450, "GM", federation="")]
    verdict = evaluate_norm(_in_1990(), player(), games, "IM", edition=with_category_table(TABLE))
    assert not verdict.achieved
    assert failed(verdict, "8.11") == [
        "federation of the round-9 opponent not given: the game counts, with the opponent in no known federation, "
        "but that he plays for a FIDE federation cannot be confirmed"
    ]


def test_1_44a_an_opponent_whose_federation_is_not_given_may_be_of_the_applicants():
    # 1.44a: "A maximum of 3/5 of the opponents may come from the applicant's federation": of nine, five. With four
    # from ENG, one opponent of no known federation may be a fifth from ENG, and a second one a sixth.
    others = ["GER", "FRA", "NED", "ESP", "HUN"]
    rows = [row[:3] + (federation,) for row, federation in zip(GM_NORM_9, ["ENG"] * 4 + others, strict=True)]
    assert evaluate_norm(tournament(), player(), record(rows), "GM").achieved
    one = [replace(g, opponent_federation="") if g.round == 9 else g for g in record(rows)]
    maxima = next(check for check in evaluate_norm(tournament(), player(), one, "GM").checks if check.rule == "1.44a")
    assert maxima.ok and str(maxima.detail) == (
        "5 of 9 opponents from ENG, at most 5; most from one federation: 5 from ENG, at most 6; both counts include "
        "1 opponent(s) whose federation is not given"
    )
    two = [replace(g, opponent_federation="") if g.round in (8, 9) else g for g in record(rows)]
    assert failed(evaluate_norm(tournament(), player(), two, "GM"), "1.44a")


@pytest.mark.parametrize(("edition", "rules"), [("2009", ("1.43", "1.44a")), ("2014", ("1.43", "1.44")),
                                                 ("2024", ("1.4.3", "1.4.4"))])
@pytest.mark.parametrize("federation", ["", "NON"])
def test_the_applicants_federation_not_given_passes_no_rule_measured_against_it(edition, rules, federation):
    # 1.43: "at least two federations other than that of the applicant"; 1.44a: "A maximum of 3/5 of the
    # opponents may come from the applicant's federation".
    start = STARTS[edition]
    assert evaluate_norm(tournament(start=start), player(), record(GM_NORM_9), "GM").achieved
    verdict = evaluate_norm(tournament(start=start), player(federation=federation), record(GM_NORM_9), "GM")
    assert not verdict.achieved
    for rule in rules:
        assert failed(verdict, rule) == [
            "the player's federation is not given (blank or NON): the opponents cannot be measured against it"
        ]


def test_1990_8_5_applies_when_the_host_is_not_given():
    # 8.5: "Al menos, un tercio de jugadores no deberán ser de la misma federación que el candidato"; 8.7: "Para un
    # jugador que no pertenezca a la federación organizadora, el requisito de 8.5 es: No más de dos tercios + 1".
    edition = with_category_table(TABLE)
    guest = evaluate_norm(_in_1990(host="GER"), player(), record(MOSTLY_OWN), "IM", edition=edition)
    assert guest.achieved and not failed(guest, "8.5")
    for host in ("", "NON"):
        unknown = evaluate_norm(_in_1990(host=host), player(), record(MOSTLY_OWN), "IM", edition=edition)
        assert not unknown.achieved
        assert failed(unknown, "8.5") == [
            "host federation not given, so the candidate may be of it: 3 opponents not of ENG, 4 (a third of 10 "
            "players) needed"
        ]
        assert [check.rule for check in unknown.checks].count("8.7") == 1


def test_1990_8_8_no_swiss_exemption_without_a_host_and_no_entrant_of_no_federation_is_foreign():
    # 8.8: "al menos 20 jugadores extranjeros clasificados por la FIDE": foreign to a host that is given.
    edition = with_category_table(TABLE)
    strong = field(20, 3, 10, host="ENG")
    swiss = _in_1990(system=TournamentSystem.SWISS, host="ENG", participants=strong)
    assert evaluate_norm(swiss, player(), record(MOSTLY_OWN), "IM", edition=edition).exemption_used == "8.8"
    unknown = evaluate_norm(replace(swiss, host_federation=""), player(), record(MOSTLY_OWN), "IM", edition=edition)
    assert unknown.exemption_used is None
    assert any("the host federation is not known" in text for text in failed(unknown, "8.8"))
    blanks = field(19, 3, 10, host="ENG") + (Participant("", rated=True, title="GM"),)
    thin = replace(swiss, participants=blanks)
    assert evaluate_norm(thin, player(), record(MOSTLY_OWN), "IM", edition=edition).exemption_used is None


def test_2001_2_2_the_host_share_applies_when_the_host_is_not_given():
    # 2.2: "Für Titelkandidaten der gastgebenden Nation müssen mindestens 40 % der Gegner einer anderen Nation
    # angehören. Für Titelkandidaten einer Gastnation müssen mindestens 33% ..."
    guest = evaluate_norm(tournament(start=IN_2001_EDITION, host="GER"), player(), record(MOSTLY_OWN), "GM")
    assert guest.achieved
    unknown = evaluate_norm(tournament(start=IN_2001_EDITION, host=""), player(), record(MOSTLY_OWN), "GM")
    assert not unknown.achieved
    assert failed(unknown, "2.2") == [
        "host federation not given, so the candidate may be of the host nation: 3 of 9 opponents from another "
        "nation, 4 (40 %) needed"
    ]


def test_1_43e_an_entrant_whose_federation_is_not_given_is_not_foreign():
    # 1.43e: "at least 20 FIDE rated players, not from the host federation, from at least 3 federations".
    blanks = field(19, 3, 10) + tuple(Participant("", rated=True, title="GM") for _ in range(5))
    swiss = tournament(system=TournamentSystem.SWISS, host="ESP", participants=blanks)
    assert (swiss.foreign_field.players, swiss.foreign_field.federations) == (19, 3)


@pytest.mark.parametrize("edition", sorted(STARTS))
def test_a_start_date_not_given_is_never_today_and_gives_no_norm(edition):
    # 1.53: "A title result shall be valid if it was obtained in accordance with the International Title
    # Regulations prevailing at the time of the tournament": with no date, no edition can be shown to prevail.
    undated = replace(tournament(start=STARTS[edition]), start_date=None, end_date=None)
    verdict = evaluate_norm(undated, player(), record(GM_NORM_9), "GM", edition=edition)
    assert not verdict.achieved
    in_force = next(check for check in verdict.checks if not check.ok)
    assert str(in_force.detail).startswith("start date not given")
    assert "the event lasted" not in " ".join(str(check.detail) for check in verdict.checks)
