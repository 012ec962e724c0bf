"""Storing a results version, below every check: see `services.upload_receive`, the one door to it."""

import hashlib

from django.conf import settings
from django.db import transaction
from django.db.models import Max

from .events import upload_received
from .models import ResultUpload, Tournament


def version_store(*, tournament: Tournament, filename: str, data: bytes, user=None, **fields) -> ResultUpload:
    """Store a new version of the tournament's results and announce it once committed, for evaluation.

    Private to the tournaments app: a file reaches a tournament only through `services.upload_receive` (its
    checks), or as a copy of a stored version (`services.upload_make_current`); the contract "one door" of
    .importlinter and tests/tournaments/test_one_door.py keep every other app, bench/ and the commands out."""
    if len(data) > settings.TRF_MAX_UPLOAD_BYTES:
        raise ValueError(f"{len(data)} bytes is above the upload limit of {settings.TRF_MAX_UPLOAD_BYTES}")
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).get()
        last_version = tournament.uploads.aggregate(last=Max("version"))["last"] or 0
        upload = ResultUpload.objects.create(
            tournament=tournament,
            version=last_version + 1,
            filename=filename[:255],
            raw=data,
            size=len(data),
            sha256=hashlib.sha256(data).hexdigest(),
            uploaded_by=user if user is not None and user.is_authenticated else None,
            **fields,
        )
        upload_received.announce(upload.pk)
    return upload
