"""The migration to one application model keeps every official title's application and its history."""

import datetime

import pytest
from django.utils import timezone

from tests import factories
from tests.migration_steps import migrate, migrated_to

pytestmark = pytest.mark.django_db(transaction=True)
BEFORE = ("titles", "0014_one_application_workflow")
AFTER = ("titles", "0016_remove_official_application_models")


@pytest.fixture
def before_the_move():
    """The schema with both application models; the latest one again afterwards, for the tests that follow."""
    with migrated_to(BEFORE) as apps:
        yield apps


def test_official_applications_move_into_the_one_model_with_their_history_and_back(before_the_move):
    apps = before_the_move
    officer_user, second_user = factories.UserFactory(username="officer"), factories.UserFactory(username="officer-2")
    federation = factories.FederationFactory(code="UKR")
    Candidate = apps.get_model("titles", "OfficialCandidate")
    Old = apps.get_model("titles", "OfficialTitleApplication")
    OldEvent = apps.get_model("titles", "OfficialApplicationEvent")
    candidate = Candidate.objects.create(name="Oksana Arbiter", federation_id=federation.pk, created_by_id=officer_user.pk)
    old = Old.objects.create(
        candidate=candidate, title="IA", federation_id=federation.pk, state="approved", fide_language="English",
        knows_laws_and_regulations=True, years_of_current_activity=3, evidence_note="Exam certificate 2024",
        checks=[{"rule": "2.14", "ok": True}], decision_on=datetime.date(2025, 3, 1), decision_reason="Council",
        created_by_id=officer_user.pk,
    )
    started = timezone.make_aware(datetime.datetime(2025, 1, 10, 9, 0))
    Old.objects.filter(pk=old.pk).update(created_at=started)
    moves = [("", "draft", officer_user, 0), ("draft", "submitted", officer_user, 5), ("submitted", "sent", officer_user, 6),
             ("sent", "approved", second_user, 50)]
    for from_state, to_state, actor, days in moves:
        event = OldEvent.objects.create(application=old, from_state=from_state, to_state=to_state, actor_id=actor.pk, note=to_state)
        OldEvent.objects.filter(pk=event.pk).update(at=started + datetime.timedelta(days=days))

    apps = migrate(AFTER)

    with pytest.raises(LookupError):
        apps.get_model("titles", "OfficialTitleApplication")
    application = apps.get_model("titles", "TitleApplication").objects.get()
    assert (application.candidate_id, application.player_id, application.title, application.state) == (
        candidate.pk, None, "IA", "approved"
    )
    assert (application.fide_language, application.knows_laws_and_regulations, application.years_of_current_activity) == (
        "English", True, 3
    )
    assert (application.evidence_note, application.checks) == ("Exam certificate 2024", [{"rule": "2.14", "ok": True}])
    assert (application.decision_on, application.decision_reason) == (datetime.date(2025, 3, 1), "Council")
    assert (application.created_at, application.created_by_id) == (started, officer_user.pk)
    # Who submitted, and when, comes from the history: the four eyes hold for the move that is still to come.
    assert (application.submitted_by_id, application.submitted_on) == (officer_user.pk, datetime.date(2025, 1, 15))
    trail = list(
        apps.get_model("titles", "ApplicationEvent").objects.filter(application_id=application.pk)
        .order_by("at", "pk").values_list("from_state", "to_state", "actor_id", "note", "at")
    )
    assert trail == [
        (from_state, to_state, actor.pk, to_state, started + datetime.timedelta(days=days))
        for from_state, to_state, actor, days in moves
    ]

    apps = migrate(BEFORE)  # and back: the application returns to the official titles' own model

    restored = apps.get_model("titles", "OfficialTitleApplication").objects.get()
    assert (restored.candidate_id, restored.state, restored.created_at) == (candidate.pk, "approved", started)
    assert list(restored.events.order_by("at", "pk").values_list("to_state", flat=True)) == [
        to_state for _from_state, to_state, _actor, _days in moves
    ]
    assert not apps.get_model("titles", "TitleApplication").objects.exists()
