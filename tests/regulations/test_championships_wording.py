"""000 §1.2 (edition 2009), the tables of direct titles: the exact words of every check, the rows each line of
the tables makes, the WFM/WCM table derived from the FM/CM table, and the facts a result refuses."""

from __future__ import annotations

import re
from datetime import date
from fractions import Fraction

import pytest

from regulations.applications import RatingRecord
from regulations.championships import (
    Award,
    ChampionshipResult,
    Event,
    EventKind,
    PerformanceCondition,
    Placing,
    PlacingCondition,
    QualifyingCondition,
    Remark,
    ScoreCondition,
    Section,
    TableRow,
    TitlePerformance,
    TitleTable,
    _Cell,
    _in_the_womens_table,
    _line,
    _open,
    _women,
    direct_titles,
)
from regulations.verdict import NormTotals, NormVerdict

K = EventKind


def checks_of(result: ChampionshipResult) -> list[tuple[str, str, list[tuple[str, bool, str]]]]:
    """Every verdict as (table, printed cell, [(rule, ok, detail)])."""
    return [
        (verdict.row.table.value, verdict.row.printed, [(c.rule, c.ok, c.detail) for c in verdict.checks])
        for verdict in direct_titles(result)
    ]


def test_1_2_c_d_e_a_subzonal_with_four_and_a_half_points_in_six_games():
    """A sub-zonal (remarks b–e): 1st shared, 2nd on tie-break, is within "1st, up to 3 players"; 4½ of 6 is
    75 %, above 66⅔ % but 6 games are no 9 (the points shortcut is not for the 66⅔ % row); (e) gives the FM
    title on the 50 % row with 4½ points; the approval of the Presidential Board (c) is not given."""
    result = ChampionshipResult(
        K.SUBZONAL,
        "M",
        placing=1,
        tied=True,
        rank_after_tie_break=2,
        score=Fraction(9, 2),
        games=6,
        counted_from_first_game=True,
        im_titles_by_score_already_given=0,
        fm_titles_by_score_already_given=1,
    )
    not_approved = ("1.2 (c)", False, "approved by the Presidential Board: not given")
    first_game = ("1.2 (e)", True, "games counted from the player's first game: yes")
    assert checks_of(result) == [
        (
            "GM/IM",
            "1st, up to 3 players = title.",
            [
                ("1.2", True, "1st, up to 3 players on tie-break needed; found: shared 1st, 2nd after tie-break"),
                not_approved,
            ],
        ),
        (
            "GM/IM",
            "≥ 9 games ≥ 66 2/3% = title",
            [
                ("1.2", False, "6 games, 9 needed"),
                ("1.2", True, "4½ of 6 = 75.0 %, 66⅔ % needed"),
                not_approved,
                ("1.2 (d)", True, "IM titles this zonal has already given by score: 0; it may give 1"),
                first_game,
            ],
        ),
        (
            "GM/IM",
            "≥ 9 games IM Performance counts as 13 games.",
            [("1.2", False, "≥ 9 games IM performance needed; found: none"), not_approved],
        ),
        (
            "FM/CM",
            "≥9 games ≥ 50 % = title",
            [
                (
                    "1.2 (e)",
                    True,
                    "4½ points from the first game: title without 9 games (6 played, 4½ points suffice)",
                ),
                ("1.2", True, "4½ of 6 = 75.0 %, 50 % needed"),
                not_approved,
                ("1.2 (d)", True, "FM titles this zonal has already given by score: 1; it may give 2"),
                first_game,
            ],
        ),
        (
            "FM/CM",
            "≥9 game ≥ 40% = title",
            [("1.2", False, "6 games, 9 needed"), ("1.2", True, "4½ of 6 = 75.0 %, 40 % needed"), not_approved, first_game],
        ),
    ]


@pytest.mark.parametrize(("approved", "found"), [(True, "yes"), (False, "no")])
def test_1_2_c_the_approval_of_the_presidential_board_as_given(approved, found):
    result = ChampionshipResult(K.SUBZONAL, "M", placing=1, subzonal_approved=approved)
    verdict = direct_titles(result)[0]
    assert verdict.checks[-1].rule == "1.2 (c)" and verdict.checks[-1].ok is approved
    assert verdict.checks[-1].detail == f"approved by the Presidential Board: {found}"
    assert verdict.achieved is approved


