"""Applications: each norm as its own edition counted it, judged by the rules of the edition in force on the
application date (1990 §1.11, 5.5, 8.9, 10.5–10.7; 2001 §1, §2.2; 2024 §1.5)."""

from datetime import date, timedelta

from regulations import NormApplication, RatingRecord, TournamentSystem, evaluate_norm
from regulations.application_rules import application_checks, norm_application_checks

from .builders import GM_NORM_9, nine_day_norm, norm_record, player, record, tournament


def _rules(checks):
    return {check.rule: check for check in checks}


def test_a_2008_norm_and_a_2016_norm_each_keep_their_edition_and_the_application_follows_2024():
    in_2008 = tournament(start=date(2008, 3, 1), rounds=15, system=TournamentSystem.SWISS)
    in_2016 = tournament(start=date(2016, 3, 1))
    long_rows = [
        (("1" if index < 7 else "0" if index < 14 else "½"), 2700, "GM", ("GER", "FRA", "ESP")[index % 3])
        for index in range(15)
    ]
    first = evaluate_norm(in_2008, player(), record(long_rows), "GM")
    second = evaluate_norm(in_2016, player(), record(GM_NORM_9), "GM")
    assert (first.edition, second.edition) == ("2001", "2014")
    # 2001 has no 13-game cap: the 2008 norm counts 17 games where 2009 and later would count 15.
    assert first.counts_as_games == 17
    application = NormApplication(
        "GM",
        (norm_record(first, in_2008), norm_record(second, in_2016)),
        RatingRecord(2510, date(2017, 1, 1), 300),
    )
    edition, checks = application_checks(application, date(2026, 5, 1))
    assert edition.name == "2024"
    rules = _rules(checks)
    # 2024's 1.5.1 adds what each edition counted: 17 (2001) + 9 (2014) = 26, one short of 27.
    assert not rules["1.5.1"].ok and rules["1.5.1"].detail.startswith("17 + 9 = 26 games, 27 needed")
    assert rules["1.5.3"].ok
    # Had it been made in 2008, 2001's own rules would judge the same norms (27 games there too).
    edition_2008, checks_2008 = application_checks(application, date(2008, 12, 1))
    assert edition_2008.name == "2001" and "1" in _rules(checks_2008)


def test_2001_application_27_games_one_normal_norm_and_a_conditional_award():
    norms = (nine_day_norm(date(2003, 1, 1), 13), nine_day_norm(date(2004, 1, 1), 14, exemption_used="2.2"))
    rated = NormApplication("GM", norms, RatingRecord(2480, date(2004, 6, 1)))
    edition, checks = application_checks(rated, date(2005, 1, 1))
    assert edition.name == "2001"
    by_detail = {check.detail.split(":")[0]: check for check in checks}
    assert [check.ok for check in checks] == [True, True, True, True]
    assert "the title is awarded on condition" in checks[-1].detail
    assert "13 + 14 = 27 games" in checks[1].detail and by_detail
    short = NormApplication("GM", (norms[0], nine_day_norm(date(2004, 1, 1), 13, exemption_used="2.2")), rated.highest_rating)
    assert not application_checks(short, date(2005, 1, 1))[1][1].ok
    exempt_only = NormApplication("GM", (norms[1], norms[1]), rated.highest_rating)
    normal = application_checks(exempt_only, date(2005, 1, 1))[1][2]
    assert normal.rule == "2.2" and not normal.ok


_RATED = RatingRecord(2510, date(1994, 1, 1))


def _checks_1990(*norms, rating=_RATED, title="GM"):
    edition, checks = application_checks(NormApplication(title, tuple(norms), rating), date(1996, 1, 1))
    assert edition.name == "1990"
    return checks


def test_1_11_and_10_5_24_games_with_a_round_robin_30_without():
    with_round_robin = _checks_1990(
        nine_day_norm(date(1992, 1, 1), 12), nine_day_norm(date(1993, 1, 1), 12, system=TournamentSystem.SWISS)
    )
    assert next(check for check in with_round_robin if check.rule == "1.11" and "games" in check.detail).ok
    swiss_only = _checks_1990(
        nine_day_norm(date(1992, 1, 1), 12, system=TournamentSystem.SWISS),
        nine_day_norm(date(1993, 1, 1), 12, system=TournamentSystem.SWISS),
    )
    total = next(check for check in swiss_only if check.rule == "1.11" and "games" in check.detail)
    assert not total.ok and "30 needed" in total.detail


