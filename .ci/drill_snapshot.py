"""What a restore must give back, as JSON (run by .ci/backup-restore-drill through `manage.py shell`): the
status and text of public pages (tournaments, norms, the verification page of every certificate and form) and
the SHA-256 of every private file, both as stored and as the /files/ page serves it to staff."""

import hashlib
import json
import re

from django.contrib.auth import get_user_model
from django.test import Client
from django_otp import DEVICE_ID_SESSION_KEY
from django_otp.plugins.otp_totp.models import TOTPDevice

from certificates.models import ApplicationForm, Certificate
from players.models import RatingEntry
from titles.models import NormResult
from tournaments.models import Tournament

# What differs from one request to the next whatever the data: the CSP nonce, the CSRF token.
PER_REQUEST = re.compile(r'(nonce|value|content)="[A-Za-z0-9+/=_-]{20,}"')


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def page(client: Client, path: str) -> str:
    response = client.get(path, HTTP_HOST="127.0.0.1")
    body = PER_REQUEST.sub("", response.content.decode()) if response.status_code == 200 else ""
    return f"{response.status_code} {digest(body.encode())}"


anonymous = Client()
paths = ["/tournaments/"]
paths += [f"/tournaments/{pk}/" for pk in Tournament.objects.order_by("pk").values_list("pk", flat=True)]
paths += [f"/norms/{pk}/" for pk in NormResult.objects.filter(achieved=True).order_by("pk").values_list("pk", flat=True)]
codes = [
    *Certificate.objects.exclude(verification_code=None).values_list("verification_code", flat=True),
    *ApplicationForm.objects.values_list("verification_code", flat=True),
]
paths += [f"/verify/{code}/" for code in sorted(codes)]

staff = get_user_model().objects.get(username="admin")
staff_client = Client()
staff_client.force_login(staff)
session = staff_client.session
session[DEVICE_ID_SESSION_KEY] = TOTPDevice.objects.filter(user=staff, confirmed=True).first().persistent_id
session.save()
files = {}
for entry in RatingEntry.objects.exclude(evidence="").order_by("pk"):
    with entry.evidence.open("rb") as stored:
        served = staff_client.get(f"/files/players.ratingentry/{entry.pk}/evidence/", HTTP_HOST="127.0.0.1")
        body = b"".join(served.streaming_content) if served.streaming else served.content
        files[entry.evidence.name] = [digest(stored.read()), served.status_code, digest(body)]

print(json.dumps({
    "pages": {path: page(anonymous, path) for path in paths},
    "verification_codes": len(codes),
    "private_files": files,
}, indent=1, sort_keys=True))