def test_1_2_d_e_a_zonal_without_games_and_without_the_facts_of_the_remarks():
    """No games: "no games" instead of a percentage; the titles already given (d) and the first game (e) are
    not given, and each of those checks fails."""
    result = ChampionshipResult(K.ZONAL, "M", score=Fraction(0), games=0)
    assert checks_of(result) == [
        ("GM/IM", "1st, up to 3 players = title.", [("1.2", False, "1st, up to 3 players on tie-break needed; found: placing not given")]),
        (
            "GM/IM",
            "≥ 9 games ≥ 66 2/3% = title",
            [
                ("1.2", False, "0 games, 9 needed"),
                ("1.2", True, "0 of 0 = no games, 66⅔ % needed"),
                ("1.2 (d)", False, "IM titles this zonal has already given by score: not given; it may give 1"),
                ("1.2 (e)", False, "games counted from the player's first game: not given"),
            ],
        ),
        ("GM/IM", "≥ 9 games IM Performance counts as 13 games.", [("1.2", False, "≥ 9 games IM performance needed; found: none")]),
        (
            "FM/CM",
            "≥9 games ≥ 50 % = title",
            [
                ("1.2", False, "0 games, 9 needed (or 4½ points, remark e)"),
                ("1.2", True, "0 of 0 = no games, 50 % needed"),
                ("1.2 (d)", False, "FM titles this zonal has already given by score: not given; it may give 2"),
                ("1.2 (e)", False, "games counted from the player's first game: not given"),
            ],
        ),
        (
            "FM/CM",
            "≥9 game ≥ 40% = title",
            [
                ("1.2", False, "0 games, 9 needed"),
                ("1.2", True, "0 of 0 = no games, 40 % needed"),
                ("1.2 (e)", False, "games counted from the player's first game: not given"),
            ],
        ),
    ]


def test_1_2_e_the_percentage_found_to_one_decimal():
    """5 of 7 in a team championship is 71.4 %, above 66⅔ %: the FM title (7 games, remark e)."""
    result = ChampionshipResult(K.WORLD_TEAM, "M", score=Fraction(5), games=7, counted_from_first_game=True)
    fm, cm = checks_of(result)
    assert fm == (
        "FM/CM",
        "≥7 game ≥ 66 2/3% = title",
        [
            ("1.2", True, "7 games, 7 needed"),
            ("1.2", True, "5 of 7 = 71.4 %, 66⅔ % needed"),
            ("1.2 (e)", True, "games counted from the player's first game: yes"),
        ],
    )
    assert cm[2][:2] == [("1.2", True, "7 games, 7 needed (or 3½ points, remark e)"), ("1.2", True, "5 of 7 = 71.4 %, 50 % needed")]


def test_1_2_e_three_and_a_half_points_in_five_olympiad_games_give_the_cm_title():
    """3½ points from the first game give the CM title without 7 games (remark e, 50 % of 7)."""
    result = ChampionshipResult(K.OLYMPIAD, "M", score=Fraction(7, 2), games=5, counted_from_first_game=True)
    fm, cm = checks_of(result)[-2:]
    assert fm[2][0] == ("1.2", False, "5 games, 9 needed")
    assert cm[2][0] == (
        "1.2 (e)",
        True,
        "3½ points from the first game: title without 7 games (5 played, 3½ points suffice)",
    )
    assert cm[2][1] == ("1.2", True, "3½ of 5 = 70.0 %, 50 % needed")


def test_1_2_a_score_row_without_score_and_games():
    result = ChampionshipResult(K.OLYMPIAD, "M")
    assert checks_of(result)[-2:] == [
        (
            "FM/CM",
            "≥9 game ≥ 66 2/3% = title",
            [
                ("1.2", False, "≥ 9 games at ≥ 66⅔ % needed; score and games not given"),
                ("1.2 (e)", False, "games counted from the player's first game: not given"),
            ],
        ),
        (
            "FM/CM",
            "≥7 game ≥ 50 % = title",
            [
                ("1.2", False, "≥ 7 games at ≥ 50 % needed; score and games not given"),
                ("1.2 (e)", False, "games counted from the player's first game: not given"),
            ],
        ),
    ]


