"""Title applications: the proposal, the checks with their rules, the workflow and who may move it."""

import datetime
import io
import zipfile

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from pypdf import PdfReader

from players.models import Player, PlayerTitle
from tests import factories
from tests.samples import demo_round_robin_from
from titles import application_services
from titles.models import ApplicationEvent, NormResult, TitleApplication
from tournaments import _versions
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db(transaction=True)
State = TitleApplication.State


def three_norm_events(cast) -> Player:
    """The demo round robin played three times: FM Bondar makes a GM norm in each (9 games each, 27 in all)."""
    for year, kind in ((2022, Tournament.EventKind.ORDINARY), (2023, Tournament.EventKind.NATIONAL_CHAMPIONSHIP_FINAL), (2024, Tournament.EventKind.ORDINARY)):
        tournament = factories.TournamentFactory(
            host_federation=cast.tournament.host_federation, chief_arbiter=cast.tournament.chief_arbiter,
            system=Tournament.System.ROUND_ROBIN, event_kind=kind,
            start_date=datetime.date(year, 11, 4), end_date=datetime.date(year, 11, 13), rated_by_fide=True,
        )
        _versions.version_store(tournament=tournament, filename=f"rr{year}.trf", data=demo_round_robin_from(tournament.start_date))
    bondar = Player.objects.get(fide_id=14100040)
    Player.objects.filter(user=cast.player_user).update(user=None)
    bondar.user = cast.player_user
    bondar.save()
    return bondar


@pytest.fixture
def bondar(cast) -> Player:
    player = three_norm_events(cast)
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 12, 1), rating=2503, games=60)
    return player


def start(player, actor, title="GM") -> TitleApplication:
    return application_services.application_start(player=player, title=title, actor=actor)[0]


def checks_by_rule(application) -> dict[str, bool]:
    return {check["rule"]: check["ok"] for check in application.checks}


def test_three_clicks_to_a_complete_submittable_gm_application(client, cast, bondar):
    client.force_login(cast.officer)
    page = client.get(reverse("players:player", args=[bondar.pk]))
    assert "Start a GM application" in page.content.decode()
    response = client.post(reverse("titles:application_start", args=[bondar.pk, "GM"]), follow=True)
    application = TitleApplication.objects.get()
    assert application.passes_checks, application.checks
    assert application.norms.count() == 3
    client.post(reverse("titles:application_transition", args=[application.pk]), {"to_state": State.SUBMITTED})
    application.refresh_from_db()
    assert application.state == State.SUBMITTED
    assert response.status_code == 200


def test_the_checks_name_their_rules(cast, bondar):
    rules = checks_by_rule(start(bondar, cast.officer))
    assert rules == {rule: True for rule in rules}
    assert {"1.5.1", "1.5.3", "1.4.3e", "1.1.3a", "1.5.6"} <= set(rules)


def test_the_rating_check_fails_alone_without_the_title_rating(cast):
    player = three_norm_events(cast)
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 12, 1), rating=2480)
    application = start(player, cast.officer)
    failed = [check for check in application.checks if not check["ok"]]
    assert [check["rule"] for check in failed] == ["1.5.3"]
    assert "2480" in failed[0]["detail"] and "2500" in failed[0]["detail"]
    with pytest.raises(ValidationError):
        application_services.application_transition(application=application, to_state=State.SUBMITTED, actor=cast.officer)


def test_a_tournament_not_yet_rated_fails_1_10_2_alone(cast, bondar):
    Tournament.objects.filter(name__isnull=False).update(rated_by_fide=False)
    application = start(bondar, cast.officer)
    assert [check["rule"] for check in application.checks if not check["ok"]] == ["general principle; decisions.md item 117"]


def test_two_norms_of_nine_games_are_not_enough(cast, bondar):
    application = start(bondar, cast.officer)
    application.norms.remove(application.norms.first())
    application_services.application_refresh(application=application)
    failed = {check["rule"] for check in application.checks if not check["ok"]}
    assert "1.5.1" in failed


def test_an_officer_of_another_federation_is_refused(cast, bondar):
    with pytest.raises(PermissionDenied):
        start(bondar, cast.other_officer)
    application = start(bondar, cast.officer)
    with pytest.raises(PermissionDenied):
        application_services.application_transition(application=application, to_state=State.SUBMITTED, actor=cast.other_officer)


def test_the_other_federation_cannot_even_see_the_application(client, cast, bondar):
    application = start(bondar, cast.officer)
    client.force_login(cast.other_officer)
    assert client.get(reverse("titles:application_detail", args=[application.pk])).status_code == 404


