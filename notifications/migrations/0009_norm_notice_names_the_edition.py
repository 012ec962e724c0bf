"""The norm notice names an edition as every other English text does ("edition 2014", not "2014 regulations"):
stored notices take the new wording, so that they are still found in the catalogues and read in every language."""

from django.db import migrations

OLD = "%(score)s points in %(games)s games, average %(average)s, performance %(performance)s (%(edition)s regulations)."
NEW = "%(score)s points in %(games)s games, average %(average)s, performance %(performance)s (edition %(edition)s)."


def reworded(old: str, new: str):
    def rewrite(apps, schema_editor):
        Notification = apps.get_model("notifications", "Notification")
        for notice in Notification.objects.filter(body_message__message=old).only("pk", "body_message"):
            notice.body_message = {**notice.body_message, "message": new}
            notice.save(update_fields=["body_message"])

    return rewrite


class Migration(migrations.Migration):
    dependencies = [("notifications", "0008_merge_20261207_0623")]

    operations = [migrations.RunPython(reworded(OLD, NEW), reworded(NEW, OLD))]
