from django import template
from django.utils.translation import gettext as _

from classification import selectors
from classification.models import NationalCategory, NormTarget
from classification.rules import COEFFICIENTS, Category
from classification.rules.categories import FIRST_WITH_TWO_POINTS_COEFFICIENT
from classification.rules.conditions import NO_TABLE_ROW
from classification.text import plain_number
from tournaments.models import Tournament

register = template.Library()

CATEGORY_LABELS = dict(NationalCategory.choices)
NORM_LABELS = dict(NormTarget.choices)


@register.filter
def without_missing_table_row(checks: list[dict]) -> list[dict]:
    """A player's checks less the table's missing row for K, which the event's page says once for everyone."""
    return [check for check in checks if check.get("message") != NO_TABLE_ROW]


@register.filter
def number(value) -> str:
    return "" if value in (None, "") else plain_number(value)


@register.filter
def category_label(code: str) -> str:
    return CATEGORY_LABELS.get(code, code)


@register.filter
def norm_label(code: str) -> str:
    return NORM_LABELS.get(code, code)


@register.simple_tag
def coefficient_scale() -> str:
    """The participants' coefficients of the Notes, in the reader's language: "no category 5.0, …, КМС 0"."""
    scale = [f"{CATEGORY_LABELS[category.value]} {plain_number(value)}" for category, value in COEFFICIENTS.items()]
    two_points = _("I category with two candidate points %(coefficient)s") % {
        "coefficient": plain_number(FIRST_WITH_TWO_POINTS_COEFFICIENT)
    }
    return ", ".join([*scale[:-1], two_points, scale[-1]])


@register.simple_tag
def no_category_coefficient() -> str:
    return plain_number(COEFFICIENTS[Category.NONE])


@register.inclusion_tag("classification/_tournament_summary.html")
def national_results_summary(tournament: Tournament) -> dict:
    """K, the norms met and the failures of the tournament's current results, for the tournament page."""
    return {"page": selectors.tournament_national_summary(tournament=tournament)}
