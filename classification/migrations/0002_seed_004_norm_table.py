"""The first version of the norm table: the one row seed 004 prints (K 2.81: II 73 %, III 48 %).

The seed is undated; its row is filed as in force from 1 January 2000 so that every event on record finds
it, until the qualification commission files a dated version of the full table.
"""

import datetime
from decimal import Decimal

from django.db import migrations

SEED_DATE = datetime.date(2000, 1, 1)
SEED_SOURCE = "seed 004, Notes (worked example)"


def add_seed_row(apps, schema_editor):
    NormTable = apps.get_model("classification", "NormTable")
    NormTableRow = apps.get_model("classification", "NormTableRow")
    table, _created = NormTable.objects.get_or_create(
        effective_from=SEED_DATE,
        defaults={"source": SEED_SOURCE, "note": "The only row the seed gives; the full table is in no source."},
    )
    NormTableRow.objects.get_or_create(
        table=table,
        coefficient_from=Decimal("2.81"),
        coefficient_to=Decimal("2.81"),
        defaults={"second_percent": Decimal("73"), "third_percent": Decimal("48")},
    )


def remove_seed_row(apps, schema_editor):
    apps.get_model("classification", "NormTable").objects.filter(effective_from=SEED_DATE, source=SEED_SOURCE).delete()


class Migration(migrations.Migration):
    dependencies = [("classification", "0001_initial")]

    operations = [migrations.RunPython(add_seed_row, remove_seed_row)]
