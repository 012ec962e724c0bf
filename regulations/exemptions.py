"""Events exempt from the federation rules of 1.43/1.44 (1.43a–e; 1.4.3a–d in 2024).

Each test takes the tournament and the player judged, and returns None when the event is not of its kind
at all, and otherwise whether it qualifies and why, in words a check can carry (a Swiss with 19 foreign
rated players is of the kind but fails).
"""

from __future__ import annotations

from collections.abc import Callable

from .facts import EventFlag, ForeignField, PlayerFacts, TournamentFacts, TournamentSystem, federation_known
from .messages import Message, gettext_noop, message

__all__ = [
    "HOST_NOT_KNOWN",
    "host_known",
    "national_championship_final",
    "national_championship_final_outside_subzonal_year",
    "national_team_championship",
    "national_team_championship_for_its_own_players",
    "qc_approval_is_no_exemption",
    "qc_approved",
    "swiss_with_strong_foreign_field",
    "swiss_with_strong_foreign_field_every_round",
    "zonal",
    "zonal_or_subzonal",
]

Qualifies = tuple[bool, Message] | None

_NATIONAL_FINALS = (EventFlag.NATIONAL_CHAMPIONSHIP_FINAL, EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL)
_SWISS_FOREIGN_RATED = 20
_SWISS_FEDERATIONS = 3
_SWISS_TITLED = 10


def _flagged(tournament: TournamentFacts, *flags: EventFlag) -> Qualifies:
    found = [message(flag.value) for flag in flags if flag in tournament.flags]
    return (True, found[0]) if found else None


def national_championship_final(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2009 §1.43a: finals, not preliminaries, of national men's and women's championships."""
    return _flagged(tournament, *_NATIONAL_FINALS)


def national_championship_final_outside_subzonal_year(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2014 §1.43a: as in 2009, but not in a year when the federation holds a single-federation subzonal."""
    final = national_championship_final(tournament, player)
    if final and EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION in tournament.flags:
        return False, message(
            gettext_noop("%(event)s, but %(condition)s"), event=final[1],
            condition=message(EventFlag.SUBZONAL_YEAR_SINGLE_FEDERATION.value),
        )
    return final


def national_team_championship(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """1.43b."""
    return _flagged(tournament, EventFlag.NATIONAL_TEAM_CHAMPIONSHIP)


HOST_NOT_KNOWN = message(
    gettext_noop(
        "the host federation is not known (no record 032, or a blank or NON one): no entrant can be shown to be foreign"
    )
)


def host_known(tournament: TournamentFacts) -> bool:
    """A host federation given (record 032, or the registered tournament's), not blank nor NON."""
    return federation_known(tournament.host_federation)




def national_team_championship_for_its_own_players(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2024 §1.4.3b: national team championships, for players of the registering federation (the host) only."""
    championship = national_team_championship(tournament, player)
    if championship and not host_known(tournament):
        return False, message(
            gettext_noop(
                "%(event)s, but the host federation is not known (no record 032, or a blank or NON one): the "
                "player's federation cannot be shown to be it"
            ),
            event=championship[1],
        )
    if championship and player.federation != tournament.host_federation:
        return False, message(
            gettext_noop(
                "%(event)s, but the player's federation (%(federation)s) is not the registering federation "
                "(%(host)s)"
            ),
            event=championship[1], federation=player.federation, host=tournament.host_federation,
        )
    return championship


def zonal(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2009 §1.43c: zonal tournaments only."""
    return _flagged(tournament, EventFlag.ZONAL)


def zonal_or_subzonal(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2014 §1.43c: zonal and subzonal tournaments."""
    return _flagged(tournament, EventFlag.ZONAL, EventFlag.SUBZONAL)


def qc_approved(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """1.43d."""
    return _flagged(tournament, EventFlag.QC_APPROVED_EXEMPTION)


def qc_approval_is_no_exemption(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2024 §1.4.3: only the events of a–d are exempt; an approval that the event says it has is refused
    with a reason rather than ignored."""
    approved = qc_approved(tournament, player)
    return approved and (
        False, message(gettext_noop("%(event)s: not one of the exempt events"), event=approved[1])
    )


def swiss_with_strong_foreign_field(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """1.43e (2009): a Swiss with ≥20 FIDE-rated players not from the host federation, from ≥3 federations,
    ≥10 of them GM, IM, WGM or WIM. Players of excluded federations (1.42a) do not count."""
    return _swiss(tournament, lambda: tournament.foreign_field, every_round=False)


def swiss_with_strong_foreign_field_every_round(tournament: TournamentFacts, player: PlayerFacts) -> Qualifies:
    """2024 §1.4.3d: the same field "in every round": an entrant counts only if he missed at most one round
    (pairing-allocated byes excepted), and FID players never (they belong to no federation)."""
    return _swiss(tournament, lambda: tournament.foreign_field_every_round, every_round=True)


def _swiss(tournament: TournamentFacts, count_field: Callable[[], ForeignField], *, every_round: bool) -> Qualifies:
    if tournament.system is not TournamentSystem.SWISS:
        return None
    if not tournament.participants:
        return False, message(gettext_noop("no participant list to count the foreign field from"))
    if not host_known(tournament):
        return False, HOST_NOT_KNOWN
    field = count_field()
    qualifies = (
        field.players >= _SWISS_FOREIGN_RATED
        and field.federations >= _SWISS_FEDERATIONS
        and field.holding_norm_titles >= _SWISS_TITLED
    )
    values = {
        "players": field.players,
        "host": tournament.host_federation,
        "players_needed": _SWISS_FOREIGN_RATED,
        "federations": field.federations,
        "federations_needed": _SWISS_FEDERATIONS,
        "titled": field.holding_norm_titles,
        "titled_needed": _SWISS_TITLED,
    }
    if every_round:
        text = gettext_noop(
            "%(players)s rated players not from %(host)s who missed at most one round (%(players_needed)s needed), "
            "from %(federations)s federations (%(federations_needed)s needed), %(titled)s of them GM/IM/WGM/WIM "
            "(%(titled_needed)s needed)"
        )
    else:
        text = gettext_noop(
            "%(players)s rated players not from %(host)s (%(players_needed)s needed), from %(federations)s "
            "federations (%(federations_needed)s needed), %(titled)s of them GM/IM/WGM/WIM (%(titled_needed)s needed)"
        )
    return qualifies, message(text, **values)
