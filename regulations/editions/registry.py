"""The registry of the editions: every edition joins it where it is defined (``register_edition``), and a
tournament's edition is found here by its start date (``edition_for``) or by name (``get_edition``).

The registry imports no edition, so an edition may build on the engine's rules (1990, 2001) without any
module importing one that imports it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from types import MappingProxyType

from ..messages import Message, gettext_noop, message
from .edition import Edition, UnknownEditionError

__all__ = [
    "EDITIONS",
    "EDITION_PERIODS",
    "as_edition",
    "edition_choice",
    "edition_for",
    "edition_for_event",
    "get_edition",
    "register_edition",
]

# Which edition judges a tournament, by its start date (1.53 of 2009, 10.11 of 1990: the regulations in force
# when it was played; 0.21 of 1990: changes apply to tournaments starting from 1 July after the decision).
# The one home of the boundaries: (name, first start date, last start date).
EDITION_PERIODS: Mapping[str, tuple[date, date | None]] = MappingProxyType(
    {
        "1990": (date.min, date(2001, 6, 30)),
        "2001": (date(2001, 7, 1), date(2009, 6, 30)),
        "2009": (date(2009, 7, 1), date(2014, 6, 30)),
        "2014": (date(2014, 7, 1), date(2023, 12, 31)),
        "2024": (date(2024, 1, 1), None),
    }
)


def as_edition(edition: Edition | str) -> Edition:
    return get_edition(edition) if isinstance(edition, str) else edition


def get_edition(name: str) -> Edition:
    try:
        return EDITIONS[name]
    except KeyError:
        raise UnknownEditionError(f"no edition {name!r}; known: {', '.join(EDITIONS)}") from None


def edition_for(start_date: date) -> Edition:
    """The edition in force when the tournament started (``EDITION_PERIODS``)."""
    return edition_choice(start_date)[0]


def edition_for_event(start_date: date | None) -> Edition:
    """The edition in force at the start; with the start not given, the latest, only to name the rules of a
    verdict that fails for want of it (``rules.check_start_date_given``; decisions.md, missing facts)."""
    if start_date is None:
        return list(EDITIONS.values())[-1]
    return edition_for(start_date)


def edition_choice(start_date: date) -> tuple[Edition, Message]:
    """The edition in force when the tournament started, and why, in words a norm page can show."""
    for edition in EDITIONS.values():
        if edition.applies_to(start_date):
            return edition, message(
                gettext_noop(
                    "the tournament started on %(start)s; edition %(edition)s judges %(period)s: the regulations in "
                    "force when it was played apply"
                ),
                start=str(start_date), edition=edition.name, period=edition.period,
            )
    raise UnknownEditionError(f"no edition is implemented for tournaments starting {start_date}")


# Every edition by name, in the order of the periods they judge. Each edition joins it in its own module
# (`register_edition`); the package imports those of 2009, 2014 and 2024, and `regulations` those of 1990 and
# 2001, which build on the engine's rules and so cannot be imported by the package the engine imports.
_registered: dict[str, Edition] = {}
EDITIONS: Mapping[str, Edition] = MappingProxyType(_registered)


def register_edition(edition: Edition) -> Edition:
    """Add an edition to EDITIONS, in its place among the periods; registering it again changes nothing."""
    if _registered.get(edition.name, edition) is not edition:
        raise ValueError(f"two editions are named {edition.name}")
    ordered = sorted({**_registered, edition.name: edition}.values(), key=lambda registered: registered.valid_from)
    _registered.clear()
    _registered.update((registered.name, registered) for registered in ordered)
    return edition

