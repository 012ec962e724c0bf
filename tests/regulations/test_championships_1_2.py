"""000 §1.2 (edition 2009): titles and norms from international championships, row by row of the tables, with
the remarks (a)–(f) and the 0.6.2 minimum ratings of the title applied for."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction

import pytest

from regulations.applications import RatingRecord
from regulations.championships import (
    DIRECT_TITLE_TABLES,
    Award,
    ChampionshipResult,
    DirectTitleVerdict,
    Event,
    EventKind,
    PlacingCondition,
    ScoreCondition,
    Section,
    TableRow,
    TitlePerformance,
    TitleTable,
    direct_titles,
)
from regulations.verdict import NormTotals, NormVerdict

K = EventKind
GM_IM, WGM_WIM, FM_CM, WFM_WCM = TitleTable.GM_IM, TitleTable.WGM_WIM, TitleTable.FM_CM, TitleTable.WFM_WCM
TITLE, NORM_9, COUNTS_13, COUNTS_20 = (
    Award.TITLE,
    Award.NINE_GAME_NORM,
    Award.PERFORMANCE_COUNTING_13,
    Award.NORM_COUNTING_20,
)
RATED = RatingRecord(2450, date(2023, 5, 1))  # above every 0.6.2 minimum; before 2024, so no games rule

# Facts, as keyword arguments of ChampionshipResult.
FIRST = {"placing": 1}
SECOND = {"placing": 2}
THIRD = {"placing": 3}
FOURTH = {"placing": 4}


def shared(place: int, rank_after_tie_break: int) -> dict:
    return {"placing": place, "tied": True, "rank_after_tie_break": rank_after_tie_break}


def score(points: Fraction | int, games: int, **facts) -> dict:
    """A score over games counted from the first game, in a zonal that has given no title by score yet."""
    zonal = {
        "counted_from_first_game": True,
        "im_titles_by_score_already_given": 0,
        "fm_titles_by_score_already_given": 0,
    }
    return {"score": Fraction(points), "games": games, **zonal, **facts}


def performance(title: str, games: int, full_norm: bool = False) -> dict:
    return {"performances": (TitlePerformance(title, games, full_norm),)}


# Failing neighbours, by the condition they miss: (why, facts).
NOT_GOLD = (
    ("silver where gold is needed", SECOND),
    ("shared 1st, 2nd on tie-break, where gold is needed", shared(1, 2)),
)
NOT_SILVER_OR_BRONZE = (
    ("4th where silver or bronze is needed", FOURTH),
    ("gold where silver or bronze is needed", FIRST),
)
NOT_SILVER = (("bronze where silver is needed", THIRD),)
NOT_BRONZE = (("4th where bronze is needed", FOURTH),)
NOT_SHARED_FIRST = (("sole 1st is no shared first place", FIRST), ("shared 2nd", shared(2, 2)))
NOT_FIRST_UP_TO_THREE = (("a tie for first beyond the third player", shared(1, 4)), ("2nd", SECOND))
NOT_WINNER = (("finalist where the winner is needed", SECOND),)
NOT_FINALIST = (("out in the semi-finals", THIRD),)
NOT_LAST_8 = (("out before the last 8", {"placing": 9}),)
NOT_LAST_16 = (("out before the last 16", {"placing": 17}),)
NOT_QUALIFIED = (("qualified otherwise than over the board", {"qualified_over_the_board": False}), ("not given", {}))


def not_performance(title: str) -> tuple:
    return (("8 games where 9 are needed", performance(title, 8)), ("no performance", {}))


def not_norm(title: str) -> tuple:
    return (("a performance without the mix", performance(title, 11)), ("8 games", performance(title, 8, True)))


@dataclass(frozen=True)
class RowCase:
    """One row of the tables: where to find it, what it gives, a result that meets it and results that miss it."""

    table: TitleTable
    event: EventKind
    column: str
    printed: str
    title: str
    award: Award
    passing: dict
    failing: tuple[tuple[str, dict], ...]
    section: Section = Section.OPEN

    @property
    def row(self) -> TableRow:
        event = Event(self.event, self.section)
        (row,) = [
            row
            for row in DIRECT_TITLE_TABLES
            if (row.table, row.column, row.printed) == (self.table, self.column, self.printed) and event in row.events
        ]
        return row

    def result(self, facts: dict) -> ChampionshipResult:
        women = self.section is Section.WOMEN or self.table.women_only
        return ChampionshipResult(self.event, "F" if women else "M", self.section, rating=RATED, **facts)


def women(*fields) -> RowCase:
    """A case for a woman in the women's section."""
    return RowCase(*fields, section=Section.WOMEN)


