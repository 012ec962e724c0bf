"""FIDE title norms (GM, IM, WGM, WIM) as a pure-Python engine, edition by edition (2009, 2014, 2024).

No Django here: callers pass frozen facts in and get a frozen ``NormVerdict`` back, whose checks name
the rule of the edition applied. The same kind of checks judge a title application (``applications``)
and a tournament's administration (``tournament_rules``). The readings of unclear, mistranslated or
paraphrased rules are in decisions.md.
"""

from .applications import (
    NormApplication,
    NormRecord,
    RatingRecord,
    RoundField,
    direct_title_checks,
    norm_application_checks,
    rating_title_checks,
)
from .calculator import AverageRange, Forecast, NormTable, NormTableRow, forecast, norm_table
from .editions import (
    EDITIONS,
    CompleteEvent,
    Edition,
    Rounding,
    Rule,
    UnknownEditionError,
    edition_for,
    edition_for_event,
    get_edition,
)

# The editions of 1990 and 2001 join EDITIONS as their modules are imported (regulations/editions/__init__.py: why here).
from .editions.edition_1990 import EDITION_1990
from .editions.edition_2001 import EDITION_2001
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
    event_dates,
)
from .performance import average_rating, minimum_score, performance
from .requirements import OpponentRequirements, opponent_requirements
from .rules import TITLES_COVERED
from .tables import dp
from .time_controls import Period, TimeControl
from .tournament_rules import Arbiter, EventFacts, tournament_checks
from .verdict import AssumedRating, Check, DroppedRound, NormTotals, NormVerdict, RaisedOpponent

__all__ = [
    "EDITIONS",
    "EDITION_1990",
    "EDITION_2001",
    "NORM_TITLES",
    "TITLES_COVERED",
    "Arbiter",
    "AssumedRating",
    "AverageRange",
    "Check",
    "CompleteEvent",
    "DroppedRound",
    "Edition",
    "EventFacts",
    "EventFlag",
    "Forecast",
    "GameFacts",
    "GameKind",
    "NormApplication",
    "NormRecord",
    "NormTable",
    "NormTableRow",
    "NormTotals",
    "NormVerdict",
    "OpponentRequirements",
    "Participant",
    "Period",
    "PlayerFacts",
    "RaisedOpponent",
    "RatingRecord",
    "RoundField",
    "Rounding",
    "Rule",
    "TimeControl",
    "TournamentFacts",
    "TournamentSystem",
    "UnknownEditionError",
    "average_rating",
    "direct_title_checks",
    "dp",
    "edition_for",
    "edition_for_event",
    "event_dates",
    "evaluate_all",
    "evaluate_norm",
    "forecast",
    "get_edition",
    "minimum_score",
    "norm_application_checks",
    "norm_table",
    "opponent_requirements",
    "performance",
    "rating_title_checks",
    "tournament_checks",
]
