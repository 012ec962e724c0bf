"""django-axes: repeated wrong passwords lock the login out."""

from django.conf import settings
from django.urls import reverse

from tests import factories

PASSWORD = "correct horse battery staple"


def log_in(client, password):
    return client.post(reverse("login"), {"username": "player", "password": password})


def test_a_wrong_password_is_refused_with_the_form_again(client, db):
    factories.UserFactory(username="player")
    response = log_in(client, "wrong")
    assert response.status_code == 200
    assert "_auth_user_id" not in client.session


def test_repeated_wrong_passwords_lock_out_even_the_right_one(client, db):
    factories.UserFactory(username="player")
    for _attempt in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "wrong")
    response = log_in(client, PASSWORD)
    assert response.status_code == 429
    assert "Too many failed attempts" in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_fewer_failures_than_the_limit_still_let_the_right_password_in(client, db):
    factories.UserFactory(username="player")
    for _attempt in range(settings.AXES_FAILURE_LIMIT - 1):
        log_in(client, "wrong")
    response = log_in(client, PASSWORD)
    assert response.status_code == 302
    assert client.session["_auth_user_id"]
