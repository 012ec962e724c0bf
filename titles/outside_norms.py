"""Norms from events outside the system: entered by an officer from the signed certificate, checked on its figures."""

from fractions import Fraction

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from lib.messages import stored
from lib.scores import score_text
from notifications.models import Notification
from notifications.services import notification_send
from players.access import is_officer_of
from players.models import Player
from regulations import edition_for
from regulations.outside_norms import OutsideNorm, outside_norm_checks

from .check_texts import citation, text_of
from .engine_facts import event_flags
from .models import ExternalNorm


def outside_norm_facts(norm: ExternalNorm) -> OutsideNorm:
    return OutsideNorm(
        title=norm.title,
        start_date=norm.event_start,
        games=norm.games,
        score=Fraction(norm.score),
        average_rating=norm.average_rating,
        performance=norm.performance,
        counts_as_games=norm.counts_as_games,
        title_holders=norm.title_holders or 0,
        norm_title_opponents=norm.norm_title_opponents or 0,
        other_federations=norm.other_federations or 0,
        flags=event_flags(norm.event_kind),
        exemption_used=norm.exemption_used,
    )


def external_norm_record(*, player: Player, actor, scan, round_dates: list[str], **facts) -> ExternalNorm:
    """Check the certificate's figures with the rules of the edition in force at the start, and record the norm
    with its scan; a certificate whose figures fail a check is refused with the checks that failed."""
    if not is_officer_of(actor, player.federation_id):
        raise PermissionDenied
    norm = ExternalNorm(
        player=player, entered_by=actor, round_dates=round_dates, edition=edition_for(facts["event_start"]).name, **facts
    )
    checks = outside_norm_checks(outside_norm_facts(norm))
    failed = [check for check in checks if not check.ok]
    if failed:
        raise ValidationError(
            [_("%(rule)s not met: %(detail)s") % {"rule": citation(check.rule), "detail": text_of(check)} for check in failed]
        )
    norm.checks = [check.as_dict() for check in checks]
    with transaction.atomic():
        norm.certificate_scan.save(scan.name, scan, save=False)
        norm.save()
        transaction.on_commit(lambda: _announce(norm))
    return norm


def _announce(norm: ExternalNorm) -> None:
    """The player hears of a norm added to their record."""
    user = norm.player.user
    if user is None:
        return
    notification_send(
        recipient=user,
        kind=Notification.Kind.NORM_FOUND,
        key=f"external-norm:{norm.pk}",
        subject=stored(gettext_noop("%(title)s norm from %(event)s added to your record"), title=norm.title, event=norm.event_name),
        body=stored(
            gettext_noop("Your federation entered the norm from its signed certificate: %(score)s points in %(games)s games, counting as %(counts)s games."),
            score=score_text(norm.score), games=norm.games, counts=norm.counts_as_games,
        ),
        link=reverse("players:me"),
    )
