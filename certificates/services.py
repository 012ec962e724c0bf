"""Issuing IT1 certificates of title results (000 §1.8, §1.10.2), and rendering the IT2 and IT3 forms."""

import hashlib
import io
import zipfile
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _

from players.models import Player
from titles.models import NormResult
from tournaments.models import ResultUpload, Tournament

from . import it1_certificate, it2_title_application, it3_tournament_report, selectors
from .models import Certificate
from .pdf import pdf_render

# 000 §1.8: the chief arbiter prepares the certificate in quadruplicate, one copy for each of these.
RECIPIENTS = (
    _("Copy for the player"),
    _("Copy for the player's federation"),
    _("Copy for the organising federation"),
    _("Copy for the FIDE Office"),
)
# What a certificate attests. A corrected upload that leaves all of these alone leaves the certificate in force.
VERDICT_FIELDS = (
    "title",
    "edition",
    "achieved",
    "games",
    "counts_as_games",
    "score",
    "average_rating",
    "performance",
    "exemption_used",
    "counted_rounds",
    "dropped_rounds",
    "checks",
)


def certificates_issue_for_upload(*, upload: ResultUpload) -> list[Certificate]:
    """Certify the new norms of an evaluated upload and retire the certificates its corrections undo.

    Returns the certificates issued by this call; running it again issues nothing more. Only the
    tournament's current results may change its certificates, so a late call for an older version does nothing;
    nor does a call for an event still in progress, whose norms are only forecasts until its last round.
    """
    return certificates_issue(norm_result_ids=certificates_plan_for_upload(upload=upload))


def certificates_plan_for_upload(*, upload: ResultUpload) -> list[int]:
    """Retire the certificates the upload's corrections undo; return the norm results it calls to certify.

    The worker prints those in chunks side by side (`certificates_issue`); see `certificates_issue_for_upload`
    for when an upload changes nothing.
    """
    if not selectors.upload_is_current(upload=upload) or not selectors.upload_is_complete(upload=upload):
        return []
    norms = selectors.certifiable_norm_results(upload=upload)
    certificates_withdraw_unconfirmed(upload=upload, confirmed={(norm.entry.player_id, norm.title) for norm in norms})
    already = set(Certificate.objects.filter(norm_result__in=norms).values_list("norm_result_id", flat=True))
    return [norm.pk for norm in norms if norm.pk not in already]


def certificates_outstanding(*, upload: ResultUpload) -> int:
    """How many of the upload's certifiable norms have no certificate in force yet."""
    in_force = set(
        Certificate.objects.current()
        .for_tournament(upload.tournament)
        .values_list("norm_result__entry__player_id", "norm_result__title")
    )
    norms = selectors.certifiable_norm_results(upload=upload)
    return sum((norm.entry.player_id, norm.title) not in in_force for norm in norms)


def certificates_issue(*, norm_result_ids: list[int]) -> list[Certificate]:
    """Certify these achieved norms; returns the certificates this call issued."""
    norms = NormResult.objects.filter(pk__in=norm_result_ids).select_related(
        "entry__player", "entry__upload__tournament"
    )
    issued = []
    for norm in norms.order_by("entry__start_number", "title"):
        certificate, created = certificate_issue(norm_result=norm)
        if created:
            issued.append(certificate)
    return issued


@dataclass
class _Draft:
    """The certificate in force that stays (saved), or a new one to issue (not saved) and what it replaces."""

    certificate: Certificate
    replaces: Certificate | None = None

    @property
    def is_new(self) -> bool:
        return self.certificate.pk is None

    def same_as(self, other: "_Draft") -> bool:
        replaced = (self.replaces and self.replaces.pk, other.replaces and other.replaces.pk)
        return self.certificate.reference == other.certificate.reference and replaced[0] == replaced[1]


def certificate_issue(*, norm_result: NormResult) -> tuple[Certificate, bool]:
    """The certificate in force for an achieved norm, and whether this call issued it.

    An earlier certificate of the same player, title and tournament stays in force when the verdict is
    unchanged; otherwise the new certificate supersedes it.
    """
    if not norm_result.achieved:
        raise ValueError(f"norm result {norm_result.pk} is not achieved: there is nothing to certify")
    # Printing takes nearly all the time, so it happens before the tournament is locked and the chunks of
    # one tournament print side by side; under the lock, the print is kept only if nothing changed meanwhile.
    printed = _draft(norm_result)
    if printed.is_new:
        _print(printed)
    with transaction.atomic():
        # One issuer at a time per tournament, so that versions and supersessions never race.
        Tournament.objects.select_for_update().filter(pk=norm_result.entry.upload.tournament_id).get()
        draft = _draft(norm_result)
        if not draft.is_new:
            return draft.certificate, False
        if printed.is_new and draft.same_as(printed):
            draft = printed
        else:
            _print(draft)
        draft.certificate.save()
        if draft.replaces:
            _supersede([draft.replaces.pk], upload=norm_result.entry.upload, by=draft.certificate)
    return draft.certificate, True


