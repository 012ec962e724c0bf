"""Properties of the entrants (issue 29): a file that enters one person twice, or enters people who never play,
never judges better than the file that enters each person once and only those who played.

1.43e counts "the competitors", 1.45f "six players", 1.45b–e each opponent's title once: a second entry of an
opponent or a no-show adds nobody to any count. Each event is written out as a TRF file and read back."""

import dataclasses
from datetime import date
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trf import TrfPlayer, TrfTournament, make_game, parse_trf, render_trf

from .constructed_trf import Entrant, build, cycles, verdicts

FEDERATIONS = ("ESP", "GER", "FRA", "NED", "ITA", "ENG")
STARTS = (date(2005, 3, 1), date(2012, 3, 1), date(2016, 3, 1), date(2025, 3, 1))
ROUNDS = 9

entrants = st.builds(
    Entrant,
    name=st.just(""),
    federation=st.sampled_from(FEDERATIONS),
    # Mostly rated and titled, so that many events make norms and the properties have norms to lose.
    rating=st.tuples(st.integers(2350, 2750), st.sampled_from((True,) * 5 + (False,))).map(
        lambda drawn: drawn[0] if drawn[1] else None
    ),
    title=st.sampled_from(("GM", "GM", "GM", "IM", "IM", "FM", "")),
)


def _with_fide_ids(text: str) -> TrfTournament:
    document = parse_trf(text.encode())
    players = tuple(
        dataclasses.replace(player, fide_id=100_000 + player.start_number) for player in document.players
    )
    return dataclasses.replace(document, players=players)


def _field(draw, size: int) -> list[Entrant]:
    """Some of player 1's opponents (entries 2..10) are of his own federation, the host's: often enough that the
    federation rules fail and the Swiss exemption decides."""
    field = [dataclasses.replace(entrant, name=f"Entrant, {number}") for number, entrant in
             enumerate(draw(st.lists(entrants, min_size=size, max_size=size)), 1)]
    homes = draw(st.integers(0, 9))
    field[1 : 1 + homes] = [dataclasses.replace(entrant, federation="ESP") for entrant in field[1 : 1 + homes]]
    field[0] = dataclasses.replace(field[0], federation="ESP", title="FM", rating=draw(st.integers(2300, 2500)))
    return field


@st.composite
def swiss_events(draw) -> tuple[TrfTournament, date]:
    """Player 1 (of the host federation) meets entries 2..10 in nine rounds, some of them twice; the other
    entrants (about twenty foreign players, near the 20 of the Swiss exemption) pair among themselves."""
    size = draw(st.integers(36, 44)) // 2 * 2
    field = _field(draw, size)
    opponents = draw(st.lists(st.integers(2, 10), min_size=ROUNDS, max_size=ROUNDS))
    results = draw(st.lists(st.sampled_from("11=0"), min_size=ROUNDS, max_size=ROUNDS))
    schedule = []
    for opponent in opponents:
        rest = [number for number in range(2, size + 1) if number != opponent]
        schedule.append([(1, opponent), *zip(rest[::2], rest[1::2], strict=True)])

    def result(white: int, black: int, round: int) -> str:
        return results[round - 1] if white == 1 else "="

    return _with_fide_ids(build(field, schedule, result, federation="ESP")), draw(st.sampled_from(STARTS))


@st.composite
def multi_cycle_events(draw) -> tuple[TrfTournament, date]:
    """Four or five players meeting two or three times (1.45f: six players needed)."""
    size = draw(st.integers(4, 5))
    field = _field(draw, size)
    schedule = cycles(size, draw(st.integers(2, 3)))
    results = draw(st.lists(st.sampled_from("11=0"), min_size=len(schedule), max_size=len(schedule)))

    def result(white: int, black: int, round: int) -> str:
        if 1 in (white, black):
            mine = results[round - 1]
            return mine if white == 1 else {"1": "0", "0": "1", "=": "="}[mine]
        return "="

    return _with_fide_ids(build(field, schedule, result, federation="ESP")), draw(st.sampled_from(STARTS))


def _reread(document: TrfTournament, players: list[TrfPlayer]) -> TrfTournament:
    players = [dataclasses.replace(player, points=sum((game.points for game in player.games), Decimal(0)))
               for player in players]
    return parse_trf(render_trf(dataclasses.replace(document, players=tuple(players))).encode())


def _blank(round: int):
    return make_game(round, None, None, " ")


def split(document: TrfTournament, person: int, after_round: int) -> TrfTournament:
    """``person`` entered again under the same FIDE ID and name: his games after ``after_round`` are recorded
    under the second entry, which is blank before."""
    second = len(document.players) + 1
    players = []
    for player in document.players:
        games = []
        for game in player.games:
            later = game.round > after_round
            if player.start_number == person and later:
                games.append(_blank(game.round))
            elif game.opponent == person and later:
                games.append(dataclasses.replace(game, opponent=second))
            else:
                games.append(game)
        players.append(dataclasses.replace(player, games=tuple(games)))
    original = document.players[person - 1]
    players.append(dataclasses.replace(
        original,
        start_number=second,
        games=tuple(game if game.round > after_round else _blank(game.round) for game in original.games),
    ))
    return _reread(document, players)


def with_no_shows(document: TrfTournament, no_shows: list[Entrant]) -> TrfTournament:
    first = len(document.players) + 1
    added = [
        TrfPlayer(start_number=number, name=f"Absent, {number}", federation=entrant.federation,
                  rating=entrant.rating, title=entrant.title, sex="m", fide_id=200_000 + number,
                  games=tuple(_blank(round) for round in range(1, document.paired_rounds + 1)))
        for number, entrant in enumerate(no_shows, first)
    ]
    return _reread(document, [*document.players, *added])


def _achieved(document: TrfTournament, start: date) -> dict[str, bool]:
    judged = verdicts(document, 1, start_date=start, end_date=start.replace(day=9))
    return {title: verdict.achieved for title, verdict in judged.items()}


def _never_better(before: dict[str, bool], after: dict[str, bool]) -> None:
    for title, achieved in after.items():
        assert before[title] or not achieved, title


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(swiss_events() | multi_cycle_events(), st.integers(0, 8), st.integers(1, ROUNDS - 1))
def test_an_opponent_entered_twice_never_turns_a_non_norm_into_a_norm(event, index, after_round):
    """The person split in two is one of player 1's opponents; his games after ``after_round`` go to his second
    entry."""
    document, start = event
    opponents = [game.opponent for game in document.players[0].games if game.opponent]
    twice = split(document, opponents[index % len(opponents)], after_round % document.paired_rounds or 1)
    assert any("counted as one person" in warning for warning in twice.warnings)
    _never_better(_achieved(document, start), _achieved(twice, start))


@SETTINGS
@given(swiss_events() | multi_cycle_events(), st.lists(entrants, min_size=1, max_size=6))
def test_entrants_who_never_played_never_turn_a_non_norm_into_a_norm(event, no_shows):
    document, start = event
    _never_better(_achieved(document, start), _achieved(with_no_shows(document, no_shows), start))
