import pytest
from rest_framework.test import APIClient

from api.services import api_token_create


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def token_client():
    """An API client that authenticates with a fresh personal token of the given user, as a program would."""

    def client_for(user) -> APIClient:
        client = APIClient()
        _token, secret = api_token_create(user=user, name="pairing program", days=30)
        client.credentials(HTTP_AUTHORIZATION=f"Token {secret}")
        return client

    return client_for


@pytest.fixture
def trf_bytes(sample_path):
    return sample_path("01_san_viator_2018_B.trf").read_bytes()