FIRST_UP_TO_THREE = "1st, up to 3 players = title"
ZONAL_IM_FAILING = (
    ("65 % where 66⅔ % is needed", score(Fraction(13, 2), 10)),
    ("6 games without 4½ points where 9 are needed", score(4, 6)),
    ("the second title by ≥ 66⅔ % of the zonal (remark d)", score(6, 9, im_titles_by_score_already_given=1)),
    ("titles given so far not stated (remark d)", score(6, 9, im_titles_by_score_already_given=None)),
    ("games not counted from the first (remark e)", score(6, 9, counted_from_first_game=False)),
)

GM_IM_CASES = (
    RowCase(GM_IM, K.WORLD_CUP, "GM", "Reaching last 16", "GM", TITLE, {"placing": 16}, NOT_LAST_16),
    RowCase(
        GM_IM,
        K.WORLD_CUP,
        "IM",
        "Qualifying over the board",
        "IM",
        TITLE,
        {"qualified_over_the_board": True},
        NOT_QUALIFIED,
    ),
    women(GM_IM, K.WORLD_CHAMPIONSHIP, "GM", "Winner = title", "GM", TITLE, FIRST, NOT_WINNER),
    women(GM_IM, K.WORLD_CHAMPIONSHIP, "GM", "Finalist = 9 game norm (a)", "GM", NORM_9, SECOND, NOT_FINALIST),
    women(GM_IM, K.WORLD_CHAMPIONSHIP, "IM", "Finalist = title", "IM", TITLE, SECOND, NOT_FINALIST),
    RowCase(GM_IM, K.WORLD_U20, "GM", "Gold = title.", "GM", TITLE, shared(1, 1), NOT_GOLD),
    RowCase(GM_IM, K.WORLD_U20, "GM", "1st = 9 game norm (a)", "GM", NORM_9, shared(1, 3), NOT_SHARED_FIRST),
    RowCase(GM_IM, K.WORLD_U20, "IM", "Silver, bronze = title", "IM", TITLE, THIRD, NOT_SILVER_OR_BRONZE),
    RowCase(GM_IM, K.WORLD_SENIOR, "GM", "Gold = title", "GM", TITLE, FIRST, NOT_GOLD),
    RowCase(GM_IM, K.WORLD_SENIOR, "IM", "Silver = title", "IM", TITLE, SECOND, NOT_SILVER),
    RowCase(
        GM_IM,
        K.OLYMPIAD,
        "GM",
        "≥9 games GM Performance counts as 13 games.",
        "GM",
        COUNTS_13,
        performance("GM", 9),
        not_performance("GM"),
    ),
    RowCase(
        GM_IM,
        K.CONTINENTAL_TEAM,
        "GM",
        "≥9 games GM Norm counts as 20 games.",
        "GM",
        COUNTS_20,
        performance("GM", 9, full_norm=True),
        not_norm("GM"),
    ),
    women(
        GM_IM,
        K.OLYMPIAD,
        "IM",
        "≥9 games IM Performance counts as 13 games.",
        "IM",
        COUNTS_13,
        performance("IM", 10),
        not_performance("IM"),
    ),
    women(
        GM_IM,
        K.CONTINENTAL_TEAM,
        "IM",
        "≥9 games IM Norm counts as 20 games.",
        "IM",
        COUNTS_20,
        performance("IM", 9, full_norm=True),
        not_norm("IM"),
    ),
    RowCase(GM_IM, K.CONTINENTAL, "GM", "Gold = 9 game norm (a)", "GM", NORM_9, FIRST, NOT_GOLD),
    RowCase(GM_IM, K.CONTINENTAL, "IM", FIRST_UP_TO_THREE, "IM", TITLE, shared(1, 3), NOT_FIRST_UP_TO_THREE),
    RowCase(GM_IM, K.CONTINENTAL_SENIOR, "GM", "Gold = 9 game norm (a)", "GM", NORM_9, FIRST, NOT_GOLD),
    RowCase(GM_IM, K.CONTINENTAL_SENIOR, "IM", "Gold = title", "IM", TITLE, FIRST, NOT_GOLD),
    RowCase(
        GM_IM,
        K.CONTINENTAL_SENIOR,
        "IM",
        "Silver, bronze = 9 game norm (a)",
        "IM",
        NORM_9,
        SECOND,
        NOT_SILVER_OR_BRONZE,
    ),
    RowCase(GM_IM, K.ARAB_U20, "GM", "Gold = 9 game norm (a)", "GM", NORM_9, FIRST, NOT_GOLD),
    RowCase(GM_IM, K.WORLD_U18, "IM", FIRST_UP_TO_THREE, "IM", TITLE, shared(1, 2), NOT_FIRST_UP_TO_THREE),
    women(GM_IM, K.WORLD_U20, "IM", "Gold = 9 game norm (a)", "IM", NORM_9, FIRST, NOT_GOLD),
    RowCase(GM_IM, K.ICSC_WORLD, "IM", FIRST_UP_TO_THREE + ".", "IM", TITLE, FIRST, NOT_FIRST_UP_TO_THREE),
    RowCase(GM_IM, K.ZONAL, "IM", FIRST_UP_TO_THREE + ".", "IM", TITLE, shared(1, 3), NOT_FIRST_UP_TO_THREE),
    RowCase(GM_IM, K.ZONAL, "IM", "≥ 9 games ≥ 66 2/3% = title", "IM", TITLE, score(6, 9), ZONAL_IM_FAILING),
    RowCase(
        GM_IM,
        K.SUBZONAL,
        "IM",
        "≥ 9 games IM Performance counts as 13 games.",
        "IM",
        COUNTS_13,
        {**performance("IM", 9), "subzonal_approved": True},
        (*not_performance("IM"), ("sub-zonal not approved (remark c)", {**performance("IM", 9)})),
    ),
)

