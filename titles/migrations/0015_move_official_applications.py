"""Every application for an official title, with its audit trail, moves into the one application model.

The old model did not record who submitted an application: the submission in its audit trail says who and when,
so that the four eyes of FIDE's decision hold for applications moved while still open. An application the old
workflow marked awarded records no title held: it kept neither FIDE's date nor the reference of the award.
"""

from django.db import migrations
from django.utils import timezone

EVIDENCE_FIELDS = (
    "knows_laws_and_regulations",
    "objectivity_shown",
    "fide_language",
    "federation_organises_listed_events",
    "passed_arbiters_exam",
    "organising_experience",
    "presented_by_federation",
    "cv_with_practical_experience",
    "years_of_current_activity",
    "international_rating",
    "secondary_education",
    "seminars_attended",
    "evidence_note",
)
COPIED_FIELDS = (*EVIDENCE_FIELDS, "title", "federation_id", "state", "checks", "decision_on", "decision_reason", "created_by_id")
EVENT_FIELDS = ("from_state", "to_state", "actor_id", "note")


def _copy_events(events, model, application_id: int) -> None:
    for event in events.order_by("at", "pk"):
        copy = model.objects.create(application_id=application_id, **{name: getattr(event, name) for name in EVENT_FIELDS})
        # "at" is set on creation; the moved entry keeps the moment of the move it records.
        model.objects.filter(pk=copy.pk).update(at=event.at)


def move_into_one_model(apps, schema_editor):
    OfficialTitleApplication = apps.get_model("titles", "OfficialTitleApplication")
    TitleApplication = apps.get_model("titles", "TitleApplication")
    ApplicationEvent = apps.get_model("titles", "ApplicationEvent")
    for old in OfficialTitleApplication.objects.order_by("pk"):
        submission = old.events.filter(to_state="submitted").order_by("at", "pk").last()
        application = TitleApplication.objects.create(
            candidate_id=old.candidate_id,
            submitted_by_id=submission.actor_id if submission else None,
            submitted_on=timezone.localdate(submission.at) if submission else None,
            **{name: getattr(old, name) for name in COPIED_FIELDS},
        )
        TitleApplication.objects.filter(pk=application.pk).update(created_at=old.created_at)
        _copy_events(old.events.all(), ApplicationEvent, application.pk)
    OfficialTitleApplication.objects.all().delete()


def move_back(apps, schema_editor):
    OfficialTitleApplication = apps.get_model("titles", "OfficialTitleApplication")
    OfficialApplicationEvent = apps.get_model("titles", "OfficialApplicationEvent")
    TitleApplication = apps.get_model("titles", "TitleApplication")
    for application in TitleApplication.objects.filter(candidate__isnull=False).order_by("pk"):
        old = OfficialTitleApplication.objects.create(
            candidate_id=application.candidate_id, **{name: getattr(application, name) for name in COPIED_FIELDS}
        )
        OfficialTitleApplication.objects.filter(pk=old.pk).update(created_at=application.created_at)
        _copy_events(application.events.all(), OfficialApplicationEvent, old.pk)
        application.events.all().delete()
        application.delete()


class Migration(migrations.Migration):

    dependencies = [
        ("titles", "0014_one_application_workflow"),
    ]

    operations = [migrations.RunPython(move_into_one_model, move_back)]
