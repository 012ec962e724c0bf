"""Arbiter, organiser and instructor titles (1990 §2): the record and the checklist; appointments on this system's
own tournaments count by themselves. Their applications follow the one workflow of every title
(test_official_title_workflow.py)."""

import datetime
import importlib
import re

import pytest
from django.apps import apps as django_apps
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from django.utils import formats, translation

from notifications.models import Notification
from tests import factories
from titles import application_services, official_titles
from titles.models import FideCongress, QualifyingEvent, TitleApplication
from tournaments.models import Arbiter, Tournament

pytestmark = pytest.mark.django_db
State = TitleApplication.State
Kind = Tournament.EventKind
IA_EVIDENCE = {"knows_laws_and_regulations": True, "objectivity_shown": True, "fide_language": "English"}


def appointed(cast, year: int, kind: str, deputy: bool = False) -> Tournament:
    arbiter = Arbiter.objects.get(user=cast.arbiter)
    tournament = factories.TournamentFactory(
        host_federation=cast.tournament.host_federation,
        event_kind=kind,
        rated_by_fide=True,
        start_date=datetime.date(year, 4, 1),
        end_date=datetime.date(year, 4, 9),
        chief_arbiter=factories.ArbiterFactory() if deputy else arbiter,
    )
    if deputy:
        tournament.deputy_arbiters.add(arbiter)
    return tournament


@pytest.fixture(autouse=True)
def congresses():
    """The FIDE Congresses staff recorded: one before the appointments of 2021–2024 and the next one, a month
    ahead, so that an application made today is within 2.15's and 2.24's deadline."""
    FideCongress.objects.create(held_on=datetime.date(2020, 9, 20))
    FideCongress.objects.create(held_on=datetime.date.today() + datetime.timedelta(days=30))


@pytest.fixture
def candidate(cast):
    return official_titles.official_candidate_create(
        name="Oksana Arbiter",
        federation=cast.tournament.host_federation,
        actor=cast.officer,
        arbiter=Arbiter.objects.get(user=cast.arbiter),
    )


@pytest.fixture
def second_officer(cast):
    return factories.FederationOfficerFactory(
        user__username="officer-2", federation=cast.tournament.host_federation
    ).user


def four_appointments(cast) -> None:
    appointed(cast, 2021, Kind.NATIONAL_CHAMPIONSHIP_FINAL)
    appointed(cast, 2022, Kind.NATIONAL_CHAMPIONSHIP_FINAL, deputy=True)
    appointed(cast, 2023, Kind.ZONAL)
    appointed(cast, 2024, Kind.OLYMPIAD, deputy=True)


def by_rule(application) -> dict[str, dict]:
    return {check["rule"]: check for check in application.checks}


def test_chief_and_deputy_appointments_count_by_themselves(cast, candidate):
    # The cast's own tournament (2019, ordinary, unrated) counts for nothing.
    four_appointments(cast)
    events = official_titles.candidate_arbiter_events(candidate)
    assert sorted((event.start_date.year, event.role, event.kind.value) for event in events if event.fide_rated) == [
        (2021, "chief", "a"),
        (2022, "deputy", "a"),
        (2023, "chief", "b"),
        (2024, "deputy", "b"),
    ]
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    assert application.passes_checks, application.checks
    assert "4 within 5 years" in by_rule(application)["2.14"]["detail"]


def test_a_third_national_final_does_not_count(cast, candidate):
    appointed(cast, 2021, Kind.NATIONAL_CHAMPIONSHIP_FINAL)
    appointed(cast, 2022, Kind.NATIONAL_CHAMPIONSHIP_FINAL)
    appointed(cast, 2023, Kind.NATIONAL_CHAMPIONSHIP_FINAL)
    appointed(cast, 2024, Kind.ZONAL)
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    assert not by_rule(application)["2.14"]["ok"]


def test_recorded_events_count_beside_the_systems_own(cast, candidate):
    appointed(cast, 2022, Kind.ZONAL)
    appointed(cast, 2023, Kind.OLYMPIAD)
    for year in (2021, 2024):
        official_titles.qualifying_event_record(
            candidate=candidate,
            actor=cast.officer,
            name=f"Festival {year}",
            start_date=datetime.date(year, 8, 1),
            end_date=datetime.date(year, 8, 9),
            role=QualifyingEvent.Role.CHIEF,
            kind=QualifyingEvent.Kind.FESTIVAL,
            fide_rated=True,
            participants=140,
        )
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    assert by_rule(application)["2.14"]["ok"]


