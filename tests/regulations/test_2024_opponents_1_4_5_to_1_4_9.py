"""Edition 2024: 1.4.5 titles of opponents, 1.4.6 ratings (list, floor, unrated at 1400) with 1.1.4, 1.4.7–1.4.9,
the renumbering, and the tables of the Annex (1.7)."""

import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command

from regulations import Check, GameKind, TournamentSystem, evaluate_all, evaluate_norm, get_edition, norm_table

from .builders import GM_NORM_9, IN_2009_EDITION, IN_2024_EDITION, game, player, record, replaced, tournament
from .test_ratings_1_46_1_48 import with_ratings


def check(verdict, rule):
    return next(check for check in verdict.checks if check.rule == rule)


def in_2024(**facts):
    return tournament(start=IN_2024_EDITION, **facts)


WOMAN = player(sex="F", title="WFM", rating=2300)


def test_2024_every_check_cites_the_2024_number():
    games = record(GM_NORM_9) + [game(10, "½", 2500, "GM", "ITA"), game(11, "1", None, kind=GameKind.FORFEIT_WIN)]
    verdict = evaluate_norm(in_2024(rounds=11, system=TournamentSystem.SWISS), player(), games, "GM")
    assert [check.rule for check in verdict.checks] == [
        "1.4.6a",
        "1.4.1a",
        "1.4.3",
        "1.4.4",
        "1.4.5a",
        "1.4.5b",
        "1.4.6b-c",
        "1.4.7",
        "1.4.8a",
        "1.4.8",
        "1.4.8b",
    ]
    assert [dropped.reason for dropped in verdict.dropped_rounds] == ["1.4.2c: forfeit win, not played over the board"]


# Nine opponents for a norm of any title: 3 holding ``title``, 3 FMs, 3 untitled; federations spread.
def _three_holding(title):
    titles = [title] * 3 + ["FM"] * 3 + [""] * 3
    return [
        (result, rating, held, federation)
        for (result, rating, _, federation), held in zip(GM_NORM_9, titles, strict=True)
    ]


@pytest.mark.parametrize(
    ("norm", "held", "counts"),
    [
        ("GM", "GM", True),
        ("GM", "IM", False),
        ("IM", "GM", True),
        ("IM", "IM", True),
        ("IM", "WGM", False),
        ("WGM", "GM", True),
        ("WGM", "IM", True),
        ("WGM", "WGM", True),
        ("WGM", "WIM", False),
        ("WIM", "GM", True),
        ("WIM", "IM", True),
        ("WIM", "WGM", True),
        ("WIM", "WIM", True),
        ("WIM", "WFM", False),
    ],
)
def test_2024_1_4_5b_to_e_the_titles_each_norm_counts(norm, held, counts):
    verdict = evaluate_norm(in_2024(), WOMAN, record(_three_holding(held)), norm)
    rule = {"GM": "1.4.5b", "IM": "1.4.5c", "WGM": "1.4.5d", "WIM": "1.4.5e"}[norm]
    assert check(verdict, rule).ok is counts
    assert "[2024, paraphrase: at least one third, minimum 3, of the opponents must be " in check(verdict, rule).detail


def test_2024_1_4_5_fms_never_count_for_a_norm_title():
    # 2009 counted FMs for WGM (1) and WIM (1.5) norms; 2024 counts WGM, IM and GM only.
    rows = _three_holding("WFM")
    rows = [(result, rating, "FM" if title == "WFM" else title, fed) for result, rating, title, fed in rows]
    assert check(evaluate_norm(tournament(), WOMAN, record(rows), "WGM"), "1.45d").ok
    assert not check(evaluate_norm(in_2024(), WOMAN, record(rows), "WGM"), "1.4.5d").ok


def test_2024_1_4_5c_two_gms_are_two_not_three_ims():
    rows = replaced(_three_holding("GM"), 2, ("½", 2560, "FM", "NED"))
    assert check(evaluate_norm(tournament(), player(), record(rows), "IM"), "1.45c").ok  # 2 × 1.5
    assert check(evaluate_norm(in_2024(), player(), record(rows), "IM"), "1.4.5c") == Check(
        "1.4.5c",
        False,
        "2 IM opponents (2 GM), 3 needed (a third of 9, rounded up, at least 3) [2024, paraphrase: at least one "
        "third, minimum 3, of the opponents must be IMs or GMs]",
    )


