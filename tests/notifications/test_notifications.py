"""Notifications: sent by the worker after an upload is judged, and never twice for the same event."""

import datetime

import pytest
from django.core import mail
from django.urls import reverse

from notifications.models import Notification
from players.models import Player
from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles.tasks import announce_new_norms, send_report_reminders
from tournaments import _versions
from tournaments.models import ResultUpload, Tournament
from tournaments.tasks import notify_upload_refusal

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def round_robin_upload(cast):
    Tournament.objects.filter(pk=cast.tournament.pk).update(
        system=Tournament.System.ROUND_ROBIN, start_date=datetime.date(2023, 11, 4), end_date=datetime.date(2023, 11, 13)
    )
    upload = _versions.version_store(tournament=cast.tournament, filename="rr.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    Player.objects.filter(user=cast.player_user).update(user=None)
    bondar = Player.objects.get(fide_id=14100040)
    bondar.user = cast.player_user
    bondar.save()
    return upload


def test_the_player_and_the_officers_hear_of_a_new_norm_once(round_robin_upload, cast):
    cast.player_user.email = "bondar@example.org"
    cast.player_user.save()
    Notification.objects.all().delete()
    mail.outbox.clear()
    announce_new_norms.apply(args=[round_robin_upload.pk])
    announce_new_norms.apply(args=[round_robin_upload.pk])
    player_notes = Notification.objects.filter(recipient=cast.player_user, kind=Notification.Kind.NORM_FOUND)
    assert sorted(note.subject for note in player_notes) == [
        f"{title} norm: Bondar, Dmytro in {cast.tournament.name}" for title in ("GM", "IM")
    ]
    assert len([message for message in mail.outbox if "bondar@example.org" in message.to]) == 2
    assert Notification.objects.filter(recipient=cast.officer, kind=Notification.Kind.NORM_FOUND).exists()
    assert not Notification.objects.filter(recipient=cast.other_officer).exists()



def test_an_officers_norm_notice_links_to_the_norm_and_to_the_player(round_robin_upload, cast, client):
    Notification.objects.all().delete()
    announce_new_norms.apply(args=[round_robin_upload.pk])
    bondar = Player.objects.get(fide_id=14100040)
    note = Notification.objects.filter(recipient=cast.officer, kind=Notification.Kind.NORM_FOUND).first()
    assert note.link.startswith("/norms/") and note.about == "Bondar, Dmytro"
    assert note.about_link == reverse("players:player", args=[bondar.pk])
    client.force_login(cast.officer)
    page = client.get(reverse("notifications:list")).content.decode()
    assert f'<a href="{note.about_link}">Bondar, Dmytro</a>' in page
    assert client.get(note.about_link).status_code == 200  # the officer may open the page the notice links to

def test_a_corrected_upload_does_not_announce_the_same_norm_again(round_robin_upload, cast):
    officer_notes = Notification.objects.filter(recipient=cast.officer, kind=Notification.Kind.NORM_FOUND)
    before = officer_notes.count()
    _versions.version_store(tournament=cast.tournament, filename="rr2.trf", data=DEMO_ROUND_ROBIN.read_bytes())
    assert officer_notes.count() == before == 2


def test_the_uploader_hears_of_a_rejection_once(cast):
    upload = _versions.version_store(tournament=cast.tournament, filename="x.trf", data=b"%PDF-1.7", user=cast.arbiter)
    notify_upload_refusal.apply(args=[upload.pk])
    notes = Notification.objects.filter(recipient=cast.arbiter, kind=Notification.Kind.UPLOAD_REJECTED)
    assert notes.count() == 1 and "line 1" in notes.get().body
    assert Notification.objects.filter(recipient=cast.officer, kind=Notification.Kind.UPLOAD_REJECTED).count() == 1
    assert not Notification.objects.filter(recipient=cast.other_officer).exists()
    assert ResultUpload.objects.get().status == ResultUpload.Status.REJECTED


def test_report_reminders_are_sent_once_a_week_before_the_deadline(cast):
    today = datetime.date.today()
    tournament = factories.TournamentFactory(
        chief_arbiter=cast.tournament.chief_arbiter,
        start_date=today - datetime.timedelta(days=30), end_date=today - datetime.timedelta(days=25),
    )
    send_report_reminders.apply()
    send_report_reminders.apply()
    notes = Notification.objects.filter(kind=Notification.Kind.REPORT_DUE)
    assert [note.key for note in notes] == [f"report-due:{tournament.pk}"]
    assert notes.get().recipient == cast.arbiter
