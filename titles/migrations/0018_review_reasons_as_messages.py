"""Why an application needs review, kept as messages read in the reader's language. The reasons written before in
English by the corrections themselves become messages; any other line keeps its text, as shown."""

import re

from django.db import migrations, models

# The two sentences titles/corrections.py wrote, and the messages they were made from.
SENTENCES = {
    re.compile(r"^The (?P<title>\S+) norm of (?P<tournament>.+) changed with results version (?P<version>\d+)\.$"):
        "The %(title)s norm of %(tournament)s changed with results version %(version)s.",
    re.compile(r"^The (?P<title>\S+) norm of (?P<tournament>.+) is no longer achieved in results version (?P<version>\d+)\.$"):
        "The %(title)s norm of %(tournament)s is no longer achieved in results version %(version)s.",
}


def as_message(line: str):
    for pattern, message in SENTENCES.items():
        match = pattern.match(line)
        if match:
            params = match.groupdict()
            return {"message": message, "params": {**params, "version": int(params["version"])}}
    return line


def reasons_to_messages(apps, schema_editor):
    TitleApplication = apps.get_model("titles", "TitleApplication")
    for application in TitleApplication.objects.exclude(review_reason="").only("pk", "review_reason"):
        application.review_reasons = [as_message(line) for line in application.review_reason.splitlines() if line.strip()]
        application.save(update_fields=["review_reasons"])


def messages_to_reasons(apps, schema_editor):
    TitleApplication = apps.get_model("titles", "TitleApplication")
    for application in TitleApplication.objects.exclude(review_reasons=[]).only("pk", "review_reasons"):
        application.review_reason = "\n".join(
            reason if isinstance(reason, str) else reason["message"] % reason["params"] for reason in application.review_reasons
        )
        application.save(update_fields=["review_reason"])


class Migration(migrations.Migration):
    dependencies = [
        ("titles", "0017_notices_history_messages"),
    ]

    operations = [
        migrations.AddField(
            model_name="titleapplication",
            name="review_reasons",
            field=models.JSONField(blank=True, default=list, verbose_name="why it needs review"),
        ),
        migrations.RunPython(reasons_to_messages, messages_to_reasons),
        migrations.RemoveField(model_name="titleapplication", name="review_reason"),
    ]
