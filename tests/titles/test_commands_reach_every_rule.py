"""`evaluate_norms --event-kind/--host/--qc-exemption/--achieved` and `norm_table --requirements`: every special
rule checked from the command line, on constructed TRF files."""

import json
from datetime import date
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tests.regulations.constructed_trf import Entrant, build, cycles, wins_for
from tests.regulations.seed_tables import table_1_7_rows


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def judged(path, *options) -> dict[int, dict[str, dict]]:
    report = json.loads(run("evaluate_norms", str(path), "--json", "--explain", *options))
    return {player["start_number"]: {norm["title"]: norm for norm in player["norms"]} for player in report}


def written(tmp_path, text: str, name: str = "event.trf"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _cup() -> str:
    """Four two-game matches of player 1 (ENG) against Americans (three GMs, one IM)."""
    entrants = [Entrant("Cup, Player", "ENG", 2550, "IM")]
    entrants += [Entrant(f"Opponent, {index}", "USA", 2700, title) for index, title in enumerate(["GM", "GM", "GM", "IM"])]
    entrants += [Entrant("Other, A", "CHN", 2600, "GM"), Entrant("Other, B", "IND", 2600, "GM")]
    schedule = [[(1, 2 + game // 2), (6, 7)] for game in range(8)]
    return build(entrants, schedule, lambda white, black, round: "=" if white == 6 else "1" if white == 1 else "0")


def test_evaluate_norms_event_kind_world_cup_uses_the_eight_game_table(tmp_path):
    path = written(tmp_path, _cup())
    assert not judged(path)[1]["GM"]["achieved"]
    cup = judged(path, "--event-kind", "world_cup")[1]["GM"]
    assert cup["achieved"] and cup["counts_as_games"] == 14
    assert judged(path, "--event-kind", "womens_world_championship")[1]["GM"]["achieved"]


def _swiss_of_home_players(federation: str) -> str:
    entrants = [Entrant("Player, One", "ESP", 2500, "IM")]
    entrants += [Entrant(f"Home, Gm {index}", "ESP", 2600, "GM") for index in range(9)]
    entrants += [Entrant(f"Guest, {index}", ("GER", "FRA", "NED")[index % 3], 2450, "IM") for index in range(20)]
    schedule = [[(1, round + 2), *[(11 + 2 * pair, 12 + 2 * pair) for pair in range(10)]] for round in range(9)]
    return build(entrants, schedule, wins_for(1, otherwise=lambda *_: "="), federation=federation)


def test_evaluate_norms_host_overrides_a_missing_record_032(tmp_path):
    path = written(tmp_path, _swiss_of_home_players(""))
    without = judged(path)[1]["GM"]
    assert not without["achieved"]
    assert any("the host federation is not known" in check["detail"] for check in without["checks"])
    with_host = judged(path, "--host", "ESP")[1]["GM"]
    assert with_host["achieved"] and with_host["exemption_used"] == "1.43e"


def test_evaluate_norms_qc_exemption_waives_the_federation_rules(tmp_path):
    entrants = [Entrant("Player, One", "ESP", 2500, "IM")] + [
        Entrant(f"Home, Gm {index}", "ESP", 2600, "GM") for index in range(9)
    ]
    path = written(tmp_path, build(entrants, cycles(10, 1), wins_for(1)))
    assert not judged(path)[1]["GM"]["achieved"]
    exempt = judged(path, "--qc-exemption")[1]["GM"]
    assert exempt["achieved"] and exempt["exemption_used"] == "1.43d"


def _long_league(start: date) -> str:
    """Nine rounds twelve days apart: 97 days. Player 1 (IM) beats five GMs and four IMs of five federations."""
    entrants = [Entrant("Home, Ivan", "ENG", 2480, "IM")]
    entrants += [Entrant(f"Gm, {index}", ("GER", "FRA", "NED")[index % 3], 2600, "GM") for index in range(5)]
    entrants += [Entrant(f"Im, {index}", ("ITA", "USA")[index % 2], 2500, "IM") for index in range(4)]
    return build(entrants, cycles(10, 1), wins_for(1), start=start, days_between_rounds=12)


# 2009 §1.16: over 90 days, "Which system is used must be stipulated prior to the event ..."
def test_2009_1_16_evaluate_norms_rating_method_stipulated_makes_the_long_events_norm(tmp_path):
    path = written(tmp_path, _long_league(date(2011, 1, 3)))
    without = judged(path, "--event-kind", "league")[1]["GM"]
    assert not without["achieved"]
    assert [check["rule"] for check in without["checks"] if not check["ok"]] == ["1.16"]
    stipulated = judged(path, "--event-kind", "league", "--rating-method-stipulated")[1]["GM"]
    assert stipulated["achieved"]
    assert any(check["rule"] == "1.16" and "(a) the rating list at the start" in check["detail"] for check in stipulated["checks"])


def test_2014_1_15_evaluate_norms_rating_method_stipulated_does_not_replace_the_day_of_play(tmp_path):
    path = written(tmp_path, _long_league(date(2016, 1, 4)))
    gm = judged(path, "--event-kind", "league", "--rating-method-stipulated")[1]["GM"]
    assert not gm["achieved"] and [check["rule"] for check in gm["checks"] if not check["ok"]] == ["1.15"]
    # 1.14: not a league, the 97-day event breaks the 90 days besides.
    individual = judged(path, "--rating-method-stipulated")[1]["GM"]
    assert [check["rule"] for check in individual["checks"] if not check["ok"]] == ["1.15", "1.14"]


@pytest.mark.parametrize(
    ("option", "value", "valid"),
    [("--event-kind", "cup", "world_cup"), ("--host", "XXX", "ESP"), ("--host", "NON", "UKR")],
)
def test_evaluate_norms_refuses_unknown_values_with_the_valid_ones(tmp_path, option, value, valid):
    path = written(tmp_path, _cup())
    with pytest.raises(CommandError, match=rf"{value!r}; valid: .*\b{valid}\b"):
        run("evaluate_norms", str(path), option, value)


# 0.43 (001): a title counts from its confirmation; a player holding GM makes no GM, IM, WGM or WIM norm.
def test_0_43_evaluate_norms_achieved_lists_no_norm_for_a_title_held(tmp_path):
    entrants = [Entrant("Holder, Gm", "ENG", 2600, "GM", sex="w"), Entrant("Holder, Im", "SCO", 2480, "IM", sex="w")]
    entrants += [Entrant(f"Strong, {index}", fed, 2650, "GM") for index, fed in enumerate(["GER", "FRA", "NED", "ITA", "USA", "ESP", "POL", "CZE"])]
    path = written(tmp_path, build(entrants, cycles(10, 1), wins_for(1, 2)))
    report = json.loads(run("evaluate_norms", str(path), "--json", "--explain", "--achieved"))
    listed = {player["start_number"]: [norm["title"] for norm in player["norms"]] for player in report}
    assert listed[1] == []
    assert listed[2] == ["GM", "WGM"]
    everything = judged(path)
    for title in ("GM", "IM", "WGM", "WIM"):
        gm = everything[1][title]
        assert not gm["achieved"]
        assert [check["detail"][:15] for check in gm["checks"] if not check["ok"]] == ["already holds G"]
    assert not everything[2]["WIM"]["achieved"] and not everything[2]["IM"]["achieved"]


# Table 1.7 as printed in 000 for 9–19 games; 2014 and 2024 have the same minimums (rounded up) and no
# maximum of unrated opponents.
@pytest.mark.parametrize("edition", ["2009", "2014", "2024"])
@pytest.mark.parametrize("games", range(9, 20))
def test_norm_table_requirements_print_table_1_7(edition, games):
    printed = {key: values[games - 7] for key, values in table_1_7_rows().items()}
    table = json.loads(run("norm_table", "--games", str(games), "--edition", edition, "--requirements", "--json"))
    assert (table["games"], table["edition"]) == (games, edition)
    need = table["requirements"]
    assert need["norm_title_opponents"] == dict.fromkeys(("GM", "IM", "WGM", "WIM"), printed["mo"])
    assert need["title_holders"] == printed["title_holders"]
    assert need["max_own_federation"] == printed["max_own_federation"]
    assert need["max_one_federation"] == printed["max_one_federation"]
    assert need["min_foreigners"] == games - printed["max_own_federation"]
    assert need["min_other_federations"] == 2
    assert need["max_unrated"] == (games - printed["min_rated"] if edition == "2009" else None)


def test_norm_table_requirements_2014_needs_4_gms_at_10_games():
    output = run("norm_table", "--games", "10", "--edition", "2014", "--requirements")
    assert "GM opponents, at least (1.45b)                   4" in output
    assert "no maximum" in output


def test_norm_table_requirements_8_games_marks_the_federation_rows_irrelevant():
    output = run("norm_table", "--games", "8", "--edition", "2009", "--requirements")
    assert "from any one federation, at most (1.44a)         irrelevant" in output
    assert "unrated, at most (1.46a)                         1" in output
