import csv
from pathlib import Path

from django.db import migrations

FEDERATIONS_CSV = Path(__file__).resolve().parents[1] / "data" / "federations.csv"


def load_federations(apps, schema_editor):
    Federation = apps.get_model("players", "Federation")
    with FEDERATIONS_CSV.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    known = set(Federation.objects.values_list("code", flat=True))
    Federation.objects.bulk_create(
        Federation(code=row["code"], name=row["name"], is_fide_member=True)
        for row in rows
        if row["code"] not in known
    )


class Migration(migrations.Migration):
    dependencies = [("players", "0001_initial")]

    operations = [migrations.RunPython(load_federations, migrations.RunPython.noop)]