@pytest.mark.parametrize(("qualified", "found"), [(True, "yes"), (False, "no"), (None, "not given")])
def test_1_2_world_cup_qualifying_over_the_board(qualified, found):
    """World Cup, IM column: "Qualifying over the board" (decision 9); the GM column: reaching the last 16."""
    result = ChampionshipResult(K.WORLD_CUP, "M", placing=11, qualified_over_the_board=qualified)
    assert checks_of(result) == [
        ("GM/IM", "Reaching last 16", [("1.2", True, "reaching the last 16 needed; found: 11th")]),
        ("GM/IM", "Qualifying over the board", [("1.2", qualified is True, f"qualified over the board: {found}")]),
    ]


def test_1_2_world_cup_the_last_32_and_placings_written_as_ordinals():
    """Places 21, 22, 23 and 12 are written 21st, 22nd, 23rd, 12th; none of them is the last 16."""
    for place, written in ((21, "21st"), (22, "22nd"), (23, "23rd"), (12, "12th"), (111, "111th"), (2, "2nd")):
        (gm, _) = checks_of(ChampionshipResult(K.WORLD_CUP, "M", placing=place))
        assert gm[2] == [("1.2", place <= 16, f"reaching the last 16 needed; found: {written}")]


def test_1_24_olympiad_performances_and_norms_listed():
    """1.24: a ≥ 9-game performance counts as 13 games, a ≥ 9-game norm as 20; a norm is also a performance."""
    performances = (TitlePerformance("GM", 9, False), TitlePerformance("GM", 10, True), TitlePerformance("IM", 9, True))
    result = ChampionshipResult(K.OLYMPIAD, "M", performances=performances)
    gm_found = "GM performance over 9 games; GM norm over 10 games"
    assert checks_of(result)[:4] == [
        ("GM/IM", "≥9 games GM Performance counts as 13 games.", [("1.2", True, f"≥ 9 games GM performance needed; found: {gm_found}")]),
        ("GM/IM", "≥9 games GM Norm counts as 20 games.", [("1.2", True, f"≥ 9 games GM norm needed; found: {gm_found}")]),
        ("GM/IM", "≥9 games IM Performance counts as 13 games.", [("1.2", True, "≥ 9 games IM performance needed; found: IM norm over 9 games")]),
        ("GM/IM", "≥9 games IM Norm counts as 20 games.", [("1.2", True, "≥ 9 games IM norm needed; found: IM norm over 9 games")]),
    ]


def test_1_21_a_performance_is_refused_for_a_title_without_norms():
    with pytest.raises(ValueError, match=re.escape("performances are for GM, IM, WGM, WIM, not 'FM'")):
        TitlePerformance("FM", 9, False)


def test_1_21_a_verdict_neither_norm_nor_performance_is_no_title_performance():
    verdict = NormVerdict(
        title="WGM",
        edition="2009",
        achieved=False,
        games=9,
        counts_as_games=0,
        score=Fraction(3),
        average_rating=2200,
        performance=2100,
        counted_rounds=tuple(range(1, 10)),
        dropped_rounds=(),
        exemption_used=None,
        checks=(),
        totals=NormTotals(),
        performance_only=False,
    )
    with pytest.raises(ValueError, match="^the WGM verdict is neither a norm nor a performance$"):
        TitlePerformance.of(verdict)


@pytest.mark.parametrize(
    ("facts", "error"),
    [
        ({"sex": "X"}, "sex is 'M' or 'F', not 'X'"),
        ({"section": Section.WOMEN}, "a women's section has women only"),
        ({"placing": 0}, "placing 0: places start at 1"),
        ({"placing": 1, "tied": True}, "a shared place needs the placing and the rank after tie-break"),
        ({"tied": True, "rank_after_tie_break": 1}, "a shared place needs the placing and the rank after tie-break"),
        ({"placing": 2, "rank_after_tie_break": 3}, "a rank after tie-break differing from the placing needs a shared place"),
        ({"placing": 3, "tied": True, "rank_after_tie_break": 2}, "the rank after tie-break cannot be better than the shared place"),
        ({"score": Fraction(3)}, "score and games go together"),
        ({"games": 3}, "score and games go together"),
        ({"score": Fraction(10), "games": 9}, "a score of 10 in 9 games"),
        ({"score": Fraction(-1), "games": 9}, "a score of -1 in 9 games"),
    ],
)
def test_a_championship_result_says_which_fact_is_impossible(facts, error):
    with pytest.raises(ValueError, match=f"^{re.escape(error)}$"):
        ChampionshipResult(**{"event": K.ZONAL, "sex": "M", **facts})


