"""Readings changed after a review against the texts (decisions.md marks each "changed reading"): 2014's table
1.7 minimums, the rules 001 leaves silent, remark (e), the cells of 1.2 that state a condition, the Olympiad
line's "Continental", and the one-round-a-day rule of applications. Every event is a constructed TRF file."""

from datetime import date
from fractions import Fraction

import pytest

from regulations import EventFlag, NormApplication, NormRecord, RatingRecord, Rule, TournamentSystem, get_edition
from regulations.applications import check_one_round_a_day
from regulations.championships import ChampionshipResult, EventKind, TitlePerformance, direct_titles

from .constructed_trf import Entrant, build, check, cycles, facts, parse, verdicts, wins_for

IN_2014 = date(2016, 3, 1)
RATED = RatingRecord(2450, date(2023, 5, 1))


def _field(gms: int, others: int, unrated: int = 0, rating: int = 2600) -> tuple[Entrant, ...]:
    federations = ("GER", "FRA", "NED", "ITA", "USA", "ESP", "POL", "CZE", "HUN", "AUT", "SUI", "BEL", "DEN", "NOR")
    entrants = [Entrant("Home, Ivan", "ENG", 2480, "IM")]
    entrants += [Entrant(f"Gm, {index}", federations[index], rating, "GM") for index in range(gms)]
    entrants += [Entrant(f"Im, {index}", federations[gms + index], rating, "IM") for index in range(others)]
    entrants += [Entrant(f"Unrated, {index}", federations[-1 - index], None, "") for index in range(unrated)]
    return tuple(entrants)


# 001 §1.45 "Звання учасників (точні цифри див. в таблиці 1.7)": the exact figures are table 1.7's, which
# rounds minimums up: a third of 10 opponents is 4 GMs.
@pytest.mark.parametrize("start", [date(2014, 7, 1), IN_2014, date(2023, 12, 31)])
def test_1_45b_2014_ten_games_need_four_gms(start):
    three = parse(build(_field(3, 7), cycles(11, 1), wins_for(1), start=start))
    four = parse(build(_field(4, 6), cycles(11, 1), wins_for(1), start=start))
    assert check(verdicts(three, 1)["GM"], "1.45b").detail.startswith("3 GM opponents, 4 needed (a third of 10, rounded up")
    assert not verdicts(three, 1)["GM"].achieved
    assert verdicts(four, 1)["GM"].achieved


def test_1_45b_2014_a_thirteen_game_norm_needs_five_gms():
    four = parse(build(_field(4, 9), cycles(14, 1), wins_for(1), start=IN_2014))
    five = parse(build(_field(5, 8), cycles(14, 1), wins_for(1), start=IN_2014))
    assert check(verdicts(four, 1)["GM"], "1.45b").detail.startswith("4 GM opponents, 5 needed")
    assert verdicts(five, 1)["GM"].achieved


# 2009 §1.46a: "maximum number of unrated opponents is 20 percent of (number of opponents + 1)"; 001's 1.46a:
# "Повинен використовуватися рейтинг-лист, який діє на початок турніру" (the rating list at the start).
def test_1_46a_2014_has_no_maximum_of_unrated_opponents_where_2009_has():
    field = _field(5, 2, unrated=3, rating=2900)

    def wins_draws_with_the_unrated(white, black, round):
        if 1 not in (white, black):
            return "="
        opponent = black if white == 1 else white
        mine = "=" if opponent > 8 else "1"
        return mine if white == 1 else {"1": "0", "=": "="}[mine]

    in_2014 = verdicts(parse(build(field, cycles(11, 1), wins_draws_with_the_unrated, start=IN_2014)), 1)["GM"]
    in_2009 = verdicts(
        parse(build(field, cycles(11, 1), wins_draws_with_the_unrated, start=date(2012, 3, 1))), 1
    )["GM"]
    assert in_2014.achieved and in_2014.games == 10
    assert in_2014.totals.unrated == 3
    assert not any("unrated opponents, at most" in check.detail for check in in_2014.checks)
    assert not in_2009.achieved
    assert check(in_2009, "1.46a").detail.startswith("3 unrated opponents, at most 2 (20 % of 10 + 1)")


