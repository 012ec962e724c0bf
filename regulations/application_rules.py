"""A title application judged by the application rules of the edition in force on the application date, each
norm having been judged (and its games counted) by its own edition.

The 2024 rules are in ``applications``; the 1990 (1.11, 5.5, 8.9, 10.5–10.7) and 2001 (§1, §2.2) rules are
here, small functions over the same ``NormApplication``. 2009 and 2014 use the 2024 checks (decisions.md,
item 79).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date, timedelta

from .applications import TITLE_RATING, NormApplication, NormRecord, named_norms, norm_application_checks
from .congresses import CONSIDERED_AFTER_DAYS, Congresses
from .editions import EDITION_2024, Edition, Rule, edition_for, general_principle
from .editions.edition_1990 import EDITION_1990
from .editions.edition_2001 import EDITION_2001
from .facts import EventFlag
from .messages import Listing, Message, gettext_noop, message, ngettext_lazy, with_note
from .verdict import Check

__all__ = ["application_checks", "application_checks_1990", "application_checks_2001"]

_TOTAL_GAMES_2001 = 27
_TOTAL_GAMES_1990 = 24
_TOTAL_GAMES_1990_WITHOUT_ROUND_ROBIN = 30
_MINIMUM_RESULTS_1990 = 2
_RESULTS_WITHIN_YEARS = 6
_RATING_WITHIN_YEARS = 7
_QUICK_FINISH_RESULTS = 1
_NATIONAL_EVENTS = frozenset(
    {
        EventFlag.NATIONAL_CHAMPIONSHIP_FINAL,
        EventFlag.NATIONAL_WOMEN_CHAMPIONSHIP_FINAL,
        EventFlag.NATIONAL_TEAM_CHAMPIONSHIP,
        EventFlag.LEAGUE,
    }
)
# 1990 rules of this edition only.
RESULTS_RULE_1990 = "1.11"
SIX_YEARS_RULE = "10.7"
QUICK_FINISH_RULE = "5.5"
NORM_FOR_EACH_TITLE_1990 = "10.8"


def _numbered(application: NormApplication) -> list[tuple[int, NormRecord]]:
    return list(enumerate(application.norms, 1))


def _check(edition: Edition, rule: Rule, ok: bool, detail: Message) -> Check:
    return Check(edition.rule(rule), ok, with_note(detail, edition.note(rule)))


def _norm_titles(application: NormApplication, rule: str) -> Check:
    """Each norm is the verdict on the title applied for (one result may serve two titles: 1990 §10.8)."""
    other = Listing(
        tuple(norm.with_value(index, norm.title) for index, norm in _numbered(application) if norm.title != application.title),
        ", ",
    )
    if other:
        text = message(gettext_noop("not %(title)s norms: %(norms)s"), title=application.title, norms=other)
    else:
        text = message(gettext_noop("every norm is a %(title)s norm"), title=application.title)
    return Check(rule, not other, text)


def _total(application: NormApplication) -> tuple[int, str]:
    total = sum(norm.counts_as_games for norm in application.norms)
    return total, " + ".join(str(norm.counts_as_games) for norm in application.norms) or "0"


# 2001 (German excerpt)


def check_total_games_2001(application: NormApplication) -> Check:
    """§1: norms over at least 27 games."""
    total, parts = _total(application)
    return _check(
        EDITION_2001,
        Rule.TOTAL_GAMES,
        total >= _TOTAL_GAMES_2001,
        message(
            gettext_noop("%(parts)s = %(total)s games, %(needed)s needed"), parts=parts, total=total,
            needed=_TOTAL_GAMES_2001,
        ),
    )


def check_normal_norm_2001(application: NormApplication) -> Check:
    """§2.2: at least one norm that does not rely on the exemptions."""
    normal = [(index, norm) for index, norm in _numbered(application) if norm.exemption_used is None]
    text = message(gettext_noop("norms without an exemption: %(norms)s"), norms=named_norms(normal))
    return _check(EDITION_2001, Rule.NORMAL_FOREIGNER_NORM, bool(normal), text)


def check_title_rating_2001(application: NormApplication) -> Check:
    """§1: the title's rating, published or proven between lists; if it is not reached, the title may be
    awarded on condition, recognised once the rating is reached."""
    needed, highest = TITLE_RATING[application.title], application.highest_rating
    if highest is not None and highest.rating >= needed:
        text = message(
            gettext_noop("%(rating)s reached on %(reached)s, %(needed)s needed"), rating=highest.rating,
            reached=str(highest.reached_on), needed=needed,
        )
        return _check(EDITION_2001, Rule.TITLE_RATING, True, text)
    if highest:
        text = message(
            gettext_noop(
                "%(rating)s at most, %(needed)s needed: the title is awarded on condition, recognised once %(needed)s "
                "is reached"
            ),
            rating=highest.rating, needed=needed,
        )
    else:
        text = message(
            gettext_noop(
                "no rating given, %(needed)s needed: the title is awarded on condition, recognised once %(needed)s is "
                "reached"
            ),
            needed=needed,
        )
    return _check(EDITION_2001, Rule.TITLE_RATING, True, text)


def application_checks_2001(application: NormApplication) -> list[Check]:
    return [
        _norm_titles(application, EDITION_2001.rule(Rule.TOTAL_GAMES)),
        check_total_games_2001(application),
        check_normal_norm_2001(application),
        check_title_rating_2001(application),
    ]


# 1990 (Spanish text)


def _round_robin_or_olympiad(norm: NormRecord) -> bool:
    return norm.system.is_round_robin or EventFlag.OLYMPIAD in norm.flags


def check_results_1990(application: NormApplication) -> Check:
    """1.11: two results or more."""
    count = len(application.norms)
    text = message(
        ngettext_lazy("%(count)s result(s), %(needed)s needed", "%(count)s result(s), %(needed)s needed", "count"),
        count=count, needed=_MINIMUM_RESULTS_1990,
    )
    return Check(RESULTS_RULE_1990, count >= _MINIMUM_RESULTS_1990, text)


def check_total_games_1990(application: NormApplication) -> Check:
    """1.11 with 10.5: 24 games, or 30 without a result from a round robin or an Olympiad."""
    total, parts = _total(application)
    round_robin = [(index, norm) for index, norm in _numbered(application) if _round_robin_or_olympiad(norm)]
    needed = _TOTAL_GAMES_1990 if round_robin else _TOTAL_GAMES_1990_WITHOUT_ROUND_ROBIN
    return _check(
        EDITION_1990,
        Rule.TOTAL_GAMES,
        total >= needed,
        message(
            gettext_noop(
                "%(parts)s = %(total)s games, %(needed)s needed (results from a round robin or an Olympiad, 10.5: "
                "%(norms)s)"
            ),
            parts=parts, total=total, needed=needed, norms=named_norms(round_robin),
        ),
    )


def _one_round_a_day(norm: NormRecord) -> bool:
    return bool(norm.round_dates) and max(Counter(norm.round_dates).values()) == 1


def check_one_round_a_day_1990(application: NormApplication) -> Check:
    """10.6: at least one result from an event with no more than one round a day."""
    found = [(index, norm) for index, norm in _numbered(application) if _one_round_a_day(norm)]
    text = message(gettext_noop("results from events with one round a day: %(norms)s"), norms=named_norms(found))
    return _check(EDITION_1990, Rule.ONE_ROUND_A_DAY, bool(found), text)


def _years_after(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def check_six_years(application: NormApplication) -> Check:
    """10.7: the results' tournaments start within a period of six years."""
    starts = sorted(norm.start_date for norm in application.norms)
    if not starts:
        return Check(SIX_YEARS_RULE, False, message(gettext_noop("no results")))
    last_allowed = _years_after(starts[0], _RESULTS_WITHIN_YEARS)
    return Check(
        SIX_YEARS_RULE,
        starts[-1] <= last_allowed,
        message(
            gettext_noop("first start %(first)s, last %(last)s; all by %(by)s needed"), first=str(starts[0]),
            last=str(starts[-1]), by=str(last_allowed),
        ),
    )


