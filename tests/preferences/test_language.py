"""The user's language is remembered on their account, on every device."""

import re

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from preferences.models import Preference
from tests.fixtures.accounts import SignedInClient

pytestmark = pytest.mark.django_db


def switch(client, language: str):
    return client.post(reverse("set_language"), {"language": language, "next": "/"})


def test_a_signed_in_users_choice_is_kept_on_the_account_and_follows_them(client, cast):
    client.force_login(cast.officer)
    switch(client, "uk")
    assert Preference.objects.get(user=cast.officer).language == "uk"
    elsewhere = SignedInClient(HTTP_ACCEPT_LANGUAGE="de")
    elsewhere.force_login(cast.officer)
    assert elsewhere.get(reverse("tournaments:list")).content.decode().startswith("<!doctype html>\n\n<html lang=\"uk\"")


def test_an_anonymous_choice_stays_in_the_browser_only(client, cast):
    switch(client, "es")
    assert not Preference.objects.exists()
    assert '<html lang="es"' in client.get(reverse("tournaments:list")).content.decode()


def test_an_unknown_language_is_not_saved(client, cast):
    client.force_login(cast.officer)
    switch(client, "xx")
    assert not Preference.objects.exists()


def test_switching_needs_a_post(client, cast):
    client.force_login(cast.officer)
    assert client.get(reverse("set_language")).status_code == 405


def test_a_visitors_menu_carries_no_token_and_switches_without_one(cast):
    """A visitor's choice is only his own browser's cookie: the menu needs no token, so that the page it is on is
    the same for every visitor and a shared cache may keep it (web/conditional.py)."""
    visitor = Client(enforce_csrf_checks=True)
    page = visitor.get(reverse("tournaments:list"))
    assert "csrfmiddlewaretoken" not in page.content.decode() and "csrftoken" not in page.cookies
    answer = switch(visitor, "de")
    assert answer.status_code == 302 and answer.cookies[settings.LANGUAGE_COOKIE_NAME].value == "de"
    assert not Preference.objects.exists()


def test_a_signed_in_users_choice_needs_the_token_the_menu_carries(cast):
    """The account's preference is state on the server: a page of another site cannot post it."""
    officer = SignedInClient(enforce_csrf_checks=True)
    officer.force_login(cast.officer)
    assert switch(officer, "uk").status_code == 403
    assert not Preference.objects.exists()
    page = officer.get(reverse("tournaments:list")).content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    answer = officer.post(reverse("set_language"), {"language": "uk", "next": "/", "csrfmiddlewaretoken": token})
    assert answer.status_code == 302 and Preference.objects.get(user=cast.officer).language == "uk"
