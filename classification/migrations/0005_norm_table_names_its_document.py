"""The first norm table names the document it comes from by the document's own title, as every page does,
instead of the internal file number it was filed under; its note, which said the same as the norm-tables
page in English only, is dropped."""

from django.db import migrations

FILED_SOURCE = "seed 004, Notes (worked example)"
FILED_NOTE = "The only row the seed gives; the full table is in no source."
DOCUMENT_SOURCE = "«I. Очні змагання», Примітки: приклад розрахунку"


def name_the_document(apps, schema_editor):
    NormTable = apps.get_model("classification", "NormTable")
    NormTable.objects.filter(source=FILED_SOURCE).update(source=DOCUMENT_SOURCE)
    NormTable.objects.filter(note=FILED_NOTE).update(note="")


def restore_the_filed_names(apps, schema_editor):
    NormTable = apps.get_model("classification", "NormTable")
    NormTable.objects.filter(source=DOCUMENT_SOURCE).update(source=FILED_SOURCE, note=FILED_NOTE)


class Migration(migrations.Migration):
    dependencies = [("classification", "0004_alter_categoryrecord_player")]

    operations = [migrations.RunPython(name_the_document, restore_the_filed_names)]