def test_2_15_the_second_congress_after_the_last_event_closes_the_application(cast, candidate):
    four_appointments(cast)
    FideCongress.objects.create(held_on=datetime.date(2024, 9, 20))
    FideCongress.objects.create(held_on=datetime.date(2025, 9, 20))
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    assert not by_rule(application)["2.15"]["ok"] and "2025-09-20" in by_rule(application)["2.15"]["detail"]


def test_an_organizer_and_an_instructor(cast, candidate):
    for year, kind in ((2019, "open"), (2020, "round_robin"), (2021, "open"), (2022, "open"), (2023, "team")):
        official_titles.qualifying_event_record(
            candidate=candidate,
            actor=cast.officer,
            name=f"Event {year}",
            start_date=datetime.date(year, 5, 1),
            end_date=datetime.date(year, 5, 9),
            role=QualifyingEvent.Role.ORGANISER,
            competition_type=kind,
            fide_registered=True,
        )
    organizer = application_services.official_application_start(
        candidate=candidate, title="IO", actor=cast.officer, organising_experience=True, fide_language="Spanish"
    )
    assert organizer.passes_checks, organizer.checks
    instructor = application_services.official_application_start(
        candidate=candidate,
        title="FI",
        actor=cast.officer,
        presented_by_federation=True,
        cv_with_practical_experience=True,
        years_of_current_activity=4,
        international_rating=True,
        seminars_attended=2,
    )
    assert not instructor.passes_checks and not by_rule(instructor)["2.32"]["ok"]


def test_only_the_federations_officers_record_and_apply(cast, candidate):
    with pytest.raises(PermissionDenied):
        application_services.official_application_start(candidate=candidate, title="FI", actor=cast.other_officer)
    with pytest.raises(PermissionDenied):
        official_titles.qualifying_event_record(
            candidate=candidate,
            actor=cast.arbiter,
            name="x",
            start_date=datetime.date(2020, 1, 1),
            end_date=datetime.date(2020, 1, 2),
            role=QualifyingEvent.Role.CHIEF,
        )


def test_the_pages(client, cast, candidate):
    four_appointments(cast)
    client.force_login(cast.officer)
    assert "Oksana Arbiter" in client.get(reverse("titles:official_candidates")).content.decode()
    page = client.get(reverse("titles:official_candidate", args=[candidate.pk])).content.decode()
    assert 'id="own-events"' in page and page.count("<tr><td>") >= 4
    response = client.post(
        reverse("titles:official_application_start", args=[candidate.pk]),
        {
            "title": "IA",
            "knows_laws_and_regulations": "on",
            "objectivity_shown": "on",
            "fide_language": "English",
            "federation_organises_listed_events": "on",
            "years_of_current_activity": 0,
            "seminars_attended": 0,
        },
    )
    application = TitleApplication.objects.get()
    assert response.status_code == 302 and application.passes_checks
    page = client.get(reverse("titles:official_application", args=[application.pk])).content.decode()
    assert "<strong>2.14</strong>" in page and 'id="audit-trail"' in page
    client.post(reverse("titles:application_transition", args=[application.pk]), {"to_state": State.SUBMITTED})
    assert TitleApplication.objects.get().state == State.SUBMITTED


def test_other_federations_and_strangers_see_nothing(client, cast, candidate):
    client.force_login(cast.other_officer)
    assert client.get(reverse("titles:official_candidate", args=[candidate.pk])).status_code == 404
    client.force_login(cast.arbiter)  # the candidate himself may read his record and applications, not move them
    assert client.get(reverse("titles:official_candidate", args=[candidate.pk])).status_code == 200
    application = application_services.official_application_start(candidate=candidate, title="FI", actor=cast.officer)
    page = client.get(reverse("titles:official_application", args=[application.pk])).content.decode()
    assert 'name="to_state"' not in page
    response = client.post(
        reverse("titles:application_transition", args=[application.pk]), {"to_state": "submitted"}
    )
    assert response.status_code == 403
    assert client.post(reverse("titles:official_candidates"), {"name": "x"}).status_code == 403
    client.logout()
    assert client.get(reverse("titles:official_candidates")).status_code == 302


