"""The editions of the title regulations: what an edition is (``edition``), the registry every edition joins
(``registry``), and one module per edition that defines it and registers it (``edition_1990`` … ``edition_2024``).

The package imports the editions that are data alone (2009, 2014, 2024). Those of 1990 and 2001 also bring rule
functions of their own built on the engine's (``rules``, ``assessment``), which import this package; they are
imported by ``regulations`` itself, so that no module imports one that imports it back.
"""

from .edition import (
    GENERAL_PRINCIPLE,
    MO_RULE,
    REPORTING_READ,
    TITLE_RATINGS,
    Administration,
    CompleteEvent,
    Edition,
    Exemption,
    Rounding,
    Rule,
    UnknownEditionError,
    frozen,
    general_principle,
    reading_item,
)
from .edition_2009 import EDITION_2009
from .edition_2014 import EDITION_2014
from .edition_2024 import EDITION_2024
from .registry import (
    EDITION_PERIODS,
    EDITIONS,
    as_edition,
    edition_choice,
    edition_for,
    edition_for_event,
    get_edition,
    register_edition,
)

__all__ = [
    "EDITIONS",
    "EDITION_2009",
    "EDITION_2014",
    "EDITION_2024",
    "EDITION_PERIODS",
    "GENERAL_PRINCIPLE",
    "MO_RULE",
    "REPORTING_READ",
    "TITLE_RATINGS",
    "Administration",
    "CompleteEvent",
    "Edition",
    "Exemption",
    "Rounding",
    "Rule",
    "UnknownEditionError",
    "as_edition",
    "edition_choice",
    "edition_for",
    "edition_for_event",
    "frozen",
    "general_principle",
    "get_edition",
    "reading_item",
    "register_edition",
]
