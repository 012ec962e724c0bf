"""django-axes: repeated wrong passwords lock the login out."""

from django.conf import settings
from django.test import Client
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


def test_behind_a_trusted_proxy_a_stranger_guessing_does_not_lock_out_the_real_user(settings, db):
    """Issue 33: behind the proxy every request comes from its address; the lock counts the forwarded client."""
    settings.PROXY_COUNT = 1
    factories.UserFactory(username="player")
    proxy = {"REMOTE_ADDR": "127.0.0.1"}
    stranger, owner = Client(**proxy), Client(**proxy)
    for _attempt in range(settings.AXES_FAILURE_LIMIT + 2):
        log_in_from(stranger, "203.0.113.9", "wrong")
    assert log_in_from(stranger, "203.0.113.9", PASSWORD).status_code == 429
    response = log_in_from(owner, "198.51.100.7", PASSWORD)
    assert response.status_code == 302
    assert owner.session["_auth_user_id"]


def test_without_a_trusted_proxy_a_made_up_forwarded_address_is_no_new_client(client, settings, db):
    settings.PROXY_COUNT = 0
    factories.UserFactory(username="player")
    for number in range(settings.AXES_FAILURE_LIMIT):
        log_in_from(client, f"203.0.113.{number}", "wrong")
    assert log_in_from(client, "198.51.100.7", PASSWORD).status_code == 429


def log_in_from(client, forwarded_for, password):
    return client.post(
        reverse("login"), {"username": "player", "password": password}, HTTP_X_FORWARDED_FOR=forwarded_for
    )


def test_every_settings_module_reads_the_number_of_trusted_proxies(monkeypatch):
    import importlib
    import sys

    monkeypatch.setenv("DJANGO_PROXY_COUNT", "2")
    monkeypatch.setenv("DJANGO_SECRET_KEY", "x" * 50)
    monkeypatch.setenv("DATABASE_URL", "postgres://u@h/d")
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/9")
    monkeypatch.setenv("SITE_URL", "https://titles.example.org")
    for name in ("base", "local", "test", "production"):
        for module in [m for m in sys.modules if m.startswith("config.settings.")]:
            monkeypatch.delitem(sys.modules, module)
        module = importlib.import_module(f"config.settings.{name}")
        assert module.PROXY_COUNT == 2, name
        assert module.AXES_CLIENT_IP_CALLABLE == "lib.client_address.client_address", name
