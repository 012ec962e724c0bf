"""Issue 30: the OpenAPI schema states every status an operation answers, with its body; the crosstable is
paginated as the schema says; the PDF endpoint answers Accept: application/pdf."""

import pytest
from django.conf import settings
from django.urls import reverse
from drf_spectacular.generators import SchemaGenerator
from rest_framework.pagination import PageNumberPagination

from api.converters import DATABASE_ID_MAX
from certificates.models import Certificate
from tests.certificates.documents import norm_with_games


@pytest.fixture(scope="module")
def operations() -> dict[tuple[str, str], dict]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return {(method.upper(), path): operation for path, methods in schema["paths"].items()
            for method, operation in methods.items()}


def test_every_operation_documents_the_errors_every_request_can_meet(operations):
    for (_method, _path), operation in operations.items():
        responses = operation["responses"]
        assert {"401", "406", "429"} <= set(responses)
        assert "Retry-After" in responses["429"]["headers"]
        assert responses["401"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Error"}


def test_what_an_operation_takes_decides_its_further_statuses(operations):
    for (method, path), operation in operations.items():
        parameters = operation.get("parameters", [])
        takes_path = any(parameter["in"] == "path" for parameter in parameters)
        filters = {parameter["name"] for parameter in parameters if parameter["in"] == "query"} - {"page"}
        responses = set(operation["responses"])
        assert ("404" in responses) == (takes_path or any(p["name"] == "page" for p in parameters)), path
        assert ("400" in responses) == bool(filters or "requestBody" in operation), (method, path)
        assert ("415" in responses) == ("requestBody" in operation), (method, path)


def test_private_and_writing_operations_document_403_and_public_reads_do_not(operations):
    assert "403" in operations["GET", "/api/v1/certificates/{id}/pdf/"]["responses"]
    assert "403" in operations["POST", "/api/v1/tournaments/{id}/uploads/"]["responses"]
    assert "403" not in operations["GET", "/api/v1/tournaments/"]["responses"]


def test_ids_in_paths_are_bounded_as_the_converter_bounds_them(operations):
    assert settings.SPECTACULAR_SETTINGS["PATH_CONVERTER_OVERRIDES"]["dbid"]["maximum"] == DATABASE_ID_MAX
    (parameter,) = operations["GET", "/api/v1/certificates/{id}/pdf/"]["parameters"]
    assert parameter["schema"] == {"type": "integer", "minimum": 1, "maximum": DATABASE_ID_MAX}


def test_the_filters_are_documented_with_their_bounds(operations):
    parameters = {p["name"]: p["schema"] for p in operations["GET", "/api/v1/tournaments/"]["parameters"]}
    assert parameters["year"]["minimum"] == 1 and parameters["year"]["maximum"] == 9999
    parameters = {p["name"]: p["schema"] for p in operations["GET", "/api/v1/norm-results/"]["parameters"]}
    assert parameters["title"]["enum"] == ["GM", "IM", "WGM", "WIM"]


def test_the_pdf_is_documented_as_pdf_and_its_errors_as_json(operations):
    responses = operations["GET", "/api/v1/certificates/{id}/pdf/"]["responses"]
    assert set(responses["200"]["content"]) == {"application/pdf"}
    assert set(responses["404"]["content"]) == {"application/json"}


@pytest.mark.django_db
def test_the_crosstable_is_paginated_as_documented(operations, api_client, cast, monkeypatch):
    schema_ref = operations["GET", "/api/v1/tournaments/{id}/crosstable/"]["responses"]["200"]["content"]
    assert schema_ref["application/json"]["schema"]["$ref"].endswith("/PaginatedCrosstableRowList")
    norm_with_games(player=cast.player_user.player, tournament=cast.tournament)  # ten players
    monkeypatch.setattr(PageNumberPagination, "page_size", 4)
    url = reverse("api:tournament-crosstable", args=[cast.tournament.pk])
    pages = [api_client.get(url, {"page": number}).json() for number in (1, 2, 3)]
    assert [page["count"] for page in pages] == [10, 10, 10]
    assert [len(page["results"]) for page in pages] == [4, 4, 2]
    numbers = [row["start_number"] for page in pages for row in page["results"]]
    assert sorted(numbers) == list(range(1, 11))
    assert pages[0]["next"].endswith("page=2") and pages[2]["next"] is None
    assert api_client.get(url, {"page": 4}).status_code == 404


@pytest.mark.django_db
def test_the_pdf_answers_a_client_that_accepts_only_pdf(cast, token_client):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    certificate = Certificate.objects.create(norm_result=norm, version=1, reference="R-1", pdf=b"%PDF-1.7 x", sha256="0" * 64)
    api = token_client(cast.player_user)
    response = api.get(reverse("api:certificate-pdf", args=[certificate.pk]), HTTP_ACCEPT="application/pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert response.content == b"%PDF-1.7 x"
    missing = api.get(reverse("api:certificate-pdf", args=[certificate.pk + 1]), HTTP_ACCEPT="application/pdf")
    assert missing.status_code == 404 and missing["Content-Type"] == "application/json" and missing.json()["detail"]
    refused = api.get(reverse("api:certificate-pdf", args=[certificate.pk]), HTTP_ACCEPT="text/csv")
    assert refused.status_code == 406 and refused.json()["detail"]


@pytest.mark.django_db
def test_the_pdf_endpoint_describes_itself_in_json(cast, token_client):
    response = token_client(cast.player_user).options(reverse("api:certificate-pdf", args=[1]))
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    assert response.json()["name"]
