"""What the engine answers: a verdict made of checks, each naming its rule in the edition applied."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .messages import EnglishText, Listing, Message, gettext_noop, message, message_of

__all__ = [
    "TOTALS_TITLES",
    "AssumedRating",
    "Check",
    "DroppedRound",
    "NormTotals",
    "NormVerdict",
    "RaisedOpponent",
    "unmet_checks",
]

# The titles the certificate counts opponents by (IT1 lists GM–WFM; CM and WCM are kept for completeness).
TOTALS_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")


@dataclass(frozen=True)
class Check:
    """One requirement: the rule number of the edition applied, whether it holds, and what was needed and found.
    ``detail`` may be given as a ``Message``; it is then its English text, and ``message`` the message."""

    rule: str
    ok: bool
    detail: str = EnglishText()

    @property
    def message(self) -> Message | None:
        return message_of(self, "detail")

    def as_dict(self) -> dict:
        """The JSON stored with a norm result (docs/interfaces.md, "Stored norm results")."""
        stored = {"rule": self.rule, "ok": self.ok, "detail": self.detail}
        return stored | self.message.as_dict() if self.message else stored


def unmet_checks(checks) -> Listing:
    """The checks that fail, each with its rule, for a check that tells what else was not met."""
    return Listing(
        tuple(
            message(gettext_noop("%(rule)s: %(detail)s"), rule=check.rule, detail=check.message or check.detail)
            for check in checks
            if not check.ok
        )
    )


@dataclass(frozen=True)
class DroppedRound:
    """A round of the player's record that does not count, and the rule that takes it out."""

    round: int
    reason: str = EnglishText()
    # True when the player may count it but the norm is better without it (1.42e/f); False when a rule
    # excludes it (1.42a–d).
    by_choice: bool = False

    @property
    def message(self) -> Message | None:
        return message_of(self, "reason")

    def as_dict(self) -> dict:
        """The JSON stored with a norm result (docs/interfaces.md, "Stored norm results")."""
        stored = {"round": self.round, "reason": self.reason, "by_choice": self.by_choice}
        return stored | self.message.as_dict() if self.message else stored


@dataclass(frozen=True)
class RaisedOpponent:
    """A game against the opponent raised to the rating floor (1.46c, 2024 §1.4.6b-c)."""

    round: int
    rating: int  # before the raise: the FIDE rating, or the value assumed for an unrated opponent
    raised_to: int
    rule: str


@dataclass(frozen=True)
class AssumedRating:
    """A game against an unrated opponent, and the rating the edition assumes for him (1.46d-e, 2024 §1.4.6d)."""

    round: int
    rating: int
    rule: str


@dataclass(frozen=True)
class NormTotals:
    """The counted games of a verdict, as the certificate (IT1) totals them. Counts are over the games, or
    over the distinct opponents in a double round robin, as the rules count them. ``foreigners`` are the
    opponents not of the player's federation; ``federations`` the distinct federations among the
    opponents. Players of no federation (FID in 2024) are neither."""

    opponents_by_title: tuple[tuple[str, int], ...] = tuple((title, 0) for title in TOTALS_TITLES)
    title_holders: int = 0
    rated: int = 0
    unrated: int = 0
    foreigners: int = 0
    federations: int = 0
    raised_opponents: tuple[RaisedOpponent, ...] = ()
    assumed_ratings: tuple[AssumedRating, ...] = ()

    def as_dict(self) -> dict:
        """The JSON stored with a norm result (docs/interfaces.md, "Stored norm results")."""
        return {
            "opponents_by_title": dict(self.opponents_by_title),
            "title_holders": self.title_holders,
            "rated": self.rated,
            "unrated": self.unrated,
            "foreigners": self.foreigners,
            "federations": self.federations,
            "raised_opponents": [
                {"round": raised.round, "rating": raised.rating, "raised_to": raised.raised_to, "rule": raised.rule}
                for raised in self.raised_opponents
            ],
            "assumed_ratings": [
                {"round": assumed.round, "rating": assumed.rating, "rule": assumed.rule}
                for assumed in self.assumed_ratings
            ],
        }


@dataclass(frozen=True)
class NormVerdict:
    title: str
    edition: str
    achieved: bool
    games: int
    # Games the norm is worth towards the total of 27 (1.41b–d, 1.24, 1.49); 0 when no norm is achieved.
    counts_as_games: int
    score: Fraction
    average_rating: int | None
    performance: int | None
    counted_rounds: tuple[int, ...]
    dropped_rounds: tuple[DroppedRound, ...]
    # The 1.43 exemption the norm relied on, or None; 1.43f needs at least one norm without one.
    exemption_used: str | None
    checks: tuple[Check, ...]
    totals: NormTotals
    # An Olympiad-type result (1.24 in 2009) that meets the performance rules but not the mix.
    performance_only: bool = False

    @property
    def failures(self) -> tuple[Check, ...]:
        return tuple(check for check in self.checks if not check.ok)
