"""The edition of 1990 (the Spanish text, §5, §8–§11): every difference, on both sides of each limit."""

from datetime import date, timedelta
from fractions import Fraction

from regulations import EventFlag, Participant, TournamentSystem, evaluate_norm, tournament_checks
from regulations.editions.edition_1990 import Category, CategoryTable, with_category_table
from regulations.time_controls import Period, TimeControl
from regulations.tournament_rules import EventFacts

from .builders import GM_NORM_9, player, record, replaced, tournament

IN_1990_EDITION = date(1995, 3, 1)
TABLE = CategoryTable(
    (
        Category(9, 2451, 2475, {"GM": Fraction(73), "IM": Fraction(53)}),
        Category(10, 2476, 2500, {"GM": Fraction(65), "IM": Fraction(47)}),
    )
)


def _in_1990(rounds=9, system=TournamentSystem.ROUND_ROBIN, round_dates=None, **facts):
    dates = (
        tuple(IN_1990_EDITION + timedelta(days=day) for day in range(rounds)) if round_dates is None else round_dates
    )
    return tournament(rounds=rounds, system=system, start=IN_1990_EDITION, round_dates=dates, **facts)


def _rule(verdict, rule):
    return [check for check in verdict.checks if check.rule == rule]


def test_a_gm_result_by_the_9_21_performance_route_without_the_table():
    verdict = evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "GM")
    assert verdict.edition == "1990" and verdict.achieved
    performance = _rule(verdict, "9.21")[0]
    # Opponents alone 2491, with the candidate (2450) 2487: the better, 2491, + dp(.67) 125.
    assert "performance 2616 (average 2491, without the candidate; without 2491, with 2487)" in performance.detail
    assert verdict.counts_as_games == 9


def test_the_edition_changes_on_1_july_2001():
    before = evaluate_norm(tournament(start=date(2001, 6, 30)), player(), record(GM_NORM_9), "GM")
    after = evaluate_norm(tournament(start=date(2001, 7, 1)), player(), record(GM_NORM_9), "GM")
    assert (before.edition, after.edition) == ("1990", "2001")


def test_11_1_the_average_includes_the_candidate():
    verdict = evaluate_norm(_in_1990(), player(rating=2450), record(GM_NORM_9), "GM")
    assert "(2450 for the candidate + 22420) / 10 players = 2487" in _rule(verdict, "11.1")[0].detail
    unrated = evaluate_norm(_in_1990(), player(rating=None), record(GM_NORM_9), "GM")
    assert "(2000 for the candidate + 22420) / 10 players = 2442" in _rule(unrated, "11.1")[0].detail


def test_9_21_the_candidate_may_count_himself_in_when_it_helps():
    # A 2700 candidate lifts the average: 5½/9 (dp 80) against 2505 is 2585, with him (2525) 2605.
    rows = [
        ("1", 2505, "GM", "GER"),
        *[
            (result, 2505, "GM", fed)
            for result, fed in (
                ("1", "FRA"),
                ("1", "NED"),
                ("½", "ESP"),
                ("½", "GER"),
                ("½", "FRA"),
                ("½", "NED"),
                ("½", "ESP"),
                ("0", "GER"),
            )
        ],
    ]
    verdict = evaluate_norm(_in_1990(), player(rating=2700, title="IM"), record(rows), "GM")
    assert verdict.score == Fraction(11, 2)
    assert "performance 2605 (average 2525, with the candidate" in _rule(verdict, "9.21")[0].detail
    assert verdict.achieved
    lower = evaluate_norm(_in_1990(), player(rating=2500), record(rows), "GM")
    assert not lower.achieved and "performance 2585" in _rule(lower, "9.21")[0].detail


