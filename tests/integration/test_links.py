"""No link that the demo's arbiter, officer, player or an anonymous visitor can follow ends in a 404 or a 500."""

import pytest

from tests.integration.demo_pages import ROLES, client_of, load_demo, pages_reached

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(django_capture_on_commit_callbacks):
    load_demo(django_capture_on_commit_callbacks)


def test_no_link_of_the_demo_leads_to_a_404_or_a_500(demo):
    broken = []
    fetched = 0
    for role in ROLES:
        for page in pages_reached(client_of(role)):
            fetched += 1
            if page.status >= 400:
                broken.append(f"{role or 'anonymous'}: {page.url} -> {page.status} (linked from {page.linked_from})")
    assert fetched > 40
    assert broken == [], "\n".join(broken)
