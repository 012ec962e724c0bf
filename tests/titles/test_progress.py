"""Where a player stands: the games still missing in words, the best rating from lists and results files with its
date and source, norms of a higher title counting for a lower one (1.5.2), and the rating chart."""

import datetime
import re
from decimal import Decimal

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from players.models import RatingEntry
from tests import factories
from titles.charts import rating_chart
from titles.models import ExternalNorm
from titles.progress import desk_player_rows, player_overview, player_title_progress
from tournaments.models import ResultUpload

pytestmark = pytest.mark.django_db


def outside(player, title="GM", games=9, end=datetime.date(2024, 4, 18)) -> ExternalNorm:
    return ExternalNorm.objects.create(
        player=player, title=title, event_name=f"Open {title} {end}", event_start=end - datetime.timedelta(days=8),
        event_end=end, edition="2024", games=games, counts_as_games=games, score=Decimal("6.5"), average_rating=2450,
        performance=2616, title_holders=7, norm_title_opponents=3, other_federations=4,
        checks=[{"rule": "1.4.8", "ok": True, "detail": ""}], certificate_scan="external-norms/scan.pdf",
        entered_by=factories.UserFactory(),
    )


def engine_norm(player, title="IM", start=datetime.date(2023, 5, 1), rating=2380):
    upload = factories.ResultUploadFactory(
        tournament=factories.TournamentFactory(start_date=start, end_date=start + datetime.timedelta(days=8)),
        status=ResultUpload.Status.EVALUATED,
    )
    entry = factories.EntryFactory(upload=upload, player=player, rating=rating)
    return factories.NormResultFactory(entry=entry, title=title)


def progress_of(player, title):
    return next(item for item in player_title_progress(player) if item.title == title)


def test_still_missing_counts_the_games_not_a_norm_of_so_many_games():
    player = factories.PlayerFactory()
    outside(player)
    assert progress_of(player, "GM").missing[0] == "18 more games of norms"


def test_one_more_norm_is_missing_when_one_norm_alone_reaches_27_games():
    player = factories.PlayerFactory()
    outside(player, games=27)
    assert "one more norm" in progress_of(player, "GM").missing


def test_the_best_rating_counts_the_results_files_with_their_date_and_source():
    player = factories.PlayerFactory()
    RatingEntry.objects.create(player=player, period=datetime.date(2024, 1, 1), rating=2390)
    engine_norm(player, start=datetime.date(2023, 5, 1), rating=2410)
    best = progress_of(player, "IM").best_rating
    assert (best.rating, best.on) == (2410, datetime.date(2023, 5, 1)) and "results of" in best.source
    gm = progress_of(player, "GM")
    assert "a rating of 2500 (best so far: 2410, results of" in "; ".join(gm.missing)


def test_the_first_rating_at_the_titles_level_is_the_one_shown():
    player = factories.PlayerFactory()
    for month, rating in ((1, 2380), (3, 2405), (6, 2450)):
        RatingEntry.objects.create(player=player, period=datetime.date(2024, month, 1), rating=rating)
    best = progress_of(player, "IM").best_rating
    assert (best.rating, best.on) == (2405, datetime.date(2024, 3, 1))


def test_1_5_2_a_gm_norm_counts_toward_im():
    player = factories.PlayerFactory()
    outside(player, title="GM")
    engine_norm(player, title="GM")
    im = progress_of(player, "IM")
    assert im.games == 18 and [norm.title for norm in im.external_norms] == ["GM"]


def test_a_verdict_on_the_title_itself_is_preferred_to_a_higher_one_of_the_same_event():
    player = factories.PlayerFactory()
    im_norm = engine_norm(player, title="IM")
    factories.NormResultFactory(entry=im_norm.entry, title="GM")
    assert progress_of(player, "IM").norms == [im_norm]


def test_the_womens_titles_are_pursued_by_women_only():
    assert [item.title for item in player_title_progress(factories.PlayerFactory(sex="m"))] == ["GM", "IM"]
    assert [item.title for item in player_title_progress(factories.PlayerFactory(sex="f"))] == ["GM", "IM", "WGM", "WIM"]


def test_the_chart_appears_with_a_rating_from_a_results_file_alone_and_marks_every_norm():
    player = factories.PlayerFactory()
    engine_norm(player, title="IM", rating=2380)
    outside(player, title="IM", end=datetime.date(2024, 4, 18))
    chart = player_overview(player).chart
    assert chart is not None and len(chart.dots) == 1
    assert len(chart.norms) == 2 and {mark.label.split(":")[0] for mark in chart.norms} == {"2023-05-09", "2024-04-18"}
    assert {mark.label for mark in chart.thresholds} == {"GM 2500", "IM 2400"}


def test_the_chart_has_rating_and_date_axes_inside_its_box():
    chart = rating_chart(
        [(datetime.date(2022, 1, 1), 2310), (datetime.date(2024, 12, 1), 2503)], {"GM": 2500}, []
    )
    assert [tick.label for tick in chart.x_ticks] == ["2023", "2024"]
    labels = [int(tick.label) for tick in chart.y_ticks]
    assert labels[0] <= 2310 and labels[-1] >= 2503 and labels == sorted(labels)
    for mark in chart.dots + chart.y_ticks + chart.x_ticks:
        assert chart.left <= mark.x <= chart.right and chart.top <= mark.y <= chart.bottom


def test_the_desk_shows_the_titles_with_norms_or_else_the_next_title():
    with_norm, without = factories.PlayerFactory(), factories.PlayerFactory()
    outside(with_norm, title="GM")
    rows = {row.player: [item.title for item in row.progress] for row in desk_player_rows([with_norm, without])}
    assert rows == {with_norm: ["GM", "IM"], without: ["IM"]}


@pytest.mark.parametrize("language", ["uk", "de", "es"])
def test_the_chart_draws_in_a_language_with_a_decimal_comma(language):
    """An SVG length is "260.5" in every language: "260,5" is no length and the browser drops the line."""
    chart = rating_chart(
        [(datetime.date(2022, 1, 1), 2310), (datetime.date(2024, 12, 1), 2503)], {"GM": 2500}, []
    )
    with translation.override(language):
        svg = render_to_string("players/_rating_chart.html", {"chart": chart})
    coordinates = re.findall(r'\b(?:x1|x2|y1|y2|cx|cy)="([^"]*)"', svg)
    assert coordinates and all(re.fullmatch(r"-?\d+(\.\d+)?", value) for value in coordinates)