def test_2_15_pending_until_staff_record_the_congresses(cast, candidate):
    """2.15 "no más tarde del segundo congreso de la FIDE": with no Congress recorded after 2020 the deadline
    of an application made today is unknown; the check waits, and passes once staff record the next one."""
    four_appointments(cast)
    FideCongress.objects.filter(held_on__gt=datetime.date(2021, 1, 1)).delete()
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    deadline = by_rule(application)["2.15"]
    assert not deadline["ok"] and deadline["detail"].endswith("(FIDE Congress dates after 2020 not recorded)")
    FideCongress.objects.create(held_on=datetime.date.today() + datetime.timedelta(days=30))
    assert by_rule(application_services.application_refresh(application=application))["2.15"]["ok"]


def test_2_14_events_held_after_the_application_do_not_count(cast, candidate):
    """2.14–2.15: "Los informes que amparen una aplicación": an application with three appointments stays
    short of four when a fourth is held after it."""
    appointed(cast, 2021, Kind.ZONAL)
    appointed(cast, 2022, Kind.OLYMPIAD)
    appointed(cast, 2023, Kind.ZONAL)
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    later = datetime.date.today() + datetime.timedelta(days=1)
    fourth = appointed(cast, later.year, Kind.OLYMPIAD)
    Tournament.objects.filter(pk=fourth.pk).update(start_date=later, end_date=later)
    assert not by_rule(application_services.application_refresh(application=application))["2.14"]["ok"]


def test_2_23_a_type_recorded_as_free_text_before_the_closed_list_is_no_type(cast, candidate):
    """2.23 "de, como mínimo, dos tipos diferentes": four open tournaments and one whose type is old free text
    the migration could not map ("festival") are five events of one type."""
    for year, kind in ((2019, "open"), (2020, "open"), (2021, "open"), (2022, "open"), (2023, "festival")):
        QualifyingEvent.objects.create(
            candidate=candidate,
            entered_by=cast.officer,
            name=f"Event {year}",
            start_date=datetime.date(year, 5, 1),
            end_date=datetime.date(year, 5, 9),
            role=QualifyingEvent.Role.ORGANISER,
            competition_type=kind,
            fide_registered=True,
        )
    organizer = application_services.official_application_start(
        candidate=candidate, title="IO", actor=cast.officer, organising_experience=True, fide_language="Spanish"
    )
    assert not by_rule(organizer)["2.23"]["ok"]
    assert by_rule(organizer)["2.23"]["detail"].startswith("as organiser: 5 FIDE-registered events of 1 type(s)")


@pytest.mark.parametrize(
    ("recorded", "mapped"),
    [("Open ", "open"), ("open", "open"), ("Round-Robin", "round_robin"), ("Team", "team"),
     ("team championship", "team championship"), ("Festival", "Festival")],
)
def test_2_23_the_migration_maps_free_text_that_names_one_type(cast, candidate, recorded, mapped):
    """2.23: "open" and "Open " are one type; text naming two types or none is kept as recorded."""
    migration = importlib.import_module("titles.migrations.0012_qualifying_event_competition_types")
    event = QualifyingEvent.objects.create(
        candidate=candidate, entered_by=cast.officer, name="E", start_date=datetime.date(2020, 1, 1),
        end_date=datetime.date(2020, 1, 2), role=QualifyingEvent.Role.ORGANISER, competition_type=recorded,
    )
    migration.map_free_text(django_apps, None)
    event.refresh_from_db()
    assert event.competition_type == mapped


# The one workflow of every title, as the official titles go through it.

FIDE_DECISION = application_services.Decision(on=datetime.date.today(), reference="FIDE Council 2026/3, item 5.2")


def move(application, actor, *states, decision=FIDE_DECISION):
    for to_state in states:
        application = application_services.application_transition(
            application=application, to_state=to_state, actor=actor, decision=decision
        )
    return application


def submitted_ia_application(cast, candidate):
    """An IA application with its four appointments, prepared and submitted by the first officer."""
    four_appointments(cast)
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    return move(application, cast.officer, State.SUBMITTED)


