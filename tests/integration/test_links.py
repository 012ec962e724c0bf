"""No link that the demo's arbiter, officer, player or an anonymous visitor can follow ends in a 404 or a 500."""


def test_no_link_of_the_demo_leads_to_a_404_or_a_500(demo_crawl):
    broken = []
    fetched = 0
    for role, pages in demo_crawl.items():
        for page in pages:
            fetched += 1
            if page.status >= 400:
                broken.append(f"{role or 'anonymous'}: {page.url} -> {page.status} (linked from {page.linked_from})")
    assert fetched > 40
    assert broken == [], "\n".join(broken)
