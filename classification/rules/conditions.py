"""The 21 conditions ("Умови виконання спортивних звань і розрядів"): what each norm requires, as data, and
one small function per condition returning a ``Check`` under its item number.

Conditions 1 and 15 decide which category a participant counts as (``coefficient.counted_category``);
condition 18 concerns the qualification book, which the app prints. Every other condition is a check here.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from fractions import Fraction

from lib.scores import score_text

from .categories import MASTER_CATEGORIES, Category, Target
from .check import NOTES, Check, cond, gettext_noop, message
from .coefficient import counted_category
from .facts import EventFacts, EventFormat, JudgeCategory, Participant, TimeControl

__all__ = [
    "AWARDS",
    "COND_9_COEFFICIENT",
    "REQUIREMENTS",
    "AwardingBody",
    "Panel",
    "Requirements",
    "StrongOpponents",
    "age_on",
    "check_awarding_body",
    "check_clocks_and_scoresheets",
    "check_cond_9_games",
    "check_cond_9_games_per_day",
    "check_cond_9_time_control",
    "check_international_average",
    "check_international_share",
    "check_judges",
    "check_master_norm",
    "check_minimum_age",
    "check_minimum_games",
    "check_no_men_in_womens_event",
    "check_simultaneous_events",
    "check_strong_opponents",
    "check_table_norm",
    "check_time_control",
    "check_withdrawn_opponents",
    "is_strong_opponent",
]

# Cond. 9 applies from this coefficient up (a higher K is a weaker field).
COND_9_COEFFICIENT = Decimal("2.01")
COND_9_GAMES = 9
COND_9_GAMES_PER_DAY = 2
# Cond. 5A: at least two thirds of the participants are Ukrainian.
HOME_SHARE = Fraction(2, 3)
# Cond. 5C: the ІК from which a Ukrainian GM or IM counts as a master of sport (women 2150, men 2325).
TITLED_HOME_PLAYER_MASTER_RATING = {"f": 2150}
TITLED_HOME_PLAYER_MASTER_RATING_MEN = 2325
INTERNATIONAL_TITLES = frozenset({"GM", "IM"})


class AwardingBody(enum.Enum):
    """Who sets or awards a category (Cond. 10, 11, 16, 17)."""

    ORGANISERS = "organisers"
    REGIONAL = "regional"
    FEDERATION_COMMISSION = "federation_commission"
    STATE = "state"


# Cond. 10, 11, 16, 17, as the reader of a verdict needs them.
AWARDS = {
    AwardingBody.STATE: (
        cond(16),
        gettext_noop(
            "МСУ is awarded by the State Committee for Sport on the submission of the state bodies; the verified "
            "cross-table goes to the qualification commission of the Ukrainian Chess Federation"
        ),
    ),
    AwardingBody.FEDERATION_COMMISSION: (
        cond(16),
        gettext_noop(
            "КМС is awarded by the qualification commission of the Ukrainian Chess Federation on the submission "
            "of the chess federation of the oblast, AR Crimea, Kyiv or Sevastopol"
        ),
    ),
    AwardingBody.REGIONAL: (
        cond(17),
        gettext_noop(
            "Awarded by the sports administration of the oblast, AR Crimea, Kyiv or Sevastopol on the decision "
            "of its chess federation; the norm is set by the regional qualification commissions (Cond. 10)"
        ),
    ),
    AwardingBody.ORGANISERS: (
        cond(11),
        gettext_noop("Set by the sports societies and organisations that run the event, under this classification"),
    ),
}


@dataclass(frozen=True)
class Panel:
    """Cond. 12, 13: the judges' panel."""

    judges: int
    highest: JudgeCategory
    rule: str
    message: str


@dataclass(frozen=True)
class StrongOpponents:
    """Cond. 3, 7: games against opponents of at least ``category``."""

    games: Mapping[EventFormat, int]
    category: Category
    rule: str
    message: str


@dataclass(frozen=True)
class Requirements:
    awarded_by: AwardingBody
    minimum_age: int = 7
    clocks_and_scoresheets: bool = True
    minimum_games: Mapping[EventFormat, int] = field(default_factory=dict)
    games_rule: str = ""
    strong: StrongOpponents | None = None
    time_control: TimeControl | None = None
    panel: Panel | None = None


def _per_format(individual: int, team: int) -> dict[EventFormat, int]:
    return {EventFormat.ROUND_ROBIN: individual, EventFormat.SWISS: individual, EventFormat.TEAM: team}


