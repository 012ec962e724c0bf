"""What the certificate prints about 1.46 ratings and the opponent counts, from stored totals or from the games."""

import datetime

import pytest

from certificates.it1_certificate import certificate_sheet
from tests import factories
from tournaments.models import Pairing

from .documents import norm_with_games

pytestmark = pytest.mark.django_db

RAISED = {"round": 3, "rating": 1900, "raised_to": 2050, "rule": "1.46b-c"}


@pytest.fixture
def norm_with_a_weak_opponent(cast):
    """An IM norm (2014 edition) whose round-3 opponent is rated below the IM floor of 2050."""
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament, title="IM")
    norm.edition = "2014"
    norm.save()
    weak = Pairing.objects.get(entry=norm.entry, round_number=3).opponent
    weak.rating, weak.title, weak.federation_code = 1900, "", "ESP"
    weak.save()
    return norm


def ratings_by_round(norm) -> dict[int, tuple[int, str]]:
    sheet = certificate_sheet(norm_result=norm)
    return {line.round_number: (line.rating_for_norm, line.rating_rule) for line in sheet.counted}


def test_1_46_the_raise_the_engine_stored_is_printed(norm_with_a_weak_opponent):
    norm_with_a_weak_opponent.totals = {"raised_opponents": [RAISED], "assumed_ratings": []}
    norm_with_a_weak_opponent.save()
    ratings = ratings_by_round(norm_with_a_weak_opponent)
    assert ratings[3] == (2050, "1.46b-c")
    assert ratings[4] == (2500, "")


def test_1_46_without_stored_ratings_only_opponents_at_or_above_the_floor_are_printed(norm_with_a_weak_opponent):
    ratings = ratings_by_round(norm_with_a_weak_opponent)
    assert ratings[3] == (None, "")  # below the IM floor: only the engine knew whether it was raised
    assert {rating for number, (rating, _rule) in ratings.items() if number != 3} == {2500}
    assert certificate_sheet(norm_result=norm_with_a_weak_opponent).rating_sum is None


def test_1_46_the_assumed_rating_of_an_unrated_opponent_is_printed(cast):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament, title="IM")
    unrated = Pairing.objects.get(entry=norm.entry, round_number=5).opponent
    unrated.rating, unrated.title = None, ""
    unrated.save()
    norm.totals = {"raised_opponents": [], "assumed_ratings": [{"round": 5, "rating": 1000, "rule": "1.46d"}]}
    norm.save()
    assert ratings_by_round(norm)[5] == (1000, "1.46d")
    assert certificate_sheet(norm_result=norm).rating_sum == 8 * 2500 + 1000


def test_counts_come_from_the_stored_totals_where_the_engine_wrote_them(norm_with_a_weak_opponent):
    stored = {
        "opponents_by_title": {"GM": 7},
        "title_holders": 7,
        "rated": 9,
        "unrated": 0,
        "foreigners": 2,
        "federations": 3,
    }
    norm_with_a_weak_opponent.totals = stored
    norm_with_a_weak_opponent.save()
    totals = certificate_sheet(norm_result=norm_with_a_weak_opponent).totals
    assert (totals.opponents_by_title, totals.title_holders, totals.foreigners, totals.federations) == (
        {"GM": 7},
        7,
        2,
        3,
    )


def test_counts_are_taken_from_the_games_when_no_totals_were_stored(norm_with_a_weak_opponent):
    totals = certificate_sheet(norm_result=norm_with_a_weak_opponent).totals
    assert totals.opponents_by_title["GM"] == 8
    assert (totals.title_holders, totals.rated, totals.unrated) == (8, 9, 0)
    # The player and the other opponents are of the factories' own federations, one ESP among them.
    assert totals.foreigners == 9


def test_rounds_not_counted_carry_their_reason(cast):
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    factories.PairingFactory(
        entry=norm.entry, opponent=None, round_number=10, kind=Pairing.Kind.BYE_HALF, result_code="H", points=0.5
    )
    norm.dropped_rounds = [{"round": 10, "reason": "1.42d: bye_half, not played over the board", "by_choice": False}]
    norm.save()
    (line,) = certificate_sheet(norm_result=norm).not_counted
    assert (line.round_number, line.result, line.by_choice) == (10, "H", False)
    assert line.reason.startswith("1.42d")


def test_a_long_event_asks_which_ratings_were_chosen(cast):
    """2014 §1.15: over 90 days, the ratings of the day of play; the file is not said to give them."""
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    norm.edition = "2014"
    norm.save()
    cast.tournament.end_date = cast.tournament.start_date + datetime.timedelta(days=120)
    cast.tournament.save()
    long_event = certificate_sheet(norm_result=norm).long_event
    assert (long_event.rule, long_event.beyond_days) == ("1.15", 90)
    assert not long_event.list_at_start and not long_event.day_of_play


def long_norm(cast, edition: str, days: int, **registration):
    """A norm of ``edition`` from an event of ``days`` days, the first and the last included."""
    norm = norm_with_games(player=cast.player_user.player, tournament=cast.tournament)
    norm.edition = edition
    norm.save()
    cast.tournament.end_date = cast.tournament.start_date + datetime.timedelta(days=days - 1)
    for name, value in registration.items():
        setattr(cast.tournament, name, value)
    cast.tournament.save()
    return norm


@pytest.mark.parametrize(("edition", "days", "long"), [("2009", 90, False), ("2009", 91, True), ("2024", 30, False), ("2024", 31, True)])
def test_the_long_event_block_starts_the_day_after_the_editions_limit(cast, edition, days, long):
    """2009 §1.16 and 2014 §1.15: "longer than 90 days"; 2024 §1.1.4: more than 30; counted as the engine does."""
    assert (certificate_sheet(norm_result=long_norm(cast, edition, days)).long_event is not None) is long


@pytest.mark.parametrize(
    ("registration", "list_at_start", "day_of_play"),
    [
        ({}, False, False),
        ({"ratings_of_day_of_play": True}, False, False),
        ({"rating_method_stipulated": True}, True, False),
        ({"rating_method_stipulated": True, "ratings_of_day_of_play": True}, False, True),
    ],
)
def test_2009_1_16_the_stipulated_method_is_indicated_on_the_it1(cast, registration, list_at_start, day_of_play):
    """2009 §1.16: "Which system is used must be stipulated prior to the event and ... indicated on all norm
    certificates IT1"; a method not stipulated is ticked nowhere."""
    long_event = certificate_sheet(norm_result=long_norm(cast, "2009", 97, **registration)).long_event
    assert long_event.rule == "1.16"
    assert (long_event.list_at_start, long_event.day_of_play) == (list_at_start, day_of_play)


def test_2024_1_1_4_the_day_of_play_is_the_only_method_ticked(cast):
    sheet = certificate_sheet(
        norm_result=long_norm(cast, "2024", 45, ratings_of_day_of_play=True, rating_method_stipulated=True)
    )
    assert (sheet.long_event.rule, sheet.long_event.beyond_days) == ("1.1.4", 30)
    assert sheet.long_event.day_of_play and not sheet.long_event.list_at_start