WGM_WIM_CASES = (
    women(WGM_WIM, K.WORLD_CHAMPIONSHIP, "WGM", "Winner = GM title.", "GM", TITLE, FIRST, NOT_WINNER),
    women(WGM_WIM, K.WORLD_CHAMPIONSHIP, "WGM", "Finalist = 9 game GM norm (a)", "GM", NORM_9, SECOND, NOT_FINALIST),
    women(WGM_WIM, K.WORLD_CHAMPIONSHIP, "WGM", "Finalist = IM title.", "IM", TITLE, SECOND, NOT_FINALIST),
    women(WGM_WIM, K.WORLD_CHAMPIONSHIP, "WGM", "Reaching last 8= WGM title", "WGM", TITLE, {"placing": 5}, NOT_LAST_8),
    women(
        WGM_WIM,
        K.WORLD_CHAMPIONSHIP,
        "WIM",
        "Qualifying over the board",
        "WIM",
        TITLE,
        {"qualified_over_the_board": True},
        NOT_QUALIFIED,
    ),
    women(WGM_WIM, K.WORLD_U20, "WGM", "Gold = WGM title.", "WGM", TITLE, FIRST, NOT_GOLD),
    women(WGM_WIM, K.WORLD_U20, "WGM", "Gold = 9 game IM Norm (a)", "IM", NORM_9, shared(1, 1), NOT_GOLD),
    women(WGM_WIM, K.WORLD_U20, "WGM", "1st = 9 game WGM norm (a)", "WGM", NORM_9, shared(1, 2), NOT_SHARED_FIRST),
    women(WGM_WIM, K.WORLD_U20, "WIM", "Silver, Bronze = WIM title", "WIM", TITLE, shared(2, 3), NOT_SILVER_OR_BRONZE),
    women(WGM_WIM, K.WORLD_SENIOR, "WGM", "Gold", "WGM", TITLE, FIRST, NOT_GOLD),
    women(WGM_WIM, K.WORLD_SENIOR, "WIM", "Silver", "WIM", TITLE, SECOND, NOT_SILVER),
    # A woman in the Open Olympiad and the open Continental: the female line covers her (decision 6).
    RowCase(
        WGM_WIM,
        K.OLYMPIAD,
        "WGM",
        "≥9 games GM Perform-ance counts as 13 games.",
        "WGM",
        COUNTS_13,
        performance("WGM", 9),
        not_performance("WGM"),
    ),
    women(
        WGM_WIM,
        K.OLYMPIAD,
        "WGM",
        "≥9 games GM Norm counts as 20 games.",
        "WGM",
        COUNTS_20,
        performance("WGM", 11, full_norm=True),
        not_norm("WGM"),
    ),
    RowCase(
        WGM_WIM,
        K.CONTINENTAL_TEAM,
        "WIM",
        "≥9 games IM Performance counts as 13 games.",
        "WIM",
        COUNTS_13,
        performance("WIM", 9),
        not_performance("WIM"),
    ),
    women(
        WGM_WIM,
        K.CONTINENTAL_TEAM,
        "WIM",
        "≥9 games IM Norm counts as 20 games",
        "WIM",
        COUNTS_20,
        performance("WIM", 9, full_norm=True),
        not_norm("WIM"),
    ),
    women(WGM_WIM, K.CONTINENTAL, "WGM", "Gold = Title", "WGM", TITLE, FIRST, NOT_GOLD),
    women(WGM_WIM, K.CONTINENTAL, "WIM", FIRST_UP_TO_THREE + ".", "WIM", TITLE, shared(1, 2), NOT_FIRST_UP_TO_THREE),
    women(WGM_WIM, K.CONTINENTAL_SENIOR, "WGM", "Gold = 9 game norm (a)", "WGM", NORM_9, FIRST, NOT_GOLD),
    women(WGM_WIM, K.CONTINENTAL_SENIOR, "WIM", "Gold = title", "WIM", TITLE, FIRST, NOT_GOLD),
    women(
        WGM_WIM,
        K.CONTINENTAL_SENIOR,
        "WIM",
        "Silver, bronze = 9 game norm (a)",
        "WIM",
        NORM_9,
        THIRD,
        NOT_SILVER_OR_BRONZE,
    ),
    women(WGM_WIM, K.SOUTH_AMERICAN_U20, "WGM", "Gold = 9 game norm (a)", "WGM", NORM_9, FIRST, NOT_GOLD),
    women(WGM_WIM, K.ASEAN, "WIM", FIRST_UP_TO_THREE + ".", "WIM", TITLE, shared(1, 3), NOT_FIRST_UP_TO_THREE),
    women(WGM_WIM, K.COMMONWEALTH, "WIM", FIRST_UP_TO_THREE + ".", "WIM", TITLE, FIRST, NOT_FIRST_UP_TO_THREE),
    women(WGM_WIM, K.CONTINENTAL_U16, "WIM", "Gold = 9 game norm (a)", "WIM", NORM_9, FIRST, NOT_GOLD),
    women(
        WGM_WIM,
        K.SUBZONAL,
        "WIM",
        FIRST_UP_TO_THREE + ".",
        "WIM",
        TITLE,
        {**FIRST, "subzonal_approved": True},
        (
            *NOT_FIRST_UP_TO_THREE,
            ("sub-zonal not approved (remark c)", {**FIRST, "subzonal_approved": False}),
        ),
    ),
    women(WGM_WIM, K.ZONAL, "WIM", "≥ 9 games ≥ 66 2/3% = title", "WIM", TITLE, score(7, 10), ZONAL_IM_FAILING),
    women(
        WGM_WIM,
        K.ZONAL,
        "WIM",
        "≥ 9 games WIM Performance counts as 13 games.",
        "WIM",
        COUNTS_13,
        performance("WIM", 9),
        not_performance("WIM"),
    ),
)

