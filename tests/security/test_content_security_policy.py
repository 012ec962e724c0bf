"""Content-Security-Policy (django-csp): enforced in production, reported elsewhere; inline scripts need the
request's nonce."""

import json
import re

from django.test import override_settings
from django.urls import reverse

from tests.deploy.test_production_settings import load_production_settings
from tests.factories import ResultUploadFactory

READ_POLICY = """
import json, django
from django.conf import settings
django.setup()
print(json.dumps({"enforced": settings.CONTENT_SECURITY_POLICY, "report_only": settings.CONTENT_SECURITY_POLICY_REPORT_ONLY},
                 default=str))
"""


def test_production_enforces_the_policy():
    result = load_production_settings(script=READ_POLICY)
    assert result.returncode == 0, result.stderr
    policy = json.loads(result.stdout)
    assert policy["report_only"] is None
    scripts = policy["enforced"]["DIRECTIVES"]["script-src"]
    assert "'self'" in scripts and "'unsafe-inline'" not in scripts
    assert policy["enforced"]["DIRECTIVES"]["frame-ancestors"] == ["'none'"]


def production_policy(settings) -> dict:
    return {"CONTENT_SECURITY_POLICY": {"DIRECTIVES": settings.CSP_DIRECTIVES}, "CONTENT_SECURITY_POLICY_REPORT_ONLY": None}


def test_every_page_carries_the_header(client, db, settings):
    with override_settings(**production_policy(settings)):
        response = client.get(reverse("tournaments:list"))
    header = response["Content-Security-Policy"]
    assert "script-src 'self'" in header and "object-src 'none'" in header
    assert "unsafe-inline" not in header.split("script-src")[1].split(";")[0]


def test_the_upload_page_runs_no_script_the_policy_would_block(client, cast, settings):
    upload = ResultUploadFactory(tournament=cast.tournament)
    client.force_login(cast.arbiter)
    with override_settings(**production_policy(settings)):
        response = client.get(reverse("tournaments:upload_detail", args=[cast.tournament.pk, upload.version]))
    page = response.content.decode()
    header = response["Content-Security-Policy"]
    for tag in re.findall(r"<script[^>]*>", page):
        nonce = re.search(r'nonce="([^"]+)"', tag)
        assert "src=" in tag or (nonce and f"'nonce-{nonce.group(1)}'" in header), tag
    assert "onchange=" not in page and "onclick=" not in page