@pytest.mark.parametrize(
    "facts",
    [
        {"placing": 1},
        {"placing": 2, "rank_after_tie_break": 2},
        {"placing": 2, "tied": True, "rank_after_tie_break": 2},
        {"score": Fraction(9), "games": 9},
        {"score": Fraction(0), "games": 9},
        {"sex": "F", "section": Section.WOMEN},
        {"sex": "F"},
    ],
    ids=["sole 1st", "rank as placing", "shared 2nd, 2nd on tie-break", "full score", "no point", "woman", "woman in open"],
)
def test_a_championship_result_accepts_possible_facts(facts):
    ChampionshipResult(**{"event": K.ZONAL, "sex": "M", **facts})


def test_1_2_the_rows_of_one_line():
    """A line of the tables gives one row per condition of its cells; a cell naming another title awards that
    one (the WGM/WIM table's "Winner = GM title"), and the remarks' letters become the remarks."""
    events = _open(K.WORLD_U20, K.ZONAL)
    assert events == (Event(K.WORLD_U20), Event(K.ZONAL))
    gold = PlacingCondition((Placing.GOLD,))
    cells = (
        _Cell("GM", "Gold = title.", gold),
        _Cell("WGM", "Gold = 9 game IM Norm (a)", gold, Award.NINE_GAME_NORM, title="IM", remarks="af"),
    )
    assert _line(TitleTable.GM_IM, "World U-20", events, *cells) == (
        TableRow(TitleTable.GM_IM, "World U-20", events, "GM", "Gold = title.", gold, Award.TITLE, "GM", frozenset()),
        TableRow(
            TitleTable.GM_IM,
            "World U-20",
            events,
            "WGM",
            "Gold = 9 game IM Norm (a)",
            gold,
            Award.NINE_GAME_NORM,
            "IM",
            frozenset({Remark.A, Remark.F}),
        ),
    )


def test_1_2_the_womens_sections_of_a_line():
    assert _women(K.OLYMPIAD, K.ZONAL) == (Event(K.OLYMPIAD, Section.WOMEN), Event(K.ZONAL, Section.WOMEN))


def test_1_2_the_wfm_wcm_table_is_the_fm_cm_table_for_the_womens_sections():
    """Decision 12: the WFM/WCM table is printed identical to the FM/CM table, for the women's sections."""
    condition = ScoreCondition(7, Fraction(1, 2))
    fm_cm = TableRow(
        TitleTable.FM_CM,
        "World, Continental Team (d)",
        _open(K.WORLD_TEAM, K.CONTINENTAL_TEAM),
        "CM",
        "≥7 game ≥ 50 % = title",
        condition,
        Award.TITLE,
        "CM",
        frozenset({Remark.E}),
    )
    assert _in_the_womens_table(fm_cm) == TableRow(
        TitleTable.WFM_WCM,
        "World, Continental Team (d)",
        _women(K.WORLD_TEAM, K.CONTINENTAL_TEAM),
        "WCM",
        "≥7 game ≥ 50 % = title",
        condition,
        Award.TITLE,
        "WCM",
        frozenset({Remark.E}),
    )


def test_1_2_conditions_are_labelled_as_the_tables_print_them():
    assert str(QualifyingCondition().label) == "qualifying over the board"
    assert str(PerformanceCondition("WIM", True, 9).label) == "≥ 9 games WIM norm"
    assert str(ScoreCondition(9, Fraction(2, 5)).label) == "≥ 9 games at ≥ 40 %"


def test_1_2_f_world_amateur_shared_first_third_on_tie_break():
    """World Amateur: "Gold = title" (FM) needs the gold, here 3rd after tie-break; "1st = or Silver = title"
    (CM) is met by the shared first place (remark f), and the CM title without a rating is conditional (0.6.2:
    2000)."""
    result = ChampionshipResult(K.WORLD_AMATEUR, "M", placing=1, tied=True, rank_after_tie_break=3)
    fm, cm = direct_titles(result)
    assert [(c.rule, c.ok, c.detail) for c in fm.checks] == [
        ("1.2", False, "gold needed; found: shared 1st, 3rd after tie-break")
    ]
    assert not fm.condition_met and fm.rating_checks == () and not fm.conditional
    assert [(c.rule, c.ok, c.detail) for c in cm.checks] == [
        ("1.2 (f)", True, "1st = (shared first place) or silver needed; found: shared 1st, 3rd after tie-break")
    ]
    assert cm.condition_met and cm.achieved and cm.conditional
    assert [(c.rule, c.ok, c.detail) for c in cm.rating_checks] == [
        (
            "0.6.2",
            False,
            "CM: no rating given, 2000 needed; the title is awarded conditionally, until the rating is reached",
        )
    ]


