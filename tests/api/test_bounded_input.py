"""Issue 30: every value a client puts in a query or a path is checked. A wrong one is a 400 (query) or a 404
(path), in JSON, never a server error that mails the admins nor a filter silently dropped."""

from datetime import date

import pytest
from django.core import mail
from django.urls import reverse

from api.converters import DATABASE_ID_MAX
from certificates.models import Certificate
from tests import factories

pytestmark = pytest.mark.django_db

TOO_LARGE = str(DATABASE_ID_MAX + 1)


@pytest.mark.parametrize(("endpoint", "query", "refused"), [
    ("api:tournament-list", {"year": "10000"}, "year"),
    ("api:tournament-list", {"year": "0"}, "year"),
    ("api:tournament-list", {"year": "٢٠٢٤"}, "year"),  # Arabic-Indic digits: int() would read 2024
    ("api:tournament-list", {"year": "2024.5"}, "year"),
    ("api:tournament-list", {"q": "Kyiv\x00"}, "q"),
    ("api:tournament-list", {"q": "x" * 101}, "q"),
    ("api:tournament-list", {"federation": "U\x00R"}, "federation"),
    ("api:tournament-list", {"federation": "Ukraine"}, "federation"),
    ("api:norm-result-list", {"tournament": TOO_LARGE}, "tournament"),
    ("api:norm-result-list", {"tournament": "0"}, "tournament"),
    ("api:norm-result-list", {"player": "abc"}, "player"),
    ("api:norm-result-list", {"player": "１"}, "player"),  # a full-width digit
    ("api:norm-result-list", {"title": "XX"}, "title"),
    ("api:norm-result-list", {"achieved": "maybe"}, "achieved"),
])
def test_a_wrong_query_value_is_refused_with_the_parameter_named(api_client, endpoint, query, refused):
    response = api_client.get(reverse(endpoint), query)
    assert response.status_code == 400
    assert refused in response.json()
    assert mail.outbox == []


@pytest.mark.parametrize("path", [
    "/api/v1/certificates/null/pdf/",
    f"/api/v1/certificates/{TOO_LARGE}/pdf/",
    "/api/v1/certificates/0/",
    "/api/v1/tournaments/abc/uploads/",
    f"/api/v1/tournaments/{TOO_LARGE}/uploads/",
    f"/api/v1/tournaments/1/uploads/{TOO_LARGE}/",
    "/api/v1/tournaments/٣/",
    "/api/v1/players/null/norm-record/",
    "/api/v1/applications/-1/",
    "/api/v1/norm-results/1e3/",
])
def test_an_id_that_is_no_database_key_names_nothing(cast, token_client, path):
    response = token_client(cast.staff).get(path)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json" and response.json()["detail"]
    assert mail.outbox == []


def test_the_largest_key_is_still_asked_for(cast, token_client):
    certificate_pdf = reverse("api:certificate-pdf", args=[DATABASE_ID_MAX])
    assert certificate_pdf.endswith(f"/{DATABASE_ID_MAX}/pdf/")
    assert token_client(cast.staff).get(certificate_pdf).status_code == 404


def test_valid_filters_still_filter(api_client, cast):
    factories.TournamentFactory(name="Lviv Open", city="Lviv", start_date=date(2019, 5, 1))
    factories.TournamentFactory(name="Lviv Cup", city="Lviv", start_date=date(2024, 5, 1))
    data = api_client.get(reverse("api:tournament-list"), {"q": " lviv cup ", "year": "2024"}).json()
    assert [tournament["name"] for tournament in data["results"]] == ["Lviv Cup"]
    assert api_client.get(reverse("api:tournament-list"), {"q": ""}).json()["count"] == 4  # an empty search: any
    data = api_client.get(reverse("api:tournament-list"), {"federation": "ukr"}).json()
    assert [tournament["id"] for tournament in data["results"]] == [cast.tournament.pk]


def test_norm_results_filter_by_every_parameter(api_client, cast):
    entry = factories.EntryFactory(upload__tournament=cast.tournament, upload__status="evaluated")
    achieved = factories.NormResultFactory(entry=entry, title="GM", achieved=True)
    factories.NormResultFactory(entry=entry, title="IM", achieved=False)
    query = {"tournament": cast.tournament.pk, "player": entry.player_id, "title": "GM", "achieved": "true"}
    data = api_client.get(reverse("api:norm-result-list"), query).json()
    assert [norm["id"] for norm in data["results"]] == [achieved.pk]
    data = api_client.get(reverse("api:norm-result-list"), {**query, "achieved": "false"}).json()
    assert data["count"] == 0


def test_a_certificate_id_within_range_reaches_the_certificate(cast, token_client):
    norm = factories.NormResultFactory(
        entry=factories.EntryFactory(upload__tournament=cast.tournament, upload__status="evaluated"), title="GM"
    )
    certificate = Certificate.objects.create(norm_result=norm, version=1, reference="R-1", pdf=b"%PDF-1.7", sha256="0" * 64)
    assert token_client(cast.staff).get(f"/api/v1/certificates/{certificate.pk}/").json()["reference"] == "R-1"


@pytest.mark.parametrize("page", ["", "0", "last", "١", "1.0", "-1", "99999999999999999999"])
def test_a_page_is_a_page_number_or_nothing(api_client, page):
    response = api_client.get(reverse("api:tournament-list"), {"page": page})
    assert response.status_code == 404 and response.json()["detail"]