def test_11_0_other_titles_need_the_category_table_and_show_the_category_only_with_it():
    without = evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "IM")
    assert not without.achieved
    assert "the category table (§11) has not been entered" in _rule(without, "11.0")[0].detail
    assert "the category is not shown" in _rule(without, "11.1")[0].detail
    edition = with_category_table(TABLE)
    with_table = evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "IM", edition=edition)
    category = _rule(with_table, "11.0")[0]
    assert with_table.achieved and category.ok
    assert category.detail == "average 2487: category 10; 47 % of 9 games, 4½ needed, 6 scored"
    # 6/9 = 66.7 % misses the GM 73 % of category 9 but the GM performance route still holds.
    gm = evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "GM", edition=edition)
    assert gm.achieved


def test_10_10_extra_games_one_to_three_full_points():
    edition = with_category_table(TABLE)
    wins = [(("1",) + row[1:]) for row in GM_NORM_9]
    verdict = evaluate_norm(_in_1990(), player(), record(wins), "IM", edition=edition)
    # 9 points where 4½ were needed: 4 full points over, 3 counted.
    assert verdict.counts_as_games == 12
    extra = _rule(verdict, "10.10")[0]
    assert "at most 3" in extra.detail


def test_8_2_and_8_32_nine_rounds_and_nine_games():
    short = evaluate_norm(_in_1990(rounds=8), player(), record(GM_NORM_9[:8]), "GM")
    assert not _rule(short, "8.2")[0].ok and not _rule(short, "8.32")[0].ok
    assert _rule(evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "GM"), "8.2")[0].ok


def _unrated(rows, *indexes):
    return [
        (result, None if index in indexes else rating, title, fed)
        for index, (result, rating, title, fed) in enumerate(rows)
    ]


def test_8_3_four_fifths_of_the_players_rated_the_candidate_included():
    two = evaluate_norm(_in_1990(), player(), record(_unrated(GM_NORM_9, 6, 7)), "GM")
    three = evaluate_norm(_in_1990(), player(), record(_unrated(GM_NORM_9, 5, 6, 7)), "GM")
    unrated_candidate = evaluate_norm(_in_1990(), player(rating=None), record(_unrated(GM_NORM_9, 6, 7)), "GM")
    assert _rule(two, "8.3")[0].ok and "8 of 10 players rated" in _rule(two, "8.3")[0].detail
    assert not _rule(three, "8.3")[0].ok
    assert not _rule(unrated_candidate, "8.3")[0].ok


def test_8_31_and_8_33_unrated_players_count_2000_and_2100_in_mens_zonals():
    rows = _unrated(GM_NORM_9, 7)
    ordinary = evaluate_norm(_in_1990(), player(), record(rows), "GM")
    zonal = evaluate_norm(_in_1990(flags={EventFlag.ZONAL}), player(), record(rows), "GM")
    womens_zonal = evaluate_norm(
        _in_1990(flags={EventFlag.ZONAL, EventFlag.WOMEN_ONLY}), player(sex="F"), record(rows), "WIM"
    )
    assert "round 8 (untitled) 2000" in _rule(ordinary, "8.31")[0].detail
    assert "round 8 (untitled) 2100" in _rule(zonal, "8.31")[0].detail
    assert "round 8 (untitled) 2000" in _rule(womens_zonal, "8.31")[0].detail


def test_8_4_half_the_players_titled_or_rated_2300():
    low = [(result, 2250, "", fed) for result, _rating, _title, fed in GM_NORM_9]
    rows = [*GM_NORM_9[:4], *low[4:]]  # 4 GMs, 5 untitled 2250s, an untitled 2250 candidate: 4 of 10
    failing = evaluate_norm(_in_1990(), player(rating=2250, title=""), record(rows), "GM")
    assert not _rule(failing, "8.4")[0].ok and "4 of 10 players" in _rule(failing, "8.4")[0].detail
    rated = evaluate_norm(_in_1990(), player(rating=2300, title=""), record(rows), "GM")
    assert _rule(rated, "8.4")[0].ok


