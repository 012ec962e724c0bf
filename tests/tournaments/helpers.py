"""Tournaments registered as the sample files describe them, and uploads that run their evaluation."""

import datetime

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests import factories

GROS = "03_gros_2010_javafo_trfx_sample2.trf"


def gros_tournament(**fields):
    """The registration the Gros file's header matches: name, start date, nine rounds, Spain."""
    registration = {
        "name": "XX Open Internacional de Gros",
        "host_federation": factories.FederationFactory(code="ESP"),
        "start_date": datetime.date(2010, 9, 24),
        "end_date": datetime.date(2010, 10, 2),
        "rounds_scheduled": 9,
        "registered_on": datetime.date(2010, 8, 1),
    }
    return factories.TournamentFactory(**{**registration, **fields})


def post_upload(client, tournament, data: bytes, name: str = "results.trf", **fields):
    return client.post(
        reverse("tournaments:upload", args=[tournament.pk]), {"file": SimpleUploadedFile(name, data), **fields}
    )