_REGIONAL_NORM = Requirements(
    awarded_by=AwardingBody.REGIONAL,
    minimum_games=_per_format(9, 7),
    games_rule=cond(8),
    time_control=TimeControl.TWO_HOURS,
)
REQUIREMENTS: dict[Target, Requirements] = {
    Target.MASTER: Requirements(
        awarded_by=AwardingBody.STATE,
        minimum_age=13,
        # Cond. 3 names no smaller number for team events.
        minimum_games=_per_format(9, 9),
        games_rule=cond(3),
        strong=StrongOpponents(
            _per_format(6, 6),
            Category.MASTER,
            cond(3),
            gettext_noop("%(count)s games against masters of sport (МСУ, МСМК), %(needed)s needed"),
        ),
        time_control=TimeControl.MASTER,
        panel=Panel(
            3,
            JudgeCategory.NATIONAL,
            cond(12),
            gettext_noop("%(judges)s judges on the panel; 3 needed, one at least of national category"),
        ),
    ),
    Target.CANDIDATE_MASTER: Requirements(
        awarded_by=AwardingBody.FEDERATION_COMMISSION,
        minimum_games=_per_format(9, 7),
        games_rule=cond(7),
        strong=StrongOpponents(
            _per_format(6, 5),
            Category.CANDIDATE_MASTER,
            cond(7),
            gettext_noop("%(count)s games against КМС or higher, %(needed)s needed"),
        ),
        time_control=TimeControl.MASTER,
        panel=Panel(
            3,
            JudgeCategory.FIRST,
            cond(13),
            gettext_noop("%(judges)s judges on the panel; 3 needed, one at least of first category"),
        ),
    ),
    Target.CANDIDATE_POINT: _REGIONAL_NORM,
    Target.FIRST: _REGIONAL_NORM,
    Target.SECOND: Requirements(awarded_by=AwardingBody.ORGANISERS),
    Target.THIRD: Requirements(awarded_by=AwardingBody.ORGANISERS),
    # Cond. 21 asks for clocks and scoresheets from III category up.
    Target.YOUTH: Requirements(awarded_by=AwardingBody.ORGANISERS, clocks_and_scoresheets=False),
}

# The time-control classes the conditions ask for, with the item and its wording.
TIME_CONTROL_RULES = {
    TimeControl.MASTER: (
        cond(6),
        gettext_noop("needs 2 hours for 40 moves + 30 minutes, or 90 minutes + 30 seconds a move"),
    ),
    TimeControl.TWO_HOURS: (cond(8), gettext_noop("needs the КМС time control or 2 hours to the end of the game")),
    TimeControl.ONE_HOUR: (cond(9), gettext_noop("K %(k)s ≥ 2.01: needs at least 1 hour per player per game")),
}
TIME_CONTROL_UNKNOWN = gettext_noop("the time control class is not stated in the tournament's national facts")


def check_minimum_games(requirements: Requirements, event_format: EventFormat, games: int) -> Check | None:
    """Cond. 3, 7, 8: the games a norm needs (9, or 7 in team events; 9 for МСУ)."""
    if not requirements.minimum_games:
        return None
    needed = requirements.minimum_games[event_format]
    return Check(
        requirements.games_rule,
        games >= needed,
        message(gettext_noop("%(games)s games played, %(needed)s needed"), games=games, needed=needed),
    )


def check_strong_opponents(
    requirements: Requirements, event: EventFacts, opponents: Sequence[Participant]
) -> Check | None:
    """Cond. 3, 7: games against masters of sport, or against КМС and higher (6; 5 in team events)."""
    strong = requirements.strong
    if strong is None:
        return None
    count = sum(1 for opponent in opponents if is_strong_opponent(opponent, strong.category, event))
    needed = strong.games[event.format]
    return Check(strong.rule, count >= needed, message(strong.message, count=count, needed=needed))


def is_strong_opponent(opponent: Participant, category: Category, event: EventFacts) -> bool:
    if category in MASTER_CATEGORIES:
        return _counts_as_master_of_sport(opponent, event)
    return counted_category(opponent.standing).at_least(category)


def _counts_as_master_of_sport(opponent: Participant, event: EventFacts) -> bool:
    """Cond. 3 counts МСУ and МСМК. Cond. 5C: in an international event a Ukrainian GM or IM counts only with
    an ІК of 2325 (women 2150); a foreign GM or IM counts by the title (decisions.md)."""
    if event.international and opponent.fide_title in INTERNATIONAL_TITLES:
        if opponent.federation != event.home_federation:
            return True
        needed = TITLED_HOME_PLAYER_MASTER_RATING.get(opponent.sex, TITLED_HOME_PLAYER_MASTER_RATING_MEN)
        return (opponent.standing.national_rating or 0) >= needed
    return counted_category(opponent.standing) in MASTER_CATEGORIES


