"""The category table of the 1990 regulations (§11), as the federation entered it, for the engine."""

from datetime import date
from fractions import Fraction

from regulations import Edition, edition_for_event
from regulations.editions.edition_1990 import EDITION_1990, Category, CategoryTable, with_category_table

from .models import NormCategory

_PERCENT_FIELDS = {"GM": "gm_percent", "IM": "im_percent", "WGM": "wgm_percent", "WIM": "wim_percent"}


def category_table() -> CategoryTable | None:
    """The entered table, or None while no category has been entered."""
    categories = tuple(
        Category(
            number=row.number,
            lowest_average=row.lowest_average,
            highest_average=row.highest_average,
            percent={
                title: Fraction(getattr(row, field))
                for title, field in _PERCENT_FIELDS.items()
                if getattr(row, field) is not None
            },
        )
        for row in NormCategory.objects.order_by("number")
    )
    return CategoryTable(categories) if categories else None


def edition_judging(start_date: date | None) -> Edition:
    """The edition in force at the start; the 1990 one with the entered category table, if any. With the start
    not given, the edition that names the rules of a verdict failing for want of it (``edition_for_event``)."""
    return with_entered_table(edition_for_event(start_date))


def with_entered_table(edition: Edition) -> Edition:
    """The edition as given, or for 1990 the one judging by the entered category table (if entered)."""
    if edition is not EDITION_1990:
        return edition
    table = category_table()
    return with_category_table(table) if table else edition