def check_quick_finish(application: NormApplication) -> Check:
    """5.5: only one result played at 40 moves in 2 hours and the rest in 1 hour."""
    quick = [(index, norm) for index, norm in _numbered(application) if norm.quick_finish]
    return Check(
        QUICK_FINISH_RULE,
        len(quick) <= _QUICK_FINISH_RESULTS,
        message(
            ngettext_lazy(
                "%(count)s result(s) at 40 moves in 2 hours and the rest in 1 hour, at most %(most)s: %(norms)s",
                "%(count)s result(s) at 40 moves in 2 hours and the rest in 1 hour, at most %(most)s: %(norms)s",
                "count",
            ),
            count=len(quick), most=_QUICK_FINISH_RESULTS, norms=named_norms(quick),
        ),
    )


def check_not_only_national_events(application: NormApplication) -> Check:
    """8.9: no application based solely on national championships, leagues or national team championships."""
    other = [(index, norm) for index, norm in _numbered(application) if not norm.flags & _NATIONAL_EVENTS]
    return _check(
        EDITION_1990,
        Rule.NORMAL_FOREIGNER_NORM,
        bool(other),
        message(
            gettext_noop("results outside national championships, leagues and national team championships: %(norms)s"),
            norms=named_norms(other),
        ),
    )


