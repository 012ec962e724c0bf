"""1.43 federations of opponents, 1.43a–e exempt events, 1.44 rounding and maximums."""

from fractions import Fraction

import pytest

from regulations import Check, EventFlag, GameFacts, GameKind, Participant, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, IN_2014_EDITION, field, player, record, tournament


def with_federations(*federations):
    return [
        (result, rating, title, federation)
        for (result, rating, title, _), federation in zip(GM_NORM_9, federations, strict=True)
    ]


SIX_FROM_ENGLAND = with_federations("GER", "FRA", "NED", "ENG", "ENG", "ENG", "ENG", "ENG", "ENG")


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def test_1_43_two_federations_other_than_the_players_are_needed():
    rows = with_federations("GER", "GER", "GER", "GER", "ENG", "ENG", "ENG", "GER", "GER")
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert not verdict.achieved
    assert check(verdict, "1.43") == Check("1.43", False, "1 federations other than the player's (GER), 2 needed")


def test_1_44a_at_most_three_fifths_from_the_players_federation_counted_over_games_not_rounds():
    # 11 rounds but two byes: 9 games allow 5 from ENG (3/5 of 11 rounds would wrongly allow 6).
    byes = [GameFacts(round, Fraction(1, 2), GameKind.BYE_HALF) for round in (10, 11)]
    verdict = evaluate_norm(tournament(rounds=11), player(), record(SIX_FROM_ENGLAND) + byes, "GM")
    assert not verdict.achieved
    assert check(verdict, "1.44a") == Check(
        "1.44a", False, "6 of 9 opponents from ENG, at most 5; most from one federation: 6 from ENG, at most 6"
    )


def test_1_44a_at_most_two_thirds_from_any_one_federation():
    rows = with_federations("GER", "GER", "GER", "GER", "GER", "GER", "GER", "FRA", "NED")
    verdict = evaluate_norm(tournament(), player(), record(rows), "GM")
    assert not check(verdict, "1.44a").ok
    assert check(verdict, "1.44a").detail.endswith("most from one federation: 7 from GER, at most 6")


def test_1_44_2014_numbers_the_maximums_1_44():
    verdict = evaluate_norm(tournament(start=IN_2014_EDITION), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not check(verdict, "1.44").ok


def test_1_43a_a_national_championship_final_is_exempt_and_the_norm_says_it_relied_on_it():
    final = tournament(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL})
    verdict = evaluate_norm(final, player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved
    assert verdict.exemption_used == "1.43a"
    assert check(verdict, "1.43a").detail.startswith(
        "federation rules waived (final of a national men's or open championship); not met otherwise: 1.44a: 6 of 9"
    )


def test_1_43f_a_norm_that_meets_the_normal_rules_relies_on_no_exemption():
    final = tournament(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL})
    verdict = evaluate_norm(final, player(), record(GM_NORM_9), "GM")
    assert verdict.achieved and verdict.exemption_used is None


def test_1_43a_2014_not_in_a_year_with_a_single_federation_subzonal():
    flags = {EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION}
    assert evaluate_norm(
        tournament(flags=flags), player(), record(SIX_FROM_ENGLAND), "GM"
    ).achieved  # 2009: no such rule
    verdict = evaluate_norm(tournament(flags=flags, start=IN_2014_EDITION), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved and verdict.exemption_used is None
    assert check(verdict, "1.43a") == Check(
        "1.43a",
        False,
        "not exempt: final of a national men's or open championship, "
        "but a single-federation subzonal is held the same year",
    )


@pytest.mark.parametrize(("start", "exempt"), [(None, False), (IN_2014_EDITION, True)])
def test_1_43c_subzonals_are_exempt_from_2014_only(start, exempt):
    subzonal = tournament(flags={EventFlag.SUBZONAL}, **({"start": start} if start else {}))
    verdict = evaluate_norm(subzonal, player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved is exempt
    assert verdict.exemption_used == ("1.43c" if exempt else None)


@pytest.mark.parametrize(
    "flag", [EventFlag.NATIONAL_TEAM_CHAMPIONSHIP, EventFlag.ZONAL, EventFlag.QC_APPROVED_EXEMPTION]
)
def test_1_43b_to_d_other_exempt_events(flag):
    verdict = evaluate_norm(tournament(flags={flag}), player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved
    assert verdict.exemption_used == {"NATIONAL_TEAM_CHAMPIONSHIP": "1.43b", "ZONAL": "1.43c"}.get(flag.name, "1.43d")


def _swiss(participants, start=None):
    return tournament(
        rounds=9,
        system=TournamentSystem.SWISS,
        host="ESP",
        participants=participants,
        **({"start": start} if start else {}),
    )


def test_1_43e_a_swiss_with_exactly_twenty_foreign_rated_players_is_exempt():
    verdict = evaluate_norm(_swiss(field(20, 3, 10)), player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved
    assert verdict.exemption_used == "1.43e"
    assert "20 rated players not from ESP (20 needed), from 3 federations (3 needed), 10 of them GM/IM/WGM/WIM" in (
        check(verdict, "1.43e").detail
    )


@pytest.mark.parametrize(
    ("participants", "shortfall"),
    [
        (field(19, 3, 10), "19 rated players not from ESP (20 needed)"),
        (field(20, 2, 10), "from 2 federations (3 needed)"),
        (field(20, 3, 9), "9 of them GM/IM/WGM/WIM (10 needed)"),
    ],
)
def test_1_43e_a_swiss_short_of_the_foreign_field_is_not_exempt(participants, shortfall):
    verdict = evaluate_norm(_swiss(participants), player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved and verdict.exemption_used is None
    refusal = check(verdict, "1.43e")
    assert not refusal.ok and refusal.detail.startswith("not exempt: ") and shortfall in refusal.detail


@pytest.mark.parametrize(("excluded", "exempt"), [(frozenset(), True), (frozenset({"RUS"}), False)])
def test_1_43e_players_of_excluded_federations_do_not_count(excluded, exempt):
    swiss = tournament(
        system=TournamentSystem.SWISS,
        host="ESP",
        participants=field(19, 3, 10) + (Participant("RUS", rated=True, title="GM"),),
        excluded_federations=excluded,
    )
    assert evaluate_norm(swiss, player(), record(SIX_FROM_ENGLAND), "GM").achieved is exempt


def test_1_43e_is_not_for_round_robins():
    round_robin = tournament(participants=field(40, 5, 20), host="ESP")
    verdict = evaluate_norm(round_robin, player(), record(SIX_FROM_ENGLAND), "GM")
    assert not verdict.achieved
    assert all(not check.rule.startswith("1.43e") for check in verdict.checks)


def test_1_43e_2014_applies_the_missing_rule_as_in_2009_and_says_so():
    verdict = evaluate_norm(_swiss(field(20, 3, 10), IN_2014_EDITION), player(), record(SIX_FROM_ENGLAND), "GM")
    assert verdict.achieved
    assert verdict.exemption_used == "general principle; decisions.md item 115"
    assert "[2014: missing from the text, whose 1.43 letters jump from d to f" in check(verdict, "general principle; decisions.md item 115").detail
