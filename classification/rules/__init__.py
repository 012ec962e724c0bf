"""The Ukrainian national classification of seed 004 ("I. Очні змагання") as a pure-Python package.

No Django here: callers pass frozen facts in and get frozen verdicts back, each check naming its item of
the seed ("Cond. 7", "Conf. 4", "Notes"). The readings of unclear items are in decisions.md.
"""

from .categories import CATEGORY_OF_TARGET, COEFFICIENTS, LADDER, TABLE_TARGETS, Category, Target
from .check import NOTES, Check, cond, conf
from .coefficient import counted_category, participant_coefficient, tournament_coefficient
from .conditions import REQUIREMENTS, AwardingBody, age_on
from .confirmation import add_years, exempt_from_confirmation, expiry_date, lapse
from .facts import EventFacts, EventFormat, Game, JudgeCategory, Participant, Standing, TimeControl
from .norm_table import NormRow, find_row, required_points, row_problems
from .norms import PlayerRecord, evaluate_tournament
from .standing import FailureRecord, HistoryStep, PointRecord, standing_on
from .verdict import Change, ChangeKind, FailureVerdict, NormStatus, NormVerdict, PlayerVerdict, TournamentVerdict

__all__ = [
    "CATEGORY_OF_TARGET",
    "COEFFICIENTS",
    "LADDER",
    "NOTES",
    "REQUIREMENTS",
    "TABLE_TARGETS",
    "AwardingBody",
    "Category",
    "Change",
    "ChangeKind",
    "Check",
    "EventFacts",
    "EventFormat",
    "FailureRecord",
    "FailureVerdict",
    "Game",
    "HistoryStep",
    "JudgeCategory",
    "NormRow",
    "NormStatus",
    "NormVerdict",
    "Participant",
    "PlayerRecord",
    "PlayerVerdict",
    "PointRecord",
    "Standing",
    "Target",
    "TimeControl",
    "TournamentVerdict",
    "add_years",
    "age_on",
    "cond",
    "conf",
    "counted_category",
    "evaluate_tournament",
    "exempt_from_confirmation",
    "expiry_date",
    "find_row",
    "lapse",
    "participant_coefficient",
    "required_points",
    "row_problems",
    "standing_on",
    "tournament_coefficient",
]
