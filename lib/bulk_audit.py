"""Audit entries for writes that bypass model signals (bulk inserts and updates), in django-auditlog's own log.

A rating list of 500,000 players or a tournament judged again is stored a batch at a time, and auditlog's
signals never see such writes. The services that make them describe each change (the record, and each field
before and after) and write the entries here, in one statement per batch, so that the history pages show them
beside the entries the signals make: who (the signed-in user, or nobody for a worker, an import or a command),
when, what, before and after.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field

from auditlog.cid import get_cid
from auditlog.context import auditlog_disabled
from auditlog.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.db.models.signals import pre_save

CREATE = LogEntry.Action.CREATE
UPDATE = LogEntry.Action.UPDATE


@dataclass(frozen=True)
class RecordChange:
    """One record as a bulk write changed it: `changes` maps each field to [before, after] (JSON values, None
    for a record just created); `fields` are the record's fields after the write, for the histories that find
    records by whom they name (a player's history finds the ratings whose `player` is theirs)."""

    pk: int
    label: str
    changes: dict[str, list]
    fields: dict = field(default_factory=dict)


def audit_bulk_write(
    *, model: type[models.Model], action: int, records: Iterable[RecordChange], source: dict
) -> int:
    """Record each changed record as auditlog would for a save; `source` says what wrote them (e.g. a rating
    list and its month), kept as the entries' additional data. Records without changes are skipped."""
    if auditlog_disabled.get():
        return 0
    content_type = ContentType.objects.get_for_model(model)
    correlation = get_cid()
    entries = [
        LogEntry(
            content_type=content_type,
            object_pk=str(record.pk),
            object_id=record.pk,
            object_repr=record.label[:255],
            action=action,
            changes=record.changes,
            serialized_data={"model": model._meta.label_lower, "pk": record.pk, "fields": record.fields} if record.fields else None,
            additional_data=source,
            cid=correlation,
        )
        for record in records
        if record.changes
    ]
    for entry in entries:
        # What saving the entry would do: auditlog's set_actor (its middleware, in a request) names the actor.
        pre_save.send(sender=LogEntry, instance=entry, raw=False, using=LogEntry.objects.db, update_fields=None)
    LogEntry.objects.bulk_create(entries, batch_size=1000)
    return len(entries)