def test_8_4_2100_stands_for_a_title_in_womens_events_for_womens_titles():
    rows = [(result, 2150, "", fed) for result, _rating, _title, fed in GM_NORM_9]
    women = _in_1990(flags={EventFlag.WOMEN_ONLY})
    assert _rule(evaluate_norm(women, player(sex="F", rating=2150, title=""), record(rows), "WIM"), "8.4")[0].ok
    assert not _rule(evaluate_norm(_in_1990(), player(sex="F", rating=2150, title=""), record(rows), "WIM"), "8.4")[
        0
    ].ok


def _federations(*codes):
    return [(result, rating, title, code) for (result, rating, title, _fed), code in zip(GM_NORM_9, codes, strict=True)]


def test_8_5_a_third_of_the_players_foreign_for_a_host_candidate():
    four = _federations("GER", "FRA", "NED", "ENG", "ENG", "ENG", "ENG", "ENG", "ESP")
    three = _federations("GER", "FRA", "ENG", "ENG", "ENG", "ENG", "ENG", "ENG", "ESP")
    assert _rule(evaluate_norm(_in_1990(), player(), record(four), "GM"), "8.5")[0].ok
    failing = _rule(evaluate_norm(_in_1990(), player(), record(three), "GM"), "8.5")[0]
    assert not failing.ok and "3 opponents not of ENG, 4 (a third of 10 players) needed" in failing.detail


def test_8_6_three_federations_except_in_a_single_federation_zonal():
    two = _federations(*["GER"] * 5, *["ENG"] * 4)
    assert not _rule(evaluate_norm(_in_1990(), player(), record(two), "GM"), "8.6")[0].ok
    one = _federations(*["ENG"] * 9)
    zonal = evaluate_norm(_in_1990(flags={EventFlag.ZONAL}), player(), record(one), "GM")
    assert _rule(zonal, "8.6")[0].ok and "single federation" in _rule(zonal, "8.6")[0].detail


def test_8_7_a_guest_may_meet_at_most_two_thirds_plus_one_of_one_federation():
    seven = _federations(*["ENG"] * 7, "FRA", "NED")
    eight = _federations(*["ENG"] * 8, "FRA")
    guest = player(federation="GER")
    assert _rule(evaluate_norm(_in_1990(), guest, record(seven), "GM"), "8.7")[0].ok
    failing = _rule(evaluate_norm(_in_1990(), guest, record(eight), "GM"), "8.7")[0]
    assert not failing.ok and "8 of 10 players from ENG, at most 7" in failing.detail


def test_8_7_thirteen_rounds_allow_ten_of_one_federation():
    rows = [("½", 2500, "GM", "ENG")] * 10 + [("1", 2500, "GM", "FRA")] * 3
    ten = evaluate_norm(_in_1990(rounds=13), player(federation="GER"), record(rows), "GM")
    assert "10 of 14 players from ENG, at most 10" in _rule(ten, "8.7")[0].detail and _rule(ten, "8.7")[0].ok


def _swiss_field(titles):
    return tuple(
        Participant(("FRA", "GER", "NED")[index % 3], rated=True, title=titles if index < 10 else "")
        for index in range(20)
    )


def test_8_8_a_strong_swiss_waives_8_5_to_8_7_with_ten_gm_or_im():
    rows = _federations(*["ENG"] * 9)
    strong = _in_1990(system=TournamentSystem.SWISS, participants=_swiss_field("IM"))
    weak = _in_1990(system=TournamentSystem.SWISS, participants=_swiss_field("FM"))
    exempt = evaluate_norm(strong, player(), record(rows), "GM")
    assert exempt.achieved and exempt.exemption_used == "8.8"
    refused = evaluate_norm(weak, player(), record(rows), "GM")
    assert not refused.achieved and "0 of them GM or IM" in _rule(refused, "8.8")[0].detail