FM_CM_CASES = (
    RowCase(
        FM_CM,
        K.OLYMPIAD,
        "FM",
        "≥9 game ≥ 66 2/3% = title",
        "FM",
        TITLE,
        score(6, 9),
        (
            ("65 % where 66⅔ % is needed", score(Fraction(13, 2), 10)),
            ("6 games without 4½ points where 9 are needed", score(4, 6)),
        ),
    ),
    RowCase(
        FM_CM,
        K.OLYMPIAD,
        "CM",
        "≥7 game ≥ 50 % = title",
        "CM",
        TITLE,
        score(Fraction(7, 2), 7),
        (("3 of 7 where 50 % is needed", score(3, 7)), ("6 games without 3½ points where 7 are needed", score(3, 6))),
    ),
    RowCase(
        FM_CM,
        K.WORLD_TEAM,
        "FM",
        "≥7 game ≥ 66 2/3% = title",
        "FM",
        TITLE,
        score(5, 7),
        (
            ("4½ of 7 where 66⅔ % is needed", score(Fraction(9, 2), 7)),
            ("6 games without 4½ points where 7 are needed", score(4, 6)),
        ),
    ),
    RowCase(
        FM_CM,
        K.CONTINENTAL_TEAM,
        "CM",
        "≥7 game ≥ 50 % = title",
        "CM",
        TITLE,
        score(4, 8),
        (("3 of 7 where 50 % is needed", score(3, 7)), ("6 games without 3½ points where 7 are needed", score(3, 6))),
    ),
    RowCase(FM_CM, K.WORLD_U18, "FM", "Silver, Bronze = title", "FM", TITLE, SECOND, NOT_SILVER_OR_BRONZE),
    RowCase(FM_CM, K.WORLD_U8, "FM", FIRST_UP_TO_THREE, "FM", TITLE, shared(1, 3), NOT_FIRST_UP_TO_THREE),
    RowCase(FM_CM, K.WORLD_U14, "CM", "Silver, Bronze = title", "CM", TITLE, THIRD, NOT_SILVER_OR_BRONZE),
    RowCase(FM_CM, K.IBCA_WORLD, "FM", "Silver = title", "FM", TITLE, SECOND, NOT_SILVER),
    RowCase(FM_CM, K.IPCA_WORLD, "CM", "Bronze = title", "CM", TITLE, THIRD, NOT_BRONZE),
    RowCase(FM_CM, K.ICSC_WORLD_U20, "FM", FIRST_UP_TO_THREE, "FM", TITLE, FIRST, NOT_FIRST_UP_TO_THREE),
    RowCase(FM_CM, K.IBCA_WORLD_U20, "CM", "Silver, Bronze = title", "CM", TITLE, SECOND, NOT_SILVER_OR_BRONZE),
    RowCase(FM_CM, K.ASEAN_U20, "FM", "Silver, Bronze = title", "FM", TITLE, THIRD, NOT_SILVER_OR_BRONZE),
    RowCase(FM_CM, K.ARAB_U10, "FM", FIRST_UP_TO_THREE, "FM", TITLE, shared(1, 2), NOT_FIRST_UP_TO_THREE),
    RowCase(FM_CM, K.CONTINENTAL_U12, "CM", "Silver, Bronze = title", "CM", TITLE, SECOND, NOT_SILVER_OR_BRONZE),
    RowCase(FM_CM, K.AMERICAS_YOUTH_FESTIVAL_U14, "CM", FIRST_UP_TO_THREE, "CM", TITLE, FIRST, NOT_FIRST_UP_TO_THREE),
    RowCase(
        FM_CM,
        K.ZONAL,
        "FM",
        "≥9 games ≥ 50 % = title",
        "FM",
        TITLE,
        score(Fraction(9, 2), 9),
        (
            ("8 games without 4½ points where 9 are needed", score(4, 8)),
            ("4 of 9 where 50 % is needed", score(4, 9)),
            ("the third title by ≥ 50 % of the zonal (remark d)", score(5, 9, fm_titles_by_score_already_given=2)),
            ("games not counted from the first (remark e)", score(5, 9, counted_from_first_game=None)),
        ),
    ),
    RowCase(
        FM_CM,
        K.ZONAL,
        "CM",
        "≥9 game ≥ 40% = title",
        "CM",
        TITLE,
        score(4, 10),
        (
            ("3½ of 9 where 40 % is needed", score(Fraction(7, 2), 9)),
            ("7 games without 3½ points where 9 are needed", score(3, 7)),
        ),
    ),
    RowCase(FM_CM, K.WORLD_AMATEUR, "FM", "Gold = title", "FM", TITLE, FIRST, NOT_GOLD),
    RowCase(
        FM_CM,
        K.WORLD_AMATEUR,
        "CM",
        "1st = or Silver = title",
        "CM",
        TITLE,
        shared(1, 3),
        (("bronze where 1st = or silver is needed", THIRD), ("sole 1st is no shared first place", FIRST)),
    ),
)

