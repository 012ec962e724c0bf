"""What axe-core (the engine of most accessibility checkers) finds wrong with a page, against WCAG 2.1 A and AA.

axe-core comes with the pinned package axe-playwright-python; the script is injected into the page under test by
Playwright, outside the page's Content Security Policy.
"""

from axe_playwright_python.sync_playwright import Axe

# The rules of WCAG 2.0 and 2.1, levels A and AA.
WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# A violation of these impacts keeps someone from using the page; moderate and minor ones are reported by axe too.
BLOCKING_IMPACTS = {"critical", "serious"}

_axe = Axe()


def violations(page) -> list[dict]:
    """axe's violations of WCAG 2.1 A/AA on the page as it is now."""
    results = _axe.run(page, options={"runOnly": {"type": "tag", "values": WCAG_21_AA}, "resultTypes": ["violations"]})
    return results.response["violations"]


def blocking_violations(page) -> list[str]:
    """The critical and serious violations, one line per rule and element: the rule, its impact, the element."""
    return [
        f"{violation['id']} ({violation['impact']}): {', '.join(map(str, node['target']))}: "
        f"{node.get('failureSummary', '').splitlines()[-1].strip() if node.get('failureSummary') else ''}"
        for violation in violations(page) if violation["impact"] in BLOCKING_IMPACTS
        for node in violation["nodes"]
    ]
