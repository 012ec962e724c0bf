"""TOTP for officers and staff (django-otp): no desk, admin or decision on a password alone."""

import time
from binascii import unhexlify

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.urls import reverse
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.services import demo_device_ensure, enrolment_code_issue, totp_current_code
from tests.fixtures.accounts import current_code, second_factor_device
from web.accounts.views import GRANT_SESSION_KEY, PENDING_KEY_SESSION_KEY

DESK = reverse("players:desk")


def code_for_key(key: str) -> str:
    totp = TOTP(unhexlify(key))
    totp.time = time.time()
    return f"{totp.token():06d}"


def test_an_officer_without_a_second_factor_cannot_reach_the_desk(client, cast):
    client.force_login(cast.officer, second_factor=False)
    response = client.get(DESK)
    assert response.status_code == 302
    assert response.url.startswith(reverse("accounts:two_factor_setup"))


def test_an_officer_with_a_device_is_asked_for_its_code(client, cast):
    second_factor_device(cast.officer)
    client.force_login(cast.officer, second_factor=False)
    response = client.get(DESK)
    assert response.url == f"{reverse('accounts:two_factor')}?next=%2Ffederation%2Fdesk%2F"


def test_the_right_code_opens_the_desk(client, cast):
    client.force_login(cast.officer, second_factor=False)
    response = client.post(reverse("accounts:two_factor"), {"token": current_code(cast.officer), "next": DESK})
    assert response.url == DESK
    assert client.get(DESK).status_code == 200


def test_a_wrong_code_is_refused(client, cast):
    second_factor_device(cast.officer)
    client.force_login(cast.officer, second_factor=False)
    response = client.post(reverse("accounts:two_factor"), {"token": "000000", "next": DESK})
    assert response.status_code == 200
    assert "wrong or has expired" in response.content.decode()
    assert client.get(DESK).status_code == 302


def test_a_posted_decision_is_refused_before_the_second_factor(client, cast):
    client.force_login(cast.officer, second_factor=False)
    response = client.post(reverse("titles:championship_result"), {})
    assert response.status_code == 302
    assert response.url.startswith(reverse("accounts:two_factor_setup"))


def test_staff_need_it_for_the_admin(client, cast):
    client.force_login(cast.staff, second_factor=False)
    assert client.get("/admin/").url.startswith(reverse("accounts:two_factor_setup"))


def test_a_player_signs_in_with_a_password_alone(client, cast):
    client.force_login(cast.player_user, second_factor=False)
    assert client.get(reverse("players:me")).status_code == 200


def granted(client, user):
    """The enrolment code of the user's first device given, as the mailed link or staff's code lets them."""
    code = enrolment_code_issue(user=user)
    response = client.post(reverse("accounts:two_factor_setup"), {"code": code})
    assert client.session[GRANT_SESSION_KEY] == user.pk, response


def test_setting_up_an_app_registers_the_device_and_opens_the_desk(client, cast):
    client.force_login(cast.officer, second_factor=False)
    granted(client, cast.officer)
    page = client.get(reverse("accounts:two_factor_setup"))
    assert "<svg" in page.content.decode()
    key = client.session[PENDING_KEY_SESSION_KEY]
    response = client.post(reverse("accounts:two_factor_setup"), {"name": "Phone", "token": code_for_key(key), "next": DESK})
    assert response.url == DESK
    assert TOTPDevice.objects.get(user=cast.officer).confirmed
    assert client.get(DESK).status_code == 200


def test_a_code_of_another_key_does_not_set_up_a_device(client, cast):
    client.force_login(cast.officer, second_factor=False)
    granted(client, cast.officer)
    client.get(reverse("accounts:two_factor_setup"))
    other_key = "00" * 20
    response = client.post(reverse("accounts:two_factor_setup"), {"name": "Phone", "token": code_for_key(other_key)})
    assert response.status_code == 200
    assert not TOTPDevice.objects.filter(user=cast.officer).exists()


def test_a_password_alone_cannot_add_a_device_to_an_account_that_has_one(client, cast):
    second_factor_device(cast.officer)
    client.force_login(cast.officer, second_factor=False)
    response = client.get(reverse("accounts:two_factor_setup"))
    assert response.url.startswith(reverse("accounts:two_factor"))
    response = client.post(reverse("accounts:two_factor_setup"), {"name": "Attacker", "token": "123456"})
    assert response.url.startswith(reverse("accounts:two_factor"))
    assert TOTPDevice.objects.filter(user=cast.officer).count() == 1


def test_officers_and_staff_sessions_last_a_working_day(client, cast):
    for user in (cast.officer, cast.staff):
        client.force_login(user)
        assert client.session.get_expiry_age() == settings.PRIVILEGED_SESSION_AGE < 14 * 24 * 3600


def test_a_players_session_keeps_the_default_length(client, cast):
    client.force_login(cast.player_user)
    assert client.session.get_expiry_age() == settings.SESSION_COOKIE_AGE


def test_the_demo_code_command_prints_only_demo_devices(cast, capsys):
    device = demo_device_ensure(user=cast.officer, key="11" * 20)
    call_command("demo_code", "officer")
    assert capsys.readouterr().out.strip() == totp_current_code(device)
    second_factor_device(cast.staff)
    with pytest.raises(CommandError, match="has no demo device"):
        call_command("demo_code", "staff")
