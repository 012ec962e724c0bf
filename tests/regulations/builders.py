"""Short ways to write the facts a test needs: a record is a list of (result, rating, title, federation)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from fractions import Fraction

from regulations import (
    EventFlag,
    GameFacts,
    GameKind,
    NormApplication,
    NormRecord,
    Participant,
    PlayerFacts,
    RatingRecord,
    RoundField,
    TournamentFacts,
    TournamentSystem,
)
from regulations.applications import is_eight_of_nine_norm
from regulations.non_player_titles import ArbiterEvent, ArbiterEventKind

IN_2009_EDITION = date(2013, 3, 1)
IN_2014_EDITION = date(2016, 3, 1)
IN_2024_EDITION = date(2025, 3, 1)
RESULTS = {"1": Fraction(1), "½": Fraction(1, 2), "0": Fraction(0)}

# A 9-round GM norm with no half point to spare: 6/9 against an average of 2491 gives Rp 2616; 5½ would give 2571.
# 4 GMs (so that a tenth game keeps the mix), 6 title-holders, 3 opponents from the player's federation (ENG),
# four other federations, nobody below the GM floor.
GM_NORM_9 = [
    ("1", 2600, "GM", "GER"),
    ("½", 2580, "GM", "FRA"),
    ("½", 2560, "GM", "NED"),
    ("½", 2500, "GM", "ESP"),
    ("½", 2480, "IM", "ENG"),
    ("1", 2450, "FM", "ENG"),
    ("1", 2430, "", "ENG"),
    ("1", 2420, "", "ESP"),
    ("0", 2400, "", "GER"),
]
# The same norm with its loss played first, so that ignoring trailing games (1.42f) cannot help.
ENDING_WITH_A_WIN = GM_NORM_9[8:] + GM_NORM_9[:8]


def tournament(
    rounds: int = 9,
    system: TournamentSystem = TournamentSystem.ROUND_ROBIN,
    start: date = IN_2009_EDITION,
    host: str = "ENG",
    flags: frozenset[EventFlag] = frozenset(),
    end: date | None = None,
    **facts,
) -> TournamentFacts:
    return TournamentFacts(
        start_date=start,
        end_date=end or start + timedelta(days=rounds),
        system=system,
        rounds_scheduled=rounds,
        host_federation=host,
        flags=frozenset(flags),
        **facts,
    )


def player(federation: str = "ENG", sex: str = "M", rating: int | None = 2450, title: str = "FM") -> PlayerFacts:
    return PlayerFacts(id=1, federation=federation, sex=sex, rating=rating, title=title)


def game(
    round: int,
    result: str,
    rating: int | None,
    title: str = "",
    federation: str = "GER",
    kind: GameKind = GameKind.PLAYED,
    opponent_id: int | None = None,
    **facts,
) -> GameFacts:
    return GameFacts(
        round=round,
        result=RESULTS[result],
        kind=kind,
        opponent_id=100 + round if opponent_id is None else opponent_id,
        opponent_rating=rating,
        opponent_title=title,
        opponent_federation=federation,
        **facts,
    )


def record(rows, first_round: int = 1) -> list[GameFacts]:
    return [game(first_round + index, *row) for index, row in enumerate(rows)]


def replaced(rows, index: int, row) -> list:
    """The rows with one of them replaced: small variations on a norm."""
    return [row if at == index else original for at, original in enumerate(rows)]


def field(
    foreign_rated: int, federations: int, titled: int, host: str = "ESP", others: int = 40, missed: int = 0
) -> tuple[Participant, ...]:
    """Entrants of a Swiss: ``foreign_rated`` rated players not from the host, spread over ``federations``
    federations, ``titled`` of them IMs, each having missed ``missed`` rounds; plus ``others`` rated host
    players."""
    foreign_codes = ["FRA", "GER", "NED", "ITA", "POR"][:federations]
    foreign = tuple(
        Participant(
            foreign_codes[index % federations], rated=True, title="IM" if index < titled else "", rounds_missed=missed
        )
        for index in range(foreign_rated)
    )
    return foreign + tuple(Participant(host, rated=True, title="GM") for _ in range(others))


def norm_record(verdict, event: TournamentFacts) -> NormRecord:
    """An achieved verdict as a title application lists it, from the facts it was judged on."""
    assert verdict.achieved, verdict
    return NormRecord(
        title=verdict.title,
        edition=verdict.edition,
        start_date=event.start_date,
        end_date=event.end_date,
        counts_as_games=verdict.counts_as_games,
        exemption_used=verdict.exemption_used,
        eight_of_nine=is_eight_of_nine_norm(verdict.edition, [check.rule for check in verdict.checks]),
        system=event.system,
        flags=event.flags,
        round_dates=event.round_dates,
    )


# FIDE Congresses for the 1990 §2.15 and 2.24 deadlines ("no más tarde del segundo congreso de la FIDE").
FIDE_CONGRESSES = (date(2019, 10, 1), date(2020, 10, 1), date(2021, 10, 1), date(2022, 10, 1), date(2023, 10, 1))


def arbiter_event(
    name: str,
    start: date,
    kind: ArbiterEventKind = ArbiterEventKind.INTERNATIONAL_TITLE,
    role: str = "chief",
    rated: bool = True,
    participants: int = 0,
) -> ArbiterEvent:
    """An event of an International Arbiter's record (1990 §2.14), nine days long."""
    return ArbiterEvent(name, start, start + timedelta(days=8), kind, role, rated, participants)


# A 2024 application's norms: a 9-game GM norm from a strong Swiss (1.5.6a: 40 players and an average of 2000
# in every round) played one round a day (1.1.3a) from 1 March 2025.
APPLICATION_NORM_START = date(2025, 3, 1)
ONE_ROUND_A_DAY = tuple(APPLICATION_NORM_START + timedelta(days=day) for day in range(9))
STRONG_SWISS = (RoundField(45, 2105),) * 9


def application_norm(**facts) -> NormRecord:
    return replace(
        NormRecord(
            title="GM",
            edition="2024",
            start_date=APPLICATION_NORM_START,
            end_date=APPLICATION_NORM_START + timedelta(days=8),
            counts_as_games=9,
            round_dates=ONE_ROUND_A_DAY,
            field_by_round=STRONG_SWISS,
        ),
        **facts,
    )


def application(*norms, title: str = "GM", rating: int | None = 2510) -> NormApplication:
    return NormApplication(title, norms, RatingRecord(rating, date(2025, 5, 1)) if rating else None)


def nine_day_norm(
    start: date,
    games: int = 9,
    title: str = "GM",
    edition: str = "2001",
    system: TournamentSystem = TournamentSystem.ROUND_ROBIN,
    **facts,
) -> NormRecord:
    """A norm of an event starting on ``start`` and ending nine days later, one round a day unless
    ``round_dates`` are given, counting as ``games`` games."""
    dates = facts.pop("round_dates", tuple(start + timedelta(days=day) for day in range(9)))
    return NormRecord(
        title=title,
        edition=edition,
        start_date=start,
        end_date=start + timedelta(days=9),
        counts_as_games=games,
        system=system,
        round_dates=dates,
        **facts,
    )
