"""Each edition applies the rules its own text has (issue 29): a shared helper carries no rule into an edition
whose text lacks it, and the editions declare the rules they have in their data (``Edition.rule_numbers``)."""

from dataclasses import replace
from datetime import date, timedelta

import pytest

from regulations import EventFlag, GameKind, Participant, TournamentSystem, evaluate_norm
from regulations.editions import EDITIONS, Rule
from regulations.reporting import ReportingFacts, reporting_status

from .builders import GM_NORM_9, game, player, record, tournament

START = {"1990": date(1995, 3, 1), "2001": date(2005, 3, 1), "2009": date(2013, 3, 1), "2014": date(2016, 3, 1),
         "2024": date(2025, 3, 1)}


def _in(edition: str, rounds: int = 9, **facts):
    start = START[edition]
    dates = tuple(start + timedelta(days=day) for day in range(rounds))
    return tournament(rounds=rounds, start=start, end=dates[-1], round_dates=dates, **facts)


def _last_round_forfeit():
    """Eight games of the 9-game norm, a round missed, and the last round (10) won by forfeit: the 1.41c/1.4.1c
    eight-of-nine rule (9-round events) cannot count the eight games instead."""
    return [
        *record(GM_NORM_9[:8]),
        game(9, "0", None, kind=GameKind.BYE_ZERO),
        game(10, "1", 2400, federation="GER", kind=GameKind.FORFEIT_WIN),
    ]


@pytest.mark.parametrize("edition", ["2001", "2009", "2014", "2024"])
def test_the_last_round_forfeit_keeps_the_norm_where_the_text_has_the_rule(edition):
    # 2001 §2.1 "so bleibt die Norm des Spielers bestehen, auch wenn dadurch nur 8 Partien übrig bleiben";
    # 2009 §1.42c, 2014 §1.42d, 2024 §1.4.2c: the opponent's last-round forfeit the player could afford to lose.
    verdict = evaluate_norm(_in(edition, rounds=10), player(), _last_round_forfeit(), "GM")
    number = EDITIONS[edition].rule(Rule.LAST_ROUND_FORFEIT)
    assert verdict.achieved
    assert any(check.rule == number and "forfeited the last round" in check.detail for check in verdict.checks)


def test_1990_8_13_excludes_the_last_round_forfeit_outright():
    # 8.13: "Las partidas decididas por incomparecencia … no serán incluídas"; 8.32 keeps at least 9 games.
    assert not EDITIONS["1990"].has(Rule.LAST_ROUND_FORFEIT)
    verdict = evaluate_norm(_in("1990", rounds=10), player(), _last_round_forfeit(), "GM")
    assert not verdict.achieved and verdict.games == 8
    assert not any("forfeited the last round" in check.detail for check in verdict.checks)
    assert [dropped.reason.split(":")[0] for dropped in verdict.dropped_rounds] == ["8.13", "8.13"]


def _schedule(verdict):
    return {check.rule: check for check in verdict.checks}


def _rounds_on(edition: str, per_day: tuple[int, ...]):
    start = START[edition]
    dates = tuple(start + timedelta(days=day) for day, count in enumerate(per_day) for _ in range(count))
    return tournament(rounds=len(dates), start=start, end=dates[-1], round_dates=dates)


@pytest.mark.parametrize("edition", ["1990", "2009", "2014", "2024"])
def test_a_day_of_three_rounds_makes_no_norm(edition):
    # 1990 §5.4 "No deben jugarse más de dos rondas diarias"; 2009 §1.13, 2014 §1.13, 2024 §1.1.3: at most 2 a day.
    rule = EDITIONS[edition].rule(Rule.ROUNDS_PER_DAY)
    two = evaluate_norm(_rounds_on(edition, (1, 2, 1, 1, 2, 1, 1)), player(), record(GM_NORM_9), "IM")
    three = evaluate_norm(_rounds_on(edition, (1, 3, 1, 1, 1, 1, 1)), player(), record(GM_NORM_9), "IM")
    ok, detail = [(check.ok, check.detail) for check in two.checks if check.rule == rule][0]
    assert ok and detail.startswith(f"2 rounds on {START[edition] + timedelta(days=1)}, the busiest day; at most 2 a day")
    assert not three.achieved
    assert [check.detail for check in three.failures if check.rule == rule][0].startswith("3 rounds on ")