def check_time_control(requirements: Requirements, event: EventFacts) -> Check | None:
    """Cond. 6 (МСУ, КМС) and Cond. 8 (candidate points, I category)."""
    if requirements.time_control is None:
        return None
    return _time_control_check(requirements.time_control, event, {})


def _time_control_check(needed: TimeControl, event: EventFacts, params: dict) -> Check:
    rule, text = TIME_CONTROL_RULES[needed]
    if event.time_control is None:
        return Check(rule, False, message(TIME_CONTROL_UNKNOWN))
    return Check(rule, event.time_control.at_least(needed), message(text, **params))


def check_cond_9_time_control(coefficient: Decimal, event: EventFacts) -> Check | None:
    """Cond. 9: from K 2.01, at least one hour per player per game."""
    if coefficient < COND_9_COEFFICIENT:
        return None
    return _time_control_check(TimeControl.ONE_HOUR, event, {"k": coefficient})


def check_cond_9_games_per_day(coefficient: Decimal, games_per_day: int | None) -> Check | None:
    """Cond. 9: from K 2.01, at most two games a day (from the round dates, or as the arbiter states it)."""
    if coefficient < COND_9_COEFFICIENT:
        return None
    if games_per_day is None:
        return Check(
            cond(9),
            False,
            message(
                gettext_noop(
                    "K %(k)s ≥ 2.01: at most 2 games a day allowed; the file has no round dates and the arbiter has not stated it"
                ),
                k=coefficient,
            ),
        )
    return Check(
        cond(9),
        games_per_day <= COND_9_GAMES_PER_DAY,
        message(
            gettext_noop("K %(k)s ≥ 2.01: at most 2 games a day allowed; %(most)s on the busiest day"),
            k=coefficient, most=games_per_day,
        ),
    )


def check_cond_9_games(coefficient: Decimal, games: int) -> Check | None:
    """Cond. 9: from K 2.01, at least nine games."""
    if coefficient < COND_9_COEFFICIENT:
        return None
    return Check(
        cond(9),
        games >= COND_9_GAMES,
        message(gettext_noop("K %(k)s ≥ 2.01: %(games)s games played, 9 needed"), k=coefficient, games=games),
    )


def check_judges(requirements: Requirements, event: EventFacts) -> Check | None:
    """Cond. 12 (МСУ: a national-category judge) and Cond. 13 (КМС: a first-category judge), three judges."""
    panel = requirements.panel
    if panel is None:
        return None
    strong_enough = event.highest_judge is not None and event.highest_judge.at_least(panel.highest)
    return Check(panel.rule, event.judges >= panel.judges and strong_enough, message(panel.message, judges=event.judges))


def age_on(day: date, birth_date: date | None, birth_year: int | None) -> int | None:
    """Age in whole years; from a birth year alone, the youngest the player can be (born on 31 December)."""
    if birth_date is not None:
        return day.year - birth_date.year - ((day.month, day.day) < (birth_date.month, birth_date.day))
    if birth_year is not None:
        return day.year - birth_year - (0 if (day.month, day.day) == (12, 31) else 1)
    return None


def check_minimum_age(requirements: Requirements, age: int | None) -> Check:
    """Cond. 19: МСУ from 13, categories from 7, at the end of the event."""
    needed = requirements.minimum_age
    if age is None:
        return Check(cond(19), False, message(gettext_noop("birth date unknown; %(needed)s years needed"), needed=needed))
    return Check(
        cond(19), age >= needed, message(gettext_noop("%(age)s years old, %(needed)s needed"), age=age, needed=needed)
    )


def check_clocks_and_scoresheets(requirements: Requirements, event: EventFacts) -> Check | None:
    """Cond. 21: clocks and scoresheets from III category up."""
    if not requirements.clocks_and_scoresheets:
        return None
    return Check(
        cond(21),
        event.clocks_and_scoresheets,
        message(gettext_noop("clocks and scoresheets are required from III category up")),
    )


def check_no_men_in_womens_event(event: EventFacts) -> Check | None:
    """Cond. 2: no men in a women's event with the women's master of sport norm."""
    if not event.womens_event:
        return None
    men = sum(1 for person in event.participants if person.sex != "f")
    return Check(
        cond(2),
        men == 0,
        message(gettext_noop("women's event: %(men)s participants not recorded as women"), men=men),
    )


