"""Password reset by e-mail and password change."""

import datetime
import re

import kombu.exceptions
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import TestCase
from django.urls import reverse
from django.utils import timezone

from accounts.models import PasswordResetRequest
from accounts.tasks import mail_password_reset
from follow_ups.models import PendingFollowUp
from follow_ups.outbox import follow_ups_send_pending
from tests import factories

NEW_PASSWORD = "a fresh passphrase for the desk 42"


def test_the_login_page_links_to_the_reset(client, db):
    page = client.get(reverse("login")).content.decode()
    assert reverse("accounts:password_reset") in page


def ask_reset(client, email, **headers):
    """The reset page as a request sees it; the worker's mail goes out once the request's work is committed."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return client.post(reverse("accounts:password_reset"), {"email": email}, **headers)


def test_a_reset_by_e_mail_sets_a_new_password(client, db):
    user = factories.UserFactory(username="player", email="player@example.org")
    response = ask_reset(client, "player@example.org")
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    link = re.search(r"https?://[^/\s]+(/accounts/password/reset/\S+/)", mail.outbox[0].body).group(1)
    form_url = client.get(link).url  # the token moves into the session, out of the address bar
    response = client.post(form_url, {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD})
    assert response.status_code == 302
    user.refresh_from_db()
    assert user.check_password(NEW_PASSWORD)


def test_a_used_reset_link_no_longer_works(client, db):
    factories.UserFactory(username="player", email="player@example.org")
    ask_reset(client, "player@example.org")
    link = re.search(r"https?://[^/\s]+(/accounts/password/reset/\S+/)", mail.outbox[0].body).group(1)
    form_url = client.get(link).url
    client.post(form_url, {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD})
    page = client.get(link, follow=True).content.decode()
    assert "has been used or has expired" in page


def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, db):
    response = ask_reset(client, "nobody@example.org")
    assert response.status_code == 302
    assert mail.outbox == []


def test_the_page_answers_before_any_mail_is_sent(client, db, monkeypatch):
    """The mail goes from the worker: the request only records it, the same whatever the address."""
    factories.UserFactory(username="player", email="player@example.org")
    sent = []
    monkeypatch.setattr(mail_password_reset, "delay", sent.append)
    with TestCase.captureOnCommitCallbacks(execute=True):
        known = client.post(reverse("accounts:password_reset"), {"email": "player@example.org"})
        unknown = client.post(reverse("accounts:password_reset"), {"email": "nobody@example.org"})
    assert known.status_code == unknown.status_code == 302 and known.url == unknown.url
    assert mail.outbox == []
    requests = PasswordResetRequest.objects.filter(pk__in=sent)
    assert sorted(requests.values_list("email", flat=True)) == ["nobody@example.org", "player@example.org"]


def test_a_reset_asked_while_the_broker_is_down_is_mailed_once_it_is_back(client, db, monkeypatch, settings):
    """The request is the outbox's record: a broker that is down delays the mail, the sweep sends it; the link is
    made by the worker when it mails, and the request is forgotten once mailed."""
    settings.FOLLOW_UP_UNSENT_GRACE_SECONDS = 10
    factories.UserFactory(username="player", email="player@example.org")

    def broker_down(*args, **kwargs):
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(mail_password_reset, "delay", broker_down)
    assert ask_reset(client, "player@example.org").status_code == 302
    (request,) = PasswordResetRequest.objects.all()
    assert mail.outbox == [] and request.email == "player@example.org"
    monkeypatch.undo()
    PendingFollowUp.objects.update(announced_at=timezone.now() - datetime.timedelta(seconds=11))
    assert follow_ups_send_pending() == [("password reset requested", "accounts.mail_password_reset", request.pk)]
    assert len(mail.outbox) == 1 and "/accounts/password/reset/" in mail.outbox[0].body
    assert not PasswordResetRequest.objects.exists()
    assert PendingFollowUp.objects.get(event="password reset requested").state == "done"


def test_resets_are_limited_per_address_asked_for(client, db, settings):
    settings.PASSWORD_RESET_PER_ACCOUNT_HOURLY = 2
    factories.UserFactory(username="player", email="player@example.org")
    for number in range(4):
        response = ask_reset(client, "Player@example.org", REMOTE_ADDR=f"10.0.0.{number}")
        assert response.status_code == 302
    assert len(mail.outbox) == 2


def test_resets_are_limited_per_client(client, db, settings):
    settings.PASSWORD_RESET_PER_CLIENT_HOURLY = 2
    for number in range(3):
        factories.UserFactory(username=f"player{number}", email=f"player{number}@example.org")
        ask_reset(client, f"player{number}@example.org")
    assert [message.to for message in mail.outbox] == [["player0@example.org"], ["player1@example.org"]]


def test_a_signed_in_user_changes_their_password(client, db):
    user = factories.UserFactory(username="player")
    client.force_login(user)
    response = client.post(
        reverse("accounts:password_change"),
        {"old_password": "correct horse battery staple", "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
    )
    assert response.url == reverse("accounts:password_change_done")
    assert get_user_model().objects.get(pk=user.pk).check_password(NEW_PASSWORD)


def test_the_change_needs_the_old_password(client, db):
    user = factories.UserFactory(username="player")
    client.force_login(user)
    response = client.post(
        reverse("accounts:password_change"),
        {"old_password": "wrong", "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
    )
    assert response.status_code == 200
    assert not get_user_model().objects.get(pk=user.pk).check_password(NEW_PASSWORD)
