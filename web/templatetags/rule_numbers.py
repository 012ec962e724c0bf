"""Rule numbers for the pages, taken from the edition that governs what the page shows (1.53)."""

from datetime import date

from django import template
from django.utils import timezone

from regulations.championships import TABLES_RULE
from regulations.editions import Edition, Rule, edition_for
from titles.check_texts import citation

register = template.Library()


@register.simple_tag
def rule_number(rule_name: str, edition: Edition | None = None, on: date | None = None) -> str:
    """The number of ``Rule.<rule_name>`` in ``edition``, or in the edition in force ``on`` a date (today by
    default); "" where that edition has no such rule; in words where it applies a general principle instead."""
    edition = edition or edition_for(on or timezone.localdate())
    rule = Rule[rule_name]
    return citation(edition.rule(rule)) if edition.has(rule) else ""


@register.simple_tag
def application_games(edition: Edition | None = None, on: date | None = None) -> int:
    """The games of norms a title application needs (1.50 in 2009, 1.5.1 in 2024)."""
    return (edition or edition_for(on or timezone.localdate())).application_games


@register.simple_tag
def championship_tables_rule() -> str:
    return TABLES_RULE