def test_1_2_a_continental_womens_senior_gold():
    """Continental Women's Senior: gold is a 9-game WGM norm (a) and the WIM title; silver or bronze a 9-game
    WIM norm, which the gold is not. A rating of 2150 is above 0.6.2's 2000 for WIM: no condition."""
    result = ChampionshipResult(
        K.CONTINENTAL_SENIOR, "F", Section.WOMEN, placing=1, rating=RatingRecord(2150, date(2023, 5, 1))
    )
    norm_text = "the result counts as a 9-game %s norm that met every requirement (1.42–1.49 are not judged)"
    assert checks_of(result) == [
        (
            "WGM/WIM",
            "Gold = 9 game norm (a)",
            [("1.2", True, "gold needed; found: 1st"), ("1.2 (a)", True, norm_text % "WGM")],
        ),
        ("WGM/WIM", "Gold = title", [("1.2", True, "gold needed; found: 1st")]),
        (
            "WGM/WIM",
            "Silver, bronze = 9 game norm (a)",
            [("1.2", False, "silver or bronze needed; found: 1st"), ("1.2 (a)", True, norm_text % "WIM")],
        ),
    ]
    norm, title, _ = direct_titles(result)
    assert norm.rating_checks == () and norm.counts_as_games == 9 and norm.award is Award.NINE_GAME_NORM
    assert title.counts_as_games is None and title.title == "WIM" and not title.conditional
    assert [(c.rule, c.ok, c.detail) for c in title.rating_checks] == [
        ("0.6.2", True, "WIM: 2150 reached on 2023-05-01, 2000 needed")
    ]


def test_1_24_a_womans_eight_game_norm_in_the_olympiad_is_too_short():
    """≥ 9 games are needed; 8 games, even of a full norm, give neither 13 nor 20 games. A woman in the open
    Olympiad reaches the WGM/WIM Olympiad line (decision 6), not the WFM/WCM table of the women's sections."""
    result = ChampionshipResult(K.OLYMPIAD, "F", performances=(TitlePerformance("WIM", 8, True),))
    verdicts = direct_titles(result)
    assert [(v.row.table, v.title, v.achieved) for v in verdicts] == [
        (TitleTable.GM_IM, "GM", False),
        (TitleTable.GM_IM, "GM", False),
        (TitleTable.GM_IM, "IM", False),
        (TitleTable.GM_IM, "IM", False),
        (TitleTable.WGM_WIM, "WGM", False),
        (TitleTable.WGM_WIM, "WGM", False),
        (TitleTable.WGM_WIM, "WIM", False),
        (TitleTable.WGM_WIM, "WIM", False),
        (TitleTable.FM_CM, "FM", False),
        (TitleTable.FM_CM, "CM", False),
    ]
    assert [c.detail for c in verdicts[6].checks] == ["≥ 9 games WIM performance needed; found: WIM norm over 8 games"]
    assert [c.detail for c in verdicts[7].checks] == ["≥ 9 games WIM norm needed; found: WIM norm over 8 games"]
    assert [c.detail for c in verdicts[4].checks] == ["≥ 9 games WGM performance needed; found: none"]


@pytest.mark.parametrize(
    ("place", "written"),
    [(1, "1st"), (3, "3rd"), (4, "4th"), (11, "11th"), (13, "13th"), (20, "20th"), (101, "101st"), (113, "113th")],
)
def test_1_2_places_are_written_as_english_ordinals(place, written):
    (gm, _) = checks_of(ChampionshipResult(K.WORLD_CUP, "M", placing=place))
    assert gm[2] == [("1.2", place <= 16, f"reaching the last 16 needed; found: {written}")]


@pytest.mark.parametrize(
    ("placing", "printed"),
    [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"), (13, "13th"),
        (20, "20th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"),
        (113, "113th"), (121, "121st"),
    ],
)
def test_1_2_a_placing_is_written_as_an_english_ordinal(placing, printed):
    result = ChampionshipResult(K.SUBZONAL, "M", placing=placing, tied=False, score=Fraction(3), games=9)
    placing_checks = [detail for _table, _cell, checks in checks_of(result) for _rule, _ok, detail in checks]
    assert f"1st, up to 3 players on tie-break needed; found: {printed}" in placing_checks
