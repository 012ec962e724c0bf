"""No link that the demo's arbiter, officer, player or an anonymous visitor can follow ends in a 404 or a 500.

A crawler starts at the home page as each of them and follows every link on every page it reaches, a few
pages of each kind (every player's page of a kind fails alike), without ever sending a form.
"""

from collections import deque
from html.parser import HTMLParser
from io import StringIO
from urllib.parse import urldefrag, urljoin, urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.urls import Resolver404, resolve

from tests.fixtures.accounts import SignedInClient

pytestmark = pytest.mark.django_db

PAGES_PER_KIND = 4
ROLES = [None, "arbiter", "officer", "player"]
START = ["/", "/tournaments/"]


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            href = dict(attrs).get("href")
            if href:
                self.hrefs.append(href)


def links_of(html: str, base: str) -> list[str]:
    parser = Links()
    parser.feed(html)
    found = []
    for href in parser.hrefs:
        url = urldefrag(urljoin(base, href)).url
        parts = urlsplit(url)
        if parts.scheme in ("", "http") and parts.netloc in ("", "testserver") and parts.path.startswith("/"):
            found.append(parts.path + (f"?{parts.query}" if parts.query else ""))
    return found


def kind_of(url: str) -> str:
    path = urlsplit(url).path
    if path.startswith("/static/"):
        return "static"
    try:
        match = resolve(path)
    except Resolver404:
        return path  # an unknown path is its own kind: it will be fetched and fail
    return match.view_name


def crawl(client: Client, start: list[str] = START, pages_per_kind: int = PAGES_PER_KIND) -> tuple[dict[str, int], dict[str, str]]:
    """Every URL fetched with its status, and where each URL was first seen."""
    queue, statuses, seen_on, per_kind = deque(start), {}, {url: "(start)" for url in start}, {}
    while queue:
        url = queue.popleft()
        kind = kind_of(url)
        if kind in {"static", "admin:index"} or kind.startswith("admin:") or kind == "logout":
            continue
        if per_kind.get(kind, 0) >= pages_per_kind:
            continue
        per_kind[kind] = per_kind.get(kind, 0) + 1
        response = client.get(url)
        statuses[url] = response.status_code
        if response.status_code == 200 and response["Content-Type"].startswith("text/html"):
            for link in links_of(response.content.decode(), url):
                if link not in seen_on:
                    seen_on[link] = url
                    queue.append(link)
    return statuses, seen_on


@pytest.fixture
def demo(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo", stdout=StringIO())


def test_no_link_of_the_demo_leads_to_a_404_or_a_500(demo):
    broken = []
    fetched = 0
    for role in ROLES:
        client = SignedInClient(raise_request_exception=False)
        if role:
            client.force_login(get_user_model().objects.get(username=role))
        statuses, seen_on = crawl(client)
        fetched += len(statuses)
        broken += [f"{role or 'anonymous'}: {url} -> {status} (linked from {seen_on[url]})"
                   for url, status in statuses.items() if status >= 400]
    assert fetched > 40
    assert broken == [], "\n".join(broken)