WOMEN_TITLES = {"FM": "WFM", "CM": "WCM"}


def in_the_womens_table(case: RowCase) -> RowCase:
    """The WFM/WCM table repeats the FM/CM table: the same cases, for a woman in the women's section."""
    return replace(
        case,
        table=WFM_WCM,
        column=WOMEN_TITLES[case.column],
        title=WOMEN_TITLES[case.title],
        section=Section.WOMEN,
    )


CASES = (*GM_IM_CASES, *WGM_WIM_CASES, *FM_CM_CASES, *(in_the_womens_table(case) for case in FM_CM_CASES))
FAILING = [(case, why, facts) for case in CASES for why, facts in case.failing]


def verdict_of(case: RowCase, facts: dict) -> DirectTitleVerdict:
    (verdict,) = [verdict for verdict in direct_titles(case.result(facts)) if verdict.row is case.row]
    return verdict


def test_1_2_every_row_of_the_tables_has_one_case():
    rows = [case.row for case in CASES]
    assert len(rows) == len(set(rows)) == len(DIRECT_TITLE_TABLES) == 91
    assert set(rows) == set(DIRECT_TITLE_TABLES)


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"1.2 {case.row.name}")
def test_1_2_row_met(case):
    verdict = verdict_of(case, case.passing)
    assert (verdict.title, verdict.award) == (case.title, case.award)
    assert verdict.condition_met, verdict.checks
    assert verdict.achieved
    assert not verdict.conditional
    assert verdict.counts_as_games == {NORM_9: 9, COUNTS_13: 13, COUNTS_20: 20}.get(case.award)


@pytest.mark.parametrize(
    ("case", "why", "facts"), FAILING, ids=[f"1.2 {case.row.name} | not: {why}" for case, why, _ in FAILING]
)
def test_1_2_row_missed(case, why, facts):
    verdict = verdict_of(case, facts)
    assert not verdict.condition_met
    assert not verdict.achieved
    assert verdict.failures
    assert verdict.rating_checks == ()


@pytest.mark.parametrize(
    ("event", "sex", "section", "facts", "printed", "title"),
    [
        (K.WORLD_SENIOR, "F", Section.WOMEN, {"placing": 2}, "Silver", "WIM"),
        (K.WORLD_SENIOR, "F", Section.WOMEN, {"placing": 1}, "Gold", "WGM"),
        (K.WORLD_CUP, "M", Section.OPEN, {"placing": 16}, "Reaching last 16", "GM"),
        (K.WORLD_CUP, "M", Section.OPEN, {"qualified_over_the_board": True}, "Qualifying over the board", "IM"),
        (K.WORLD_CHAMPIONSHIP, "F", Section.WOMEN, {"qualified_over_the_board": True}, "Qualifying over the board", "WIM"),
    ],
)
def test_1_2_a_cell_stating_a_condition_awards_its_columns_title(event, sex, section, facts, printed, title):
    verdicts = direct_titles(ChampionshipResult(event, sex, section, rating=RATED, **facts))
    (verdict,) = [verdict for verdict in verdicts if verdict.row.printed == printed]
    assert (verdict.title, verdict.award, verdict.achieved) == (title, TITLE, True)


