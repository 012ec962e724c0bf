"""The permission matrix: every URL of the URL configuration × every role × GET and POST answers with the
status its row says. A URL without a row fails, so that nobody adds a page without deciding who may use it.

Each request runs in a savepoint that is rolled back, so that one role's POST never changes what the next
role sees. POSTs carry no form data: they prove who gets past the access check, not what a valid form does.
"""

import pytest
from django.db import transaction
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.fixtures.accounts import SignedInClient
from tests.security.world import ROLES, build_world

# The admin is one rule (staff only, checked on its index); its hundreds of generated URLs are Django's.
ADMIN_NAMESPACE = "admin"

# Each row: (GET, POST) statuses for the roles in this order: anonymous, the player, another player, the
# chief arbiter of this event, the chief arbiter of another event, an officer of this federation, an officer of
# another federation, staff (tests/security/world.py: this event, this federation and this player).
MATRIX: dict[str, tuple[str, str]] = {
    "accounts:password_change": ("302 200 200 200 200 200 200 200", "302 200 200 200 200 200 200 200"),
    "accounts:password_change_done": ("302 200 200 200 200 200 200 200", "302 405 405 405 405 405 405 405"),
    "accounts:password_reset": ("200 200 200 200 200 200 200 200", "200 200 200 200 200 200 200 200"),
    "accounts:password_reset_complete": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "accounts:password_reset_confirm": ("200 200 200 200 200 200 200 200", "200 200 200 200 200 200 200 200"),
    "accounts:password_reset_done": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "accounts:two_factor": ("302 302 302 302 302 200 200 200", "302 302 302 302 302 200 200 200"),
    "accounts:two_factor_setup": ("302 200 200 200 200 200 200 200", "302 200 200 200 200 200 200 200"),
    "admin:index": ("302 302 302 302 302 302 302 200", "302 302 302 302 302 302 302 200"),
    "api:api-root": ("401 200 200 200 200 200 200 200", "401 405 405 405 405 405 405 405"),
    "api:application-detail": ("401 200 404 404 404 200 404 200", "401 405 405 405 405 405 405 405"),
    "api:application-list": ("401 200 200 200 200 200 200 200", "401 405 405 405 405 405 405 405"),
    "api:certificate-detail": ("401 200 404 200 404 200 404 200", "401 405 405 405 405 405 405 405"),
    "api:certificate-list": ("401 200 200 200 200 200 200 200", "401 405 405 405 405 405 405 405"),
    "api:certificate-pdf": ("401 200 404 200 404 200 404 200", "401 405 405 405 405 405 405 405"),
    "api:docs": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:docs_bundle": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:norm-result-detail": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:norm-result-list": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:player-norm-record": ("401 200 404 404 404 200 404 200", "401 405 405 405 405 405 405 405"),
    "api:schema": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:token_revoke": ("302 405 405 405 405 405 405 405", "302 302 302 302 302 302 302 302"),
    "api:tokens": ("302 200 200 200 200 200 200 200", "302 200 200 200 200 200 200 200"),
    "api:tournament-crosstable": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:tournament-detail": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:tournament-list": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "api:tournament-uploads": ("401 404 404 200 404 200 404 200", "401 404 404 400 404 404 404 400"),
    "api:upload-detail": ("401 404 404 200 404 200 404 200", "401 405 405 405 405 405 405 405"),
    "certificates:application_form": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "certificates:application_package": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "certificates:application_package_prepare": ("302 405 405 405 405 405 405 405", "302 403 404 404 404 302 404 302"),
    "certificates:bundle": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "certificates:download": ("302 200 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "certificates:issue": ("302 405 405 405 405 405 405 405", "302 404 404 302 404 404 404 302"),
    "certificates:list": ("302 200 200 200 200 200 200 200", "302 405 405 405 405 405 405 405"),
    "certificates:tournament": ("302 200 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "certificates:sign_off": ("302 404 404 200 404 200 404 404", "302 404 404 400 404 400 404 404"),
    "certificates:tournament_report": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "classification:norm_table_csv": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "classification:norm_table_edit": ("302 403 403 403 403 403 403 200", "302 403 403 403 403 403 403 200"),
    "classification:norm_table_import": ("302 403 403 403 403 403 403 200", "302 403 403 403 403 403 403 200"),
    "classification:norm_table_new": ("302 403 403 403 403 403 403 200", "302 403 403 403 403 403 403 200"),
    "classification:norm_tables": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "classification:player": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "classification:qualification_book": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "classification:record_award": ("302 405 405 405 405 405 405 405", "302 404 404 302 404 403 404 302"),
    "classification:tournament": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "classification:tournament_facts": ("302 404 404 200 404 200 404 200", "302 404 404 200 404 200 404 200"),
    "home": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "login": ("200 200 200 200 200 200 200 200", "200 200 200 200 200 200 200 200"),
    "logout": ("405 405 405 405 405 405 405 405", "302 302 302 302 302 302 302 302"),
    "notifications:list": ("302 200 200 200 200 200 200 200", "302 405 405 405 405 405 405 405"),
    "notifications:read": ("302 405 405 405 405 405 405 405", "302 302 302 302 302 302 302 302"),
    "notifications:read_all": ("302 405 405 405 405 405 405 405", "302 302 302 302 302 302 302 302"),
    "players:desk": ("302 404 404 404 404 200 200 404", "302 405 405 405 405 405 405 405"),
    "players:external_norm": ("302 405 405 405 405 405 405 405", "302 404 404 404 404 400 404 404"),
    "players:history": ("302 404 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "players:interim_rating": ("302 405 405 405 405 405 405 405", "302 404 404 404 404 302 404 404"),
    "players:me": ("302 200 200 404 404 404 404 404", "302 405 405 405 405 405 405 405"),
    "players:player": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "players:register": ("302 405 405 405 405 405 405 405", "302 404 404 404 404 302 404 302"),
    "public_players:player": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "public_players:player_by_id": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "public_players:search": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "privatefiles:file": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "set_language": ("405 405 405 405 405 405 405 405", "302 302 302 302 302 302 302 302"),
    "titles:application_detail": ("302 200 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "titles:application_list": ("302 200 200 200 200 200 200 200", "302 405 405 405 405 405 405 405"),
    "titles:application_review": ("302 405 405 405 405 405 405 405", "302 403 404 404 404 302 404 302"),
    "titles:application_start": ("302 405 405 405 405 405 405 405", "302 302 404 404 404 302 404 302"),
    "titles:application_transition": ("302 405 405 405 405 405 405 405", "302 200 404 404 404 200 404 200"),
    "titles:calculator": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "titles:championship_result": ("302 404 404 404 404 200 200 404", "302 404 404 404 404 200 200 404"),
    "titles:entry_norms": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "titles:norm_detail": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "titles:official_application": ("302 404 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "titles:official_application_start": ("302 405 405 405 405 405 405 405", "302 404 404 404 404 302 404 302"),
    "titles:official_candidate": ("302 404 404 404 404 200 404 200", "302 404 404 404 404 200 404 200"),
    "titles:official_candidates": ("302 200 200 200 200 200 200 200", "302 403 403 403 403 200 200 403"),
    "tournaments:approvals": ("302 404 404 404 404 200 404 200", "302 404 404 404 404 200 404 200"),
    "tournaments:honorary_rating": ("302 404 404 200 404 200 404 200", "302 404 404 200 404 200 404 200"),
    "tournaments:create": ("302 403 403 200 200 403 403 200", "302 403 403 200 200 403 403 200"),
    "tournaments:create_from_file": ("302 405 405 405 405 405 405 405", "302 403 403 302 302 403 403 302"),
    "tournaments:detail": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "tournaments:history": ("302 404 404 404 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "tournaments:list": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "tournaments:make_current": ("302 405 405 405 405 405 405 405", "302 404 404 302 404 404 404 302"),
    "tournaments:round": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "tournaments:starting_list": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "tournaments:update": ("302 404 404 200 404 404 404 200", "302 404 404 200 404 404 404 200"),
    "tournaments:upload": ("302 404 404 200 404 404 404 200", "302 404 404 200 404 404 404 200"),
    "tournaments:upload_detail": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "tournaments:upload_rerun": ("302 405 405 405 405 405 405 405", "302 404 404 404 404 404 404 302"),
    "tournaments:upload_raw": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "tournaments:upload_status": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "tournaments:versions": ("302 404 404 200 404 200 404 200", "302 405 405 405 405 405 405 405"),
    "tournaments:withdraw": ("302 405 405 405 405 405 405 405", "302 404 404 302 404 404 404 302"),
    "verify": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
    "verify_file": ("405 405 405 405 405 405 405 405", "400 400 400 400 400 400 400 400"),
    "verify_form": ("200 200 200 200 200 200 200 200", "405 405 405 405 405 405 405 405"),
}


def url_names() -> set[str]:
    def walk(patterns, namespace):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                inner = ":".join(filter(None, [namespace, pattern.namespace])) or None
                yield from walk(pattern.url_patterns, inner)
            elif isinstance(pattern, URLPattern) and pattern.name:
                yield f"{namespace}:{pattern.name}" if namespace else pattern.name

    names = set(walk(get_resolver().url_patterns, None))
    return {name for name in names if not name.startswith(f"{ADMIN_NAMESPACE}:")} | {f"{ADMIN_NAMESPACE}:index"}


def test_every_url_has_a_row():
    missing = sorted(url_names() - MATRIX.keys())
    assert not missing, f"add a row to the permission matrix for: {', '.join(missing)}"
    stale = sorted(MATRIX.keys() - url_names())
    assert not stale, f"the permission matrix names URLs that no longer exist: {', '.join(stale)}"


def observed_statuses(name: str, world) -> tuple[str, str]:
    clients = {}
    for role, user in world.users.items():
        clients[role] = SignedInClient()
        if user is not None:
            clients[role].force_login(user)
    url = reverse(name, kwargs=world.kwargs.get(name))
    rows = []
    for method in ("get", "post"):
        statuses = []
        for role in ROLES:
            with transaction.atomic():
                statuses.append(str(getattr(clients[role], method)(url).status_code))
                transaction.set_rollback(True)
        rows.append(" ".join(statuses))
    return rows[0], rows[1]


@pytest.mark.parametrize("name", sorted(MATRIX))
def test_the_url_answers_each_role_as_its_row_says(name, cast):
    get_row, post_row = observed_statuses(name, build_world(cast))
    assert (f"GET  {get_row}", f"POST {post_row}") == (f"GET  {MATRIX[name][0]}", f"POST {MATRIX[name][1]}")


def test_every_row_lets_someone_in():
    """A row where every signed-in role is refused, by GET and by POST, proves nothing about who may pass: its
    URL names no object of the world (tests/security/world.py) that anybody may use."""
    refused = {"403", "404", "405"}
    closed = [
        name for name, rows in MATRIX.items()
        if all(set(row.split()[1:]) <= refused for row in rows)
    ]
    assert closed == [], f"give the world an object these URLs may open: {', '.join(closed)}"
