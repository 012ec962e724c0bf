"""The user's language is remembered on their account, on every device."""

import pytest
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