def test_1_11_two_results_at_least():
    checks = _checks_1990(nine_day_norm(date(1992, 1, 1), 30))
    assert not next(check for check in checks if check.detail.startswith("1 result")).ok


def test_10_6_one_result_from_an_event_with_one_round_a_day():
    doubles = tuple(date(1992, 1, 1) + timedelta(days=day // 2) for day in range(9))
    one_a_day = _checks_1990(nine_day_norm(date(1992, 1, 1), 12), nine_day_norm(date(1993, 1, 1), 12, round_dates=doubles))
    assert _rules(one_a_day)["10.6"].ok
    none = _checks_1990(
        nine_day_norm(date(1992, 1, 1), 12, round_dates=doubles), nine_day_norm(date(1993, 1, 1), 12, round_dates=doubles)
    )
    assert not _rules(none)["10.6"].ok


def test_10_7_results_within_six_years():
    assert _rules(_checks_1990(nine_day_norm(date(1990, 1, 1), 12), nine_day_norm(date(1996, 1, 1), 12)))["10.7"].ok
    assert not _rules(_checks_1990(nine_day_norm(date(1990, 1, 1), 12), nine_day_norm(date(1996, 1, 2), 12)))["10.7"].ok


def test_1_11_the_title_rating_within_seven_years_of_the_first_result():
    """1.11 "dentro de los siete años posteriores a la consecución del primer resultado": counted from the
    completion of the first result, the end of its event (1990-01-10), so 1997-01-10 is within, 1997-01-11 not."""
    norms = (nine_day_norm(date(1990, 1, 1), 12), nine_day_norm(date(1991, 1, 1), 12))
    assert _rules(_checks_1990(*norms, rating=RatingRecord(2500, date(1997, 1, 10))))["1.11"].ok
    late = _rules(_checks_1990(*norms, rating=RatingRecord(2500, date(1997, 1, 11))))["1.11"]
    assert not late.ok and "by 1997-01-10" in late.detail
    assert not _rules(_checks_1990(*norms, rating=RatingRecord(2490, date(1991, 1, 2))))["1.11"].ok


def test_5_5_one_result_at_40_moves_in_2_hours_and_the_rest_in_1_hour():
    one = _checks_1990(nine_day_norm(date(1992, 1, 1), 12, quick_finish=True), nine_day_norm(date(1993, 1, 1), 12))
    two = _checks_1990(nine_day_norm(date(1992, 1, 1), 12, quick_finish=True), nine_day_norm(date(1993, 1, 1), 12, quick_finish=True))
    assert _rules(one)["5.5"].ok and not _rules(two)["5.5"].ok


def test_8_9_not_solely_on_national_events():
    from regulations import EventFlag

    national = frozenset({EventFlag.LEAGUE})
    only = _checks_1990(nine_day_norm(date(1992, 1, 1), 12, flags=national), nine_day_norm(date(1993, 1, 1), 12, flags=national))
    mixed = _checks_1990(nine_day_norm(date(1992, 1, 1), 12, flags=national), nine_day_norm(date(1993, 1, 1), 12))
    assert not _rules(only)["8.9"].ok and _rules(mixed)["8.9"].ok


def test_10_8_each_result_is_a_result_for_the_title():
    checks = _checks_1990(nine_day_norm(date(1992, 1, 1), 12, title="IM"), nine_day_norm(date(1993, 1, 1), 12))
    assert not _rules(checks)["10.8"].ok


def test_a_2014_application_keeps_each_2024_checks_outcome_and_message_under_its_own_numbers():
    """A 2014 application is judged by the 2024 checks (decisions.md item 79), each cited by 2014's own number or
    as a general principle: only the citation changes, never the outcome or the words (a failing check included)."""
    norms = (nine_day_norm(date(2014, 9, 1), 9, edition="2014"), nine_day_norm(date(2015, 1, 1), 9, edition="2014"))
    application = NormApplication("GM", norms, RatingRecord(2510, date(2015, 3, 1)))
    edition, cited = application_checks(application, date(2016, 1, 1))
    plain = norm_application_checks(application)
    assert edition.name == "2014" and not all(check.ok for check in plain)
    assert [(check.ok, check.message) for check in cited] == [(check.ok, check.message) for check in plain]
    assert [check.rule for check in cited] != [check.rule for check in plain]
