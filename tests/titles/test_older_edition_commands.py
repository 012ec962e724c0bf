"""`evaluate_norms --edition 2001/1990`, `norm_table --edition 2001/1990` and `import_category_table`."""

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from titles.models import NormCategory

DEMO_ROUND_ROBIN = Path(__file__).resolve().parents[2] / "tournaments" / "demo" / "kyiv_autumn_round_robin_2023.trf"
CATEGORIES = (
    "category,lowest_average,highest_average,gm_percent,im_percent,wgm_percent,wim_percent\n"
    "9,2451,2475,73,53,,\n"
    "10,2476,2500,65,47,,\n"
)


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
@pytest.mark.parametrize("edition", ["2001", "1990"])
def test_evaluate_norms_judges_a_file_by_an_older_edition(edition):
    report = json.loads(run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json", "--explain", "--edition", edition))
    assert {norm["edition"] for player in report for norm in player["norms"]} == {edition}
    bondar = next(player for player in report if player["fide_id"] == 14100040)
    gm = next(norm for norm in bondar["norms"] if norm["title"] == "GM")
    rules = {check["rule"] for check in gm["checks"]}
    if edition == "2001":
        # 6/9 against 2476: Rp 2601, exactly the 2001 minimum.
        assert gm["performance"] == 2601 and "2.5" in rules
    else:
        assert {"8.3", "8.4", "11.1", "9.21"} <= rules


def test_norm_table_prints_the_2001_table():
    table = json.loads(run("norm_table", "--games", "9", "--edition", "2001", "--json"))
    assert table["edition"] == "2001"
    top = table["rows"][0]
    assert (top["GM"][0], top["IM"][0], top["WGM"][0], top["WIM"][0]) == (2381, 2231, 2181, 2031)
    # No 35 % minimum in 2001: 3 points in 9 (33 %) still appear, from Rp 2601 + 125.
    three = next(row for row in table["rows"] if row["score"] == 3.0)
    assert three["GM"][0] == 2726


@pytest.mark.django_db
def test_norm_table_for_1990_says_its_table_is_missing_until_entered(tmp_path):
    with pytest.raises(CommandError, match="category table"):
        run("norm_table", "--games", "9", "--edition", "1990")
    source = tmp_path / "categories.csv"
    source.write_text(CATEGORIES)
    assert "2 categories entered" in run("import_category_table", str(source))
    table = json.loads(run("norm_table", "--games", "9", "--edition", "1990", "--json"))
    assert table["categories"][0] == {"category": 9, "averages": [2451, 2475], "GM": 7.0, "IM": 5.0}
    assert "10  2476–2500  GM 6  IM 4½" in run("norm_table", "--games", "9", "--edition", "1990")
    # evaluate_norms judges by the entered table too: 6/9, average 2466 with the candidate: category 9.
    report = json.loads(run("evaluate_norms", str(DEMO_ROUND_ROBIN), "--json", "--explain", "--edition", "1990"))
    bondar = next(player for player in report if player["fide_id"] == 14100040)
    im = next(norm for norm in bondar["norms"] if norm["title"] == "IM")
    assert any(check["rule"] == "11.0" and "category" in check["detail"] and check["ok"] for check in im["checks"])


@pytest.mark.django_db
def test_import_category_table_refuses_a_bad_row_and_keeps_the_table(tmp_path):
    source = tmp_path / "categories.csv"
    source.write_text(CATEGORIES)
    run("import_category_table", str(source))
    source.write_text(CATEGORIES.replace("2476,2500", "2500,2476"))
    with pytest.raises(CommandError, match="line 3"):
        run("import_category_table", str(source))
    assert NormCategory.objects.count() == 2
