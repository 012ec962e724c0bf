"""The 21 conditions of seed 004, item by item: each case names its item, the norm judged and what holds."""

from dataclasses import replace
from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from classification.rules import (
    REQUIREMENTS,
    Category,
    EventFormat,
    JudgeCategory,
    NormStatus,
    PlayerRecord,
    Target,
    TimeControl,
    age_on,
    counted_category,
    evaluate_tournament,
)
from classification.rules.conditions import (
    check_clocks_and_scoresheets,
    check_international_average,
    check_international_share,
    check_minimum_age,
    check_no_men_in_womens_event,
    check_simultaneous_events,
)

from .builders import STRONG_ROW, event, games_against, person, standing

PLAYER = person(1, "I")


def opponents(*codes: str, first_number: int = 2, **facts) -> list:
    return [person(number, code, **facts) for number, code in enumerate(codes, start=first_number)]


def judge(player, field, results, rows=(STRONG_ROW,), other_events=(), days=True, **facts):
    games = games_against([opponent.id for opponent in field], results, first_day=date(2019, 7, 1) if days else None)
    verdict = evaluate_tournament(
        event([player, *field], **facts), [PlayerRecord(player.id, games, other_events)], rows
    )
    return verdict.players[0]


def check(verdict, target: Target, rule: str):
    return next((item for item in verdict.norm(target).checks if item.rule == rule), None)


# Nine games against six КМС and three first-category players: K = (1 + 6×0 + 3×1) / 10 = 0.40.
KMS_FIELD = opponents(*["KMS"] * 6, *["I"] * 3)
# Nine games against six masters of sport: K = 0.
MASTER_FIELD = opponents(*["MSU"] * 5, "MSMK", *["KMS"] * 3)
MASTER = person(1, "KMS")


@pytest.mark.parametrize(
    ("code", "rating", "counts_as"),
    [
        ("I", None, Category.NONE),
        ("KMS", 2200, Category.NONE),  # Cond. 15 needs more than 2200
        ("KMS", 2201, Category.CANDIDATE_MASTER),
    ],
    ids=["cond_1_correspondence_first_category", "cond_15_at_2200", "cond_15_above_2200"],
)
def test_cond_1_and_15_correspondence_categories_count_over_the_board_only_as_15_allows(code, rating, counts_as):
    assert counted_category(standing(code, correspondence=True, national_rating=rating)) is counts_as


def test_cond_1_a_correspondence_category_counts_5_0_in_k():
    field = opponents(*["KMS"] * 9, correspondence=True)
    verdict = evaluate_tournament(event([PLAYER, *field]), [], [STRONG_ROW])
    assert verdict.coefficient == Decimal("4.60")  # (1.0 + 9 × 5.0) / 10


@pytest.mark.parametrize(
    ("womens_event", "man_playing", "expected"),
    [(True, True, False), (True, False, True), (False, True, None)],
    ids=["cond_2_a_man_in_a_womens_event", "cond_2_only_women", "cond_2_not_a_womens_event"],
)
def test_cond_2_no_men_in_a_womens_event_with_the_womens_master_norm(womens_event, man_playing, expected):
    player = person(1, "KMS", sex="f")
    field = opponents(*["MSU"] * 9, sex="f")
    if man_playing:
        field[0] = replace(field[0], sex="m")
    found = check(judge(player, field, "1" * 9, womens_event=womens_event), Target.MASTER, "Cond. 2")
    assert (found.ok if found else None) == expected


@pytest.mark.parametrize(
    ("field", "results", "games_ok", "masters_ok"),
    [
        (MASTER_FIELD, "1" * 9, True, True),
        (opponents(*["MSU"] * 5, *["KMS"] * 4), "1" * 9, True, False),
        (MASTER_FIELD[:8], "1" * 8, False, True),
    ],
    ids=["cond_3_nine_games_six_masters", "cond_3_five_masters", "cond_3_eight_games"],
)
def test_cond_3_master_of_sport_needs_9_games_6_against_masters(field, results, games_ok, masters_ok):
    verdict = judge(MASTER, field, results)
    games, masters = [item for item in verdict.norm(Target.MASTER).checks if item.rule == "Cond. 3"]
    assert (games.ok, masters.ok) == (games_ok, masters_ok)