def _on_the_list_1990(application: NormApplication, applied_on: date, needed: int) -> tuple[bool, Message]:
    """1.11's first route: the rating on the list in force when the FIDE Congress considers the application,
    the first Congress at least 60 days after it (12.2). An unrecorded Congress or list decides nothing."""
    congresses = Congresses.of(application.congresses)
    congress = congresses.considering(applied_on)
    if congress is None:
        missing = congresses.missing(applied_on + timedelta(days=CONSIDERED_AFTER_DAYS))
        return False, message(gettext_noop("the FIDE Congress that considers it is not known (%(missing)s)"), missing=missing)
    until = application.lists_recorded_until
    if until is None or until < congress:
        return False, message(
            gettext_noop("the list in force at the FIDE Congress of %(congress)s is not recorded yet"),
            congress=str(congress),
        )
    lists = [rating for rating in application.list_ratings if rating.reached_on <= congress]
    if not lists:
        return False, message(
            gettext_noop("no rating on the list in force at the FIDE Congress of %(congress)s, %(needed)s needed"),
            congress=str(congress), needed=needed,
        )
    in_force = max(lists, key=lambda rating: rating.reached_on)
    return in_force.rating >= needed, message(
        gettext_noop("%(rating)s on the list of %(list)s, in force at the FIDE Congress of %(congress)s, %(needed)s needed"),
        rating=in_force.rating, list=str(in_force.reached_on), congress=str(congress), needed=needed,
    )


def _within_seven_years_1990(application: NormApplication, needed: int) -> tuple[bool, Message]:
    """1.11's second route, with 1.7: the rating reached within seven years after the first result was achieved,
    counted from the end of its event."""
    highest = application.highest_rating
    if highest is None:
        return False, message(gettext_noop("no rating given, %(needed)s needed"), needed=needed)
    completed = min(norm.end_date for norm in application.norms)
    by = _years_after(completed, _RATING_WITHIN_YEARS)
    return highest.rating >= needed and highest.reached_on <= by, message(
        gettext_noop(
            "%(rating)s reached on %(reached)s; %(needed)s needed by %(by)s (seven years after the first result, "
            "completed on %(completed)s)"
        ),
        rating=highest.rating, reached=str(highest.reached_on), needed=needed, by=str(by), completed=str(completed),
    )


