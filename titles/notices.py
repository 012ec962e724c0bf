"""Telling players and their federations' officers about norms found, and about norms a correction took away."""

from django.urls import reverse
from django.utils.translation import gettext_noop

from lib.messages import stored
from lib.scores import score_text
from notifications.models import Notification
from notifications.services import notification_send
from players.models import FederationOfficer, Player
from tournaments.models import ResultUpload
from tournaments.selectors import upload_previous_evaluated

from .check_texts import english_text, portable, stored_message
from .models import NormResult


def upload_announce_norm_changes(*, upload_id: int) -> list[Notification]:
    """After an upload is evaluated: players and their officers hear of its achieved norms. A correction
    announces only the verdicts it changed: a norm the version current before it already had is not news, and a
    norm that version had which this one no longer has is (the player may have counted on it)."""
    upload = ResultUpload.objects.select_related("tournament").get(pk=upload_id)
    # Whole verdicts (with their checks, kilobytes each) only for what is announced: the norms achieved now, and the
    # new verdicts of the players whose norms were lost. Reading all 14,000 verdicts of a 3,500-player open took
    # gigabytes.
    achieved_now = _norms_achieved_in(upload)
    achieved_before = _norms_achieved_in(upload_previous_evaluated(upload=upload))
    found = [
        note
        for key, norm in achieved_now.items() if key not in achieved_before
        for note in _announce_norm(norm) if note
    ]
    lost_keys = achieved_before.keys() - achieved_now.keys()
    new_verdicts = {
        (norm.entry.player_id, norm.title): norm
        for norm in _verdicts(upload).filter(entry__player_id__in={player_id for player_id, _title in lost_keys})
    }
    lost = [
        note
        for key in sorted(lost_keys)
        for note in _announce_lost_norm(achieved_before[key], upload=upload, verdict=new_verdicts.get(key)) if note
    ]
    return found + lost


def _verdicts(upload: ResultUpload):
    """The upload's verdicts, whole, with what a notice names."""
    return NormResult.objects.filter(entry__upload=upload).select_related(
        "entry__player__user", "entry__player__federation", "entry__upload__tournament"
    )


def _norms_achieved_in(upload: ResultUpload | None) -> dict[tuple[int, str], NormResult]:
    if upload is None:
        return {}
    return {(norm.entry.player_id, norm.title): norm for norm in _verdicts(upload).filter(achieved=True)}


def _recipients(player: Player) -> list:
    recipients = [officer.user for officer in FederationOfficer.objects.filter(federation=player.federation_id).select_related("user")]
    if player.user:
        recipients.append(player.user)
    return recipients


def _announce_norm(norm: NormResult) -> list[Notification | None]:
    """One notification per player, title and version that gained the norm: the same version announced twice
    (a task run again) notifies once; a norm lost in one correction and found again in a later one is news."""
    player = norm.entry.player
    tournament = norm.entry.upload.tournament
    subject = stored(gettext_noop("%(title)s norm: %(player)s in %(tournament)s"),
                     title=norm.title, player=player.name, tournament=tournament.name)
    body = stored(
        gettext_noop("%(score)s points in %(games)s games, average %(average)s, performance %(performance)s (edition %(edition)s)."),
        score=score_text(norm.score), games=norm.games, average=norm.average_rating, performance=norm.performance,
        edition=norm.edition,
    )
    return [
        notification_send(recipient=recipient, kind=Notification.Kind.NORM_FOUND,
                          key=f"norm:{tournament.pk}:{player.pk}:{norm.title}:v{norm.entry.upload.version}", subject=subject, body=body,
                          link=reverse("titles:norm_detail", args=[norm.pk]),
                          about=player.name, about_link=player.get_absolute_url())
        for recipient in _recipients(player)
    ]


def _announce_lost_norm(
    norm: NormResult, *, upload: ResultUpload, verdict: NormResult | None
) -> list[Notification | None]:
    """One notification per player, title and version that lost the norm (keyed as `_announce_norm`), with the
    new verdict's first failing rule; a player the correction no longer lists has no new verdict to cite."""
    player = norm.entry.player
    tournament = upload.tournament
    subject = stored(gettext_noop("%(title)s norm withdrawn: %(player)s in %(tournament)s"),
                     title=norm.title, player=player.name, tournament=tournament.name)
    withdrawn = stored(
        gettext_noop("The %(title)s norm is no longer achieved after the corrected results of version %(version)s."),
        title=norm.title, version=upload.version,
    )
    failed = verdict.failed_checks if verdict is not None else []
    if failed:
        reason = portable(stored_message(failed[0])) or english_text(failed[0])
        reasons = [stored(gettext_noop("It fails %(rule)s: %(reason)s"), rule=portable(failed[0]["rule"]), reason=reason)]
    elif verdict is None:
        reasons = [stored(gettext_noop("The corrected results give the player no verdict on this norm."))]
    else:
        reasons = []
    body = {"items": [withdrawn, *reasons], "separator": " "}
    link = (
        reverse("titles:norm_detail", args=[verdict.pk]) if verdict is not None
        else reverse("tournaments:detail", args=[tournament.pk])
    )
    return [
        notification_send(recipient=recipient, kind=Notification.Kind.NORM_LOST,
                          key=f"norm-lost:{tournament.pk}:{player.pk}:{norm.title}:v{upload.version}", subject=subject,
                          body=body, link=link, about=player.name, about_link=player.get_absolute_url())
        for recipient in _recipients(player)
    ]
