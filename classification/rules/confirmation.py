"""Confirmation and expiry ("Підтвердження розрядів", Conf. 1–8): validity, failures, demotion, lifetime.

Conf. 7's and 8's effect on how a lifetime player counts is in ``coefficient.counted_category``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from fractions import Fraction

from lib.scores import score_text

from .categories import Category, Target
from .check import Check, conf, gettext_noop, message
from .facts import EventFormat, Standing
from .verdict import Change, ChangeKind, FailureVerdict, NormVerdict

__all__ = [
    "CANDIDATE_MASTER_FAILURE_SHARE",
    "DEMOTIONS",
    "EXPIRY_STEPS",
    "add_years",
    "apply_change",
    "becomes_lifetime",
    "confirmation",
    "demotion_after",
    "exempt_from_confirmation",
    "expiry_date",
    "failure_in",
    "lapse",
    "points_removed_by",
    "validity_years",
]

# Conf. 6: I, II and III are valid three years; Conf. 2: so is КМС after a confirmation in a round robin
# or Swiss event.
CATEGORY_YEARS = 3
# Conf. 2: "Звання КМС при виконанні у командному змаганні з 7 турів, діє 1 рік, при виконанні в змаганні з 9
# турів – 2 роки, якщо зіграно 10 або більше партій – 3 роки": 10 games played or more, 3 years; else an event
# of 9 rounds or more, 2 years; else (a 7-round team event), 1 year.
CANDIDATE_MASTER_GAMES_FOR_THREE_YEARS = 10
CANDIDATE_MASTER_ROUNDS_FOR_TWO_YEARS = 9
CANDIDATE_MASTER_YEARS = {"games": 3, "rounds": 2, "shorter": 1}
# Youth has no confirmation (Conf. 6); the seed gives МСУ and МСМК, titles, no period.
NO_EXPIRY = frozenset({Category.NONE, Category.YOUTH, Category.MASTER, Category.INTERNATIONAL_MASTER})
# Conf. 3: a КМС with an ІК of 2200 (women 2100) needs no confirmation while the ІК lasts.
EXEMPT_RATING = {"f": 2100}
EXEMPT_RATING_MEN = 2200
# Conf. 4: below 75 % of the КМС norm is a failure.
CANDIDATE_MASTER_FAILURE_SHARE = Fraction(3, 4)
# Conf. 7: confirmed at 50 after five unbroken years: kept for life.
LIFETIME_AGE = 50
LIFETIME_HELD_YEARS = 5

# The norm that confirms each category (Conf. 1), and the next lower norm whose failure is severe (Conf. 6).
OWN_NORM = {
    Category.CANDIDATE_MASTER: Target.CANDIDATE_MASTER,
    Category.FIRST: Target.FIRST,
    Category.SECOND: Target.SECOND,
    Category.THIRD: Target.THIRD,
}
LOWER_NORM = {Category.FIRST: Target.SECOND, Category.SECOND: Target.THIRD}


@dataclass(frozen=True)
class Demotion:
    failures: int
    # Failures below the next lower norm that demote sooner (Conf. 6); None where the seed names none.
    severe_failures: int | None
    to: Category
    candidate_points: int
    rule: str


DEMOTIONS = {
    Category.CANDIDATE_MASTER: Demotion(2, None, Category.FIRST, 2, conf(4)),
    Category.FIRST: Demotion(3, 2, Category.SECOND, 0, conf(6)),
    Category.SECOND: Demotion(3, 2, Category.THIRD, 0, conf(6)),
    Category.THIRD: Demotion(3, None, Category.YOUTH, 0, conf(6)),
}
# What a lapsed category becomes (decisions.md): one step down with a fresh period, a КМС to I with two
# candidate points as after failures (Conf. 4), which gives Conf. 4's "I 3 years, II 6 years".
EXPIRY_STEPS = {
    Category.CANDIDATE_MASTER: (Category.FIRST, 2, conf(2)),
    Category.FIRST: (Category.SECOND, 0, conf(6)),
    Category.SECOND: (Category.THIRD, 0, conf(6)),
    Category.THIRD: (Category.YOUTH, 0, conf(6)),
}


def add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def validity_years(
    category: Category, games: int, rounds: int, event_format: EventFormat, confirming: bool
) -> int | None:
    """Conf. 2 and 6: how long a category gained or confirmed in an event lasts; None when it does not lapse.
    A КМС gained (or confirmed in a team event) lasts by the games played for 3 years, else by the event's
    rounds."""
    if category in NO_EXPIRY:
        return None
    if category is Category.CANDIDATE_MASTER and not (confirming and event_format is not EventFormat.TEAM):
        if games >= CANDIDATE_MASTER_GAMES_FOR_THREE_YEARS:
            return CANDIDATE_MASTER_YEARS["games"]
        if rounds >= CANDIDATE_MASTER_ROUNDS_FOR_TWO_YEARS:
            return CANDIDATE_MASTER_YEARS["rounds"]
        return CANDIDATE_MASTER_YEARS["shorter"]
    return CATEGORY_YEARS


def expiry_date(
    category: Category, start: date, games: int, rounds: int, event_format: EventFormat, confirming: bool
) -> date | None:
    years = validity_years(category, games, rounds, event_format, confirming)
    return None if years is None else add_years(start, years)


def exempt_from_confirmation(standing: Standing, sex: str) -> bool:
    """Conf. 3: a КМС with an ІК of 2200 (women 2100) on the federation's records."""
    needed = EXEMPT_RATING.get(sex, EXEMPT_RATING_MEN)
    return standing.category is Category.CANDIDATE_MASTER and (standing.national_rating or 0) >= needed