def test_1_46e_2014_rates_an_unrated_titled_opponent_like_any_unrated_one():
    field = (*_field(5, 4), Entrant("Unrated, Gm", "SWE", None, "GM"))
    in_2014 = verdicts(parse(build(field, cycles(11, 1), wins_for(1), start=IN_2014)), 1)["GM"]
    assert [(rated.rating, rated.rule) for rated in in_2014.totals.assumed_ratings] == [(1000, "general principle; decisions.md item 115")]
    in_2009 = verdicts(parse(build(field, cycles(11, 1), wins_for(1), start=date(2012, 3, 1))), 1)["GM"]
    assert [(rated.rating, rated.rule) for rated in in_2009.totals.assumed_ratings] == [(2300, "1.46e")]


# Remark (e) of 1.2: "If a player achieves ≥4½ points (3½ points for CM/WCM), the title is awarded, even if the
# player does not play 9 games (7 games for CM/WCM)": 50 % of 9 and of 7.
def _zonal_record(games: int, points: Fraction) -> tuple[Fraction, int]:
    """The player's score over his games in a constructed zonal (he withdrew after ``games`` rounds)."""
    field = _field(4, 7)
    wins = int(points)

    def result(white, black, round):
        if 1 in (white, black):
            if round > games:
                return None
            mine = "1" if round <= wins else "=" if round == wins + 1 and points % 1 else "0"
            return mine if white == 1 else {"1": "0", "0": "1", "=": "="}[mine]
        return "="

    result.withdrawn = frozenset({1})
    document = parse(build(field, cycles(12, 1), result))
    record = next(player for player in document.players if player.start_number == 1)
    played = [game for game in record.games if game.opponent]
    return Fraction(sum(Fraction(str(game.points)) for game in played)), len(played)


def _zonal_verdict(title: str, points: Fraction, games: int):
    score, played = _zonal_record(games, points)
    result = ChampionshipResult(
        EventKind.ZONAL,
        "M",
        score=score,
        games=played,
        counted_from_first_game=True,
        im_titles_by_score_already_given=0,
        fm_titles_by_score_already_given=0,
        subzonal_approved=True,
        rating=RATED,
    )
    (verdict,) = [v for v in direct_titles(result) if v.title == title and "games" in v.row.printed and "Perf" not in v.row.printed]
    return verdict


def test_1_2_e_four_and_a_half_of_six_in_a_zonal_is_no_im_title_but_an_fm_title():
    assert not _zonal_verdict("IM", Fraction(9, 2), 6).achieved
    assert _zonal_verdict("FM", Fraction(9, 2), 6).achieved
    assert _zonal_verdict("IM", Fraction(6), 9).achieved


# 1.2's cells that state a condition award their column's title; a World Cup file shows who reached the last 16.
def test_1_2_reaching_the_last_16_of_the_world_cup_is_the_gm_title():
    result = ChampionshipResult(EventKind.WORLD_CUP, "M", placing=16, qualified_over_the_board=True, rating=RATED)
    awarded = {(verdict.title, verdict.row.printed) for verdict in direct_titles(result) if verdict.achieved}
    assert awarded == {("GM", "Reaching last 16"), ("IM", "Qualifying over the board")}


