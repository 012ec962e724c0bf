"""Norms that do not exist: opponents met more than once (000 §1.45f), a file without its host federation
(1.43e, 2024 §1.4.3d), the eight-game tables of the World Cup (table 1.7) and long events (2014 §1.15,
2009 §1.16). Every tournament is written out as a TRF file and read back."""

from datetime import date

import pytest

from regulations import EventFlag, Rule, TournamentSystem
from regulations.rules import GamesRule, uses_short_table
from titles.trf_inputs import infer_system

from .constructed_trf import Entrant, build, check, cycles, parse, verdicts, wins_for, withdrawing

EDITION_STARTS = {"2009": date(2012, 3, 1), "2014": date(2016, 3, 1), "2024": date(2025, 3, 1)}
DOUBLE_ROUND_ROBIN_RULE = {"2009": "1.45f", "2014": "general principle; decisions.md item 115", "2024": "1.4.5"}
GM_OPPONENTS_RULE = {"2009": "1.45b", "2014": "1.45b", "2024": "1.4.5b"}

# 1.45f: "Double round-robin tournaments need a minimum of six players. An opponent's title as in 1.45b-e
# shall be counted only once."
FOUR_PLAYERS = (
    Entrant("Home, Ivan", "ENG", 2480, "IM"),
    Entrant("Gm, Anna", "GER", 2650, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2650, "GM"),
    Entrant("Gm, Carl", "NED", 2650, "GM"),
)


@pytest.mark.parametrize("edition", EDITION_STARTS)
def test_1_45f_nobody_makes_a_norm_in_a_four_player_four_cycle_event(edition):
    text = build(FOUR_PLAYERS, cycles(4, 4), wins_for(1), start=EDITION_STARTS[edition])
    document = parse(text)
    assert infer_system(document) is TournamentSystem.DOUBLE_ROUND_ROBIN
    for number in range(1, 5):
        for verdict in verdicts(document, number).values():
            assert not verdict.achieved, (number, verdict.title)
    gm = verdicts(document, 1)["GM"]
    assert gm.games == 12 and gm.score == 12
    assert check(gm, DOUBLE_ROUND_ROBIN_RULE[edition]).ok is False
    assert check(gm, DOUBLE_ROUND_ROBIN_RULE[edition]).detail.startswith("4 players, 6 needed")
    # Three GMs met four times each are three GM opponents, not twelve.
    assert check(gm, GM_OPPONENTS_RULE[edition]).detail.startswith("3 GM opponents, 3 needed")


@pytest.mark.parametrize("system", [TournamentSystem.SWISS, TournamentSystem.ROUND_ROBIN, TournamentSystem.OTHER])
def test_1_45f_opponents_met_more_than_once_count_once_whatever_the_system_given(system):
    document = parse(build(FOUR_PLAYERS, cycles(4, 4), wins_for(1)))
    gm = verdicts(document, 1, system=system)["GM"]
    assert not gm.achieved
    assert check(gm, "1.45f").detail.startswith("4 players, 6 needed")
    assert gm.totals.opponents_by_title[0] == ("GM", 3)


SIX_PLAYERS = (
    Entrant("Home, Ivan", "ENG", 2480, "FM"),
    Entrant("Gm, Anna", "GER", 2640, "GM", sex="w"),
    Entrant("Gm, Boris", "FRA", 2640, "GM"),
    Entrant("Im, Carl", "NED", 2560, "IM"),
    Entrant("Im, Dan", "ITA", 2560, "IM"),
    Entrant("Im, Emil", "USA", 2560, "IM"),
)


