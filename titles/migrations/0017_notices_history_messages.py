"""History notes kept as messages, read in the reader's language. The notes written before in English by the
workflow itself ("started", "requested by the player", "reviewed after a correction: …") become messages too;
any other note (an officer's own words, a note written in another language) keeps its stored text, as shown."""

from django.db import migrations, models

PREFIX = "reviewed after a correction: "
WHOLE_NOTES = ("started", "requested by the player")


def notes_to_messages(apps, schema_editor):
    ApplicationEvent = apps.get_model("titles", "ApplicationEvent")
    for note in WHOLE_NOTES:
        ApplicationEvent.objects.filter(note=note, note_message__isnull=True).update(note_message={"message": note, "params": {}})
    for event in ApplicationEvent.objects.filter(note__startswith=PREFIX, note_message__isnull=True).only("pk", "note"):
        event.note_message = {"message": PREFIX + "%(note)s", "params": {"note": event.note[len(PREFIX):]}}
        event.save(update_fields=["note_message"])


class Migration(migrations.Migration):
    dependencies = [
        ("titles", "0016_remove_official_application_models"),
    ]

    operations = [
        migrations.AddField(
            model_name="applicationevent",
            name="note_message",
            field=models.JSONField(blank=True, null=True, verbose_name="note as a message"),
        ),
        migrations.RunPython(notes_to_messages, migrations.RunPython.noop),
    ]