def test_the_whole_workflow_to_the_award_with_its_audit_trail(cast, bondar):
    second = factories.FederationOfficerFactory(federation=cast.tournament.host_federation).user
    application = start(bondar, cast.officer)
    application = application_services.application_transition(application=application, to_state=State.SUBMITTED, actor=cast.officer)
    application = application_services.application_transition(application=application, to_state=State.SENT, actor=second)
    today = datetime.date.today()
    decision = application_services.Decision(on=today, reference="Presidential Board")
    for state in (State.APPROVED, State.AWARDED):
        application = application_services.application_transition(
            application=application, to_state=state, actor=second, decision=decision
        )
    title = PlayerTitle.objects.get(player=bondar, title="GM")
    assert title.confirmed_on == today
    assert title.achieved_on == datetime.date(2024, 12, 1)  # 0.44: the rating came after the last norm
    trail = list(ApplicationEvent.objects.filter(application=application).values_list("from_state", "to_state"))
    assert trail == [("", "draft"), ("draft", "submitted"), ("submitted", "sent"), ("sent", "approved"), ("approved", "awarded")]


def test_a_rejection_records_the_refused_norms(cast, bondar):
    application = start(bondar, cast.officer)
    application = application_services.application_transition(application=application, to_state=State.SUBMITTED, actor=cast.officer)
    application = application_services.application_transition(application=application, to_state=State.SENT, actor=cast.staff)
    refused = application.norms.first()
    application = application_services.application_transition(
        application=application, to_state=State.REJECTED, actor=cast.staff,
        decision=application_services.Decision(
            on=datetime.date.today(), reference="QC review", reason="1.4.3 not met", refused_norm_ids=(refused.pk,)
        ),
    )
    assert list(application.refused_norms.all()) == [refused]
    assert application.decision_reason == "1.4.3 not met"


def test_a_skipped_state_is_refused(cast, bondar):
    application = start(bondar, cast.officer)
    with pytest.raises(ValidationError):
        application_services.application_transition(application=application, to_state=State.APPROVED, actor=cast.officer)


@pytest.mark.real_pdf
def test_the_submission_package_holds_the_it2_form_and_every_it1_certificate(client, cast, bondar):
    application = start(bondar, cast.officer)
    # Only certificates their chief arbiter signed off go to FIDE (issue 35; tests/certificates/test_sign_off.py).
    from certificates.models import Certificate, SignOff

    for certificate in Certificate.objects.current().filter(norm_result__entry__player=bondar):
        SignOff.objects.create(
            certificate=certificate, role=SignOff.Role.CHIEF_ARBITER, signer=cast.arbiter, signer_name="IA Test"
        )
    client.force_login(cast.officer)
    client.post(reverse("certificates:application_package_prepare", args=[application.pk]))
    response = client.get(reverse("certificates:application_package", args=[application.pk]))
    archive = zipfile.ZipFile(io.BytesIO(response.content))
    names = archive.namelist()
    it2 = [name for name in names if " IT2 GM title application - " in name]
    assert len(it2) == 1 and len([name for name in names if " IT1 GM norm - " in name and name.endswith(".pdf")]) == 3
    assert len(names) == len(set(names))
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(archive.read(it2[0]))).pages)
    assert "Bondar" in text and "27" in text and "1.5.1" in text


def test_1_4_1c_two_stored_eight_game_norms_fail_the_application(cast, bondar):
    """The production path reads a stored verdict's checks: two 8-of-9 norms (2014 §1.41c, 2024 §1.4.1c) are one
    too many."""
    from titles.models import NormResult

    eight_rule = {"2014": "1.41c", "2024": "1.4.1c"}
    for norm in NormResult.objects.filter(entry__player=bondar, title="GM", achieved=True):
        norm.checks = [*norm.checks, {"rule": eight_rule[norm.edition], "ok": True, "detail": "8 games count as 9"}]
        norm.save(update_fields=["checks"])
    assert checks_by_rule(start(bondar, cast.officer))["1.4.1c"] is False


def test_1_4_1c_one_stored_eight_game_norm_is_allowed(cast, bondar):
    from titles.models import NormResult

    norm = NormResult.objects.filter(entry__player=bondar, title="GM", achieved=True, edition="2024").get()
    norm.checks = [*norm.checks, {"rule": "1.4.1c", "ok": True, "detail": "8 games count as 9"}]
    norm.save(update_fields=["checks"])
    assert checks_by_rule(start(bondar, cast.officer))["1.4.1c"] is True


def test_the_player_page_names_the_player_once_and_lists_each_norm_once(client, cast, bondar):
    client.force_login(cast.officer)
    page = client.get(reverse("players:player", args=[bondar.pk])).content.decode()
    assert page.count("<h1") == 1
    gm_card = page[page.index('id="progress-GM"'):page.index("</section>", page.index('id="progress-GM"'))]
    norms = NormResult.objects.filter(entry__player=bondar, title="GM")
    assert norms.exists()
    for norm in norms:
        assert gm_card.count(reverse("titles:norm_detail", args=[norm.pk])) == 1
    assert gm_card.count("Start a GM application") == 1
