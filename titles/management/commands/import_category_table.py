import csv
from decimal import Decimal, InvalidOperation
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils.translation import gettext as _

from titles.models import NormCategory

HEADER = ["category", "lowest_average", "highest_average", "gm_percent", "im_percent", "wgm_percent", "wim_percent"]


class Command(BaseCommand):
    help = _(
        "Enter the category table of the 1990 regulations (§11) from CSV, replacing any entered before "
        "(header: %(header)s; an empty percentage: no such result in that category)."
    ) % {"header": ",".join(HEADER)}

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--source", default="", help=_("where the table comes from"))

    def handle(self, *args, file: Path, source: str, **options):
        try:
            rows = list(csv.DictReader(file.read_text(encoding="utf-8-sig").splitlines()))
        except OSError as error:
            raise CommandError(str(error)) from None
        if not rows or list(rows[0]) != HEADER:
            raise CommandError(
                _("%(file)s: the header must be %(header)s") % {"file": file, "header": ",".join(HEADER)}
            )
        categories = [self._category(line, row, source or file.name) for line, row in enumerate(rows, 2)]
        with transaction.atomic():
            NormCategory.objects.all().delete()
            NormCategory.objects.bulk_create(categories)
        self.stdout.write(_("%(count)s categories entered") % {"count": len(categories)})

    def _category(self, line: int, row: dict, source: str) -> NormCategory:
        try:
            category = NormCategory(
                number=int(row["category"]),
                lowest_average=int(row["lowest_average"]),
                highest_average=int(row["highest_average"]),
                source=source,
                **{field: Decimal(row[field]) if row[field].strip() else None for field in HEADER[3:]},
            )
        except (ValueError, InvalidOperation) as error:
            raise CommandError(_("line %(line)s: %(error)s") % {"line": line, "error": error}) from None
        if category.lowest_average > category.highest_average:
            raise CommandError(_("line %(line)s: the lowest average is above the highest") % {"line": line})
        return category