def test_1990_5_4_a_day_of_three_rounds_is_never_called_a_day_with_two_rounds():
    # 5.4, for a GM result: "no deben jugarse más de dos rondas diarias dos días".
    verdict = evaluate_norm(_rounds_on("1990", (1, 3, 1, 1, 1, 1, 1)), player(), record(GM_NORM_9), "GM")
    details = [check.detail for check in verdict.checks if check.rule == "5.4"]
    assert details == [
        "3 rounds on 1995-03-02, the busiest day; at most 2 a day",
        "1 day with more than one round, at most 2; the last three rounds each alone on its day",
    ]
    assert not any("two rounds" in detail for detail in details)


def test_without_round_dates_rounds_that_cannot_fit_two_a_day_make_no_norm():
    # 12 rounds in 5 days: some day had three, whatever the dates were.
    crowded = tournament(rounds=12, start=START["2014"], end=START["2014"] + timedelta(days=4))
    rows = [*GM_NORM_9, ("0", 2300, "", "ITA"), ("0", 2300, "", "ITA"), ("0", 2300, "", "ITA")]
    verdict = evaluate_norm(crowded, player(), record(rows), "GM")
    assert not verdict.achieved
    assert _schedule(verdict)["1.13"].detail == "round dates not given: 12 rounds in 5 days cannot keep to 2 a day"
    roomy = tournament(rounds=9, start=START["2014"], end=START["2014"] + timedelta(days=4))
    assert "1.13" not in _schedule(evaluate_norm(roomy, player(), record(GM_NORM_9), "GM"))


@pytest.mark.parametrize(("edition", "rule"), [("1990", "5.6"), ("2009", "1.15"), ("2014", "1.14")])
def test_an_event_longer_than_90_days_makes_no_norm_unless_a_league(edition, rule):
    # 1990 §5.6 "La competición debe de ser jugada en un periodo de 90 días", 5.61 leagues excepted; 2009 §1.15,
    # 2014 §1.14: 90 days, leagues and national team championships longer, or approved beforehand.
    start = START[edition]
    ninety = tournament(start=start, end=start + timedelta(days=89))
    longer = tournament(start=start, end=start + timedelta(days=90), rating_method_stipulated=True,
                        ratings_of_day_of_play=True)
    assert _schedule(evaluate_norm(ninety, player(), record(GM_NORM_9), "GM"))[rule].ok
    refused = evaluate_norm(longer, player(), record(GM_NORM_9), "GM")
    assert not refused.achieved
    assert _schedule(refused)[rule].detail == f"91 days (from {start} to {start + timedelta(days=90)}), at most 90"
    league = replace(longer, flags=frozenset({EventFlag.LEAGUE}))
    assert _schedule(evaluate_norm(league, player(), record(GM_NORM_9), "GM"))[rule].ok


def test_1990_5_61_excepts_leagues_only():
    # "Puede hacerse una excepción para ligas": a national team championship is no league in 1990.
    longer = tournament(start=START["1990"], end=START["1990"] + timedelta(days=90),
                        flags=frozenset({EventFlag.NATIONAL_TEAM_CHAMPIONSHIP}))
    assert not _schedule(evaluate_norm(longer, player(), record(GM_NORM_9), "GM"))["5.6"].ok


def test_2001_sets_no_schedule_and_2024_no_length():
    # The 2001 excerpt sets no administration rules; 2024 sets no length (1.1.4 changes only the ratings).
    assert not EDITIONS["2001"].has(Rule.ROUNDS_PER_DAY) and not EDITIONS["2001"].has(Rule.DURATION)
    assert not EDITIONS["2024"].has(Rule.DURATION)
    crowded = replace(_rounds_on("2001", (3, 3, 3)), end_date=START["2001"] + timedelta(days=200))
    assert evaluate_norm(crowded, player(), record(GM_NORM_9), "GM").achieved
    long = replace(_in("2024"), end_date=START["2024"] + timedelta(days=200), ratings_of_day_of_play=True)
    assert evaluate_norm(long, player(), record(GM_NORM_9), "GM").achieved


def _field(withdrawn_rating: int) -> tuple[Participant, ...]:
    """The candidate (ENG 2450), his nine opponents of GM_NORM_9, and an entrant who withdrew before meeting him."""
    opponents = tuple(Participant(fed, rated=True, title=title, rating=rating) for _r, rating, title, fed in GM_NORM_9)
    return (Participant("ENG", rated=True, title="FM", rating=2450), *opponents,
            Participant("ITA", rated=True, rating=withdrawn_rating, rounds_missed=8))


@pytest.mark.parametrize(("withdrawn", "without", "performance", "achieved"), [(2200, 2462, 2587, False),
                                                                               (2700, 2512, 2637, True)])
