"""Notifications: sent by the worker after an upload is judged, and never twice for the same event."""

import datetime

import pytest
from django.core import mail
from django.urls import reverse

from lib.scores import score_text
from notifications.models import Notification
from players.models import Player
from tests import factories
from tests.samples import DEMO_ROUND_ROBIN
from titles.models import NormResult
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
    # The score as the norm page writes it (6½), never the stored decimal (6.5).
    norm = NormResult.objects.get(entry__upload=round_robin_upload, entry__player__fide_id=14100040, title="GM")
    gm_note = player_notes.get(subject__startswith="GM")
    assert gm_note.body.startswith(f"{score_text(norm.score)} points in {norm.games} games")



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


def test_a_file_the_worker_rejects_notifies_and_mails_nobody_and_is_shown_where_the_arbiter_looks(cast, client):
    # The door takes the outline; the worker finds that No. 1 and No. 2 disagree about their game.
    lines = DEMO_ROUND_ROBIN.read_bytes().splitlines(keepends=True)
    first = next(number for number, line in enumerate(lines) if line.startswith(b"001    1"))
    lines[first] = lines[first].replace(b"  10 b =", b"  10 b 1", 1)
    assert lines[first] != DEMO_ROUND_ROBIN.read_bytes().splitlines(keepends=True)[first]
    cast.arbiter.email = "arbiter@example.org"
    cast.arbiter.save()
    mail.outbox.clear()
    upload = _versions.version_store(tournament=cast.tournament, filename="x.trf", data=b"".join(lines), user=cast.arbiter)
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.REJECTED
    assert notify_upload_refusal.apply(args=[upload.pk]).get() == 0
    assert not Notification.objects.exists() and mail.outbox == []
    client.force_login(cast.arbiter)
    page = client.get(reverse("tournaments:upload_detail", args=[cast.tournament.pk, upload.version])).content.decode()
    assert "The file was rejected; nothing was imported." in page
    home = client.get(reverse("home")).content.decode()
    assert "1 file refused" in home


def test_a_failed_evaluation_tells_the_uploader_once_and_staff_through_the_error_log(cast, monkeypatch, caplog):
    def our_bug(**kwargs):
        raise RuntimeError("a bug of ours")

    monkeypatch.setattr("titles.services.entries_evaluate_norms", our_bug)
    cast.arbiter.email = "arbiter@example.org"
    cast.arbiter.save()
    mail.outbox.clear()
    upload = _versions.version_store(tournament=cast.tournament, filename="x.trf", data=DEMO_ROUND_ROBIN.read_bytes(), user=cast.arbiter)
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.FAILED
    notify_upload_refusal.apply(args=[upload.pk])  # the follow-up run again
    [note] = Notification.objects.all()
    assert (note.recipient, note.kind) == (cast.arbiter, Notification.Kind.UPLOAD_FAILED)
    assert note.subject == f"Results of {cast.tournament.name} not judged yet"
    assert "Version 1 is kept, but its evaluation failed: " in note.body and "staff have been told" in note.body
    assert [message.to for message in mail.outbox] == [["arbiter@example.org"]]
    assert any(record.levelname == "ERROR" and record.name == "titles.services" for record in caplog.records)


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
