"""Personal API tokens: created and revoked by their owner, stored only as a hash."""

import pytest
from django.urls import reverse

from knox.models import AuthToken

pytestmark = pytest.mark.django_db


def test_a_user_creates_a_token_and_sees_its_secret_once(client, cast):
    client.force_login(cast.arbiter)
    response = client.post(reverse("api:tokens"), {"name": "Swiss-Manager", "days": 90})
    secret = response.context["secret"]
    assert secret.startswith("td_") and secret in response.content.decode()
    token = AuthToken.objects.get(user=cast.arbiter)
    assert token.label.name == "Swiss-Manager" and secret not in token.digest
    assert secret not in client.get(reverse("api:tokens")).content.decode()


def test_a_token_authenticates_until_it_is_revoked(client, cast, token_client):
    api = token_client(cast.arbiter)
    assert api.get(reverse("api:application-list")).status_code == 200
    client.force_login(cast.arbiter)
    token = AuthToken.objects.get(user=cast.arbiter)
    client.post(reverse("api:token_revoke", args=[token.token_key]))
    assert api.get(reverse("api:application-list")).status_code == 401


def test_nobody_revokes_another_users_token(client, cast, token_client):
    api = token_client(cast.arbiter)
    token = AuthToken.objects.get(user=cast.arbiter)
    client.force_login(cast.other_arbiter)
    client.post(reverse("api:token_revoke", args=[token.token_key]))
    assert AuthToken.objects.filter(pk=token.pk).exists()
    assert api.get(reverse("api:application-list")).status_code == 200


def test_the_token_page_needs_a_login_and_revoking_needs_a_post(client, cast):
    assert client.get(reverse("api:tokens")).status_code == 302
    client.force_login(cast.arbiter)
    assert client.get(reverse("api:token_revoke", args=["abc"])).status_code == 405


def test_an_unknown_lifetime_is_refused(client, cast):
    client.force_login(cast.arbiter)
    response = client.post(reverse("api:tokens"), {"name": "forever", "days": 100000})
    assert response.status_code == 200 and response.context["form"].errors
    assert not AuthToken.objects.exists()


def test_a_bad_token_is_refused_with_401(api_client, cast):
    api_client.credentials(HTTP_AUTHORIZATION="Token td_not-a-real-token")
    assert api_client.get(reverse("api:application-list")).status_code == 401
