"""The public norm calculator: a hand-entered list of opponents judged like an uploaded tournament."""

from dataclasses import dataclass
from fractions import Fraction

from lib.scores import score_text
from regulations import (
    GameFacts,
    NormVerdict,
    PlayerFacts,
    TournamentFacts,
    edition_for,
    evaluate_all,
    get_edition,
    minimum_score,
)

from .engine_facts import SYSTEMS, event_flags


@dataclass(frozen=True)
class CalculatorRow:
    verdict: NormVerdict
    # The least score that makes this title's norm at the verdict's average over the same games, or None.
    minimum_score: Fraction | None

    @property
    def minimum_score_display(self) -> str:
        return score_text(self.minimum_score) if self.minimum_score is not None else ""


@dataclass(frozen=True)
class CalculatorOutcome:
    edition: str
    rows: list[CalculatorRow]


def calculate(event: dict, opponents: list[dict]) -> CalculatorOutcome:
    facts = TournamentFacts(
        start_date=event["start_date"],
        end_date=event["start_date"],
        system=SYSTEMS[event["system"]],
        rounds_scheduled=event["rounds_scheduled"],
        host_federation=event["host_federation"],
        flags=event_flags(event["event_kind"]),
    )
    player = PlayerFacts(id=0, federation=event["player_federation"], sex=event["player_sex"])
    games = [
        GameFacts(
            round=number,
            result=Fraction(opponent["result"]),
            opponent_id=number,
            opponent_rating=opponent["rating"],
            opponent_title=opponent["title"],
            opponent_federation=opponent["federation"],
        )
        for number, opponent in enumerate(opponents, start=1)
    ]
    edition = get_edition(event["edition"]) if event.get("edition") else edition_for(event["start_date"])
    verdicts = evaluate_all(facts, player, games, edition=edition.name)
    return CalculatorOutcome(edition=edition.name, rows=[_row(verdict, edition) for verdict in verdicts])


def _row(verdict: NormVerdict, edition) -> CalculatorRow:
    if verdict.average_rating is None or not verdict.games:
        return CalculatorRow(verdict, None)
    return CalculatorRow(verdict, minimum_score(verdict.title, verdict.average_rating, verdict.games, edition))

