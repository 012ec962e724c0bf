"""The rating-history chart of a player's page, as SVG coordinates: axes with dates and ratings, the title
thresholds and the dates of the norms. The SVG scales to its box (viewBox), so it fits a phone screen."""

from dataclasses import dataclass
from datetime import date, timedelta

WIDTH, HEIGHT = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 16, 40
# With one rating only, the chart still spans some time either side of it.
MINIMUM_SPAN = timedelta(days=180)
RATING_STEPS = (50, 100, 200, 250, 500)
MOST_RATING_TICKS = 7


@dataclass(frozen=True)
class Mark:
    x: float
    y: float
    label: str


@dataclass(frozen=True)
class RatingChart:
    points: str  # the polyline's "x,y x,y …"
    dots: list[Mark]
    thresholds: list[Mark]  # horizontal lines across the plot
    norms: list[Mark]  # vertical lines from the top of the plot
    x_ticks: list[Mark]  # dates along the bottom axis
    y_ticks: list[Mark]  # ratings along the left axis
    # What the chart draws, as values for its data table: (date, rating), (title, rating needed), (date, norm).
    ratings: tuple[tuple[date, int], ...] = ()
    ratings_needed: tuple[tuple[str, int], ...] = ()
    norm_dates: tuple[tuple[date, str], ...] = ()
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right: int = WIDTH - RIGHT
    top: int = TOP
    bottom: int = HEIGHT - BOTTOM


def rating_chart(
    history: list[tuple[date, int]], thresholds: dict[str, int], norm_dates: list[tuple[date, str]]
) -> RatingChart | None:
    if not history:
        return None
    history = sorted(history)
    days = [day for day, _ in history] + [day for day, _ in norm_dates]
    first, last = min(days), max(days)
    if last - first < MINIMUM_SPAN:
        first, last = first - MINIMUM_SPAN / 2, last + MINIMUM_SPAN / 2
    values = [rating for _, rating in history] + list(thresholds.values())
    step = _rating_step(min(values), max(values))
    low, high = (min(values) - step // 2) // step * step, -(-(max(values) + step // 2) // step) * step
    span = (last - first).days
    needed = sorted(thresholds.items(), key=lambda item: item[1])

    def x(day: date) -> float:
        return round(LEFT + (WIDTH - LEFT - RIGHT) * (day - first).days / span, 1)

    def y(rating: int) -> float:
        return round(HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * (rating - low) / (high - low), 1)

    return RatingChart(
        points=" ".join(f"{x(day)},{y(rating)}" for day, rating in history),
        dots=[Mark(x(day), y(rating), f"{day.isoformat()}: {rating}") for day, rating in history],
        thresholds=[Mark(LEFT, y(rating), f"{title} {rating}") for title, rating in needed],
        norms=[Mark(x(day), TOP, f"{day.isoformat()}: {label}") for day, label in norm_dates],
        x_ticks=[Mark(x(day), HEIGHT - BOTTOM, label) for day, label in _date_ticks(first, last)],
        y_ticks=[Mark(LEFT, y(rating), str(rating)) for rating in range(low, high + 1, step)],
        ratings=tuple(history),
        ratings_needed=tuple(needed),
        norm_dates=tuple(sorted(norm_dates)),
    )


def _rating_step(low: int, high: int) -> int:
    return next((step for step in RATING_STEPS if (high - low) / step <= MOST_RATING_TICKS - 1), RATING_STEPS[-1])


def _date_ticks(first: date, last: date) -> list[tuple[date, str]]:
    """1 January of each year; for a span under two years 1 January and 1 July, under one year every quarter."""
    if (last - first).days > 2 * 365:
        step = max(1, (last.year - first.year) // 6 + 1)
        return [(date(year, 1, 1), str(year)) for year in range(first.year + 1, last.year + 1, step)]
    months = (1, 7) if (last - first).days > 365 else (1, 4, 7, 10)
    ticks = []
    year, month = first.year, first.month
    while True:
        month += 1
        if month > 12:
            year, month = year + 1, 1
        day = date(year, month, 1)
        if day > last:
            return ticks
        if month in months:
            ticks.append((day, f"{year}-{month:02d}"))