def _draft(norm_result: NormResult) -> _Draft:
    existing = Certificate.objects.filter(norm_result=norm_result).first()
    if existing:
        return _Draft(existing)
    entry = norm_result.entry
    tournament = entry.upload.tournament
    predecessor = selectors.certificate_current_for(tournament=tournament, player=entry.player, title=norm_result.title)
    if predecessor and same_verdict(predecessor.norm_result, norm_result):
        return _Draft(predecessor)
    version = selectors.certificate_next_version(tournament=tournament, player=entry.player, title=norm_result.title)
    certificate = Certificate(
        norm_result=norm_result, version=version, reference=certificate_reference(norm_result, version)
    )
    return _Draft(certificate, replaces=predecessor)


def _print(draft: _Draft) -> None:
    draft.certificate.pdf = certificate_render(certificate=draft.certificate, replaces=draft.replaces)
    draft.certificate.sha256 = hashlib.sha256(draft.certificate.pdf).hexdigest()


def certificates_withdraw_unconfirmed(*, upload: ResultUpload, confirmed: set[tuple[int, str]]) -> int:
    """Mark superseded the certificates of earlier uploads whose norm the corrected results no longer show.

    ``confirmed`` holds the (player id, title) pairs that the upload certifies. Returns how many were withdrawn.
    """
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=upload.tournament_id).get()
        earlier = (
            Certificate.objects.current()
            .for_tournament(upload.tournament)
            .exclude(norm_result__entry__upload=upload)
            .values_list("pk", "norm_result__entry__player_id", "norm_result__title")
        )
        undone = [pk for pk, player_id, title in earlier if (player_id, title) not in confirmed]
        _supersede(undone, upload=upload)
    return len(undone)


def _supersede(pks: list[int], *, upload: ResultUpload, by: Certificate | None = None) -> None:
    Certificate.objects.filter(pk__in=pks).update(
        superseded_by=by, superseded_by_upload=upload, superseded_at=timezone.now()
    )


def same_verdict(old: NormResult, new: NormResult) -> bool:
    return all(getattr(old, name) == getattr(new, name) for name in VERDICT_FIELDS)


def certificate_reference(norm_result: NormResult, version: int) -> str:
    """e.g. IT1-12-14100040-GM-1: tournament, player (FIDE ID, else our id), title and version."""
    player = norm_result.entry.player
    player_key = str(player.fide_id) if player.fide_id else f"P{player.pk}"
    return f"IT1-{norm_result.entry.upload.tournament_id}-{player_key}-{norm_result.title}-{version}"


def certificate_render(*, certificate: Certificate, replaces: Certificate | None = None) -> bytes:
    """The four copies of one certificate as one PDF, each copy starting on a new page."""
    context = {
        "certificate": certificate,
        "sheet": it1_certificate.certificate_sheet(norm_result=certificate.norm_result),
        "recipients": RECIPIENTS,
        "replaces": replaces,
    }
    return pdf_render("certificates/pdf/it1_certificate.html", context)


def certificate_filename(certificate: Certificate) -> str:
    """Filesystem-safe: start number, name, title and version, e.g. 009-bondar-dmytro-GM-norm-v1.pdf."""
    entry = certificate.entry
    name = slugify(entry.name, allow_unicode=True) or "player"
    superseded = "-SUPERSEDED" if certificate.is_superseded else ""
    return f"{entry.start_number:03d}-{name}-{certificate.title}-norm-v{certificate.version}{superseded}.pdf"


def certificates_bundle(*, certificates: list[Certificate]) -> bytes:
    """A zip of the certificates as issued (their bytes unchanged) with a SHA256SUMS file to check them by."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        sums = []
        for certificate in certificates:
            filename = certificate_filename(certificate)
            archive.writestr(filename, bytes(certificate.pdf))
            sums.append(f"{certificate.sha256}  {filename}\n")
        archive.writestr("SHA256SUMS", "".join(sums))
    return buffer.getvalue()


def title_application_render(*, player: Player, title: str, norm_results: list[NormResult]) -> bytes:
    """The IT2 title application form for a player's norms of one title."""
    application = it2_title_application.title_application(player=player, title=title, norm_results=norm_results)
    return pdf_render("certificates/pdf/it2_title_application.html", {"application": application})


def tournament_report_render(*, tournament: Tournament) -> bytes:
    """The IT3 tournament report form from the tournament and its current results."""
    report = it3_tournament_report.tournament_report(tournament=tournament)
    return pdf_render("certificates/pdf/it3_tournament_report.html", {"report": report})
