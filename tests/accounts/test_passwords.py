"""Password reset by e-mail and password change."""

import re

from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

from tests import factories

NEW_PASSWORD = "a fresh passphrase for the desk 42"


def test_the_login_page_links_to_the_reset(client, db):
    page = client.get(reverse("login")).content.decode()
    assert reverse("accounts:password_reset") in page


def test_a_reset_by_e_mail_sets_a_new_password(client, db):
    user = factories.UserFactory(username="player", email="player@example.org")
    response = client.post(reverse("accounts:password_reset"), {"email": "player@example.org"})
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
    client.post(reverse("accounts:password_reset"), {"email": "player@example.org"})
    link = re.search(r"https?://[^/\s]+(/accounts/password/reset/\S+/)", mail.outbox[0].body).group(1)
    form_url = client.get(link).url
    client.post(form_url, {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD})
    page = client.get(link, follow=True).content.decode()
    assert "has been used or has expired" in page


def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, db):
    response = client.post(reverse("accounts:password_reset"), {"email": "nobody@example.org"})
    assert response.status_code == 302
    assert mail.outbox == []


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