@pytest.mark.parametrize(
    ("norm", "score", "status"),
    [
        (None, "1" * 9, NormStatus.NO_NORM),
        (Fraction(6), "1" * 6 + "0" * 3, NormStatus.ACHIEVED),
        (Fraction(13, 2), "1" * 6 + "0" * 3, NormStatus.NOT_ACHIEVED),
    ],
    ids=["cond_4_not_set", "cond_4_met", "cond_4_half_a_point_short"],
)
def test_cond_4_the_master_norm_is_set_by_the_federation_commission(norm, score, status):
    verdict = judge(MASTER, MASTER_FIELD, score, master_norm_points=norm)
    assert verdict.norm(Target.MASTER).status is status
    assert verdict.norm(Target.MASTER).score_check.rule == "Cond. 4"


@pytest.mark.parametrize(("foreigners", "ok"), [(3, True), (4, False)], ids=["cond_5a_two_thirds", "cond_5a_fewer"])
def test_cond_5a_two_thirds_of_an_international_event_are_ukrainian(foreigners, ok):
    field = [
        replace(opponent, federation="GER" if index < foreigners else "UKR", fide_rating=2400)
        for index, opponent in enumerate(MASTER_FIELD)
    ]
    player = replace(MASTER, federation="UKR")
    # 10 participants: 7 Ukrainians is 7/10 ≥ 2/3; 6 is not.
    assert check(judge(player, field, "1" * 9, international=True), Target.MASTER, "Cond. 5A").ok is ok


def test_cond_5b_the_average_takes_ukrainian_ik_and_foreign_fide_ratings():
    player = person(1, "KMS", federation="UKR", national_rating=2300)
    field = [
        person(2, "MSU", federation="UKR", national_rating=2400),
        person(3, "none", federation="GER", fide_rating=2500),
    ]
    found = check(judge(player, field, "11", international=True), Target.MASTER, "Cond. 5B")
    assert found.ok and found.detail.startswith("average ІК 2400 ")


def test_cond_5b_a_missing_rating_makes_the_average_impossible():
    player = person(1, "KMS", federation="UKR")
    found = check(
        judge(player, [person(2, "MSU", federation="GER")], "1", international=True), Target.MASTER, "Cond. 5B"
    )
    assert not found.ok and "2 participants" in found.detail


@pytest.mark.parametrize(
    ("federation", "sex", "rating", "counts"),
    [
        ("UKR", "m", 2324, False),
        ("UKR", "m", 2325, True),
        ("UKR", "f", 2150, True),
        ("UKR", "f", 2149, False),
        ("GER", "m", None, True),
    ],
    ids=[
        "cond_5c_man_below_2325",
        "cond_5c_man_at_2325",
        "cond_5c_woman_at_2150",
        "cond_5c_woman_below",
        "cond_5c_foreign_gm",
    ],
)
def test_cond_5c_ukrainian_gms_and_ims_count_as_masters_only_with_their_ik(federation, sex, rating, counts):
    titled = [
        person(
            number, "none", federation=federation, sex=sex, fide_title="GM", national_rating=rating, fide_rating=2500
        )
        for number in range(2, 8)
    ]
    field = titled + opponents("KMS", "KMS", "KMS", first_number=8, federation="UKR")
    verdict = judge(replace(MASTER, federation="UKR"), field, "1" * 9, international=True)
    masters = [item for item in verdict.norm(Target.MASTER).checks if item.rule == "Cond. 3"][1]
    assert masters.ok is counts


@pytest.mark.parametrize(
    ("time_control", "ok"),
    [(TimeControl.MASTER, True), (TimeControl.TWO_HOURS, False), (None, False)],
    ids=["cond_6_master_control", "cond_6_two_hours_sudden_death", "cond_6_not_stated"],
)
def test_cond_6_master_and_kms_norms_need_the_classical_control(time_control, ok):
    verdict = judge(PLAYER, KMS_FIELD, "1" * 9, time_control=time_control)
    for target in (Target.MASTER, Target.CANDIDATE_MASTER):
        assert check(verdict, target, "Cond. 6").ok is ok


