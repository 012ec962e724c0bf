"""A federation's name in the reader's language.

Most FIDE federations are countries: their names come from the Unicode CLDR (Babel) by the territory that
`data/federations.csv` gives each code. The federations that are not a territory of their own, or that FIDE names
otherwise than the CLDR does, have names of ours, marked for translation. A code with neither keeps the name
stored with it (a federation added later by staff).
"""

import csv
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from django.utils.translation import get_language, pgettext_lazy, to_locale

FEDERATIONS_CSV = Path(__file__).resolve().parent / "data" / "federations.csv"
OWN_NAMES = {
    "ENG": pgettext_lazy("federation", "England"),
    "SCO": pgettext_lazy("federation", "Scotland"),
    "WLS": pgettext_lazy("federation", "Wales"),
    "AHO": pgettext_lazy("federation", "Netherlands Antilles"),
    "TPE": pgettext_lazy("federation", "Chinese Taipei"),
    "PLE": pgettext_lazy("federation", "Palestine"),
    "HKG": pgettext_lazy("federation", "Hong Kong"),
    "MAC": pgettext_lazy("federation", "Macau"),
    "FID": pgettext_lazy("federation", "FIDE (players under the FIDE flag)"),
}


@cache
def territories() -> dict[str, str]:
    """FIDE code → ISO 3166 territory, for the federations that are countries of the CLDR."""
    with FEDERATIONS_CSV.open(encoding="utf-8") as handle:
        return {row["code"]: row["territory"] for row in csv.DictReader(handle) if row["territory"]}


@cache
def _territory_names(language: str) -> dict[str, str]:
    try:
        return dict(Locale.parse(to_locale(language)).territories)
    except (UnknownLocaleError, ValueError):
        return {}


def federation_name(code: str, stored: str) -> str:
    """The name of the federation of this code in the active language; the stored one where none is known."""
    if code in OWN_NAMES:
        return str(OWN_NAMES[code])
    territory = territories().get(code)
    if territory is None:
        return stored
    return _territory_names(get_language() or "en").get(territory, stored)
