from datetime import date
from pathlib import Path

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from classification.norm_csv import HEADER, NormCsvError, parse_norm_csv
from classification.services import norm_table_save


class Command(BaseCommand):
    help = f"Import a version of the coefficient → percentage table from CSV (header: {HEADER})."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--effective-from", required=True, type=date.fromisoformat, help="YYYY-MM-DD")
        parser.add_argument("--source", default="", help="where the table comes from, e.g. the commission's decision")

    def handle(self, *args, file: Path, effective_from: date, source: str, **options):
        try:
            rows = parse_norm_csv(file.read_text(encoding="utf-8-sig"))
            table = norm_table_save(effective_from=effective_from, rows=rows, user=None, source=source or file.name)
        except OSError as error:
            raise CommandError(str(error)) from None
        except NormCsvError as error:
            raise CommandError(f"{file}: {error}") from None
        except ValidationError as error:
            raise CommandError("; ".join(error.messages)) from None
        self.stdout.write(f"{table.rows.count()} rows in force from {table.effective_from}")