@pytest.mark.parametrize("edition", EDITION_STARTS)
def test_1_45f_a_double_round_robin_with_a_withdrawal_after_the_first_cycle_counts_a_gm_met_twice_once(edition):
    """The player who withdrew met everybody once: the event is still a double round robin, and the two GMs,
    met twice each, are two GM opponents (three needed): no GM norm."""
    text = build(SIX_PLAYERS, cycles(6, 2), withdrawing(6, 5, wins_for(1)), start=EDITION_STARTS[edition])
    document = parse(text)
    assert infer_system(document) is TournamentSystem.DOUBLE_ROUND_ROBIN
    gm = verdicts(document, 1)["GM"]
    assert gm.games == 9 and gm.score == 9
    assert not gm.achieved
    assert check(gm, GM_OPPONENTS_RULE[edition]).detail.startswith("2 GM opponents, 3 needed")
    assert check(gm, DOUBLE_ROUND_ROBIN_RULE[edition]).ok
    assert gm.totals.opponents_by_title[0] == ("GM", 2)
    im = verdicts(document, 1)["IM"]
    assert im.achieved and im.totals.title_holders == 5


def test_1_45f_a_single_round_robin_counts_per_game_as_before():
    document = parse(build(SIX_PLAYERS, cycles(6, 1), wins_for(1)))
    assert infer_system(document) is TournamentSystem.ROUND_ROBIN
    gm = verdicts(document, 1)["GM"]
    assert not any(check.rule == "1.45f" for check in gm.checks)


# 1.43e (2009): "Swiss System tournaments in which participants include at least 20 FIDE rated players, not from
# the host federation, from at least 3 federations, at least 10 of whom hold GM, IM, WGM or WIM titles."
def _swiss_of_home_players(federation: str) -> str:
    """The player (ESP) meets nine Spanish GMs; twenty foreign titled players from three federations play each
    other."""
    entrants = [Entrant("Player, One", "ESP", 2500, "IM")]
    entrants += [Entrant(f"Home, Gm {index}", "ESP", 2600, "GM") for index in range(9)]
    entrants += [Entrant(f"Guest, {index}", ("GER", "FRA", "NED")[index % 3], 2450, "IM") for index in range(20)]
    schedule = [[(1, round + 2), *[(11 + 2 * pair, 12 + 2 * pair) for pair in range(10)]] for round in range(9)]
    return build(entrants, schedule, wins_for(1, otherwise=lambda *_: "="), federation=federation)


@pytest.mark.parametrize("host", ["", "NON"])
def test_1_43e_no_host_federation_no_swiss_exemption(host):
    document = parse(_swiss_of_home_players(host))
    assert document.federation == host
    gm = verdicts(document, 1)["GM"]
    assert not gm.achieved and gm.exemption_used is None
    assert check(gm, "1.43e").ok is False
    assert "the host federation is not known" in check(gm, "1.43e").detail


def test_1_43e_the_same_file_with_its_host_uses_the_exemption():
    gm = verdicts(parse(_swiss_of_home_players("ESP")), 1)["GM"]
    assert gm.achieved and gm.exemption_used == "1.43e"


def test_2024_1_4_3d_no_host_federation_no_swiss_exemption():
    document = parse(_swiss_of_home_players(""))
    gm = verdicts(document, 1, start_date=date(2025, 3, 1), end_date=date(2025, 3, 9))["GM"]
    assert not gm.achieved
    assert "the host federation is not known" in check(gm, "1.4.3d").detail


def test_2024_1_4_3b_no_host_federation_no_national_team_exemption():
    document = parse(_swiss_of_home_players(""))
    flags = frozenset({EventFlag.NATIONAL_TEAM_CHAMPIONSHIP})
    gm = verdicts(document, 1, start_date=date(2025, 3, 1), end_date=date(2025, 3, 9), flags=flags)["GM"]
    assert not gm.achieved
    assert "the host federation is not known" in check(gm, "1.4.3b").detail


