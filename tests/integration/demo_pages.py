"""The demo's pages as each of its people reaches them: a crawler that starts at the home page and follows every
link on every page it reaches, a few pages of each kind (every player's page of a kind is built alike), without
ever sending a form.
"""

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from io import StringIO
from urllib.parse import urldefrag, urljoin, urlsplit

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.urls import Resolver404, resolve

from tests.fixtures.accounts import SignedInClient

PAGES_PER_KIND = 4
# The demo's users by username; None is an anonymous visitor.
ROLES = [None, "arbiter", "officer", "player"]
START = ["/", "/tournaments/"]
# Pages a crawler must not follow: Django's admin, and signing out (it would end the walk).
NOT_FOLLOWED = {"static", "logout"}


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


@dataclass
class Page:
    url: str
    status: int
    linked_from: str
    html: str  # empty unless the page is an HTML page that answered 200


def load_demo(django_capture_on_commit_callbacks) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo", stdout=StringIO())


def client_of(role: str | None) -> Client:
    client = SignedInClient(raise_request_exception=False)
    if role:
        client.force_login(get_user_model().objects.get(username=role))
    return client


def pages_reached(client: Client, start: list[str] = START, pages_per_kind: int = PAGES_PER_KIND) -> Iterator[Page]:
    """Every page the client reaches from the start pages by following links, each once."""
    queue, seen_on, per_kind = deque(start), {url: "(start)" for url in start}, {}
    while queue:
        url = queue.popleft()
        kind = kind_of(url)
        if kind in NOT_FOLLOWED or kind.startswith("admin:"):
            continue
        if per_kind.get(kind, 0) >= pages_per_kind:
            continue
        per_kind[kind] = per_kind.get(kind, 0) + 1
        response = client.get(url)
        html = ""
        if response.status_code == 200 and response["Content-Type"].startswith("text/html"):
            html = response.content.decode()
            for link in links_of(html, url):
                if link not in seen_on:
                    seen_on[link] = url
                    queue.append(link)
        yield Page(url=url, status=response.status_code, linked_from=seen_on[url], html=html)
