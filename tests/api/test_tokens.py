"""Personal API tokens: created and revoked by their owner, stored only as a hash."""

import pytest
from django.urls import reverse
from knox.models import AuthToken

from titles import application_services

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


@pytest.mark.parametrize("role", ["officer", "staff"])
def test_an_officer_or_staff_member_without_a_second_factor_cannot_create_a_token(client, cast, role):
    """A token outlives the session that made it: only a session that passed the second factor may make one."""
    client.force_login(getattr(cast, role), second_factor=False)
    response = client.post(reverse("api:tokens"), {"name": "stolen password", "days": 365})
    assert response.status_code == 302 and response.url.startswith(reverse("accounts:two_factor_setup"))
    assert not AuthToken.objects.exists()


def test_an_officer_with_the_second_factor_creates_a_token(client, cast):
    client.force_login(cast.officer)
    assert client.post(reverse("api:tokens"), {"name": "desk script", "days": 30}).status_code == 200
    assert AuthToken.objects.filter(user=cast.officer).count() == 1


def test_a_password_alone_does_not_open_the_api_to_an_officer(client, cast):
    client.force_login(cast.officer, second_factor=False)
    response = client.get(reverse("api:application-list"))
    assert response.status_code == 302 and response.url.startswith(reverse("accounts:two_factor_setup"))


def test_an_officers_token_reads_but_decides_nothing(cast, token_client):
    """The API has no endpoint that moves an application, awards a title or corrects the register: those stay
    on the pages, behind the second factor. An officer's token reads what the officer reads."""
    application, _new = application_services.application_start(
        player=cast.player_user.player, title="IM", actor=cast.officer
    )
    api = token_client(cast.officer)
    detail = reverse("api:application-detail", args=[application.pk])
    assert api.get(detail).status_code == 200
    for method in ("post", "put", "patch", "delete"):
        assert getattr(api, method)(detail, {"state": "awarded"}).status_code == 405, method
    application.refresh_from_db()
    assert application.state == "draft"