def test_8_8w_for_womens_titles_ten_with_any_fide_title():
    rows = [
        (result, rating, "WGM" if index < 3 else title, "ENG")
        for index, (result, rating, title, _f) in enumerate(GM_NORM_9)
    ]
    swiss = _in_1990(system=TournamentSystem.SWISS, participants=_swiss_field("WFM"))
    verdict = evaluate_norm(swiss, player(sex="F"), record(rows), "WGM")
    assert verdict.exemption_used == "8.8w"


def test_8_9_national_finals_are_exempt():
    rows = _federations(*["ENG"] * 9)
    final = evaluate_norm(_in_1990(flags={EventFlag.NATIONAL_CHAMPIONSHIP_FINAL}), player(), record(rows), "GM")
    assert final.achieved and final.exemption_used == "8.9"


def test_10_1_to_10_4_the_titled_opponents():
    two_gms = replaced(GM_NORM_9, 2, ("½", 2560, "IM", "NED"))
    two_gms = replaced(two_gms, 3, ("½", 2500, "IM", "ESP"))
    assert not _rule(evaluate_norm(_in_1990(), player(), record(two_gms), "GM"), "10.1")[0].ok
    edition = with_category_table(TABLE)
    im = evaluate_norm(_in_1990(), player(), record(two_gms), "IM", edition=edition)
    assert _rule(im, "10.3")[0].ok  # 2 GM
    one_gm = [
        (r, rating, "GM" if index == 0 else ("IM" if index == 2 else ""), fed)
        for index, (r, rating, _t, fed) in enumerate(GM_NORM_9)
    ]
    assert not _rule(evaluate_norm(_in_1990(), player(), record(one_gm), "IM", edition=edition), "10.3")[0].ok
    women = player(sex="F")
    wgm = _rule(evaluate_norm(_in_1990(), women, record(one_gm), "WGM"), "10.2")[0]
    assert wgm.ok and "the text omits the number" in wgm.detail  # 1 GM, 1 IM and others rated 2300 or more
    untitled_low = [(r, 2250, "WIM" if index < 2 else "", fed) for index, (r, _rating, _t, fed) in enumerate(GM_NORM_9)]
    assert not _rule(evaluate_norm(_in_1990(), women, record(untitled_low), "WIM"), "10.4")[0].ok


def test_5_4_a_gm_result_allows_two_double_round_days_and_single_last_three_rounds():
    start = IN_1990_EDITION
    days = [0, 0, 1, 1, 2, 3, 4, 5, 6]  # two double days, the last three rounds alone
    ok = evaluate_norm(
        _in_1990(round_dates=tuple(start + timedelta(d) for d in days)), player(), record(GM_NORM_9), "GM"
    )
    three_doubles = [0, 0, 1, 1, 2, 2, 3, 4, 5]
    too_many = evaluate_norm(
        _in_1990(round_dates=tuple(start + timedelta(d) for d in three_doubles)), player(), record(GM_NORM_9), "GM"
    )
    late_double = [0, 1, 2, 3, 4, 5, 6, 7, 7]
    late = evaluate_norm(
        _in_1990(round_dates=tuple(start + timedelta(d) for d in late_double)), player(), record(GM_NORM_9), "GM"
    )
    assert all(check.ok for check in _rule(ok, "5.4")) and ok.achieved
    assert not _rule(too_many, "5.4")[-1].ok and not _rule(late, "5.4")[-1].ok
    assert not _rule(evaluate_norm(_in_1990(round_dates=()), player(), record(GM_NORM_9), "GM"), "5.4")[-1].ok


def test_8_32_won_games_may_be_left_out_keeping_nine():
    rows = [*replaced(GM_NORM_9, 8, ("0", 2330, "", "GER")), ("1", 1900, "", "ITA")]
    verdict = evaluate_norm(_in_1990(rounds=10), player(), record(rows), "GM")
    assert verdict.achieved and [dropped.reason for dropped in verdict.dropped_rounds] == ["8.32: won game ignored"]


