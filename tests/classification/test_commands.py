"""The command-line faces: importing a table, the expiry job, judging a tournament again; and the CSV reader."""

import datetime
from decimal import Decimal
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from classification.models import NormTable
from classification.norm_csv import NormCsvError, parse_norm_csv, rows_as_csv
from classification.rules import Target

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_the_data_migration_files_the_seeds_row_as_the_first_version():
    table = NormTable.objects.order_by("effective_from").first()
    (row,) = table.rows.all()
    assert (row.coefficient_from, row.coefficient_to, row.second_percent, row.third_percent) == (
        Decimal("2.81"),
        Decimal("2.81"),
        Decimal("73"),
        Decimal("48"),
    )
    assert row.first_percent is None and table.source == "«I. Очні змагання», Примітки: приклад розрахунку"
    assert "seed" not in table.note


def test_the_csv_reader_takes_semicolons_and_decimal_commas():
    rows = parse_norm_csv("K_from;K_to;II;III\n2,76;2,85;73;48\n2,86;2,95;74,5;\n")
    assert rows[0].coefficient_from == Decimal("2.76") and rows[1].percents == {Target.SECOND: Decimal("74.5")}


def test_the_csv_reader_refuses_an_unknown_column_and_names_a_bad_cell():
    with pytest.raises(NormCsvError) as unknown:
        parse_norm_csv("K_from,K_to,IV\n1,2,50\n")
    assert unknown.value.line == 1
    with pytest.raises(NormCsvError) as bad:
        parse_norm_csv("K_from,K_to,II\n1,2,50\n2.01,x,50\n")
    assert bad.value.line == 3 and "x is not a number" in bad.value.message


def test_a_table_written_as_csv_reads_back_the_same():
    rows = parse_norm_csv("K_from,K_to,KMS,point,I,II,III,youth\n0.00,0.50,80,70,60,,,\n0.51,1.00,78,68,58,40,,\n")
    assert parse_norm_csv(rows_as_csv(rows)) == rows


def test_import_norm_table_files_a_dated_version_and_replaces_it_when_run_again(tmp_path):
    path = tmp_path / "table.csv"
    path.write_text("K_from,K_to,II,III\n2.76,2.85,73,48\n2.86,2.95,75,50\n", encoding="utf-8")
    assert "2 rows in force from 2024-01-01" in run("import_norm_table", str(path), "--effective-from", "2024-01-01")
    path.write_text("K_from,K_to,II,III\n2.76,2.95,74,49\n", encoding="utf-8")
    run("import_norm_table", str(path), "--effective-from", "2024-01-01")
    table = NormTable.objects.get(effective_from=datetime.date(2024, 1, 1))
    assert table.rows.count() == 1 and table.source == "table.csv"


def test_import_norm_table_refuses_overlapping_rows(tmp_path):
    path = tmp_path / "table.csv"
    path.write_text("K_from,K_to,II\n2.70,2.85,73\n2.80,2.95,75\n", encoding="utf-8")
    with pytest.raises(CommandError, match="overlap"):
        run("import_norm_table", str(path), "--effective-from", "2024-01-01")
    assert not NormTable.objects.filter(effective_from=datetime.date(2024, 1, 1)).exists()


def test_evaluate_national_judges_a_tournament_again(judged):
    assert run("evaluate_national", str(judged.tournament.pk)).strip() == "K = 2.81; 4 new norms, 5 failures"


def test_evaluate_national_refuses_a_tournament_without_results():
    with pytest.raises(CommandError):
        run("evaluate_national", "999999")


def test_expire_national_categories_reports_what_it_wrote():
    assert "0 lapses written" in run("expire_national_categories", "--today", "2020-01-01")
