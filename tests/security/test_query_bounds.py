"""Issue 30, the pages: a query value no page can use is a 400 or a 404, never a server error that mails the
admins (a NUL byte PostgreSQL refuses in text; a superscript digit that str.isdigit() accepts and int() does
not)."""

import pytest
from django.core import mail
from django.urls import reverse

from tests.certificates.documents import norm_with_games

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("query", "status"), [
    ("Kov\x00", 400),
    ("²", 200),  # a "digit" to isdigit(), no number to int(): searched as a name
    ("٣", 200),
    ("99999999999999999999999", 200),
])
def test_the_desk_search_refuses_what_no_name_holds(client, cast, query, status):
    client.force_login(cast.officer)
    assert client.get(reverse("players:desk"), {"q": query}).status_code == status
    assert mail.outbox == []


@pytest.mark.parametrize("page", ["²", "٣", "0", "99999999999999999999999", "1\x00"])
def test_the_rank_table_page_is_a_page_or_nothing(client, cast, page):
    norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    response = client.get(reverse("tournaments:detail", args=[cast.tournament.pk]), {"page": page})
    assert response.status_code == 404
    assert mail.outbox == []


@pytest.mark.parametrize("query", [{"q": "Lviv\x00"}, {"year": "2024.5"}, {"year": "99999999999999999999"}])
def test_the_tournament_search_shows_the_form_error_instead_of_failing(client, cast, query):
    response = client.get(reverse("tournaments:list"), query)
    assert response.status_code == 200
    assert response.context["form"].errors


@pytest.mark.parametrize("typed", ["\x00", "---", " "])
def test_a_typed_verification_code_without_letters_or_digits_is_no_code(client, typed):
    response = client.get(reverse("verify_form"), {"code": typed})
    assert response.status_code == 200 and response.context["document"] is None
    assert mail.outbox == []


def test_a_code_path_without_letters_or_digits_matches_no_document(client):
    response = client.get(reverse("verify", args=["---"]))
    assert response.status_code == 200 and response.context["document"] is None