@pytest.mark.parametrize(
    ("event_format", "field", "games_ok", "strong_ok"),
    [
        (EventFormat.ROUND_ROBIN, KMS_FIELD, True, True),
        (EventFormat.SWISS, opponents(*["KMS"] * 5, *["I"] * 4), True, False),
        (EventFormat.ROUND_ROBIN, KMS_FIELD[:8], False, True),
        (EventFormat.TEAM, opponents(*["KMS"] * 4, "MSU", "I", "I"), True, True),
        (EventFormat.TEAM, opponents(*["KMS"] * 4, "I", "I"), False, False),
    ],
    ids=[
        "cond_7_round_robin_9_games_6_kms",
        "cond_7_swiss_5_kms",
        "cond_7_8_games",
        "cond_7_team_7_games_5_kms_or_higher",
        "cond_7_team_6_games_4_kms",
    ],
)
def test_cond_7_kms_norm_games_and_games_against_kms_or_higher(event_format, field, games_ok, strong_ok):
    verdict = judge(PLAYER, field, "1" * len(field), format=event_format)
    games, strong = [item for item in verdict.norm(Target.CANDIDATE_MASTER).checks if item.rule == "Cond. 7"]
    assert (games.ok, strong.ok) == (games_ok, strong_ok)


@pytest.mark.parametrize(
    ("event_format", "games", "time_control", "games_ok", "control_ok"),
    [
        (EventFormat.SWISS, 9, TimeControl.TWO_HOURS, True, True),
        (EventFormat.SWISS, 8, TimeControl.MASTER, False, True),
        (EventFormat.TEAM, 7, TimeControl.TWO_HOURS, True, True),
        (EventFormat.ROUND_ROBIN, 9, TimeControl.ONE_HOUR, True, False),
    ],
    ids=["cond_8_swiss_9_two_hours", "cond_8_eight_games", "cond_8_team_7", "cond_8_one_hour"],
)
def test_cond_8_candidate_point_and_first_category_norms(event_format, games, time_control, games_ok, control_ok):
    verdict = judge(PLAYER, KMS_FIELD[:games], "1" * games, format=event_format, time_control=time_control)
    for target in (Target.CANDIDATE_POINT, Target.FIRST):
        game_check, control_check = [item for item in verdict.norm(target).checks if item.rule == "Cond. 8"]
        assert (game_check.ok, control_check.ok) == (games_ok, control_ok)


# A weak field: K = (3 + 9 × 3) / 10 = 3.00, where Cond. 9 applies.
WEAK_FIELD = opponents(*["III"] * 9)
WEAK_ROW = replace(STRONG_ROW, coefficient_from=Decimal("2.01"), coefficient_to=Decimal("5.00"))


@pytest.mark.parametrize(
    ("field", "facts", "expected"),
    [
        (WEAK_FIELD, {}, [True, True, True]),
        (WEAK_FIELD, {"time_control": TimeControl.UNDER_ONE_HOUR}, [False, True, True]),
        (WEAK_FIELD[:8], {}, [True, True, False]),
    ],
    ids=["cond_9_met", "cond_9_under_one_hour", "cond_9_eight_games"],
)
def test_cond_9_from_k_2_01_an_hour_a_game_two_games_a_day_nine_games(field, facts, expected):
    verdict = judge(person(1, "III"), field, "1" * len(field), rows=(WEAK_ROW,), **facts)
    assert [item.ok for item in verdict.norm(Target.SECOND).checks if item.rule == "Cond. 9"] == expected