def becomes_lifetime(standing: Standing, age: int | None, on: date) -> bool:
    """Conf. 7: a confirmation at 50 or older, after holding the category five years without a break."""
    return (
        age is not None
        and age >= LIFETIME_AGE
        and standing.held_since is not None
        and add_years(standing.held_since, LIFETIME_HELD_YEARS) <= on
    )


def confirmation(
    standing: Standing,
    norms: Mapping[Target, NormVerdict],
    event_format: EventFormat,
    games: int,
    rounds: int,
    age: int | None,
    on: date,
) -> Change | None:
    """Conf. 1: meeting one's own category's norm confirms it; the period restarts (Conf. 2, 6), or never ends
    (Conf. 7). Youth, МСУ and МСМК have no confirmation."""
    own = OWN_NORM.get(standing.category)
    if own is None or not norms[own].achieved:
        return None
    newly_lifetime = not standing.lifetime and becomes_lifetime(standing, age, on)
    lifetime = standing.lifetime or newly_lifetime
    expires = None if lifetime else expiry_date(standing.category, on, games, rounds, event_format, confirming=True)
    return Change(
        ChangeKind.CONFIRMED, standing.category, on, expires, conf(7) if newly_lifetime else conf(1), lifetime
    )


def failure_in(
    standing: Standing, sex: str, norms: Mapping[Target, NormVerdict], score: Fraction
) -> FailureVerdict | None:
    """Conf. 4 and 6: a failure is a score short of one's own norm (a КМС: short of 75 % of it) in an event
    that could have confirmed the category. Conf. 3's КМС and youth players have none."""
    own = OWN_NORM.get(standing.category)
    if own is None or exempt_from_confirmation(standing, sex):
        return None
    if standing.category is Category.CANDIDATE_MASTER:
        return _candidate_master_failure(norms, score)
    return _category_failure(standing.category, norms, score)


