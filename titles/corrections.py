"""Corrections reach applications: when a tournament's results are judged again (a corrected file, or facts that
changed after the event), every application resting on one of its norms follows, whatever its state."""

from django.utils.translation import gettext_noop

from lib.messages import stored
from tournaments.models import ResultUpload

from .application_services import EDITABLE_STATES, application_mark_for_review
from .models import NormResult, TitleApplication

# What a certificate attests of a norm; a correction that leaves these alone changes nothing for an application.
FIGURES = ("achieved", "edition", "games", "counts_as_games", "score", "average_rating", "performance", "exemption_used")


def applications_follow_results(*, upload: ResultUpload) -> list[TitleApplication]:
    """Point each application at the tournament's current verdicts. A norm whose figures changed is replaced and the
    application flagged; a norm that vanished leaves an application still being prepared and flags every application
    (an awarded one too) for review, with the officers and the player told. Returns the applications flagged."""
    flagged = []
    newer = ResultUpload.objects.filter(
        tournament_id=upload.tournament_id, version__gt=upload.version, status=ResultUpload.Status.EVALUATED
    )
    if newer.exists():
        return flagged  # a late evaluation of an older version never overrides the current results
    touched = TitleApplication.objects.filter(norms__entry__upload__tournament_id=upload.tournament_id).distinct()
    for application in touched.select_related("player"):
        reasons = []
        for norm in application.norms.filter(entry__upload__tournament_id=upload.tournament_id).select_related("entry"):
            reason = _follow(application, norm, upload)
            if reason:
                reasons.append(reason)
        if reasons:
            application_mark_for_review(application=application, reasons=reasons)
            flagged.append(application)
    return flagged


def _follow(application: TitleApplication, norm: NormResult, upload: ResultUpload) -> dict | None:
    """Bring one norm of the application up to the new results; what changed, as a message (None for nothing)."""
    if norm.entry.upload_id == upload.pk:
        current = norm  # judged again in place
    else:
        current = NormResult.objects.filter(
            entry__upload=upload, entry__player_id=norm.entry.player_id, title=norm.title
        ).first()
    words = {"title": norm.title, "tournament": upload.tournament.name, "version": upload.version}
    if current is not None and current.achieved:
        if current.pk != norm.pk:
            application.norms.remove(norm)
            application.norms.add(current)
        if current.pk == norm.pk or all(getattr(norm, name) == getattr(current, name) for name in FIGURES):
            return None
        return stored(gettext_noop("The %(title)s norm of %(tournament)s changed with results version %(version)s."), **words)
    if application.state in EDITABLE_STATES:
        application.norms.remove(norm)
    return stored(
        gettext_noop("The %(title)s norm of %(tournament)s is no longer achieved in results version %(version)s."), **words
    )
