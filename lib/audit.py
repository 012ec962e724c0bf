"""The audit trail as a history page shows it: each change of a registered fact, in the reader's language.

django-auditlog keeps every field of a created record, including the reverse relations (which it writes as
"tournaments.Round.None") and the primary key, and shows stored values as Python writes them ("True",
"None"). A reader wants the facts: the fields by their translated names, yes/no and a dash for nothing; the
verdicts kept as JSON are worked out from those facts and shown on their own pages.
"""

from dataclasses import dataclass
from pathlib import PurePosixPath

from auditlog.models import LogEntry
from django.core.exceptions import FieldDoesNotExist
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

ACTIONS = {
    LogEntry.Action.CREATE: pgettext_lazy("history", "created"),
    LogEntry.Action.UPDATE: pgettext_lazy("history", "changed"),
    LogEntry.Action.DELETE: pgettext_lazy("history", "deleted"),
    LogEntry.Action.ACCESS: pgettext_lazy("history", "viewed"),
}
STORED_VALUES = {"True": _("yes"), "False": _("no"), "None": "", "": ""}
# Facts that a bulk write records beside the fields (lib.bulk_audit), by their names in the change.
DERIVED_FACTS = {"failed_rules": _("rules not met")}


@dataclass(frozen=True)
class Change:
    field: str
    before: str
    after: str


@dataclass(frozen=True)
class HistoryRow:
    entry: LogEntry
    action: str
    changes: list[Change]


def history_rows(entries) -> list[HistoryRow]:
    return [HistoryRow(entry, ACTIONS.get(entry.action, ""), _changes(entry)) for entry in entries]


def _changes(entry: LogEntry) -> list[Change]:
    model = entry.content_type.model_class()
    shown = entry.changes_display_dict
    changes = []
    for name in entry.changes_dict:
        try:
            field = model._meta.get_field(name) if model else None
        except FieldDoesNotExist:
            field = None
        if field is not None and (not field.concrete or field.primary_key or isinstance(field, models.JSONField)):
            continue
        label = field.verbose_name if field is not None else DERIVED_FACTS.get(name, name)
        before, after = shown.get(label, shown.get(name, ["", ""]))
        if isinstance(field, models.FileField):
            before, after = (PurePosixPath(value).name for value in (before, after))
        changes.append(Change(str(label), _readable(before), _readable(after)))
    return changes


def _readable(value) -> str:
    return STORED_VALUES.get(value, value) if isinstance(value, str) else value
