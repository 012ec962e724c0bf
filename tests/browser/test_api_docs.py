"""The API's documentation page renders in a browser and asks no other site for anything (api/docs.py): ReDoc's
bundle is served from the site, with its makers' CDN logo replaced."""

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_api_docs_render_and_ask_no_other_site_for_anything(page):
    asked = []
    page.page.on("request", lambda request: asked.append(request.url))
    assert page.open("/api/docs/").status == 200
    page.page.get_by_text("Tournaments").first.wait_for()  # ReDoc has read the schema and drawn its menu
    page.page.wait_for_load_state("networkidle")
    elsewhere = [url for url in asked if not url.startswith((page.live_url, "data:", "blob:"))]
    assert elsewhere == []
    assert page.failed_requests == []
