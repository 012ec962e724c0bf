"""FIDE title norms (GM, IM, WGM, WIM) as a pure-Python engine, edition by edition.

No Django here: callers pass frozen facts in and get a frozen ``NormVerdict`` back, whose checks name
the rule of the edition applied. The readings of unclear or mistranslated rules are in decisions.md.
"""

from .calculator import AverageRange, Forecast, NormTable, NormTableRow, forecast, norm_table
from .editions import EDITIONS, Edition, Rounding, Rule, UnknownEditionError, edition_for, get_edition
from .engine import evaluate_all, evaluate_norm
from .facts import (
    NORM_TITLES,
    EventFlag,
    GameFacts,
    GameKind,
    Participant,
    PlayerFacts,
    TournamentFacts,
    TournamentSystem,
)
from .performance import average_rating, minimum_score, performance
from .requirements import OpponentRequirements, opponent_requirements
from .tables import dp
from .verdict import Check, DroppedRound, NormVerdict

__all__ = [
    "EDITIONS",
    "NORM_TITLES",
    "AverageRange",
    "Check",
    "DroppedRound",
    "Edition",
    "EventFlag",
    "Forecast",
    "GameFacts",
    "GameKind",
    "NormTable",
    "NormTableRow",
    "NormVerdict",
    "OpponentRequirements",
    "Participant",
    "PlayerFacts",
    "Rounding",
    "Rule",
    "TournamentFacts",
    "TournamentSystem",
    "UnknownEditionError",
    "average_rating",
    "dp",
    "edition_for",
    "evaluate_all",
    "evaluate_norm",
    "forecast",
    "get_edition",
    "minimum_score",
    "norm_table",
    "opponent_requirements",
    "performance",
]
