"""Pure-Python reader and writer for FIDE Tournament Report Files (TRF16, TRF26, TRF06 habits).

No Django here: the tournaments app imports this, never the other way round."""

from . import limits
from .parser import outline_trf, parse_trf, read_deputy_arbiters
from .records import GameKind, TrfByeRecord, TrfError, TrfGame, TrfOutline, TrfPlayer, TrfTournament
from .results import make_game
from .summary import summarize
from .writer import render_trf

__all__ = [
    "GameKind",
    "TrfByeRecord",
    "TrfError",
    "TrfGame",
    "TrfOutline",
    "TrfPlayer",
    "TrfTournament",
    "limits",
    "make_game",
    "outline_trf",
    "parse_trf",
    "read_deputy_arbiters",
    "render_trf",
    "summarize",
]
