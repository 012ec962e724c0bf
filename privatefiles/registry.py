"""Which file fields are private and who may read them. Each app registers its own in AppConfig.ready();
the one view in web.privatefiles.views serves them all after asking the registered rule."""

from collections.abc import Callable
from dataclasses import dataclass

from django.db import models
from django.urls import reverse

ReadRule = Callable[[object, models.Model], bool]


@dataclass(frozen=True)
class PrivateFile:
    model: type[models.Model]
    field: str
    may_read: ReadRule


_registry: dict[tuple[str, str], PrivateFile] = {}


def register(model: type[models.Model], field: str, *, may_read: ReadRule) -> None:
    """`may_read(user, instance)` says whether the (signed-in) user may download the instance's file."""
    model._meta.get_field(field)  # a typo fails at start-up, not at the first download
    _registry[(model._meta.label_lower, field)] = PrivateFile(model=model, field=field, may_read=may_read)


def registration(label: str, field: str) -> PrivateFile | None:
    return _registry.get((label, field))


def registrations() -> list[PrivateFile]:
    return list(_registry.values())


def private_file_url(instance: models.Model, field: str) -> str:
    return reverse("privatefiles:file", args=[instance._meta.label_lower, instance.pk, field])