# 000's chart: "Olympiad; Women's Olympiad; Continental; Continental Women's: ≥9 games GM Norm counts as 20 games".
def test_1_24_a_nine_round_continental_team_norm_counts_20_and_an_individual_one_does_not():
    team = parse(build(_field(5, 4), cycles(10, 1), wins_for(1)))
    team_flags = frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP})
    gm = verdicts(team, 1, flags=team_flags, system=TournamentSystem.TEAM)["GM"]
    assert gm.achieved and gm.counts_as_games == 20
    assert check(gm, "1.24").detail == "a norm in the continental team championship counts as 20 games"
    individual = parse(build(_field(6, 5), cycles(12, 1), wins_for(1)))
    individual_flags = frozenset({EventFlag.CONTINENTAL_CHAMPIONSHIP})
    gm = verdicts(individual, 1, flags=individual_flags, system=TournamentSystem.SWISS)["GM"]
    assert gm.achieved and gm.games == 11 and gm.counts_as_games != 20
    assert not any(check.rule == "1.24" for check in gm.checks)
    results = direct_titles(
        ChampionshipResult(EventKind.CONTINENTAL_TEAM, "M", performances=(TitlePerformance.of(gm),), rating=RATED)
    )
    assert any(verdict.achieved and verdict.counts_as_games == 20 for verdict in results)


def test_1_24_fewer_than_nine_games_in_a_continental_team_championship_do_not_count_20():
    team = parse(build(_field(5, 3), cycles(9, 1), wins_for(1)))
    flags = frozenset({EventFlag.CONTINENTAL_TEAM_CHAMPIONSHIP})
    gm = verdicts(team, 1, flags=flags, system=TournamentSystem.TEAM)["GM"]
    assert gm.achieved and gm.games == 8 and gm.counts_as_games != 20


# 1.53: "A title result shall be valid if it was obtained in accordance with the International Title Regulations
# prevailing at the time of the tournament when the norm was obtained." 2024 §1.1.3a / 2014 §1.13a bind only
# norms of their own editions.
def _norm_of(start: date, rounds_a_day) -> NormRecord:
    document = parse(build(_field(5, 4), cycles(10, 1), wins_for(1), start=start, rounds_a_day=rounds_a_day))
    verdict = verdicts(document, 1)["GM"]
    assert verdict.achieved
    event = facts(document)
    return NormRecord(
        title="GM",
        edition=verdict.edition,
        start_date=event.start_date,
        end_date=event.end_date,
        counts_as_games=verdict.counts_as_games,
        round_dates=event.round_dates,
    )


TWO_A_DAY = (2, 2, 2, 2, 1)


def test_1_1_3a_three_2010_to_2012_norms_are_not_refused_for_two_rounds_a_day():
    norms = tuple(_norm_of(date(year, 3, 1), TWO_A_DAY) for year in (2010, 2011, 2012))
    assert {norm.edition for norm in norms} == {"2009"}
    verdict = check_one_round_a_day(NormApplication("GM", norms, RatingRecord(2510, date(2025, 5, 1))))
    assert verdict.ok and verdict.detail.startswith("not required")


@pytest.mark.parametrize(("start", "rule"), [(date(2016, 3, 1), "1.13a"), (date(2025, 3, 1), "1.1.3a")])
def test_1_1_3a_a_norm_under_an_edition_with_the_rule_binds_the_application(start, rule):
    norms = (_norm_of(date(2011, 3, 1), TWO_A_DAY), _norm_of(start, TWO_A_DAY))
    verdict = check_one_round_a_day(NormApplication("GM", norms, RatingRecord(2510, date(2025, 5, 1))))
    assert not verdict.ok and verdict.rule == "1.1.3a"
    one_a_day = (_norm_of(date(2011, 3, 1), (1,) * 9), _norm_of(start, TWO_A_DAY))
    assert check_one_round_a_day(NormApplication("GM", one_a_day, RatingRecord(2510, date(2025, 5, 1)))).ok


def test_1_1_3a_only_2014_and_2024_have_the_one_round_a_day_rule():
    assert get_edition("2014").rule(Rule.ONE_ROUND_A_DAY) == "1.13a"
    assert get_edition("2024").rule(Rule.ONE_ROUND_A_DAY) == "1.1.3a"
    assert not get_edition("2009").has(Rule.ONE_ROUND_A_DAY)
