"""Title applications under the 2024 edition: the norms together (1.5.1–1.5.6 with 1.1.3a, 1.4.1c, 1.4.3e),
titles by rating (1.3) and the minimum ratings of direct titles (0.6.2)."""

from datetime import date, timedelta

import pytest

from regulations import (
    EventFlag,
    GameKind,
    RatingRecord,
    RoundField,
    TournamentSystem,
    direct_title_checks,
    evaluate_norm,
    norm_application_checks,
    rating_title_checks,
)
from regulations.applications import (
    check_eight_game_norms,
    check_mandatory_event_type,
    check_norm_titles,
    check_normal_foreigner_norm,
    check_one_round_a_day,
    check_title_rating,
    check_total_games,
    is_eight_of_nine_norm,
)

from .builders import (
    APPLICATION_NORM_START,
    GM_NORM_9,
    IN_2014_EDITION,
    IN_2024_EDITION,
    ONE_ROUND_A_DAY,
    STRONG_SWISS,
    application,
    application_norm,
    player,
    record,
    tournament,
)
from .test_2024_games_1_4_1 import _eight_games_and

START = APPLICATION_NORM_START
TWO_ROUNDS_A_DAY = tuple(START + timedelta(days=round // 2) for round in range(9))  # 5 days, one with one round



ROUND_ROBIN_2019 = dict(
    system=TournamentSystem.ROUND_ROBIN, start_date=date(2019, 5, 1), end_date=date(2019, 5, 9), field_by_round=()
)


@pytest.mark.parametrize(
    ("check", "candidate", "rule", "ok", "detail"),
    [
        (check_total_games, application(application_norm(), application_norm(), application_norm()), "1.5.1", True, "9 + 9 + 9 = 27 games, 27 needed"),
        (check_total_games, application(application_norm(), application_norm(), application_norm(counts_as_games=8)), "1.5.1", False, "= 26 games"),
        # Caps (1.7) and extra games (1.4.1d) are the verdicts': 13 + 14.
        (check_total_games, application(application_norm(counts_as_games=13), application_norm(counts_as_games=14)), "1.5.1", True, "= 27"),
        (
            check_norm_titles,
            application(application_norm(), application_norm(title="IM")),
            "1.5.2",
            False,
            "not GM norms: norm 2 (2025-03-01): IM",
        ),
        (check_norm_titles, application(application_norm(), application_norm()), "1.5.2", True, "every norm is a GM norm"),
        (
            check_eight_game_norms,
            application(application_norm(eight_of_nine=True), application_norm()),
            "1.4.1c",
            True,
            "1 such norm(s), at most 1",
        ),
        (
            check_eight_game_norms,
            application(application_norm(eight_of_nine=True, event="Open A"), application_norm(eight_of_nine=True, event="Open B")),
            "1.4.1c",
            False,
            "2 such norm(s), at most 1: norm 1 (Open A), norm 2 (Open B)",
        ),
        (
            check_normal_foreigner_norm,
            application(application_norm(exemption_used="1.4.3d"), application_norm(exemption_used="1.43a")),
            "1.4.3e",
            False,
            "norms under the normal foreigner rule: none; exempt: norm 1 (2025-03-01): 1.4.3d, "
            "norm 2 (2025-03-01): 1.43a",
        ),
        (
            check_normal_foreigner_norm,
            application(application_norm(exemption_used="1.4.3d"), application_norm()),
            "1.4.3e",
            True,
            "rule: norm 2",
        ),
        (
            check_one_round_a_day,
            application(application_norm(round_dates=TWO_ROUNDS_A_DAY), application_norm(round_dates=())),
            "1.1.3a",
            False,
            "days with one round: norm 1 (2025-03-01): 1, norm 2 (2025-03-01): round dates not given; 3 needed",
        ),
        (
            check_one_round_a_day,
            application(application_norm(round_dates=TWO_ROUNDS_A_DAY), application_norm()),
            "1.1.3a",
            True,
            "norm 2 (2025-03-01): 9",
        ),
        (
            check_one_round_a_day,
            application(application_norm(title="WGM", round_dates=TWO_ROUNDS_A_DAY), title="WGM"),
            "1.1.3a",
            False,
            "days with one round",
        ),
        (check_mandatory_event_type, application(application_norm(**ROUND_ROBIN_2019)), "1.5.6", True, "not required"),
        (
            check_mandatory_event_type,
            application(application_norm(**ROUND_ROBIN_2019), application_norm(system=TournamentSystem.ROUND_ROBIN, field_by_round=())),
            "1.5.6",
            False,
            "none from a listed event: norm 1 (2019-05-01): a round robin of no listed type",
        ),
        (
            check_mandatory_event_type,
            application(application_norm(**ROUND_ROBIN_2019), application_norm()),
            "1.5.6",
            True,
            "norm 2 (2025-03-01): a Swiss with at least 40",
        ),
        (
            check_mandatory_event_type,
            application(application_norm(field_by_round=STRONG_SWISS[:8] + (RoundField(39, 2105),))),
            "1.5.6",
            False,
            "a Swiss short of the field in round 9: 39 players, average 2105",
        ),
        (
            check_mandatory_event_type,
            application(application_norm(field_by_round=(RoundField(60, 1995),) * 9)),
            "1.5.6",
            False,
            "round 1: 60 players, average 1995",
        ),
        (
            check_mandatory_event_type,
            application(application_norm(field_by_round=())),
            "1.5.6",
            False,
            "field by round is not given",
        ),
        (
            check_mandatory_event_type,
            application(application_norm(system=TournamentSystem.TEAM, field_by_round=(), flags=frozenset({EventFlag.OLYMPIAD}))),
            "1.5.6",
            True,
            "from a listed event: norm 1 (2025-03-01): Olympiad",
        ),
        (
            check_mandatory_event_type,
            application(
                application_norm(system=TournamentSystem.ROUND_ROBIN, flags=frozenset({EventFlag.NATIONAL_CHAMPIONSHIP_FINAL}))
            ),
            "1.5.6",
            True,
            "final of a national men's or open championship",
        ),
        (
            check_title_rating,
            application(application_norm(), rating=2500),
            "1.5.3",
            True,
            "2500 reached on 2025-05-01, 2500 needed",
        ),
        (check_title_rating, application(application_norm(), rating=2499), "1.5.3", False, "2499 reached"),
        (check_title_rating, application(application_norm(), rating=None), "1.5.3", False, "no rating given, 2500 needed"),
    ],
)
def test_2024_application_checks(check, candidate, rule, ok, detail):
    result = check(candidate)
    assert (result.rule, result.ok) == (rule, ok)
    assert detail in result.detail


def test_2024_1_1_3a_is_for_gm_and_wgm_applications_only():
    assert check_one_round_a_day(application(application_norm(title="IM", round_dates=TWO_ROUNDS_A_DAY), title="IM")) is None


def test_2024_an_application_says_which_rules_are_known_from_a_paraphrase():
    check = check_total_games(application(application_norm(), application_norm(), application_norm()))
    assert check.detail == (
        "9 + 9 + 9 = 27 games, 27 needed [2024, paraphrase: the norms must total at least 27 games]"
    )


def test_2024_a_sound_gm_application_meets_every_check():
    checks = norm_application_checks(application(application_norm(), application_norm(**ROUND_ROBIN_2019), application_norm(exemption_used="1.4.3d")))
    assert [check.rule for check in checks] == ["1.5.2", "1.5.1", "1.4.1c", "1.4.3e", "1.1.3a", "1.5.6", "1.5.3"]
    assert all(check.ok for check in checks)


def _rules(verdict) -> list[str]:
    return [check.rule for check in verdict.checks]


def test_2024_1_4_1c_an_eight_of_nine_norm_is_read_from_its_verdict():
    event = tournament(start=IN_2024_EDITION, system=TournamentSystem.SWISS, round_dates=ONE_ROUND_A_DAY)
    eight = evaluate_norm(event, player(), _eight_games_and(GameKind.BYE_PAIRING), "GM")
    assert eight.achieved and is_eight_of_nine_norm("2024", _rules(eight))
    in_2014 = tournament(start=IN_2014_EDITION)
    assert is_eight_of_nine_norm("2014", _rules(evaluate_norm(in_2014, player(), _eight_games_and(GameKind.BYE_PAIRING), "GM")))
    assert not is_eight_of_nine_norm("2024", _rules(evaluate_norm(event, player(), record(GM_NORM_9), "GM")))
    # 2009 has no such rule: its 1.41c is the extra-games rule.
    assert not is_eight_of_nine_norm("2009", ["1.41c"])
    assert not is_eight_of_nine_norm("2014", ["1.4.1c"])


@pytest.mark.parametrize(
    ("title", "rating", "expected"),
    [
        ("FM", RatingRecord(2300, date(2018, 1, 1), rated_games=30), [("1.3", True)] * 2),
        ("FM", RatingRecord(2300, date(2018, 1, 1), rated_games=29), [("1.3", True), ("1.3", False)]),
        ("FM", RatingRecord(2300, date(2018, 1, 1)), [("1.3", True), ("1.3", False)]),
        ("FM", RatingRecord(2300, date(2016, 1, 1), rated_games=9), [("1.3", True)]),  # before July 2017
        ("CM", RatingRecord(2199, date(2020, 1, 1), rated_games=80), [("1.3", False), ("1.3", True)]),
        ("WFM", RatingRecord(2100, date(2017, 7, 1), rated_games=30), [("1.3", True)] * 2),
        ("WCM", RatingRecord(1999, date(2016, 1, 1)), [("1.3", False)]),
    ],
)
def test_2024_1_3_titles_by_rating(title, rating, expected):
    assert [(check.rule, check.ok) for check in rating_title_checks(title, rating)] == expected


@pytest.mark.parametrize(
    ("title", "rating", "from_olympiad", "expected"),
    [
        ("GM", RatingRecord(2300, date(2025, 1, 1), rated_games=30), False, [True, True]),
        ("GM", RatingRecord(2300, date(2025, 1, 1), rated_games=12), False, [True, False]),
        ("GM", RatingRecord(2300, date(2023, 1, 1)), False, [True]),  # before 2024: no games rule
        ("WIM", RatingRecord(1990, date(2023, 1, 1)), False, [False]),
        ("WCM", RatingRecord(1800, date(2025, 1, 1), rated_games=40), False, [True, True]),
        ("CM", None, True, [True]),
        ("IM", None, False, [False]),
    ],
)
def test_2024_0_6_2_direct_titles_need_the_minimum_rating_else_they_are_conditional(
    title, rating, from_olympiad, expected
):
    checks = direct_title_checks(title, rating, from_olympiad=from_olympiad)
    assert [check.rule for check in checks] == ["0.6.2"] * len(expected)
    assert [check.ok for check in checks] == expected
    if not checks[0].ok:
        assert checks[0].detail.endswith("; the title is awarded conditionally, until the rating is reached")


@pytest.mark.parametrize(
    ("call", "argument"),
    [(rating_title_checks, "GM"), (direct_title_checks, "NM"), (norm_application_checks, None)],
)
def test_2024_an_unknown_title_is_refused(call, argument):
    with pytest.raises(ValueError):
        if call is norm_application_checks:
            call(application(application_norm(), title="FM"))
        else:
            call(argument, RatingRecord(2400, date(2025, 1, 1)))