# Table 1.7, 8 rounds (000): "after 8 games in the World Cup or Women's World Championship ... Different MO 3
# gm ... Different TH 4 ... Max. From 1 fed. Irrelevant, Max. From own fed. Irrelevant, Min. other feds
# Irrelevant".
def _cup(opponent_titles) -> str:
    """Four two-game matches for player 1 (ENG) against four Americans; two bystanders play each other."""
    entrants = [Entrant("Cup, Player", "ENG", 2550, "IM")]
    entrants += [Entrant(f"Opponent, {index}", "USA", 2700, title) for index, title in enumerate(opponent_titles)]
    entrants += [Entrant("Other, A", "CHN", 2600, "GM"), Entrant("Other, B", "IND", 2600, "GM")]
    schedule = [[(1, 2 + game // 2), (6, 7)] for game in range(8)]
    return build(entrants, schedule, lambda white, black, round: "=" if white == 6 else "1" if white == 1 else "0")


@pytest.mark.parametrize("flag", [EventFlag.WORLD_CUP, EventFlag.WOMENS_WORLD_CHAMPIONSHIP])
def test_1_41b_table_1_7_eight_games_counts_different_players_and_ignores_federations(flag):
    document = parse(_cup(["GM", "GM", "GM", "IM"]))
    gm = verdicts(document, 1, flags=frozenset({flag}), system=TournamentSystem.KNOCKOUT)["GM"]
    assert gm.achieved and gm.games == 8
    # 8 games count as 9, and the five full points above the 2½ needed as five more (1.41c).
    assert gm.counts_as_games == 14
    assert check(gm, "1.45b").detail.startswith("3 GM opponents, 3 needed")
    assert check(gm, "1.45a").detail.startswith("4 title-holders (GM, IM, WGM, WIM, FM, WFM), 4 needed")
    federations = check(gm, "1.44a")
    assert federations.ok and "Irrelevant" in federations.detail
    assert not any(check.rule == "1.43" for check in gm.checks)


def test_1_41b_table_1_7_two_gms_met_twice_are_two_different_gms():
    document = parse(_cup(["GM", "GM", "IM", "IM"]))
    gm = verdicts(document, 1, flags=frozenset({EventFlag.WORLD_CUP}), system=TournamentSystem.KNOCKOUT)["GM"]
    assert not gm.achieved
    assert check(gm, "1.45b").detail.startswith("2 GM opponents, 3 needed")


def test_1_41b_table_1_7_a_title_holder_short_of_four_different_fails():
    document = parse(_cup(["GM", "GM", "GM", ""]))
    gm = verdicts(document, 1, flags=frozenset({EventFlag.WORLD_CUP}), system=TournamentSystem.KNOCKOUT)["GM"]
    assert not gm.achieved
    assert check(gm, "1.45a").detail.startswith("3 title-holders (GM, IM, WGM, WIM, FM, WFM), 4 needed")


@pytest.mark.parametrize(
    ("games", "rule", "short"),
    [(7, Rule.TEAM_AND_CUP_GAMES, True), (8, Rule.TEAM_AND_CUP_GAMES, True), (9, Rule.TEAM_AND_CUP_GAMES, False),
     (8, Rule.MINIMUM_GAMES, False), (8, Rule.EIGHT_OF_NINE, False)],
)
def test_1_41b_only_7_and_8_games_under_the_exception_use_the_short_tables(games, rule, short):
    assert uses_short_table(games, GamesRule(7, rule, "")) is short


def test_1_41b_nine_games_of_a_team_championship_use_the_federation_rules():
    entrants = [Entrant("Team, Player", "ENG", 2550, "IM")]
    entrants += [Entrant(f"Opponent, {index}", "USA", 2700, "GM") for index in range(9)]
    schedule = [[(1, 2 + game)] for game in range(9)]
    # Lost rounds 1–3, drew 4–8, won 9: no 7- or 8-game part of the record makes a norm.
    document = parse(build(entrants, schedule, lambda white, black, round: "0" if round < 4 else "=" if round < 9 else "1"))
    flags = frozenset({EventFlag.WORLD_TEAM_CHAMPIONSHIP})
    gm = verdicts(document, 1, flags=flags, system=TournamentSystem.TEAM)["GM"]
    assert gm.games == 9 and not gm.achieved
    assert check(gm, "1.43").ok is False
    assert "Irrelevant" not in check(gm, "1.44a").detail


# 2014 §1.15: "У змаганнях тривалістю понад 90 днів повинні використовуватися рейтинги і звання суперників, які
# вони мають в день гри." (In events longer than 90 days the opponents' ratings and titles on the day of play.)
TEN_PLAYERS = (
    Entrant("Home, Ivan", "ENG", 2480, "IM"),
    *(Entrant(f"Gm, {index}", ("GER", "FRA", "NED")[index % 3], 2600, "GM") for index in range(5)),
    *(Entrant(f"Im, {index}", ("ITA", "USA")[index % 2], 2500, "IM") for index in range(4)),
)


def _long_event(start: date, days: int) -> str:
    """Nine rounds from ``start`` to the ``days``-th day (the first and last included)."""
    spacing = (days - 1) // 8
    assert spacing * 8 == days - 1
    return build(TEN_PLAYERS, cycles(10, 1), wins_for(1), start=start, days_between_rounds=spacing)


@pytest.mark.parametrize(("days", "ok"), [(89, True), (97, False)])
def test_2014_1_15_an_event_over_90_days_needs_the_ratings_of_the_day_of_play(days, ok):
    gm = verdicts(parse(_long_event(date(2016, 1, 4), days)), 1)["GM"]
    assert gm.achieved is ok
    assert check(gm, "1.15" if not ok else "1.46a").ok is ok


def test_2014_1_15_the_boundary_is_90_days_inclusive():
    document = parse(_long_event(date(2016, 1, 4), 89))
    ninety = verdicts(document, 1, end_date=date(2016, 4, 2))["GM"]  # 4 January – 2 April: 90 days
    ninety_one = verdicts(document, 1, end_date=date(2016, 4, 3))["GM"]
    assert ninety.achieved and check(ninety, "1.46a").ok
    assert not ninety_one.achieved and "91 days, more than 90" in check(ninety_one, "1.15").detail


def test_2014_1_15_day_of_play_ratings_given_make_the_norm():
    # 1.14: an individual event of more than 90 days needs the QC Chairman's approval beforehand.
    document = parse(_long_event(date(2016, 1, 4), 97))
    gm = verdicts(document, 1, ratings_of_day_of_play=True, length_approved=True)["GM"]
    assert gm.achieved and check(gm, "1.15").ok and check(gm, "1.14").ok
    unapproved = verdicts(document, 1, ratings_of_day_of_play=True)["GM"]
    assert not unapproved.achieved and check(unapproved, "1.14").detail.startswith("97 days (from 2016-01-04")


# 2009 §1.16: "Calculating the norm requirements for an event which lasts longer than 90 days can be done in
# two ways. Which system is used must be stipulated prior to the event and mentioned in all publicity and
# indicated on all norm certificates IT1. (a) The Rating List at the start ... (b) The opponents' ratings at
# the date the game is played."
def test_2009_1_16_a_long_event_without_a_stipulated_method_makes_no_norm():
    gm = verdicts(parse(_long_event(date(2011, 1, 3), 97)), 1)["GM"]
    assert not gm.achieved
    assert "must be stipulated before the event" in check(gm, "1.16").detail


@pytest.mark.parametrize(("day_of_play", "method"), [(False, "(a) the rating list"), (True, "(b) the opponents'")])
def test_2009_1_16_either_stipulated_method_is_accepted(day_of_play, method):
    document = parse(_long_event(date(2011, 1, 3), 97))
    gm = verdicts(
        document, 1, rating_method_stipulated=True, ratings_of_day_of_play=day_of_play, length_approved=True
    )["GM"]
    assert gm.achieved
    assert method in check(gm, "1.16").detail
    # 1.15: longer than 90 days only with approval beforehand (or as a league).
    assert not verdicts(document, 1, rating_method_stipulated=True, ratings_of_day_of_play=day_of_play)["GM"].achieved


def test_2009_1_46b_an_event_of_90_days_uses_the_list_at_the_start_without_stipulation():
    document = parse(_long_event(date(2011, 1, 3), 89))
    gm = verdicts(document, 1, end_date=date(2011, 4, 2))["GM"]  # 3 January – 2 April: 90 days
    assert gm.achieved and check(gm, "1.46b").ok
