"""Issue 33: an officer's or staff member's first device needs more than the password (a mailed link or a code
from staff); adding and removing a device is told to the owner and audited; the session id changes when the
second factor is given."""

import re
import time
from binascii import unhexlify

import pytest
from auditlog.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.core.management import CommandError, call_command
from django.urls import reverse
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.services import enrolment_code_issue
from notifications.models import Notification
from tests.fixtures.accounts import current_code, second_factor_device
from web.accounts.views import PENDING_KEY_SESSION_KEY

pytestmark = pytest.mark.django_db
SETUP = reverse("accounts:two_factor_setup")
DESK = reverse("players:desk")


def code_for_key(key: str) -> str:
    totp = TOTP(unhexlify(key))
    totp.time = time.time()
    return f"{totp.token():06d}"


def scan_and_confirm(client):
    client.get(SETUP)
    key = client.session[PENDING_KEY_SESSION_KEY]
    return client.post(SETUP, {"name": "Phone", "token": code_for_key(key), "next": DESK})


def test_a_password_alone_does_not_enrol_an_officers_first_device(client, cast):
    client.force_login(cast.officer, second_factor=False)
    page = client.get(SETUP)
    assert "<svg" not in page.content.decode()
    assert PENDING_KEY_SESSION_KEY not in client.session
    response = client.post(SETUP, {"name": "Attacker", "token": "123456"})
    assert response.status_code == 200 and "<svg" not in response.content.decode()
    assert not TOTPDevice.objects.filter(user=cast.officer).exists()


def test_a_wrong_code_grants_nothing(client, cast):
    client.force_login(cast.officer, second_factor=False)
    client.post(SETUP, {"code": enrolment_code_issue(user=cast.staff)})
    assert "<svg" not in client.get(SETUP).content.decode()


def test_the_mailed_link_lets_the_officer_enrol_once(client, cast, mailoutbox, django_capture_on_commit_callbacks):
    cast.officer.email = "officer@example.org"
    cast.officer.save()
    client.force_login(cast.officer, second_factor=False)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(SETUP, {"send_link": "1"})
    [mail] = mailoutbox
    assert mail.to == ["officer@example.org"]
    link = re.search(r"https?://\S+", mail.body).group(0)
    path = link.split("://", 1)[1].split("/", 1)[1]
    page = client.get("/" + path)
    code = page.context["form"].initial["code"]
    client.post(SETUP, {"code": code})
    response = scan_and_confirm(client)
    assert response.url == DESK
    assert TOTPDevice.objects.filter(user=cast.officer, confirmed=True).count() == 1
    # The same code cannot enrol a second device in another session.
    other = type(client)()
    other.force_login(cast.officer, second_factor=False)
    other.post(SETUP, {"code": code})
    assert other.get(SETUP).url.startswith(reverse("accounts:two_factor"))


def test_staff_issue_a_code_for_the_first_administrator(client, cast, capsys):
    call_command("enrolment_code", cast.staff.username)
    code = capsys.readouterr().out.splitlines()[0]
    client.force_login(cast.staff, second_factor=False)
    client.post(SETUP, {"code": code})
    assert scan_and_confirm(client).status_code == 302
    assert TOTPDevice.objects.filter(user=cast.staff, confirmed=True).exists()
    with pytest.raises(CommandError):
        call_command("enrolment_code", cast.staff.username)


def test_a_player_adds_a_device_without_a_code(client, cast):
    client.force_login(cast.player_user)
    assert scan_and_confirm(client).status_code == 302
    assert TOTPDevice.objects.filter(user=cast.player_user).exists()


def test_adding_and_removing_a_device_is_told_and_audited(cast):
    device = second_factor_device(cast.officer)
    device.delete()
    kinds = Notification.objects.filter(recipient=cast.officer, kind=Notification.Kind.ACCOUNT_SECURITY)
    assert [note.key.split(":")[0] for note in kinds.order_by("pk")] == ["device-added", "device-removed"]
    entries = LogEntry.objects.filter(content_type=ContentType.objects.get_for_model(TOTPDevice))
    assert sorted(entries.values_list("action", flat=True)) == [LogEntry.Action.CREATE, LogEntry.Action.DELETE]
    assert all("key" not in (entry.changes_dict or {}) for entry in entries)


def test_the_session_id_changes_when_the_second_factor_is_given(client, cast):
    client.force_login(cast.officer, second_factor=False)
    second_factor_device(cast.officer)
    before = client.session.session_key
    response = client.post(reverse("accounts:two_factor"), {"token": current_code(cast.officer), "next": DESK})
    assert response.url == DESK
    assert client.session.session_key != before
    assert client.get(DESK).status_code == 200
