"""Errors and notices are announced to those who cannot see them: the title says "Error:", a summary (an alert that
takes the focus) lists every error with a link to its field, and flash messages are alerts or status messages."""

import re

import pytest
from django.contrib.messages import constants
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests import factories
from web.error_summary import PageError, errors_in
from web.titles.forms import CalculatorOpponentFormSet

pytestmark = pytest.mark.django_db


def title_of(response) -> str:
    return re.search(r"<title>(.*?)</title>", response.content.decode(), re.S).group(1)


def summary_of(response) -> str:
    page = response.content.decode()
    assert page.count('id="error-summary"') == 1, "no error summary, or more than one"
    return page.split('id="error-summary"')[1].split("</ul>")[0]


def test_a_wrong_password_is_announced_in_the_title_and_a_summary_leading_to_the_field(client):
    factories.UserFactory(username="someone")
    response = client.post(reverse("login"), {"username": "someone", "password": "wrong"})
    assert title_of(response) == "Error: Log in · TitleDesk"
    summary = summary_of(response)
    assert 'tabindex="-1"' in summary and '<div role="alert">' in summary
    assert 'href="#id_username"' in summary and "Please enter a correct username and password" in summary


def test_a_page_without_errors_has_neither_summary_nor_error_title(client):
    response = client.get(reverse("login"))
    assert title_of(response) == "Log in · TitleDesk"
    assert "error-summary" not in response.content.decode()


def test_the_registration_form_lists_each_field_error_with_a_link_to_its_field(client, cast):
    client.force_login(cast.arbiter)
    response = client.post(reverse("tournaments:create"), {"name": ""})
    assert title_of(response).startswith("Error: ")
    summary = summary_of(response)
    assert 'href="#id_name"' in summary and "This field is required." in summary


def test_a_refused_upload_and_a_header_mismatch_lead_to_their_explanations(client, cast, sample_path):
    client.force_login(cast.arbiter)
    url = reverse("tournaments:upload", args=[cast.tournament.pk])
    refused = client.post(url, {"file": SimpleUploadedFile("a.trf", b"%PDF-1.4 not a results file")})
    assert title_of(refused).startswith("Error: ")
    assert 'href="#upload-refused"' in summary_of(refused) and 'id="upload-refused"' in refused.content.decode()
    different = sample_path("03_gros_2010_javafo_trfx_sample2.trf").read_bytes()
    mismatched = client.post(url, {"file": SimpleUploadedFile("gros.trf", different)})
    assert title_of(mismatched).startswith("Error: ")
    assert 'href="#header-mismatches"' in summary_of(mismatched)
    assert 'id="header-mismatches"' in mismatched.content.decode()


def test_a_formset_row_error_names_its_row():
    formset = CalculatorOpponentFormSet(
        {"opponent-TOTAL_FORMS": "2", "opponent-INITIAL_FORMS": "0", "opponent-1-rating": "ten"}, prefix="opponent"
    )
    errors = errors_in([("opponents", formset)])
    assert errors and all(error.message.startswith("Row 2, ") for error in errors)
    assert "id_opponent-1-rating" in {error.target for error in errors}


def test_an_unbound_form_and_a_views_problems():
    formset = CalculatorOpponentFormSet(prefix="opponent")
    problem = PageError("The file is refused.", "upload-refused")
    assert errors_in([("opponents", formset), ("page_problems", [problem])]) == [problem]


@pytest.mark.parametrize(
    ("level", "role"), [(constants.SUCCESS, "status"), (constants.INFO, "status"), (constants.WARNING, "alert"),
                        (constants.ERROR, "alert")],
)
def test_flash_messages_are_status_messages_or_alerts(rf, level, role):
    from django.contrib.messages.storage.fallback import FallbackStorage
    from django.contrib.sessions.backends.db import SessionStore
    from django.shortcuts import render

    request = rf.get("/")
    request.session = SessionStore()
    request._messages = FallbackStorage(request)
    request.user = factories.UserFactory()
    request._messages.add(level, "Something happened.")
    page = render(request, "registration/password_reset_done.html", {}).content.decode()
    assert re.search(rf'<div class="alert [^"]*"\s+role="{role}">Something happened.</div>', page)


def test_gathering_the_errors_leaves_the_lazy_values_of_the_context_unevaluated():
    from django.utils.functional import SimpleLazyObject

    evaluated = []
    lazy = SimpleLazyObject(lambda: evaluated.append("table") or [])
    assert errors_in([("table", lazy)]) == [] and evaluated == []
