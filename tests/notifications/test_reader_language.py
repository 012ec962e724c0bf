"""A notice is read in its reader's language, whoever caused it and in whatever language (issue 32): on the page
in the page's language, by e-mail in the language the recipient saved; its values that are words themselves (an
application's state) too. Notices made before messages were kept show their stored text. "Mark all as read"."""

import importlib
from datetime import date

import pytest
from django.apps import apps
from django.core import mail
from django.urls import reverse
from django.utils import formats, translation

from notifications.models import Notification
from notifications.services import notification_send
from players.models import Player
from preferences.services import preference_set_language
from titles.application_services import application_start
from titles.models import ApplicationEvent, TitleApplication

pytestmark = pytest.mark.django_db


def in_language(language: str, text: str, **values) -> str:
    with translation.override(language):
        return translation.gettext(text) % values if values else translation.gettext(text)


@pytest.fixture
def officers_notice(cast, django_capture_on_commit_callbacks):
    """An English-speaking officer starts an application for the player: the player hears of it."""
    cast.player_user.email = "player@example.org"
    cast.player_user.save()
    preference_set_language(user=cast.player_user, language="uk")
    player = Player.objects.get(user=cast.player_user)
    with translation.override("en"), django_capture_on_commit_callbacks(execute=True):
        application, _new = application_start(player=player, title="IM", actor=cast.officer)
    return application, Notification.objects.get(recipient=cast.player_user, kind=Notification.Kind.APPLICATION_CHANGED)


def test_an_english_officers_notice_reads_ukrainian_to_a_ukrainian_player(officers_notice, cast, client):
    application, notice = officers_notice
    player = application.player
    state_uk = in_language("uk", "draft")
    subject_uk = in_language(
        "uk", "%(title)s application of %(applicant)s: %(state)s", title="IM", applicant=player.name, state=state_uk
    )
    assert state_uk != "draft" and in_language("uk", "started") != "started"
    client.force_login(cast.player_user)
    page = client.get(reverse("notifications:list"), HTTP_ACCEPT_LANGUAGE="uk").content.decode()
    assert subject_uk in page and in_language("uk", "started") in page
    assert f"application of {player.name}" not in page
    # Kept in English beside the message, for the admin's search; the German reader reads German.
    assert notice.subject == f"IM application of {player.name}: draft"
    with translation.override("de"):
        assert notice.subject_text == in_language(
            "de", "%(title)s application of %(applicant)s: %(state)s", title="IM", applicant=player.name,
            state=in_language("de", "draft"),
        )


def test_the_e_mail_is_in_the_language_the_recipient_saved(officers_notice):
    _application, notice = officers_notice
    sent = [message for message in mail.outbox if "player@example.org" in message.to]
    assert len(sent) == 1
    with translation.override("uk"):
        assert sent[0].subject == notice.subject_text
        assert sent[0].body.startswith(notice.body_text)
        assert translation.gettext("TitleDesk, title administration") in sent[0].body
    assert sent[0].subject != notice.subject


def test_dates_and_decimals_in_a_notice_are_written_as_the_reader_writes_them(cast):
    notice = notification_send(
        recipient=cast.player_user, kind=Notification.Kind.CATEGORY_EXPIRED, key="point:1",
        subject={"message": "Candidate point of %(player)s expired", "params": {"player": "Bondar"}},
        body={"message": "The candidate point earned on %(earned)s expired on %(expired)s (Conf. 5).",
              "params": {"earned": {"date": "2023-12-04"}, "expired": {"date": "2026-12-04"}}},
    )
    assert "Dec. 4, 2023" in notice.body and "12/04" not in notice.body
    with translation.override("uk"):
        assert formats.date_format(date(2023, 12, 4)) in notice.body_text
        assert "грудня" in notice.body_text


def test_a_notice_made_before_messages_shows_its_stored_text_in_its_language(cast, client):
    Notification.objects.create(
        recipient=cast.player_user, kind=Notification.Kind.NORM_FOUND, key="old", subject="GM norm: Bondar",
        body="6 points in 9 games", language="en",
    )
    client.force_login(cast.player_user)
    page = client.get(reverse("notifications:list"), HTTP_ACCEPT_LANGUAGE="uk").content.decode()
    assert '<span lang="en">GM norm: Bondar</span>' in page
    assert '<span lang="en">6 points in 9 games</span>' in page


def test_mark_all_as_read_marks_the_readers_own_notices_only_and_only_by_post(cast, client):
    for number in range(3):
        notification_send(recipient=cast.player_user, kind=Notification.Kind.NORM_FOUND, key=f"n{number}",
                          subject="subject", body="body")
    theirs = notification_send(recipient=cast.officer, kind=Notification.Kind.NORM_FOUND, key="n", subject="s", body="b")
    client.force_login(cast.player_user)
    assert "Mark all as read" in client.get(reverse("notifications:list")).content.decode()
    assert client.get(reverse("notifications:read_all")).status_code == 405
    assert Notification.objects.filter(recipient=cast.player_user, read_at=None).count() == 3
    response = client.post(reverse("notifications:read_all"), follow=True)
    assert "3 notices marked as read." in response.content.decode()
    assert not Notification.objects.filter(recipient=cast.player_user, read_at=None).exists()
    theirs.refresh_from_db()
    assert theirs.read_at is None
    assert "Mark all as read" not in client.get(reverse("notifications:list")).content.decode()


def test_mark_all_as_read_asks_for_a_signed_in_user(client):
    response = client.post(reverse("notifications:read_all"))
    assert response.status_code == 302 and reverse("login") in response["Location"]


def test_the_application_history_reads_in_the_readers_language(officers_notice, cast, client):
    application, _notice = officers_notice
    client.force_login(cast.officer)
    page = client.get(application.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert f"{in_language('de', 'draft')}: {in_language('de', 'started')}" in page
    event = application.events.get()
    assert event.note == "started" and event.note_message == {"message": "started", "params": {}}


def test_the_migration_turns_the_workflows_english_notes_into_messages_and_keeps_the_others(cast):
    player = Player.objects.get(user=cast.player_user)
    application = TitleApplication.objects.create(player=player, title="IM", federation_id=player.federation_id,
                                                  created_by=cast.officer)
    notes = ["started", "reviewed after a correction: the figures agree", "Bitte prüfen", "requested by the player"]
    events = [ApplicationEvent.objects.create(application=application, to_state="draft", actor=cast.officer, note=note)
              for note in notes]
    migration = importlib.import_module("titles.migrations.0017_notices_history_messages")
    migration.notes_to_messages(apps, None)
    started, reviewed, own_words, requested = (ApplicationEvent.objects.get(pk=event.pk) for event in events)
    assert started.note_message == {"message": "started", "params": {}}
    assert requested.note_message == {"message": "requested by the player", "params": {}}
    assert reviewed.note_message["params"] == {"note": "the figures agree"}
    assert own_words.note_message is None and own_words.note_text == "Bitte prüfen"
    with translation.override("uk"):
        assert reviewed.note_text == in_language("uk", "reviewed after a correction: %(note)s", note="the figures agree")
        assert reviewed.note_text != reviewed.note
    assert started.note_text == "started"
