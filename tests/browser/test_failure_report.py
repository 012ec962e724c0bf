"""A failing browser test names its page's URL, the requests that failed and the console's errors, and keeps a
screenshot: two browser tests that fail on purpose run in a pytest of their own, whose report is read here."""

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.browser.conftest import CHROMIUM

PROJECT = Path(__file__).resolve().parents[2]

FAILING_TESTS = '''
def test_a_check_fails(page):
    page.page.route("**/css/titledesk*.css", lambda route: route.abort("namenotresolved"))
    page.open("/accounts/login/")
    page.page.evaluate("fetch('/no-such-page/')")
    assert False, "the check fails on purpose"


def test_the_console_has_an_error(page):
    page.open("/accounts/login/")
    page.page.evaluate("console.error('logged on purpose')")
'''


def run_failing_tests(directory: Path, artifacts: Path) -> str:
    (directory / "test_failing.py").write_text(FAILING_TESTS)
    env = {
        key: value for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "PYTEST_ADDOPTS"}
    }
    # SQLite in memory and in-process tasks: the login page needs no service, and the outer run's databases
    # stay its own. A missing Chromium fails the inner run instead of skipping it.
    env |= {
        "PYTHONPATH": str(PROJECT), "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "BROWSER_ARTIFACTS_DIR": str(artifacts), "TITLEDESK_REQUIRE_SERVICES": "1",
    }
    finished = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.browser.conftest", "-p", "no:cacheprovider", "-p", "no:randomly",
         "--no-migrations", "-q", "test_failing.py"],
        cwd=directory, env=env, capture_output=True, text=True, timeout=600,
    )
    return finished.stdout + finished.stderr


def test_a_failing_browser_test_names_its_page_the_failed_requests_and_the_console_errors(tmp_path):
    from tests.conftest import service_unavailable

    if not Path(CHROMIUM).exists():
        service_unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium chromium-driver)")
    artifacts = tmp_path / "artifacts"
    report = run_failing_tests(tmp_path, artifacts)

    assert "1 failed, 1 passed, 1 error" in report, report
    failed_check = report.split("browser page page", 1)[1].split("browser page", 1)[0] if "browser page page" in report else ""
    assert re.search(r"page: http://\S+/accounts/login/\n", failed_check), report
    assert re.search(r"GET http://\S+/css/titledesk\S*\.css: net::ERR_NAME_NOT_RESOLVED", failed_check), report
    assert re.search(r"GET http://\S+/no-such-page/: 404", failed_check), report
    assert re.search(r"console: Failed to load resource: .*404", failed_check), report
    screenshot = artifacts / "test_a_check_fails-page.png"
    assert f"screenshot: {screenshot}" in failed_check, report
    assert screenshot.read_bytes().startswith(b"\x89PNG"), report

    console_error = report.split("errors in the browser console", 1)[1] if "errors in the browser console" in report else ""
    assert re.search(r"page: http://\S+/accounts/login/\n", console_error), report
    assert "console: logged on purpose" in console_error, report
    assert (artifacts / "test_the_console_has_an_error-page.png").read_bytes().startswith(b"\x89PNG"), report
