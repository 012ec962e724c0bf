"""Norm notices stored before the English named an edition one way ("edition 2014") take the new wording, so that
they are still found in the catalogues and read in every language; and back."""

import importlib

import pytest
from django.utils import translation

from lib.messages import translated
from tests import factories
from tests.migration_steps import migrate, migrated_to

pytestmark = pytest.mark.django_db(transaction=True)
BEFORE = ("notifications", "0008_merge_20261207_0623")
AFTER = ("notifications", "0009_norm_notice_names_the_edition")
wording = importlib.import_module("notifications.migrations.0009_norm_notice_names_the_edition")
PARAMS = {"score": "6½", "games": 9, "average": 2450, "performance": 2610, "edition": "2014"}


@pytest.fixture
def before_the_change():
    with migrated_to(BEFORE) as apps:
        yield apps


def test_a_stored_norm_notice_takes_the_new_wording_and_reads_in_ukrainian(before_the_change):
    Notification = before_the_change.get_model("notifications", "Notification")
    recipient = factories.UserFactory()
    fields = {"recipient_id": recipient.pk, "kind": "norm_found", "subject": "GM norm", "body": "as sent"}
    old = Notification.objects.create(key="old", body_message={"message": wording.OLD, "params": PARAMS}, **fields)
    other = Notification.objects.create(key="other", body_message={"message": "Something else.", "params": {}}, **fields)
    after = migrate(AFTER).get_model("notifications", "Notification")
    assert after.objects.get(pk=old.pk).body_message == {"message": wording.NEW, "params": PARAMS}
    assert after.objects.get(pk=other.pk).body_message == {"message": "Something else.", "params": {}}
    with translation.override("uk"):
        assert "редакція 2014" in translated(after.objects.get(pk=old.pk).body_message)
    back = migrate(BEFORE).get_model("notifications", "Notification")
    assert back.objects.get(pk=old.pk).body_message["message"] == wording.OLD