def check_title_rating_1990(application: NormApplication, applied_on: date) -> Check:
    """1.11, 1.21, 1.41, 1.51: the title's rating on the list in force when the FIDE Congress considers the
    application, or reached within seven years after the first result; both routes are judged and the check says
    which one passed (decisions.md, item 104)."""
    needed = TITLE_RATING[application.title]
    if not application.norms:
        text = message(gettext_noop("no rating or no result given, %(needed)s needed"), needed=needed)
        return _check(EDITION_1990, Rule.TITLE_RATING, False, text)
    on_list, on_list_text = _on_the_list_1990(application, applied_on, needed)
    within, within_text = _within_seven_years_1990(application, needed)
    if on_list and within:
        text = gettext_noop("both routes meet it: on the list, %(on_list)s; within seven years, %(within)s")
    elif on_list:
        text = gettext_noop(
            "met on the list in force at the Congress: %(on_list)s; not within seven years: %(within)s"
        )
    elif within:
        text = gettext_noop(
            "met within seven years of the first result: %(within)s; not on the list in force at the Congress: "
            "%(on_list)s"
        )
    else:
        text = gettext_noop("neither route meets it: on the list, %(on_list)s; within seven years, %(within)s")
    detail = message(text, on_list=on_list_text, within=within_text)
    return _check(EDITION_1990, Rule.TITLE_RATING, on_list or within, detail)


def application_checks_1990(application: NormApplication, applied_on: date) -> list[Check]:
    return [
        _norm_titles(application, NORM_FOR_EACH_TITLE_1990),
        check_results_1990(application),
        check_total_games_1990(application),
        check_one_round_a_day_1990(application),
        check_six_years(application),
        check_quick_finish(application),
        check_not_only_national_events(application),
        check_title_rating_1990(application, applied_on),
    ]


_BY_EDITION: dict[str, Callable[[NormApplication, date], list[Check]]] = {
    EDITION_1990.name: application_checks_1990,
    EDITION_2001.name: lambda application, _applied_on: application_checks_2001(application),
}


# The rules of the 2024 application checks, by their 2024 numbers (each number names one of them).
_APPLICATION_RULES_2024 = {
    EDITION_2024.rule(rule): rule
    for rule in (
        Rule.NORM_FOR_EACH_TITLE, Rule.TOTAL_GAMES, Rule.EIGHT_OF_NINE, Rule.NORMAL_FOREIGNER_NORM,
        Rule.ONE_ROUND_A_DAY, Rule.MANDATORY_EVENT_TYPE, Rule.TITLE_RATING,
    )
}
# decisions.md item 79: 2009 and 2014 judge applications by the 2024 checks.
_AS_2024 = "79"


def _cited_by(edition: Edition, checks: list[Check]) -> list[Check]:
    """The 2024 checks of a 2009 or 2014 application, each citing the judging edition's own number for its rule,
    or the general principle they are applied as (never the 2024 number)."""
    if edition is EDITION_2024:
        return checks
    cited = []
    for check in checks:
        rule = _APPLICATION_RULES_2024[check.rule]
        number = edition.rule_numbers.get(rule) or general_principle(_AS_2024)
        cited.append(Check(number, check.ok, check.message or check.detail))
    return cited


def application_checks(application: NormApplication, applied_on: date) -> tuple[Edition, list[Check]]:
    """The edition in force on ``applied_on`` and its application checks."""
    edition = edition_for(applied_on)
    if application.title not in TITLE_RATING:
        raise ValueError(f"titles by norms are {', '.join(TITLE_RATING)}, not {application.title!r}")
    if edition.name in _BY_EDITION:
        return edition, _BY_EDITION[edition.name](application, applied_on)
    return edition, _cited_by(edition, norm_application_checks(application))
