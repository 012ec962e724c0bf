"""A 16-player round robin with the worked example's categories, as a TRF file, and the records it needs
(the fixtures built on it are in conftest.py)."""

import datetime
from dataclasses import dataclass

from classification.models import CategoryRecord, Failure, TournamentNationalFacts
from tests import factories
from tournaments import _versions
from tournaments.models import ResultUpload, Tournament
from trf import TrfPlayer, TrfTournament, make_game, render_trf

START = datetime.date(2019, 7, 1)
END = datetime.date(2019, 7, 15)
# The worked example's field (I ×2, II ×5, III ×3, youth ×6), strongest first.
CATEGORIES = [
    "I",
    "youth",
    "II",
    "III",
    "youth",
    "II",
    "I",
    "youth",
    "III",
    "II",
    "II",
    "III",
    "youth",
    "II",
    "youth",
    "youth",
]
DRAWN_PAIR = frozenset({4, 5})  # indexes of Nos 5 and 6


def berger_rounds(count: int) -> list[list[tuple[int, int]]]:
    """The circle method: each round a list of (white, black) indexes."""
    others = list(range(1, count))
    rounds = []
    for number in range(count - 1):
        circle = [0, *others[number:], *others[:number]]
        pairs = [(circle[i], circle[count - 1 - i]) for i in range(count // 2)]
        rounds.append([(white, black) if number % 2 else (black, white) for white, black in pairs])
    return rounds


def result_codes(white: int, black: int, drawn: frozenset[int]) -> tuple[str, str]:
    if {white, black} == drawn:
        return "=", "="
    return ("1", "0") if white < black else ("0", "1")


def round_robin_file(categories=CATEGORIES, drawn: frozenset[int] = DRAWN_PAIR) -> bytes:
    """One round a day from START; the stronger (lower index) wins, except the drawn pair."""
    rounds = len(categories) - 1
    games = {index: [] for index in range(len(categories))}
    for number, pairs in enumerate(berger_rounds(len(categories)), start=1):
        for white, black in pairs:
            white_code, black_code = result_codes(white, black, drawn)
            games[white].append(make_game(number, black + 1, "w", white_code))
            games[black].append(make_game(number, white + 1, "b", black_code))
    players = tuple(
        TrfPlayer(
            start_number=index + 1,
            name=f"Player, Number {index + 1:02d}",
            sex="m",
            rating=2000 - 10 * index,
            federation="UKR",
            fide_id=14_900_000 + index,
            birth_year=1990,
            points=sum(game.points for game in games[index]),
            rank=index + 1,
            games=tuple(games[index]),
        )
        for index in range(len(categories))
    )
    document = TrfTournament(
        players=players,
        name="Kyiv national round robin",
        city="Kyiv",
        federation="UKR",
        start_date=START,
        end_date=START + datetime.timedelta(days=rounds - 1),
        round_dates=tuple(START + datetime.timedelta(days=day) for day in range(rounds)),
        rounds=rounds,
    )
    return render_trf(document).encode()


def round_robin_tournament(players: int) -> Tournament:
    """A round robin of START, one round a day, with the Cond. 6 control and three judges, one national."""
    tournament = factories.TournamentFactory(
        name="Kyiv national round robin",
        host_federation=factories.FederationFactory(code="UKR"),
        system=Tournament.System.ROUND_ROBIN,
        rounds_scheduled=players - 1,
        start_date=START,
        end_date=START + datetime.timedelta(days=players - 2),
    )
    TournamentNationalFacts.objects.create(
        tournament=tournament, time_control="master", judges=3, highest_judge_category="national"
    )
    return tournament


def give_worked_example_categories() -> list:
    """The categories of CATEGORIES; No 10 (II) has already failed once below the III norm in this period."""
    players = give_categories(CATEGORIES)
    add_failure(players[9], "II", severe=True)
    return players


def add_failure(player, category: str, severe: bool) -> Failure:
    earlier = factories.TournamentFactory(
        host_federation=player.federation, start_date=datetime.date(2018, 5, 1), end_date=datetime.date(2018, 5, 9)
    )
    return Failure.objects.create(
        player=player,
        tournament=earlier,
        category=category,
        occurred_on=earlier.end_date,
        severe=severe,
        score=1,
        threshold=5,
        rule="Conf. 6",
    )


def give_categories(categories) -> list:
    """Players 14900000, … with the categories given, entered from 1 January 2017 (valid until 2020)."""
    ukraine = factories.FederationFactory(code="UKR")
    players = []
    for index, code in enumerate(categories):
        player = factories.PlayerFactory(
            fide_id=14_900_000 + index, federation=ukraine, name=f"Player, Number {index + 1:02d}"
        )
        CategoryRecord.objects.create(
            player=player,
            category=code,
            change=CategoryRecord.Change.ENTERED,
            effective_on=datetime.date(2017, 1, 1),
            expires_on=None if code == "youth" else datetime.date(2020, 1, 1),
        )
        players.append(player)
    return players


def uploaded(tournament, data: bytes) -> ResultUpload:
    upload = _versions.version_store(tournament=tournament, filename="rr.trf", data=data)
    upload.refresh_from_db()
    assert upload.status == ResultUpload.Status.EVALUATED, upload.errors
    return upload


@dataclass
class JudgedRoundRobin:
    tournament: Tournament
    upload: ResultUpload
    players: list
