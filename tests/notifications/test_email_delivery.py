"""E-mail notices: marked sent only once sent, retried with backoff, owed ones swept up; links absolute and
bodies from a template; errors reach ADMINS, and Sentry when SENTRY_DSN is set."""

import logging
import os
import smtplib
import subprocess
import sys
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from notifications import delivery, services
from notifications.models import Notification
from notifications.tasks import email_notification, email_owed_notifications
from tests import factories

pytestmark = pytest.mark.django_db


def notify(recipient, capture, key="event:1"):
    with capture(execute=True):
        return services.notification_send(
            recipient=recipient,
            kind=Notification.Kind.UPLOAD_REJECTED,
            key=key,
            subject="Results rejected",
            body="Version 2 was not imported.",
            link="/tournaments/7/uploads/2/",
        )


class FlakyMailServer:
    """Refuses the first `failures` messages, then delivers like the test backend."""

    def __init__(self, monkeypatch, failures: int):
        self.failures = failures
        self.attempts = 0
        original = delivery.send_mail

        def send_mail(*args, **kwargs):
            self.attempts += 1
            if self.attempts <= self.failures:
                raise smtplib.SMTPServerDisconnected("connection unexpectedly closed")
            return original(*args, **kwargs)

        monkeypatch.setattr(delivery, "send_mail", send_mail)


def test_a_notice_is_emailed_once_committed_with_an_absolute_link_and_the_templates_footer(settings, django_capture_on_commit_callbacks):
    settings.SITE_URL = "https://titles.example.org/"
    note = notify(factories.UserFactory(username="arbiter"), django_capture_on_commit_callbacks)
    [message] = mail.outbox
    assert message.to == ["arbiter@example.org"]
    assert "https://titles.example.org/tournaments/7/uploads/2/" in message.body
    assert message.body.startswith("Version 2 was not imported.")
    assert "TitleDesk, title administration" in message.body
    assert Notification.objects.get(pk=note.pk).emailed_at is not None


def test_a_failed_send_is_retried_and_marked_sent_only_once_sent(
    monkeypatch, eager_retries, django_capture_on_commit_callbacks
):
    server = FlakyMailServer(monkeypatch, failures=2)
    note = notify(factories.UserFactory(username="arbiter"), django_capture_on_commit_callbacks)
    assert server.attempts == 3
    assert len(mail.outbox) == 1
    assert Notification.objects.get(pk=note.pk).emailed_at is not None


def test_a_notice_the_mail_server_keeps_refusing_stays_owed_and_the_sweep_sends_it_later(
    monkeypatch, eager_retries, django_capture_on_commit_callbacks
):
    server = FlakyMailServer(monkeypatch, failures=10_000)
    notify(factories.UserFactory(username="arbiter"), django_capture_on_commit_callbacks)
    note = Notification.objects.get()
    assert note.emailed_at is None and not mail.outbox
    assert server.attempts == email_notification.max_retries + 1

    server.failures = 0
    assert email_owed_notifications.apply().get() == []  # too fresh: its own task may still be retrying
    Notification.objects.filter(pk=note.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    assert email_owed_notifications.apply().get() == [note.pk]
    assert len(mail.outbox) == 1
    assert email_owed_notifications.apply().get() == []


def test_a_notice_already_sent_is_not_sent_again_by_a_second_task(django_capture_on_commit_callbacks):
    note = notify(factories.UserFactory(username="arbiter"), django_capture_on_commit_callbacks)
    assert email_notification.apply(args=[note.pk]).get() is False
    assert len(mail.outbox) == 1


def test_a_recipient_without_an_address_is_notified_on_the_site_only(django_capture_on_commit_callbacks):
    note = notify(factories.UserFactory(username="arbiter", email=""), django_capture_on_commit_callbacks)
    assert note.email_to == "" and not mail.outbox
    Notification.objects.filter(pk=note.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    assert email_owed_notifications.apply().get() == []


def test_errors_of_the_worker_and_the_site_reach_the_admins_by_email(settings):
    settings.ADMINS = [("Staff", "staff@example.org")]
    logging.getLogger("tournaments.services").error("Evaluating upload %s failed", 7)
    [message] = mail.outbox
    assert message.to == ["staff@example.org"]
    assert "Evaluating upload 7 failed" in message.subject


def test_errors_reach_sentry_when_a_dsn_is_set():
    check = (
        "import django, sentry_sdk; django.setup(); client = sentry_sdk.get_client(); "
        "print(client.is_active(), client.dsn, {'celery', 'django'} <= set(client.integrations))"
    )
    environment = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    without = subprocess.run([sys.executable, "-c", check], env=environment, capture_output=True, text=True, check=True)
    dsn = "https://public@sentry.example.org/42"
    with_dsn = subprocess.run(
        [sys.executable, "-c", check], env={**environment, "SENTRY_DSN": dsn}, capture_output=True, text=True, check=True
    )
    assert without.stdout.split()[0] == "False"
    assert with_dsn.stdout.split() == ["True", dsn, "True"]
