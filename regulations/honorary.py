"""1990 §9.4, the honorary rating: "Un GM de edad igual o superior a 55 años, que en el pasado se haya
clasificado, al menos, para las Semifinales del Torneo de Candidatos, será asignado con un Rating Honorario
temporal. Solamente un jugador en un torneo puede ostentar esta asignación. El Rating Honorario será igual a la
media de los otros participantes. Esta será valida entonces para el calculo de la categoría del Torneo …"

An officer or the chief arbiter marks the participant entitled (the facts carry the mark); the engine checks the
condition and, in an edition that has the rule, rates him at the average of the other participants wherever he
is an opponent, and says so in the verdict of every player who met him (decisions.md, item 124).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .editions import Edition, Rule
from .facts import GameFacts, TournamentFacts
from .messages import Listing, Message, gettext_noop, message
from .tables import rounded_ratio
from .verdict import Check, NormVerdict

__all__ = ["HONORARY_MINIMUM_AGE", "HonoraryRating", "honorary_games", "with_honorary_check"]

HONORARY_MINIMUM_AGE = 55
_HONORARY_TITLE = "GM"


@dataclass(frozen=True)
class HonoraryRating:
    """The participant marked entitled to 9.4's rating, and what the mark rests on."""

    player_id: int  # as ``GameFacts.opponent_id``: the start number
    title: str  # his title at the start, as the file or the register gives it
    age: int  # at the start of the event, as recorded with the mark
    candidates_semifinal: bool  # qualified in the past at least for the Candidates semi-finals
    reason: str  # the recorder's words: which Candidates cycle, which event
    other_ratings: tuple[int | None, ...]  # every other participant's rating, None when unrated

    def unmet(self) -> Listing:
        """What of 9.4's condition the mark does not show."""
        unmet = []
        if self.title != _HONORARY_TITLE:
            unmet.append(message(gettext_noop("not a GM (%(title)s)"), title=self.title or "-"))
        if self.age < HONORARY_MINIMUM_AGE:
            unmet.append(message(gettext_noop("aged %(age)s, %(needed)s needed"), age=self.age, needed=HONORARY_MINIMUM_AGE))
        if not self.candidates_semifinal:
            unmet.append(message(gettext_noop("no past qualification for the Candidates semi-finals")))
        if not self.other_ratings:
            unmet.append(message(gettext_noop("no other participants")))
        return Listing(tuple(unmet), "; ")

    def rating(self, unrated: int) -> int:
        """"igual a la media de los otros participantes": unrated ones at the edition's value (9.3), .5 up (11.2)."""
        ratings = [unrated if rating is None else rating for rating in self.other_ratings]
        return rounded_ratio(sum(ratings), len(ratings))


def honorary_games(
    tournament: TournamentFacts, games: Sequence[GameFacts], edition: Edition
) -> tuple[Sequence[GameFacts], Check | None]:
    """The player's games with the honorary rating standing for the marked opponent's, and the check that says
    so; the games as they were (and no check) when the edition has no such rule or the player never met him."""
    honorary = tournament.honorary
    if honorary is None or not edition.has(Rule.HONORARY_RATING):
        return games, None
    met = [game for game in games if game.opponent_id == honorary.player_id]
    if not met:
        return games, None
    rule = edition.rule(Rule.HONORARY_RATING)
    unmet = honorary.unmet()
    if unmet:
        text = message(
            gettext_noop("the opponent no. %(number)s was marked for an honorary rating, not applied: %(unmet)s"),
            number=honorary.player_id, unmet=unmet,
        )
        return games, Check(rule, True, text)
    rating = honorary.rating(edition.unrated_rating(tournament))
    rated = [replace(game, opponent_rating=rating) if game.opponent_id == honorary.player_id else game for game in games]
    return rated, Check(rule, True, _applied(honorary, rating, met))


def _applied(honorary: HonoraryRating, rating: int, met: Sequence[GameFacts]) -> Message:
    return message(
        gettext_noop(
            "the honorary rating %(rating)s, the average of the %(others)s other participants, stands for the opponent "
            "no. %(number)s (rated %(listed)s) in round %(rounds)s: GM aged %(age)s; %(reason)s"
        ),
        rating=rating, others=len(honorary.other_ratings), number=honorary.player_id,
        listed=met[0].opponent_rating or "-", rounds=", ".join(str(game.round) for game in met), age=honorary.age,
        reason=honorary.reason,
    )


def with_honorary_check(verdict: NormVerdict, check: Check | None) -> NormVerdict:
    """The verdict with 9.4's check first, when the honorary rating concerned the player's games."""
    return replace(verdict, checks=(check, *verdict.checks)) if check else verdict
