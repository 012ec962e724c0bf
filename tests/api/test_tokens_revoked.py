"""Issue 33: a new password (changed or reset) or a device removed ends the owner's API tokens, and the page
says so."""

import re

import pytest
from django.urls import reverse

from tests.fixtures.accounts import second_factor_device

pytestmark = pytest.mark.django_db
PASSWORD = "correct horse battery staple"
NEW_PASSWORD = "another horse, another staple"


def test_a_token_stops_working_after_its_owner_changes_the_password(client, cast, token_client):
    api = token_client(cast.arbiter)
    others = token_client(cast.other_arbiter)
    url = reverse("api:application-list")
    assert api.get(url).status_code == 200
    client.force_login(cast.arbiter)
    response = client.post(
        reverse("accounts:password_change"),
        {"old_password": PASSWORD, "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
        follow=True,
    )
    assert "API tokens were revoked" in response.content.decode()
    assert api.get(url).status_code == 401
    assert others.get(url).status_code == 200


def test_a_password_reset_ends_the_tokens(client, cast, token_client, mailoutbox, django_capture_on_commit_callbacks):
    api = token_client(cast.arbiter)
    cast.arbiter.email = "arbiter@example.org"
    cast.arbiter.save()
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("accounts:password_reset"), {"email": "arbiter@example.org"})
    link = re.search(r"https?://[^/\s]+(/\S+)", mailoutbox[0].body).group(1)
    form_url = client.get(link, follow=True).redirect_chain[-1][0]
    response = client.post(form_url, {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD}, follow=True)
    assert "API tokens were revoked" in response.content.decode()
    assert api.get(reverse("api:application-list")).status_code == 401


def test_an_upgraded_hash_is_no_new_password(cast, token_client):
    api = token_client(cast.arbiter)
    cast.arbiter.last_login = None
    cast.arbiter.save()
    assert api.get(reverse("api:application-list")).status_code == 200


def test_removing_a_device_ends_the_tokens(cast, token_client):
    api = token_client(cast.officer)
    second_factor_device(cast.officer).delete()
    assert api.get(reverse("api:application-list")).status_code == 401
