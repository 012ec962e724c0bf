"""Does a results file belong to the registered tournament? Its header is compared with the registration.

A file of another event uploaded by mistake would replace this event's results and judge norms on the wrong
games, so every difference is listed side by side and the upload waits for the arbiter's explicit word.
"""

import re
from dataclasses import asdict, dataclass
from datetime import timedelta

from django.utils.translation import gettext_lazy as _

from trf import TrfOutline, TrfTournament
from trf.values import normalise_federation

from .models import Tournament

# Pairing programs and arbiters disagree by a day or two about when an event "starts" (arrival, first round).
START_DATE_TOLERANCE = timedelta(days=3)

FIELD_LABELS = {
    "name": _("name"),
    "start_date": _("start date"),
    "rounds": _("rounds"),
    "host_federation": _("host federation"),
    # What the file would publish less of than the current version, or where it contradicts the registration.
    "players": _("players (current version, the file)"),
    "rounds_paired": _("rounds with results (current version, the file)"),
    "games": _("games played (current version, the file)"),
    "rounds_played": _("rounds with results (registered rounds, the file)"),
    "rounds_declared": _("rounds with results (rounds the file plans, the file)"),
    # An event over by its registration whose file has results for fewer rounds than it should.
    "rounds_unplayed": _("rounds with results in an event that has ended (registered rounds, the file)"),
    "rounds_unplayed_declared": _("rounds with results in an event that has ended (rounds the file plans, the file)"),
}


@dataclass(frozen=True)
class HeaderMismatch:
    field: str
    registered: str
    in_file: str

    def as_dict(self) -> dict:
        return asdict(self)


def header_mismatches(tournament: Tournament, document: TrfTournament | TrfOutline) -> list[HeaderMismatch]:
    """Each fact the file states that contradicts the registration; facts the file leaves blank are no mismatch."""
    mismatches = []
    if document.name and not _same_name(tournament.name, document.name):
        mismatches.append(HeaderMismatch("name", tournament.name, document.name))
    if document.start_date and abs(document.start_date - tournament.start_date) > START_DATE_TOLERANCE:
        mismatches.append(HeaderMismatch("start_date", tournament.start_date.isoformat(), document.start_date.isoformat()))
    if document.rounds and document.rounds != tournament.rounds_scheduled:
        mismatches.append(HeaderMismatch("rounds", str(tournament.rounds_scheduled), str(document.rounds)))
    host = tournament.host_federation.code
    # Record 032 names a host only as a code ("ger" is GER); a name ("Lichess") says nothing of the host.
    if (code := normalise_federation(document.federation.strip())) and code != host:
        mismatches.append(HeaderMismatch("host_federation", host, document.federation.strip()))
    return mismatches


def mismatch_label(field: str) -> str:
    return str(FIELD_LABELS.get(field, field))


def _same_name(registered: str, in_file: str) -> bool:
    """Names match when the words of one contain the other's: "San Viator Open" is in "XXX Torneo San Viator Open"."""
    registered_words, file_words = _words(registered), _words(in_file)
    return bool(registered_words and file_words) and (
        registered_words <= file_words or file_words <= registered_words
    )


def _words(name: str) -> set[str]:
    return set(re.findall(r"\w+", name.casefold()))