def test_1_2_reaching_the_last_32_is_not_the_last_16():
    verdicts = direct_titles(ChampionshipResult(K.WORLD_CUP, "M", placing=17, rating=RATED))
    (verdict,) = [verdict for verdict in verdicts if verdict.row.printed == "Reaching last 16"]
    assert not verdict.achieved


def test_1_2_a_a_nine_game_norm_counts_as_if_every_requirement_were_met():
    (verdict,) = direct_titles(ChampionshipResult(K.CONTINENTAL_U18, "M", placing=1))[:1]
    assert (verdict.title, verdict.award, verdict.counts_as_games, verdict.achieved) == ("IM", NORM_9, 9, True)
    assert [check.rule for check in verdict.checks] == ["1.2", "1.2 (a)"]
    assert verdict.rating_checks == ()  # a norm is no direct title: 0.6.2 does not apply


def the_verdict(result: ChampionshipResult, title: str, condition: type = ScoreCondition) -> DirectTitleVerdict:
    """The verdict of the one row giving ``title`` on a condition of that kind."""
    (verdict,) = [
        verdict
        for verdict in direct_titles(result)
        if verdict.title == title and verdict.award is TITLE and isinstance(verdict.row.condition, condition)
    ]
    return verdict


def zonal(title: str, points: Fraction | int, games: int, **facts) -> DirectTitleVerdict:
    return the_verdict(ChampionshipResult(K.ZONAL, "M", rating=RATED, **score(points, games, **facts)), title)


def test_1_2_e_four_and_a_half_points_from_the_first_game_give_the_title_without_nine_games():
    verdict = zonal("FM", Fraction(9, 2), 7)
    assert verdict.achieved
    assert verdict.checks[0].rule == "1.2 (e)"
    assert verdict.checks[0].detail.startswith("4½ points from the first game: title without 9 games")


def test_1_2_e_three_and_a_half_points_give_the_cm_title_without_seven_games():
    result = ChampionshipResult(K.OLYMPIAD, "F", Section.WOMEN, rating=RATED, **score(Fraction(7, 2), 5))
    verdict = the_verdict(result, "WCM")
    assert verdict.achieved
    assert verdict.checks[0].detail.startswith("3½ points from the first game: title without 7 games")


# Remark (e): "If a player achieves ≥4½ points (3½ points for CM/WCM), the title is awarded, even if the player
# does not play 9 games (7 games for CM/WCM)": the points are 50 % of the games, and fit only the 50 % rows.
@pytest.mark.parametrize(
    ("points", "games"),
    [(Fraction(9, 2), 7), (Fraction(9, 2), 6), (Fraction(9, 2), 5), (4, 6)],
    ids=["4½ of 7 is 64 %", "4½ of 6 is 75 %", "4½ of 5 is 90 %", "4 of 6 is short of 4½ points"],
)
def test_1_2_e_the_points_shortcut_gives_no_im_title_on_the_66_2_3_percent_row(points, games):
    verdict = zonal("IM", points, games)
    assert not verdict.achieved
    assert verdict.checks[0].detail == f"{games} games, 9 needed"
    assert zonal("IM", 6, 9).achieved


def test_1_2_e_the_points_shortcut_gives_no_fm_title_on_the_olympiad_66_2_3_percent_row():
    result = ChampionshipResult(K.OLYMPIAD, "M", rating=RATED, **score(Fraction(9, 2), 5))
    assert not the_verdict(result, "FM").achieved
    result = ChampionshipResult(K.WORLD_TEAM, "M", rating=RATED, **score(Fraction(9, 2), 6))
    assert not the_verdict(result, "FM").achieved


def test_1_2_e_the_points_shortcut_gives_no_cm_title_on_the_zonal_40_percent_row():
    assert not zonal("CM", Fraction(7, 2), 7).achieved
    assert zonal("CM", Fraction(18, 5).__ceil__(), 9).achieved


def test_1_2_e_the_games_must_run_from_the_players_first_game():
    failures = zonal("FM", 5, 9, counted_from_first_game=False).failures
    assert [(check.rule, check.detail) for check in failures] == [
        ("1.2 (e)", "games counted from the player's first game: no")
    ]