def _double_round_robin(opponents):
    """Each of ``opponents`` (rating, title, federation) met twice; wins and draws alternate."""
    count = len(opponents)
    return [
        game(
            round, "1" if round % 2 else "½", *opponents[(round - 1) % len(opponents)], opponent_id=200 + round % count
        )
        for round in range(1, 2 * count + 1)
    ]


FIVE_OPPONENTS = [(2600, "GM", "GER"), (2580, "GM", "FRA"), (2560, "GM", "NED"), (2450, "FM", "ESP"), (2420, "", "ITA")]


def test_2024_1_4_5_a_double_round_robin_counts_each_opponent_once_and_needs_half_rounded_up():
    event = in_2024(rounds=10, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    verdict = evaluate_norm(event, player(), _double_round_robin(FIVE_OPPONENTS), "GM")
    assert verdict.achieved and verdict.games == 10
    assert check(verdict, "1.4.5a").detail.startswith(
        "4 title-holders (GM, IM, WGM, WIM, FM, WFM), 3 needed (half of 5,"
    )
    assert check(verdict, "1.4.5b").detail.startswith("3 GM opponents, 3 needed")
    assert check(verdict, "1.4.5").detail.startswith(
        "6 players, 6 needed; opponents counted once each [2024, paraphrase: at least 6 players; the required number "
        "of titled players is half, rounded up; read as in 2009"
    )
    five_players = in_2024(rounds=8, system=TournamentSystem.DOUBLE_ROUND_ROBIN)
    five_players = evaluate_norm(five_players, player(), _double_round_robin(FIVE_OPPONENTS[:4]), "GM")
    assert not check(five_players, "1.4.5").ok


@pytest.mark.parametrize(("title", "floor"), [("GM", 2200), ("IM", 2050), ("WGM", 2000), ("WIM", 1850)])
def test_2024_1_4_6b_c_only_the_lowest_opponent_is_raised_to_the_title_s_floor(title, floor):
    rows = replaced(replaced(GM_NORM_9, 6, ("1", 1800, "", "ENG")), 7, ("1", 1700, "", "ESP"))
    verdict = evaluate_norm(in_2024(), WOMAN, record(rows), title)
    assert check(verdict, "1.4.6b-c") == Check(
        "1.4.6b-c",
        True,
        f"round 8: the lowest opponent, rated 1700, raised to the {title} floor of {floor}; nobody else is raised",
    )
    assert verdict.totals.raised_opponents[0].raised_to == floor


def test_2024_1_4_6_unrated_opponent_at_1400_next_to_one_below_the_floor():
    # The unrated opponent counts 1400 (1.4.6d), so he is the lowest and is raised to the GM floor (1.4.6b-c
    # "covers" him); the opponent rated 2000, also below the floor, keeps his rating.
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, 2000, None, 2400)
    verdict = evaluate_norm(in_2024(), player(), record(rows), "GM")
    assert check(verdict, "1.4.6b-c").detail == (
        "round 8: the lowest opponent, rated 1400, raised to the GM floor of 2200; nobody else is raised"
    )
    assert check(verdict, "1.4.6d") == Check("1.4.6d", True, "unrated opponents counted as: round 8 (untitled) 1400")
    # 2600 + 2580 + 2560 + 2500 + 2480 + 2450 + 2000 + 2200 + 2400 = 21770 → 2419.
    assert verdict.average_rating == 2419


def test_2024_1_4_6d_unrated_opponents_count_1400_whatever_the_list_floor():
    rows = with_ratings(GM_NORM_9, 2600, 2580, 2560, 2500, 2480, 2450, 2430, None, None)
    # One unrated opponent is raised to 2200, the other counts 1400: (17600 + 2200 + 1400) / 9 = 2356.
    for list_floor in (None, 1000):
        verdict = evaluate_norm(in_2024(rating_list_floor=list_floor), player(), record(rows), "GM")
        assert verdict.average_rating == 2356
    # Before 2024 the same opponent counted at the list's floor, 1000: 2311.
    assert evaluate_norm(tournament(start=IN_2009_EDITION), player(), record(rows), "GM").average_rating == 2311