def test_1990_9_1_a_round_robin_average_is_fixed_over_the_whole_field(withdrawn, without, performance, achieved):
    # 9.1 "En Torneos por Sistema Round-Robin, el promedio de clasificación para propósitos de título será
    # determinado antes del comienzo de la competición": every entrant, the one who withdrew included.
    event = replace(_in("1990"), participants=_field(withdrawn))
    verdict = evaluate_norm(event, player(), record(GM_NORM_9), "GM")
    basis = _schedule(verdict)["9.1"]
    assert basis.detail == ("a round robin: the average is fixed before the start, over the whole field of 11 players, "
                            "those who withdrew included")
    assert _schedule(verdict)["11.1"].detail.startswith(f"{2450 + 22420 + withdrawn} / 11 players = ")
    assert f"performance {performance} (average {without}, without the candidate" in _schedule(verdict)["9.21"].detail
    # The reported figures are those that made (or refused) the result, on the verdict and so on the IT1.
    assert (verdict.achieved, verdict.average_rating, verdict.performance) == (achieved, without, performance)


def test_1990_9_2_a_swiss_average_is_the_candidate_and_his_opponents():
    # 9.2 "En Torneos por Sistema Suizo, Scheveningen o por equipos … despues de que todos los oponentes … sean
    # establecidos": the entrant he never met does not count.
    event = replace(_in("1990"), system=TournamentSystem.SWISS, participants=_field(2200))
    verdict = evaluate_norm(event, player(), record(GM_NORM_9), "GM")
    assert "9.1" not in _schedule(verdict)
    assert _schedule(verdict)["9.2"].detail == ("a Swiss event: the average is taken once the opponents are known, the "
                                                "candidate and his opponents as in a round robin")
    assert verdict.achieved and (verdict.average_rating, verdict.performance) == (2491, 2616)


def test_1990_9_21_the_reported_average_is_the_one_the_candidate_chose():
    # 9.21: "un jugador puede elegir entre incluirse o no a sí mismo": a 2700 candidate counts himself in (2525);
    # the verdict and the certificate show 2525 and 2605, not the opponents' 2505 and 2585.
    rows = [("1", 2505, "GM", "GER"), ("1", 2505, "GM", "FRA"), ("1", 2505, "GM", "NED"), ("½", 2505, "GM", "ESP"),
            ("½", 2505, "GM", "GER"), ("½", 2505, "GM", "FRA"), ("½", 2505, "GM", "NED"), ("½", 2505, "GM", "ESP"),
            ("0", 2505, "GM", "GER")]
    verdict = evaluate_norm(_in("1990"), player(rating=2700, title="IM"), record(rows), "GM")
    assert verdict.achieved and (verdict.average_rating, verdict.performance) == (2525, 2605)


@pytest.mark.parametrize("edition", ["1990", "2001", "2009", "2014", "2024"])
def test_the_reported_average_is_that_of_the_games_left_after_the_drops(edition):
    # 2009 §1.42f (1990 §10.9, 2001 §2.1, 2014 §1.42e, 2024 §1.4.1e in a Swiss): games after the title result may
    # be ignored. All ten games: 6/10 against 2472 (Rp 2544); the nine that make the norm: 6/9 against 2491.
    rows = [*GM_NORM_9, ("0", 2300, "", "ITA")]
    event = replace(_in(edition, rounds=10), system=TournamentSystem.SWISS)
    verdict = evaluate_norm(event, player(), record(rows), "GM")
    assert verdict.achieved and verdict.counted_rounds == tuple(range(1, 10))
    assert (verdict.average_rating, verdict.performance) == (2491, 2616)


def test_each_edition_reports_by_its_own_deadlines():
    # 1990 §7.1 "En las dos semanas siguientes al final del Torneo"; §7.3 "más de un periodo de clasificación de
    # retraso no serán aceptados", with no agreement that lifts it. 2009 §1.92: 30 days; §1.96 the QC chairman may
    # agree. 2014 and 2024 do not restate the rules: general principles.
    facts = ReportingFacts(last_round=date(1995, 3, 10), reported_on=None, returned_on=None, registered=True,
                           late_report_approved=True, submitted_by_host_federation=False)
    old = reporting_status(facts, date(1996, 1, 1), EDITIONS["1990"].reporting)
    assert (old.report_due, [check.rule for check in old.at_risk]) == (date(1995, 3, 24), ["7.1", "7.3"])
    assert [check.detail for check in old.at_risk][1] == "more than 6 months late (after 1995-09-24): not accepted"
    later = reporting_status(replace(facts, last_round=date(2012, 3, 10)), date(2013, 1, 1), EDITIONS["2009"].reporting)
    assert later.report_due == date(2012, 4, 9) and later.accepts_upload
    assert EDITIONS["2014"].reporting.too_late_rule == "general principle; decisions.md item 122"