def sent_ia_application(cast, candidate, confirmer):
    """The same, confirmed and sent to FIDE by a second officer (four eyes)."""
    return move(submitted_ia_application(cast, candidate), confirmer, State.SENT)


def test_the_workflow_to_the_award_records_the_title_held_and_the_audit_trail(cast, candidate, second_officer):
    application = sent_ia_application(cast, candidate, second_officer)
    assert (application.submitted_by, application.submitted_on) == (cast.officer, datetime.date.today())
    application = move(application, second_officer, State.APPROVED, State.AWARDED)
    assert (application.decision_on, application.decision_reference) == (FIDE_DECISION.on, FIDE_DECISION.reference)
    assert (application.awarded_on, application.award_reference) == (FIDE_DECISION.on, FIDE_DECISION.reference)
    held = candidate.titles.get()
    assert (held.title, held.confirmed_on, held.reference) == ("IA", FIDE_DECISION.on, FIDE_DECISION.reference)
    trail = list(application.events.values_list("from_state", "to_state", "actor__username"))
    assert trail == [
        ("", "draft", "officer"),
        ("draft", "submitted", "officer"),
        ("submitted", "sent", "officer-2"),
        ("sent", "approved", "officer-2"),
        ("approved", "awarded", "officer-2"),
    ]


def test_the_candidates_page_shows_the_title_awarded(client, cast, candidate, second_officer):
    move(sent_ia_application(cast, candidate, second_officer), second_officer, State.APPROVED, State.AWARDED)
    client.force_login(cast.arbiter)
    page = client.get(reverse("titles:official_candidate", args=[candidate.pk])).content.decode()
    held = page.split('id="titles-held"')[1].split("</ul>")[0]
    awarded_on = formats.date_format(FIDE_DECISION.on)
    assert f"International Arbiter · title awarded on {awarded_on} ({FIDE_DECISION.reference})" in held


def test_a_rejection_records_fides_reason(cast, candidate, second_officer):
    decision = application_services.Decision(on=FIDE_DECISION.on, reference="Arbiters' Commission", reason="2.14 short")
    application = move(sent_ia_application(cast, candidate, second_officer), second_officer, State.REJECTED, decision=decision)
    assert (application.state, application.decision_reason) == (State.REJECTED, "2.14 short")
    assert not candidate.titles.exists()


@pytest.mark.parametrize(
    "decision",
    [
        application_services.Decision(),
        application_services.Decision(on=datetime.date.today()),
        application_services.Decision(reference="FIDE Council"),
        application_services.Decision(on=datetime.date.today() + datetime.timedelta(days=1), reference="FIDE Council"),
        application_services.Decision(on=datetime.date.today() - datetime.timedelta(days=1), reference="FIDE Council"),
    ],
    ids=["nothing", "no reference", "no date", "in the future", "before the submission"],
)
def test_a_decision_needs_fides_date_and_reference_after_the_submission(cast, candidate, second_officer, decision):
    application = sent_ia_application(cast, candidate, second_officer)
    with pytest.raises(ValidationError):
        move(application, second_officer, State.APPROVED, decision=decision)
    application.refresh_from_db()
    assert (application.state, application.decision_on) == (State.SENT, None)


def test_the_officer_who_submitted_never_confirms(cast, candidate, second_officer):
    application = submitted_ia_application(cast, candidate)
    for actor in (cast.officer, cast.other_officer, cast.arbiter):
        with pytest.raises(PermissionDenied):
            move(application, actor, State.SENT)
    assert move(application, cast.staff, State.SENT).state == State.SENT


def test_either_officer_records_fides_decision_but_never_the_candidate(cast, candidate, second_officer):
    application = sent_ia_application(cast, candidate, second_officer)
    for actor in (cast.other_officer, cast.arbiter):
        with pytest.raises(PermissionDenied):
            move(application, actor, State.APPROVED)
    assert move(application, cast.officer, State.APPROVED).state == State.APPROVED


