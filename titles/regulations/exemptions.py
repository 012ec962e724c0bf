"""Events exempt from the federation rules of 1.43/1.44 (1.43a–e).

Each test returns None when the event is not of its kind at all, and otherwise whether it qualifies and
why, in words a check can carry (a Swiss with 19 foreign rated players is of the kind but fails).
"""

from __future__ import annotations

from .facts import EventFlag, TournamentFacts, TournamentSystem

__all__ = [
    "national_championship_final",
    "national_championship_final_outside_subzonal_year",
    "national_team_championship",
    "qc_approved",
    "swiss_with_strong_foreign_field",
    "zonal",
    "zonal_or_subzonal",
]

Qualifies = tuple[bool, str] | None

_NATIONAL_FINALS = (EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL)
_SWISS_FOREIGN_RATED = 20
_SWISS_FEDERATIONS = 3
_SWISS_TITLED = 10


def _flagged(tournament: TournamentFacts, *flags: EventFlag) -> Qualifies:
    found = [flag.value for flag in flags if flag in tournament.flags]
    return (True, found[0]) if found else None


def national_championship_final(tournament: TournamentFacts) -> Qualifies:
    """2009 §1.43a: finals, not preliminaries, of national men's and women's championships."""
    return _flagged(tournament, *_NATIONAL_FINALS)


def national_championship_final_outside_subzonal_year(tournament: TournamentFacts) -> Qualifies:
    """2014 §1.43a: as in 2009, but not in a year when the federation holds a single-federation subzonal."""
    final = national_championship_final(tournament)
    if final and EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION in tournament.flags:
        return False, f"{final[1]}, but {EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION.value}"
    return final


def national_team_championship(tournament: TournamentFacts) -> Qualifies:
    """1.43b."""
    return _flagged(tournament, EventFlag.NATIONAL_TEAM_CHAMPIONSHIP)


def zonal(tournament: TournamentFacts) -> Qualifies:
    """2009 §1.43c: zonal tournaments only."""
    return _flagged(tournament, EventFlag.ZONAL)


def zonal_or_subzonal(tournament: TournamentFacts) -> Qualifies:
    """2014 §1.43c: zonal and subzonal tournaments."""
    return _flagged(tournament, EventFlag.ZONAL, EventFlag.SUBZONAL)


def qc_approved(tournament: TournamentFacts) -> Qualifies:
    """1.43d."""
    return _flagged(tournament, EventFlag.QC_APPROVED_EXEMPTION)


def swiss_with_strong_foreign_field(tournament: TournamentFacts) -> Qualifies:
    """1.43e (2009): a Swiss with ≥20 FIDE-rated players not from the host federation, from ≥3 federations,
    ≥10 of them GM, IM, WGM or WIM. Players of excluded federations (1.42a) do not count."""
    if tournament.system is not TournamentSystem.SWISS:
        return None
    if not tournament.participants:
        return False, "no participant list to count the foreign field from"
    field = tournament.foreign_field
    qualifies = (
        field.players >= _SWISS_FOREIGN_RATED
        and field.federations >= _SWISS_FEDERATIONS
        and field.holding_norm_titles >= _SWISS_TITLED
    )
    return qualifies, (
        f"{field.players} rated players not from {tournament.host_federation} ({_SWISS_FOREIGN_RATED} needed), "
        f"from {field.federations} federations ({_SWISS_FEDERATIONS} needed), {field.holding_norm_titles} of them "
        f"GM/IM/WGM/WIM ({_SWISS_TITLED} needed)"
    )
