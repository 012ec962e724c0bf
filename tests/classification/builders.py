"""Short ways to write the facts the national rules read: categories by code, games by result."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction

from classification.rules import (
    Category,
    EventFacts,
    EventFormat,
    Game,
    JudgeCategory,
    NormRow,
    Participant,
    PlayerRecord,
    Standing,
    Target,
    TimeControl,
)

START = date(2019, 7, 1)
END = date(2019, 7, 15)
CATEGORIES = {category.value: category for category in Category}
# The seed's only row, as the data migration files it.
SEED_ROW = NormRow(Decimal("2.81"), Decimal("2.81"), {Target.SECOND: Decimal("73"), Target.THIRD: Decimal("48")})
# A fuller row for tests of the stronger norms; the figures are invented for the tests only.
STRONG_ROW = NormRow(
    Decimal("0.00"),
    Decimal("2.00"),
    {
        Target.CANDIDATE_MASTER: Decimal("75"),
        Target.CANDIDATE_POINT: Decimal("65"),
        Target.FIRST: Decimal("55"),
        Target.SECOND: Decimal("40"),
        Target.THIRD: Decimal("25"),
    },
)
RESULTS = {"1": Fraction(1), "½": Fraction(1, 2), "0": Fraction(0)}


def standing(code: str = "none", **facts) -> Standing:
    return Standing(category=CATEGORIES[code], **facts)


def person(number: int, code: str = "none", sex: str = "m", birth_year: int | None = 1990, **facts) -> Participant:
    standing_facts = {key: facts.pop(key) for key in list(facts) if key in Standing.__dataclass_fields__}
    return Participant(id=number, standing=standing(code, **standing_facts), sex=sex, birth_year=birth_year, **facts)


def event(participants, **facts) -> EventFacts:
    defaults = {
        "start_date": START,
        "end_date": END,
        "format": EventFormat.ROUND_ROBIN,
        "time_control": TimeControl.MASTER,
        "judges": 3,
        "highest_judge": JudgeCategory.NATIONAL,
    }
    return EventFacts(participants=tuple(participants), **{**defaults, **facts})


def games_against(opponents: list[int], results: str, first_day: date | None = START) -> tuple[Game, ...]:
    """One game a round against each opponent in turn; ``results`` like "11½0", one character per game."""
    return tuple(
        Game(
            round=number,
            opponent_id=opponent,
            result=RESULTS[result],
            played=True,
            day=first_day + timedelta(days=number - 1) if first_day else None,
        )
        for number, (opponent, result) in enumerate(zip(opponents, results, strict=True), start=1)
    )


def record(number: int, opponents: list[int], results: str, **facts) -> PlayerRecord:
    return PlayerRecord(participant_id=number, games=games_against(opponents, results), **facts)


def field_of(player: Participant, opponent_codes: list[str], **opponent_facts) -> list[Participant]:
    """The player and one opponent per code, numbered 2, 3, …"""
    return [player, *(person(number, code, **opponent_facts) for number, code in enumerate(opponent_codes, start=2))]


def with_standing(participant: Participant, **facts) -> Participant:
    return replace(participant, standing=replace(participant.standing, **facts))
