"""No page of the demo, as any of its people sees it, gives two elements the same id: a label, a skip link or a
script that names an id must find the one element it means."""

from collections import Counter
from html.parser import HTMLParser


class ElementIds(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.ids += [value for name, value in attrs if name == "id" and value]

    handle_startendtag = handle_starttag


def duplicate_ids(html: str) -> list[str]:
    parser = ElementIds()
    parser.feed(html)
    return sorted(element_id for element_id, count in Counter(parser.ids).items() if count > 1)


def test_the_parser_finds_a_duplicate_id():
    assert duplicate_ids('<p id="a"></p><input id="b"/><div><span id="a">x</span></div>') == ["a"]
    assert duplicate_ids('<p id="a"></p><p id="b"></p>') == []


def test_no_page_of_the_demo_repeats_an_element_id(demo_crawl):
    repeated, checked = [], 0
    for role, pages in demo_crawl.items():
        for page in pages:
            if page.html:
                checked += 1
                if duplicates := duplicate_ids(page.html):
                    repeated.append(f"{role or 'anonymous'}: {page.url}: {', '.join(duplicates)}")
    assert checked > 40
    assert repeated == [], "\n".join(repeated)
