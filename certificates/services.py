"""Issuing IT1 certificates of title results (000 §1.8, §1.10.2), and rendering the IT2 and IT3 forms."""

import hashlib
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.urls import reverse
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext_lazy as _

from lib.messages import stored
from notifications.models import Notification
from notifications.services import notification_send
from players.models import RatingEntry
from titles.access import may_act
from titles.models import NormResult, TitleApplication
from tournaments.models import ResultUpload, Tournament

from . import it1_certificate, it2_title_application, it3_tournament_report, selectors, verification
from .models import ApplicationForm, Certificate, CertificationFailure, SignOff
from .pdf import pdf_render, pdf_render_copies

# 000 §1.8: the chief arbiter prepares the certificate in quadruplicate, one copy for each of these.
RECIPIENTS = (
    _("Copy for the player"),
    _("Copy for the player's federation"),
    _("Copy for the organising federation"),
    _("Copy for the FIDE Office"),
)
TIME_LIMIT_REASON = _(
    "Rendering the certificates took longer than the worker allows; those not yet issued can be issued again."
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


def certification_failed(*, upload: ResultUpload, reason: str) -> CertificationFailure:
    """Record why an upload's certificates were not all issued, for the certificates page to show."""
    failure, _created = CertificationFailure.objects.update_or_create(
        upload=upload, defaults={"reason": str(reason)[:300], "failed_at": timezone.now()}
    )
    return failure


def certification_succeeded(*, upload: ResultUpload) -> None:
    CertificationFailure.objects.filter(upload=upload).delete()


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
        certificate = draft.certificate
        transaction.on_commit(lambda: _announce_certificate(certificate))
    return draft.certificate, True


def _draft(norm_result: NormResult) -> _Draft:
    existing = Certificate.objects.filter(norm_result=norm_result).first()
    if existing:
        return _Draft(existing)
    entry = norm_result.entry
    tournament = entry.upload.tournament
    predecessor = selectors.certificate_current_for(tournament=tournament, player=entry.player, title=norm_result.title)
    if predecessor and _same_verdict(predecessor.norm_result, norm_result):
        return _Draft(predecessor)
    version = selectors.certificate_next_version(tournament=tournament, player=entry.player, title=norm_result.title)
    reference = _certificate_reference(norm_result, version)
    facts = _certificate_facts(norm_result)
    certificate = Certificate(
        norm_result=norm_result, version=version, reference=reference, facts=facts,
        verification_code=verification.verification_code(kind="IT1", reference=reference, facts=facts),
    )
    return _Draft(certificate, replaces=predecessor)


def _print(draft: _Draft) -> None:
    draft.certificate.pdf = certificate_render(certificate=draft.certificate, replaces=draft.replaces)
    draft.certificate.sha256 = hashlib.sha256(draft.certificate.pdf).hexdigest()


def _certificate_facts(norm_result: NormResult) -> dict:
    """What the public verification page shows of a certificate: the result, nothing private."""
    entry = norm_result.entry
    tournament = entry.upload.tournament
    return {
        "player": entry.name,
        "federation": entry.federation_code,
        "title": norm_result.title,
        "event": tournament.name,
        "place": ", ".join(filter(None, [tournament.city, tournament.host_federation.code])),
        "dates": f"{tournament.start_date.isoformat()} – {tournament.end_date.isoformat()}",
        "games": norm_result.games,
        "counts_as_games": norm_result.counts_as_games,
        "score": str(norm_result.score),
        "average": norm_result.average_rating,
        "performance": norm_result.performance,
        "edition": norm_result.edition,
    }


def _announce_certificate(certificate: Certificate) -> None:
    """The player hears of their own new certificate."""
    player = certificate.norm_result.entry.player
    if player.user is None:
        return
    notification_send(
        recipient=player.user,
        kind=Notification.Kind.CERTIFICATE_ISSUED,
        key=f"certificate:{certificate.pk}",
        subject=stored(gettext_noop("Certificate %(reference)s of your %(title)s norm issued"),
                       reference=certificate.reference, title=certificate.norm_result.title),
        body=stored(gettext_noop("The IT1 certificate of your norm in %(tournament)s is ready. Verification code: %(code)s."),
                    tournament=certificate.facts.get("event", ""), code=certificate.verification_code),
        link=reverse("certificates:download", args=[certificate.pk]),
    )


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


def _same_verdict(old: NormResult, new: NormResult) -> bool:
    return all(getattr(old, name) == getattr(new, name) for name in VERDICT_FIELDS)


def _certificate_reference(norm_result: NormResult, version: int) -> str:
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
        "verification": _verification(certificate.verification_code),
        # A certificate being issued has no signature yet; one printed again at its sign-off has.
        "sign_offs": {sign_off.role: sign_off for sign_off in SignOff.objects.filter(certificate_id=certificate.pk)},
    }
    return pdf_render_copies("certificates/pdf/it1_certificate.html", context, copies=len(RECIPIENTS))


def _verification(code: str | None) -> dict | None:
    if not code:
        return None
    url = verification.verification_url(code)
    return {"code": code, "url": url, "qr": verification.qr_code_svg(url)}


def certificate_filename(*, certificate: Certificate) -> str:
    """Filesystem-safe: start number, name, title and version, e.g. 009-bondar-dmytro-GM-norm-v1.pdf."""
    entry = certificate.entry
    name = slugify(entry.name, allow_unicode=True) or "player"
    superseded = "-SUPERSEDED" if certificate.is_superseded else ""
    unsigned = "" if certificate.is_signed_off else "-NOT-SIGNED-OFF"
    return f"{entry.start_number:03d}-{name}-{certificate.title}-norm-v{certificate.version}{superseded}{unsigned}.pdf"