def test_a_candidate_who_is_an_officer_never_decides_on_their_own_application(cast, candidate, second_officer):
    factories.FederationOfficerFactory(user=cast.arbiter, federation=cast.tournament.host_federation)
    application = submitted_ia_application(cast, candidate)
    with pytest.raises(PermissionDenied):
        move(application, cast.arbiter, State.SENT)
    application = move(application, second_officer, State.SENT)
    with pytest.raises(PermissionDenied):
        move(application, cast.arbiter, State.APPROVED)


def test_a_move_made_from_a_copy_read_before_another_move_is_refused(cast, candidate, second_officer):
    application = sent_ia_application(cast, candidate, second_officer)
    read_by_the_second_request = TitleApplication.objects.get(pk=application.pk)
    third_officer = factories.FederationOfficerFactory(federation=cast.tournament.host_federation).user
    move(application, second_officer, State.APPROVED)
    with pytest.raises(ValidationError):
        move(read_by_the_second_request, third_officer, State.REJECTED)
    application.refresh_from_db()
    assert application.state == State.APPROVED
    assert not application.events.filter(to_state=State.REJECTED).exists()


def test_an_application_failing_its_checks_cannot_be_submitted(cast, candidate):
    application = application_services.official_application_start(
        candidate=candidate, title="IA", actor=cast.officer, **IA_EVIDENCE
    )
    with pytest.raises(ValidationError):
        move(application, cast.officer, State.SUBMITTED)
    assert TitleApplication.objects.get().state == State.DRAFT


def test_the_candidate_and_the_other_officers_hear_of_each_move_in_their_own_language(
    cast, candidate, second_officer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        application = sent_ia_application(cast, candidate, second_officer)
    # The mover works in Ukrainian; each reader reads the notice in his own language (issue 32).
    with translation.override("uk"), django_capture_on_commit_callbacks(execute=True):
        move(application, second_officer, State.APPROVED)
        approved_in_ukrainian = str(State.APPROVED.label)
    approval = application.events.get(to_state=State.APPROVED)
    notices = Notification.objects.filter(key=f"application:{application.pk}:{approval.pk}")
    assert sorted(notices.values_list("recipient__username", flat=True)) == ["arbiter", "officer"]
    assert approved_in_ukrainian != "approved"
    assert all("approved" in notice.subject and notice.language == "en" for notice in notices)
    with translation.override("de"):
        approved_in_german = str(State.APPROVED.label)
        assert all(approved_in_german in notice.subject_text for notice in notices)
    with translation.override("uk"):
        assert all(approved_in_ukrainian in notice.subject_text for notice in notices)
    assert {notice.link for notice in notices} == {reverse("titles:official_application", args=[application.pk])}
    submission = application.events.get(to_state=State.SUBMITTED)
    assert sorted(
        Notification.objects.filter(key=f"application:{application.pk}:{submission.pk}").values_list(
            "recipient__username", flat=True
        )
    ) == ["arbiter", "officer-2"]


def buttons(page: str) -> set[str]:
    return set(re.findall(r'name="to_state"\s+value="(\w+)"', page))


def test_the_page_offers_the_moves_the_service_allows_and_names_who_makes_the_others(client, cast, candidate, second_officer):
    application = sent_ia_application(cast, candidate, second_officer)
    url = reverse("titles:official_application", args=[application.pk])
    for user in (cast.officer, second_officer, cast.arbiter, cast.staff):
        client.force_login(user)
        page = client.get(url).content.decode()
        allowed = application_services.application_next_states(application=application, user=user)
        assert buttons(page) == set(allowed), user
        assert ('name="decision_reference"' in page) == bool(allowed), user
    client.force_login(cast.arbiter)
    page = client.get(url).content.decode()
    assert "Waiting for FIDE&#x27;s decision, which an officer of UKR or staff records." in page
    waiting = page.split('id="moves-left-to-others"')[1].split("</ul>")[0]
    assert "an officer of UKR or staff, other than Oksana Arbiter, who asks for the title" in waiting
    client.force_login(second_officer)
    client.post(
        reverse("titles:application_transition", args=[application.pk]),
        {"to_state": State.APPROVED, "decision_on": FIDE_DECISION.on.isoformat(), "decision_reference": "FIDE Council"},
    )
    application.refresh_from_db()
    assert (application.state, application.decision_reference) == (State.APPROVED, "FIDE Council")
    assert buttons(client.get(url).content.decode()) == {State.AWARDED}
