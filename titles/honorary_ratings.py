"""1990 §9.4, the honorary rating: who may mark a participant entitled, the mark, and the fact the engine takes.

Marking or removing the mark changes the verdicts of everyone who met him: the tournament is judged again
(``tournament_facts_changed``).
"""

from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from players.access import is_officer_of
from regulations import Rule
from regulations.honorary import HONORARY_MINIMUM_AGE
from regulations.honorary import HonoraryRating as HonoraryFact
from tournaments.events import tournament_facts_changed
from tournaments.models import Tournament
from tournaments.selectors import upload_current
from trf import TrfTournament

from .category_table import edition_judging
from .models import HonoraryRating


def may_mark_honorary(user, tournament: Tournament) -> bool:
    """An officer of the host federation, the event's chief arbiter, or staff."""
    if not user.is_authenticated:
        return False
    chief = tournament.chief_arbiter
    return (
        user.is_staff
        or is_officer_of(user, tournament.host_federation_id)
        or (chief is not None and chief.user_id == user.pk)
    )


def honorary_rule(tournament: Tournament) -> str | None:
    """The rule number of the honorary rating in the edition judging the tournament; None where it has none."""
    edition = edition_judging(tournament.start_date)
    return edition.rule(Rule.HONORARY_RATING) if edition.has(Rule.HONORARY_RATING) else None


def _start_numbers(tournament: Tournament) -> set[int]:
    upload = upload_current(tournament=tournament)
    return set(upload.entries.values_list("start_number", flat=True)) if upload else set()


def honorary_rating_mark(
    *, tournament: Tournament, actor, start_number: int, age: int, candidates_semifinal: bool, reason: str
) -> HonoraryRating:
    """Mark the tournament's one participant entitled to the honorary rating (replacing any earlier mark)."""
    if not may_mark_honorary(actor, tournament):
        raise PermissionDenied
    if honorary_rule(tournament) is None:
        raise ValidationError(_("The regulations judging this tournament have no honorary rating."))
    errors = {}
    if start_number not in _start_numbers(tournament):
        errors["start_number"] = _("No participant has start number %(number)s in the current results.") % {
            "number": start_number
        }
    if age < HONORARY_MINIMUM_AGE:
        errors["age"] = _("The honorary rating is for players aged %(age)s or more.") % {"age": HONORARY_MINIMUM_AGE}
    if not candidates_semifinal:
        errors["candidates_semifinal"] = _("The honorary rating needs a past qualification for the Candidates semi-finals.")
    if not reason.strip():
        errors["reason"] = _("Say what the entitlement rests on.")
    if errors:
        raise ValidationError(errors)
    with transaction.atomic():
        mark, _created = HonoraryRating.objects.update_or_create(
            tournament=tournament,
            defaults={
                "start_number": start_number, "age": age, "candidates_semifinal": candidates_semifinal,
                "reason": reason.strip(), "marked_by": actor,
            },
        )
        tournament_facts_changed.announce(tournament.pk)
    return mark


def honorary_rating_remove(*, tournament: Tournament, actor) -> None:
    if not may_mark_honorary(actor, tournament):
        raise PermissionDenied
    with transaction.atomic():
        deleted, _kinds = HonoraryRating.objects.filter(tournament=tournament).delete()
        if deleted:
            tournament_facts_changed.announce(tournament.pk)


def honorary_fact(
    document: TrfTournament, *, start_number: int, age: int, candidates_semifinal: bool, reason: str
) -> HonoraryFact | None:
    """The engine's fact for the participant of that start number in the file, the others' ratings with it;
    None when the file has no such participant (nobody met him)."""
    marked = next((record for record in document.players if record.start_number == start_number), None)
    if marked is None:
        return None
    return HonoraryFact(
        player_id=start_number,
        title=marked.title,
        age=age,
        candidates_semifinal=candidates_semifinal,
        reason=reason,
        other_ratings=tuple(record.rating for record in document.players if record.start_number != start_number),
    )


def tournament_honorary_fact(*, tournament: Tournament, document: TrfTournament) -> HonoraryFact | None:
    mark = HonoraryRating.objects.filter(tournament=tournament).first()
    if mark is None:
        return None
    return honorary_fact(
        document, start_number=mark.start_number, age=mark.age, candidates_semifinal=mark.candidates_semifinal,
        reason=mark.reason,
    )


def age_on(day: date, birth_date: date | None, birth_year: int | None) -> int | None:
    """Full years on ``day``; from a birth year alone, the smaller of the two ages it allows."""
    if birth_date is not None:
        return day.year - birth_date.year - ((day.month, day.day) < (birth_date.month, birth_date.day))
    return day.year - birth_year - 1 if birth_year is not None else None
