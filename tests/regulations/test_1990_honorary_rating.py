"""1990 §9.4: "Un GM de edad igual o superior a 55 años, que en el pasado se haya clasificado, al menos, para las
Semifinales del Torneo de Candidatos, será asignado con un Rating Honorario temporal. Solamente un jugador en un
torneo puede ostentar esta asignación. El Rating Honorario será igual a la media de los otros participantes. Esta
será valida entonces para el calculo de la categoría del Torneo"."""

from dataclasses import replace
from datetime import date

import pytest

from regulations import evaluate_norm
from regulations.honorary import HonoraryRating

from .builders import GM_NORM_9, player, record, tournament

IN_1990_EDITION = date(1995, 3, 1)
# The veteran is the opponent of round 1 (no. 101, a 2600 GM); the other participants are the candidate (2450)
# and the eight other opponents: (2450 + 2580 + 2560 + 2500 + 2480 + 2450 + 2430 + 2420 + 2400) / 9 = 2474.4.
OTHERS = (2450, 2580, 2560, 2500, 2480, 2450, 2430, 2420, 2400)
VETERAN = HonoraryRating(
    player_id=101, title="GM", age=60, candidates_semifinal=True, reason="Candidates semi-final 1974",
    other_ratings=OTHERS,
)


def _judged(honorary=VETERAN, start=IN_1990_EDITION, rows=GM_NORM_9):
    return evaluate_norm(tournament(start=start, honorary=honorary), player(), record(rows), "GM")


def _honorary_checks(verdict):
    return [check for check in verdict.checks if check.rule == "9.4"]


def test_9_4_the_veteran_counts_the_average_of_the_other_participants():
    """"El Rating Honorario será igual a la media de los otros participantes": 2474 stands for his 2600, so the
    opponents' average falls from 2491 to (22420 − 2600 + 2474) / 9 = 2477, and the verdict says so first."""
    without = _judged(honorary=None)
    verdict = _judged()
    assert (without.average_rating, verdict.average_rating) == (2491, 2477)
    (check,) = _honorary_checks(verdict)
    assert check is verdict.checks[0] and check.ok
    assert check.detail == (
        "the honorary rating 2474, the average of the 9 other participants, stands for the opponent no. 101 (rated "
        "2600) in round 1: GM aged 60; Candidates semi-final 1974"
    )


def test_9_4_unrated_participants_count_as_9_3_rates_them():
    """9.3 "Jugadores no clasificados son considerados como clasificados con 2000": (2000 + 2600) / 2 = 2300."""
    verdict = _judged(honorary=replace(VETERAN, other_ratings=(None, 2600)))
    assert "the honorary rating 2300, the average of the 2 other participants" in _honorary_checks(verdict)[0].detail


@pytest.mark.parametrize(
    ("changes", "unmet"),
    [
        ({"age": 54}, "aged 54, 55 needed"),
        ({"candidates_semifinal": False}, "no past qualification for the Candidates semi-finals"),
        ({"title": "IM"}, "not a GM (IM)"),
    ],
)
def test_9_4_only_a_gm_aged_55_who_reached_the_candidates_semi_finals(changes, unmet):
    """"Un GM de edad igual o superior a 55 años, que … se haya clasificado, al menos, para las Semifinales del
    Torneo de Candidatos": a mark without the condition rates him as listed, and the verdict says why."""
    verdict = _judged(honorary=replace(VETERAN, **changes))
    assert verdict.average_rating == 2491
    (check,) = _honorary_checks(verdict)
    assert check.ok and check.detail == (
        f"the opponent no. 101 was marked for an honorary rating, not applied: {unmet}"
    )


def test_9_4_exists_only_in_the_1990_edition():
    """The 2001 text (and every later one) has no honorary rating: the mark changes nothing there."""
    verdict = _judged(start=date(2005, 3, 1))
    assert verdict.edition == "2001" and not _honorary_checks(verdict)
    assert verdict.average_rating == _judged(honorary=None, start=date(2005, 3, 1)).average_rating


def test_9_4_a_player_who_never_met_the_veteran_is_judged_as_before():
    verdict = _judged(honorary=replace(VETERAN, player_id=999))
    assert not _honorary_checks(verdict) and verdict.average_rating == 2491



def test_9_4_an_unrated_veteran_met_twice_is_named_with_both_rounds():
    """In a double round robin the veteran is met twice: the honorary rating stands for him in both games, and
    the verdict names both rounds; a veteran not on the list is said to be rated "-", not given a figure."""
    rows = [("1", None, "GM", "GER"), *GM_NORM_9[1:], ("½", None, "GM", "GER")]
    games = [replace(game, opponent_id=101) if game.round == len(rows) else game for game in record(rows)]
    verdict = evaluate_norm(tournament(start=IN_1990_EDITION, honorary=VETERAN, rounds=10), player(), games, "GM")
    (check,) = _honorary_checks(verdict)
    assert check.detail.startswith(
        "the honorary rating 2474, the average of the 9 other participants, stands for the opponent no. 101 (rated "
        "-) in round 1, 10: GM aged 60"
    )


@pytest.mark.parametrize(
    ("changes", "unmet"),
    [
        ({"title": ""}, "not a GM (-)"),
        ({"other_ratings": ()}, "no other participants"),
        ({"age": 50, "candidates_semifinal": False}, "aged 50, 55 needed; no past qualification for the Candidates semi-finals"),
    ],
)
def test_9_4_a_mark_without_its_condition_says_each_unmet_part(changes, unmet):
    """"Un GM de edad igual o superior a 55 años … será asignado con un Rating Honorario … igual a la media de los
    otros participantes": a blank title is no GM, an average of nobody is no rating, and every unmet part is said."""
    (check,) = _honorary_checks(_judged(honorary=replace(VETERAN, **changes)))
    assert check.detail == f"the opponent no. 101 was marked for an honorary rating, not applied: {unmet}"


def test_9_4_a_gm_of_exactly_55_is_old_enough():
    """"de edad igual o superior a 55 años"."""
    verdict = _judged(honorary=replace(VETERAN, age=55))
    assert verdict.average_rating == 2477 and "GM aged 55" in _honorary_checks(verdict)[0].detail
