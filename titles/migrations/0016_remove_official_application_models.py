"""The official titles' own application and audit models, whose rows 0015 moved into the one model."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("titles", "0015_move_official_applications"),
    ]

    operations = [
        migrations.RemoveField(
            model_name="officialapplicationevent",
            name="actor",
        ),
        migrations.RemoveField(
            model_name="officialapplicationevent",
            name="application",
        ),
        migrations.RemoveField(
            model_name="officialtitleapplication",
            name="candidate",
        ),
        migrations.RemoveField(
            model_name="officialtitleapplication",
            name="created_by",
        ),
        migrations.RemoveField(
            model_name="officialtitleapplication",
            name="federation",
        ),
        migrations.DeleteModel(
            name="OfficialApplicationEvent",
        ),
        migrations.DeleteModel(
            name="OfficialTitleApplication",
        ),
    ]
