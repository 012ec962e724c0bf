"""The rating-history chart of a player's page, drawn as SVG coordinates with title thresholds and norm dates."""

from dataclasses import dataclass
from datetime import date

WIDTH, HEIGHT, MARGIN = 720, 260, 40


@dataclass(frozen=True)
class Mark:
    x: float
    y: float
    label: str


@dataclass(frozen=True)
class RatingChart:
    points: str  # the polyline's "x,y x,y …"
    dots: list[Mark]
    thresholds: list[Mark]  # horizontal lines
    norms: list[Mark]  # vertical lines
    width: int = WIDTH
    height: int = HEIGHT


def rating_chart(history: list[tuple[date, int]], thresholds: dict[str, int], norm_dates: list[tuple[date, str]]) -> RatingChart | None:
    if not history:
        return None
    days = [day for day, _ in history] + [day for day, _ in norm_dates]
    first, last = min(days), max(days)
    values = [rating for _, rating in history] + list(thresholds.values())
    low, high = min(values) - 50, max(values) + 50

    def x(day: date) -> float:
        span = max((last - first).days, 1)
        return round(MARGIN + (WIDTH - 2 * MARGIN) * (day - first).days / span, 1)

    def y(rating: int) -> float:
        return round(HEIGHT - MARGIN - (HEIGHT - 2 * MARGIN) * (rating - low) / (high - low), 1)

    return RatingChart(
        points=" ".join(f"{x(day)},{y(rating)}" for day, rating in history),
        dots=[Mark(x(day), y(rating), f"{day:%Y-%m}: {rating}") for day, rating in history],
        thresholds=[Mark(MARGIN, y(rating), f"{title} {rating}") for title, rating in thresholds.items()],
        norms=[Mark(x(day), MARGIN, label) for day, label in norm_dates],
    )
