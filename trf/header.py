"""What a file's header means where pairing programs bend its records: a federation written after the city
(022 "Frankfurt (Main) /GER"), a web address where the city or the chief arbiter goes (online platforms write
022 and 102 as links). Pure Python: read by every way a tournament is registered from a file."""

import re

from .records import TrfTournament
from .values import normalise_federation

CITY_WITH_FEDERATION = re.compile(r"^(?P<city>.*?)\s*/\s*(?P<code>[A-Za-z]{3})\s*$")
ADDRESS = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*://|www\.)", re.IGNORECASE)


def looks_like_address(text: str) -> bool:
    return bool(ADDRESS.match(text or ""))


def split_city_federation(text: str) -> tuple[str, str]:
    """("Frankfurt (Main)", "GER") from "Frankfurt (Main) /GER"; (text, "") when no code follows the city."""
    match = CITY_WITH_FEDERATION.match(text or "")
    if match and match["city"]:
        return match["city"], match["code"].upper()
    return (text or "").strip(), ""


def header_place(document: TrfTournament) -> tuple[str, str]:
    """The city (blank for a web address) and the host federation's code: 032, else the one after the city."""
    city, city_federation = split_city_federation(document.city)
    # 032 counts only as a code ("ger" is GER); a name there ("Germany", "Lichess") names no host, nor lets the
    # city's code stand in for it.
    written = normalise_federation((document.federation or "").strip())
    code = city_federation if written == "" else (written or "")
    return ("" if looks_like_address(city) else city), code


def header_chief_arbiter(document: TrfTournament) -> str:
    """102 as written, blank for a web address."""
    return "" if looks_like_address(document.chief_arbiter) else document.chief_arbiter.strip()
