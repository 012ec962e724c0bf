"""`norm_table` and `evaluate_norms`: the command-line faces of the engine."""

import datetime
import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tests.samples import DEMO_ROUND_ROBIN, demo_round_robin_from


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_norm_table_json_has_the_1_49a_shape():
    table = json.loads(run("norm_table", "--games", "9", "--edition", "2009", "--json"))
    assert (table["games"], table["edition"]) == (9, "2009")
    assert table["rows"][0] == {"score": 7.0, "GM": [2380, 2433], "IM": [2230, 2283], "WGM": [2180, 2233], "WIM": [2030, 2083]}
    assert table["rows"][-1]["score"] == 3.5 and table["rows"][-1]["GM"] == [2680, None]


def test_norm_table_for_17_games_explains_the_row_the_seed_does_not_print():
    output = run("norm_table", "--games", "17", "--edition", "2009")
    assert "6½" in output.splitlines()[-3] or "6½" in output
    assert "stops at 6½" in output
    table = json.loads(run("norm_table", "--games", "17", "--edition", "2009", "--json"))
    assert table["rows"][-1]["score"] == 6.0 and table["rows"][-1]["GM"][0] == 2710


def test_norm_table_refuses_an_unknown_edition():
    with pytest.raises(CommandError):
        run("norm_table", "--games", "9", "--edition", "1999")


def test_evaluate_norms_json_lists_every_player_and_title():
    report = json.loads(run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json", "--explain"))
    assert len(report) == 10
    bondar = next(player for player in report if player["fide_id"] == 14100040)
    gm = next(norm for norm in bondar["norms"] if norm["title"] == "GM")
    assert gm["achieved"] and (gm["games"], gm["score"], gm["average_rating"], gm["performance"]) == (9, 6.0, 2476, 2601)
    assert gm["edition"] == "2014" and gm["exemption_used"] is None
    assert {"rule", "ok", "detail"} <= set(gm["checks"][0])
    assert set(gm) >= {"title", "achieved", "games", "counts_as_games", "score", "average_rating", "performance", "dropped_rounds", "exemption_used", "checks"}


def test_evaluate_norms_json_is_compact_and_explain_gives_the_same_checks_in_full():
    """Without --explain a check is [rule, ok, message key, values]: the same rule, outcome and values as the full
    form, the key the same for the same message, and the documented fields of the verdict unchanged."""
    compact_text = run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json")
    full_text = run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json", "--explain")
    compact, full = json.loads(compact_text), json.loads(full_text)
    assert len(compact_text) * 3 < len(full_text)
    keys = {}
    for compact_player, full_player in zip(compact, full, strict=True):
        assert compact_player["start_number"] == full_player["start_number"]
        for short, long in zip(compact_player["norms"], full_player["norms"], strict=True):
            figures = ("title", "achieved", "games", "counts_as_games", "score", "average_rating", "performance")
            assert [short[name] for name in figures] == [long[name] for name in figures]
            for (rule, ok, key, *values), check in zip(short["checks"], long["checks"], strict=True):
                assert (rule, ok) == (check["rule"], check["ok"])
                assert keys.setdefault(key, check["message"]) == check["message"]
                numbers = {name: value for name, value in check["params"].items() if isinstance(value, int)}
                assert numbers.items() <= values[0].items()
    assert len(keys) > 10


def test_evaluate_norms_can_force_an_edition():
    report = json.loads(run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json", "--edition", "2009"))
    assert {norm["edition"] for player in report for norm in player["norms"]} == {"2009"}


def test_evaluate_norms_rejects_a_damaged_file_with_its_line(tmp_path):
    damaged = tmp_path / "bad.trf"
    damaged.write_bytes(DEMO_ROUND_ROBIN.read_bytes().replace(b"2585 UKR", b"25X5 UKR"))
    with pytest.raises(CommandError, match=r"line 14, column \d+"):
        run("evaluate_norms", str(damaged))


def test_evaluate_norms_chooses_2024_for_an_event_from_1_january_2024(tmp_path):
    redated = tmp_path / "2025.trf"
    redated.write_bytes(demo_round_robin_from(datetime.date(2025, 11, 4)))
    report = json.loads(run("evaluate_norms", str(redated), "--json"))
    assert {norm["edition"] for player in report for norm in player["norms"]} == {"2024"}


def test_evaluate_norms_judges_a_file_with_no_date_with_start_date_not_given(tmp_path):
    # 1.53: the regulations "prevailing at the time of the tournament": a file that gives no time is not judged as
    # if it were played today, and no norm is confirmed from it.
    undated = tmp_path / "undated.trf"
    lines = DEMO_ROUND_ROBIN.read_text().splitlines()
    undated.write_text("\n".join(line for line in lines if line[:3] not in ("042", "052", "132")) + "\n")
    report = json.loads(run("evaluate_norms", str(undated), "--json", "--explain", "--edition", "2014"))
    norms = [norm for player in report for norm in player["norms"]]
    assert norms and not any(norm["achieved"] for norm in norms)
    for norm in norms:
        first = norm["checks"][0]
        assert (first["rule"], first["ok"]) == ("general principle; decisions.md item 114", False) and first["detail"].startswith("start date not given")


def test_norm_table_2024_equals_2009_for_9_to_19_games():
    for games in range(9, 20):
        assert json.loads(run("norm_table", "--games", str(games), "--edition", "2024", "--json"))["rows"] == json.loads(
            run("norm_table", "--games", str(games), "--edition", "2009", "--json")
        )["rows"]