def _candidate_master_failure(norms: Mapping[Target, NormVerdict], score: Fraction) -> FailureVerdict | None:
    # Conf. 4: "75 % of the КМС norm (when there is none, of the I-category norm)".
    basis = norms[Target.CANDIDATE_MASTER]
    if basis.required is None:
        basis = norms[Target.FIRST]
    if not basis.qualifies:
        return None
    threshold = basis.required * CANDIDATE_MASTER_FAILURE_SHARE
    if score >= threshold:
        return None
    check = Check(
        conf(4),
        False,
        message(
            gettext_noop("%(score)s points, below %(threshold)s, 75 %% of the norm of %(norm)s: a failure"),
            score=score_text(score), threshold=Decimal(str(float(threshold))), norm=score_text(basis.required),
        ),
    )
    return FailureVerdict(Category.CANDIDATE_MASTER, False, score, threshold, check)


def _category_failure(
    category: Category, norms: Mapping[Target, NormVerdict], score: Fraction
) -> FailureVerdict | None:
    own = norms[OWN_NORM[category]]
    if not own.qualifies or own.score_check.ok:
        return None
    lower = norms.get(LOWER_NORM.get(category))
    severe = lower is not None and lower.required is not None and score < lower.required
    text = (
        gettext_noop(
            "%(score)s points, short of this category's norm of %(norm)s and of the next lower norm too: a failure"
        )
        if severe
        else gettext_noop("%(score)s points, short of this category's norm of %(norm)s: a failure")
    )
    check = Check(conf(6), False, message(text, score=score_text(score), norm=score_text(own.required)))
    return FailureVerdict(category, severe, score, own.required, check)


def demotion_after(standing: Standing, failure: FailureVerdict, on: date) -> Change | None:
    """Conf. 4 and 6: two failures take a КМС to I with two candidate points; three (or two below the next
    lower norm) take I, II and III one step down. Lifetime holders keep the category (Conf. 7)."""
    rule = DEMOTIONS.get(standing.category)
    if rule is None or standing.lifetime:
        return None
    failures = standing.failures + 1
    severe_failures = standing.severe_failures + int(failure.severe)
    severe_enough = rule.severe_failures is not None and severe_failures >= rule.severe_failures
    if failures < rule.failures and not severe_enough:
        return None
    expires = None if rule.to in NO_EXPIRY else add_years(on, CATEGORY_YEARS)
    return Change(ChangeKind.DEMOTED, rule.to, on, expires, rule.rule, candidate_points=rule.candidate_points)


def points_removed_by(standing: Standing, failure: FailureVerdict | None) -> int:
    """Conf. 5: each failure of a first-category player takes one candidate point."""
    if failure is None or standing.category is not Category.FIRST:
        return 0
    return min(1, standing.candidate_points)


def apply_change(standing: Standing, change: Change) -> Standing:
    moved = change.category is not standing.category
    return replace(
        standing,
        category=change.category,
        expires_on=change.expires_on,
        lifetime=change.lifetime,
        failures=0,
        severe_failures=0,
        candidate_points=change.candidate_points if moved else standing.candidate_points,
        held_since=change.effective_on if moved else standing.held_since,
    )


def lapse(standing: Standing, on: date, sex: str) -> tuple[Standing, tuple[Change, ...]]:
    """The standing on ``on`` once every period that ended by then has lapsed, step by step."""
    changes = []
    while _has_lapsed(standing, on, sex):
        category, candidate_points, rule = EXPIRY_STEPS[standing.category]
        expires = None if category in NO_EXPIRY else add_years(standing.expires_on, CATEGORY_YEARS)
        change = Change(
            ChangeKind.EXPIRED, category, standing.expires_on, expires, rule, candidate_points=candidate_points
        )
        standing = apply_change(standing, change)
        changes.append(change)
    return standing, tuple(changes)


def _has_lapsed(standing: Standing, on: date, sex: str) -> bool:
    return (
        standing.category in EXPIRY_STEPS
        and standing.expires_on is not None
        and standing.expires_on <= on
        and not standing.lifetime
        and not exempt_from_confirmation(standing, sex)
    )
