"""Each edition applies the rules its own text has (issue 29): a shared helper carries no rule into an edition
whose text lacks it, and the editions declare the rules they have in their data (``Edition.rule_numbers``)."""

from datetime import date, timedelta

import pytest

from titles.regulations import GameKind, evaluate_norm
from titles.regulations.editions import EDITIONS, Rule

from .builders import GM_NORM_9, game, player, record, tournament

START = {"1990": date(1995, 3, 1), "2001": date(2005, 3, 1), "2009": date(2013, 3, 1), "2014": date(2016, 3, 1),
         "2024": date(2025, 3, 1)}


def _in(edition: str, rounds: int = 9, **facts):
    start = START[edition]
    dates = tuple(start + timedelta(days=day) for day in range(rounds))
    return tournament(rounds=rounds, start=start, end=dates[-1], round_dates=dates, **facts)


def _last_round_forfeit():
    """Eight games of the 9-game norm, a round missed, and the last round (10) won by forfeit: the 1.41c/1.4.1c
    eight-of-nine rule (9-round events) cannot count the eight games instead."""
    return [
        *record(GM_NORM_9[:8]),
        game(9, "0", None, kind=GameKind.BYE_ZERO),
        game(10, "1", 2400, federation="GER", kind=GameKind.FORFEIT_WIN),
    ]


@pytest.mark.parametrize("edition", ["2001", "2009", "2014", "2024"])
def test_the_last_round_forfeit_keeps_the_norm_where_the_text_has_the_rule(edition):
    # 2001 §2.1 "so bleibt die Norm des Spielers bestehen, auch wenn dadurch nur 8 Partien übrig bleiben";
    # 2009 §1.42c, 2014 §1.42d, 2024 §1.4.2c: the opponent's last-round forfeit the player could afford to lose.
    verdict = evaluate_norm(_in(edition, rounds=10), player(), _last_round_forfeit(), "GM")
    number = EDITIONS[edition].rule(Rule.LAST_ROUND_FORFEIT)
    assert verdict.achieved
    assert any(check.rule == number and "forfeited the last round" in check.detail for check in verdict.checks)


def test_1990_8_13_excludes_the_last_round_forfeit_outright():
    # 8.13: "Las partidas decididas por incomparecencia … no serán incluídas"; 8.32 keeps at least 9 games.
    assert not EDITIONS["1990"].has(Rule.LAST_ROUND_FORFEIT)
    verdict = evaluate_norm(_in("1990", rounds=10), player(), _last_round_forfeit(), "GM")
    assert not verdict.achieved and verdict.games == 8
    assert not any("forfeited the last round" in check.detail for check in verdict.checks)
    assert [dropped.reason.split(":")[0] for dropped in verdict.dropped_rounds] == ["8.13", "8.13"]