def test_cond_9_counts_games_a_day_from_the_round_dates():
    player = person(1, "III")
    games = tuple(
        replace(game, day=date(2019, 7, 1 + (game.round - 1) // 3))
        for game in games_against([o.id for o in WEAK_FIELD], "1" * 9)
    )
    verdict = evaluate_tournament(event([player, *WEAK_FIELD]), [PlayerRecord(1, games)], [WEAK_ROW]).players[0]
    found = [item for item in verdict.norm(Target.THIRD).checks if item.rule == "Cond. 9"][1]
    assert not found.ok and "3 on the busiest day" in found.detail


@pytest.mark.parametrize(
    ("declared", "ok"),
    [(None, False), (2, True), (3, False)],
    ids=["cond_9_unknown", "cond_9_declared_two", "cond_9_declared_three"],
)
def test_cond_9_without_round_dates_the_arbiters_statement_decides(declared, ok):
    verdict = judge(
        person(1, "III"), WEAK_FIELD, "1" * 9, rows=(WEAK_ROW,), days=False, declared_games_per_day=declared
    )
    assert [item.ok for item in verdict.norm(Target.SECOND).checks if item.rule == "Cond. 9"][1] is ok


def test_cond_9_does_not_apply_below_k_2_01():
    verdict = judge(PLAYER, KMS_FIELD, "1" * 9, time_control=TimeControl.UNDER_ONE_HOUR)
    assert check(verdict, Target.SECOND, "Cond. 9") is None


@pytest.mark.parametrize(
    ("target", "rule", "words"),
    [
        (Target.CANDIDATE_POINT, "Cond. 17", "Cond. 10"),
        (Target.FIRST, "Cond. 17", "sports administration of the oblast"),
        (Target.SECOND, "Cond. 11", "organisations that run the event"),
        (Target.THIRD, "Cond. 11", "organisations that run the event"),
        (Target.YOUTH, "Cond. 11", "organisations that run the event"),
        (Target.CANDIDATE_MASTER, "Cond. 16", "qualification commission of the Ukrainian Chess Federation"),
        (Target.MASTER, "Cond. 16", "State Committee for Sport"),
    ],
    ids=[
        "cond_10_17_candidate_point",
        "cond_17_first",
        "cond_11_second",
        "cond_11_third",
        "cond_11_youth",
        "cond_16_kms",
        "cond_16_msu",
    ],
)
def test_cond_10_11_16_17_each_norm_names_who_awards_it(target, rule, words):
    found = check(judge(PLAYER, KMS_FIELD, "1" * 9), target, rule)
    assert found.ok and words in found.detail


@pytest.mark.parametrize(
    ("judges", "highest", "master_ok", "kms_ok"),
    [
        (3, JudgeCategory.NATIONAL, True, True),
        (3, JudgeCategory.FIRST, False, True),
        (3, JudgeCategory.OTHER, False, False),
        (2, JudgeCategory.INTERNATIONAL, False, False),
        (3, None, False, False),
    ],
    ids=[
        "cond_12_13_national",
        "cond_12_first_only",
        "cond_13_below_first",
        "cond_12_13_two_judges",
        "cond_12_13_not_stated",
    ],
)
def test_cond_12_and_13_the_judges_panel(judges, highest, master_ok, kms_ok):
    verdict = judge(PLAYER, KMS_FIELD, "1" * 9, judges=judges, highest_judge=highest)
    assert check(verdict, Target.MASTER, "Cond. 12").ok is master_ok
    assert check(verdict, Target.CANDIDATE_MASTER, "Cond. 13").ok is kms_ok


def test_cond_14_games_against_players_who_withdrew_count():
    field = [replace(opponent, withdrew=index < 2) for index, opponent in enumerate(KMS_FIELD)]
    verdict = judge(PLAYER, field, "1" * 9)
    found = check(verdict, Target.CANDIDATE_MASTER, "Cond. 14")
    assert found.ok and found.detail == "2 games against players who withdrew are counted"
    assert verdict.games == 9 and verdict.norm(Target.CANDIDATE_MASTER).achieved


def test_cond_14_says_nothing_when_nobody_withdrew():
    assert check(judge(PLAYER, KMS_FIELD, "1" * 9), Target.FIRST, "Cond. 14") is None


def test_cond_15_a_correspondence_kms_above_2200_counts_as_kms_opponent():
    field = opponents(*["KMS"] * 6, correspondence=True, national_rating=2250) + opponents(
        "I", "I", "I", first_number=8
    )
    assert judge(PLAYER, field, "1" * 9).norm(Target.CANDIDATE_MASTER).achieved


@pytest.mark.parametrize(
    ("birth_year", "target", "ok"),
    [
        (2005, Target.MASTER, True),  # at least 13 at the end of 2019 (born by 31 December 2005)
        (2006, Target.MASTER, False),  # maybe only 12
        (2011, Target.THIRD, True),
        (2012, Target.THIRD, False),
        (None, Target.THIRD, False),
    ],
    ids=[
        "cond_19_msu_at_13",
        "cond_19_msu_at_12",
        "cond_19_category_at_7",
        "cond_19_category_at_6",
        "cond_19_birth_unknown",
    ],
)
def test_cond_19_minimum_ages(birth_year, target, ok):
    player = person(1, "I", birth_year=birth_year)
    assert check(judge(player, KMS_FIELD, "1" * 9), target, "Cond. 19").ok is ok


def test_cond_19_an_exact_birth_date_is_used_when_known():
    player = replace(person(1, "I"), birth_date=date(2006, 7, 10), birth_year=2006)
    assert check(judge(player, KMS_FIELD, "1" * 9), Target.MASTER, "Cond. 19").ok  # 13 on 15 July 2019


@pytest.mark.parametrize(
    ("event_format", "ok"),
    [(EventFormat.SWISS, False), (EventFormat.TEAM, True)],
    ids=["cond_20_individual", "cond_20_team"],
)
def test_cond_20_no_two_events_at_once_except_team_events(event_format, ok):
    verdict = judge(PLAYER, KMS_FIELD, "1" * 9, other_events=("Lviv Open",), format=event_format)
    found = check(verdict, Target.SECOND, "Cond. 20")
    assert found.ok is ok
    assert verdict.norm(Target.FIRST).achieved is ok


@pytest.mark.parametrize(
    ("target", "expected"),
    [(Target.THIRD, False), (Target.FIRST, False), (Target.YOUTH, None)],
    ids=["cond_21_third", "cond_21_first", "cond_21_not_youth"],
)
def test_cond_21_clocks_and_scoresheets_from_third_category_up(target, expected):
    found = check(judge(PLAYER, KMS_FIELD, "1" * 9, clocks_and_scoresheets=False), target, "Cond. 21")
    assert (found.ok if found else None) == expected


# --- The exact words of the checks of Cond. 2, 5A, 5B, 19, 20 and 21, both sides of their limits --------------


def in_words(found):
    return (found.rule, found.ok, found.message.text, dict(found.message.params), found.detail)


COND_2_WORDS = "women's event: %(men)s participants not recorded as women"


@pytest.mark.parametrize(
    ("sexes", "men"),
    [(["f", "m", "", "f"], 2), (["f", "f"], 0)],
    ids=["cond_2_a_man_and_one_of_unknown_sex", "cond_2_only_women"],
)
def test_cond_2_counts_every_participant_not_recorded_as_a_woman_in_its_words(sexes, men):
    """Cond. 2 (decisions.md 11): in a women's event every participant not recorded as a woman counts."""
    participants = [person(number, "MSU", sex=sex) for number, sex in enumerate(sexes, start=1)]
    found = check_no_men_in_womens_event(event(participants, womens_event=True))
    assert in_words(found) == (
        "Cond. 2",
        men == 0,
        COND_2_WORDS,
        {"men": men},
        f"women's event: {men} participants not recorded as women",
    )


def test_cond_2_and_5_are_checks_of_the_master_norm_only():
    """Cond. 2 names the women's master of sport norm and Cond. 5 the МСУ norm in an international event: the
    КМС and lower norms of a women's international event ask neither."""
    player = person(1, "KMS", sex="f", federation="UKR")
    field = opponents(*["MSU"] * 9, sex="m", federation="GER", fide_rating=2400)
    verdict = judge(player, field, "1" * 9, womens_event=True, international=True)
    master_only = {"Cond. 2", "Cond. 5A", "Cond. 5B"}
    assert {target: {item.rule for item in verdict.norm(target).checks} & master_only for target in Target} == {
        target: (master_only if target is Target.MASTER else set()) for target in Target
    }


COND_5A_WORDS = "%(home)s of %(total)s participants are Ukrainian; two thirds needed"


@pytest.mark.parametrize(
    ("federations", "ok"),
    [
        (["UKR", "UKR", "GER"], True),
        (["UKR"] * 5 + ["GER"] * 3, False),
        (["UKR"], True),
        (["GER"], False),
        ([], False),
    ],
    ids=[
        "cond_5a_exactly_two_thirds",
        "cond_5a_five_of_eight",
        "cond_5a_one_ukrainian_alone",
        "cond_5a_one_foreigner_alone",
        "cond_5a_nobody",
    ],
)
def test_cond_5a_at_least_two_thirds_ukrainian_in_its_words(federations, ok):
    """Cond. 5A: "не менше 2/3 учасників" — exactly two thirds holds; without participants there is no share."""
    participants = [person(number, "MSU", federation=code) for number, code in enumerate(federations, start=1)]
    found = check_international_share(event(participants, international=True))
    home, total = federations.count("UKR"), len(federations)
    assert in_words(found) == (
        "Cond. 5A",
        ok,
        COND_5A_WORDS,
        {"home": home, "total": total},
        f"{home} of {total} participants are Ukrainian; two thirds needed",
    )


def test_cond_5b_a_missing_rating_fails_and_says_how_many_in_its_words():
    """Cond. 5B: a Ukrainian without an ІК and a foreigner without a FIDE rating leave the average unformed."""
    participants = [
        person(1, "KMS", federation="UKR", national_rating=2300),
        person(2, "MSU", federation="UKR", fide_rating=2400),
        person(3, "none", federation="GER", national_rating=2400),
    ]
    found = check_international_average(event(participants, international=True))
    message = (
        "the average ІК cannot be formed: %(missing)s participants have no ІК (Ukrainians) or FIDE rating"
        " (foreigners)"
    )
    assert in_words(found) == (
        "Cond. 5B",
        False,
        message,
        {"missing": 2},
        "the average ІК cannot be formed: 2 participants have no ІК (Ukrainians) or FIDE rating (foreigners)",
    )


# Cond. 19: age on the event's last day; with only a birth year, the youngest the player can be (decisions.md 17).
@pytest.mark.parametrize(
    ("day", "birth_date", "birth_year", "age"),
    [
        (date(2019, 7, 15), date(2006, 7, 15), 2006, 13),
        (date(2019, 7, 15), date(2006, 7, 16), 2006, 12),
        (date(2019, 7, 15), date(2006, 7, 14), 2006, 13),
        (date(2019, 12, 31), None, 2006, 13),
        (date(2019, 12, 30), None, 2006, 12),
        (date(2019, 1, 1), None, 2006, 12),
        (date(2019, 7, 15), None, None, None),
    ],
    ids=[
        "cond_19_on_the_birthday",
        "cond_19_the_day_before_the_birthday",
        "cond_19_the_day_after_the_birthday",
        "cond_19_birth_year_on_31_december",
        "cond_19_birth_year_on_30_december",
        "cond_19_birth_year_on_1_january",
        "cond_19_nothing_known",
    ],
)
def test_cond_19_age_in_whole_years_on_the_day(day, birth_date, birth_year, age):
    assert age_on(day, birth_date, birth_year) == age


COND_19_WORDS = "%(age)s years old, %(needed)s needed"
COND_19_UNKNOWN = "birth date unknown; %(needed)s years needed"


@pytest.mark.parametrize(
    ("target", "age", "expected"),
    [
        (Target.MASTER, 13, ("Cond. 19", True, COND_19_WORDS, {"age": 13, "needed": 13}, "13 years old, 13 needed")),
        (Target.MASTER, 12, ("Cond. 19", False, COND_19_WORDS, {"age": 12, "needed": 13}, "12 years old, 13 needed")),
        (Target.THIRD, 7, ("Cond. 19", True, COND_19_WORDS, {"age": 7, "needed": 7}, "7 years old, 7 needed")),
        (Target.THIRD, 6, ("Cond. 19", False, COND_19_WORDS, {"age": 6, "needed": 7}, "6 years old, 7 needed")),
        (
            Target.MASTER,
            None,
            ("Cond. 19", False, COND_19_UNKNOWN, {"needed": 13}, "birth date unknown; 13 years needed"),
        ),
    ],
    ids=["cond_19_msu_13", "cond_19_msu_12", "cond_19_category_7", "cond_19_category_6", "cond_19_unknown"],
)
def test_cond_19_the_minimum_age_in_its_words(target, age, expected):
    """Cond. 19: МСУ from 13, categories from 7; an unknown age cannot be shown to suffice."""
    assert in_words(check_minimum_age(REQUIREMENTS[target], age)) == expected


COND_20_WORDS = "played in another event at the same time: %(events)s"
COND_20_NONE = "no other individual event at the same time on record"


def test_cond_20_names_every_other_event_in_its_words():
    found = check_simultaneous_events(event([PLAYER], format=EventFormat.SWISS), ("Lviv Open", "Odesa Cup"))
    assert in_words(found) == (
        "Cond. 20",
        False,
        COND_20_WORDS,
        {"events": "Lviv Open; Odesa Cup"},
        "played in another event at the same time: Lviv Open; Odesa Cup",
    )


@pytest.mark.parametrize(
    ("event_format", "other_events"),
    [(EventFormat.SWISS, ()), (EventFormat.TEAM, ("Lviv Open",))],
    ids=["cond_20_nothing_on_record", "cond_20_team_event"],
)
def test_cond_20_holds_without_another_event_or_in_a_team_event_in_its_words(event_format, other_events):
    found = check_simultaneous_events(event([PLAYER], format=event_format), other_events)
    assert in_words(found) == ("Cond. 20", True, COND_20_NONE, {}, COND_20_NONE)


COND_21_WORDS = "clocks and scoresheets are required from III category up"


@pytest.mark.parametrize("clocks", [True, False], ids=["cond_21_used", "cond_21_not_used"])
def test_cond_21_clocks_and_scoresheets_in_its_words(clocks):
    found = check_clocks_and_scoresheets(REQUIREMENTS[Target.THIRD], event([PLAYER], clocks_and_scoresheets=clocks))
    assert in_words(found) == ("Cond. 21", clocks, COND_21_WORDS, {}, COND_21_WORDS)
