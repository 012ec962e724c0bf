"""The player keeps his record: after FIDE awards the title his page still shows his norms, his events, his
certificates, the application with FIDE's decision and the title with its date, and the chart draws what its
legend lists."""

import datetime
import re

import pytest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.formats import date_format

from certificates.models import Certificate
from players.models import PlayerTitle
from tests import factories
from tests.titles.journey import NATIONAL_FINAL, STRONG_SWISS, bondar_of, kyiv_round_robin, outside_norm
from titles import application_services
from titles.application_services import Decision
from titles.charts import rating_chart
from titles.models import TitleApplication
from titles.progress import player_overview

pytestmark = pytest.mark.django_db(transaction=True)
State = TitleApplication.State
TODAY = datetime.date.today()
APPROVAL = Decision(on=TODAY, reference="1st FIDE Council meeting of the year, item 7")
AWARD = Decision(on=TODAY, reference="Presidential Board, title confirmations")


@pytest.fixture
def bondar(cast):
    kyiv_round_robin(cast)
    player = bondar_of(cast)
    PlayerTitle.objects.create(player=player, title="FM", confirmed_on=datetime.date(2019, 3, 1))
    outside_norm(player, cast.officer, STRONG_SWISS)
    outside_norm(player, cast.officer, NATIONAL_FINAL)
    factories.RatingEntryFactory(player=player, period=datetime.date(2024, 12, 1), rating=2503, games=60)
    return player


def award_gm(player, officer, second_officer) -> TitleApplication:
    application, _created = application_services.application_start(player=player, title="GM", actor=officer)
    # Four eyes: the officer who prepares it submits it, another officer confirms it and sends it to FIDE.
    application = application_services.application_transition(
        application=application, to_state=State.SUBMITTED, actor=officer
    )
    application = application_services.application_transition(
        application=application, to_state=State.SENT, actor=second_officer
    )
    application = application_services.application_transition(
        application=application, to_state=State.APPROVED, actor=second_officer, decision=APPROVAL
    )
    return application_services.application_transition(
        application=application, to_state=State.AWARDED, actor=second_officer, decision=AWARD
    )


def section(page: str, section_id: str) -> str:
    return page.split(f'id="{section_id}"', 1)[1].split("</section>", 1)[0]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


NORMS = ("Kyiv Autumn Grandmaster Round Robin 2023", "Reykjavik Open 2024", "Ukrainian Championship Final 2024")


def test_the_players_page_keeps_norms_events_certificates_application_and_title_after_the_award(client, cast, bondar):
    second_officer = factories.FederationOfficerFactory(
        user__username="second-officer", federation=cast.tournament.host_federation
    ).user
    client.force_login(cast.player_user)
    before = client.get(reverse("players:me")).content.decode()
    assert all(event in section(before, "norms-made") for event in NORMS)

    award_gm(bondar, cast.officer, second_officer)
    page = client.get(reverse("players:me")).content.decode()

    norms = text(section(page, "norms-made"))
    assert all(event in norms for event in NORMS) and "GM norm" in norms and "IM norm" in norms
    assert "Kyiv Autumn Grandmaster Round Robin 2023" in section(page, "tournaments-played")
    kyiv_certificates = Certificate.objects.filter(norm_result__entry__player=bondar)
    assert kyiv_certificates.exists()
    assert all(certificate.reference in page for certificate in kyiv_certificates)
    decision = text(page.split('id="applications"', 1)[1].split("</ul>", 1)[0])
    assert f"FIDE's decision of {date_format(TODAY)} ({APPROVAL.reference})" in decision
    assert f"awarded on {date_format(TODAY)} ({AWARD.reference})" in decision
    assert f"GM ({TODAY.year}), FM before" in text(page.split("</h1>", 1)[0])
    assert "No norm title left to pursue." in page


def test_after_the_award_the_chart_still_marks_the_norms_and_the_titles_rating(cast, bondar):
    second_officer = factories.FederationOfficerFactory(federation=cast.tournament.host_federation).user
    award_gm(bondar, cast.officer, second_officer)
    overview = player_overview(bondar)
    assert overview.progress == []
    assert [mark.label for mark in overview.chart.thresholds] == ["GM 2500"]
    assert {mark.label.split(": ", 1)[1] for mark in overview.chart.norms} == {f"GM: {event}" for event in NORMS} | {
        f"IM: {NORMS[0]}"
    }


def test_the_legend_lists_only_what_the_chart_draws():
    history = [(datetime.date(2022, 1, 1), 2310), (datetime.date(2024, 12, 1), 2503)]
    bare = render_to_string("players/_rating_chart.html", {"chart": rating_chart(history, {}, [])})
    assert "rating a title needs" not in bare and 'id="chart-key-norms"' not in bare and "dashed" not in bare
    full = render_to_string(
        "players/_rating_chart.html",
        {"chart": rating_chart(history, {"GM": 2500}, [(datetime.date(2023, 11, 13), "GM: Kyiv")])},
    )
    assert "rating a title needs" in full and 'id="chart-key-norms"' in full and "stroke-dasharray" in full