def _event(control, days=9, **facts):
    start = IN_1990_EDITION
    return EventFacts(
        start_date=start,
        end_date=start + timedelta(days=days - 1),
        system=TournamentSystem.ROUND_ROBIN,
        round_dates=tuple(start + timedelta(day) for day in range(9)),
        time_controls=(control,),
        **facts,
    )


def test_5_5_time_controls():
    def verdict(control):
        return next(check for check in tournament_checks(_event(control)) if check.rule == "5.5")

    assert verdict(TimeControl((Period(120, 40), Period(60, 20), Period(30)))).ok  # a 7-hour session
    assert verdict(TimeControl((Period(120, 40), Period(60)))).ok  # the one-per-application control
    assert "one result per application" in verdict(TimeControl((Period(120, 40), Period(60)))).detail
    assert not verdict(TimeControl((Period(120, 50), Period(60)))).ok  # faster than 46 in 2 hours
    assert not verdict(TimeControl((Period(120, 40), Period(30)))).ok  # sudden death in a 5-hour session
    assert verdict(TimeControl((Period(120, 40), Period(30)), increment_seconds=15)).ok
    assert not verdict(TimeControl((Period(90),), increment_seconds=30)).ok  # no move count at all


def test_5_4_and_5_6_rounds_a_day_and_90_days():
    checks = {
        check.rule: check for check in tournament_checks(_event(TimeControl((Period(120, 40), Period(60))), days=91))
    }
    assert not checks["5.6"].ok and checks["5.4"].ok
    league = tournament_checks(
        _event(TimeControl((Period(120, 40), Period(60))), days=200, flags=frozenset({EventFlag.LEAGUE}))
    )
    assert next(check for check in league if check.rule == "5.6").ok


def test_10_9_games_after_the_title_result_may_be_ignored():
    rows = [*GM_NORM_9, ("0", 2300, "", "ITA"), ("0", 2300, "", "ITA")]
    verdict = evaluate_norm(_in_1990(rounds=11), player(), record(rows), "GM")
    assert verdict.achieved and verdict.counted_rounds == tuple(range(1, 10))
    assert all(dropped.reason.startswith("10.9") for dropped in verdict.dropped_rounds)


def test_the_1990_edition_sets_no_minimum_score_of_its_own_for_the_certificate_or_forecast():
    from regulations import forecast, minimum_score

    assert minimum_score("IM", 2480, 9, "1990") is None
    assert minimum_score("GM", 2480, 9, "1990") is None  # 9.21 gives a performance, not a minimum average
    estimates = forecast(_in_1990(), player(), record(GM_NORM_9[:5]), rounds_remaining=4)
    assert estimates == []


def test_5_4_at_most_two_rounds_a_day_in_any_title_event():
    start = IN_1990_EDITION
    three_a_day = EventFacts(
        start_date=start,
        end_date=start + timedelta(days=6),
        system=TournamentSystem.ROUND_ROBIN,
        round_dates=(start, start, start, *(start + timedelta(day) for day in range(1, 7))),
        time_controls=(TimeControl((Period(120, 40), Period(60))),),
    )
    check = next(check for check in tournament_checks(three_a_day) if check.rule == "5.4")
    assert not check.ok and "at most 3 rounds a day" in check.detail


def test_11_31_a_percentage_no_score_reaches_fails_the_category_route_instead_of_crashing():
    """§11.31 asks for a score of at least the category's percentage of the games: a row entered above 100 %
    (a typing slip in the table the federation enters) is a result no player can make, not an engine error."""
    edition = with_category_table(CategoryTable((Category(10, 2476, 2500, {"IM": Fraction(470)}),)))
    verdict = evaluate_norm(_in_1990(), player(), record(GM_NORM_9), "IM", edition=edition)
    category = _rule(verdict, "11.0")[0]
    assert not verdict.achieved and not category.ok
    assert category.detail == "average 2487: category 10; 470 % of 9 games cannot be scored"
