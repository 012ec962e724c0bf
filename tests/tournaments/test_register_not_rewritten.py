"""A results file describes one event: what it says about a registered player stays on that event's entry."""

import datetime

import pytest
from django.urls import reverse

from tests import factories
from tests.tournaments.helpers import GROS, gros_tournament
from tournaments import services
from tournaments.models import Entry

pytestmark = pytest.mark.django_db

MIRZOEV = 13400304  # No. 1 of the Gros file: "Mirzoev Azer", AZE, born 1978


@pytest.fixture
def registered_mirzoev():
    return factories.PlayerFactory(
        fide_id=MIRZOEV, name="Mirzoev, Azer", sex="m", birth_date=datetime.date(1978, 3, 9),
        federation=factories.FederationFactory(code="UKR"),
    )


def evaluate(tournament, data, django_capture_on_commit_callbacks, user=None):
    with django_capture_on_commit_callbacks(execute=True):
        # Confirmed: the Gros file played 5 of its 9 rounds, and these tests are about its players.
        receipt = services.upload_receive(
            tournament=tournament, filename="gros.trf", data=data, entrance="web", user=user, confirmed=True
        )
    receipt.upload.refresh_from_db()
    return receipt.upload


def test_a_second_events_file_leaves_the_register_unchanged_and_warns(
    sample_path, registered_mirzoev, django_capture_on_commit_callbacks
):
    factories.FederationFactory(code="AZE")
    upload = evaluate(gros_tournament(), sample_path(GROS).read_bytes(), django_capture_on_commit_callbacks)
    registered_mirzoev.refresh_from_db()
    assert (registered_mirzoev.name, registered_mirzoev.federation.code, registered_mirzoev.birth_date) == (
        "Mirzoev, Azer", "UKR", datetime.date(1978, 3, 9))
    entry = Entry.objects.get(upload=upload, player=registered_mirzoev)
    assert (entry.name, entry.federation_code) == ("Mirzoev Azer", "AZE")
    assert any("federation: the file says AZE, the register says UKR" in warning for warning in upload.warnings)


def test_norms_are_judged_on_the_federation_the_file_gives(sample_path, django_capture_on_commit_callbacks):
    tournament = gros_tournament()
    # Registered as Spanish, like most of his opponents; the file says AZE, and the event is judged on that.
    player = factories.PlayerFactory(fide_id=MIRZOEV, name="Mirzoev, Azer", federation=tournament.host_federation)
    upload = evaluate(tournament, sample_path(GROS).read_bytes(), django_capture_on_commit_callbacks)
    gm = Entry.objects.get(upload=upload, player=player).norm_results.get(title="GM")
    assert gm.games > 0 and gm.totals["foreigners"] == gm.games


def test_the_difference_is_on_the_desk_of_the_players_federation(
    client, sample_path, registered_mirzoev, django_capture_on_commit_callbacks
):
    evaluate(gros_tournament(), sample_path(GROS).read_bytes(), django_capture_on_commit_callbacks)
    officer = factories.FederationOfficerFactory(federation=registered_mirzoev.federation).user
    client.force_login(officer)
    page = client.get(reverse("players:desk")).content.decode()
    section = page[page.index('id="register-differences"'):page.index('id="candidates"')]
    assert "Mirzoev, Azer" in section and "AZE" in section and "XX Open Internacional de Gros" in section


def test_players_new_to_the_register_are_created_from_the_file(sample_path, django_capture_on_commit_callbacks):
    upload = evaluate(gros_tournament(), sample_path(GROS).read_bytes(), django_capture_on_commit_callbacks)
    entry = Entry.objects.select_related("player__federation").get(upload=upload, start_number=1)
    assert (entry.player.fide_id, entry.player.name, entry.player.federation.code) == (MIRZOEV, "Mirzoev Azer", "AZE")
    assert upload.warnings == [w for w in upload.warnings if "the register says" not in w]