def check_international_share(event: EventFacts) -> Check | None:
    """Cond. 5A: in an international event in Ukraine, at least two thirds of the participants are Ukrainian."""
    if not event.international:
        return None
    home = sum(1 for person in event.participants if person.federation == event.home_federation)
    total = len(event.participants)
    return Check(
        cond("5A"),
        total > 0 and Fraction(home, total) >= HOME_SHARE,
        message(
            gettext_noop("%(home)s of %(total)s participants are Ukrainian; two thirds needed"),
            home=home, total=total,
        ),
    )


def check_international_average(event: EventFacts) -> Check | None:
    """Cond. 5B: the event's average ІК takes Ukrainians' ІК and foreigners' FIDE ratings."""
    if not event.international:
        return None
    ratings = [_rating_for_average(person, event) for person in event.participants]
    missing = ratings.count(None)
    if missing or not ratings:
        return Check(
            cond("5B"),
            False,
            message(
                gettext_noop(
                    "the average ІК cannot be formed: %(missing)s participants have no ІК (Ukrainians) or FIDE rating (foreigners)"
                ),
                missing=missing,
            ),
        )
    average = round(Fraction(sum(ratings), len(ratings)))
    return Check(
        cond("5B"),
        True,
        message(
            gettext_noop("average ІК %(average)s (Ukrainians by their ІК, foreigners by their FIDE rating)"),
            average=average,
        ),
    )


def _rating_for_average(person: Participant, event: EventFacts) -> int | None:
    if person.federation == event.home_federation:
        return person.standing.national_rating
    return person.fide_rating


def check_withdrawn_opponents(opponents: Sequence[Participant]) -> Check | None:
    """Cond. 14: games against players who withdrew count; said when there are some."""
    withdrawn = sum(1 for opponent in opponents if opponent.withdrew)
    if not withdrawn:
        return None
    return Check(
        cond(14),
        True,
        message(gettext_noop("%(games)s games against players who withdrew are counted"), games=withdrawn),
    )


def check_simultaneous_events(event: EventFacts, other_events: Sequence[str]) -> Check:
    """Cond. 20: no playing in two events at once, except team events (the caller leaves team events out)."""
    if event.format is EventFormat.TEAM or not other_events:
        return Check(cond(20), True, message(gettext_noop("no other individual event at the same time on record")))
    return Check(
        cond(20),
        False,
        message(gettext_noop("played in another event at the same time: %(events)s"), events="; ".join(other_events)),
    )


def check_awarding_body(requirements: Requirements) -> Check:
    """Cond. 10, 11, 16, 17: who sets or awards the norm. Always holds; it tells the reader where to go."""
    rule, text = AWARDS[requirements.awarded_by]
    return Check(rule, True, message(text))


# Said once on the event's page, never again under every player's norms.
NO_TABLE_ROW = gettext_noop("the norm table in force has no row for K %(k)s")


def check_table_norm(
    percent: Decimal | None, required: Fraction | None, coefficient: Decimal, games: int, score: Fraction, has_row: bool
) -> Check:
    """Notes: the score the commission's table asks for at this K."""
    if not has_row:
        return Check(NOTES, False, message(NO_TABLE_ROW, k=coefficient))
    if percent is None or required is None:
        return Check(
            NOTES, False, message(gettext_noop("the row for K %(k)s gives no norm for this category"), k=coefficient)
        )
    return _score_check(
        NOTES,
        games,
        score,
        required,
        gettext_noop("%(score)s points in %(games)s games; %(needed)s needed (%(percent)s %% at K %(k)s)"),
        {"percent": Decimal(format(percent.normalize(), "f")), "k": coefficient},
    )


def check_master_norm(required: Fraction | None, games: int, score: Fraction) -> Check:
    """Cond. 4: the МСУ norm is set by the federation's qualification commission, event by event."""
    if required is None:
        return Check(
            cond(4),
            False,
            message(gettext_noop("the federation's qualification commission has not set the МСУ norm for this event")),
        )
    return _score_check(
        cond(4),
        games,
        score,
        required,
        gettext_noop(
            "%(score)s points in %(games)s games; %(needed)s needed (the norm set by the federation's qualification commission)"
        ),
        {},
    )


def _score_check(rule: str, games: int, score: Fraction, required: Fraction, text: str, params: dict) -> Check:
    # Without a game a percentage of nothing would be met by nothing.
    return Check(
        rule,
        games > 0 and score >= required,
        message(text, score=score_text(score), games=games, needed=score_text(required), **params),
    )
