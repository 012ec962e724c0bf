"""The one mapping from what the apps store (systems, kinds of event) onto the engine's facts."""

from regulations import EventFlag, TournamentSystem
from tournaments.models import Tournament

SYSTEMS = {
    Tournament.System.ROUND_ROBIN: TournamentSystem.ROUND_ROBIN,
    Tournament.System.DOUBLE_ROUND_ROBIN: TournamentSystem.DOUBLE_ROUND_ROBIN,
    Tournament.System.SWISS: TournamentSystem.SWISS,
    Tournament.System.TEAM: TournamentSystem.TEAM,
}
EVENT_FLAGS = {kind: EventFlag[kind.name] for kind in Tournament.EventKind if kind.name in EventFlag.__members__}

# The inverse of the one mapping from stored systems onto the engine's.
SYSTEM_FOR_ENGINE_SYSTEM = {engine: system for system, engine in SYSTEMS.items()}


def event_flags(event_kind: str) -> frozenset[EventFlag]:
    """The engine's flag for a kind of event; an ordinary tournament has none."""
    return frozenset({EVENT_FLAGS[event_kind]}) if event_kind in EVENT_FLAGS else frozenset()