@pytest.mark.parametrize(
    ("title", "already_given", "achieved"),
    [("IM", 0, True), ("IM", 1, False), ("FM", 1, True), ("FM", 2, False), ("IM", None, False)],
    ids=["first IM", "second IM refused", "second FM", "third FM refused", "IM, count not given"],
)
def test_1_2_d_one_im_and_two_fm_titles_by_score_per_zonal(title, already_given, achieved):
    counts = {"im_titles_by_score_already_given": already_given, "fm_titles_by_score_already_given": already_given}
    verdict = zonal(title, 6, 9, **counts)
    assert verdict.achieved is achieved
    assert [check.rule for check in verdict.checks] == ["1.2", "1.2", "1.2 (d)", "1.2 (e)"]


def test_1_2_d_in_a_womens_zonal_limits_wim_and_wfm_titles():
    counts = {"im_titles_by_score_already_given": 1, "fm_titles_by_score_already_given": 1}
    result = ChampionshipResult(K.ZONAL, "F", Section.WOMEN, rating=RATED, **score(6, 9, **counts))
    assert [the_verdict(result, title).achieved for title in ("WIM", "WFM", "WCM")] == [False, True, True]


def test_1_2_d_does_not_limit_the_zonal_winners():
    counts = {"im_titles_by_score_already_given": 1}
    result = ChampionshipResult(K.ZONAL, "M", placing=1, rating=RATED, **score(7, 9, **counts))
    assert the_verdict(result, "IM", PlacingCondition).achieved
    assert not the_verdict(result, "IM").achieved


@pytest.mark.parametrize(("approved", "achieved"), [(True, True), (False, False), (None, False)])
def test_1_2_c_a_subzonal_needs_the_approval_of_the_presidential_board(approved, achieved):
    result = ChampionshipResult(K.SUBZONAL, "M", rating=RATED, subzonal_approved=approved, **score(5, 9))
    verdict = the_verdict(result, "FM")
    assert verdict.achieved is achieved
    assert "1.2 (c)" in [check.rule for check in verdict.checks]


def test_1_2_c_is_no_check_in_a_zonal():
    assert "1.2 (c)" not in [check.rule for check in zonal("FM", 5, 9).checks]


@pytest.mark.parametrize(
    ("rank_after_tie_break", "achieved"), [(1, True), (2, True), (3, True), (4, False), (5, False)]
)
def test_1_2_f_a_shared_first_place_gives_the_title_to_the_best_three_on_tie_break(rank_after_tie_break, achieved):
    result = ChampionshipResult(K.CONTINENTAL, "M", **shared(1, rank_after_tie_break))
    assert the_verdict(result, "IM", PlacingCondition).achieved is achieved


def test_1_2_the_womens_world_championship_in_both_tables():
    result = ChampionshipResult(K.WORLD_CHAMPIONSHIP, "F", Section.WOMEN, placing=2, rating=RATED)
    gained = [
        (verdict.row.table, verdict.title, verdict.award) for verdict in direct_titles(result) if verdict.achieved
    ]
    assert gained == [
        (GM_IM, "GM", NORM_9),
        (GM_IM, "IM", TITLE),
        (WGM_WIM, "GM", NORM_9),
        (WGM_WIM, "IM", TITLE),
        (WGM_WIM, "WGM", TITLE),
    ]


def test_1_2_the_girls_u20_champion():
    result = ChampionshipResult(K.WORLD_U20, "F", Section.WOMEN, placing=1, rating=RATED)
    gained = [
        (verdict.row.table, verdict.title, verdict.award) for verdict in direct_titles(result) if verdict.achieved
    ]
    assert gained == [(GM_IM, "IM", NORM_9), (WGM_WIM, "WGM", TITLE), (WGM_WIM, "IM", NORM_9)]


def test_1_2_the_female_olympiad_line_is_for_women_in_the_open_olympiad():
    def tables(sex: str) -> list[TitleTable]:
        return [verdict.row.table for verdict in direct_titles(ChampionshipResult(K.OLYMPIAD, sex))]

    assert tables("M") == [GM_IM] * 4 + [FM_CM] * 2
    assert tables("F") == [GM_IM] * 4 + [WGM_WIM] * 4 + [FM_CM] * 2


def test_1_2_no_row_for_the_open_world_championship():
    assert direct_titles(ChampionshipResult(K.WORLD_CHAMPIONSHIP, "M", placing=1)) == []


@pytest.mark.parametrize("row", DIRECT_TITLE_TABLES, ids=lambda row: f"1.2 {row.name}")
def test_1_2_every_event_of_a_row_reaches_it(row):
    for event in row.events:
        sex = "F" if event.section is Section.WOMEN or row.table.women_only else "M"
        result = ChampionshipResult(event.kind, sex, event.section)
        assert row in [verdict.row for verdict in direct_titles(result)], event.label


