"""Calculators built on the same formulas as the engine: the 1.49a tables and a forecast for a tournament
still in progress.

The 1.49a tables are not copied: each cell is the lowest rounded average with which a score makes a norm
(p to two decimals half up; Ra + dp ≥ the minimum; Ra ≥ the minimum average; score ≥ 35 %), and the
tests compare every cell with the seed's print.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from lib.scores import score_text

from .editions import Edition, as_edition, edition_for
from .facts import NORM_TITLES, GameFacts, PlayerFacts, TournamentFacts
from .messages import EnglishText, Message, gettext_noop, message, message_of
from .opponents import classify, tally
from .performance import lowest_average, meets_minimum_score, minimum_score
from .rules import check_title_not_held, games_rule
from .tables import rounded_ratio

__all__ = ["AverageRange", "Forecast", "NormTable", "NormTableRow", "forecast", "norm_table"]

_HALF = Fraction(1, 2)


@dataclass(frozen=True)
class AverageRange:
    title: str
    low: int
    high: int | None  # None: every average from ``low`` up


@dataclass(frozen=True)
class NormTableRow:
    score: Fraction
    ranges: tuple[AverageRange, ...]

    def range_for(self, title: str) -> AverageRange:
        return next(average_range for average_range in self.ranges if average_range.title == title)


@dataclass(frozen=True)
class NormTable:
    games: int
    edition: str
    titles: tuple[str, ...]
    rows: tuple[NormTableRow, ...]  # highest score first, as printed
    notes: tuple[str, ...]


def _rows(games: int, titles: Sequence[str], edition: Edition) -> list[NormTableRow]:
    scores = [
        Fraction(half, 2)
        for half in range(2 * games, -1, -1)
        if meets_minimum_score(Fraction(half, 2), games, edition.minimum_score_percent)
    ]

    def at_minimum_average(score: Fraction) -> bool:
        return all(lowest_average(title, score, games, edition) == edition.minimum_average[title] for title in titles)

    # Every score from the lowest one that needs only the minimum average up shares the top row.
    top = min(score for score in scores if at_minimum_average(score))
    rows = []
    for score in (score for score in scores if score <= top):
        below = score - _HALF
        ranges = []
        for title in titles:
            low = lowest_average(title, score, games, edition)
            next_low = lowest_average(title, below, games, edition)
            ranges.append(AverageRange(title, low, None if next_low is None else next_low - 1))
        rows.append(NormTableRow(score, tuple(ranges)))
    return rows


def _printed_table_note(games: int, rows: Sequence[NormTableRow], edition: Edition) -> tuple[str, ...]:
    """Where the edition's printed table stops above the lowest score the rules allow (17 games in 2009)."""
    printed = edition.printed_table_lowest_score.get(games)
    if printed is None or rows[-1].score >= printed:
        return ()
    added = [row for row in rows if row.score < printed]
    listed = "; ".join(
        f"{score_text(row.score)} ({', '.join(f'{r.title} ≥ {r.low}' for r in row.ranges)})" for row in added
    )
    lowest = added[-1].score
    tenths = rounded_ratio(1000 * lowest.numerator, lowest.denominator * games)
    return (
        f"The printed 1.49a table for {games} games stops at {score_text(printed)} points. Lower scores down to "
        f"{score_text(lowest)} still reach 35 % ({score_text(lowest)}/{games} = {tenths // 10}.{tenths % 10} %) and meet "
        f"every other rule, so this table adds: {listed}; the {score_text(printed)} row is closed above accordingly.",
    )


def norm_table(games: int, edition: Edition | str, titles: Sequence[str] = NORM_TITLES) -> NormTable:
    """The 1.49a table for ``games`` games: for each score, the range of averages it makes a norm with."""
    edition = as_edition(edition)
    missing = [title for title in titles if not edition.has_norm_table(title)]
    if missing:
        raise ValueError(f"edition {edition.name} sets no minimum scores for {', '.join(missing)}")
    rows = _rows(games, titles, edition)
    return NormTable(games, edition.name, tuple(titles), tuple(rows), _printed_table_note(games, rows, edition))


@dataclass(frozen=True)
class Forecast:
    """An estimate: the score still needed if the remaining opponents keep the current average."""

    title: str
    games_played: int
    score: Fraction
    average_rating: int | None
    rounds_remaining: int
    score_needed: Fraction | None  # over all games; None if no score suffices
    needed_from_remaining: Fraction | None
    reachable: bool
    # English, as ``Check.detail``; given as a message, ``message`` keeps it for the reader's language.
    note: str = EnglishText()

    @property
    def message(self) -> Message | None:
        return message_of(self, "note")


def _forecast_note(average: int | None, played: int, total: int, minimum: int) -> Message:
    if average is None:
        return message(gettext_noop("estimate impossible: no counted game yet"))
    if total < minimum:
        return message(
            gettext_noop("estimate: at most %(total)s games can be counted, %(minimum)s needed"), total=total,
            minimum=minimum,
        )
    return message(
        gettext_noop(
            "estimate: assumes the remaining opponents average %(average)s like the %(played)s so far; the mix of "
            "opponents (1.43–1.46) is not forecast"
        ),
        average=average, played=played,
    )


def forecast(
    tournament: TournamentFacts,
    player: PlayerFacts,
    games: Sequence[GameFacts],
    rounds_remaining: int | None = None,
    titles: Iterable[str] = NORM_TITLES,
    edition: Edition | str | None = None,
) -> list[Forecast]:
    """Estimates per title; none for a title whose minimum scores the edition does not set (1990: IM, WGM
    and WIM, which its category table decides)."""
    edition = as_edition(edition) if edition is not None else edition_for(tournament.start_date)
    if rounds_remaining is None:
        rounds_remaining = tournament.rounds_scheduled - max((game.round for game in games), default=0)
    counted = classify(games, tournament, edition).counted
    total = len(counted) + rounds_remaining
    minimum = games_rule(tournament, edition).minimum
    forecasts = []
    for title in (title for title in titles if edition.has_norm_table(title)):
        so_far = tally(counted, title, edition, player.federation, distinct_opponents=False) if counted else None
        score = so_far.score if so_far else Fraction(0)
        average = so_far.average if so_far else None
        needed = minimum_score(title, average, total, edition) if average is not None and total >= minimum else None
        from_remaining = None if needed is None else max(Fraction(0), needed - score)
        held = check_title_not_held(title, player, edition)
        forecasts.append(
            Forecast(
                title=title,
                games_played=len(counted),
                score=score,
                average_rating=average,
                rounds_remaining=rounds_remaining,
                score_needed=needed,
                needed_from_remaining=from_remaining,
                reachable=held is None and from_remaining is not None and from_remaining <= rounds_remaining,
                note=held.message if held else _forecast_note(average, len(counted), total, minimum),
            )
        )
    return forecasts
