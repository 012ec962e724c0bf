"""One tournament, the same games, dated in each edition's period: each date gets its own edition's verdict."""

from datetime import date

import pytest

from regulations import GameKind, TournamentSystem, evaluate_norm

from .builders import GM_NORM_9, game, player, record, replaced, tournament

# A 9-round Swiss: eight games of GM_NORM_9 (6 points) and a pairing-allocated bye in round 5. The last
# opponent is unrated; as the lowest he is raised to the GM floor in every edition, so the average stays
# 2475 (6/8: Rp 2668), but the rating he is assumed to have differs.
EIGHT_GAMES = replaced(GM_NORM_9[:8], 7, ("1", None, "", "ESP"))
GAMES = record(EIGHT_GAMES[:4]) + [game(5, "1", None, kind=GameKind.BYE_PAIRING)] + record(EIGHT_GAMES[4:], 6)


def judged_in(year):
    swiss = tournament(rounds=9, system=TournamentSystem.SWISS, start=date(year, 3, 1))
    return evaluate_norm(swiss, player(), GAMES, "GM")


def details(verdict):
    """Each rule's check details, in order (a rule may give more than one check)."""
    by_rule = {}
    for check in verdict.checks:
        by_rule.setdefault(check.rule, []).append(check.detail)
    return by_rule


@pytest.mark.parametrize(
    ("year", "edition", "achieved", "counts_as_games", "assumed_rating", "floor_rule"),
    [
        (2013, "2009", False, 0, 1000, "1.46c"),  # no 8-game rule: 8 games of 9 needed
        (2016, "2014", True, 8, 1000, "1.46b-c"),  # 1.41c: an 8-game norm
        (2025, "2024", True, 9, 1400, "1.4.6b-c"),  # 1.4.1c: counted as a 9-game norm
    ],
)
def test_the_same_games_get_the_verdict_of_the_edition_of_their_date(
    year, edition, achieved, counts_as_games, assumed_rating, floor_rule
):
    verdict = judged_in(year)
    assert verdict.edition == edition
    assert (verdict.achieved, verdict.games, verdict.average_rating, verdict.performance) == (achieved, 8, 2475, 2668)
    assert verdict.counts_as_games == counts_as_games
    assert verdict.totals.as_dict()["raised_opponents"] == [
        {"round": 9, "rating": assumed_rating, "raised_to": 2200, "rule": floor_rule}
    ]


def test_what_each_edition_says_about_the_missing_round():
    in_2009, in_2014, in_2024 = (details(judged_in(year)) for year in (2013, 2016, 2025))
    assert in_2009["1.41a"] == ["8 games counted, 9 needed"]
    assert in_2014["1.41c"] == ["8 games counted, 8 needed (round 5: pairing-allocated bye in a 9-round event)"]
    paraphrase = (
        " [2024, paraphrase: in a 9-round event, 8 played games count as a 9-game norm if the missing game is a "
        "forfeit win or a pairing-allocated bye, the mix is met and the title result is made in the 8 games; only "
        "one such norm per application]"
    )
    assert in_2024["1.4.1c"] == [
        "8 games counted, 8 needed (round 5: pairing-allocated bye in a 9-round event)" + paraphrase,
        "8 games in this event count as 9" + paraphrase,
    ]


def test_what_each_edition_rates_the_unrated_opponent():
    in_2009, in_2014, in_2024 = (details(judged_in(year)) for year in (2013, 2016, 2025))
    assert in_2009["1.46d"] == [
        "unrated opponents counted as: round 9 (untitled) 1000 [2009: the lowest published FIDE rating at the start: "
        "1200 before July 2012, then 1000 (1400 from March 2024)]"
    ]
    assert in_2014["general principle; decisions.md item 115"][0].startswith("unrated opponents counted as: round 9 (untitled) 1000 [2014:")
    assert in_2024["1.4.6d"] == ["unrated opponents counted as: round 9 (untitled) 1400"]
    assert in_2024["1.4.6b-c"] == [
        "round 9: the lowest opponent, rated 1400, raised to the GM floor of 2200; nobody else is raised"
    ]