def test_1_2_the_wfm_wcm_table_is_the_fm_cm_table_for_the_womens_sections():
    def cells(table: TitleTable) -> list[tuple]:
        return [
            (
                row.events_printed,
                row.printed,
                row.condition,
                row.award,
                row.remarks,
                [event.kind for event in row.events],
            )
            for row in DIRECT_TITLE_TABLES
            if row.table is table
        ]

    assert cells(WFM_WCM) == cells(FM_CM)
    assert {event.section for row in DIRECT_TITLE_TABLES if row.table is WFM_WCM for event in row.events} == {
        Section.WOMEN
    }


@pytest.mark.parametrize(
    ("rating", "conditional", "details"),
    [
        (RatingRecord(2310, date(2023, 1, 1)), False, ["GM: 2310 reached on 2023-01-01, 2300 needed"]),
        (RatingRecord(2250, date(2023, 1, 1)), True, ["GM: 2250 reached on 2023-01-01, 2300 needed; "]),
        (RatingRecord(2310, date(2024, 6, 1), rated_games=12), True, ["GM: 2310", "12 rated games"]),
        (None, True, ["GM: no rating given, 2300 needed"]),
    ],
    ids=["outright", "below 2300: conditional", "2024 rating on 12 games: conditional", "no rating: conditional"],
)
def test_0_6_2_the_gm_title_of_the_world_junior_champion(rating, conditional, details):
    verdict = the_verdict(ChampionshipResult(K.WORLD_U20, "M", placing=1, rating=rating), "GM", PlacingCondition)
    assert verdict.achieved and verdict.conditional is conditional
    assert {check.rule for check in verdict.rating_checks} == {"0.6.2"}
    assert all(any(detail in check.detail for check in verdict.rating_checks) for detail in details)


@pytest.mark.parametrize(
    ("event", "title", "conditional"),
    [(K.OLYMPIAD, "CM", False), (K.WORLD_TEAM, "CM", True), (K.OLYMPIAD, "FM", True)],
    ids=["Olympiad CM: no minimum", "Team CM: 2000 needed", "Olympiad FM: 2100 needed"],
)
def test_0_6_2_only_the_cm_titles_of_the_olympiads_need_no_minimum_rating(event, title, conditional):
    verdict = the_verdict(ChampionshipResult(event, "M", **score(7, 9)), title)
    assert verdict.achieved and verdict.conditional is conditional


def test_0_6_2_no_rating_check_for_a_title_not_gained():
    (verdict,) = direct_titles(ChampionshipResult(K.WORLD_SENIOR, "M", placing=3))[:1]
    assert not verdict.achieved and verdict.rating_checks == () and not verdict.conditional


def norm_verdict(title: str, games: int, achieved: bool, performance_only: bool) -> NormVerdict:
    return NormVerdict(
        title=title,
        edition="2009",
        achieved=achieved,
        games=games,
        counts_as_games=0,
        score=Fraction(6),
        average_rating=2400,
        performance=2600,
        counted_rounds=tuple(range(1, games + 1)),
        dropped_rounds=(),
        exemption_used=None,
        checks=(),
        totals=NormTotals(),
        performance_only=performance_only,
    )


def test_1_21_a_title_performance_from_the_norm_engine():
    assert TitlePerformance.of(norm_verdict("GM", 10, True, False)) == TitlePerformance("GM", 10, full_norm=True)
    assert TitlePerformance.of(norm_verdict("WIM", 9, True, True)) == TitlePerformance("WIM", 9, full_norm=False)
    with pytest.raises(ValueError):
        TitlePerformance.of(norm_verdict("GM", 9, False, False))


@pytest.mark.parametrize(
    "facts",
    [
        {"sex": "X"},
        {"section": Section.WOMEN},
        {"placing": 0},
        {"placing": 1, "tied": True},
        {"placing": 2, "rank_after_tie_break": 3},
        {"placing": 3, "tied": True, "rank_after_tie_break": 2},
        {"score": Fraction(3)},
        {"score": Fraction(10), "games": 9},
    ],
    ids=[
        "unknown sex",
        "a man in a women's section",
        "place 0",
        "a shared place without tie-break",
        "a tie-break rank without a tie",
        "a tie-break rank above the shared place",
        "score without games",
        "more points than games",
    ],
)
def test_a_championship_result_refuses_impossible_facts(facts):
    with pytest.raises(ValueError):
        ChampionshipResult(**{"event": K.ZONAL, "sex": "M", **facts})


def test_events_are_named_as_the_tables_name_them():
    assert Event(K.WORLD_U20, Section.WOMEN).label == "World Girls' U-20"
    assert Event(K.WORLD_CHAMPIONSHIP, Section.WOMEN).label == "Women's World Championship"
    assert Event(K.WORLD_U16, Section.WOMEN).label == "World U-16 (women's section)"
    assert Event(K.ZONAL).label == "Zonal"