def certificates_bundle(*, certificates: list[Certificate]) -> bytes:
    """A zip of the certificates as issued (their bytes unchanged) with a SHA256SUMS file to check them by."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        sums = []
        for certificate in certificates:
            filename = certificate_filename(certificate=certificate)
            archive.writestr(filename, bytes(certificate.pdf))
            sums.append(f"{certificate.sha256}  {filename}\n")
        archive.writestr("SHA256SUMS", "".join(sums))
    return buffer.getvalue()


def application_package_prepare(*, application: TitleApplication, actor) -> ApplicationForm:
    """Issue what the package lacks: the IT1 certificate of every norm from results here, and the IT2 form (a new
    version when the application changed since the last one). Issuing is an act of the applicant, never of a GET."""
    if not may_act(actor, application, "applicant"):
        raise PermissionDenied
    for norm in application.norms.select_related("entry__upload__tournament", "entry__player"):
        if norm.achieved:
            certificate_issue(norm_result=norm)
    return application_form_issue(application=application, actor=actor)


def application_form_issue(*, application: TitleApplication, actor) -> ApplicationForm:
    with transaction.atomic():
        TitleApplication.objects.select_for_update().filter(pk=application.pk).get()
        latest = application.forms.order_by("-version").first()
        version = (latest.version if latest else 0) + 1
        sheet = it2_title_application.title_application_sheet(application=application, version=version)
        facts = sheet.facts()
        if latest and not latest.is_superseded and _same_form(latest.facts, facts):
            return latest
        code = verification.verification_code(kind="IT2", reference=sheet.reference, facts=facts)
        pdf = pdf_render(
            "certificates/pdf/it2_title_application.html", {"application": sheet, "verification": _verification(code)}
        )
        form = ApplicationForm.objects.create(
            application=application, version=version, pdf=pdf, sha256=hashlib.sha256(pdf).hexdigest(),
            verification_code=code, facts=facts, issued_by=actor,
        )
        if latest:
            ApplicationForm.objects.filter(application=application, superseded_at__isnull=True).exclude(pk=form.pk).update(
                superseded_at=timezone.now()
            )
    return form


def _same_form(old: dict, new: dict) -> bool:
    ignored = {"reference"}
    return {k: v for k, v in old.items() if k not in ignored} == {k: v for k, v in new.items() if k not in ignored}


def application_package(*, application: TitleApplication) -> bytes:
    """What goes to FIDE, each file named by what it is: the IT2 form, the IT1 certificate of every norm from
    results here that its chief arbiter signed off, the signed certificate of every norm from outside, and the
    evidence of an interim title rating. A certificate not yet signed off stays out, and a note in the package
    names it."""
    form = application.forms.filter(superseded_at__isnull=True).order_by("-version").first()
    if form is None:
        raise ValueError("the package has no IT2 form yet")
    player = safe_filename(application.player.name)
    files = [(f"IT2 {application.title} title application - {player}.pdf", bytes(form.pdf))]
    norms = list(application.norms.select_related("entry__upload__tournament"))
    certificates = selectors.certificates_in_force(norms=norms, with_pdf=True)
    unsigned = []
    for norm in norms:
        certificate = certificates.get(norm.pk)
        event = safe_filename(norm.entry.upload.tournament.name)
        if certificate and certificate.is_signed_off:
            files.append((f"IT1 {norm.title} norm - {event} - {certificate.reference}.pdf", bytes(certificate.pdf)))
        elif certificate:
            unsigned.append(f"{certificate.reference} ({norm.title}, {norm.entry.upload.tournament.name})")
    for norm in application.external_norms.all():
        extension = Path(norm.certificate_scan.name).suffix.lower() or ".pdf"
        with norm.certificate_scan.open("rb") as scan:
            files.append((f"IT1 {norm.title} norm - {safe_filename(norm.event_name)} (signed certificate){extension}", scan.read()))
    for rating in _interim_evidence(application):
        extension = Path(rating.evidence.name).suffix.lower() or ".pdf"
        with rating.evidence.open("rb") as evidence:
            files.append((f"Interim rating {rating.rating} of {rating.period.isoformat()} - evidence{extension}", evidence.read()))
    if unsigned:
        files.append(("IT1 certificates not yet signed off.txt", _unsigned_note(unsigned).encode()))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for number, (name, content) in enumerate(files, 1):
            archive.writestr(f"{number:02d} {name}", content)
    return buffer.getvalue()


def _unsigned_note(unsigned: list[str]) -> str:
    return (
        gettext(
            "These IT1 certificates are left out of the package: their chief arbiter has not signed them off yet. "
            "Send the package again once they are signed off."
        )
        + "\n\n"
        + "".join(f"- {line}\n" for line in unsigned)
    )


def _interim_evidence(application: TitleApplication) -> list[RatingEntry]:
    """The interim rating the title rating rests on (1.5.3a: the federation bears the burden of proof)."""
    if application.title_rating_reached_on is None:
        return []
    return list(
        RatingEntry.objects.filter(
            player=application.player, kind=RatingEntry.Kind.INTERIM, period=application.title_rating_reached_on
        ).exclude(evidence="")
    )


def safe_filename(text: str) -> str:
    """A name every file system accepts, keeping its letters (Cyrillic and accents too)."""
    cleaned = "".join("-" if char in '<>:"/\\|?*' or ord(char) < 32 else char for char in text)
    return " ".join(cleaned.split())[:80].strip(" .") or "unnamed"


def tournament_report_render(*, tournament: Tournament) -> bytes:
    """The IT3 tournament report form from the tournament and its current results."""
    report = it3_tournament_report.tournament_report(tournament=tournament)
    sign_offs = selectors.report_sign_offs(upload=report.upload)
    return pdf_render("certificates/pdf/it3_tournament_report.html", {"report": report, "sign_offs": sign_offs})