def test_2024_has_no_maximum_of_unrated_opponents():
    # A WIM norm with three unrated opponents of nine: 2009 allows two (1.46a).
    rows = [("1", 2450, "IM", "GER"), ("1", 2450, "WGM", "FRA"), ("½", 2450, "WIM", "NED"), ("½", 2450, "FM", "ESP")]
    rows += [("1", 2450, "FM", "ITA"), ("½", 2450, "", "POL")] + [("½", None, "", "ENG")] * 3
    verdict = evaluate_norm(in_2024(), WOMAN, record(rows), "WIM")
    assert verdict.achieved
    assert verdict.totals.unrated == 3
    assert not any("unrated opponents, at most" in check.detail for check in verdict.checks)
    assert not evaluate_norm(tournament(), WOMAN, record(rows), "WIM").achieved


def test_2024_1_1_4_an_event_of_30_days_uses_the_list_at_the_start():
    event = in_2024(end=IN_2024_EDITION + timedelta(days=29))
    verdict = evaluate_norm(event, player(), record(GM_NORM_9), "GM")
    assert verdict.achieved
    assert check(verdict, "1.4.6a") == Check(
        "1.4.6a",
        True,
        "ratings and titles of the list in force at the start (2025-03-01): the event lasted 30 days, not more than "
        "30 (1.1.4)",
    )


def test_2024_1_1_4_a_longer_event_needs_the_ratings_of_the_day_of_play():
    longer = dict(end=IN_2024_EDITION + timedelta(days=30))
    verdict = evaluate_norm(in_2024(**longer), player(), record(GM_NORM_9), "GM")
    assert not verdict.achieved and verdict.counts_as_games == 0
    assert check(verdict, "1.1.4") == Check(
        "1.1.4",
        False,
        "the event lasted 31 days, more than 30: the opponents' ratings and titles must be those of the day each game "
        "was played, and the values given are not said to be (they are taken as the list at the start)",
    )
    confirmed = evaluate_norm(in_2024(ratings_of_day_of_play=True, **longer), player(), record(GM_NORM_9), "GM")
    assert confirmed.achieved
    assert check(confirmed, "1.1.4").detail == (
        "the event lasted 31 days, more than 30: the opponents' ratings and titles are given as those of the day each "
        "game was played"
    )


def test_2024_1_1_4_is_no_rule_of_the_older_editions():
    long_2009 = tournament(end=IN_2009_EDITION + timedelta(days=60))
    verdict = evaluate_norm(long_2009, player(), record(GM_NORM_9), "GM")
    assert verdict.achieved and not any(check.rule in ("1.1.4", "1.4.6a") for check in verdict.checks)


def test_2024_1_5_4_an_edition_forced_by_name_says_which_edition_the_date_chooses():
    verdict = evaluate_norm(tournament(), player(), record(GM_NORM_9), "GM", edition="2024")
    assert check(verdict, "1.5.4").detail.startswith(
        "edition 2024 was chosen by name; a tournament starting 2013-03-01 falls under edition 2009 [2024, "
        "paraphrase: a title result is valid"
    )


def test_2024_0_31_womens_norms_are_for_women():
    verdicts = evaluate_all(in_2024(), player(sex="M"), record(GM_NORM_9))
    assert [verdict.achieved for verdict in verdicts] == [True, True, False, False]
    assert not check(verdicts[2], "general principle; decisions.md item 117").ok


@pytest.mark.parametrize("games", range(9, 20))
def test_2024_1_7_the_annex_tables_are_the_2009_tables_for_9_to_19_games(games):
    assert norm_table(games, "2024").rows == norm_table(games, "2009").rows


def _command_table(games, edition):
    out = StringIO()
    call_command("norm_table", "--games", str(games), "--edition", edition, "--json", stdout=out)
    return json.loads(out.getvalue())


@pytest.mark.parametrize("games", range(9, 20))
def test_2024_1_7_the_norm_table_command_gives_the_2009_table(games):
    in_2024, in_2009 = _command_table(games, "2024"), _command_table(games, "2009")
    assert in_2024["edition"] == "2024"
    assert in_2024["rows"] == in_2009["rows"]


def test_2024_1_4_8_minimum_performance_and_average_are_those_of_0_5():
    edition = get_edition("2024")
    assert dict(edition.performance_minimum) == {"GM": 2600, "IM": 2450, "WGM": 2400, "WIM": 2250}
    assert dict(edition.minimum_average) == {"GM": 2380, "IM": 2230, "WGM": 2180, "WIM": 2030}
    assert dict(edition.rating_floor) == {"GM": 2200, "IM": 2050, "WGM": 2000, "WIM": 1850}
